// The safe-defaults player (docs/bots.md, issue 30): it plays only the decisions
// the game waits for, each the safe way: buys nothing, moves nothing (but what a
// rule makes it move), fights the battles it must, takes casualties by the order
// of loss, presses on (no retreat), scrambles, submerges and intercepts nothing,
// lands planes where they can, places nothing it need not, and ends each phase.
// What a clock's END_TURN time-out plays for the seat until its turn ends (safe-defaults.ts).
//
// The safe answers are the rules' own (each mechanic declares its decisions' `safe` commands, safest first: they are
// part of the tournament's rules, not a strategy): this player only keeps the first the rules accept. A new kind of
// decision needs nothing here.
import { pendingDecisions, safeAnswers, type Command, type GameState, type PendingDecision, type PowerId } from '../rules';
import { accepted, sameSeat } from './legal';

/** The decision the game waits for from `power`'s seat, if any. */
export function requiredOf(state: GameState, power: PowerId): PendingDecision | undefined {
  return pendingDecisions(state).find((d) => d.required && sameSeat(state, d.power, power));
}

/** The first of the rules' safe answers to `d` that they accept, or null. */
export function safeCommand(state: GameState, d: PendingDecision, random: () => number): Command | null {
  return safeAnswers(state, d).find((c) => accepted(state, d.power, c, random)) ?? null;
}

/** The first of the safe commands for `power`'s required decision that the rules accept, or null. */
export function safeChoice(state: GameState, power: PowerId, random: () => number): Command | null {
  const d = requiredOf(state, power);
  return d ? safeCommand(state, d, random) : null;
}
