// The game itself (RULES §1.1): which game, its seats, and the board's units.
// Every mechanic moves units; evolve builds new states, never mutates them.
import type { UnitTable } from '../units';
import type { Seating } from './commands';
import type { PowerId } from '../ruleset';

export interface GameSetupState {
  gameId: string;
  rulesetId: string;
  options: string[];
  name: string;
  status: 'active' | 'ended';
  /** SHA-256 of each taken seat's token; only hashes are ever stored. */
  seats: Partial<Record<PowerId, string>>;
  organizerTokenHash: string;
  /** Rated (tournament) game: no practice dice. */
  rated: boolean;
  /** How seats are given (docs/seats.md). */
  seating: Seating;
  /** Invitation games: the hash of each free seat's current invitation code. */
  invitations: Partial<Record<PowerId, string>>;
  /** The units on the board (units/table.ts). */
  units: UnitTable;
  nextUnitNumber: number;
  /** Number of events folded so far (the stream's next revision). */
  version: number;
}
