import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { boardView } from '../../../projections/board';
import { streamOf } from '../../../projections/game-states';
import { verifyChain } from '../../app/event-chain';
import type { ApiContext } from '../context';
import { eventToGql, gameToGql } from '../mappers';
import { Board, ChainCheckType, EventConnection, Game } from '../types/game';

const MAX_PAGE = 500;

/** The board of a game now, or after its first `atEvent` events (replay); null if either does not exist. */
export async function boardOf(ctx: ApiContext, gameId: string, atEvent?: number | null): Promise<Board | null> {
  const state = await stateAt(ctx, gameId, atEvent);
  return state ? boardView(state) : null;
}

/** A game's state now, or after its first `atEvent` events (replay); null if either does not exist. */
export async function stateAt(ctx: ApiContext, gameId: string, atEvent?: number | null) {
  const { states } = ctx.services;
  return atEvent === undefined || atEvent === null ? (await states.current(gameId))?.state ?? null : states.at(gameId, atEvent);
}

export async function eventsOf(ctx: ApiContext, gameId: string, first: number, after: string | null | undefined): Promise<EventConnection> {
  const { store } = ctx.services;
  const from = after ? Number(after) : 0;
  if (!Number.isSafeInteger(from) || from < 0) throw new RangeError('after must be an event number cursor');
  const take = Math.max(0, Math.min(first, MAX_PAGE));
  const stream = streamOf(gameId);
  const [page, last] = await Promise.all([
    store.readStream(stream, { fromRevision: from, limit: take + 1 }),
    store.streamRevision(stream),
  ]);
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
  @Query(() => [Game], { description: 'All games, newest first.' })
  async games(@Ctx() ctx: ApiContext): Promise<Game[]> {
    return (await ctx.services.games.list()).map(gameToGql);
  }

  @Query(() => Game, { nullable: true })
  async game(@Arg('id') id: string, @Ctx() ctx: ApiContext): Promise<Game | null> {
    const g = await ctx.services.games.get(id);
    return g ? gameToGql(g) : null;
  }

  @Query(() => Board, { nullable: true, description: 'A game\'s board now, or after its first `atEvent` events.' })
  board(
    @Arg('gameId') gameId: string,
    @Arg('atEvent', () => Int, { nullable: true }) atEvent: number | null,
    @Ctx() ctx: ApiContext,
  ): Promise<Board | null> {
    return boardOf(ctx, gameId, atEvent);
  }

  @Query(() => EventConnection, { description: 'A game\'s events in order; `after` is an event number cursor.' })
  events(
    @Arg('gameId') gameId: string,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: ApiContext,
  ): Promise<EventConnection> {
    return eventsOf(ctx, gameId, first, after);
  }

  @FieldResolver(() => Board, { name: 'board', nullable: true, description: 'The board now, or after the first `atEvent` events.' })
  gameBoard(@Root() game: Game, @Arg('atEvent', () => Int, { nullable: true }) atEvent: number | null, @Ctx() ctx: ApiContext) {
    return boardOf(ctx, game.id, atEvent);
  }

  @FieldResolver(() => EventConnection, { name: 'events', description: 'The game\'s events in order; `after` is an event number cursor.' })
  gameEvents(
    @Root() game: Game,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: ApiContext,
  ) {
    return eventsOf(ctx, game.id, first, after);
  }

  @FieldResolver(() => ChainCheckType, { description: 'Recomputes the hash chain of every event of the game.' })
  async chain(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<ChainCheckType> {
    const events = await ctx.services.store.readStream(streamOf(game.id));
    const check = verifyChain(events);
    return { ...check, firstInvalidEvent: check.firstInvalidRevision === null ? null : check.firstInvalidRevision + 1 };
  }
}
