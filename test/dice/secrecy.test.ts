// Over the API: the dice seed is in no answer and no event before it is
// revealed; the organizer can see it only by leaving a trace; practice dice
// are recorded and refused in rated games.
import { combinedSeed, seedCommitment, serverSeed } from '../../src/app/dice';
import { endPhase, newId, purchase, SEATS, startTestServer, TEST_SECRET, type Game, type Power, type TestServer } from '../api/helpers';

let server: TestServer;
const answers: string[] = [];

async function send<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await server.gql<T>(query, variables);
  answers.push(r.raw);
  if (r.errors?.length || !r.data) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors ?? r.raw)}`);
  return r.data;
}

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) {
  __typename
  ... on GameCreated { organizerToken game { id } events { type data } }
  ... on RuleViolation { code message } } }`;
const SEAT = `mutation($input: TakeSeatInput!) { takeSeat(input: $input) {
  __typename ... on SeatGranted { seatToken events { type data } } ... on RuleViolation { code message } } }`;
const DISCLOSE = `mutation($input: DiscloseDiceSeedInput!) { discloseDiceSeed(input: $input) {
  __typename
  ... on DiceSeedDisclosure { seed commitment duplicate events { type data } }
  ... on RuleViolation { code message } } }`;
const GAME = `query($id: String!) { game(id: $id) {
  rated
  dice { commitment seedSource creatorSeed scriptedDice entropy { power entropy } rolled revealedSeed disclosures }
  board { round currentPower phase }
  events(first: 500) { edges { node { type data metadata { commandId actor hash } } } }
} }`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test('a game played over the API never shows its seed until the organizer asks, which every player then sees', async () => {
  const created = (await send(CREATE, { input: { commandId: newId(), name: 'secret dice' } })).createGame;
  expect(created.__typename).toBe('GameCreated');
  const gameId: string = created.game.id;
  const seed = serverSeed(TEST_SECRET, gameId);
  const entropy: Partial<Record<Power, string>> = { JAPAN: 'banzai', UK: 'rule britannia', ANZAC: 'ünïcode ✓' };
  const g: Game = { gameId, organizerToken: created.organizerToken, tokens: {} as Record<Power, string> };
  for (const power of SEATS) {
    const r = (await send(SEAT, { input: { commandId: newId(), gameId, power, ...(entropy[power] ? { entropy: entropy[power] } : {}) } }))
      .takeSeat;
    expect(r.__typename).toBe('SeatGranted');
    g.tokens[power] = r.seatToken;
    if (entropy[power]) expect(r.events[0].data.entropy).toBe(entropy[power]);
  }
  // A turn of play.
  await purchase(send, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 2 }]);
  for (let i = 0; i < 6; i++) await endPhase(send, g, 'JAPAN');

  const game = (await send(GAME, { id: gameId })).game;
  expect(game.rated).toBe(false);
  expect(game.dice).toEqual({
    commitment: seedCommitment(seed),
    seedSource: 'server',
    creatorSeed: null,
    scriptedDice: [],
    entropy: [
      { power: 'JAPAN', entropy: 'banzai' },
      { power: 'UK', entropy: 'rule britannia' },
      { power: 'ANZAC', entropy: 'ünïcode ✓' },
    ],
    rolled: 0,
    revealedSeed: null,
    disclosures: 0,
  });
  expect(game.board.currentPower).toBe('USA');

  // Nobody but the organizer, and no replay of the organizer's command id without the token.
  const commandId = newId();
  for (const organizerToken of [g.tokens.JAPAN, 'not-a-token'])
    expect((await send(DISCLOSE, { input: { commandId, gameId, organizerToken } })).discloseDiceSeed).toMatchObject({
      code: 'NOT_AUTHORIZED',
    });

  const combined = combinedSeed(seed, game.dice.entropy).toString('hex');
  const stored = JSON.stringify(await server.store.readAll({ after: 0, limit: 10000 }));
  for (const text of [...answers, stored]) {
    expect(text).not.toContain(seed);
    expect(text).not.toContain(combined);
  }

  const shown = (await send(DISCLOSE, { input: { commandId, gameId, organizerToken: g.organizerToken } })).discloseDiceSeed;
  expect(shown).toMatchObject({ __typename: 'DiceSeedDisclosure', seed, commitment: seedCommitment(seed), duplicate: false });
  expect(shown.events).toEqual([{ type: 'DiceSeedDisclosed', data: { to: 'organizer', rollsSoFar: 0 } }]);
  const replay = (await send(DISCLOSE, { input: { commandId, gameId, organizerToken: 'stolen-command-id' } })).discloseDiceSeed;
  expect(replay).toMatchObject({ code: 'NOT_AUTHORIZED' });
  expect(JSON.stringify(replay)).not.toContain(seed);
  expect((await send(DISCLOSE, { input: { commandId, gameId, organizerToken: g.organizerToken } })).discloseDiceSeed).toMatchObject({
    seed,
    duplicate: true,
  });

  const after = (await send(GAME, { id: gameId })).game;
  expect(after.dice.disclosures).toBe(1);
  expect(after.events.edges.map((e: any) => e.node.type)).toContain('DiceSeedDisclosed');
  // Still in no event: the disclosure is the organizer's answer only.
  expect(JSON.stringify(await server.store.readAll({ after: 0, limit: 10000 }))).not.toContain(seed);
});

test('practice dice are recorded in the first event; a rated game refuses them; bad values are input errors', async () => {
  const practice = (await send(CREATE, { input: { commandId: newId(), diceSeed: 'open seed', scriptedDice: [6, 5, 4] } })).createGame;
  expect(practice.events[0].data).toMatchObject({
    rated: false,
    dice: { seedSource: 'creator', creatorSeed: 'open seed', scripted: [6, 5, 4], commitment: seedCommitment('open seed') },
  });

  for (const extra of [{ scriptedDice: [1] }, { diceSeed: 'x' }]) {
    const r = (await send(CREATE, { input: { commandId: newId(), rated: true, ...extra } })).createGame;
    expect(r).toMatchObject({ __typename: 'RuleViolation', code: 'PRACTICE_DICE_IN_RATED_GAME' });
  }
  const rated = (await send(CREATE, { input: { commandId: newId(), rated: true } })).createGame;
  expect(rated.events[0].data).toMatchObject({ rated: true, dice: { seedSource: 'server' } });
  expect((await send(GAME, { id: rated.game.id })).game.rated).toBe(true);

  for (const input of [
    { commandId: newId(), scriptedDice: [7] },
    { commandId: newId(), scriptedDice: [0] },
    { commandId: newId(), diceSeed: '' },
  ]) {
    const r = await server.gql(CREATE, { input });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  }
  const longEntropy = await server.gql(SEAT, {
    input: { commandId: newId(), gameId: rated.game.id, power: 'JAPAN', entropy: 'x'.repeat(201) },
  });
  expect(longEntropy.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});
