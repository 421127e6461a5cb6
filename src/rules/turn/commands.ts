// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { Phase } from '../engine';

export type TurnCommand =
  /** Ends the current phase; `phase`, when given, must be the current one (guards double submits). */
  { type: 'EndPhase'; phase?: Phase };
