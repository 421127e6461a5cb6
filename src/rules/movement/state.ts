// Movement (RULES §4.3, §4.6): what moved this turn, and this phase's moves for undo.
import { Map as IMap } from 'immutable';
import type { TerritoryName } from '../ruleset';
import type { GameState } from '../engine';

export interface MovementState {
  /** Units that moved this turn: movement spent counts across both move phases (MOV-4, MOV-5). Persistent, as it grows with every move. */
  movement: IMap<string, UnitMovement>;
  /** Transports that unloaded this turn, and where: one territory per turn (MOV-6). */
  unloadedInto: Record<string, TerritoryName>;
  /** Moves of the current movement phase, newest last, for undo. */
  moveLog: MoveRecord[];
}

export interface UnitMovement {
  /** Movement points used this turn. */
  spent: number;
  /** Where the unit began the turn: base bonuses depend on it (MOV-5). */
  startedAt: TerritoryName;
  /** Moved in Combat Move: land and sea units may not move again in Non-combat Move (NCM-1). */
  inCombatMove: boolean;
  /** Unloaded from a transport: it moves no further this turn (MOV-6). */
  unloaded: boolean;
  /** The place it last moved from: where an attack may retreat to (CBT-8). */
  cameFrom?: TerritoryName;
  /** RULES §8.1 hr01-rail-movement: moved by rail this turn. */
  rail?: boolean;
  /** RULES §8.1 hr01-pearl-harbor-strike: moved by the scripted strike; it moves again only in Non-combat Move. */
  scripted?: boolean;
}

export interface MoveRecord {
  moveNumber: number;
  /** The state before the move, restored by an undo. */
  before: GameState;
  /** State version after the move's last event: an undo needs nothing to have happened since. */
  lastVersion: number;
  /** A move that started a war cannot be undone: war is permanent (POL-1). */
  startedWar: boolean;
  /** A move that rolled dice (MOV-11 sub strike) cannot be undone: dice cannot be taken back. */
  rolledDice: boolean;
}

export const movementTurnStart = (): MovementState => ({ movement: IMap(), unloadedInto: {}, moveLog: [] });
