// GraphQL types of how a game gives its seats (docs/seats.md): open to whoever
// asks first, or by invitation codes the organizer issues seat by seat.
import { IsUUID, Length } from '../class-validator';
import { createUnionType, Field, InputType, ObjectType } from 'type-graphql';
import { TokenCommandInput } from '../inputs';
import { PowerEnum } from './id-enums';
import { Game, GameEventType } from './game';
import { RuleViolationType } from './results';

@InputType({ description: 'Organizer only: an invitation code for one free seat of a game seated by invitation.' })
export class InviteToSeatInput extends TokenCommandInput {
  @Field({ description: 'The game.' }) @IsUUID() gameId: string;
  @Field({ description: 'The organizer token createGame returned.' }) @Length(1, 200) organizerToken: string;
  @Field(() => PowerEnum, {
    description:
      'The seat the code is for, named by any power its player plays (e.g. JAPAN; pacific-2001: INDIA or AUSTRALIA for Great Britain).',
  })
  @Length(1, 40)
  power: string;
}

@ObjectType({ description: 'An invitation code for one seat, shown only to the organizer, who passes it to the player.' })
export class SeatInvitation {
  @Field(() => PowerEnum, { description: 'The power named in the request: the code opens the seat of the player who plays it.' })
  power: string;
  @Field(() => PowerEnum, {
    description:
      "The power that seat is recorded under (`Player.seat`, invitedSeats): pacific-2001's AUSTRALIA names INDIA's (RULES §7, AMBIG-43).",
  })
  seat: string;
  @Field({
    description:
      "The code: the player sends it as takeSeat's invitationCode. Only its SHA-256 is recorded; a new invitation to the same seat withdraws it.",
  })
  invitationCode: string;
  @Field(() => Game, { description: 'The game after the invitation.' }) game: Game;
  @Field(() => [GameEventType], { description: 'The InvitationIssued event (it holds the hash of the code, never the code).' })
  events: GameEventType[];
  @Field({ description: 'True when this command id had been applied before: the same code again, nothing new written.' })
  duplicate: boolean;
}

export const InviteToSeatResult = createUnionType({
  name: 'InviteToSeatResult',
  description: 'The invitation, or why it was refused (NOT_AUTHORIZED, SEATS_ARE_OPEN, SEAT_TAKEN, …).',
  types: () => [SeatInvitation, RuleViolationType] as const,
  resolveType: (v) => ('code' in v ? RuleViolationType : SeatInvitation),
});
