// What deciding a command gives: its events, or why it is refused.
import type { GameEvent } from './events';
import type { GameState } from './state';
import { violation, type RuleViolation, type ViolationCode } from './violations';

export type Refusal = { ok: false; violation: RuleViolation };

/**
 * A mechanic's ruling on a command: its events, with the state after them when
 * the mechanic evolved them already on the way (a battle's script, a move's
 * checks, the phases a turn ends through), so that nobody folds them again.
 */
export type Ruling = { ok: true; events: GameEvent[]; state?: GameState } | Refusal;

/** decide's answer: the events and the state after them, always (folded once, by whoever made them). */
export type Decision = { ok: true; events: GameEvent[]; state: GameState } | Refusal;

export const accept = (...events: GameEvent[]): Ruling => ({ ok: true, events });
/** Events already evolved, one after the other, from the state decided on into `state`. */
export const acceptEvolved = (events: GameEvent[], state: GameState): Ruling => ({ ok: true, events, state });
export const reject = (code: ViolationCode, rule: string, message: string): Refusal => ({
  ok: false,
  violation: violation(code, rule, message),
});

export const isCount = (n: number) => Number.isSafeInteger(n) && n >= 1;
