// GraphQL types of the battle-odds query (docs/battle-odds.md).
import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, ValidateNested } from '../class-validator';
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UnitTypeEnum } from './id-enums';
import { UnitCountInput } from '../inputs';

export enum BattleKind {
  LAND = 'land',
  SEA = 'sea',
}
registerEnumType(BattleKind, {
  name: 'BattleKind',
  description: 'A land battle (AA fire, capture) or a sea battle (submarines, transports).',
  valuesConfig: { LAND: { description: 'A land battle.' }, SEA: { description: 'A sea battle.' } },
});

/** The query's arguments, in this order in the schema. Range and rule checks (unknown types, maxRounds) are the computation's, with clearer messages. */
@ArgsType()
export class BattleOddsArgs {
  @Field(() => String, { nullable: true, defaultValue: 'pacific-1940', description: 'The ruleset whose unit profiles to use.' })
  @IsOptional()
  @Length(1, 60)
  rulesetId?: string | null;
  @Field(() => BattleKind, { description: 'Land or sea battle.' }) @IsIn(Object.values(BattleKind)) kind: BattleKind;
  @Field(() => [UnitCountInput], { description: 'The attacking units, by type.' })
  @ArrayMaxSize(40)
  @ValidateNested({ each: true })
  attackers: UnitCountInput[];
  @Field(() => [UnitCountInput], { description: 'The defending units, by type.' })
  @ArrayMaxSize(40)
  @ValidateNested({ each: true })
  defenders: UnitCountInput[];
  @Field(() => [UnitCountInput], {
    nullable: true,
    description:
      'Land battles: ships supporting the landing (CBT-2 bombardment), each firing once in round 1 at its attack; at most one per attacking ' +
      "land unit. The ships that may: the ruleset's that bombard, or with hr01-amphibious-support in options its list (destroyers and " +
      'battleships; 1940 cruisers too).',
  })
  @IsOptional()
  @ArrayMaxSize(40)
  @ValidateNested({ each: true })
  bombarding?: UnitCountInput[] | null;
  @Field(() => [UnitTypeEnum], {
    nullable: true,
    description:
      'Unit types, first lost first; unlisted types follow, cheapest first; transports always last (UNIT-7; in pacific-2001 like any unit, AMBIG-48).',
  })
  @IsOptional()
  @ArrayMaxSize(40)
  @IsString({ each: true })
  attackerOrderOfLoss?: string[] | null;
  @Field(() => [UnitTypeEnum], { nullable: true, description: 'As attackerOrderOfLoss, for the defender.' })
  @IsOptional()
  @ArrayMaxSize(40)
  @IsString({ each: true })
  defenderOrderOfLoss?: string[] | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Stop after this many rounds (1 to 100); the rest is reported as unfinished. Default: fought to the end.',
  })
  @IsOptional()
  @IsInt()
  maxRounds?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "pacific-2001 (RULES §7, AMBIG-39): a battle of Japan's first turn, where the defenders (leave out Chinese ones) fight at most at 1 with no support. Default: false.",
  })
  @IsOptional()
  @IsBoolean()
  surpriseAttack?: boolean | null;
  @Field(() => [String], {
    nullable: true,
    description:
      'Optional rules (RULES §8) the battle is fought with, as a game records them; those that change fire apply (hr01-battleship-two-dice).',
  })
  @IsOptional()
  @ArrayMaxSize(40)
  @IsString({ each: true })
  options?: string[] | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'CBT-8 retreat policy: the attacker retreats at the end of this round (1 to 100) if the battle goes on, keeping its units (attackerRetreats). Default: never.',
  })
  @IsOptional()
  @IsInt()
  retreatAfterRound?: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      'CBT-8 retreat policy: at the end of each round, the attacker retreats when its chance to win from there (fighting on by the same policy) is below this (0 to 1). Default: never.',
  })
  @IsOptional()
  @IsNumber()
  retreatBelowWinChance?: number | null;
  @Field(() => [UnitTypeEnum], {
    nullable: true,
    description:
      'Any order of loss, one entry per unit, first lost first (a type listed n times: its first n losses there); units not listed follow by attackerOrderOfLoss. Damage to a battleship or carrier still comes first.',
  })
  @IsOptional()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  attackerUnitOrder?: string[] | null;
  @Field(() => [UnitTypeEnum], { nullable: true, description: 'As attackerUnitOrder, for the defender.' })
  @IsOptional()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  defenderUnitOrder?: string[] | null;
}

@ObjectType({ description: 'How many units of a type fought and how many are expected to be left.' })
export class ExpectedSurvivors {
  @Field(() => UnitTypeEnum, { description: 'The unit type.' }) unitType: string;
  @Field(() => Int, { description: 'How many fought.' }) count: number;
  @Field(() => Float, { description: 'Expected number left at the end; a damaged battleship or carrier counts as left.' }) expected: number;
}

@ObjectType({ description: 'The exact odds of one battle fought to the end or to the retreat its policy says (docs/battle-odds.md).' })
export class BattleOdds {
  @Field({ description: 'The ruleset used.' }) rulesetId: string;
  @Field(() => BattleKind, { description: 'Land or sea battle.' }) kind: BattleKind;
  @Field(() => Float, {
    description:
      'The attacker has units left and the defender none (transports alone against armed enemies die, UNIT-7; not in pacific-2001, AMBIG-48).',
  })
  attackerWins: number;
  @Field(() => Float, { description: 'The defender has units left (an AA gun counts: it is never a casualty) and the attacker none.' })
  defenderWins: number;
  @Field(() => Float, {
    description: 'Both sides destroyed, or neither side can hurt the other (e.g. submarines against planes without a destroyer, CBT-9).',
  })
  draw: number;
  @Field(() => Float, { description: 'Still undecided after maxRounds rounds; 0 when no cap was given.' })
  unfinished: number;
  @Field(() => Float, { description: 'The attacker retreated by its retreat policy (CBT-8), keeping its units left; 0 without a policy.' })
  attackerRetreats: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Land battles: the attacker wins with a land unit left, so it captures (CAP-1). Null for sea battles.',
  })
  attackerCaptures: number | null;
  @Field(() => [ExpectedSurvivors], { description: 'How many of each attacking type survive on average.' })
  expectedAttackerSurvivors: ExpectedSurvivors[];
  @Field(() => [ExpectedSurvivors], { description: 'AA guns and facilities are not listed: they are never casualties.' })
  expectedDefenderSurvivors: ExpectedSurvivors[];
  @Field(() => Float, {
    description: 'Expected cost (PUs) of the attacking units destroyed; damage to a battleship or carrier is not counted.',
  })
  expectedAttackerLossPUs: number;
  @Field(() => Float, { description: 'PUs the defender loses on average.' }) expectedDefenderLossPUs: number;
  @Field(() => Float, { description: 'Expected number of rounds fought; AA fire is part of round 1.' }) rounds: number;
  @Field(() => [UnitTypeEnum], {
    description:
      'The order of loss used, first lost first; a battleship or carrier always takes its first hit as damage before anything dies.',
  })
  attackerOrderOfLoss: string[];
  @Field(() => [UnitTypeEnum], { description: 'The order in which the defender loses its units (first lost first).' })
  defenderOrderOfLoss: string[];
  @Field(() => Int, { description: 'Distinct battle states the computation evaluated.' }) states: number;
}
