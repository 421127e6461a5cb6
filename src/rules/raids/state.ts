// Strategic bombing raids (RULES §4.5): the raids flown this turn.
import type { TerritoryName } from '../ruleset';

export interface RaidsState {
  /** Strategic bombing raids this turn: the raiders of each territory, and whether the raid is over (SBR). */
  raids: Record<TerritoryName, { units: string[]; done: boolean }>;
}

export const raidsTurnStart = (): RaidsState => ({ raids: {} });
