// Typed command results: accepted with its events, or a rule violation.
import { createUnionType, Field, ObjectType } from 'type-graphql';
import { ViolationCodeEnum } from './violation-code';
import { PowerEnum } from './id-enums';
import { Game, GameEventType } from './game';
import { PositionProblemType } from './position';

@ObjectType('RuleViolation', { description: 'A refused command: nothing was appended. Branch on `code`.' })
export class RuleViolationType {
  @Field(() => ViolationCodeEnum, { description: 'Why, as a stable code to branch on (the ViolationCode enum is the catalogue).' })
  code: string;
  @Field({ description: 'What happened, in English, for people.' }) message: string;
  @Field({ description: 'RULES.md id(s) of the rule, e.g. "MOB-2".' }) rule: string;
  @Field(() => [PositionProblemType], {
    nullable: true,
    description: 'INVALID_POSITION and INVALID_EDIT: every problem found, each with its path (docs/positions.md).',
  })
  problems?: PositionProblemType[] | null;
}

@ObjectType({ description: 'An applied command and the events it appended.' })
export class CommandAccepted {
  @Field({ description: 'The game.' }) gameId: string;
  @Field(() => [GameEventType], { description: 'The events the command appended.' }) events: GameEventType[];
  @Field(() => Game, { description: 'The game after the command.' }) game: Game;
  @Field({ description: 'True when this command id had been applied before: nothing new was written.' }) duplicate: boolean;
}

@ObjectType({ description: 'A game created: keep the organizer token.' })
export class GameCreated {
  @Field(() => Game, { description: 'The new game.' }) game: Game;
  @Field(() => [GameEventType], { description: 'Its first events.' }) events: GameEventType[];
  @Field({ description: 'The organizer token, shown only here. Keep it.' }) organizerToken: string;
  @Field({ description: 'True when this command id had been applied before: nothing new was written.' }) duplicate: boolean;
}

@ObjectType({ description: 'A seat taken: keep the seat token.' })
export class SeatGranted {
  @Field(() => PowerEnum, { description: 'The power named in the request.' }) power: string;
  @Field(() => PowerEnum, {
    description:
      "The power the seat is recorded under (`Player.seat`, PendingDecision.seat): the player's seat power, which may differ from `power` (pacific-2001: AUSTRALIA takes INDIA's seat, Great Britain's; RULES §7, AMBIG-43).",
  })
  seat: string;
  @Field({ description: 'The player whose seat this is (e.g. "Great Britain").' }) player: string;
  @Field(() => [PowerEnum], { description: 'Every power the seat plays: its token acts for all of them.' }) powers: string[];
  @Field({ description: 'The seat token, shown only here: send it with every command of this seat.' }) seatToken: string;
  @Field(() => Game, { description: 'The game after the seat was taken.' }) game: Game;
  @Field(() => [GameEventType], { description: 'The events appended (SeatTaken).' }) events: GameEventType[];
  @Field({ description: 'True when this command id had been applied before: nothing new was written.' }) duplicate: boolean;
}

const resolveViolation = (v: object) => ('code' in v ? RuleViolationType : undefined);

export const CommandResult = createUnionType({
  name: 'CommandResult',
  description: 'What a command answers: accepted with its events, or refused with a RuleViolation (nothing appended).',
  types: () => [CommandAccepted, RuleViolationType] as const,
  resolveType: (v) => resolveViolation(v) ?? CommandAccepted,
});

export const CreateGameResult = createUnionType({
  name: 'CreateGameResult',
  description: 'The new game with its organizer token, or a RuleViolation.',
  types: () => [GameCreated, RuleViolationType] as const,
  resolveType: (v) => resolveViolation(v) ?? GameCreated,
});

export const TakeSeatResult = createUnionType({
  name: 'TakeSeatResult',
  description: 'The seat with its token, or a RuleViolation.',
  types: () => [SeatGranted, RuleViolationType] as const,
  resolveType: (v) => resolveViolation(v) ?? SeatGranted,
});
