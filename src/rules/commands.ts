// Commands: what a player (or the server, for game creation) asks for. The
// rules decide whether each is legal (decide.ts).
import type { PowerId, TerritoryName, UnitType } from './ruleset/types';
import type { Phase } from './state';

/** Who sends a command. The API resolves seat tokens to this before the rules see it. */
export type Actor = { kind: 'seat'; power: PowerId } | { kind: 'organizer' } | { kind: 'anonymous' };

export type Command =
  | {
      type: 'CreateGame';
      gameId: string;
      rulesetId: string;
      options: string[];
      name: string;
      organizerTokenHash: string;
    }
  | { type: 'TakeSeat'; power: PowerId; tokenHash: string }
  | { type: 'PurchaseUnits'; units: { type: UnitType; count: number }[] }
  | { type: 'RepairFacilities'; repairs: { territory: TerritoryName; unitType: UnitType; points: number }[] }
  | {
      type: 'PlaceUnits';
      placements: {
        unitType: UnitType;
        count: number;
        /** Where the units go: the factory's territory, an adjacent sea zone, or (China) any territory it holds. */
        territory: TerritoryName;
        /** The factory they come from, when placing at sea next to more than one. */
        factory?: TerritoryName;
      }[];
    }
  /** Ends the current phase; `phase`, when given, must be the current one (guards double submits). */
  | { type: 'EndPhase'; phase?: Phase }
  /** POL-8: explicit declaration of war. */
  | { type: 'DeclareWar'; against: PowerId }
  /** CNV-7: before war, a power declares that its warships disrupt a victim's convoy zone. */
  | { type: 'DisruptConvoy'; victim: PowerId; seaZone: TerritoryName };

export type CommandType = Command['type'];
