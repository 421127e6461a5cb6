// Rulings (docs/rulings.md): how the organizer ended the game, if it did.
import type { AdjudicatedOutcome } from './commands';

export interface RulingsState {
  /** The organizer's ending of the game (GameAdjudicated, GameVoided); null while it goes on or when it was won by the rules (VIC). */
  ruling: GameRuling | null;
}

/** `by: 'operator'` only when the server's operator voided it (docs/operations.md); the organizer's rulings carry no `by`. */
export type GameRuling =
  | { kind: 'adjudicated'; outcome: AdjudicatedOutcome; reason: string; round: number }
  | { kind: 'voided'; reason: string; round: number; by?: 'operator' };
