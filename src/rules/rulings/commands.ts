// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { PowerId, Side } from '../ruleset';

export type RulingCommand =
  /** The organizer ends the game by adjudication (docs/rulings.md): a winning side, or a draw, with a reason. */
  | { type: 'AdjudicateGame'; outcome: AdjudicatedOutcome; winner?: Side | null; reason: string }
  /** The organizer, or the server's operator (docs/operations.md), voids the game (docs/rulings.md): it ends with no result, with a reason. */
  | { type: 'VoidGame'; reason: string }
  /**
   * The organizer hands a held seat to another player (docs/rulings.md), with a reason: `tokenHash` is the
   * SHA-256 of the new seat token, set by the app; the old token stops working.
   */
  | { type: 'HandOverSeat'; power: PowerId; tokenHash: string; reason: string };

/** docs/rulings.md: an adjudicated game is won by a side, or drawn. */
export type AdjudicatedOutcome = 'winner' | 'draw';
