// Clocks (docs/clocks.md): the game's clocks as folded from its events; null in a game without clocks.
import type { PowerId } from '../ruleset';
import type { ClockSettings, TimeOutPolicy } from './settings';

export interface ClocksState {
  clocks: Clocks | null;
}

export interface Clocks {
  settings: ClockSettings;
  /** Budget clocks: what each player (by seat power) had left when its clock last stopped; absent: the whole budget. */
  remaining: Partial<Record<PowerId, number>>;
  /** Deadline clocks: extensions given to each player, spent when its clock next stops. */
  extra: Partial<Record<PowerId, number>>;
  /** The player whose clock runs and since when (ms; moved on by pauses); null: none runs. */
  running: { power: PowerId; since: number } | null;
  /** When the organizer paused the clocks; null: not paused. */
  pausedAt: number | null;
  /** The last player that ran out of time and what happens to its seat (docs/clocks.md); END_TURN lasts until that turn ends. */
  timedOut: { power: PowerId; policy: TimeOutPolicy; round: number; turnOf: PowerId } | null;
  /** Every player that ran out of time, in order. */
  flagged: PowerId[];
}
