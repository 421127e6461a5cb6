// AMBIG-32, AMBIG-42 (pacific-2001): Japan's victory points. At each of its
// Collect Income phases it scores 1 VP per full 10 PUs collected that phase
// [PN: "1 VP for every 10 pu's collected"], and loses 1 VP for each full 10
// PUs it has lost to strategic bombing, counted cumulatively: here bombing
// damages factories (SBR, each point a PU to repair), so the damage its
// facilities have taken is what it lost. Points never go below 0.
import type { EventOf, GameEvent, GameState } from '../engine';
import type { PowerId, RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';

/** With the income hook (engine/hooks.ts): the points for the income `collected` now, less bombing's. */
export function victoryPointEvents(state: GameState, rs: RulesetView, power: PowerId, collected: number): GameEvent[] {
  const vp = rs.data.victory?.victoryPoints;
  if (!vp || vp.power !== power) return [];
  const bombingDamage = state.bombingDamage[power] ?? 0;
  const lostToBombing = Math.floor(bombingDamage / vp.pusPerPoint) - Math.floor((state.bombingCounted[power] ?? 0) / vp.pusPerPoint);
  const points = pointsFor(state, collected, vp.pusPerPoint) - lostToBombing;
  if (points === 0 && lostToBombing === 0) return [];
  const total = Math.max(0, (state.victoryPoints[power] ?? 0) + points);
  return [
    {
      type: 'VictoryPointsScored',
      data: { power, round: state.round, pusCollected: collected, points, lostToBombing, bombingDamage, total },
    },
  ];
}

/**
 * AMBIG-42: 1 a full 10 collected. RULES §8.1 hr01-japan-economic-vp [S2 "Japanese Economic / Moral Victory"]:
 * "starting at 20. 20=1, 30=2, 39=2": one less a full 10, and none below 20 (the winning total stays 22, ⚠ RULES §8.1).
 */
function pointsFor(state: GameState, collected: number, per: number): number {
  const tens = Math.floor(collected / per);
  if (!optionOn(state, 'hr01-japan-economic-vp')) return tens;
  return tens >= 2 ? tens - 1 : 0;
}

export const applyVictoryPoints = (s: GameState, e: EventOf<'VictoryPointsScored'>): GameState => ({
  ...s,
  victoryPoints: { ...s.victoryPoints, [e.data.power]: e.data.total },
  bombingCounted: { ...s.bombingCounted, [e.data.power]: e.data.bombingDamage },
});
