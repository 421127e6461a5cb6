// Mobilize (RULES §4.7): what was placed this turn, and where.
import type { TerritoryName } from '../ruleset';

export interface MobilizeState {
  /** Units placed this turn through each factory territory (MOB-2). */
  placedThrough: Record<TerritoryName, number>;
  /** Units (factories, bases) placed this turn: they work from the next turn (MOB-5). */
  placedThisTurn: string[];
  /** Territories whose minor factory was upgraded this turn: it still places as a minor until next turn (MOB-6). */
  upgradedThisTurn: TerritoryName[];
  /** RULES §8.2: the gifts of optional rules given so far (FreeUnitsGiven keys); absent until the first. */
  giftsGiven?: string[];
}

/** What a turn starts with (game/initial-state.ts freshTurn): the gifts given (giftsGiven) are the game's, and stay. */
export const mobilizeTurnStart = (): Pick<MobilizeState, 'placedThrough' | 'placedThisTurn' | 'upgradedThisTurn'> => ({
  placedThrough: {},
  placedThisTurn: [],
  upgradedThisTurn: [],
});
