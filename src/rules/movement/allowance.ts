// How far a unit may go this turn: its movement, plus what an operative own
// or allied base where it began the turn gives it (MOV-5: +1 to planes from
// an airfield in their territory, to ships from a harbour next to their zone),
// less what it has spent.
import type { RulesetView } from '../ruleset/view';
import { friendly, type GameState, type Unit } from '../engine/state';
import { movementGiven, operativeBases } from '../units/bases';

/** The most an operative own or allied base in `territory` gives `u` (none from a base taken this turn [N]). */
function bonusFrom(s: GameState, rs: RulesetView, u: Unit, territory: string): number {
  if (s.capturedThisTurn.includes(territory)) return 0;
  const given = operativeBases(s, rs, u.owner, territory, (a, b) => friendly(s, a, b)).map((b) => movementGiven(rs.unit(b.type)!, u.type));
  return Math.max(0, ...given);
}

/** Where the unit began the turn. */
export const startOf = (s: GameState, u: Unit) => s.movement.get(u.id)?.startedAt ?? u.at;

/** MOV-5: the base bonus, fixed by where the unit began the turn. */
export function baseBonus(s: GameState, rs: RulesetView, u: Unit): number {
  const domain = rs.unit(u.type)!.domain;
  const start = startOf(s, u);
  if (domain === 'air') return rs.territory(start)?.kind === 'land' ? bonusFrom(s, rs, u, start) : 0;
  if (domain === 'sea') return Math.max(0, ...rs.landNeighbours(start).map((l) => bonusFrom(s, rs, u, l)));
  return 0;
}

export function allowance(s: GameState, rs: RulesetView, u: Unit): number {
  return rs.unit(u.type)!.movement + baseBonus(s, rs, u);
}

export function movementLeft(s: GameState, rs: RulesetView, u: Unit): number {
  return Math.max(0, allowance(s, rs, u) - (s.movement.get(u.id)?.spent ?? 0));
}

/** movementLeft(…) > 0, without looking for bases while less than the unit's own movement is spent (a bonus only adds). */
export function hasMovementLeft(s: GameState, rs: RulesetView, u: Unit): boolean {
  if ((s.movement.get(u.id)?.spent ?? 0) < rs.unit(u.type)!.movement) return true;
  return movementLeft(s, rs, u) > 0;
}
