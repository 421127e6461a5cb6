// Queries over HTTP are executed by graphql-jit once a document has been seen
// twice (src/api/jit-executor.ts); its first two executions are graphql-js's.
// So every case here sends the same request three times to the real server and
// asserts that the third went through graphql-jit and answered exactly as the
// first did (status, data, errors with their codes, paths and locations): the
// viewer's and the example client's queries, union payloads, the JSON scalars
// (the schema has no other custom scalar: times are ISO strings), deprecated fields, argument defaults, input objects, errors a client
// caused, internal errors and their null propagation, and refused variables.
import type { EventStore } from '../../src/store/port';
import { StoreUnavailableError } from '../../src/store/port';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { readFileSync } from 'node:fs';
import { parse, type OperationDefinitionNode } from 'graphql';
import { jitExecutor } from '../../src/api/jit-executor';
import { buildApiSchema } from '../../src/api/schema';
import { queryExecutorFrom } from '../../src/app/config';
import { join } from 'node:path';
import { endPhasesUntil, newGame, purchase, startTestServer, tempDir, type TestServer } from './helpers';

const ROOT = join(__dirname, '../..');

/** One operation of a .graphql document, with the fragments it spreads (the whole document; unused ones removed). */
function operationFrom(file: string, name: string): string {
  const doc = readFileSync(join(ROOT, file), 'utf8');
  const start = doc.indexOf(`query ${name}`);
  if (start < 0) throw new Error(`no query ${name} in ${file}`);
  let depth = 0;
  let end = -1;
  for (let i = doc.indexOf('{', start); i < doc.length && end < 0; i++) {
    if (doc[i] === '{') depth++;
    if (doc[i] === '}' && --depth === 0) end = i + 1;
  }
  const op = doc.slice(start, end);
  const fragments = [...doc.matchAll(/^fragment (\w+) on \w+ \{[\s\S]*?^\}/gm)].filter((m) => op.includes(`...${m[1]}`)).map((m) => m[0]);
  return [op, ...fragments].join('\n');
}

let failReads: Error | null = null;
/** The real SQLite store, whose reads fail with `failReads` while it is set (a store going away under a query). */
function faultyStore(path: string): EventStore {
  const store = createSqliteEventStore({ path, pollIntervalMs: 100 });
  return new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (key === 'readStream' || key === 'readAll')
        return (...args: unknown[]) =>
          failReads ? Promise.reject(failReads) : (value as (...a: unknown[]) => unknown).apply(target, args);
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

let t: TestServer;
let dir: ReturnType<typeof tempDir>;
let gameId: string;

beforeAll(async () => {
  dir = tempDir();
  t = await startTestServer({ store: faultyStore(join(dir.dir, 'pacific.db')) });
  const g = await newGame(t.data);
  await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 2 }]);
  await endPhasesUntil(t.data, g, 'JAPAN', 'COMBAT_MOVE');
  gameId = g.gameId;
});

afterAll(async () => {
  await t.stop();
  dir.remove();
});

afterEach(() => {
  failReads = null;
});

async function post(query: string, variables?: Record<string, unknown>) {
  const res = await fetch(t.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const raw = await res.text();
  const body = JSON.parse(raw) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  // Every answer is compact JSON (src/api/server.ts stringifyResult): the bytes are what JSON.stringify makes of it.
  expect(raw).toBe(JSON.stringify(body));
  return { status: res.status, body, raw };
}

/** Sends the request three times: the third answer, by graphql-jit, must be the first's, by graphql-js. */
async function sameByBoth(query: string, variables?: Record<string, unknown>) {
  const stats = t.server.queries!;
  const byJs = await post(query, variables);
  await post(query, variables);
  const jitBefore = stats.jit;
  const byJit = await post(query, variables);
  expect(stats.jit).toBe(jitBefore + 1);
  expect(byJit).toEqual(byJs); // the same bytes: keys in the same order
  return byJit;
}

test('the viewer and the example client: every query answers the same by graphql-jit', async () => {
  const ruleset = await sameByBoth(operationFrom('viewer/src/core/core.graphql', 'ViewerRuleset'), { id: 'pacific-1940' });
  expect(JSON.stringify(ruleset.body.data)).toContain('Kiangsi');
  const game = await sameByBoth(operationFrom('viewer/src/core/core.graphql', 'ViewerGame'), { id: gameId });
  expect(game.body.errors).toBeUndefined();
  const board = operationFrom('viewer/src/core/core.graphql', 'ViewerBoard');
  const now = await sameByBoth(board, { gameId });
  expect((now.body.data as { board: { territories: unknown[] } }).board.territories.length).toBeGreaterThan(50);
  await sameByBoth(board, { gameId, atEvent: 3 });
  const pending = await sameByBoth(operationFrom('examples/operations.graphql', 'Pending'), { gameId });
  expect(pending.body.errors).toBeUndefined();
});

test('union payloads, JSON scalars, deprecated fields, argument defaults and an input object', async () => {
  const events = await sameByBoth(
    `query($g: String!) { events(gameId: $g) { totalCount edges { cursor node { number type eventType data summary
        metadata { time actor actorKind actorPower command }
        payload { __typename ... on UnitsPurchasedPayload { power units { type count } } ... on GameCreatedPayload { rulesetId seating dice } } } } } }`,
    { g: gameId },
  );
  type Node = { payload: { __typename: string; dice?: unknown }; data: Record<string, unknown>; metadata: { time: string } };
  const nodes = (events.body.data as { events: { edges: { node: Node }[] } }).events.edges.map((e) => e.node);
  expect(nodes.map((n) => n.payload.__typename)).toEqual(expect.arrayContaining(['GameCreatedPayload', 'UnitsPurchasedPayload']));
  expect(nodes[0].metadata.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(typeof nodes[0].data).toBe('object'); // JSONObject
  expect(nodes[0].payload.dice).toEqual(expect.any(Object)); // JSON
  // games(first) defaults to 50; board(atPhase) is an input object.
  await sameByBoth(`{ games { totalCount nodes { id status rulesetId players { powers } } } }`);
  await sameByBoth(`query($g: String!) { board(gameId: $g, atPhase: { round: 1, power: JAPAN, phase: PURCHASE }) { round phase } }`, {
    g: gameId,
  });
});

test('a question asked wrongly: BAD_USER_INPUT with its message, path and location, no stack', async () => {
  const r = await sameByBoth(`query($g: String!) { board(gameId: $g, atEvent: 99999) { round } ok: ruleset(id: "pacific-1940") { id } }`, {
    g: gameId,
  });
  expect(r.body.data).toEqual({ board: null, ok: { id: 'pacific-1940' } });
  expect(r.body.errors).toHaveLength(1);
  expect(r.body.errors![0]).toMatchObject({
    path: ['board'],
    locations: [{ line: 1, column: 22 }],
    extensions: { code: 'BAD_USER_INPUT' },
  });
  expect(r.body.errors![0].extensions).not.toHaveProperty('stacktrace');
});

test('an internal error: "Internal server error" with its path, null propagated up to the nearest nullable field', async () => {
  failReads = new TypeError("Cannot read properties of undefined (reading 'units')");
  // events is non-null at the root: the whole data is null.
  const top = await sameByBoth(`query($g: String!) { events(gameId: $g) { totalCount } ok: ruleset(id: "pacific-1940") { id } }`, {
    g: gameId,
  });
  expect(top.status).toBe(200);
  expect(top.body).toEqual({
    data: null,
    errors: [{ message: 'Internal server error', path: ['events'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
  });
  // game (nullable) reads the store itself: it is null, its sibling answered.
  const nested = await sameByBoth(
    `query($g: String!) { game(id: $g) { id events(first: 2) { totalCount } } ok: ruleset(id: "pacific-1940") { id } }`,
    { g: gameId },
  );
  expect(nested.body).toEqual({
    data: { game: null, ok: { id: 'pacific-1940' } },
    errors: [{ message: 'Internal server error', path: ['game'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
  });
  failReads = new StoreUnavailableError('SQLite store /secret/path.db: locked', null);
  const unavailable = await sameByBoth(`query($g: String!) { events(gameId: $g) { totalCount } }`, { g: gameId });
  expect(unavailable.status).toBe(503);
  expect(unavailable.body.errors![0].extensions).toMatchObject({ code: 'STORE_UNAVAILABLE', retryAfter: 30 });
  expect(JSON.stringify(unavailable.body)).not.toContain('/secret');
});

test('variables the operation refuses: BAD_USER_INPUT, 400, as graphql-js says it', async () => {
  const query = `query($g: String!, $n: Int) { board(gameId: $g, atEvent: $n) { round } }`;
  await sameByBoth(query, { g: gameId, n: 2 }); // compiled now
  const stats = t.server.queries!;
  const jitBefore = stats.jit;
  const refused = await post(query, { g: gameId, n: 'two' });
  expect(stats.jit).toBe(jitBefore);
  expect(refused.status).toBe(400);
  expect(refused.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  expect(refused.body.errors![0].message).toContain('Int cannot represent non-integer value: "two"');
  const missing = await post(query, { n: 2 });
  expect(missing.status).toBe(400);
  expect(missing.body.errors![0].message).toBe('Variable "$g" of required type "String!" was not provided.');
});

test('mutations, introspection and the limits are not graphql-jit’s: they answer as before', async () => {
  const stats = t.server.queries!;
  const jitBefore = stats.jit;
  const g = await newGame(t.data);
  for (let i = 0; i < 3; i++) {
    const r = await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }]);
    expect(r.__typename).toBe('CommandAccepted');
  }
  for (let i = 0; i < 3; i++) await post(`{ __schema { queryType { name } } }`);
  const tooDeep = `{ games { nodes { ruleset { territories { neighbours { territory { neighbours { name } } } } } } } }`;
  for (let i = 0; i < 3; i++) {
    const r = await post(`${tooDeep}`);
    expect(r.status).toBe(400);
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  }
  const expensive = `{ a: games(first: 500) { nodes { position } } }`;
  for (let i = 0; i < 3; i++) {
    const r = await post(expensive);
    expect(r.body.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
  }
  expect(stats.jit).toBe(jitBefore);
});

test('QUERY_EXECUTOR: jit unless set, graphql-js when asked, anything else refused naming the setting', () => {
  expect(queryExecutorFrom(undefined)).toBe('jit');
  expect(queryExecutorFrom(' JIT ')).toBe('jit');
  expect(queryExecutorFrom('graphql-js')).toBe('graphql-js');
  expect(() => queryExecutorFrom('fast')).toThrow('QUERY_EXECUTOR must be jit or graphql-js, got "fast"');
});

test('the compile budget: past it a new query waits for graphql-jit, executed by graphql-js meanwhile; it refills with time', async () => {
  let clock = 0;
  // Each look at the clock moves it 100 ms on: a compilation "takes" 100 ms, against a budget of 60 ms a minute.
  const jit = jitExecutor(await buildApiSchema(), { compileAfter: 0, compileMsPerMinute: 60, now: () => (clock += 100) });
  const run = (query: string) => {
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    return jit.execute({ document, operation, operationName: undefined, variables: {}, contextValue: { services: t.services } });
  };
  expect(await run(`{ rulesets { id } }`)).toEqual({ data: { rulesets: expect.arrayContaining([{ id: 'pacific-1940' }]) } });
  expect(jit.stats).toMatchObject({ compiled: 1, jit: 1, putOff: 0 });
  const second = `{ ruleset(id: "pacific-1940") { id } }`;
  expect(await run(second)).toEqual({ data: { ruleset: { id: 'pacific-1940' } } });
  expect(jit.stats).toMatchObject({ compiled: 1, jit: 1, graphqlJs: 1, putOff: 1 });
  clock += 60_000; // a minute on: the budget is back
  expect(await run(second)).toEqual({ data: { ruleset: { id: 'pacific-1940' } } });
  expect(jit.stats).toMatchObject({ compiled: 2, jit: 2, putOff: 1 });
});

test('a query graphql-jit cannot compile: answered by graphql-js as before, counted, and told once with the reason', async () => {
  const told: { reason: string; operationName: string | undefined }[] = [];
  const jit = jitExecutor(await buildApiSchema(), {
    compileAfter: 0,
    onNotCompiled: (reason, operationName) => told.push({ reason, operationName }),
  });
  // Apollo picks the operation before executing, so no such request reaches the executor from a client; it stands for
  // any document graphql-jit refuses (a second copy of graphql in a bundle once made it refuse every one, issue 29).
  const document = parse(`query Lost { rulesets { id } }`);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const run = () => jit.execute({ document, operation, operationName: 'Elsewhere', variables: {}, contextValue: { services: t.services } });
  const first = await run();
  expect(await run()).toEqual(first);
  // graphql-js's own answer to that request.
  expect(first.errors?.map((e) => e.message)).toEqual(['Unknown operation named "Elsewhere".']);
  expect(jit.stats).toMatchObject({ compiled: 0, jit: 0, graphqlJs: 2, notCompiled: 1 });
  expect(told).toEqual([{ reason: expect.stringMatching(/Elsewhere/), operationName: 'Elsewhere' }]);
});
