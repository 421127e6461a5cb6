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
} from './class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { PowerEnum, UnitTypeEnum } from './types/id-enums';
import { PhaseName, SeatingMode, WarDeclarationEnum } from './types/enums';
import { BATTLE_DICE_ORDER } from '../rules';
import { ClocksInput } from './types/clock-input';

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
  @Field({ description: 'The game (its id, a UUID).' }) @IsUUID() gameId: string;
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
  @Field(() => ClocksInput, {
    nullable: true,
    description:
      'The clocks (docs/clocks.md): a budget per player with an increment per turn, or a deadline per wait, and the time-out policy. Omitted: no clocks.',
  })
  @IsOptional()
  @ValidateNested()
  clocks?: ClocksInput | null;
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

@InputType({ description: 'createGame: a new game of a ruleset.' })
export class CreateGameInput extends NewGameInput {
  @Field({ defaultValue: 'pacific-1940', description: 'The ruleset to play (see `rulesets`; only playable ones).' })
  @Length(1, 60)
  @Matches(COMMAND_ID)
  rulesetId: string;
  @Field(() => [String], { defaultValue: [], description: 'Optional rules to switch on (see optionalRules).' })
  @ArrayMaxSize(40)
  @IsString({ each: true })
  @Length(1, 60, { each: true })
  options: string[];
  @Field({ defaultValue: 'Untitled game', description: 'A name for the game, shown in game lists.' })
  @Length(1, 100)
  @Matches(NAME)
  name: string;
}

@InputType({ description: "takeSeat: a player's seat in a game, named by any power the player plays." })
export class TakeSeatInput extends TokenCommandInput {
  @Field({ description: 'The game (its id, a UUID).' }) @IsUUID() gameId: string;
  @Field(() => PowerEnum, {
    description:
      "A power of the player whose seat to take: the seat is that player's (pacific-2001: INDIA or AUSTRALIA take Great Britain's, " +
      "CHINA or USA the USA's; RULES §7, AMBIG-43). `game.players` lists the players and their powers.",
  })
  @Length(1, 40)
  power: string;
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

@InputType({ description: 'A number of units of one type.' })
export class UnitCountInput {
  @Field(() => UnitTypeEnum, { description: 'The unit type.' }) @Length(1, 40) unitType: string;
  @Field(() => Int, { description: 'How many (at most 1000).' }) @IsInt() @Max(1000) count: number;
}

@InputType({ description: 'purchaseUnits (PUR-2): units to buy in Purchase.' })
export class PurchaseUnitsInput extends SeatCommandInput {
  @Field(() => [UnitCountInput], { description: 'What to buy: unit types and counts (PUR-2).' })
  @ArrayMinSize(1)
  @ArrayMaxSize(40)
  @ValidateNested({ each: true })
  units: UnitCountInput[];
}

@InputType({ description: 'One facility to repair.' })
export class RepairInput {
  @Field({ description: 'Where the facility is.' }) @Length(1, 60) territory: string;
  @Field(() => UnitTypeEnum, { description: 'The facility: FACTORY_MINOR, FACTORY_MAJOR, AIRFIELD or HARBOUR.' })
  @Length(1, 40)
  unitType: string;
  @Field(() => Int, { description: 'Points of damage to repair, 1 PU each (PUR-3).' }) @IsInt() @Max(1000) points: number;
}

@InputType({ description: 'repairFacilities (PUR-3): facilities to repair in Purchase.' })
export class RepairFacilitiesInput extends SeatCommandInput {
  @Field(() => [RepairInput], { description: 'The repairs to make.' })
  @ArrayMinSize(1)
  @ArrayMaxSize(40)
  @ValidateNested({ each: true })
  repairs: RepairInput[];
}

@InputType({ description: 'Units of one type to place in one place.' })
export class PlacementInput {
  @Field(() => UnitTypeEnum, { description: 'The unit type.' }) @Length(1, 40) unitType: string;
  @Field(() => Int, { description: 'How many.' }) @IsInt() @Max(1000) count: number;
  @Field({ description: 'Factory territory, adjacent sea zone, or (China) any territory it holds.' }) @Length(1, 60) territory: string;
  @Field({ nullable: true, description: 'The factory placing a sea unit, when the zone touches several.' })
  @IsOptional()
  @Length(1, 60)
  factory?: string;
}

@InputType({ description: 'placeUnits (MOB): units bought to place in Mobilize.' })
export class PlaceUnitsInput extends SeatCommandInput {
  @Field(() => [PlacementInput], {
    description: "Where to place the units bought (MOB; pendingDecisions' placements say where each may go).",
  })
  @ArrayMinSize(1)
  @ArrayMaxSize(60)
  @ValidateNested({ each: true })
  placements: PlacementInput[];
}

@InputType({ description: 'endPhase: ends the current phase.' })
export class EndPhaseInput extends SeatCommandInput {
  @Field(() => PhaseName, {
    nullable: true,
    description: 'If given, must be the current phase (guards against ending two phases by a double click).',
  })
  @IsOptional()
  @IsIn(Object.values(PhaseName))
  phase?: PhaseName;
}

@InputType({ description: 'declareWar (POL-8): a declaration of war in Purchase.' })
export class DeclareWarInput extends SeatCommandInput {
  @Field(() => PowerEnum, { description: 'The power to declare war on (POL-8).' }) @Length(1, 40) against: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Which of the power\'s declarations covering `against` (RULES §6, 2E: Japan\'s "all" brings every Ally); the first one the ruleset lists when absent.',
    deprecationReason: 'Use declarationId: the same with the WarDeclaration enum ("all" is ALL, "uk-anzac" UK_ANZAC). Still accepted.',
  })
  @IsOptional()
  @Length(1, 40)
  declaration?: string | null;
  @Field(() => WarDeclarationEnum, {
    nullable: true,
    description:
      "Which of the power's declarations covering `against` (RULES §6, 2E: Japan's ALL brings every Ally); the first one the ruleset lists when absent. With `declaration` as well, the two must agree.",
  })
  @IsOptional()
  @IsIn(Object.values(WarDeclarationEnum))
  declarationId?: string | null;
}

@InputType({ description: 'disruptConvoy (CNV-7): an act of war against a power at peace.' })
export class DisruptConvoyInput extends SeatCommandInput {
  @Field(() => PowerEnum, { description: 'The power whose Collect Income phase it is.' }) @Length(1, 40) victim: string;
  @Field({ description: 'The convoy zone to disrupt (CNV-7).' }) @Length(1, 60) seaZone: string;
}

@InputType('PhaseMarkInput', { description: 'A round, power and phase of a game, for replays by turn.' })
export class PhaseMarkInput {
  @Field(() => Int, { description: 'The round.' }) @Min(1) @Max(1000) round: number;
  @Field(() => PowerEnum, { description: 'The power whose turn it is.' }) @Length(1, 40) power: string;
  @Field(() => PhaseName, { description: 'The phase.' }) phase: string;
}
