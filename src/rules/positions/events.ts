// The events of Positions (docs/positions.md): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { ResolvedEdit } from './types';

export type PositionEvent =
  /** An organizer's edit of the position (docs/positions.md): explicit facts, with the reason, visible in every replay. */
  { type: 'PositionEdited'; data: { edits: ResolvedEdit[]; reason: string; by: 'organizer' } };
