// GraphQL types for movement questions.
import { Field, Int, ObjectType } from 'type-graphql';
import { PowerEnum, UnitTypeEnum } from './id-enums';
import { RuleViolationType } from './results';

@ObjectType('Destination', { description: 'A place the units can legally move to now, with a route there.' })
export class DestinationType {
  @Field({ description: 'The place.' }) territory: string;
  @Field(() => [String], { description: 'The places after the start, in order: send it as the route of moveUnits.' }) route: string[];
  @Field(() => Int, { description: 'Least movement any of the units would have left.' }) movementLeft: number;
  @Field({ description: 'A battle would be fought there.' }) battle: boolean;
  @Field(() => [String], { description: 'Territories the move would take.' }) captures: string[];
  @Field(() => [PowerEnum], { description: 'Powers the move would bring into war (an act of war, POL-7).' }) warWith: string[];
}

@ObjectType('MoveCheck', { description: 'Whether a move is legal, without making it: the same checks and codes as moveUnits.' })
export class MoveCheckType {
  @Field({ description: 'moveUnits would accept it now.' }) legal: boolean;
  @Field(() => RuleViolationType, {
    nullable: true,
    description: 'Why not, when it is not legal: the code, rule and message moveUnits would answer.',
  })
  violation: RuleViolationType | null;
  @Field({ description: 'A battle would be fought where it ends.' }) battle: boolean;
  @Field(() => [String], { description: 'Territories it would take.' }) captures: string[];
  @Field(() => [PowerEnum], { description: 'Powers it would bring into war (POL-7).' }) warWith: string[];
}

@ObjectType('MovableUnit', { description: 'A unit that can still move in this phase.' })
export class MovableUnitType {
  @Field({ description: "The unit's id." }) id: string;
  @Field(() => UnitTypeEnum, { description: 'Its unit type.' }) type: string;
  @Field({ description: 'Where it is.' }) at: string;
  @Field(() => Int, {
    description: 'Movement it has left this turn (pacific-2001: 1 more if its move ends at a base, RULES §7 "Bases", AMBIG-44).',
  })
  movementLeft: number;
}
