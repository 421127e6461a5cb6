// The events of The turn (RULES §1.3): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { Phase } from '../engine';
import type { PowerId } from '../ruleset';

export type TurnEvent =
  | { type: 'TurnStarted'; data: { round: number; power: PowerId } }
  | { type: 'PhaseStarted'; data: { round: number; power: PowerId; phase: Phase } }
  | { type: 'TurnEnded'; data: { round: number; power: PowerId } };
