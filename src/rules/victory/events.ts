// The events of Victory (VIC): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, Side } from '../ruleset';

export type VictoryEvent =
  /** VIC-3 / AMBIG-14: `condition` (VIC-1 or VIC-2) first held at the end of `power`'s turn in `round`. */
  | { type: 'VictoryPending'; data: { side: Side; power: PowerId; round: number; condition: string } }
  /** VIC-3: the pending condition no longer holds at a turn end. */
  | { type: 'VictoryPendingCleared'; data: { side: Side } }
  /** VIC-3: the condition still held at the end of the pending power's next turn: `winner` wins; no command is accepted after this. */
  /** AMBIG-42 (pacific-2001): `power` scored `points` VP for the `pusCollected` of its Collect Income; `total` so far. */
  | {
      type: 'VictoryPointsScored';
      data: {
        power: PowerId;
        round: number;
        pusCollected: number;
        /** VP for the PUs collected, less those lost to bombing since the last scoring. */
        points: number;
        /** 1 per full 10 PUs of bombing damage taken, cumulative (`bombingDamage` so far). */
        lostToBombing: number;
        bombingDamage: number;
        total: number;
      };
    }
  | { type: 'GameEnded'; data: { winner: Side; condition: string; round: number; power: PowerId } };
