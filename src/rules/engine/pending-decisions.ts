// pendingDecisions(state): who must decide what now, from every mechanic
// (pending.ts says what a decision holds). Nothing is pending in an ended game.
import { rulesetView } from '../ruleset';
import { MECHANICS } from './mechanics';
import type { PendingDecision } from './pending';
import type { GameState } from './state';

export function pendingDecisions(state: GameState): PendingDecision[] {
  if (state.status !== 'active') return [];
  const rs = rulesetView(state.rulesetId);
  return MECHANICS.flatMap((m) => m.pending?.(state, rs) ?? []);
}
