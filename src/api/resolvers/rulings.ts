// The organizer's rulings (docs/rulings.md): end a game by adjudication, void
// it, or hand a seat to another player. The rules decide (src/rules/rulings);
// the new seat token is derived by the app from its secret and the organizer's
// random command id (src/app/commands.ts), like takeSeat's.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { issuedTokenOf, resolveActor } from '../../app/commands';
import { rulesetView, type PowerId } from '../../rules';
import type { ApiContext } from '../context';
import { CommandAccepted, CommandResult, RuleViolationType } from '../types/results';
import { badInput } from '../errors';
import { AdjudicateGameInput, HandOverSeatInput, HandOverSeatResult, SeatHandOver, VoidGameInput } from '../types/rulings';
import { accepted, organizerCommand, run } from './commands';
import { link } from '../command-link';

const NOT_BOTH = 'send organizerToken or operatorToken, not both';
const violation = (code: string, message: string, rule: string) => Object.assign(new RuleViolationType(), { code, message, rule });

@Resolver()
export class RulingsResolver {
  @Mutation(() => CommandResult, {
    description:
      'Organizer only: ends the game by adjudication, naming the winning side (outcome WINNER) or a draw, with a reason (docs/rulings.md). ' +
      'Recorded as GameAdjudicated; the game is then ended (`result` ADJUDICATED or DRAW) and its dice seed revealed. ' +
      'Refused with NOT_AUTHORIZED for any other token, GAME_ENDED once the game has ended, INVALID_RULING for a win naming no side or a draw naming one.',
  })
  async adjudicateGame(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: AdjudicateGameInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof CommandResult> {
    return organizerCommand(ctx, input, {
      type: 'AdjudicateGame',
      outcome: input.outcome,
      winner: input.winner ?? null,
      reason: input.reason,
    });
  }

  @Mutation(() => CommandResult, {
    description:
      'Organizer or operator: voids the game, with a reason (docs/rulings.md): it ends with no result (`result` VOIDED, no winner), its dice seed revealed. ' +
      "Recorded as GameVoided, `by` organizer, or operator when sent with the server's operatorToken (docs/operations.md). " +
      'Refused with NOT_AUTHORIZED for any other token and GAME_ENDED once the game has ended.',
  })
  async voidGame(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: VoidGameInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof CommandResult> {
    const command = { type: 'VoidGame', reason: input.reason } as const;
    if (input.operatorToken == null) return organizerCommand(ctx, input, command);
    if (input.organizerToken != null)
      throw badInput(`Invalid input: operatorToken: ${NOT_BOTH}`, {
        fields: [{ field: 'operatorToken', constraints: { notBoth: NOT_BOTH } }],
      });
    const r = await run(ctx, {
      gameId: input.gameId,
      commandId: input.commandId,
      token: null,
      operatorToken: input.operatorToken,
      command,
    });
    // The operator's acts, and attempts refused (a wrong token), logged for whoever audits the operator: never the token.
    const line = { component: 'operator', gameId: input.gameId, client: ctx.client };
    if ('code' in r) ctx.log?.warn({ ...line, refused: r.code }, 'operator void refused');
    else ctx.log?.info({ ...line, duplicate: r.duplicate }, 'operator voided a game');
    return 'code' in r ? r : Object.assign(new CommandAccepted(), await accepted(ctx, r));
  }

  @Mutation(() => HandOverSeatResult, {
    description:
      "Organizer only: hands a held seat to another player, with a reason (docs/rulings.md). The seat's old token stops working at once " +
      '(NOT_AUTHORIZED); the new one is returned here only, for the organizer to pass on. A retry of the very same request (same random ' +
      'commandId and input) gets the same token again. Refused with SEAT_NOT_TAKEN for a seat nobody holds and GAME_ENDED once the game has ended.',
  })
  async handOverSeat(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: HandOverSeatInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof HandOverSeatResult> {
    const entry = await ctx.services.states.current(input.gameId);
    if (!entry) return violation('GAME_NOT_FOUND', 'There is no such game.', 'API');
    // Checked here as well as by the rules: a retried command id must never hand a token to someone without the organizer token.
    if (resolveActor(entry.state, input.organizerToken)?.kind !== 'organizer')
      return violation('NOT_AUTHORIZED', 'Only the organizer of the game may hand a seat to another player.', 'docs/rulings.md');
    const r = await run(ctx, {
      gameId: input.gameId,
      commandId: input.commandId,
      token: input.organizerToken,
      command: { type: 'HandOverSeat', power: input.power as PowerId, reason: input.reason },
    });
    if ('code' in r) return r;
    const a = await accepted(ctx, r);
    return Object.assign(new SeatHandOver(), {
      seat: rulesetView(a.game.rulesetId).playerOf(input.power as PowerId).seat,
      seatToken: issuedTokenOf(r),
      game: a.game,
      events: a.events,
      duplicate: a.duplicate,
    });
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  adjudicateGame: link('AdjudicateGame', AdjudicateGameInput),
  voidGame: link('VoidGame', VoidGameInput),
  handOverSeat: link('HandOverSeat', HandOverSeatInput, { onlyInRules: ['tokenHash'] }),
};
