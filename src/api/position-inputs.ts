// Inputs of the position mutations (docs/positions.md). The position and the
// edits are JSON: their shape is checked by the rules against
// docs/position.schema.json and docs/position-edits.schema.json, so that every
// problem comes back with its path in one typed RuleViolation.
import { GraphQLJSONObject } from 'graphql-scalars';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, IsUUID, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CommandInput, GameCommandInput, NAME } from './inputs';

@InputType()
export class CreateGameFromPositionInput extends CommandInput {
  @Field(() => GraphQLJSONObject, { description: 'A position document (format "pacific-position/1", see docs/positions.md).' })
  @IsObject()
  position: Record<string, unknown>;
  @Field({ defaultValue: 'Set-up game' }) @Length(1, 100) @Matches(NAME) name: string;
  @Field({ nullable: true, description: 'Id for the new game; derived from commandId when omitted.' })
  @IsOptional()
  @IsUUID()
  gameId?: string;
  @Field({ defaultValue: false, description: 'A rated or tournament game: it can never have diceSeed or scriptedDice.' })
  @IsBoolean()
  rated: boolean;
  @Field(() => String, { nullable: true, description: 'Practice and testing: the dice seed (as in createGame).' })
  @IsOptional()
  @Length(1, 200)
  @Matches(NAME, { message: 'diceSeed may not hold control characters' })
  diceSeed?: string | null;
  @Field(() => [Int], { nullable: true, description: "Practice and testing: die values used in order for the game's first rolls (as in createGame)." })
  @IsOptional()
  @ArrayMaxSize(10000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(6, { each: true })
  scriptedDice?: number[] | null;
}

@InputType()
export class EditPositionInput extends GameCommandInput {
  // Optional in the schema so that a missing token is a typed NOT_AUTHORIZED violation, like a wrong one.
  @Field(() => String, { nullable: true, description: 'The organizer token createGame or createGameFromPosition returned. Anything else: NOT_AUTHORIZED.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  organizerToken?: string | null;
  @Field(() => [GraphQLJSONObject], {
    description: 'Edits applied in order, e.g. { op: "setPUs", power: "UK", pus: 30 }; ops: addUnits, removeUnits, setOwner, setPUs, setDamage, setRelation, setKamikaze.',
  })
  @IsArray()
  @ArrayMaxSize(200)
  @IsObject({ each: true })
  edits: Record<string, unknown>[];
  @Field({ description: 'Why the position is edited: recorded in the event, shown in every replay.' })
  @IsString()
  @MaxLength(1000)
  reason: string;
}
