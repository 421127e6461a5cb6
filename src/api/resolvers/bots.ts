// Bot seats (docs/bots.md): the organizer seats a bot at a seat or takes it back.
// The rules record it (src/rules/bot-seats); the server's bot runner
// (src/app/bot-runner.ts) then plays the seat's decisions through the same
// commands and checks as a person's.
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { availableBots } from '../../bots';
import type { PowerId } from '../../rules';
import type { ApiContext } from '../context';
import { CommandResult, RuleViolationType } from '../types/results';
import { SeatBotInput, UnseatBotInput } from '../types/bots';
import { organizerCommand } from './commands';
import { link } from '../command-link';

@Resolver()
export class BotSeatsResolver {
  @Mutation(() => CommandResult, {
    description:
      "Organizer only: seats a bot at a seat, with a reason (docs/bots.md). Recorded as BotSeated; from then on the server's bot " +
      "plays every decision of the seat through the same checks as a person's, each command recorded as the seat's with `metadata.bot` " +
      'naming the bot, until unseatBot or the end of the game. The seat need not be taken (a practice game) and a person holding it ' +
      'may still send commands. Refused with NOT_AUTHORIZED for any other token, BOT_ALREADY_SEATED when that bot already plays it, ' +
      'UNKNOWN_BOT for a bot this server does not run, GAME_ENDED once the game has ended.',
  })
  async seatBot(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: SeatBotInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof CommandResult> {
    if (!availableBots().includes(input.bot))
      return Object.assign(new RuleViolationType(), {
        code: 'UNKNOWN_BOT',
        message: `This server does not run the ${input.bot} bot: it runs ${availableBots().join(', ')}.`,
        rule: 'docs/bots.md',
      });
    return organizerCommand(ctx, input, { type: 'SeatBot', power: input.power as PowerId, bot: input.bot, reason: input.reason });
  }

  @Mutation(() => CommandResult, {
    description:
      'Organizer only: takes a seat back from its bot, with a reason (docs/bots.md). Recorded as BotUnseated; the bot sends nothing ' +
      'more for the seat. Refused with NO_BOT_SEATED when no bot plays it, NOT_AUTHORIZED for any other token, GAME_ENDED once the game has ended.',
  })
  async unseatBot(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: UnseatBotInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof CommandResult> {
    return organizerCommand(ctx, input, { type: 'UnseatBot', power: input.power as PowerId, reason: input.reason });
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  seatBot: link('SeatBot', SeatBotInput),
  unseatBot: link('UnseatBot', UnseatBotInput),
};
