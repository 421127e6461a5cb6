// The events of Rulings (docs/rulings.md): the organizer's decisions outside the
// rules of play, each with its reason, visible in every replay. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, Side } from '../ruleset';
import type { AdjudicatedOutcome } from './commands';

export type RulingEvent =
  /**
   * The game ended by adjudication in `round`: `winner` wins (outcome winner), or nobody (draw, `winner` null). `by`: the
   * organizer, or `clock` when a player ran out of time in a game whose policy is ADJUDICATE (docs/clocks.md).
   */
  | {
      type: 'GameAdjudicated';
      data: { outcome: AdjudicatedOutcome; winner: Side | null; reason: string; round: number; by: 'organizer' | 'clock' };
    }
  /**
   * The game was voided in `round`: it ended with no result. `by`: its organizer, or the server's `operator`
   * (OPERATOR_TOKEN, docs/operations.md), who may void any game that has not ended.
   */
  | { type: 'GameVoided'; data: { reason: string; round: number; by: 'organizer' | 'operator' } }
  /** The organizer handed `power`'s seat (the player's seat power) to another player: `tokenHash` is the new token's SHA-256. */
  | { type: 'SeatHandedOver'; data: { power: PowerId; tokenHash: string; reason: string; by: 'organizer' } };
