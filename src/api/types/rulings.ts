// GraphQL types of the organizer's rulings (docs/rulings.md): ending a game by
// adjudication, voiding it, handing a seat to another player. Each input needs a
// reason: non-empty, at most 1000 characters (the rules check it again).
import { IsIn, IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from '../class-validator';
import { createUnionType, Field, InputType, ObjectType } from 'type-graphql';
import { GameCommandInput, TokenCommandInput } from '../inputs';
import { describedEnum, SideEnum } from './enums';
import { PowerEnum } from './id-enums';
import { Game, GameEventType } from './game';
import { RuleViolationType } from './results';
import type { AdjudicatedOutcome } from '../../rules';

/** The longest reason (src/rules/rulings/rulings.ts MAX_REASON says the same). */
const MAX_REASON = 1000;
const SAYS_WHY = /\S/;
const REASON = {
  description: 'Why: recorded in the event, shown to everyone in every replay. Required (not blank), at most 1000 characters.',
};
const REASON_MESSAGE = 'reason must say why: it may not be empty or blank';

const OUTCOMES: Record<AdjudicatedOutcome, string> = {
  winner: 'A side wins (name it in `winner`).',
  draw: 'Nobody wins.',
};
export const AdjudicationOutcomeEnum = describedEnum('AdjudicationOutcome', 'What an adjudication decides (docs/rulings.md).', OUTCOMES);

/** What every ruling takes: the organizer token (optional in the schema, so a missing one is a typed NOT_AUTHORIZED) and a reason. */
@InputType()
export abstract class RulingInput extends GameCommandInput {
  @Field(() => String, {
    nullable: true,
    description: 'The organizer token createGame returned. Anything else: NOT_AUTHORIZED.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  organizerToken?: string | null;
  @Field(REASON)
  @IsString()
  @MaxLength(MAX_REASON)
  @Matches(SAYS_WHY, { message: REASON_MESSAGE })
  reason: string;
}

@InputType({
  description: 'adjudicateGame: the organizer ends the game, naming the winning side or a draw, with a reason (docs/rulings.md).',
})
export class AdjudicateGameInput extends RulingInput {
  @Field(() => AdjudicationOutcomeEnum, { description: 'WINNER (name the side in `winner`) or DRAW.' })
  @IsIn(Object.values(AdjudicationOutcomeEnum))
  outcome: AdjudicatedOutcome;
  @Field(() => SideEnum, { nullable: true, description: 'The winning side (AXIS or ALLIES) for outcome WINNER; omitted for a draw.' })
  @IsOptional()
  @IsIn(Object.values(SideEnum))
  winner?: 'Axis' | 'Allies' | null;
}

@InputType({
  description:
    "voidGame: the organizer, or the server's operator, voids the game (it ends with no result), with a reason (docs/rulings.md).",
})
export class VoidGameInput extends RulingInput {
  @Field(() => String, {
    nullable: true,
    description:
      "The server operator's token (the server's OPERATOR_TOKEN setting), in place of organizerToken: the operator voids any game that " +
      "has not ended, whoever made it, recorded as the operator's (docs/operations.md). A wrong one, or a server with no OPERATOR_TOKEN: " +
      'NOT_AUTHORIZED. Send organizerToken or operatorToken, not both.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  operatorToken?: string | null;
}

@InputType({ description: 'handOverSeat: the organizer gives a held seat to another player, with a reason (docs/rulings.md).' })
export class HandOverSeatInput extends TokenCommandInput {
  @Field({ description: 'The game (its id, a UUID).' }) @IsUUID() gameId: string;
  @Field({ description: 'The organizer token createGame returned.' }) @Length(1, 200) organizerToken: string;
  @Field(() => PowerEnum, {
    description: "The seat, named by any power its player plays (pacific-2001: INDIA or AUSTRALIA for Great Britain's).",
  })
  @Length(1, 40)
  power: string;
  @Field(REASON)
  @IsString()
  @MaxLength(MAX_REASON)
  @Matches(SAYS_WHY, { message: REASON_MESSAGE })
  reason: string;
}

@ObjectType({ description: "A seat handed over: its new token, shown only to the organizer, who passes it to the seat's new player." })
export class SeatHandOver {
  @Field(() => PowerEnum, { description: 'The power the seat is recorded under (`Player.seat`).' }) seat: string;
  @Field({
    description:
      "The seat's new token: its player sends it as seatToken. The old token is refused (NOT_AUTHORIZED) from now on. Only its SHA-256 " +
      'is recorded; a retry of the very same request (same commandId and input) gets the same token again.',
  })
  seatToken: string;
  @Field(() => Game, { description: 'The game after the hand-over.' }) game: Game;
  @Field(() => [GameEventType], { description: 'The SeatHandedOver event (it holds the hash of the token, never the token).' })
  events: GameEventType[];
  @Field({ description: 'True when this command id had been applied before: the same token again, nothing new written.' })
  duplicate: boolean;
}

export const HandOverSeatResult = createUnionType({
  name: 'HandOverSeatResult',
  description: 'The new seat token, or why the hand-over was refused (NOT_AUTHORIZED, SEAT_NOT_TAKEN, GAME_ENDED, …).',
  types: () => [SeatHandOver, RuleViolationType] as const,
  resolveType: (v) => ('code' in v ? RuleViolationType : SeatHandOver),
});
