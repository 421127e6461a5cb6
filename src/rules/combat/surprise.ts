// AMBIG-39 (pacific-2001, [P: dominatingFirstRoundAttack]): Japan's surprise
// attack. In every round of every battle of its first turn, the defenders of
// the other side, except exempt powers (China), defend at min(1, defense) with
// no support from friendly units (the cap is applied after support, so
// support cannot lift them above it).
import type { GameState, Unit } from '../engine';
import type { RulesetView } from '../ruleset';

/** The number surprised defenders defend at most at. */
export const surpriseCap = (rs: RulesetView): number => rs.data.surpriseAttack?.defenseAtMost ?? Infinity;

/** Whether the battles now are those of the surprise attack: round 1, the surprising power's turn. */
export function surpriseNow(s: Pick<GameState, 'round' | 'current'>, rs: RulesetView): boolean {
  const sa = rs.data.surpriseAttack;
  return !!sa && s.round === 1 && s.current === sa.power;
}

/** The defending units the surprise attack holds down. */
export function surprised(s: GameState, rs: RulesetView, defenders: readonly Unit[]): Unit[] {
  const sa = rs.data.surpriseAttack;
  if (!sa || !surpriseNow(s, rs)) return [];
  const side = rs.findPower(sa.power)?.side;
  return defenders.filter((u) => !sa.exempt.includes(u.owner) && rs.findPower(u.owner)?.side !== side);
}
