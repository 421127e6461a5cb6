// RULES §8.1 hr01-blitzkrieg-return [S2 "Blitzkrieg"]: armour that used only
// 1 MP in Combat Move to take a territory may go back to where it started,
// if at least one attacking land unit stays in the conquered territory.
// ⚠ Default: it does so in Non-combat Move (NCM-1 otherwise keeps it there);
// retreat rules are unchanged.
import { type GameState, type Unit, violation, type RuleViolation } from '../engine';
import type { UnitProfile, RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';
import { present } from '../ruleset';

/** Whether `u` is armour that may still go back this Non-combat Move. */
export function mayReturn(s: GameState, u: Unit, p: UnitProfile): boolean {
  const m = s.movement.get(u.id);
  return (
    optionOn(s, 'hr01-blitzkrieg-return') &&
    p.canBlitz &&
    p.domain === 'land' &&
    m !== undefined &&
    m.inCombatMove &&
    m.spent === 1 &&
    m.startedAt !== u.at &&
    s.capturedThisTurn.includes(u.at)
  );
}

/** For a Non-combat move of units allowed only by this rule: it goes straight back, and a land unit that attacked stays. */
export function blitzReturnProblem(s: GameState, rs: RulesetView, units: readonly Unit[], route: readonly string[]): RuleViolation | null {
  const returning = units.filter((u) => s.movement.get(u.id)?.inCombatMove && mayReturn(s, u, rs.unit(u.type)));
  if (!returning.length) return null;
  for (const u of returning) {
    const home = present(s.movement.get(u.id), `movement of ${u.id} this turn`).startedAt;
    if (route.length !== 1 || route[0] !== home)
      return violation(
        'ALREADY_MOVED',
        'hr01-blitzkrieg-return',
        `Armour ${u.id} may only go back to ${home}, where it started (seed 002 "Blitzkrieg").`,
      );
  }
  const leaving = new Set(units.map((u) => u.id));
  const place = returning[0].at;
  const stays = s.units
    .at(place)
    .some(
      (x) =>
        !leaving.has(x.id) && x.owner === returning[0].owner && rs.unit(x.type).domain === 'land' && s.movement.get(x.id)?.inCombatMove,
    );
  if (!stays)
    return violation(
      'ALREADY_MOVED',
      'hr01-blitzkrieg-return',
      `At least one attacking land unit must stay in ${place} for armour to go back (seed 002 "Blitzkrieg").`,
    );
  return null;
}
