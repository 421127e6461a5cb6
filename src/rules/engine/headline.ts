// A game's headline: where it stands in the turn order and how it stands
// (status, winner, a ruling, a pending victory). Readers that keep no full
// state per game (the game list, the timeline) fold it with the very
// functions the rules' evolve uses for these fields, so they cannot tell a
// different story (issue 28 "one fold"); test/rules/headline.test.ts holds it
// equal to the full fold at every event of the golden games.
import { applyGameRuling } from '../rulings';
import { rulesetView } from '../ruleset';
import { gameStart, phaseStarted, turnStarted } from '../turn';
import { applyVictory } from '../victory';
import type { EventOf } from './mechanic';
import type { GameEvent } from './events';
import type { GameState } from './state';

export type GameHeadline = Pick<GameState, 'rulesetId' | 'round' | 'current' | 'phase' | 'status' | 'winner' | 'ruling' | 'victoryPending'>;

export const headlineOf = (s: GameState): GameHeadline => ({
  rulesetId: s.rulesetId,
  round: s.round,
  current: s.current,
  phase: s.phase,
  status: s.status,
  winner: s.winner,
  ruling: s.ruling,
  victoryPending: s.victoryPending,
});

/** The headline a game is created with: where initialState starts it (a standard start, or its position). */
export const createdHeadline = (e: EventOf<'GameCreated'>): GameHeadline => ({
  rulesetId: e.data.rulesetId,
  ...gameStart(rulesetView(e.data.rulesetId), e.data),
  status: 'active',
  winner: null,
  ruling: null,
});

/** The headline after one more event. */
export function headlineAfter(h: GameHeadline, e: GameEvent): GameHeadline {
  switch (e.type) {
    case 'TurnStarted':
      return { ...h, ...turnStarted(rulesetView(h.rulesetId), e) };
    case 'PhaseStarted':
      return { ...h, ...phaseStarted(e) };
    case 'VictoryPending':
    case 'VictoryPendingCleared':
    case 'GameEnded':
      return applyVictory(h, e);
    case 'GameAdjudicated':
    case 'GameVoided':
      return applyGameRuling(h, e);
    default:
      return h;
  }
}
