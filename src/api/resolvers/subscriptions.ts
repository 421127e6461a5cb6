// Live feeds: a game's events from a cursor (backfill, then live), and its
// board after every event. Both come from the store's own subscription.
import { Arg, Int, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { commandEndOf, streamOf } from '../../../projections/game-states';
import type { RecordedEvent, Subscription as StoreSubscription } from '../../store/port';
import type { ApiContext } from '../context';
import { eventToGql } from '../mappers';
import { Board, GameEventType } from '../types/game';
import { boardOf } from './game';

/** Maps a store subscription; return() closes it at once, even while a next() is pending. */
function mapped<T>(sub: StoreSubscription, map: (e: RecordedEvent) => Promise<T | null>): AsyncIterableIterator<T> {
  const it = sub[Symbol.asyncIterator]();
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const r = await it.next();
        if (r.done) return { done: true, value: undefined };
        const value = await map(r.value);
        if (value !== null) return { done: false, value };
      }
    },
    async return() {
      await sub.close();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

type Data = SubscribeResolverData<unknown, Record<string, any>, ApiContext>;

function checkAfter(after: unknown): number {
  if (typeof after !== 'number' || !Number.isSafeInteger(after) || after < 0) throw new RangeError('after must be an event number (0 for the start)');
  return after;
}

@Resolver()
export class SubscriptionResolver {
  @Subscription(() => GameEventType, {
    description: 'Events of a game after event number `after` (0: from the start): first the stored ones, then live ones as they are appended.',
    subscribe: ({ args, context }: Data) => {
      const sub = context.services.store.subscribeToStream(streamOf(args.gameId), { fromRevision: checkAfter(args.after) });
      return mapped(sub, async (e) => eventToGql(e));
    },
  })
  gameEvents(
    @Root() event: GameEventType,
    @Arg('gameId') _gameId: string,
    @Arg('after', () => Int, { defaultValue: 0 }) _after: number,
  ): GameEventType {
    return event;
  }

  @Subscription(() => Board, {
    description: 'The board of a game: first as it is now, then after every new command (never in the middle of one), as board(atEvent) shows it.',
    subscribe: async ({ args, context }: Data) => {
      const { store, states } = context.services;
      const last = await store.streamRevision(streamOf(args.gameId));
      const sub = store.subscribeToStream(streamOf(args.gameId), { fromRevision: Math.max(0, last) });
      // A command's events are stored together, so when one arrives the whole command is in the store.
      return mapped(sub, async (e) => {
        const entry = await states.current(args.gameId);
        if (!entry || commandEndOf(entry, e.revision + 1) !== e.revision + 1) return null;
        return boardOf(context, args.gameId, e.revision + 1);
      });
    },
  })
  boardChanged(@Root() board: Board, @Arg('gameId') _gameId: string): Board {
    return board;
  }
}
