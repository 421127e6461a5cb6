// Issue 16: every question answers, or says why it cannot; lists page both
// ways with a maximum page size; validation errors name the field and the
// constraint.
import { allEvents, board, endPhasesUntil, newGame, newId, startTestServer, type Game, type TestServer } from './helpers';

let t: TestServer;
let g: Game;
beforeAll(async () => {
  t = await startTestServer();
  g = await newGame(t.data);
});
afterAll(async () => {
  await t.stop();
});

const DEST = `query($g: String!, $u: [String!]!) { legalDestinations(gameId: $g, units: $u) { territory } }`;

describe('legalDestinations says why it cannot answer (MOV-1)', () => {
  test('an unknown game, an unknown unit, a unit of another power, units in different places: BAD_USER_INPUT with the reason', async () => {
    await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
    const b = await board(t.data, g.gameId);
    const us = b.units.find((u) => u.owner === 'USA' && u.type === 'INFANTRY')!.id;
    const [a, c] = [
      b.units.find((u) => u.owner === 'JAPAN' && u.at === 'Kiangsu')!,
      b.units.find((u) => u.owner === 'JAPAN' && u.at === 'Japan')!,
    ];
    const cases: [string, string[], string, RegExp][] = [
      [newId(), [a.id], '', /There is no game/],
      [g.gameId, ['u99999'], 'UNKNOWN_UNIT', /There is no unit u99999 on the board/],
      [g.gameId, [us], 'NOT_OWN_UNIT', /belongs to USA; only Japan, the player to move, moves units now/],
      [g.gameId, [a.id, c.id], 'NOT_TOGETHER', /different places/],
      [g.gameId, [], 'EMPTY_ROUTE', /at least one unit/],
    ];
    for (const [gameId, units, violation, message] of cases) {
      const r = await t.gql(DEST, { g: gameId, u: units });
      expect(r.data?.legalDestinations ?? null).toBeNull();
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      if (violation) expect(r.errors?.[0].extensions?.violation).toBe(violation);
      expect(r.errors?.[0].message).toMatch(message);
    }
    // Units that can move get their destinations.
    expect((await t.data(DEST, { g: g.gameId, u: [a.id] })).legalDestinations.length).toBeGreaterThan(0);
  });
});

test('a subscription to a game that does not exist errors at once instead of waiting silently', async () => {
  const feed = t.subscribeEvents(newId());
  const deadline = Date.now() + 5000;
  while (!feed.completed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(feed.completed).toBe(true);
  expect(JSON.stringify(feed.errors)).toMatch(/There is no game/);
  const boards = t.subscribe(`subscription($g: String!) { boardChanged(gameId: $g) { eventNumber } }`, { g: newId() });
  while (!boards.completed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(JSON.stringify(boards.errors)).toMatch(/There is no game/);
});

test('a validation error names the field and the constraint, not "Argument Validation Error"', async () => {
  const r = await t.gql(`mutation($input: PurchaseUnitsInput!) { purchaseUnits(input: $input) { __typename } }`, {
    input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: [{ unitType: 'INFANTRY', count: 5000 }] },
  });
  expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(r.errors?.[0].message).toBe('Invalid input: units[0].count: count must not be greater than 1000');
  expect(r.errors?.[0].extensions?.fields).toEqual([
    { field: 'units[0].count', constraints: { max: 'count must not be greater than 1000' } },
  ]);
});

describe('paging', () => {
  test('events page backward with last/before and forward with first/after; a page over 500 is refused', async () => {
    const all = await allEvents(t.data, g.gameId, 500);
    const Q = `query($g: String!, $last: Int, $before: String, $first: Int, $after: String) {
      events(gameId: $g, last: $last, before: $before, first: $first, after: $after) {
        totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { number } } } }`;
    const newest = (await t.data(Q, { g: g.gameId, last: 3 })).events;
    expect(newest.edges.map((e: any) => e.node.number)).toEqual(all.slice(-3).map((e) => e.number));
    expect(newest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = (await t.data(Q, { g: g.gameId, last: 2, before: newest.pageInfo.startCursor })).events;
    expect(before.edges.map((e: any) => e.node.number)).toEqual(all.slice(-5, -3).map((e) => e.number));
    expect(before.pageInfo.hasNextPage).toBe(true);
    const tooMany = await t.gql(Q, { g: g.gameId, first: 501 });
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(tooMany.errors?.[0].message).toMatch(/first must be a whole number from 0 to 500/);
    expect((await t.gql(Q, { g: g.gameId, after: 'abc' })).errors?.[0].message).toMatch(/after must be an event number cursor/);
  });

  test('games is a connection, newest first, filtered by status and ruleset, paged with first/after', async () => {
    const second = await newGame(t.data, 'pacific-1940-2e');
    const Q = `query($first: Int!, $after: String, $status: GameStatus, $rulesetId: String) {
      games(first: $first, after: $after, status: $status, rulesetId: $rulesetId) {
        totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id rulesetId status } } nodes { id } } }`;
    const page1 = (await t.data(Q, { first: 1 })).games;
    expect(page1.totalCount).toBe(2);
    expect(page1.nodes).toEqual([{ id: second.gameId }]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await t.data(Q, { first: 1, after: page1.pageInfo.endCursor })).games;
    expect(page2.nodes).toEqual([{ id: g.gameId }]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect((await t.data(Q, { first: 10, rulesetId: 'pacific-1940-2e' })).games.nodes).toEqual([{ id: second.gameId }]);
    expect((await t.data(Q, { first: 10, status: 'ENDED' })).games.totalCount).toBe(0);
    expect((await t.data(Q, { first: 10, status: 'ACTIVE' })).games.totalCount).toBe(2);
    expect((await t.gql(Q, { first: 501 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
