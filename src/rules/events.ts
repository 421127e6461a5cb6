// Events: past-tense facts, each with everything a replay viewer or auditor
// needs without re-running the rules (DESIGN "Rules core").
import type { PowerId, RelationKind, TerritoryName, UnitType } from './ruleset/types';
import type { Phase, Unit } from './state';

/** Bumped when a payload's shape changes; old payloads are upcast on read. */
export const EVENT_SCHEMA_VERSION = 1;

export type IncomeLine =
  | { source: 'territory'; territory: TerritoryName; pus: number }
  /** CNV-3/CNV-4: a negative line per disrupted convoy zone. */
  | {
      source: 'convoy';
      seaZone: TerritoryName;
      pus: number;
      raw: number;
      cap: number;
      ships: { owner: PowerId; type: UnitType; count: number; each: number }[];
    }
  | { source: 'objective'; objective: string; pus: number; description: string }
  /** INC-2: a power that does not hold its own capital collects nothing. */
  | { source: 'noCapital'; capital: TerritoryName; pus: 0 };

export interface RelationChange {
  a: PowerId;
  b: PowerId;
  from: RelationKind;
  to: RelationKind;
}

export type WarCause =
  | { kind: 'declaration'; by: PowerId }
  | { kind: 'convoyDisruption'; by: PowerId; victim: PowerId; seaZone: TerritoryName }
  | { kind: 'automatic'; rule: string };

export type GameEvent =
  | {
      type: 'GameCreated';
      data: {
        gameId: string;
        rulesetId: string;
        /** SHA-256 of the ruleset data's source file, so an auditor knows which data was used. */
        rulesetSourceHash: string;
        options: string[];
        name: string;
        organizerTokenHash: string;
        turnOrder: PowerId[];
      };
    }
  | { type: 'SeatTaken'; data: { power: PowerId; tokenHash: string } }
  | { type: 'TurnStarted'; data: { round: number; power: PowerId } }
  | { type: 'PhaseStarted'; data: { round: number; power: PowerId; phase: Phase } }
  | {
      type: 'UnitsPurchased';
      data: { power: PowerId; units: { type: UnitType; count: number; cost: number }[]; total: number; pusLeft: number };
    }
  | {
      type: 'FacilitiesRepaired';
      data: {
        power: PowerId;
        repairs: { unitId: string; type: UnitType; territory: TerritoryName; points: number; damageLeft: number }[];
        total: number;
        pusLeft: number;
      };
    }
  /** PUR-1: free repair of battleships and carriers next to an operative friendly harbour. */
  | { type: 'ShipsRepaired'; data: { power: PowerId; units: { unitId: string; seaZone: TerritoryName }[] } }
  | {
      type: 'UnitsPlaced';
      data: {
        power: PowerId;
        units: (Unit & { through: TerritoryName | null })[];
        /** MOB-6: minor factories that became majors (the unit keeps its id and damage). */
        upgraded: { unitId: string; territory: TerritoryName }[];
      };
    }
  /** MOB-9 / AMBIG-18: what was bought and not placed is refunded. */
  | { type: 'UnplacedUnitsRefunded'; data: { power: PowerId; units: { type: UnitType; count: number }[]; pus: number; pusAfter: number } }
  | { type: 'ConvoyDisruptionDeclared'; data: { by: PowerId; victim: PowerId; seaZone: TerritoryName } }
  | { type: 'WarDeclared'; data: { a: PowerId; b: PowerId; cause: WarCause; rule: string } }
  | { type: 'RelationshipChanged'; data: RelationChange & { cause: WarCause; rule: string } }
  | {
      type: 'IncomeCollected';
      data: { power: PowerId; round: number; amount: number; pusAfter: number; lines: IncomeLine[]; objectivesPaidOnce: string[] };
    }
  | { type: 'TurnEnded'; data: { round: number; power: PowerId } };

export type GameEventType = GameEvent['type'];
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
