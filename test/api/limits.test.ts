// Query limits (#17 "Query cost limits"): the attack run's alias bomb and
// battleOdds flood, and the other limits, over HTTP and over WebSocket alike.
// Each is refused before anything runs, as a client error with a code, no
// stack, no internal error, and (WebSocket) without closing the socket.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEFAULT_LIMITS } from '../../src/app/config';
import { COST } from '../../src/api/cost';
import { MAX_VARIABLE_DEPTH } from '../../src/api/limits';
import { gqlRaw, startTestServer, type GqlResponse, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

/** The attack run's alias bomb: `n` aliased copies of a cheap field (0.95 MB for 18,500). */
const aliasBomb = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ruleset(id: "pacific-1940") { id name }`).join(' ')} }`;

const ODDS = `battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 200 }], defenders: [{ unitType: INFANTRY, count: 200 }]) { attackerWins }`;
const oddsFlood = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `o${i}: ${ODDS}`).join(' ')} }`;

function refusedAs(r: GqlResponse, code: string, status = 400) {
  expect(r.status).toBe(status);
  expect(r.data ?? null).toBeNull();
  expect(r.errors?.map((e) => e.extensions?.code)).toContain(code);
  expect(r.raw).not.toMatch(/stacktrace|Internal server error|\bat .+\.(ts|js):\d+/i);
}

const internalLogged = () => t.logs.lines.filter((l) => l.level === 'error');

describe('over HTTP', () => {
  test('the alias bomb (18,500 aliases, ~1 MB): refused by the token limit with 400, nothing runs', async () => {
    const query = aliasBomb(18_500);
    expect(query.length).toBeGreaterThan(850_000);
    expect(query.length).toBeLessThan(DEFAULT_LIMITS.maxBodyBytes); // under the body limit: the token limit refuses it
    const r = await t.gql(query);
    refusedAs(r, 'GRAPHQL_PARSE_FAILED');
    expect(r.errors![0].message).toMatch(new RegExp(`more th\\w+ ${DEFAULT_LIMITS.maxTokens} tokens`));
    expect(r.raw.length).toBeLessThan(1000); // not a 202 MB answer
  });

  test('aliases past the limit (under the token limit): refused, __typename counted too', async () => {
    const n = DEFAULT_LIMITS.maxAliases + 1;
    refusedAs(await t.gql(`{ ${Array.from({ length: n }, (_, i) => `r${i}: rulesets { id }`).join(' ')} }`), 'GRAPHQL_VALIDATION_FAILED');
    const typenames = await t.gql(`{ ${Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(' ')} }`);
    refusedAs(typenames, 'GRAPHQL_VALIDATION_FAILED');
    expect(typenames.errors![0].message).toMatch(/Aliases limit of 15 exceeded/);
    expect(typenames.errors![0].message).not.toMatch(/Syntax Error/);
    // At the limit: answered.
    const ok = await t.gql(`{ ${Array.from({ length: DEFAULT_LIMITS.maxAliases }, (_, i) => `r${i}: rulesets { id }`).join(' ')} }`);
    expect(ok.errors).toBeUndefined();
  });

  test('depth past the limit: refused; introspection (deep by nature) is not counted', async () => {
    const shallow = await startTestServer({ limits: { maxDepth: 3 } });
    try {
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await shallow.gql(`{ game(id: "${id}") { board { round } } }`)).errors).toBeUndefined(); // depth 3
      refusedAs(await shallow.gql(`{ game(id: "${id}") { board { battle { place } } } }`), 'GRAPHQL_VALIDATION_FAILED'); // depth 4
      const intro = await shallow.gql(`{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }`);
      expect(intro.errors).toBeUndefined();
    } finally {
      await shallow.stop();
    }
  });

  test('ten aliased oversized battleOdds: refused by cost at once, none computed', async () => {
    const r = await t.gql(oddsFlood(10));
    refusedAs(r, 'QUERY_TOO_COMPLEX');
    expect(r.errors![0].extensions).toMatchObject({ cost: expect.any(Number), maxCost: DEFAULT_LIMITS.maxCost });
    expect(r.errors![0].extensions!.cost as number).toBeGreaterThanOrEqual(10 * COST.battleOdds);
    expect(r.errors![0].message).toMatch(/costs \d+, more than the limit of 1000/);
    expect(t.logs.lines.some((l) => /battle-odds/.test(String(l.msg)))).toBe(false);
    // Three fit under the default limit.
    const three = await t.gql(
      `{ ${[1, 2, 3].map((i) => `o${i}: battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: ${i} }], defenders: [{ unitType: INFANTRY, count: 1 }]) { attackerWins }`).join(' ')} }`,
    );
    expect(three.errors).toBeUndefined();
    expect(three.data.o1.attackerWins).toBeCloseTo(0.25, 12);
  });

  test('variables count in the cost (a replay board costs more than the board now)', async () => {
    const cheap = await startTestServer({ limits: { maxCost: 40 } });
    try {
      const q = `query($at: Int) { board(gameId: "00000000-0000-4000-8000-000000000000", atEvent: $at) { round } }`;
      expect((await cheap.gql(q, {})).errors).toBeUndefined();
      const r = await cheap.gql(
        `query($at: Int) { a: board(gameId: "00000000-0000-4000-8000-000000000000", atEvent: $at) { round } b: board(gameId: "00000000-0000-4000-8000-000000000000", atEvent: $at) { round } }`,
        { at: 3 },
      );
      refusedAs(r, 'QUERY_TOO_COMPLEX');
    } finally {
      await cheap.stop();
    }
  });

  test('the same operation costs what its variables make it cost, each time (costs are cached by variable shape)', async () => {
    const cheap = await startTestServer({ limits: { maxCost: 40 } });
    try {
      // Two replay boards cost 1 + 2 × (3 + 30): over 40; two boards now, 1 + 2 × 3, and one replay board, 34: under.
      const q = `query($at: Int, $g: String!, $both: Boolean!) { a: board(gameId: $g, atEvent: $at) { round } b: board(gameId: $g, atEvent: $at) @include(if: $both) { round } }`;
      const g = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
      expect((await cheap.gql(q, { g: g(1), both: true })).errors).toBeUndefined();
      refusedAs(await cheap.gql(q, { g: g(2), at: 3, both: true }), 'QUERY_TOO_COMPLEX');
      // another string value, the same shape: still refused; @include false drops the second board.
      refusedAs(await cheap.gql(q, { g: g(3), at: 4, both: true }), 'QUERY_TOO_COMPLEX');
      expect((await cheap.gql(q, { g: g(4), at: 3, both: false })).errors).toBeUndefined();
      expect((await cheap.gql(q, { g: g(5), both: true })).errors).toBeUndefined();
    } finally {
      await cheap.stop();
    }
  });

  test('directives past the limit: refused', async () => {
    const n = DEFAULT_LIMITS.maxDirectives + 1;
    refusedAs(await t.gql(`{ rulesets ${'@include(if: true) '.repeat(n)} { id } }`), 'GRAPHQL_VALIDATION_FAILED');
  });

  test('introspection can be turned off (GRAPHQL_INTROSPECTION=false): refused as a validation error, over HTTP', async () => {
    const closed = await startTestServer({ limits: { introspection: false } });
    try {
      refusedAs(await closed.gql(`{ __schema { queryType { name } } }`), 'GRAPHQL_VALIDATION_FAILED');
      expect((await closed.gql(`{ rulesets { id } }`)).errors).toBeUndefined();
      // Nor do validation errors suggest names from the schema (#17); with introspection on, they do.
      const typo = `{ rulesets { idd } }`;
      const hidden = await closed.gql(typo);
      expect(hidden.errors?.[0].message).toBe('Cannot query field "idd" on type "RulesetSummary".');
      expect((await t.gql(typo)).errors?.[0].message).toMatch(/Did you mean "id"\?/);
    } finally {
      await closed.stop();
    }
  });

  test('variables nested 20,000 deep (lists or objects): refused with 400 BAD_USER_INPUT, not a stack overflow; 64 levels are fine', async () => {
    const lists = '['.repeat(20_000) + '1' + ']'.repeat(20_000);
    const objects = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
    for (const deep of [lists, objects]) {
      const r = await gqlRaw(t.url, `{"query":"{ rulesets { id } }","variables":{"x":${deep}}}`);
      refusedAs(r, 'BAD_USER_INPUT');
      expect(r.errors![0].message).toBe(`The variables nest deeper than ${MAX_VARIABLE_DEPTH} levels of lists and objects.`);
    }
    const fine = await gqlRaw(t.url, `{"query":"{ rulesets { id } }","variables":{"x":${'['.repeat(63)}1${']'.repeat(63)}}}`);
    expect(fine.errors).toBeUndefined();
  });

  test('none of the refusals above was logged as an internal error', () => {
    expect(internalLogged()).toEqual([]);
  });
});

describe('over WebSocket: the same limits, each refusal answered on its own and the socket kept', () => {
  /** Runs operations one after the other on ONE socket; returns what each got. */
  async function onOneSocket(url: string, queries: string[]): Promise<{ data?: unknown; errors?: any[] }[]> {
    let closedWith: number | null = null;
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      on: { closed: (e) => (closedWith = (e as { code: number }).code) },
    });
    const out: { data?: unknown; errors?: any[] }[] = [];
    try {
      for (const query of queries) {
        out.push(
          await new Promise((resolve) => {
            const got: { data?: unknown; errors?: any[] } = {};
            client.subscribe(
              { query },
              {
                next: (v) => Object.assign(got, v),
                error: (e) => resolve({ errors: Array.isArray(e) ? e : [e] }),
                complete: () => resolve(got),
              },
            );
          }),
        );
        expect(closedWith).toBeNull();
      }
    } finally {
      await client.dispose();
    }
    return out;
  }

  test('alias bomb, too many aliases, ten battleOdds, a syntax error, then an ordinary query: five answers on one socket', async () => {
    const [bomb, aliases, flood, syntax, fine] = await onOneSocket(t.wsUrl, [
      aliasBomb(18_500),
      `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ')} }`,
      oddsFlood(10),
      `{ rulesets { id `,
      `{ rulesets { id } }`,
    ]);
    expect(bomb.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(aliases.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(flood.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(flood.errors?.[0].extensions?.http).toBeUndefined();
    expect(syntax.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(fine.data).toEqual({ rulesets: expect.arrayContaining([{ id: 'pacific-1940' }]) });
    expect(JSON.stringify([bomb, aliases, flood, syntax])).not.toMatch(/Internal server error|stacktrace/);
    expect(internalLogged()).toEqual([]);
  });

  test('variables nested too deep: answered BAD_USER_INPUT on its own, the socket kept', async () => {
    const ws = new WebSocket(t.wsUrl, 'graphql-transport-ws');
    const got: any[] = [];
    let closed: number | null = null;
    ws.on('message', (m) => got.push(JSON.parse(String(m))));
    ws.once('close', (code) => (closed = code));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'connection_init' }));
    for (let i = 0; i < 250 && !got.some((m) => m.type === 'connection_ack'); i++) await new Promise((r) => setTimeout(r, 20));
    const deep = '['.repeat(20_000) + '1' + ']'.repeat(20_000);
    ws.send(`{"id":"1","type":"subscribe","payload":{"query":"{ rulesets { id } }","variables":{"x":${deep}}}}`);
    ws.send(JSON.stringify({ id: '2', type: 'subscribe', payload: { query: '{ rulesets { id } }' } }));
    for (let i = 0; i < 250 && !got.some((m) => m.id === '2' && m.type === 'complete'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(got.find((m) => m.id === '1')).toMatchObject({
      type: 'error',
      payload: [
        {
          message: `The variables nest deeper than ${MAX_VARIABLE_DEPTH} levels of lists and objects.`,
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    expect(got.find((m) => m.id === '2' && m.type === 'next')?.payload.data.rulesets.length).toBeGreaterThan(0);
    expect(closed).toBeNull();
    ws.close();
    expect(internalLogged()).toEqual([]);
  });

  test('introspection off applies to WebSocket operations too', async () => {
    const closed = await startTestServer({ limits: { introspection: false } });
    try {
      const [intro, typo] = await onOneSocket(closed.wsUrl, [`{ __schema { queryType { name } } }`, `{ rulesets { idd } }`]);
      expect(intro.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(typo.errors?.[0].message).toBe('Cannot query field "idd" on type "RulesetSummary".');
    } finally {
      await closed.stop();
    }
  });
});
