// The README's GraphQL operations must stay valid against the real schema, and
// its walkthrough must work as written when sent to a real server.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { buildApiSchema } from '../../src/api/schema';
import { endPhasesUntil, MUTATIONS, SEATS, startTestServer, type Game, type Power, type TestServer } from '../api/helpers';

const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((m) => m[1]);

test('the README has its walkthrough operations', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(5);
});

test.each(blocks.map((b, i) => [i + 1, b]))('README GraphQL block %i validates against the schema', async (_i, block) => {
  const errors = validate(await buildApiSchema(), parse(block as string));
  expect(errors.map((e) => e.message)).toEqual([]);
});

test('no README operation writes a command id into its text: every commandId is a variable', () => {
  const literal = blocks.filter((b) => /commandId:\s*"/.test(b));
  expect(literal).toEqual([]);
  for (const b of blocks.filter((b) => /^mutation /m.test(b))) expect(b).toMatch(/commandId: \$commandId/);
});

describe('the walkthrough, sent to a real server as written', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** Runs the README operation named `name` (from the block that holds it) with `variables`. */
  async function run(name: string, variables: Record<string, unknown>) {
    const block = blocks.find((b) => new RegExp(`^(mutation|query|subscription) ${name}\\b`, 'm').test(b));
    if (!block) throw new Error(`no README operation ${name}`);
    const res = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: block, operationName: name, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: unknown[] };
    if (body.errors) throw new Error(`${name}: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  test('create, seat, buy, end the phase, place, read the board and the log; a retry returns the same token', async () => {
    const createId = randomUUID();
    const created = (await run('CreateGame', { commandId: createId })).createGame;
    expect(created).toMatchObject({
      __typename: 'GameCreated',
      organizerToken: expect.any(String),
      game: { round: 1, currentPower: 'JAPAN', phase: 'PURCHASE' },
    });
    const gameId: string = created.game.id;
    // "If you get no answer, send the very same request again": the same game and token.
    expect((await run('CreateGame', { commandId: createId })).createGame).toEqual(created);

    const seatId = randomUUID();
    const seat = (await run('TakeSeat', { commandId: seatId, gameId })).takeSeat;
    expect(seat).toMatchObject({ __typename: 'SeatGranted', power: 'JAPAN', seatToken: expect.any(String) });
    expect((await run('TakeSeat', { commandId: seatId, gameId })).takeSeat).toEqual(seat);
    const tokens = { JAPAN: seat.seatToken } as Record<Power, string>;
    for (const power of SEATS.slice(1))
      tokens[power] = (await t.data(MUTATIONS.takeSeat, { input: { commandId: randomUUID(), gameId, power } })).takeSeat.seatToken;
    const g: Game = { gameId, organizerToken: created.organizerToken, tokens };

    const token = tokens.JAPAN;
    const buy = (await run('Buy', { commandId: randomUUID(), gameId, token })).purchaseUnits;
    expect(buy).toMatchObject({
      __typename: 'CommandAccepted',
      events: [{ number: 7, type: 'UnitsPurchased' }],
      game: { phase: 'PURCHASE' },
    });
    expect((await run('End', { commandId: randomUUID(), gameId, token })).endPhase).toMatchObject({
      __typename: 'CommandAccepted',
      game: { phase: 'COMBAT_MOVE' },
    });
    await endPhasesUntil(t.data, g, 'JAPAN', 'MOBILIZE');
    const placed = (await run('Place', { commandId: randomUUID(), gameId, token })).placeUnits;
    expect(placed.__typename).toBe('CommandAccepted');

    // The loop the README describes: what is pending now is Japan's Mobilize, with where each unit bought may go.
    const pending = (await run('Pending', { gameId })).game;
    expect(pending.pendingDecisions).toEqual([
      expect.objectContaining({ kind: 'MOBILIZE', power: 'JAPAN', required: true, mutations: ['placeUnits', 'endPhase'] }),
    ]);

    const game = (await run('Game', { gameId })).game;
    expect(game.afterFirstPurchase).toEqual({ eventNumber: 7, powers: expect.arrayContaining([{ power: 'JAPAN', pus: 26 - 17 }]) });
    expect(game.now.purchased).toEqual([]);
    expect(game.chain).toEqual({ valid: true, checked: game.events.totalCount, firstInvalidEvent: null });
    // The log holds keyed hashes of the command ids, never the ids.
    const log = JSON.stringify(game.events);
    for (const id of [createId, seatId]) expect(log).not.toContain(id);
  });

  test("the README's old fixed ids are refused for the commands that hand out tokens", async () => {
    const r = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: MUTATIONS.createGame,
        variables: { input: { commandId: 'create-1', rulesetId: 'pacific-1940', name: 'Friday game' } },
      }),
    });
    const body = (await r.json()) as { errors?: { extensions?: { code?: string; validationErrors?: { property: string }[] } }[] };
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].extensions?.validationErrors?.map((e) => e.property)).toEqual(['commandId']);
  });
});
