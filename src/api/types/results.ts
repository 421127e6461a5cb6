// Typed command results: accepted with its events, or a rule violation.
import { createUnionType, Field, ObjectType } from 'type-graphql';
import { Game, GameEventType } from './game';
import { PositionProblemType } from './position';

@ObjectType('RuleViolation', { description: 'A refused command: nothing was appended. Branch on `code`.' })
export class RuleViolationType {
  @Field({ description: 'Stable machine code, e.g. INSUFFICIENT_PUS.' }) code: string;
  @Field() message: string;
  @Field({ description: 'RULES.md id(s) of the rule, e.g. "MOB-2".' }) rule: string;
  @Field(() => [PositionProblemType], {
    nullable: true,
    description: 'INVALID_POSITION and INVALID_EDIT: every problem found, each with its path (docs/positions.md).',
  })
  problems?: PositionProblemType[] | null;
}

@ObjectType({ description: 'An applied command and the events it appended.' })
export class CommandAccepted {
  @Field() gameId: string;
  @Field(() => [GameEventType]) events: GameEventType[];
  @Field(() => Game) game: Game;
  @Field({ description: 'True when this command id had been applied before: nothing new was written.' }) duplicate: boolean;
}

@ObjectType()
export class GameCreated {
  @Field(() => Game) game: Game;
  @Field(() => [GameEventType]) events: GameEventType[];
  @Field({ description: 'The organizer token, shown only here. Keep it.' }) organizerToken: string;
  @Field() duplicate: boolean;
}

@ObjectType()
export class SeatGranted {
  @Field() power: string;
  @Field({ description: 'The seat token, shown only here: send it with every command of this seat.' }) seatToken: string;
  @Field(() => Game) game: Game;
  @Field(() => [GameEventType]) events: GameEventType[];
  @Field() duplicate: boolean;
}

const resolveViolation = (v: object) => ('code' in v ? RuleViolationType : undefined);

export const CommandResult = createUnionType({
  name: 'CommandResult',
  types: () => [CommandAccepted, RuleViolationType] as const,
  resolveType: (v) => resolveViolation(v) ?? CommandAccepted,
});

export const CreateGameResult = createUnionType({
  name: 'CreateGameResult',
  types: () => [GameCreated, RuleViolationType] as const,
  resolveType: (v) => resolveViolation(v) ?? GameCreated,
});

export const TakeSeatResult = createUnionType({
  name: 'TakeSeatResult',
  types: () => [SeatGranted, RuleViolationType] as const,
  resolveType: (v) => resolveViolation(v) ?? SeatGranted,
});
