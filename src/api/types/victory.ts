// GraphQL type of a pending victory (RULES §1.4, VIC-3 / AMBIG-14).
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('VictoryPending', {
  description:
    "VIC-3: a victory condition that held at the end of `power`'s turn in `round`; `side` wins if it still holds at the end of `power`'s next turn.",
})
export class VictoryPendingType {
  @Field({ description: '"Axis" or "Allies".' }) side: string;
  @Field() power: string;
  @Field(() => Int) round: number;
}
