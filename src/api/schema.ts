// Builds the GraphQL schema from the resolvers. Inputs are validated by
// class-validator; failures become BAD_USER_INPUT errors without echoing input.
import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { CommandResolver } from './resolvers/commands';
import { CourseResolver } from './resolvers/course';
import { DiceResolver } from './resolvers/dice';
import { GameResolver } from './resolvers/game';
import { RecordResolver } from './resolvers/record';
import { CombatResolver } from './resolvers/combat';
import { PositionResolver } from './resolvers/position';
import { MovementResolver } from './resolvers/movement';
import { OddsResolver } from './resolvers/odds';
import { KamikazeResolver } from './resolvers/kamikaze';
import { RulesetResolver } from './resolvers/ruleset';
import { EventResolver } from './resolvers/events';
import { DecisionResolver } from './resolvers/decisions';
import { MoveTargetsResolver } from './resolvers/move-targets';
import { SeatsResolver } from './resolvers/seats';
import { RulingsResolver } from './resolvers/rulings';
import { ClocksResolver } from './resolvers/clocks';
import { BotSeatsResolver } from './resolvers/bots';
import { SubscriptionResolver } from './resolvers/subscriptions';
import { resolveUnionsAtOnce } from './union-types';
import { validateInput } from './validation';

let built: Promise<GraphQLSchema> | null = null;

export function buildApiSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [
      RulesetResolver,
      GameResolver,
      CourseResolver,
      RecordResolver,
      EventResolver,
      DecisionResolver,
      MoveTargetsResolver,
      CommandResolver,
      SubscriptionResolver,
      DiceResolver,
      MovementResolver,
      PositionResolver,
      CombatResolver,
      OddsResolver,
      KamikazeResolver,
      SeatsResolver,
      RulingsResolver,
      ClocksResolver,
      BotSeatsResolver,
    ],
    validateFn: validateInput,
    // Subscriptions read the event store directly; type-graphql still wants a PubSub.
    pubSub: createPubSub(),
    emitSchemaFile: false,
  }).then(resolveUnionsAtOnce);
  return built;
}
