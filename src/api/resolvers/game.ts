import { IsInt, IsOptional, MaxLength, ValidateNested } from '../class-validator';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { boardView, seatedDecisions } from '../../../projections/board';
import { commandEndOf, streamOf } from '../../../projections/game-states';
import type { GameState, Phase } from '../../rules';
import { verifyChain } from '../../app/event-chain';
import type { ApiContext } from '../context';
import { pendingDecisions, rulesetView } from '../../rules';
import { PendingDecisionType } from '../types/decisions';
import { withState } from './move-targets';
import { boardCost, COST, pageCost } from '../cost';
import { eventToGql, gameToGql } from '../mappers';
import { Board, ChainCheckType, EventConnection, Game, PhaseMarkType } from '../types/game';
import { PhaseMarkInput } from '../inputs';
import { GameConnection, MAX_PAGE, pageSize } from '../types/paging';
import { GameStatusName } from '../types/enums';

@ArgsType()
export class EventPageArgs {
  @Field(() => Int, { nullable: true, description: `Forward: how many events after \`after\` (default 50, at most ${MAX_PAGE}).` })
  @IsOptional()
  @IsInt()
  first?: number | null;
  @IsOptional()
  @MaxLength(20)
  @Field(() => String, {
    nullable: true,
    description: 'Forward: the cursor (event number) after which the page starts; omitted: the first event.',
  })
  after?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: `Backward: how many events before \`before\` (at most ${MAX_PAGE}); omitted: page forward.`,
  })
  @IsOptional()
  @IsInt()
  last?: number | null;
  @IsOptional()
  @MaxLength(20)
  @Field(() => String, {
    nullable: true,
    description: 'The cursor (event number) before which the page ends; omitted: after the newest event.',
  })
  before?: string | null;
}

@ArgsType()
export class GamesArgs {
  @Field(() => Int, { defaultValue: 50, description: `How many games (at most ${MAX_PAGE}).` }) @IsInt() first: number;
  @Field(() => String, {
    nullable: true,
    description: "The cursor after which the page starts (an edge's cursor); omitted: the newest game.",
  })
  @IsOptional()
  @MaxLength(100)
  after?: string | null;
  @Field(() => GameStatusName, { nullable: true, description: 'Only games with this status.' }) @IsOptional() status?: string | null;
  @Field(() => String, { nullable: true, description: 'Only games of this ruleset.' }) @IsOptional() @MaxLength(60) rulesetId?:
    string | null;
}
import { commandEndsOf, eventNumberOf, timelineOf, type PhaseMark } from '../../../projections/timeline';
import { badInput } from '../errors';

const EVENTS_DESCRIPTION =
  "A game's events in order, a page at a time: `first` events after the cursor `after` (forward), or the `last` events before the " +
  `cursor \`before\` (backward; \`last\` alone gives the newest). Cursors are event numbers; a page holds at most ${MAX_PAGE} events.`;

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
    if (at === null) {
      const state = (await ctx.services.states.current(gameId))?.state;
      const phase = state ? rulesetView(state.rulesetId).phaseName(atPhase.phase as Phase) : atPhase.phase;
      throw badInput(`${atPhase.power}'s ${phase} phase of round ${atPhase.round} has not been reached in this game.`);
    }
  }
  const state = await stateAt(ctx, gameId, at);
  return state ? boardView(state) : null;
}

/** Where each phase of each turn began (projections/timeline.ts). */
export async function timeline(ctx: ApiContext, gameId: string): Promise<PhaseMark[]> {
  return timelineOf(await ctx.services.store.readStream(streamOf(gameId)));
}

/**
 * A game's state now, or after the whole command that contains event `atEvent` (replay): a
 * replay shows only boards some player saw, never a step inside a command. Null if the game
 * does not exist; BAD_USER_INPUT for an event number the game does not have.
 */
export async function stateAt(ctx: ApiContext, gameId: string, atEvent?: number | null): Promise<GameState | null> {
  const { states } = ctx.services;
  // A board at an event the cache already holds never changes (events are only appended): it is answered without
  // asking the store for newer events, a read per replayed board. Only before the cached game's last command, which
  // may be partly folded (a load reads in chunks), so the command that contains atEvent is known to be whole.
  const known = atEvent !== undefined && atEvent !== null ? states.cached(gameId) : null;
  const ends = known?.commandEnds;
  if (known && ends && ends.length > 1 && Number.isSafeInteger(atEvent) && atEvent! >= 1 && atEvent! <= ends[ends.length - 2])
    return states.at(gameId, commandEndOf(known, atEvent!), known);
  const entry = await states.current(gameId);
  if (!entry || atEvent === undefined || atEvent === null) return entry?.state ?? null;
  const last = entry.revision + 1;
  if (!Number.isSafeInteger(atEvent) || atEvent < 1 || atEvent > last)
    throw badInput(`atEvent ${atEvent} is not an event of this game: its events are numbered 1 to ${last}.`);
  return states.at(gameId, commandEndOf(entry, atEvent), entry);
}

/**
 * A page of a game's events: `first` after the cursor `after` (forward), or `last` before the cursor
 * `before` (backward; `before` alone: the last events). Cursors are event numbers. A page larger than
 * MAX_PAGE or a cursor that is not an event number is a client error naming the argument.
 */
export async function eventsOf(ctx: ApiContext, gameId: string, page: EventPageArgs): Promise<EventConnection> {
  const { store } = ctx.services;
  const stream = streamOf(gameId);
  const total = (await store.streamRevision(stream)) + 1;
  const cursor = (name: string, c: string | null | undefined): number | null => {
    if (c === null || c === undefined) return null;
    const n = Number(c);
    if (!/^\d+$/.test(c) || !Number.isSafeInteger(n))
      throw badInput(`${name} must be an event number cursor (an edge's cursor); it was "${c}".`);
    return n;
  };
  const after = cursor('after', page.after);
  const before = cursor('before', page.before);
  const last = page.last;
  const backward = last !== null && last !== undefined;
  if (backward && page.after) throw badInput('Give first/after to page forward or last/before to page backward, not after with last.');
  // Events numbered from+1 .. to (inclusive), by revision from .. to-1.
  let from: number;
  let to: number;
  if (backward) {
    to = Math.min(before === null ? total : before - 1, total);
    from = Math.max(0, to - pageSize('last', last));
  } else {
    from = after ?? 0;
    to = Math.min(total, from + pageSize('first', page.first ?? 50), before === null ? total : before - 1);
  }
  const take = Math.max(0, to - from);
  const events = take ? await store.readStream(stream, { fromRevision: from, limit: take }) : [];
  const edges = events.map((e) => ({ cursor: String(e.revision + 1), node: eventToGql(e) }));
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasNextPage: to < total,
      hasPreviousPage: from > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A page of the games list (newest first), filtered; the cursor is a game id. */
export async function gamesOf(ctx: ApiContext, args: GamesArgs): Promise<GameConnection> {
  const all = (await ctx.services.games.list()).filter(
    (g) => (!args.status || g.status === args.status) && (!args.rulesetId || g.rulesetId === args.rulesetId),
  );
  let start = 0;
  if (args.after) {
    const i = all.findIndex((g) => g.gameId === args.after);
    if (i < 0) throw badInput(`after must be the cursor of a game in this list; "${args.after}" is not.`);
    start = i + 1;
  }
  const page = all.slice(start, start + pageSize('first', args.first));
  const nodes = page.map(gameToGql);
  return {
    edges: nodes.map((node) => ({ cursor: node.id, node })),
    nodes,
    totalCount: all.length,
    pageInfo: {
      hasNextPage: start + page.length < all.length,
      hasPreviousPage: start > 0,
      startCursor: nodes[0]?.id ?? null,
      endCursor: nodes[nodes.length - 1]?.id ?? null,
    },
  };
}

/** Where a replay looks: after an event's command, or where a phase of a turn began; neither: now. */
@ArgsType()
class ReplayArgs {
  @Field(() => Int, {
    nullable: true,
    description: 'Replay: after the command containing this event number (1 = right after GameCreated); omitted: now.',
  })
  atEvent?: number | null;
  @Field(() => PhaseMarkInput, {
    nullable: true,
    description: 'Replay: where this phase of this turn began (see Game.timeline).',
  })
  @IsOptional()
  @ValidateNested()
  atPhase?: PhaseMarkInput | null;
}

@Resolver(() => Game)
export class GameResolver {
  @Query(() => GameConnection, {
    complexity: pageCost(COST.games, COST.item),
    description: 'The games, newest first, a page at a time (`first` after the cursor `after`), filtered by status and ruleset.',
  })
  games(@Args() args: GamesArgs, @Ctx() ctx: ApiContext): Promise<GameConnection> {
    return gamesOf(ctx, args);
  }

  @Query(() => Game, { nullable: true, description: 'A game by its id; null if there is none.' })
  async game(@Arg('id', { description: 'The game (its id).' }) id: string, @Ctx() ctx: ApiContext): Promise<Game | null> {
    const g = await ctx.services.games.get(id);
    return g ? gameToGql(g) : null;
  }

  @Query(() => Board, { nullable: true, complexity: boardCost, description: BOARD_DESCRIPTION })
  board(
    @Arg('gameId', { description: 'The game (its id).' }) gameId: string,
    @Args() at: ReplayArgs,
    @Ctx() ctx: ApiContext,
  ): Promise<Board | null> {
    return boardOf(ctx, gameId, at.atEvent, at.atPhase);
  }

  @Query(() => EventConnection, { complexity: pageCost(COST.events, COST.item), description: EVENTS_DESCRIPTION })
  events(
    @Arg('gameId', { description: 'The game (its id).' }) gameId: string,
    @Args() page: EventPageArgs,
    @Ctx() ctx: ApiContext,
  ): Promise<EventConnection> {
    return eventsOf(ctx, gameId, page);
  }

  @FieldResolver(() => Board, { name: 'board', nullable: true, complexity: boardCost, description: BOARD_DESCRIPTION })
  gameBoard(@Root() game: Game, @Args() at: ReplayArgs, @Ctx() ctx: ApiContext) {
    return boardOf(ctx, game.id, at.atEvent, at.atPhase);
  }

  @FieldResolver(() => [PhaseMarkType], {
    complexity: COST.timeline,
    description: 'Where each phase of each turn began, in order: scrub a replay by round, power and phase.',
  })
  async timeline(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<(PhaseMark & { phaseName: string })[]> {
    const rs = rulesetView(game.rulesetId);
    return (await timeline(ctx, game.id)).map((m) => ({ ...m, phaseName: rs.phaseName(m.phase) }));
  }

  @FieldResolver(() => [Int], {
    complexity: COST.timeline,
    description:
      'The event number that ends each command, in order: every board a replay can show (board(atEvent) of an event ' +
      'inside a command is the board after its last event). A replay slider steps through these.',
  })
  async commandEnds(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<number[]> {
    return commandEndsOf(await ctx.services.store.readStream(streamOf(game.id)));
  }

  @FieldResolver(() => EventConnection, {
    name: 'events',
    complexity: pageCost(COST.events, COST.item),
    description: EVENTS_DESCRIPTION,
  })
  gameEvents(@Root() game: Game, @Args() page: EventPageArgs, @Ctx() ctx: ApiContext) {
    return eventsOf(ctx, game.id, page);
  }

  @FieldResolver(() => [PendingDecisionType], {
    complexity: COST.pendingDecisions,
    description:
      'Who must decide what now: the decisions the game waits for (`required`, exactly one while the game goes on) and the options some ' +
      'powers have, each with its kind, power, place, the commands that answer it and what to offer the player. A turn is a loop of ' +
      '"ask what is pending, answer it". Empty once the game has ended.',
  })
  async pendingDecisions(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<PendingDecisionType[]> {
    const entry = await ctx.services.states.current(game.id);
    // withState: fields such as moveTargets ask the rules about the state the decisions came from.
    return entry ? withState(seatedDecisions(rulesetView(entry.state.rulesetId), pendingDecisions(entry.state)), entry.state) : [];
  }

  @FieldResolver(() => ChainCheckType, { complexity: COST.chain, description: 'Recomputes the hash chain of every event of the game.' })
  async chain(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<ChainCheckType> {
    const events = await ctx.services.store.readStream(streamOf(game.id));
    const check = verifyChain(events);
    return {
      ...check,
      firstInvalidEvent: check.firstInvalidRevision === null ? null : check.firstInvalidRevision + 1,
      head: events.length ? events[events.length - 1].metadata.hash : null,
    };
  }
}
