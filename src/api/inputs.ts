// Mutation inputs, checked by class-validator before any resolver runs.
// Shape errors (a malformed id, a missing field) are validation errors;
// rule errors (zero units, too few PUs) are typed violations from the rules.
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { PhaseName } from './types/enums';

const COMMAND_ID = /^[A-Za-z0-9._:-]+$/;
const NAME = /^[^\u0000-\u001f]+$/;

@InputType()
abstract class CommandInput {
  @Field({ description: 'Client-chosen id (e.g. a UUID): the same id sent again is applied once.' })
  @Length(1, 100)
  @Matches(COMMAND_ID, { message: 'commandId may only hold letters, digits and . _ : -' })
  commandId: string;
}

@InputType()
abstract class GameCommandInput extends CommandInput {
  @Field() @IsUUID() gameId: string;
}

@InputType()
abstract class SeatCommandInput extends GameCommandInput {
  @Field({ description: 'The token takeSeat returned for the acting seat.' })
  @Length(1, 200)
  seatToken: string;
}

@InputType()
export class CreateGameInput extends CommandInput {
  @Field({ defaultValue: 'pacific-1940' }) @Length(1, 60) @Matches(COMMAND_ID) rulesetId: string;
  @Field(() => [String], { defaultValue: [], description: 'Optional rules to switch on (see optionalRules).' })
  @ArrayMaxSize(40)
  @IsString({ each: true })
  @Length(1, 60, { each: true })
  options: string[];
  @Field({ defaultValue: 'Untitled game' }) @Length(1, 100) @Matches(NAME) name: string;
  @Field({ nullable: true, description: 'Id for the new game; derived from commandId when omitted.' })
  @IsOptional()
  @IsUUID()
  gameId?: string;
}

@InputType()
export class TakeSeatInput extends GameCommandInput {
  @Field({ description: 'Power id, e.g. "Japan".' }) @Length(1, 40) power: string;
}

@InputType()
export class UnitCountInput {
  @Field() @Length(1, 40) unitType: string;
  @Field(() => Int) @IsInt() @Max(1000) count: number;
}

@InputType()
export class PurchaseUnitsInput extends SeatCommandInput {
  @Field(() => [UnitCountInput]) @ArrayMinSize(1) @ArrayMaxSize(40) @ValidateNested({ each: true }) units: UnitCountInput[];
}

@InputType()
export class RepairInput {
  @Field() @Length(1, 60) territory: string;
  @Field({ description: 'factory_minor, factory_major, airfield or harbour.' }) @Length(1, 40) unitType: string;
  @Field(() => Int) @IsInt() @Max(1000) points: number;
}

@InputType()
export class RepairFacilitiesInput extends SeatCommandInput {
  @Field(() => [RepairInput]) @ArrayMinSize(1) @ArrayMaxSize(40) @ValidateNested({ each: true }) repairs: RepairInput[];
}

@InputType()
export class PlacementInput {
  @Field() @Length(1, 40) unitType: string;
  @Field(() => Int) @IsInt() @Max(1000) count: number;
  @Field({ description: 'Factory territory, adjacent sea zone, or (China) any territory it holds.' }) @Length(1, 60) territory: string;
  @Field({ nullable: true, description: 'The factory placing a sea unit, when the zone touches several.' })
  @IsOptional()
  @Length(1, 60)
  factory?: string;
}

@InputType()
export class PlaceUnitsInput extends SeatCommandInput {
  @Field(() => [PlacementInput]) @ArrayMinSize(1) @ArrayMaxSize(60) @ValidateNested({ each: true }) placements: PlacementInput[];
}

@InputType()
export class EndPhaseInput extends SeatCommandInput {
  @Field(() => PhaseName, { nullable: true, description: 'If given, must be the current phase (guards against ending two phases by a double click).' })
  @IsOptional()
  @IsIn(Object.values(PhaseName))
  phase?: PhaseName;
}

@InputType()
export class DeclareWarInput extends SeatCommandInput {
  @Field() @Length(1, 40) against: string;
}

@InputType()
export class DisruptConvoyInput extends SeatCommandInput {
  @Field({ description: 'The power whose Collect Income phase it is.' }) @Length(1, 40) victim: string;
  @Field() @Length(1, 60) seaZone: string;
}
