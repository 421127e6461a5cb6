// The baseline server of the GraphQL rows: Apollo Server 5 with a single
// mutation that adds to a counter, served by Apollo's own standalone HTTP
// server (node:http). Plain JavaScript, so that it starts and runs like the
// compiled engine (no transpiling at start). Whatever the engine costs beyond
// this is its own.
const { ApolloServer } = require('@apollo/server');
const { startStandaloneServer } = require('@apollo/server/standalone');

const typeDefs = `#graphql
  type Query { count: Int! }
  type Mutation { bump(by: Int!): Int! }
`;
let count = 0;
const resolvers = {
  Query: { count: () => count },
  Mutation: { bump: (_, args) => (count += args.by) },
};

async function main() {
  const server = new ApolloServer({ typeDefs, resolvers });
  const { url } = await startStandaloneServer(server, { listen: { port: Number(process.env.PORT || 4100), host: '127.0.0.1' } });
  console.log(`trivial apollo listening on ${url}`);
  process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
