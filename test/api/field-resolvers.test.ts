// Apollo leaves the schema's resolvers as type-graphql made them (issue 12, the
// mutations row): its default cache control plugin, off in src/api/server.ts,
// would wrap every field's resolver at the first request to collect cache
// hints no field gives, and the bench's mutations ran 15-20 % slower with it.
import { isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { newGame, newId, sendCommand, startTestServer, type TestServer } from './helpers';

/** Every object type's field resolvers (undefined for a field graphql resolves by property). */
function resolvers(schema: GraphQLSchema): Map<string, GraphQLField<unknown, unknown>['resolve']> {
  const found = new Map<string, GraphQLField<unknown, unknown>['resolve']>();
  for (const type of Object.values(schema.getTypeMap()))
    if (isObjectType(type) && !type.name.startsWith('__'))
      for (const field of Object.values(type.getFields())) found.set(`${type.name}.${field.name}`, field.resolve);
  return found;
}

describe('the schema served is not instrumented per field', () => {
  let server: TestServer;
  afterEach(() => server?.stop());

  test('after queries and a mutation, every field keeps the resolver it had', async () => {
    const schema = await buildApiSchema(); // the one schema the server uses (built once per process)
    const before = resolvers(schema);
    expect(before.get('Mutation.endPhase')).toEqual(expect.any(Function));

    server = await startTestServer();
    const game = await newGame(server.data);
    const ended = await sendCommand(server.data, 'endPhase', { commandId: newId(), gameId: game.gameId, seatToken: game.tokens.JAPAN });
    expect(ended.__typename).toBe('CommandAccepted');
    const board = await server.data(`query($g: String!) { board(gameId: $g) { round phase units { id at } } }`, { g: game.gameId });
    expect(board.board.phase).toBe('COMBAT_MOVE');

    const after = resolvers(schema);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const changed = [...after].filter(([name, resolve]) => resolve !== before.get(name)).map(([name]) => name);
    expect({ wrapped: changed.length, first: changed.slice(0, 3) }).toEqual({ wrapped: 0, first: [] });
  });
});
