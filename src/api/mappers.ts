// From read models and stored events to GraphQL objects.
import { gameIdOf } from '../../projections/game-states';
import type { GameSummary } from '../../projections/game-list';
import { isPowerId, rulesetView } from '../rules';
import type { RecordedEvent } from '../store/port';
import type { Game, GameEventType } from './types/game';

export function eventToGql(e: RecordedEvent): GameEventType {
  return {
    id: e.id,
    gameId: gameIdOf(e.streamId) ?? e.streamId,
    number: e.revision + 1,
    position: e.position,
    type: e.type,
    eventType: e.type,
    data: e.data as object,
    metadata: { ...e.metadata, ...actorOf(e.metadata.actor) },
  };
}

/** The stored actor (a seat's power, "organizer" or "anonymous", src/app/commands.ts) as EventActor and Power. */
function actorOf(actor: string): { actorKind: string; actorPower: string | null } {
  if (actor === 'organizer' || actor === 'anonymous') return { actorKind: actor, actorPower: null };
  if (isPowerId(actor)) return { actorKind: 'seat', actorPower: actor };
  throw new Error(`An event's actor is not a power, "organizer" or "anonymous": "${actor}"`);
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
