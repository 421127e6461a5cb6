// The fuzzer's pool of games (bench/lib/fuzz/games.ts) against the real server: a game past MAX_ROUND is one that
// plays itself (every seat's clock ran out and a bot plays it), and the fuzzer ends it as its organizer rather than
// leave it running in the server for the rest of the run. Left on, such games were most of the server's CPU in a
// long run and its calls/s fell with each one (docs/security.md, "Fuzzing").
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { MAX_ROUND, stepGame, type Driver, type FuzzGame } from '../../bench/lib/fuzz/games';
import { ROOT } from '../../bench/lib/fuzz/run';
import { Rng } from '../../bench/lib/fuzz/rng';
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const schema = buildSchema(readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'));
const driver = (games: FuzzGame[]): Driver => ({
  rng: new Rng(29),
  known: { games, strings: [], numbers: [], positions: [] },
  schema,
  send: async (op) => (await t.gql(op.query, op.variables)) as Awaited<ReturnType<Driver['send']>>,
});

/** A game set up in `round` (docs/positions.md), as the fuzzer's pool holds it. */
async function gameInRound(round: number): Promise<FuzzGame> {
  const created = (
    await t.data(
      `mutation ($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) {
        __typename ... on GameCreated { organizerToken game { id round } } ... on RuleViolation { code message } } }`,
      { input: { commandId: randomUUID(), name: 'fuzz', position: { format: 'pacific-position/1', ruleset: 'pacific-1940', round } } },
    )
  ).createGameFromPosition;
  expect(created).toMatchObject({ __typename: 'GameCreated', game: { round } });
  return { gameId: created.game.id, organizer: created.organizerToken, tokens: [], byPower: {} };
}

const statusOf = async (id: string) => (await t.data(`query ($id: String!) { game(id: $id) { status result } }`, { id })).game;

test(`a game past round ${MAX_ROUND} is voided by its organizer and replaced in the pool by a new game`, async () => {
  const long = await gameInRound(MAX_ROUND + 1);
  const d = driver([long]);
  await stepGame(d);
  expect(await statusOf(long.gameId)).toEqual({ status: 'ENDED', result: 'VOIDED' });
  expect(d.known.games.map((g) => g.gameId)).not.toContain(long.gameId);
  expect(d.known.games).toHaveLength(1); // the new game, with its seats taken
  expect(d.known.games[0].tokens.length).toBeGreaterThan(0);
});

test(`a game in round ${MAX_ROUND} is played on, not voided`, async () => {
  const game = await gameInRound(MAX_ROUND);
  const d = driver([game]);
  await stepGame(d);
  expect(await statusOf(game.gameId)).toMatchObject({ status: 'ACTIVE' });
  expect(d.known.games).toEqual([game]);
});
