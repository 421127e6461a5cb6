// AMBIG-32, AMBIG-42 (pacific-2001): Japan's victory points. At each of its
// Collect Income phases it scores 1 VP per full 10 PUs collected that phase
// [PN: "1 VP for every 10 pu's collected"]. Bombing here damages factories
// (SBR, the 1940 model) and takes no PUs, so no VP is ever lost to it.
import type { EventOf, GameEvent } from '../engine/events';
import type { GameState } from '../engine/state';
import type { PowerId } from '../ruleset/types';
import type { RulesetView } from '../ruleset/view';

/** With the income hook (turn/hooks.ts): the points for the income `collected` now. */
export function victoryPointEvents(state: GameState, rs: RulesetView, power: PowerId, collected: number): GameEvent[] {
  const vp = rs.data.victory?.victoryPoints;
  if (!vp || vp.power !== power) return [];
  const points = Math.floor(collected / vp.pusPerPoint);
  if (points <= 0) return [];
  const total = (state.victoryPoints[power] ?? 0) + points;
  return [{ type: 'VictoryPointsScored', data: { power, round: state.round, pusCollected: collected, points, total } }];
}

export const applyVictoryPoints = (s: GameState, e: EventOf<'VictoryPointsScored'>): GameState => ({
  ...s,
  victoryPoints: { ...s.victoryPoints, [e.data.power]: e.data.total },
});
