// What happens by itself when a phase begins (RULES §1.3): the start of
// Purchase repairs ships next to an operative friendly harbour (PUR-1). Used
// when a turn starts and when a game is set up at the start of a phase, so
// it happens in every case, exactly once per phase start.
import { shipRepairs } from '../purchase/repair';
import type { GameEvent } from '../engine/events';
import type { RulesetView } from '../ruleset/view';
import type { GameState, Phase } from '../engine/state';

/** `state`: the game as the phase begins, with `state.current` the power whose phase it is. */
export function phaseStartEvents(state: GameState, rs: RulesetView, phase: Phase): GameEvent[] {
  if (phase === 'purchase') return shipRepairs(state, rs, state.current);
  return [];
}
