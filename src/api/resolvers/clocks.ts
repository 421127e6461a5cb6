// The clocks (docs/clocks.md): `game { clocks }` for the moment of the answer,
// the organizer's pause, resume and extension (beside its rulings), anyone's
// claim of a time-out (the server's clock watcher sends it), and a feed of the
// time-outs. The rules decide; the time is the server's accept time.
import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { clockView, type PowerId } from '../../rules';
import { streamOf } from '../../../projections/game-states';
import type { ApiContext } from '../context';
import { badInput } from '../errors';
import { eventToGql } from '../mappers';
import { Game, GameEventType } from '../types/game';
import { CommandResult } from '../types/results';
import { ExtendDeadlineInput, FlagTimeOutInput, GameClocks, PauseClocksInput, ResumeClocksInput } from '../types/clocks';
import { organizerCommand, seatCommand } from './commands';
import { link } from '../command-link';

/** The clocks as `game { clocks }` serves them at `now` (a pure function of the state and the moment: src/rules/clocks). */
export function gameClocks(state: Parameters<typeof clockView>[0], now: Date): GameClocks | null {
  const v = clockView(state, now.getTime());
  if (!v) return null;
  return Object.assign(new GameClocks(), {
    ...v,
    runsOutAt: v.runsOutAt === null ? null : new Date(v.runsOutAt).toISOString(),
    now: now.toISOString(),
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- type-graphql hands the arguments untyped
type Data = SubscribeResolverData<unknown, Record<string, any>, ApiContext>;

@Resolver(() => Game)
export class ClocksResolver {
  @FieldResolver(() => GameClocks, {
    nullable: true,
    description:
      "The game's clocks as they stand now (docs/clocks.md): each player's time left, who runs, paused, time-outs. Null: no clocks.",
  })
  async clocks(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<GameClocks | null> {
    const s = (await ctx.services.states.current(game.id))?.state;
    return s ? gameClocks(s, new Date()) : null;
  }

  @Mutation(() => CommandResult, {
    description:
      'Organizer only: pauses every clock, with a reason (docs/clocks.md); recorded as ClocksPaused. Nobody runs out of time until resumeClocks. ' +
      'Refused with NO_CLOCKS in a game without clocks, CLOCKS_PAUSED when paused already, INVALID_REASON, NOT_AUTHORIZED, GAME_ENDED.',
  })
  pauseClocks(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: PauseClocksInput,
    @Ctx() ctx: ApiContext,
  ) {
    return organizerCommand(ctx, input, { type: 'PauseClocks', reason: input.reason });
  }

  @Mutation(() => CommandResult, {
    description:
      'Organizer only: starts the clocks again, with a reason (docs/clocks.md); recorded as ClocksResumed (the pause is not counted). ' +
      'Refused with CLOCKS_NOT_PAUSED when they run, NO_CLOCKS, INVALID_REASON, NOT_AUTHORIZED, GAME_ENDED.',
  })
  resumeClocks(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: ResumeClocksInput,
    @Ctx() ctx: ApiContext,
  ) {
    return organizerCommand(ctx, input, { type: 'ResumeClocks', reason: input.reason });
  }

  @Mutation(() => CommandResult, {
    description:
      'Organizer only: gives a player more time, with a reason (docs/clocks.md): added to its budget, or to its current (or next) deadline; recorded as DeadlineExtended. ' +
      'Refused with INVALID_EXTENSION, NO_CLOCKS, INVALID_REASON, NOT_AUTHORIZED, GAME_ENDED.',
  })
  extendDeadline(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: ExtendDeadlineInput,
    @Ctx() ctx: ApiContext,
  ) {
    return organizerCommand(ctx, input, { type: 'ExtendDeadline', power: input.power as PowerId, ms: input.ms, reason: input.reason });
  }

  @Mutation(() => CommandResult, {
    description:
      "Claims a player's time-out (docs/clocks.md); no token needed. Accepted only when that player's clock runs and has run out at the server's time: " +
      'recorded as ClockRanOut (and, with policy ADJUDICATE, GameAdjudicated). The server sends it itself the moment a clock runs out. ' +
      'Refused with CLOCK_NOT_RUN_OUT, CLOCKS_PAUSED, NO_CLOCKS, GAME_ENDED.',
  })
  flagTimeOut(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: FlagTimeOutInput,
    @Ctx() ctx: ApiContext,
  ) {
    return seatCommand(
      ctx,
      { gameId: input.gameId, commandId: input.commandId, seatToken: null },
      { type: 'FlagTimeOut', power: input.power as PowerId },
    );
  }

  @Subscription(() => GameEventType, {
    description:
      'The time-outs of a game (ClockRanOut events, docs/clocks.md) after event number `after`: first the stored ones, then each as it is recorded.',
    subscribe: async ({ args, context }: Data) => {
      if (typeof args.gameId !== 'string' || !(await context.services.games.get(args.gameId)))
        throw badInput(`There is no game ${String(args.gameId)}: create it first (createGame), or check the id.`);
      const after = args.after as unknown;
      if (typeof after !== 'number' || !Number.isSafeInteger(after) || after < 0)
        throw badInput('after must be an event number (0 for the start)');
      const feed = context.services.feeds.follow(streamOf(args.gameId), { fromRevision: after });
      const iterator: AsyncIterableIterator<GameEventType> = {
        async next() {
          for (;;) {
            const r = await feed.next();
            if (r.done) return { done: true, value: undefined };
            if (r.value.type === 'ClockRanOut') return { done: false, value: eventToGql(r.value) };
          }
        },
        async return() {
          await feed.close();
          return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]() {
          return iterator;
        },
      };
      return iterator;
    },
  })
  clockRanOut(
    @Root() event: GameEventType,
    @Arg('gameId', { description: 'The game (its id); an unknown game is an error at once.' }) _gameId: string,
    @Arg('after', () => Int, { defaultValue: 0, description: 'The last event number the client has seen (0 for all).' }) _after: number,
  ): GameEventType {
    return event;
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  pauseClocks: link('PauseClocks', PauseClocksInput),
  resumeClocks: link('ResumeClocks', ResumeClocksInput),
  extendDeadline: link('ExtendDeadline', ExtendDeadlineInput),
  flagTimeOut: link('FlagTimeOut', FlagTimeOutInput),
};
