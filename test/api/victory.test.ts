// Victory through the GraphQL schema (executed directly, no HTTP): Game and Board
// show `victoryPending` while VIC-3 waits for a complete round, then `winner`
// and status "ended" once GameEnded (RULES §1.4, AMBIG-14).
import 'reflect-metadata';
import { graphql, type GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { createServices } from '../../src/app/services';
import { createMemoryEventStore } from '../../src/store/memory';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildApiSchema();
});

const QUERY = `query($id: String!) {
  game(id: $id) { status winner victoryPending { side power round } board { status winner victoryPending { side power round } } }
}`;

test('VIC-1, VIC-3: game and board show the pending Axis win, then the winner and status ENDED', async () => {
  const services = createServices(createMemoryEventStore(), 'secret');
  const gameId = '00000000-0000-4000-8000-0000000000e2';
  let n = 0;
  const run = async (token: string | null, command: any) => {
    const r = await services.commands.handle({ gameId, commandId: `c${++n}`, token, command });
    if (!r.ok) throw new Error(`${command.type}: ${r.violation.code} ${r.violation.message}`);
    return r;
  };
  const query = async () => {
    const r = await graphql({ schema, source: QUERY, variableValues: { id: gameId }, contextValue: { services } });
    if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
    return (r.data as any).game;
  };
  const endTurn = async () => {
    const power = (await services.states.current(gameId))!.state.current;
    for (let phase = 0; phase < 6; phase++) await run(tokens[power], { type: 'EndPhase' });
  };

  const organizer = (await run(null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'victory' })).token!;
  const tokens: Record<string, string> = {};
  for (const power of ['Japan', 'USA', 'China', 'UK', 'ANZAC']) tokens[power] = (await run(null, { type: 'TakeSeat', power })).token!;
  expect(await query()).toEqual({ status: 'ACTIVE', winner: null, victoryPending: null, board: { status: 'ACTIVE', winner: null, victoryPending: null } });

  const edits = ['Kwangtung', 'India', 'Philippines', 'Hawaiian Islands'].map((territory) => ({ op: 'setOwner', territory, owner: 'Japan' }));
  await run(organizer, { type: 'EditPosition', edits, reason: 'victory test' });
  await endTurn(); // Japan: six victory cities at its turn end
  const pending = { side: 'Axis', power: 'Japan', round: 1 };
  expect(await query()).toEqual({ status: 'ACTIVE', winner: null, victoryPending: pending, board: { status: 'ACTIVE', winner: null, victoryPending: pending } });

  for (let i = 0; i < 5; i++) await endTurn(); // USA, China, UK, ANZAC, then Japan again
  expect(await query()).toEqual({ status: 'ENDED', winner: 'Axis', victoryPending: null, board: { status: 'ENDED', winner: 'Axis', victoryPending: null } });
});
