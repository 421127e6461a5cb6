// GraphQL type of a pending victory (RULES §1.4, VIC-3 / AMBIG-14).
import { Field, Int, ObjectType } from 'type-graphql';
import { SideEnum } from './enums';
import { PowerEnum } from './id-enums';

@ObjectType('VictoryPending', {
  description:
    "VIC-3: a victory condition that held at the end of `power`'s turn in `round`; `side` wins if it still holds at the end of `power`'s next turn.",
})
export class VictoryPendingType {
  @Field(() => SideEnum, { description: 'AXIS or ALLIES.' }) side: string;
  @Field(() => PowerEnum, { description: 'The power at the end of whose next turn it is checked again.' }) power: string;
  @Field(() => Int, { description: 'The round it first held in.' }) round: number;
}
