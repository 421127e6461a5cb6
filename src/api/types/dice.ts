// GraphQL types of a game's dice (docs/dice.md).
import { createUnionType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PowerEnum } from './id-enums';
import { DiceSeedSourceEnum } from './enums';
import { IsUUID, Length, Matches } from '../class-validator';
import { Game, GameEventType } from './game';
import { RuleViolationType } from './results';

@ObjectType({ description: 'Entropy a seat added to the dice seed when it joined.' })
export class SeatEntropy {
  @Field(() => PowerEnum, { description: "The seat's power." }) power: string;
  @Field({ description: 'What it added to the dice seed.' }) entropy: string;
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
  @Field({
    description: '"server": a secret seed drawn by the server; "creator": a practice seed given by the creator (public).',
    deprecationReason: 'Use seedOrigin: the same as the DiceSeedSource enum (SERVER, CREATOR).',
  })
  seedSource: string;
  @Field(() => DiceSeedSourceEnum, {
    description:
      'Where the seed comes from: SERVER (a secret seed drawn by the server) or CREATOR (a practice seed given by the creator, public).',
  })
  seedOrigin: string;
  @Field(() => String, { nullable: true, description: 'The practice seed the creator gave, if any.' }) creatorSeed: string | null;
  @Field(() => [Int], { description: 'Practice: die values used in order for the first rolls.' }) scriptedDice: number[];
  @Field(() => [SeatEntropy], { description: 'Seat entropy, in the order the seats were taken.' }) entropy: SeatEntropy[];
  @Field(() => Int, { description: 'Dice rolled so far; the next die is roll number rolled + 1.' }) rolled: number;
  @Field(() => String, { nullable: true, description: 'The seed, once revealed (when the game ends).' }) revealedSeed: string | null;
  @Field(() => Int, { description: 'Times the organizer was shown the seed before its reveal.' }) disclosures: number;
}

@InputType({ description: 'discloseDiceSeed: the organizer sees the seed before the game ends.' })
export class DiscloseDiceSeedInput {
  @Field({ description: 'Client-chosen id: the same id sent again is applied once.' })
  @Length(1, 100)
  @Matches(/^[A-Za-z0-9._:-]+$/, { message: 'commandId may only hold letters, digits and . _ : -' })
  commandId: string;
  @Field({ description: 'The game (its id, a UUID).' }) @IsUUID() gameId: string;
  @Field({ description: 'The organizer token createGame returned.' }) @Length(1, 200) organizerToken: string;
}

@ObjectType({ description: 'The dice seed, shown to the organizer; a DiceSeedDisclosed event tells every player it was.' })
export class DiceSeedDisclosure {
  @Field({ description: "The game's dice seed." }) seed: string;
  @Field(() => String, {
    nullable: true,
    description: 'The commitment to it recorded in the first event (docs/dice.md); null for games without one.',
  })
  commitment: string | null;
  @Field(() => Game, { description: 'The game after the disclosure.' }) game: Game;
  @Field(() => [GameEventType], { description: 'The events appended (DiceSeedDisclosed).' }) events: GameEventType[];
  @Field({ description: 'True when this command id had been applied before: nothing new was written.' }) duplicate: boolean;
}

export const DiscloseDiceSeedResult = createUnionType({
  name: 'DiscloseDiceSeedResult',
  description: 'The seed, or a RuleViolation.',
  types: () => [DiceSeedDisclosure, RuleViolationType] as const,
  resolveType: (v) => ('code' in v ? RuleViolationType : DiceSeedDisclosure),
});
