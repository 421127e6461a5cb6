// Mutation inputs, checked by class-validator before any resolver runs.
// Shape errors (a malformed id, a missing field) are validation errors;
// rule errors (zero units, too few PUs) are typed violations from the rules.
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsEnum,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { PhaseName, SeatingMode } from './types/enums';
import { BATTLE_DICE_ORDER } from '../rules';

export const COMMAND_ID = /^[A-Za-z0-9._:-]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
export const NAME = /^[^\u0000-\u001f]+$/;

@InputType()
export abstract class CommandInput {
  @Field({
    description:
      'Client-chosen id, new for every command (a random UUID is best): the same id sent again with the same input by the same seat is ' +
      'applied once and answered with the first result; with anything else it is refused with COMMAND_ID_REUSED.',
  })
  @Length(1, 100)
  @Matches(COMMAND_ID, { message: 'commandId may only hold letters, digits and . _ : -' })
  commandId: string;
}

export const SECRET_COMMAND_ID_MESSAGE =
  'commandId must be a new random UUID (version 4, e.g. from crypto.randomUUID()): the token this command returns is derived from it, ' +
  'and only a retry with the same id gets it again';

/**
 * Commands that hand out a token (createGame, createGameFromPosition, takeSeat): their id is the
 * sender's secret, the only proof that a retry comes from the sender (docs/security.md).
 */
@InputType()
export abstract class TokenCommandInput {
  @Field({
    description:
      'A new random UUID (version 4) for this request, kept secret like the token: the token is derived from it, and a retry with the same id ' +
      'and the same input gets the same token back. Anything else than a v4 UUID is refused (BAD_USER_INPUT); the same id with other input ' +
      'is refused with COMMAND_ID_REUSED.',
  })
  @IsUUID('4', { message: SECRET_COMMAND_ID_MESSAGE })
  commandId: string;
}

@InputType()
export abstract class GameCommandInput extends CommandInput {
  @Field() @IsUUID() gameId: string;
}

@InputType()
export abstract class SeatCommandInput extends GameCommandInput {
  // Optional in the schema so that a missing token is a typed NOT_AUTHORIZED violation, like a wrong one.
  @Field(() => String, {
    nullable: true,
    description: 'The token takeSeat returned for the acting seat. Missing, empty or wrong: the command is refused with NOT_AUTHORIZED.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  seatToken?: string | null;
}

/** What every way of creating a game takes besides its board: its id, whether it is rated, and practice dice. */
@InputType()
export abstract class NewGameInput extends TokenCommandInput {
  @Field({
    nullable: true,
    description: 'Id for the new game; when omitted, derived from commandId by a keyed hash (so a retry finds the same game).',
  })
  @IsOptional()
  @IsUUID()
  gameId?: string;
  @Field({ defaultValue: false, description: 'A rated or tournament game: it can never have diceSeed or scriptedDice.' })
  @IsBoolean()
  rated: boolean;
  @Field(() => SeatingMode, {
    defaultValue: SeatingMode.OPEN,
    description:
      'How the seats are given: OPEN, to whoever asks first, or INVITATION, only with a code the organizer issues per seat (docs/seats.md).',
  })
  @IsEnum(SeatingMode)
  seating: SeatingMode;
  @Field(() => String, {
    nullable: true,
    description:
      'Practice and testing: the dice seed, given by the creator instead of drawn secretly by the server. It is recorded in the ' +
      'first event (marked seedSource "creator"), so anyone who knows the derivation in docs/dice.md can predict every roll. ' +
      'Refused in a rated game.',
  })
  @IsOptional()
  @Length(1, 200)
  @Matches(NAME, { message: 'diceSeed may not hold control characters' })
  diceSeed?: string | null;
  @Field(() => [Int], {
    nullable: true,
    description:
      "Practice and testing: die values (1 to 6, at most 10000) used in order for the game's first rolls, after which the " +
      'dice come from the seed. Recorded in the first event; refused in a rated game. ' +
      BATTLE_DICE_ORDER,
  })
  @IsOptional()
  @ArrayMaxSize(10000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(6, { each: true })
  scriptedDice?: number[] | null;
}

@InputType()
export class CreateGameInput extends NewGameInput {
  @Field({ defaultValue: 'pacific-1940' }) @Length(1, 60) @Matches(COMMAND_ID) rulesetId: string;
  @Field(() => [String], { defaultValue: [], description: 'Optional rules to switch on (see optionalRules).' })
  @ArrayMaxSize(40)
  @IsString({ each: true })
  @Length(1, 60, { each: true })
  options: string[];
  @Field({ defaultValue: 'Untitled game' }) @Length(1, 100) @Matches(NAME) name: string;
}

@InputType()
export class TakeSeatInput extends TokenCommandInput {
  @Field() @IsUUID() gameId: string;
  @Field({ description: 'Power id, e.g. "Japan".' }) @Length(1, 40) power: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Your own contribution to the game's dice seed (any text, up to 200 characters; public, recorded in SeatTaken). " +
      'Accepted only before the first roll of the game: see docs/dice.md.',
  })
  @IsOptional()
  @Length(1, 200)
  @Matches(NAME, { message: 'entropy may not hold control characters' })
  entropy?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Games seated by invitation: the seat's invitation code, from the organizer (inviteToSeat). Ignored in games with open seats.",
  })
  @IsOptional()
  @Length(1, 200)
  invitationCode?: string | null;
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
  @Field(() => PhaseName, {
    nullable: true,
    description: 'If given, must be the current phase (guards against ending two phases by a double click).',
  })
  @IsOptional()
  @IsIn(Object.values(PhaseName))
  phase?: PhaseName;
}

@InputType()
export class DeclareWarInput extends SeatCommandInput {
  @Field() @Length(1, 40) against: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Which of the power\'s declarations covering `against` (RULES §6, 2E: Japan\'s "all" brings every Ally); the first one the ruleset lists when absent.',
  })
  @IsOptional()
  @Length(1, 40)
  declaration?: string | null;
}

@InputType()
export class DisruptConvoyInput extends SeatCommandInput {
  @Field({ description: 'The power whose Collect Income phase it is.' }) @Length(1, 40) victim: string;
  @Field() @Length(1, 60) seaZone: string;
}

@InputType('PhaseMarkInput', { description: 'A round, power and phase of a game, for replays by turn.' })
export class PhaseMarkInput {
  @Field(() => Int) @Min(1) @Max(1000) round: number;
  @Field() @Length(1, 40) power: string;
  @Field(() => PhaseName) phase: string;
}
