// The events of Combat and non-combat moves (MOV, NCM): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { Phase } from '../engine';
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

/** RULES §8.1 hr01-ports-shelter: ships going into or out of port at `port`, from or into `seaZone`. */
export interface PortCrossing {
  power: PowerId;
  moveNumber: number;
  port: TerritoryName;
  seaZone: TerritoryName;
  units: { unitId: string; type: UnitType }[];
  rule: string;
}

/** Subs in `seaZone` firing once each at the ships of `power`'s move `moveNumber` entering it; `cargo`: what the sunk ones carried. */
export interface SubFireAtMove {
  power: PowerId;
  moveNumber: number;
  seaZone: TerritoryName;
  subs: string[];
  hits: number;
  cargo: string[];
  rule: string;
}

export type MovementEvent =
  | {
      type: 'UnitsMoved';
      data: {
        power: PowerId;
        phase: Phase;
        /** Number of the move's first event: ties its captures and acts of war to it, and names it for undo. */
        moveNumber: number;
        from: TerritoryName;
        route: TerritoryName[];
        units: { unitId: string; type: UnitType; cost: number; carriedBy: string | null; unloaded: boolean }[];
        /** Units aboard a moving transport or carrier, carried along. */
        cargo: string[];
        /** The move ends in a hostile place: a battle will be fought there (MOV-1). */
        battle: boolean;
        /** SBR-2: the planes raid the destination's facilities and fight nothing else this turn. */
        raid?: boolean;
        /** RULES §8.1 hr01-ports-shelter: the planes attack the ships in port at the destination and fight nothing else this turn. */
        port?: boolean;
        /** RULES §8.1 hr01-rail-movement: land units moved by rail, beyond their range. */
        rail?: boolean;
        /** SCR-2 / AMBIG-11: the assaulted island's planes may scramble into this zone, the one the landing comes from: a sea battle there comes first (MOV-7). */
        scrambleZone?: TerritoryName;
      };
    }
  | { type: 'MoveUndone'; data: { power: PowerId; moveNumber: number } }
  /**
   * RULES §8.1 hr01-ports-shelter [S2 "Ports"]: ships went into port at `port`'s harbour from `seaZone` (a Non-combat
   * move, undone with UndoMove like one): they stand in `port` and are in no sea zone.
   */
  | {
      type: 'ShipsEnteredPort';
      data: PortCrossing;
    }
  /** RULES §8.1 hr01-ports-shelter: ships left port into `seaZone`, the start of the move (`moveNumber`, the UnitsMoved after it) they make. */
  | {
      type: 'ShipsLeftPort';
      data: PortCrossing;
    }
  /** MOV-11 / AMBIG-13 (1E): the subs of a zone the transports moved into or through struck (one die each, at 2); `units`: the transports sunk (engine's order of loss), `cargo`: what they carried. */
  | {
      type: 'TransportsSunk';
      data: SubFireAtMove & { units: string[] };
    }
  /**
   * RULES §8.2 x2-patrol-zone [S3 §4]: the home subs in `seaZone` fired once each (at 1) at the ships of `power`'s move
   * entering it; `units`: the ships hit (the engine's order of loss), `cargo`: what the sunk ones carried.
   */
  | {
      type: 'PatrolShot';
      data: SubFireAtMove & { units: { unitId: string; effect: 'damaged' | 'destroyed' }[] };
    }
  /** RULES §8.2 x2-patrol-zone [S3 §4]: `power`'s ships and planes still in an enemy patrol zone as its Non-combat Move ends are lost, with their cargo. */
  | {
      type: 'PatrolZoneUnitsLost';
      data: { power: PowerId; seaZone: TerritoryName; units: { unitId: string; type: UnitType }[]; cargo: string[]; rule: string };
    }
  /** NCM-3: planes with no legal landing place at the end of Non-combat Move are lost. */
  | { type: 'AircraftLost'; data: { power: PowerId; units: { unitId: string; type: UnitType; at: TerritoryName }[]; rule: string } }
  /** Planes that ended the turn on an ally's carrier ride with it as cargo (MOV-8). */
  | { type: 'AircraftLanded'; data: { power: PowerId; units: { unitId: string; carrierId: string; seaZone: TerritoryName }[] } };
