// GraphQL types of a game's dice (docs/dice.md).
import { createUnionType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsUUID, Length, Matches } from 'class-validator';
import { Game, GameEventType } from './game';
import { RuleViolationType } from './results';

@ObjectType({ description: 'Entropy a seat added to the dice seed when it joined.' })
export class SeatEntropy {
  @Field() power: string;
  @Field() entropy: string;
}

@ObjectType('GameDice', {
  description: "How a game's dice are made (docs/dice.md). The secret seed itself is never here before it is revealed.",
})
export class GameDiceType {
  @Field(() => String, {
    nullable: true,
    description: 'SHA-256 (hex) of the seed, recorded before any roll; null in games created before dice were committed.',
  })
  commitment: string | null;
  @Field({ description: '"server": a secret seed drawn by the server; "creator": a practice seed given by the creator (public).' })
  seedSource: string;
  @Field(() => String, { nullable: true, description: 'The practice seed the creator gave, if any.' }) creatorSeed: string | null;
  @Field(() => [Int], { description: 'Practice: die values used in order for the first rolls.' }) scriptedDice: number[];
  @Field(() => [SeatEntropy], { description: 'Seat entropy, in the order the seats were taken.' }) entropy: SeatEntropy[];
  @Field(() => Int, { description: 'Dice rolled so far; the next die is roll number rolled + 1.' }) rolled: number;
  @Field(() => String, { nullable: true, description: 'The seed, once revealed (when the game ends).' }) revealedSeed: string | null;
  @Field(() => Int, { description: 'Times the organizer was shown the seed before its reveal.' }) disclosures: number;
}

@InputType()
export class DiscloseDiceSeedInput {
  @Field({ description: 'Client-chosen id: the same id sent again is applied once.' })
  @Length(1, 100)
  @Matches(/^[A-Za-z0-9._:-]+$/, { message: 'commandId may only hold letters, digits and . _ : -' })
  commandId: string;
  @Field() @IsUUID() gameId: string;
  @Field({ description: 'The organizer token createGame returned.' }) @Length(1, 200) organizerToken: string;
}

@ObjectType({ description: 'The dice seed, shown to the organizer; a DiceSeedDisclosed event tells every player it was.' })
export class DiceSeedDisclosure {
  @Field() seed: string;
  @Field(() => String, { nullable: true }) commitment: string | null;
  @Field(() => Game) game: Game;
  @Field(() => [GameEventType]) events: GameEventType[];
  @Field() duplicate: boolean;
}

export const DiscloseDiceSeedResult = createUnionType({
  name: 'DiscloseDiceSeedResult',
  types: () => [DiceSeedDisclosure, RuleViolationType] as const,
  resolveType: (v) => ('code' in v ? RuleViolationType : DiceSeedDisclosure),
});
