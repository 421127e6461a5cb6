// Where the game stands in its turn order (RULES §1.3): the round, the power
// whose step it is and the phase. The rules' evolve, the game list and the
// timeline all take it from here, so a ruleset whose turn does not open with
// a purchase is shown as it is played.
import type { GameState } from '../engine';
import type { EventOf } from '../engine';
import type { Phase } from '../ruleset';
import type { RulesetView } from '../ruleset';

export type TurnPosition = Pick<GameState, 'round' | 'current' | 'phase'>;

/** RULES §1.3: every turn opens with the ruleset's first phase. */
export const firstPhase = (rs: RulesetView): Phase => rs.def.phases[0].phase;

/**
 * Where a game starts: round 1, the turn order's first power, the ruleset's first phase (RULES §1.3), or where
 * the position it was set up from says (docs/positions.md), with that position's pending victory.
 */
export function gameStart(rs: RulesetView, data: EventOf<'GameCreated'>['data']): TurnPosition & Pick<GameState, 'victoryPending'> {
  const doc = data.position;
  return {
    round: doc?.round ?? 1,
    current: doc?.currentPower ?? data.turnOrder[0],
    phase: doc?.phase ?? firstPhase(rs),
    victoryPending: doc?.victoryPending ?? null,
  };
}

/** A new turn: its round and power, in the ruleset's first phase. */
export const turnStarted = (rs: RulesetView, e: EventOf<'TurnStarted'>): TurnPosition => ({
  round: e.data.round,
  current: e.data.power,
  phase: firstPhase(rs),
});

/** A step of the turn (AMBIG-43: in 2001, possibly another power of the same player). */
export const phaseStarted = (e: EventOf<'PhaseStarted'>): Pick<TurnPosition, 'current' | 'phase'> => ({
  current: e.data.power,
  phase: e.data.phase,
});
