// GraphQL types for movement questions.
import { Field, Int, ObjectType } from 'type-graphql';
import { RuleViolationType } from './results';

@ObjectType('Destination', { description: 'A place the units can legally move to now, with a route there.' })
export class DestinationType {
  @Field() territory: string;
  @Field(() => [String], { description: 'The places after the start, in order: send it as the route of moveUnits.' }) route: string[];
  @Field(() => Int, { description: 'Least movement any of the units would have left.' }) movementLeft: number;
  @Field({ description: 'A battle would be fought there.' }) battle: boolean;
  @Field(() => [String], { description: 'Territories the move would take.' }) captures: string[];
  @Field(() => [String], { description: 'Powers the move would bring into war (an act of war, POL-7).' }) warWith: string[];
}

@ObjectType('MoveCheck', { description: 'Whether a move is legal, without making it: the same checks and codes as moveUnits.' })
export class MoveCheckType {
  @Field() legal: boolean;
  @Field(() => RuleViolationType, { nullable: true }) violation: RuleViolationType | null;
  @Field() battle: boolean;
  @Field(() => [String]) captures: string[];
  @Field(() => [String]) warWith: string[];
}

@ObjectType('MovableUnit')
export class MovableUnitType {
  @Field() id: string;
  @Field() type: string;
  @Field() at: string;
  @Field(() => Int) movementLeft: number;
}
