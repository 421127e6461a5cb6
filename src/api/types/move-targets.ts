// GraphQL types of a movement decision's targets (issue 25): where each group
// of alike movable units can go in this phase, attack or not (AMBIG-45), from
// the same rules as legalDestinations. Kept apart from decisions.ts, which
// other decision fields share.
import { Field, Int, ObjectType } from 'type-graphql';
import { PowerEnum, UnitTypeEnum } from './id-enums';
import { DestinationType } from './movement';

@ObjectType('MoveTarget', {
  description: 'A place a unit of the group can legally move to now (as legalDestinations answers), and whether ending there attacks.',
})
export class MoveTargetType extends DestinationType {
  @Field({
    description:
      'Combat Move: the move attacks there (a battle, a capture or an act of war; MOV-1). false: a move that does not attack, ' +
      'which AMBIG-45 allows ships (a friendly or empty sea zone) and land units boarding a transport; always false in Non-combat Move.',
  })
  attack: boolean;
}

@ObjectType('MoveTargetGroup', {
  description:
    'Movable units that stand alike (type, power, place, movement left, carrier, damage, cargo): each of them may go alone to every target.',
})
export class MoveTargetGroupType {
  @Field(() => UnitTypeEnum, { description: 'Their unit type.' }) unitType: string;
  @Field(() => PowerEnum, { description: 'Their owner (the power whose move it is, RULES §7 AMBIG-43 in a joint step).' }) power: string;
  @Field({ description: 'Where they stand.' }) at: string;
  @Field(() => Int, {
    description: 'Movement each has left this turn (pacific-2001: a base where the move ends may add 1, RULES §7 "Bases", AMBIG-44).',
  })
  movementLeft: number;
  @Field(() => [String], { description: 'Their ids.' }) units: string[];
  @Field(() => [MoveTargetType], { description: 'Where one of them may go now, with a route (send it to moveUnits).' })
  targets: MoveTargetType[];
}
