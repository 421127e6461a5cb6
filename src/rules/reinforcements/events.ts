// The events of powers paid in units (RULES §7, pacific-2001 China): past-tense
// facts, each with what a replay viewer or auditor needs. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

export type ReinforcementsEvent =
  /** [S1 "China"]: `count` units received at the start of the turn, to place in `placeIn` at Mobilize. */
  {
    type: 'UnitsReceived';
    data: {
      power: PowerId;
      unit: UnitType;
      count: number;
      /** The controlled territories with a value that earned them. */
      territories: TerritoryName[];
      burmaRoadOpen: boolean;
      placeIn: TerritoryName;
    };
  };
