// The events of Clocks (docs/clocks.md): each carries the time it happened at
// (`at`, milliseconds since 1970, the accept time of the command it came with),
// so the clocks are folded from the log alone. engine/events.ts composes them.
import type { PowerId } from '../ruleset';
import type { TimeOutPolicy } from './settings';

export type ClockEvent =
  /** The game waits for `power`'s player (its seat power) from `at`: its clock runs. */
  | { type: 'ClockStarted'; data: { power: PowerId; at: number } }
  /**
   * `power`'s player stopped being waited for at `at`, after `usedMs` on its clock; `incrementMs` was added as its turn
   * ended (budget clocks); `remainingMs` is what its budget holds now (deadline clocks: 0).
   */
  | { type: 'TurnTimeUsed'; data: { power: PowerId; usedMs: number; incrementMs: number; remainingMs: number; at: number } }
  /** `power`'s player ran out of time at `at` (flagged, by the command's time); `policy` is what happens now. */
  | { type: 'ClockRanOut'; data: { power: PowerId; policy: TimeOutPolicy; usedMs: number; at: number } }
  | { type: 'ClocksPaused'; data: { reason: string; at: number; by: 'organizer' } }
  | { type: 'ClocksResumed'; data: { reason: string; at: number; pausedMs: number; by: 'organizer' } }
  /** The organizer gave `power`'s player `ms` more. */
  | { type: 'DeadlineExtended'; data: { power: PowerId; ms: number; reason: string; at: number; by: 'organizer' } };
