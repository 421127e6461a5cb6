// A unit on the board (RULES §2): what it is, whose, where, its damage, what
// carries it. The game holds them in its table (table.ts, GameState.units).
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
