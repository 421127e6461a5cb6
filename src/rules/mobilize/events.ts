// The events of Mobilize (MOB): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { Unit } from '../engine';
import type { OptionId } from '../rulesets';
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

export type MobilizeEvent =
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
  /**
   * RULES §8.2: units an optional rule gives (x2-increased-shipbuilding, x2-us-national-guard, x2-advanced-production):
   * `units` put on the board at `place` now, or `toPlace` added to what `power` places this turn, free (never refunded).
   * `key` names the gift, so one given once is never given again.
   */
  | {
      type: 'FreeUnitsGiven';
      data: {
        option: OptionId;
        reason: string;
        power: PowerId;
        place: TerritoryName | null;
        units: Unit[];
        toPlace: { type: UnitType; count: number }[];
        key: string;
      };
    }
  /**
   * RULES §8.2 x2-japanese-fortifications [S3 §9]: fortifications left with fewer infantry than themselves (the
   * infantry died in a battle or left in a move) are destroyed, never captured.
   */
  | {
      type: 'FortificationsLost';
      data: {
        power: PowerId;
        units: { unitId: string; type: UnitType; at: TerritoryName }[];
        rule: OptionId;
        reason: string;
        /** The move that took the infantry away (undone with it); absent after a battle. */
        moveNumber?: number;
      };
    };
