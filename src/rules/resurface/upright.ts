// RULES §7 phase 8 [S1]: "Submerged Submarines Resurface, Damaged Battleships
// Uprighted". Submerged subs come back when their battle ends (CBT-3), so only
// the battleships remain: the power's damaged two-hit ships are repaired
// wherever they are [P: Units Repair Hits End Turn].
import type { GameEvent, GameState } from '../engine';
import type { PowerId, UnitType, RulesetView } from '../ruleset';
import { capitalDamage, capitalKind } from '../combat';

/** Phase hook `uprightBattleships`. */
export function uprightEvents(state: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  // RULES §8.2 x2-capital-ship-damage (adapted for 2001): its carriers and battleships are repaired for PUs in Purchase instead.
  const paid = (type: UnitType) => capitalDamage(state, rs)?.freeRepair === false && capitalKind(state, rs, type) !== null;
  const units = state.units
    .filter(
      (u) =>
        u.owner === power &&
        u.damage > 0 &&
        rs.findUnit(u.type)?.domain === 'sea' &&
        (rs.findUnit(u.type)?.hitPoints ?? 1) > 1 &&
        !paid(u.type),
    )
    .map((u) => ({ unitId: u.id, seaZone: u.at }));
  return units.length ? [{ type: 'ShipsRepaired', data: { power, units } }] : [];
}
