// How a game gives its seats (docs/seats.md): the organizer's invitations, and
// what a game tells everyone about its seating. The rules decide (game/create.ts);
// here the server derives each invitation code from its secret and the organizer's
// random command id, so that only the organizer (and a retry of the same request)
// ever sees it, and only its hash is stored.
import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { issuedTokenOf, resolveActor } from '../../app/commands';
import { rulesetView, type PowerId } from '../../rules';
import type { ApiContext } from '../context';
import { Game } from '../types/game';
import { RuleViolationType } from '../types/results';
import { PowerEnum } from '../types/id-enums';
import { SeatingMode } from '../types/enums';
import { InviteToSeatInput, InviteToSeatResult, SeatInvitation } from '../types/seats';
import { accepted, run } from './commands';
import { link } from '../command-link';

@Resolver(() => Game)
export class SeatsResolver {
  @FieldResolver(() => SeatingMode, { description: 'How the game gives its seats: OPEN (first to ask) or INVITATION (docs/seats.md).' })
  async seating(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<SeatingMode> {
    const s = (await ctx.services.states.current(game.id))?.state;
    return s?.seating === 'invitation' ? SeatingMode.INVITATION : SeatingMode.OPEN;
  }

  @FieldResolver(() => [PowerEnum], {
    description:
      'Games seated by invitation: the free seats with an outstanding invitation, each named by the power it is recorded under (`Player.seat`; ' +
      "an invitation naming AUSTRALIA in pacific-2001 is to INDIA, Great Britain's seat). The codes themselves are never shown here.",
  })
  async invitedSeats(@Root() game: Game, @Ctx() ctx: ApiContext): Promise<string[]> {
    const s = (await ctx.services.states.current(game.id))?.state;
    return s ? Object.keys(s.invitations) : [];
  }

  @Mutation(() => InviteToSeatResult, {
    description:
      'Organizer only, in a game created with seating INVITATION: issues the invitation code for one free seat, to pass to its player ' +
      "(takeSeat's invitationCode). A new invitation to the same seat withdraws the previous code. A retry of the very same request " +
      '(same random commandId and input) gets the same code again.',
  })
  async inviteToSeat(
    @Arg('input', { description: 'The command: its fields are described on its input type.' }) input: InviteToSeatInput,
    @Ctx() ctx: ApiContext,
  ): Promise<typeof InviteToSeatResult> {
    const entry = await ctx.services.states.current(input.gameId);
    if (!entry) return Object.assign(new RuleViolationType(), { code: 'GAME_NOT_FOUND', message: 'There is no such game.', rule: 'API' });
    // Checked here as well as by the rules: a retried command id must never hand a code to someone without the organizer token.
    if (resolveActor(entry.state, input.organizerToken)?.kind !== 'organizer')
      return Object.assign(new RuleViolationType(), {
        code: 'NOT_AUTHORIZED',
        message: 'Only the organizer of the game may invite players to its seats.',
        rule: 'docs/seats.md',
      });
    const r = await run(ctx, {
      gameId: input.gameId,
      commandId: input.commandId,
      token: input.organizerToken,
      command: { type: 'InviteToSeat', power: input.power as PowerId },
    });
    if ('code' in r) return r;
    const a = await accepted(ctx, r);
    return Object.assign(new SeatInvitation(), {
      power: input.power,
      seat: rulesetView(a.game.rulesetId).playerOf(input.power as PowerId).seat,
      invitationCode: issuedTokenOf(r),
      game: a.game,
      events: a.events,
      duplicate: a.duplicate,
    });
  }
}

/** The rules command each mutation of this file sends, with its input (gathered in COMMAND_INPUTS, command-inputs.ts). */
export const LINKS = {
  inviteToSeat: link('InviteToSeat', InviteToSeatInput, { onlyInRules: ['codeHash'] }),
};
