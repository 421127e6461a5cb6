// The events of Strategic bombing raids (SBR): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

export type RaidEvent =
  | { type: 'InterceptorsCommitted'; data: { place: TerritoryName; power: PowerId; units: string[] } }
  | { type: 'BombersAssigned'; data: { place: TerritoryName; assignments: { bomber: string; facility: string }[] } }
  /** SBR-9..SBR-11: the damage each surviving bomber did, capped by the facility's maximum. */
  | {
      type: 'FacilitiesDamaged';
      data: {
        place: TerritoryName;
        /** `rolled` is the bomber's damage roll; with hr01-sbr-two-dice against a factory, the sum of its two `dice`. */
        damage: { facility: string; type: UnitType; bomber: string; rolled: number; dice?: number[]; added: number; damage: number }[];
      };
    };
