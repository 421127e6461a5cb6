// The events of Scramble (SCR): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, TerritoryName } from '../ruleset';

export type ScrambleEvent =
  | { type: 'PlanesScrambled'; data: { place: TerritoryName; power: PowerId; units: { unitId: string; from: TerritoryName }[] } }
  /** SCR-4: scrambled planes go back to their island after the battle. */
  | { type: 'ScrambledPlanesReturned'; data: { place: TerritoryName; units: { unitId: string; to: TerritoryName }[] } };
