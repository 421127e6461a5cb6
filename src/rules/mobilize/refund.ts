// MOB-9 / AMBIG-18: units bought and not placed are refunded at their cost
// when Mobilize ends (phase hook `refundUnplaced`).
import { type GameEvent, purchasedUnits, type GameState } from '../engine';
import { type PowerId, type RulesetView, paidInUnits } from '../ruleset';

export function refundUnplaced(state: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  // RULES §7 [S1 "China"]: units received instead of PUs were not bought; those not placed are lost.
  if (paidInUnits(rs, power)) return [];
  // RULES §8.2: units given free (x2-advanced-production) are not refunded; unplaced, they are lost.
  // RULES §8.2 x2-carrier-fighters [S3 §8]: one that could not go onto a carrier is lost with its money.
  const lost = (type: string) => rs.def.optionParams?.units?.some((u) => u.profile.type === type && u.placement?.kind === 'onCarrier');
  const units = purchasedUnits(state)
    .map(([type, count]) => ({ type, count: count - Math.min(count, state.freeToPlace?.[type] ?? 0) }))
    .filter((u) => u.count > 0 && !lost(u.type));
  if (units.length === 0) return [];
  const pus = units.reduce((n, u) => n + (rs.findUnit(u.type)?.cost ?? 0) * u.count, 0);
  return [{ type: 'UnplacedUnitsRefunded', data: { power, units, pus, pusAfter: (state.pus[power] ?? 0) + pus } }];
}
