// The events of Capture and liberation (CAP): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

export type CaptureEvent =
  | TerritoryCapturedEvent
  /** RULES §6 (2E): factories removed from land China owns (capture/factory-removal.ts). */
  | { type: 'FactoriesRemoved'; data: { territory: TerritoryName; owner: PowerId; units: string[]; rule: string } };

type TerritoryCapturedEvent = {
  type: 'TerritoryCaptured';
  data: {
    territory: TerritoryName;
    from: PowerId | null;
    /** New owner: the captor, the original owner when liberated (CAP-4), or the UK (CAP-5). */
    to: PowerId;
    by: PowerId;
    moveNumber: number;
    rule: string;
    /** CAP-2: facilities and AA guns that change owner; a major factory becomes a minor. */
    facilities: { unitId: string; type: UnitType; becomes: UnitType; damage: number }[];
    /** CAP-3: factories removed when the territory becomes Chinese. */
    removed: string[];
    /** CAP-7: the PUs of a captured capital's owner; with hr01-capital-capture-25 a quarter, and `toBank` as much lost to the bank. */
    pusSeized: { from: PowerId; amount: number; toBank?: number } | null;
    /** CAP-8: territories returned to a power whose capital was liberated. */
    returned: { territory: TerritoryName; from: PowerId | null; to: PowerId }[];
    /** RULES §8.1 hr01-ports-shelter: ships in port there, and the planes that defended the port, destroyed with it (absent when none). */
    lostInPort?: string[];
  };
};
