// Inputs of the position mutations (docs/positions.md). The position and the
// edits are JSON: their shape is checked by the rules against
// docs/position.schema.json and docs/position-edits.schema.json, so that every
// problem comes back with its path in one typed RuleViolation.
import { GraphQLJSONObject } from 'graphql-scalars';
import { ArrayMaxSize, IsArray, IsObject, IsOptional, IsString, Length, Matches, MaxLength } from './class-validator';
import { Field, InputType } from 'type-graphql';
import { GameCommandInput, NAME, NewGameInput } from './inputs';

@InputType({ description: 'createGameFromPosition: a new game set up from a position document (docs/positions.md).' })
export class CreateGameFromPositionInput extends NewGameInput {
  @Field(() => GraphQLJSONObject, { description: 'A position document (format "pacific-position/1", see docs/positions.md).' })
  @IsObject()
  position: Record<string, unknown>;
  @Field({ defaultValue: 'Set-up game', description: 'A name for the game, shown in game lists.' })
  @Length(1, 100)
  @Matches(NAME)
  name: string;
}

@InputType({ description: "editPosition: the organizer's edit of a running game, with a reason (docs/positions.md)." })
export class EditPositionInput extends GameCommandInput {
  // Optional in the schema so that a missing token is a typed NOT_AUTHORIZED violation, like a wrong one.
  @Field(() => String, {
    nullable: true,
    description: 'The organizer token createGame or createGameFromPosition returned. Anything else: NOT_AUTHORIZED.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  organizerToken?: string | null;
  @Field(() => [GraphQLJSONObject], {
    description:
      'Edits applied in order, e.g. { op: "setPUs", power: "UK", pus: 30 }; ops: addUnits, removeUnits, setOwner, setPUs, setDamage, setRelation, setKamikaze.',
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
