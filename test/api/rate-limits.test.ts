// Per-client budgets (#17): the attack run created 300 games in 2.3 s, all
// accepted. Past a budget an operation is refused before it runs: over HTTP a
// 429 with Retry-After, over WebSocket a typed RATE_LIMITED error on that
// operation alone. The client is its address; X-Forwarded-For is believed
// only from as many proxies as TRUST_PROXY says.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { rateLimitFrom, NO_RATE_LIMITS } from '../../src/app/config';
import { clientAddress, clientKey } from '../../src/api/client';
import { MUTATIONS, newGame, newId, startTestServer, type TestServer } from './helpers';

const create = (name = 'rate test') => ({ input: { commandId: newId(), rulesetId: 'pacific-1940', name } });

async function post(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: JSON.parse(await res.text()) };
}

const gameCount = async (t: TestServer) => (await t.data(`{ games(first: 500) { totalCount } }`)).games.totalCount;

describe('game creation: RATE_LIMIT_CREATE_GAME', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { ...NO_RATE_LIMITS, createGame: { points: 3, seconds: 3600 } }, trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.stop();
  });

  test('past the budget: 429 with Retry-After and RATE_LIMITED, and no game is created', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(t.url, MUTATIONS.createGame, create())).body.data.createGame.__typename).toBe('GameCreated');
    const before = await gameCount(t);
    const r = await post(t.url, MUTATIONS.createGame, create());
    expect(r.status).toBe(429);
    expect(Number(r.retryAfter)).toBeGreaterThan(3000);
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'RATE_LIMITED', retryAfter: Number(r.retryAfter) } })]);
    expect(r.body.errors[0].message).toMatch(/game creation budget is spent/);
    // createGameFromPosition counts against the same budget.
    const fromPosition = await post(
      t.url,
      `mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) { __typename } }`,
      {
        input: { commandId: newId(), name: 'x', position: { ruleset: 'pacific-1940' } },
      },
    );
    expect(fromPosition.status).toBe(429);
    expect(await gameCount(t)).toBe(before);
  });

  test('the attack run again: 300 createGame as fast as they go, at most the budget accepted', async () => {
    const other = { 'x-forwarded-for': '198.51.100.7' }; // a fresh client behind the trusted proxy
    const results = await Promise.all(Array.from({ length: 300 }, () => post(t.url, MUTATIONS.createGame, create(), other)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(297);
  });

  test('other clients are not held back by one that spent its budget', async () => {
    const r = await post(t.url, MUTATIONS.createGame, create(), { 'x-forwarded-for': '203.0.113.9' });
    expect(r.body.data.createGame.__typename).toBe('GameCreated');
  });

  test('aliases do not help: three createGame fields in one request take three points', async () => {
    const q = `mutation($a: CreateGameInput!, $b: CreateGameInput!, $c: CreateGameInput!, $d: CreateGameInput!) {
      a: createGame(input: $a) { __typename } b: createGame(input: $b) { __typename } c: createGame(input: $c) { __typename } d: createGame(input: $d) { __typename } }`;
    const h = { 'x-forwarded-for': '192.0.2.44' };
    const r = await post(t.url, q, { a: create().input, b: create().input, c: create().input, d: create().input }, h);
    expect(r.status).toBe(429);
    // Three fit, and spend the budget.
    const three = await post(
      t.url,
      q.replace(/, \$d: CreateGameInput!/, '').replace(/ d: createGame\(input: \$d\) \{ __typename \}/, ''),
      { a: create().input, b: create().input, c: create().input },
      h,
    );
    expect(three.status).toBe(200);
    expect((await post(t.url, MUTATIONS.createGame, create(), h)).status).toBe(429);
  });
});

describe('commands: RATE_LIMIT_COMMANDS, and over WebSocket', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { ...NO_RATE_LIMITS, commands: { points: 8, seconds: 60 } } });
  });
  afterAll(async () => {
    await t?.stop();
  });

  test('every mutation counts; past the budget HTTP says 429 and WebSocket says RATE_LIMITED on that operation, the socket open', async () => {
    const g = await newGame(t.data); // createGame + 5 takeSeat: 6 of 8
    const buy = { input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, units: [{ unitType: 'INFANTRY', count: 1 }] } };
    expect((await post(t.url, MUTATIONS.purchaseUnits, buy)).status).toBe(200);
    const client = createClient({ url: t.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
    let closed = false;
    client.on('closed', () => (closed = true));
    try {
      const overWs = (variables: Record<string, unknown>) =>
        new Promise<{ data?: any; errors?: any[] }>((resolve) => {
          const got: { data?: any; errors?: any[] } = {};
          client.subscribe(
            { query: MUTATIONS.purchaseUnits, variables },
            { next: (v) => Object.assign(got, v), error: (e) => resolve({ errors: e as any[] }), complete: () => resolve(got) },
          );
        });
      const eighth = await overWs({ input: { ...buy.input, commandId: newId() } });
      expect(eighth.data.purchaseUnits.__typename).toBe('CommandAccepted');
      const ninth = await overWs({ input: { ...buy.input, commandId: newId() } });
      expect(ninth.errors).toEqual([expect.objectContaining({ extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) } })]);
      expect(closed).toBe(false);
      // Queries are not commands: still answered on the same socket.
      const q = await new Promise<any>((resolve) => {
        let got: any;
        client.subscribe({ query: '{ rulesets { id } }' }, { next: (v) => (got = v), error: resolve, complete: () => resolve(got) });
      });
      expect(q.data.rulesets.length).toBeGreaterThan(0);
    } finally {
      await client.dispose();
    }
    const http = await post(t.url, MUTATIONS.purchaseUnits, { input: { ...buy.input, commandId: newId() } });
    expect(http.status).toBe(429);
    expect(http.retryAfter).toMatch(/^\d+$/);
  });
});

describe('query cost: RATE_LIMIT_QUERY_COST', () => {
  test('expensive queries spend the budget first: a battleOdds flood of separate requests is refused once it is spent', async () => {
    const t = await startTestServer({ rateLimits: { ...NO_RATE_LIMITS, queryCost: { points: 1000, seconds: 60 } } });
    try {
      const odds = `{ battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 1 }], defenders: [{ unitType: INFANTRY, count: 1 }]) { attackerWins } }`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await post(t.url, odds, {})).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]); // 301 each against 1000
    } finally {
      await t.stop();
    }
  });
});

describe('who the client is', () => {
  const req = (remoteAddress: string, xff?: string) =>
    ({ socket: { remoteAddress }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as any;

  test('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot choose its own identity', () => {
    expect(clientAddress(req('10.0.0.5', '1.2.3.4'), 0)).toBe('10.0.0.5');
  });

  test('with one trusted proxy, the address that proxy saw (the last one it appended)', () => {
    expect(clientAddress(req('10.0.0.5', '1.2.3.4'), 1)).toBe('1.2.3.4');
    // A client that writes its own header cannot skip past what the proxy appended.
    expect(clientAddress(req('10.0.0.5', 'spoofed, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddress(req('10.0.0.5', 'spoofed, 1.2.3.4, 10.0.0.9'), 2)).toBe('1.2.3.4');
    expect(clientAddress(req('10.0.0.5'), 1)).toBe('10.0.0.5');
  });

  test('IPv6 clients are counted by /64; IPv4-mapped addresses as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64');
  });

  test('budgets from the environment: POINTS/SECONDS or off', () => {
    expect(rateLimitFrom('X', '300/60', null)).toEqual({ points: 300, seconds: 60 });
    expect(rateLimitFrom('X', ' 5 / 10 ', null)).toEqual({ points: 5, seconds: 10 });
    expect(rateLimitFrom('X', 'off', { points: 1, seconds: 1 })).toBeNull();
    expect(rateLimitFrom('X', undefined, { points: 1, seconds: 1 })).toEqual({ points: 1, seconds: 1 });
    expect(() => rateLimitFrom('RATE_LIMIT_COMMANDS', 'lots', null)).toThrow(/RATE_LIMIT_COMMANDS must be POINTS\/SECONDS/);
  });
});
