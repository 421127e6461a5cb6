// What is checked when a turn ends (RULES §1.3): kamikaze activation (KAM-2),
// then victory (VIC-1..VIC-3), both on the state after IncomeCollected and
// TurnEnded. A game that ends has no next turn.
import type { GameEvent } from '../engine/events';
import { kamikazeEvents } from '../kamikaze/activation';
import type { RulesetView } from '../ruleset/view';
import type { GameState } from '../engine/state';
import { victoryEvents } from '../victory/victory';

/** `after`: the state after the turn's TurnEnded. */
export function turnEndEvents(after: GameState, rs: RulesetView): GameEvent[] {
  return [...kamikazeEvents(after, rs), ...victoryEvents(after, rs)];
}

export { gameEnds } from '../victory/victory';
