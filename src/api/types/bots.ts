// GraphQL types of bot seats (docs/bots.md): the organizer seats a bot at a
// seat (a practice game, a dropped player) or takes it back, each with a reason.
import { IsIn, Length } from '../class-validator';
import { Field, InputType } from 'type-graphql';
import type { BotName } from '../../rules';
import { BotNameEnum } from './enums';
import { PowerEnum } from './id-enums';
import { RulingInput } from './rulings';

const SEAT = {
  description: "The seat, named by any power its player plays (pacific-2001: INDIA or AUSTRALIA for Great Britain's).",
};

@InputType({
  description:
    "seatBot: the organizer seats a bot at a seat, with a reason (docs/bots.md): the bot answers the seat's decisions from now on.",
})
export class SeatBotInput extends RulingInput {
  @Field(() => PowerEnum, SEAT) @Length(1, 40) power: string;
  @Field(() => BotNameEnum, { description: 'The bot that plays the seat.' })
  @IsIn(Object.values(BotNameEnum))
  bot: BotName;
}

@InputType({ description: 'unseatBot: the organizer takes a seat back from its bot, with a reason (docs/bots.md).' })
export class UnseatBotInput extends RulingInput {
  @Field(() => PowerEnum, SEAT) @Length(1, 40) power: string;
}
