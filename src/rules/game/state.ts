// The game itself (RULES §1.1): which game, its seats, and the board's units.
// Every mechanic moves units; evolve builds new states, never mutates them.
import type { UnitTable } from '../units';
import type { Seating } from './commands';
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

export interface Unit {
  id: string;
  type: UnitType;
  owner: PowerId;
  /** Territory or sea zone. */
  at: TerritoryName;
  /** Facilities: bombing damage. Battleships and carriers: hits taken (0 or 1). */
  damage: number;
  /** Id of the transport or carrier this unit is aboard (it moves with it); absent when not aboard. */
  carriedBy?: string;
  /**
   * RULES §8.1 hr01-ports-shelter [S2 "Ports"]: a ship in port is "partially on land and partially in the sea zone":
   * `at` is the harbour's territory and this the sea zone it is in port from (and leaves into). Absent when not in port.
   */
  portZone?: TerritoryName;
}

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
