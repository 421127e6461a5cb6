// Facts about factories and bases shared by mobilize, income and repair (which
// factory stands where: units/factories.ts).
import type { RulesetView } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { territoryValue } from '../income';

/**
 * MOB-2 / UNIT-9: what a factory may still place this turn: its capacity less
 * its damage (never below 0), less what it already placed. A factory built this
 * turn places nothing yet (MOB-5); one upgraded this turn still places as a minor.
 */
export function remainingCapacity(state: GameState, rs: RulesetView, factory: Unit): number {
  let type = factory.type;
  // MOB-6: upgraded this turn, it still places as what it was.
  if (state.upgradedThisTurn.includes(factory.at)) type = rs.def.upgrades.find((u) => u.to === factory.type)?.from ?? type;
  else if (state.placedThisTurn.includes(factory.id)) return 0;
  // RULES §7 [P: WW2V2]: a factory with no capacity of its own places up to its territory's value (as an option sets it).
  const capacity = rs.findUnit(type)?.productionCapacity ?? territoryValue(state, rs, factory.at);
  return Math.max(0, capacity - factory.damage) - (state.placedThrough[factory.at] ?? 0);
}
