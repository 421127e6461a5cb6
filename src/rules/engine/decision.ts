// What decide returns: the events of a legal command, or why it is refused.
import type { GameEvent } from './events';
import { violation, type RuleViolation, type ViolationCode } from './violations';

export type Decision = { ok: true; events: GameEvent[] } | { ok: false; violation: RuleViolation };

export const accept = (...events: GameEvent[]): Decision => ({ ok: true, events });
export const reject = (code: ViolationCode, rule: string, message: string): Decision => ({
  ok: false,
  violation: violation(code, rule, message),
});

export const isCount = (n: number) => Number.isSafeInteger(n) && n >= 1;
