// Builds the GraphQL schema from the resolvers. Inputs are validated by
// class-validator; failures become BAD_USER_INPUT errors without echoing input.
import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { assertValidSchema, type GraphQLSchema } from 'graphql';
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
    // type-graphql checks the schema it built by running the whole introspection query against it, most of the
    // build's time (issue 29: about 60 % of it at a server's start); graphql-js's own validation of the schema,
    // below, is what finds a schema's errors in that run, and is kept on the schema for every request after.
    skipCheck: true,
  })
    .then((schema) => {
      assertValidSchema(schema);
      return schema;
    })
    .then(resolveUnionsAtOnce);
  return built;
}
