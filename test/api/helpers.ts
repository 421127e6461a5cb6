// A tiny GraphQL test client: a real server on a free port over a SQLite file
// in a temp dir, `gql` over HTTP (global fetch), graphql-ws feeds that collect
// subscription payloads, and `stop()` that closes everything it opened.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { Writable } from 'node:stream';
import { startServer, type RunningServer } from '../../src/api/server';
import { NO_RATE_LIMITS, type CorsPolicy, type Limits, type RateLimits } from '../../src/app/config';
import { createLogger, type Logger } from '../../src/app/logger';
import { createServices, type Services } from '../../src/app/services';
import { operatorTokenFrom } from '../../src/app/operator';
import { createSqliteEventStore } from '../../src/store/sqlite';
import type { EventStore } from '../../src/store/port';

export const SEATS = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'] as const;
export type Power = (typeof SEATS)[number];
/** The rules' id of each seat's power (the API names them with the Power enum: JAPAN is "Japan"). */
export const POWER_ID = { JAPAN: 'Japan', USA: 'USA', CHINA: 'China', UK: 'UK', ANZAC: 'ANZAC' } as const satisfies Record<Power, string>;

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [k: string]: unknown };
}

export interface GqlResponse<T = any> {
  status: number;
  data?: T | null;
  errors?: GqlError[];
  /** The response body as sent, to look for things that must never be there (stack traces). */
  raw: string;
}

/** POSTs one GraphQL request. Never throws on GraphQL errors: the caller inspects them. */
export async function gql<T = any>(url: string, query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>> {
  return gqlRaw<T>(url, JSON.stringify({ query, variables }));
}

/** POSTs a raw body (for malformed requests). */
export async function gqlRaw<T = any>(url: string, body: string): Promise<GqlResponse<T>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const raw = await res.text();
  let parsed: { data?: T | null; errors?: GqlError[] };
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`HTTP ${res.status}, not JSON: ${raw.slice(0, 300)}`);
  }
  return { status: res.status, data: parsed.data, errors: parsed.errors, raw };
}

/** The data of a request that must succeed (no GraphQL errors). */
export async function gqlData<T = any>(url: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await gql<T>(url, query, variables);
  if (r.errors?.length || !r.data) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors ?? r.raw)}`);
  return r.data;
}

/** A graphql-ws subscription that collects every payload it receives. */
export interface Feed<T> {
  readonly items: T[];
  readonly errors: unknown[];
  readonly completed: boolean;
  /** Resolves with the items once there are at least `n` (rejects after the timeout). */
  waitFor(n: number, timeoutMs?: number): Promise<T[]>;
  close(): Promise<void>;
}

export function subscribe<T = any>(
  wsUrl: string,
  query: string,
  variables: Record<string, unknown>,
  pick: (data: any) => T = (d) => d,
): Feed<T> {
  const items: T[] = [];
  const errors: unknown[] = [];
  let completed = false;
  let waiters: (() => void)[] = [];
  const notify = () => {
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };
  let socketClosed: Promise<void> = Promise.resolve();
  let markClosed: (() => void) | null = null;
  const client: Client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    on: {
      connecting: () => {
        socketClosed = new Promise<void>((resolve) => (markClosed = resolve));
      },
      closed: () => {
        markClosed?.();
        markClosed = null;
      },
    },
  });
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (value) => {
        if (value.errors?.length) errors.push(...value.errors);
        if (value.data) items.push(pick(value.data));
        notify();
      },
      error: (err) => {
        errors.push(err);
        completed = true;
        notify();
      },
      complete: () => {
        completed = true;
        notify();
      },
    },
  );
  return {
    items,
    errors,
    get completed() {
      return completed;
    },
    waitFor(n: number, timeoutMs = 5000) {
      return new Promise<T[]>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`feed: ${items.length} of ${n} items after ${timeoutMs} ms; errors: ${JSON.stringify(errors)}`)),
          timeoutMs,
        );
        const check = () => {
          if (items.length >= n) {
            clearTimeout(timer);
            resolve(items);
          } else if (completed) {
            clearTimeout(timer);
            reject(new Error(`feed ended with ${items.length} of ${n} items; errors: ${JSON.stringify(errors)}`));
          } else waiters.push(check);
        };
        check();
      });
    },
    async close() {
      unsubscribe();
      await client.dispose();
      await Promise.race([socketClosed, new Promise((r) => setTimeout(r, 1000).unref())]);
    },
  };
}

export const EVENT_FIELDS = 'id number position type data metadata { commandId actor prevHash hash }';

/** `gameEvents(gameId, after)` as a feed of events. */
export function subscribeEvents(wsUrl: string, gameId: string, after = 0): Feed<GameEventRow> {
  return subscribe(
    wsUrl,
    `subscription($gameId: String!, $after: Int!) { gameEvents(gameId: $gameId, after: $after) { ${EVENT_FIELDS} } }`,
    { gameId, after },
    (d) => d.gameEvents,
  );
}

export interface GameEventRow {
  id: string;
  number: number;
  position: number;
  type: string;
  data: any;
  metadata: { commandId: string; actor: string; prevHash: string; hash: string };
}

/** A free TCP port on 127.0.0.1 (for servers that cannot report the port they got). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix = 'pacific-api-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Log lines a server wrote, parsed; error and fatal lines also go to stderr so a failing test shows them. */
export interface LogCapture {
  logger: Logger;
  readonly lines: { level: string; msg: string; [k: string]: unknown }[];
  /** Every line as written, to look for what must never be logged. */
  readonly raw: string[];
}

export function captureLogs(): LogCapture {
  const lines: LogCapture['lines'] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        raw.push(line);
        const parsed = JSON.parse(line);
        lines.push(parsed);
        if (parsed.level === 'error' || parsed.level === 'fatal') process.stderr.write(`server log: ${line}\n`);
      }
      done();
    },
  });
  return { logger: createLogger({ level: 'debug', stream }), lines, raw };
}

export interface TestServer {
  url: string;
  wsUrl: string;
  store: EventStore;
  services: Services;
  server: RunningServer;
  /** What the server logged. */
  logs: LogCapture;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>>;
  data<T = any>(query: string, variables?: Record<string, unknown>): Promise<T>;
  subscribe<T = any>(query: string, variables: Record<string, unknown>, pick?: (data: any) => T): Feed<T>;
  subscribeEvents(gameId: string, after?: number): Feed<GameEventRow>;
  /** Closes the feeds opened through this object, the server and (unless told otherwise) the store. */
  stop(opts?: { closeStore?: boolean }): Promise<void>;
}

export const TEST_SECRET = 'test-secret-do-not-use-in-production';

export interface TestServerOptions {
  store?: EventStore;
  dbPath?: string;
  secret?: string;
  cors?: CorsPolicy;
  limits?: Partial<Limits>;
  /** Per-client budgets; none unless given (the tests send far more than a player would). */
  rateLimits?: RateLimits;
  trustProxy?: number;
  /** Share of the time automatic play may use (BOT_SHARE); 1 (unpaced) unless given: only the pacing tests pace. */
  botShare?: number;
  /** The server operator's token (OPERATOR_TOKEN, checked as the server checks it); none: no operator. */
  operatorToken?: string;
  /**
   * The battle-odds worker: the bundle's (default; jest's globalSetup built it from this source, test/support/build-dist.ts)
   * or the TypeScript source booted through ts-node, which took up to 28 s per test server on a loaded machine.
   */
  oddsWorker?: 'compiled' | 'typescript';
}

/** The odds worker npm start runs, bundled by jest's globalSetup. */
export const COMPILED_ODDS_WORKER = join(__dirname, '..', '..', 'dist', 'bundle', 'odds-worker.js');

/** Starts the real server (Apollo over HTTP + graphql-ws) on port 0 over the given store, or a new SQLite file. */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  // Without a store or a path: a SQLite file in a temp dir of its own, removed on stop.
  const temp = opts.store || opts.dbPath ? null : tempDir();
  const store = opts.store ?? createSqliteEventStore({ path: opts.dbPath ?? join(temp!.dir, 'pacific.db'), pollIntervalMs: 100 });
  const secret = opts.secret ?? TEST_SECRET;
  const services = createServices(store, secret, { operator: operatorTokenFrom(opts.operatorToken, secret) });
  const logs = captureLogs();
  const server = await startServer(services, {
    port: 0,
    host: '127.0.0.1',
    logger: logs.logger,
    rateLimits: opts.rateLimits ?? NO_RATE_LIMITS,
    botShare: opts.botShare ?? 1,
    ...(opts.oddsWorker === 'typescript' ? {} : { oddsWorkerFile: COMPILED_ODDS_WORKER }),
    ...(opts.cors ? { cors: opts.cors } : {}),
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
  });
  const feeds = new Set<Feed<unknown>>();
  const track = <T>(f: Feed<T>): Feed<T> => {
    feeds.add(f as Feed<unknown>);
    return f;
  };
  let stopped = false;
  return {
    url: server.url,
    wsUrl: server.wsUrl,
    store,
    services,
    server,
    logs,
    gql: (q, v) => gql(server.url, q, v),
    data: (q, v) => gqlData(server.url, q, v),
    subscribe: (q, v, pick) => track(subscribe(server.wsUrl, q, v, pick)),
    subscribeEvents: (gameId, after) => track(subscribeEvents(server.wsUrl, gameId, after)),
    async stop({ closeStore = true } = {}) {
      if (stopped) return;
      stopped = true;
      await Promise.all([...feeds].map((f) => f.close()));
      await server.stop();
      if (closeStore) await store.close();
      if (closeStore) temp?.remove();
    },
  };
}

// ---------------------------------------------------------------------------
// Game helpers over GraphQL (the shapes a client that was not written with the
// project would send).

export const newId = (): string => randomUUID();

const RESULT = `
  __typename
  ... on CommandAccepted { duplicate events { ${EVENT_FIELDS} } game { eventCount round currentPower phase } }
  ... on RuleViolation { code message rule }
`;

export interface CommandResultRow {
  __typename: 'CommandAccepted' | 'RuleViolation';
  duplicate?: boolean;
  events?: GameEventRow[];
  game?: { eventCount: number; round: number; currentPower: string; phase: string };
  code?: string;
  message?: string;
  rule?: string;
}

export const MUTATIONS = {
  createGame: `mutation($input: CreateGameInput!) { createGame(input: $input) {
    __typename
    ... on GameCreated { organizerToken duplicate game { id eventCount } events { ${EVENT_FIELDS} } }
    ... on RuleViolation { code message rule } } }`,
  takeSeat: `mutation($input: TakeSeatInput!) { takeSeat(input: $input) {
    __typename
    ... on SeatGranted { power seatToken duplicate events { ${EVENT_FIELDS} } }
    ... on RuleViolation { code message rule } } }`,
  purchaseUnits: `mutation($input: PurchaseUnitsInput!) { purchaseUnits(input: $input) { ${RESULT} } }`,
  placeUnits: `mutation($input: PlaceUnitsInput!) { placeUnits(input: $input) { ${RESULT} } }`,
  endPhase: `mutation($input: EndPhaseInput!) { endPhase(input: $input) { ${RESULT} } }`,
};

type Send = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** What the tests read of a command's answer: its events with their data, or the violation. */
export const COMMAND_ANSWER = `__typename ... on CommandAccepted { events { number type data } } ... on RuleViolation { code message rule }`;

/** Sends the mutation `name` (its input type is `<Name>Input`) and returns its answer, as COMMAND_ANSWER selects it. */
export async function sendCommand(send: Send, name: string, input: Record<string, unknown>): Promise<any> {
  const cap = name[0].toUpperCase() + name.slice(1);
  return (await send(`mutation($input: ${cap}Input!) { ${name}(input: $input) { ${COMMAND_ANSWER} } }`, { input }))[name];
}

export interface Game {
  gameId: string;
  organizerToken: string;
  tokens: Record<Power, string>;
}

/** Creates a pacific-1940 game and takes the five seats. */
export async function newGame(send: Send, rulesetId = 'pacific-1940'): Promise<Game> {
  const created = (await send(MUTATIONS.createGame, { input: { commandId: newId(), rulesetId, name: 'api test' } })).createGame;
  if (created.__typename !== 'GameCreated') throw new Error(`createGame: ${JSON.stringify(created)}`);
  const gameId: string = created.game.id;
  const tokens = {} as Record<Power, string>;
  for (const power of SEATS) {
    const r = (await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat;
    if (r.__typename !== 'SeatGranted') throw new Error(`takeSeat ${power}: ${JSON.stringify(r)}`);
    tokens[power] = r.seatToken;
  }
  return { gameId, organizerToken: created.organizerToken, tokens };
}

export async function purchase(send: Send, g: Game, power: Power, units: { unitType: string; count: number }[], commandId = newId()) {
  const input = { commandId, gameId: g.gameId, seatToken: g.tokens[power], units };
  return (await send<{ purchaseUnits: CommandResultRow }>(MUTATIONS.purchaseUnits, { input })).purchaseUnits;
}

export async function place(
  send: Send,
  g: Game,
  power: Power,
  placements: { unitType: string; count: number; territory: string; factory?: string }[],
  commandId = newId(),
) {
  const input = { commandId, gameId: g.gameId, seatToken: g.tokens[power], placements };
  return (await send<{ placeUnits: CommandResultRow }>(MUTATIONS.placeUnits, { input })).placeUnits;
}

export async function endPhase(send: Send, g: Game, power: Power, phase?: string, commandId = newId()) {
  const input = { commandId, gameId: g.gameId, seatToken: g.tokens[power], ...(phase ? { phase } : {}) };
  return (await send<{ endPhase: CommandResultRow }>(MUTATIONS.endPhase, { input })).endPhase;
}

export function expectAccepted(r: CommandResultRow | { __typename: string }): asserts r is CommandResultRow {
  if (r.__typename !== 'CommandAccepted' && r.__typename !== 'GameCreated' && r.__typename !== 'SeatGranted')
    throw new Error(`expected the command to be accepted, got ${JSON.stringify(r)}`);
}

/** Ends phases of `power` until its current phase is `phase` (GraphQL enum name, e.g. "MOBILIZE"). */
export async function endPhasesUntil(send: Send, g: Game, power: Power, phase: string) {
  for (let i = 0; i < 10; i++) {
    const b = await board(send, g.gameId);
    if (b.currentPower === power && b.phase === phase) return;
    if (b.currentPower !== power) throw new Error(`endPhasesUntil: it is ${b.currentPower}'s turn, not ${power}'s`);
    expectAccepted(await endPhase(send, g, power, b.phase));
  }
  throw new Error(`endPhasesUntil: ${power} never reached ${phase}`);
}

/** Plays `power`'s whole turn buying and placing nothing. */
export async function passTurn(send: Send, g: Game, power: Power) {
  await endPhasesUntil(send, g, power, 'COLLECT_INCOME');
  expectAccepted(await endPhase(send, g, power, 'COLLECT_INCOME'));
}

export interface BoardRow {
  eventNumber: number;
  round: number;
  currentPower: string;
  phase: string;
  powers: { power: string; pus: number; seatTaken: boolean }[];
  purchased: { type: string; count: number }[];
  territories: {
    name: string;
    kind: string;
    owner: string | null;
    production: number;
    units: { type: string; owner: string; count: number; damage: number }[];
  }[];
  units: { id: string; type: string; owner: string; at: string; damage: number }[];
}

export const BOARD_FIELDS = `eventNumber round currentPower phase status
  powers { power pus seatTaken side capital }
  purchased { type count }
  territories { name kind owner production capturedThisTurn units { type owner count damage } }
  units { id type owner at damage }`;

export async function board(send: Send, gameId: string, atEvent?: number): Promise<BoardRow> {
  const r = await send<{ board: BoardRow | null }>(
    `query($gameId: String!, $atEvent: Int) { board(gameId: $gameId, atEvent: $atEvent) { ${BOARD_FIELDS} } }`,
    { gameId, atEvent: atEvent ?? null },
  );
  if (!r.board) throw new Error(`no board for ${gameId} at ${atEvent}`);
  return r.board;
}

export const pusOf = (b: BoardRow, power: string) => b.powers.find((p) => p.power === power)!.pus;

/** Every event of a game through the `events` connection, paging with first/after. */
export async function allEvents(send: Send, gameId: string, pageSize = 7): Promise<GameEventRow[]> {
  const out: GameEventRow[] = [];
  let after: string | null = null;
  for (;;) {
    const r: any = await send(
      `query($gameId: String!, $first: Int!, $after: String) { events(gameId: $gameId, first: $first, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${EVENT_FIELDS} } } } }`,
      { gameId, first: pageSize, after },
    );
    const c = r.events;
    out.push(...c.edges.map((e: { node: GameEventRow }) => e.node));
    if (!c.pageInfo.hasNextPage) break;
    after = c.pageInfo.endCursor;
  }
  return out;
}

/** The number of events of a game, read from the store through the API. */
export async function eventCount(send: Send, gameId: string): Promise<number> {
  const r = await send<{ events: { totalCount: number } }>(`query($gameId: String!) { events(gameId: $gameId, first: 0) { totalCount } }`, {
    gameId,
  });
  return r.events.totalCount;
}
