// Victory (RULES §1.4): a condition waiting for its complete round, and the winner.
import type { PowerId, Side } from '../ruleset';

export interface VictoryState {
  /** The side that won (GameEnded, VIC-1..VIC-3); null while the game goes on. */
  winner: Side | null;
  /** VIC-3: a victory condition that held at a turn end; that side wins if it still holds at the end of `power`'s next turn. */
  victoryPending: VictoryPending | null;
  /** AMBIG-42 (pacific-2001): victory points scored so far, by power; empty elsewhere. */
  victoryPoints: Partial<Record<PowerId, number>>;
  /** AMBIG-42: bombing damage each power has taken so far (PUs lost to bombing), and how much of it has cost VP already. */
  bombingDamage: Partial<Record<PowerId, number>>;
  bombingCounted: Partial<Record<PowerId, number>>;
}

/** VIC-3: which side's condition first held at the end of `power`'s turn in `round`. */
export interface VictoryPending {
  side: Side;
  power: PowerId;
  round: number;
}
