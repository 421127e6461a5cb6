// GraphQL type of an open kamikaze window (RULES §4.4 KAM-3).
import { Field, Int, ObjectType } from 'type-graphql';
import { PowerEnum } from './id-enums';

@ObjectType('KamikazeWindow', {
  description:
    'KAM-3: `against` has ended its Combat Move with surface warships in kamikaze zones; `by` (Japan) may now spend kamikaze tokens on them ' +
    '(kamikazeAttack, an empty list declines). No battle is fought and no phase ends until it answers.',
})
export class KamikazeWindowType {
  @Field(() => PowerEnum, { description: 'The power that may attack (Japan): it answers from its own seat.' }) by: string;
  @Field(() => PowerEnum, { description: 'The power whose ships may be attacked.' }) against: string;
  @Field(() => [String], { description: 'Unit ids of the ships that may be attacked now.' }) targets: string[];
  @Field(() => Int, { description: 'Tokens `by` has left (KAM-1).' }) tokens: number;
}
