// The events of Purchase & Repair (PUR): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

export type PurchaseEvent =
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
  | { type: 'ShipsRepaired'; data: { power: PowerId; units: { unitId: string; seaZone: TerritoryName }[] } };
