// A second baseline of the mutations row: the floor of the stack the product
// card names. Apollo Server 5 (its standalone server, as the trivial baseline)
// with a type-graphql schema, one mutation whose input class-validator checks
// as the engine's EndPhaseInput is checked, and a union result of the engine's
// endPhase answer's shape (two events, the game's round, power and phase). The
// resolver does nothing else: no rules, no store, no request log, no CORS, no
// limits. Apollo's options are the engine's where they bear on speed (the
// cache control plugin is off in both). What the engine costs beyond this is
// its own; what this costs beyond the trivial server is the stack's.
//
// Run with ts-node (decorators); the row measures it after a warm-up, so its
// start does not count.
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { startStandaloneServer } from '@apollo/server/standalone';
import { Length, Matches } from 'class-validator';
import { Arg, createUnionType, Field, InputType, Int, Mutation, ObjectType, Query, Resolver, buildSchema } from 'type-graphql';

@InputType()
class EndPhaseInput {
  @Field()
  @Length(1, 100)
  @Matches(/^[A-Za-z0-9._:-]+$/)
  commandId: string;

  @Field()
  @Length(1, 100)
  gameId: string;

  @Field()
  @Length(1, 1000)
  seatToken: string;
}

@ObjectType()
class EventRef {
  @Field(() => Int)
  number: number;

  @Field()
  type: string;
}

@ObjectType()
class GameRef {
  @Field(() => Int)
  round: number;

  @Field()
  currentPower: string;

  @Field()
  phase: string;
}

@ObjectType()
class CommandAccepted {
  @Field(() => [EventRef])
  events: EventRef[];

  @Field(() => GameRef)
  game: GameRef;
}

@ObjectType()
class RuleViolation {
  @Field()
  code: string;
}

const EndPhaseResult = createUnionType({
  name: 'EndPhaseResult',
  types: () => [CommandAccepted, RuleViolation] as const,
  resolveType: (value) => ('code' in value ? 'RuleViolation' : 'CommandAccepted'),
});

let appended = 0;

@Resolver()
class FloorResolver {
  @Query(() => Int)
  count(): number {
    return appended;
  }

  @Mutation(() => EndPhaseResult)
  endPhase(@Arg('input') input: EndPhaseInput): CommandAccepted {
    appended += 2;
    return Object.assign(new CommandAccepted(), {
      events: [
        { number: appended - 1, type: 'PhaseEnded' },
        { number: appended, type: 'PhaseStarted' },
      ],
      game: { round: 1, currentPower: input.gameId.length > 0 ? 'JAPAN' : 'USA', phase: 'combatMove' },
    });
  }
}

async function main() {
  const schema = await buildSchema({ resolvers: [FloorResolver], validate: true });
  const server = new ApolloServer({ schema, plugins: [ApolloServerPluginCacheControlDisabled()] });
  const { url } = await startStandaloneServer(server, { listen: { port: Number(process.env.PORT || 4100), host: '127.0.0.1' } });
  console.log(`stack floor listening on ${url}`);
  process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
