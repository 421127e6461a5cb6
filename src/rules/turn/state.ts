// The turn (RULES §1.3): round, whose turn, which phase.
import type { Phase, PowerId } from '../ruleset';

export interface TurnState {
  round: number;
  /** The power whose turn it is. */
  current: PowerId;
  phase: Phase;
}
