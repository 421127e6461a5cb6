// Positions (docs/positions.md): create a game from a position document, read
// the position of any game at any event, and the organizer's edits.
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { positionOf } from '../../rules';
import { createGame, organizerCommand } from './commands';
import { stateAt } from './game';
import type { ApiContext } from '../context';
import { COST, positionCost } from '../cost';
import { CreateGameFromPositionInput, EditPositionInput } from '../position-inputs';
import { Game } from '../types/game';
import { CommandResult, CreateGameResult } from '../types/results';
import { link } from '../command-link';

/** The position document of a game now, or after the command that contains event `atEvent` (as board does); null if the game does not exist. */
export async function positionAt(ctx: ApiContext, gameId: string, atEvent?: number | null): Promise<object | null> {
  const state = await stateAt(ctx, gameId, atEvent);
  return state ? positionOf(state) : null;
}

@Resolver(() => Game)
export class PositionResolver {
  @Mutation(() => CreateGameResult, {
    complexity: COST.createGameFromPosition,
    description:
      'Creates a game set up from a position document (docs/positions.md); returns the organizer token once. ' +
      'Its first event records the complete position and marks the game as set up. A bad document is refused with ' +
      'INVALID_POSITION and every problem in `problems`.',
  })
  createGameFromPosition(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: CreateGameFromPositionInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof CreateGameResult> {
    const ruleset = typeof input.position.ruleset === 'string' ? input.position.ruleset : '';
    return createGame(ctx, input, { rulesetId: ruleset, options: [], position: input.position });
  }

  @Mutation(() => CommandResult, {
    description:
      'The organizer edits the position (add or remove units, owners, PUs, damage, relations, kamikaze) with a reason; recorded as a PositionEdited event. ' +
      'Refused with NOT_AUTHORIZED for any other token, and with INVALID_EDIT (every problem in `problems`) for a bad edit.',
  })
  async editPosition(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: EditPositionInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof CommandResult> {
    return organizerCommand(ctx, input, { type: 'EditPosition', edits: input.edits, reason: input.reason });
  }

  @Query(() => GraphQLJSONObject, {
    nullable: true,
    complexity: positionCost,
    description:
      "A game's position document (docs/positions.md) now, or after the command that contains event `atEvent` (as board does); " +
      'createGameFromPosition accepts it as is. Null for a game that does not exist; an atEvent outside the game is a BAD_USER_INPUT error.',
  })
  position(
    @Arg('gameId', { description: 'The game (its id).' }) gameId: string,
    @Arg('atEvent', () => Int, {
      nullable: true,
      description: 'Replay: after the command containing this event number (1 = right after GameCreated); omitted: now.',
    })
    atEvent: number | null,
    @Ctx() ctx: ApiContext,
  ): Promise<object | null> {
    return positionAt(ctx, gameId, atEvent);
  }

  @FieldResolver(() => GraphQLJSONObject, {
    name: 'position',
    nullable: true,
    complexity: positionCost,
    description: 'The position document now, or after the command that contains event `atEvent` (as board does).',
  })
  gamePosition(
    @Root() game: Game,
    @Arg('atEvent', () => Int, {
      nullable: true,
      description: 'Replay: after the command containing this event number (1 = right after GameCreated); omitted: now.',
    })
    atEvent: number | null,
    @Ctx() ctx: ApiContext,
  ) {
    return positionAt(ctx, game.id, atEvent);
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  createGameFromPosition: link('CreateGame', CreateGameFromPositionInput, {
    // The position names its ruleset and options.
    onlyInRules: ['gameId', 'organizerTokenHash', 'diceCommitment', 'rulesetId', 'options'],
    defaulted: ['rated', 'seating'],
    converted: ['clocks'],
  }),
  editPosition: link('EditPosition', EditPositionInput),
};
