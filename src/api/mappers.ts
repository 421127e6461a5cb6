// From read models and stored events to GraphQL objects.
import { gameIdOf } from '../../projections/game-states';
import type { GameSummary } from '../../projections/game-list';
import { isPowerId, rulesetView, type BotName, type Phase, type RulesetView } from '../rules';
import type { RecordedEvent } from '../store/port';
import { Game, GameEventType, type EventMetadataType } from './types/game';

/**
 * A stored event as GraphQL serves it. What an answer may not select is worked out when first read: a command's answer
 * mostly asks each event's number and type, and its metadata (a copy of every stored field) was most of the objects
 * made for it (issue 29). The same values, whenever read. An instance of the GraphQL type's class, so that
 * type-graphql hands it to a field resolver's @Root() as it is (it copies the own fields of anything else, not these).
 */
class EventAnswer extends GameEventType {
  /** The metadata once made. */
  made: EventMetadataType | undefined = undefined;

  constructor(readonly stored: RecordedEvent) {
    super();
    this.id = stored.id;
    this.number = stored.revision + 1;
    this.position = stored.position;
    this.type = stored.type;
    this.eventType = stored.type;
    this.data = stored.data as object;
  }
}
// Accessors on the prototype (the type's class declares these as fields).
Object.defineProperties(EventAnswer.prototype, {
  gameId: {
    get(this: EventAnswer): string {
      return gameIdOf(this.stored.streamId) ?? this.stored.streamId;
    },
  },
  metadata: {
    get(this: EventAnswer): EventMetadataType {
      const m = this.stored.metadata;
      // Every stored field, under its stored name: the hash covers them all, and a client recomputes it from these (docs/hashes.md).
      return (this.made ??= { ...m, command: m.command as object | undefined, ...actorOf(m.actor) });
    },
  },
});

export function eventToGql(e: RecordedEvent): GameEventType {
  return new EventAnswer(e);
}

/** The stored actor (a seat's power, "organizer", "operator" or "anonymous", src/app/commands.ts) as EventActor and Power. */
function actorOf(actor: string): { actorKind: string; actorPower: string | null } {
  if (actor === 'organizer' || actor === 'anonymous' || actor === 'operator') return { actorKind: actor, actorPower: null };
  if (isPowerId(actor)) return { actorKind: 'seat', actorPower: actor };
  throw new Error(`An event's actor is not a power, "organizer", "operator" or "anonymous": "${actor}"`);
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

/** A game as GraphQL serves it: its seats and players made when an answer selects them (most command answers do not); a Game, as EventAnswer is a GameEventType. */
class GameAnswer extends Game {
  constructor(
    readonly summary: GameSummary,
    readonly view: RulesetView,
  ) {
    super();
    const g = summary;
    this.id = g.gameId;
    this.name = g.name;
    this.rulesetId = g.rulesetId;
    this.options = g.options;
    this.status = g.status;
    this.winner = g.winner ?? null;
    this.result = g.result ?? null;
    this.rulingReason = g.rulingReason ?? null;
    this.victoryPending = g.victoryPending ?? null;
    this.round = g.round;
    this.currentPower = g.currentPower;
    this.phase = g.phase;
    this.eventCount = g.eventCount;
    this.setUp = g.setUp;
    this.createdAt = g.createdAt;
    this.updatedAt = g.updatedAt;
  }
}
Object.defineProperties(GameAnswer.prototype, {
  phaseName: {
    get(this: GameAnswer): string {
      return this.view.phaseName(this.summary.phase as Phase);
    },
  },
  // RULES §7, AMBIG-43: SeatTaken records a player's seat power; each of its powers is seated with it.
  seats: {
    get(this: GameAnswer): Game['seats'] {
      const g = this.summary;
      return seatTemplateOf(this.view).map((t) => ({
        power: t.power,
        taken: g.seatsTaken.includes(t.seat),
        player: t.player,
        seat: t.seat,
        powers: [...t.powers],
        bot: (g.botSeats?.[t.seat] as BotName | undefined) ?? null,
      }));
    },
  },
  players: {
    get(this: GameAnswer): Game['players'] {
      const g = this.summary;
      return this.view.players.map((p) => ({ name: p.name, seat: p.seat, powers: [...p.powers], taken: g.seatsTaken.includes(p.seat) }));
    },
  },
});

export function gameToGql(g: GameSummary): Game {
  return new GameAnswer(g, rulesetView(g.rulesetId));
}
