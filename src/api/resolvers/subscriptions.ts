// Live feeds: a game's events from a cursor (backfill, then live), and its
// board after every command. Every subscriber of a game shares one feed of its
// events and one board per command (src/app/live-feeds.ts, board-feeds.ts).
import { Arg, Int, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { streamOf } from '../../../projections/game-states';
import type { RecordedEvent } from '../../store/port';
import type { ApiContext } from '../context';
import { eventToGql } from '../mappers';
import { Board, GameEventType } from '../types/game';
import { badInput } from '../errors';

/** Maps a feed; return() closes it at once, even while a next() is pending. */
function mapped<S, T>(source: AsyncIterator<S> & { close(): Promise<void> }, map: (e: S) => T): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    // (No async function: one promise less per event and subscriber.)
    next() {
      return source
        .next()
        .then((r): IteratorResult<T> => (r.done ? { done: true, value: undefined } : { done: false, value: map(r.value) }));
    },
    async return() {
      await source.close();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- type-graphql hands the arguments untyped; each resolver declares its own
type Data = SubscribeResolverData<unknown, Record<string, any>, ApiContext>;

/**
 * One GraphQL object per stored event, whatever the number of subscribers it is delivered to (the
 * feed hands every subscriber the same event object), so that its execution is shared too
 * (src/api/shared-execution.ts).
 */
const gqlEvents = new WeakMap<RecordedEvent, GameEventType>();
function gqlEvent(e: RecordedEvent): GameEventType {
  let g = gqlEvents.get(e);
  if (!g) gqlEvents.set(e, (g = eventToGql(e)));
  return g;
}

function checkAfter(after: unknown): number {
  if (typeof after !== 'number' || !Number.isSafeInteger(after) || after < 0)
    throw badInput('after must be an event number (0 for the start)');
  return after;
}

/** A subscription to a game that does not exist is an error at once, not a feed that never sends anything. */
async function knownGame(ctx: ApiContext, gameId: unknown): Promise<void> {
  if (typeof gameId !== 'string' || !(await ctx.services.games.get(gameId)))
    throw badInput(`There is no game ${String(gameId)}: create it first (createGame), or check the id.`);
}

@Resolver()
export class SubscriptionResolver {
  @Subscription(() => GameEventType, {
    description:
      'Events of a game after event number `after` (0: from the start): first the stored ones, then live ones as they are appended.',
    subscribe: async ({ args, context }: Data) => {
      await knownGame(context, args.gameId);
      const events = context.services.feeds.follow(streamOf(args.gameId), { fromRevision: checkAfter(args.after) });
      return mapped(events, gqlEvent);
    },
  })
  gameEvents(
    @Root() event: GameEventType,
    @Arg('gameId', { description: 'The game (its id); an unknown game is an error at once.' }) _gameId: string,
    @Arg('after', () => Int, {
      defaultValue: 0,
      description: 'The last event number the client has seen (0 for all): stored events after it come first, then live ones.',
    })
    _after: number,
  ): GameEventType {
    return event;
  }

  @Subscription(() => Board, {
    description:
      'The board of a game: first as it is now, then after every new command (never in the middle of one), as board(atEvent) shows it.',
    subscribe: async ({ args, context }: Data) => {
      await knownGame(context, args.gameId);
      const boards = context.services.boards.follow(args.gameId);
      return mapped(boards, (board) => board as Board);
    },
  })
  boardChanged(
    @Root() board: Board,
    @Arg('gameId', { description: 'The game (its id); an unknown game is an error at once.' }) _gameId: string,
  ): Board {
    return board;
  }
}
