// pendingDecisions in the API's own words: the mutations that answer a decision,
// named as the schema names them (the rules name their commands ChooseCasualties;
// the mutation is chooseCasualties).
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { PendingDecisionType } from '../types/decisions';

/** "ChooseCasualties" -> "chooseCasualties": each rules command is the mutation of that name. */
export const mutationOf = (command: string) => command[0].toLowerCase() + command.slice(1);

@Resolver(() => PendingDecisionType)
export class DecisionResolver {
  @FieldResolver(() => [String], {
    description:
      'The mutations that answer it, as the schema names them (e.g. chooseCasualties); `commands` has the same in the rules’ names.',
  })
  mutations(@Root() decision: PendingDecisionType): string[] {
    return decision.commands.map(mutationOf);
  }
}
