import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { boardView } from '../../../projections/board';
import { commandEndOf, streamOf } from '../../../projections/game-states';
import type { GameState } from '../../rules';
import { verifyChain } from '../../app/event-chain';
import type { ApiContext } from '../context';
import { pendingDecisions } from '../../rules';
import { PendingDecisionType } from '../types/decisions';
import { boardCost, COST } from '../cost';
import { eventToGql, gameToGql } from '../mappers';
import { Board, ChainCheckType, EventConnection, Game, PhaseMarkType } from '../types/game';
import { PhaseMarkInput } from '../inputs';
import { eventNumberOf, timelineOf, type PhaseMark } from '../../../projections/timeline';
import { badInput } from '../errors';

const MAX_PAGE = 500;

const BOARD_DESCRIPTION =
  "A game's board now, or in a replay: after the command that contains event `atEvent` (a board inside a command, " +
  'which no player saw, is never shown: `eventNumber` says which event the board is after), or where `atPhase` began. ' +
  'Null for a game that does not exist; an atEvent outside 1..the last event, or a phase not reached, is a BAD_USER_INPUT error.';

/**
 * The board of a game now, after the command that contains event `atEvent`, or where a phase
 * began (replay); null if the game does not exist. An event outside the game is a client error.
 */
export async function boardOf(
  ctx: ApiContext,
  gameId: string,
  atEvent?: number | null,
  atPhase?: PhaseMarkInput | null,
): Promise<Board | null> {
  if (atPhase && atEvent !== undefined && atEvent !== null) throw badInput('Give atEvent or atPhase, not both.');
  let at = atEvent;
  if (atPhase) {
    at = eventNumberOf(await timeline(ctx, gameId), atPhase as Omit<PhaseMark, 'eventNumber'>);
    if (at === null)
      throw badInput(`${atPhase.power}'s ${atPhase.phase} phase of round ${atPhase.round} has not been reached in this game.`);
  }
  const state = await stateAt(ctx, gameId, at);
  return state ? boardView(state) : null;
}

/** Where each phase of each turn began (projections/timeline.ts). */
export async function timeline(ctx: ApiContext, gameId: string): Promise<PhaseMark[]> {
  const events = await ctx.services.store.readStream(streamOf(gameId));
  if (!events.length) return [];
  const first = await ctx.services.states.at(gameId, 1);
  return timelineOf(events, first ? { round: first.round, power: first.current, phase: first.phase } : null);
}

/**
 * A game's state now, or after the whole command that contains event `atEvent` (replay): a
 * replay shows only boards some player saw, never a step inside a command. Null if the game
 * does not exist; BAD_USER_INPUT for an event number the game does not have.
 */
export async function stateAt(ctx: ApiContext, gameId: string, atEvent?: number | null): Promise<GameState | null> {
  const { states } = ctx.services;
  const entry = await states.current(gameId);
  if (!entry || atEvent === undefined || atEvent === null) return entry?.state ?? null;
  const last = entry.revision + 1;
  if (!Number.isSafeInteger(atEvent) || atEvent < 1 || atEvent > last)
    throw badInput(`atEvent ${atEvent} is not an event of this game: its events are numbered 1 to ${last}.`);
  return states.at(gameId, commandEndOf(entry, atEvent));
}

export async function eventsOf(ctx: ApiContext, gameId: string, first: number, after: string | null | undefined): Promise<EventConnection> {
  const { store } = ctx.services;
  const from = after ? Number(after) : 0;
  if (!Number.isSafeInteger(from) || from < 0) throw badInput('after must be an event number cursor');
  const take = Math.max(0, Math.min(first, MAX_PAGE));
  const stream = streamOf(gameId);
  const [page, last] = await Promise.all([store.readStream(stream, { fromRevision: from, limit: take + 1 }), store.streamRevision(stream)]);
  const edges = page.slice(0, take).map((e) => ({ cursor: String(e.revision + 1), node: eventToGql(e) }));
  return {
    edges,
    totalCount: last + 1,
    pageInfo: {
      hasNextPage: page.length > take,
      hasPreviousPage: from > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

@Resolver(() => Game)
export class GameResolver {
  @Query(() => [Game], { complexity: COST.games, description: 'All games, newest first.' })
  async games(@Ctx() ctx: ApiContext): Promise<Game[]> {
    return (await ctx.services.games.list()).map(gameToGql);
  }

  @Query(() => Game, { nullable: true })
  async game(@Arg('id') id: string, @Ctx() ctx: ApiContext): Promise<Game | null> {
    const g = await ctx.services.games.get(id);
    return g ? gameToGql(g) : null;
  }

  @Query(() => Board, { nullable: true, complexity: boardCost, description: BOARD_DESCRIPTION })
  board(
    @Arg('gameId') gameId: string,
    @Arg('atEvent', () => Int, { nullable: true }) atEvent: number | null,
    @Arg('atPhase', () => PhaseMarkInput, { nullable: true }) atPhase: PhaseMarkInput | null,
    @Ctx() ctx: ApiContext,
  ): Promise<Board | null> {
    return boardOf(ctx, gameId, atEvent, atPhase);
  }

  @Query(() => EventConnection, { complexity: COST.events, description: "A game's events in order; `after` is an event number cursor." })
  events(
    @Arg('gameId') gameId: string,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: ApiContext,
  ): Promise<EventConnection> {
    return eventsOf(ctx, gameId, first, after);
  }

  @FieldResolver(() => Board, { name: 'board', nullable: true, complexity: boardCost, description: BOARD_DESCRIPTION })
  gameBoard(
    @Root() game: Game,
    @Arg('atEvent', () => Int, { nullable: true }) atEvent: number | null,
    @Arg('atPhase', () => PhaseMarkInput, { nullable: true }) atPhase: PhaseMarkInput | null,
    @Ctx() ctx: ApiContext,
  ) {
    return boardOf(ctx, game.id, atEvent, atPhase);
  }

  @FieldResolver(() => [PhaseMarkType], {
    complexity: COST.timeline,
    description: 'Where each phase of each turn began, in order: scrub a replay by round, power and phase.',
  })
  timeline(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<PhaseMark[]> {
    return timeline(ctx, game.id);
  }

  @FieldResolver(() => EventConnection, {
    name: 'events',
    complexity: COST.events,
    description: "The game's events in order; `after` is an event number cursor.",
  })
  gameEvents(
    @Root() game: Game,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: ApiContext,
  ) {
    return eventsOf(ctx, game.id, first, after);
  }

  @FieldResolver(() => [PendingDecisionType], {
    description:
      'Who must decide what now: the decisions the game waits for (`required`, exactly one while the game goes on) and the options some ' +
      'powers have, each with its kind, power, place, the commands that answer it and what to offer the player. A turn is a loop of ' +
      '"ask what is pending, answer it". Empty once the game has ended.',
  })
  async pendingDecisions(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<PendingDecisionType[]> {
    const entry = await ctx.services.states.current(game.id);
    return entry ? pendingDecisions(entry.state) : [];
  }

  @FieldResolver(() => ChainCheckType, { complexity: COST.chain, description: 'Recomputes the hash chain of every event of the game.' })
  async chain(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<ChainCheckType> {
    const events = await ctx.services.store.readStream(streamOf(game.id));
    const check = verifyChain(events);
    return { ...check, firstInvalidEvent: check.firstInvalidRevision === null ? null : check.firstInvalidRevision + 1 };
  }
}
