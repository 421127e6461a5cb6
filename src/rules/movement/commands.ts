// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { TerritoryName } from '../ruleset';

export type MovementCommand =
  /**
   * MOV: moves units that stand together along a route (the places after the
   * start, in order). Land units moving into a sea zone board a transport
   * there (`transport` names it when there are several); cargo moving from a
   * sea zone onto land unloads.
   */
  | {
      type: 'MoveUnits';
      units: string[];
      route: TerritoryName[];
      transport?: string;
      /** SBR-2: bombers (and escorting fighters) raid the destination's facilities. */
      raid?: boolean;
      /** RULES §8.1 hr01-ports-shelter: planes attack the ships in port at the destination, and nothing else there. */
      port?: boolean;
      /**
       * MOV-1, POL-2: whether a combat move attacks where it ends. Omitted: it attacks the units of powers at war with
       * the mover and leaves those at peace alone. true: it also attacks the units of powers at peace (an act of war,
       * POL-3/POL-4/POL-7); refused where there is nothing to attack. false: it ends beside enemy submarines and
       * transports without a battle; refused where enemy surface warships must be fought (MOV-3) or on hostile land.
       */
      attack?: boolean;
    }
  /**
   * RULES §8.1 hr01-ports-shelter [S2 "Ports"]: "Movement into port is a non-combat move": ships in a sea zone next to
   * `port`, a territory with the power's own harbour, go into port there. They leave by moving on (MoveUnits), their
   * move starting in the zone they are in port from.
   */
  | { type: 'EnterPort'; units: string[]; port: TerritoryName }
  /** Takes back the player's own last move of the current movement phase. */
  | { type: 'UndoMove' };

/**
 * The kinds of decision this mechanic waits for (its mechanic.ts says when, and their safe answers), each with what it
 * asks: its RULES ids, the commands that answer it (by their mutation names) and the PendingDecision fields it fills.
 * engine/pending.ts composes every folder's into DECISIONS; the API serves them as the DecisionKind enum.
 */
export const MOVEMENT_DECISIONS = {
  combatMove: 'MOV-1: move units to attack (moveUnits, undoMove); then endPhase.',
  nonCombatMove: 'NCM-1: move units that may still move (moveUnits, undoMove); then endPhase.',
} as const satisfies Record<string, string>;
