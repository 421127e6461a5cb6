// Typed events: each stored event's payload as a GraphQL object of its own type
// (the EventPayload union, events/types.ts) and a one-line summary in English,
// in the words of the game's ruleset (its phase names, its players' seats).
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { rulesetView, type GameState } from '../../rules';
import type { ApiContext } from '../context';
import { EventPayload, typedPayload } from '../events/types';
import { NEEDS_STATE, RULESET_SUMMARIES, summaryOf } from '../events/summaries';
import { GameEventType } from '../types/game';

/**
 * The game just before an event (GameStates.at: from the nearest snapshot, every 50 events or so, so a few events
 * are folded at most); null outside a server's context or if the game cannot be read.
 */
async function stateBefore(ctx: ApiContext | undefined, event: GameEventType): Promise<GameState | null> {
  const states = ctx?.services?.states;
  if (!states || event.number < 2) return null;
  return states.at(event.gameId, event.number - 1).catch(() => null);
}

@Resolver(() => GameEventType)
export class EventResolver {
  @FieldResolver(() => EventPayload, {
    nullable: true,
    description:
      'The payload, typed: `... on UnitsMovedPayload { units { unitId type movementCost } }` (docs/events.md). Null only for an event ' +
      'type this server does not know.',
  })
  payload(@Root() event: GameEventType): object | null {
    return typedPayload(event.type, event.data);
  }

  @FieldResolver(() => String, {
    description:
      'The event in one line of plain English, e.g. "Japan attacks Hunan with 3 infantry and 1 fighter."; casualties by unit type ' +
      '("Japan loses 2 infantry and 1 fighter in Hunan."), and a battle step with nothing in it says so ("no bombardment").',
  })
  async summary(@Root() event: GameEventType, @Ctx() ctx: ApiContext): Promise<string> {
    if (NEEDS_STATE.has(event.type)) {
      const before = await stateBefore(ctx, event);
      return summaryOf(event.type, event.data, { before, rs: before ? rulesetView(before.rulesetId) : undefined });
    }
    if (!RULESET_SUMMARIES.has(event.type)) return summaryOf(event.type, event.data);
    // Phase names and players' seats are the game's ruleset's (a game's ruleset never changes: the cached state does).
    const { states } = ctx.services;
    const state = (states.cached(event.gameId) ?? (await states.current(event.gameId)))?.state;
    return summaryOf(event.type, event.data, { rs: state ? rulesetView(state.rulesetId) : undefined });
  }
}
