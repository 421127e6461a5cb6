// GraphQL type of one problem in a position document or an organizer edit.
import { Field, ObjectType } from 'type-graphql';
import { PositionProblemCodeEnum } from './enums';

@ObjectType('PositionProblem', { description: 'One problem in a position document or an edit (docs/positions.md lists the codes).' })
export class PositionProblemType {
  @Field({
    description: 'Where: a JSON path into the document or the edit, e.g. territories["Java"].units[1].type or edits[0].unitIds[2].',
  })
  path: string;
  @Field(() => PositionProblemCodeEnum, {
    description:
      'Stable machine code, e.g. SHIP_ON_LAND, UNKNOWN_TERRITORY, CARRIER_OVERLOADED (the PositionProblemCode enum lists them all).',
  })
  code: string;
  @Field({ description: 'What is wrong, in English.' }) message: string;
}
