// From read models and stored events to GraphQL objects.
import { gameIdOf } from '../../projections/game-states';
import type { GameSummary } from '../../projections/game-list';
import { isPowerId, rulesetView, type BotName, type Phase, type RulesetView } from '../rules';
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
    // Every stored field, under its stored name: the hash covers them all, and a client recomputes it from these (docs/hashes.md).
    metadata: { ...e.metadata, command: e.metadata.command as object | undefined, ...actorOf(e.metadata.actor) },
  };
}

/** The stored actor (a seat's power, "organizer" or "anonymous", src/app/commands.ts) as EventActor and Power. */
function actorOf(actor: string): { actorKind: string; actorPower: string | null } {
  if (actor === 'organizer' || actor === 'anonymous') return { actorKind: actor, actorPower: null };
  if (isPowerId(actor)) return { actorKind: 'seat', actorPower: actor };
  throw new Error(`An event's actor is not a power, "organizer" or "anonymous": "${actor}"`);
}

/** A ruleset's playable powers with their players, worked out once per ruleset view (every answer about a game lists them). */
const seatTemplates = new WeakMap<RulesetView, { power: string; player: string; seat: string; powers: readonly string[] }[]>();

function seatTemplateOf(view: RulesetView) {
  let t = seatTemplates.get(view);
  if (!t) {
    t = view.data.powers
      .filter((p) => p.playable)
      .map((p) => {
        const player = view.playerOf(p.id);
        return { power: p.id, player: player.name, seat: player.seat, powers: player.powers };
      });
    seatTemplates.set(view, t);
  }
  return t;
}

export function gameToGql(g: GameSummary): Game {
  const view = rulesetView(g.rulesetId);
  return {
    id: g.gameId,
    name: g.name,
    rulesetId: g.rulesetId,
    options: g.options,
    status: g.status,
    winner: g.winner ?? null,
    result: g.result ?? null,
    rulingReason: g.rulingReason ?? null,
    victoryPending: g.victoryPending ?? null,
    round: g.round,
    currentPower: g.currentPower,
    phase: g.phase,
    phaseName: view.phaseName(g.phase as Phase),
    // RULES §7, AMBIG-43: SeatTaken records a player's seat power; each of its powers is seated with it.
    seats: seatTemplateOf(view).map((t) => ({
      power: t.power,
      taken: g.seatsTaken.includes(t.seat),
      player: t.player,
      seat: t.seat,
      powers: [...t.powers],
      bot: (g.botSeats?.[t.seat] as BotName | undefined) ?? null,
    })),
    players: view.players.map((p) => ({ name: p.name, seat: p.seat, powers: [...p.powers], taken: g.seatsTaken.includes(p.seat) })),
    eventCount: g.eventCount,
    setUp: g.setUp,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
  };
}
