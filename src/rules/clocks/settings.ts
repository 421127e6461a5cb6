// docs/clocks.md: the clocks a game is created with, chosen by the organizer like
// its options and recorded in GameCreated, so a replay and an auditor time the
// game the same way.
import { reject, type Refusal } from '../engine';

/** What happens to a player whose clock runs out (docs/clocks.md). */
export type TimeOutPolicy = 'END_TURN' | 'ADJUDICATE' | 'BOT';

/**
 * `budget`: chess-style, each player has `budgetMs` for the whole game, and `incrementMs` more each time its turn ends.
 * `deadline`: play-by-mail, each time the game waits for a player, it has `deadlineMs` to act.
 */
export type ClockSettings =
  | { mode: 'budget'; budgetMs: number; incrementMs: number; onTimeOut: TimeOutPolicy }
  | { mode: 'deadline'; deadlineMs: number; onTimeOut: TimeOutPolicy };

/** The shortest and longest time a clock may be set to: a tenth of a second (tests) to a year. */
export const MIN_CLOCK_MS = 100;
export const MAX_CLOCK_MS = 366 * 24 * 3600 * 1000;
const POLICIES: readonly TimeOutPolicy[] = ['END_TURN', 'ADJUDICATE', 'BOT'];

const bad = (message: string): Refusal => reject('INVALID_CLOCKS', 'docs/clocks.md', message);
const whole = (n: unknown, min: number): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= MAX_CLOCK_MS;

/** The settings as recorded (only their own fields), or the refusal naming the field that is wrong. */
export function checkClockSettings(c: unknown): ClockSettings | Refusal {
  if (typeof c !== 'object' || c === null) return bad('clocks: give a mode (BUDGET or DEADLINE) and its times.');
  const s = c as Record<string, unknown>;
  const onTimeOut = s.onTimeOut as TimeOutPolicy;
  if (!POLICIES.includes(onTimeOut)) return bad(`clocks.onTimeOut: one of ${POLICIES.join(', ')}.`);
  if (s.mode === 'budget') {
    if (!whole(s.budgetMs, MIN_CLOCK_MS))
      return bad(`clocks.budgetMs: a whole number of milliseconds from ${MIN_CLOCK_MS} to ${MAX_CLOCK_MS}.`);
    const inc = s.incrementMs ?? 0;
    if (!whole(inc, 0)) return bad(`clocks.incrementMs: a whole number of milliseconds from 0 to ${MAX_CLOCK_MS}.`);
    if (s.deadlineMs !== undefined) return bad('clocks.deadlineMs: a budget clock has no deadline.');
    return { mode: 'budget', budgetMs: s.budgetMs, incrementMs: inc, onTimeOut };
  }
  if (s.mode === 'deadline') {
    if (!whole(s.deadlineMs, MIN_CLOCK_MS))
      return bad(`clocks.deadlineMs: a whole number of milliseconds from ${MIN_CLOCK_MS} to ${MAX_CLOCK_MS}.`);
    if (s.budgetMs !== undefined || s.incrementMs !== undefined)
      return bad('clocks.budgetMs: a deadline clock has no budget or increment.');
    return { mode: 'deadline', deadlineMs: s.deadlineMs, onTimeOut };
  }
  return bad('clocks.mode: budget or deadline.');
}
