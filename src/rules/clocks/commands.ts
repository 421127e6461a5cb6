// The commands of Clocks (docs/clocks.md); engine/commands.ts composes them into Command.
import type { PowerId } from '../ruleset';

export type ClockCommand =
  /**
   * The time-out of `power`'s clock, claimed by anyone (the server's clock watcher sends it): accepted only when the
   * command's time (the server's accept time) is past the moment that clock ran out.
   */
  | { type: 'FlagTimeOut'; power: PowerId }
  /** The organizer stops every clock, with a reason. */
  | { type: 'PauseClocks'; reason: string }
  /** The organizer starts the clocks again, with a reason. */
  | { type: 'ResumeClocks'; reason: string }
  /** The organizer gives `power`'s player `ms` more: on its budget, or on its current (or next) deadline. */
  | { type: 'ExtendDeadline'; power: PowerId; ms: number; reason: string };
