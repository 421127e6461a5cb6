// How far a unit may go this turn: its movement, +1 from an operative own or
// allied base where it began the turn (MOV-5), less what it has spent.
import { operative } from '../purchase/repair';
import type { RulesetView } from '../ruleset/view';
import { friendly, type GameState, type Unit } from '../engine/state';

function hasOperativeBase(s: GameState, rs: RulesetView, power: string, territory: string, base: 'airfield' | 'harbour'): boolean {
  if (s.capturedThisTurn.includes(territory)) return false; // no bonus from a base taken this turn [N]
  return Object.values(s.units).some((u) => u.at === territory && u.type === base && friendly(s, power, u.owner) && operative(rs, u));
}

/** Where the unit began the turn. */
export const startOf = (s: GameState, u: Unit) => s.movement[u.id]?.startedAt ?? u.at;

/** MOV-5: the base bonus, fixed by where the unit began the turn. */
export function baseBonus(s: GameState, rs: RulesetView, u: Unit): number {
  const domain = rs.unit(u.type)!.domain;
  const start = startOf(s, u);
  if (domain === 'air') return rs.territory(start)?.kind === 'land' && hasOperativeBase(s, rs, u.owner, start, 'airfield') ? 1 : 0;
  if (domain === 'sea') return rs.landNeighbours(start).some((l) => hasOperativeBase(s, rs, u.owner, l, 'harbour')) ? 1 : 0;
  return 0;
}

export function allowance(s: GameState, rs: RulesetView, u: Unit): number {
  return rs.unit(u.type)!.movement + baseBonus(s, rs, u);
}

export function movementLeft(s: GameState, rs: RulesetView, u: Unit): number {
  return Math.max(0, allowance(s, rs, u) - (s.movement[u.id]?.spent ?? 0));
}
