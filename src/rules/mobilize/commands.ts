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
