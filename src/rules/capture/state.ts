// Capture (RULES §4.9): who owns each territory, and what changed hands this turn.
import type { PowerId, TerritoryName } from '../ruleset';

export interface CaptureState {
  /** Owner of every land territory (null: unowned, e.g. Mongolia). */
  owners: Record<TerritoryName, PowerId | null>;
  /** Land taken this turn: not "held since the start of the turn" (MOB-2, MOB-5). */
  capturedThisTurn: TerritoryName[];
}

export const captureTurnStart = (): Pick<CaptureState, 'capturedThisTurn'> => ({ capturedThisTurn: [] });
