// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { TerritoryName, UnitType } from '../ruleset';

export type MobilizeCommand = {
  type: 'PlaceUnits';
  placements: {
    unitType: UnitType;
    count: number;
    /** Where the units go: the factory's territory, an adjacent sea zone, or (China) any territory it holds. */
    territory: TerritoryName;
    /** The factory they come from, when placing at sea next to more than one. */
    factory?: TerritoryName;
  }[];
};

/**
 * The kinds of decision this mechanic waits for (its mechanic.ts says when, and their safe answers), each with what it
 * asks: its RULES ids, the commands that answer it (by their mutation names) and the PendingDecision fields it fills.
 * engine/pending.ts composes every folder's into DECISIONS; the API serves them as the DecisionKind enum.
 */
export const MOBILIZE_DECISIONS = {
  mobilize: 'MOB-1: place the units bought (placeUnits; `placements` lists where each may go); then endPhase.',
} as const satisfies Record<string, string>;
