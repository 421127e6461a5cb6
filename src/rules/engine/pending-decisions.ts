// pendingDecisions(state): who must decide what now, from every mechanic
// (pending.ts says what a decision holds). Nothing is pending in an ended game.
// safeAnswers(state, decision): the safe way to answer one, as its mechanic declares it.
import { rulesetView } from '../ruleset';
import type { Command } from './commands';
import type { DecisionSpec } from './mechanic';
import { MECHANICS } from './mechanics';
import type { DecisionKind, PendingDecision } from './pending';
import type { GameState } from './state';

export function pendingDecisions(state: GameState): PendingDecision[] {
  if (state.status !== 'active') return [];
  const rs = rulesetView(state.rulesetId);
  return MECHANICS.flatMap((m) => m.pending?.(state, rs) ?? []);
}

let specs: Partial<Record<DecisionKind, DecisionSpec>> | null = null;

/**
 * The commands that answer `d` the safe way, safest first (its mechanic's `decisions`, engine/mechanic.ts
 * DecisionSpec): the first the rules accept is what the safe-defaults player plays, and so a seat whose clock ran out
 * under END_TURN (docs/clocks.md).
 */
export function safeAnswers(state: GameState, d: PendingDecision): Command[] {
  specs ??= Object.assign({}, ...MECHANICS.map((m) => m.decisions ?? {})) as Partial<Record<DecisionKind, DecisionSpec>>;
  const spec = specs[d.kind];
  // engine/mechanics.ts's decisionNobodyWaitsFor makes this a compile error.
  if (!spec) throw new Error(`no mechanic declares the ${d.kind} decision`);
  return spec.safe(state, rulesetView(state.rulesetId), d);
}
