// Answers over HTTP are compact JSON (src/api/server.ts stringifyResult): Apollo
// indents every answer by default, which made the viewer's board 106 kB instead of
// 41 kB and cost a tenth of its CPU (docs/performance.md). Only whitespace
// changed: each answer's bytes are exactly what JSON.stringify makes of the value
// they parse to (no indentation, no newline), for data, refusals and request errors.
// (test/api/jit-reads.test.ts asserts the same of every query answer it reads.)
import { gqlRaw, MUTATIONS, newGame, newId, startTestServer, type Game, type TestServer } from './helpers';

let t: TestServer;
let g: Game;
beforeAll(async () => {
  t = await startTestServer();
  g = await newGame(t.data);
});
afterAll(() => t.stop());

/** The answer's raw bytes must be JSON.stringify of what they parse to. */
function expectCompact(r: { raw: string }) {
  expect(r.raw).not.toContain('\n');
  expect(r.raw).toBe(JSON.stringify(JSON.parse(r.raw)));
}

test('data: a board, a mutation and a refusal are compact', async () => {
  const board = await t.gql(`query($g: String!) { board(gameId: $g) { round territories { name units { type count } } } }`, {
    g: g.gameId,
  });
  expect(board.data.board.territories.length).toBeGreaterThan(50);
  expectCompact(board);
  const created = await t.gql(MUTATIONS.createGame, { input: { commandId: newId(), rulesetId: 'pacific-1940', name: 'compact' } });
  expect(created.data.createGame.__typename).toBe('GameCreated');
  expectCompact(created);
  const refused = await t.gql(MUTATIONS.endPhase, { input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.USA } });
  expect(refused.data.endPhase.__typename).toBe('RuleViolation');
  expectCompact(refused);
});

test('errors: a field error, a validation error and a syntax error are compact', async () => {
  const bad = await t.gql(`query($g: String!) { board(gameId: $g, atEvent: 99999) { round } }`, { g: g.gameId });
  expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expectCompact(bad);
  const invalid = await t.gql(`{ board { nosuchfield } }`);
  expect(invalid.status).toBe(400);
  expect(invalid.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expectCompact(invalid);
  const syntax = await gqlRaw(t.url, JSON.stringify({ query: '{ board(' }));
  expect(syntax.status).toBe(400);
  expect(syntax.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  expectCompact(syntax);
});
