// From read models and stored events to GraphQL objects.
import { gameIdOf } from '../../projections/game-states';
import type { GameSummary } from '../../projections/game-list';
import { rulesetView } from '../rules';
import type { RecordedEvent } from '../store/port';
import type { Game, GameEventType } from './types/game';

export function eventToGql(e: RecordedEvent): GameEventType {
  return {
    id: e.id,
    gameId: gameIdOf(e.streamId) ?? e.streamId,
    number: e.revision + 1,
    position: e.position,
    type: e.type,
    data: e.data as object,
    metadata: e.metadata,
  };
}

export function gameToGql(g: GameSummary): Game {
  const rs = rulesetView(g.rulesetId).data;
  return {
    id: g.gameId,
    name: g.name,
    rulesetId: g.rulesetId,
    options: g.options,
    status: g.status,
    winner: g.winner ?? null,
    victoryPending: g.victoryPending ?? null,
    round: g.round,
    currentPower: g.currentPower,
    phase: g.phase,
    seats: rs.powers.filter((p) => p.playable).map((p) => ({ power: p.id, taken: g.seatsTaken.includes(p.id) })),
    eventCount: g.eventCount,
    setUp: g.setUp,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
  };
}
