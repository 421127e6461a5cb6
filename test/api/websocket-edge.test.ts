// The WebSocket edge (#17): one bad subscription is answered on its own (a
// syntax error used to close the whole socket, a validation error came back as
// "Internal server error" with a stack in the log), operations per socket and
// sockets per client are bounded, and a message may be no larger than an HTTP
// body (it could be 100 MiB).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEFAULT_LIMITS } from '../../src/app/config';
import { closeReason, MAX_CLOSE_REASON_BYTES } from '../../src/api/websocket';
import { MUTATIONS, newGame, newId, startTestServer, type Game, type TestServer } from './helpers';

interface Op {
  items: any[];
  errors: any[];
  done: Promise<void>;
  completed: boolean;
  cancel(): void;
}

/** One operation on `client`, collecting what arrives. */
function run(client: Client, query: string, variables: Record<string, unknown> = {}): Op {
  const op = { items: [] as any[], errors: [] as any[], completed: false } as Op;
  let finish!: () => void;
  op.done = new Promise<void>((r) => (finish = r));
  op.cancel = client.subscribe(
    { query, variables },
    {
      next: (v) => {
        if (v.data) op.items.push(v.data);
        if (v.errors) op.errors.push(...v.errors);
      },
      error: (e) => {
        op.errors.push(...(Array.isArray(e) ? e : [e]));
        op.completed = true;
        finish();
      },
      complete: () => {
        op.completed = true;
        finish();
      },
    },
  );
  return op;
}

/** A graphql-ws client on one socket that records whether, and how, the socket closed. */
function socketClient(url: string) {
  const state = { closedWith: null as number | null, client: null as unknown as Client };
  state.client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    on: { closed: (e) => (state.closedWith = (e as { code: number }).code) },
  });
  return state;
}

const until = async (cond: () => boolean, what: string, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const EVENTS = `subscription($g: String!) { gameEvents(gameId: $g, after: 0) { number type } }`;

let t: TestServer;
let g: Game;
beforeAll(async () => {
  t = await startTestServer();
  g = await newGame(t.data);
});
afterAll(async () => {
  await t?.stop();
});

const errorLines = () => t.logs.lines.filter((l) => l.level === 'error' || l.level === 'fatal');

test('a syntax error, a validation error and bad variables in subscriptions: each answered on its own, the socket and its other subscription go on', async () => {
  const s = socketClient(t.wsUrl);
  try {
    const good = run(s.client, EVENTS, { g: g.gameId });
    await until(() => good.items.length >= 6, 'the backfill');
    const syntax = run(s.client, `subscription { gameEvents(gameId: "x" { number }`);
    const invalid = run(s.client, `subscription { gameEvents(gameId: "${g.gameId}") { noSuchField } }`);
    const badVars = run(s.client, `subscription($after: Int!) { gameEvents(gameId: "${g.gameId}", after: $after) { number } }`, {
      after: 'three',
    });
    const tooMany = run(
      s.client,
      `query($a: [UnitCountInput!]!) { battleOdds(kind: LAND, attackers: $a, defenders: []) { attackerWins } }`,
      { a: Array.from({ length: 60 }, () => ({ unitType: 'x', count: 'y' })) },
    );
    await Promise.all([syntax.done, invalid.done, badVars.done, tooMany.done]);
    expect(syntax.errors[0]).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(syntax.errors[0].message).toMatch(/Syntax Error/);
    expect(invalid.errors[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(invalid.errors[0].message).toMatch(/noSuchField/);
    expect(badVars.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    // More than 50 invalid values: graphql-js gives up after 50, and its last error is the client's too.
    expect(tooMany.errors.length).toBeGreaterThan(50);
    expect(tooMany.errors.every((e: any) => e.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
    expect(JSON.stringify([syntax.errors, invalid.errors, badVars.errors, tooMany.errors])).not.toMatch(/Internal server error|stacktrace/);

    // The socket is open and the good subscription still follows the game.
    expect(s.closedWith).toBeNull();
    const before = good.items.length;
    const r = await t.data(MUTATIONS.endPhase, {
      input: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.JAPAN, phase: 'PURCHASE' },
    });
    expect(r.endPhase.__typename).toBe('CommandAccepted');
    await until(() => good.items.length > before, 'the live event');
    good.cancel();
    expect(errorLines()).toEqual([]); // client errors are not logged as failures (no stacks)
  } finally {
    await s.client.dispose();
  }
});

test('at most WS_MAX_OPERATIONS operations per socket: the next is refused on its own; completing one makes room', async () => {
  const limited = await startTestServer({ limits: { wsOperationsPerConnection: 3 } });
  const s = socketClient(limited.wsUrl);
  try {
    const lg = await newGame(limited.data);
    const subs = [1, 2, 3].map(() => run(s.client, EVENTS, { g: lg.gameId }));
    await until(() => subs.every((x) => x.items.length >= 6), 'three backfills');
    const fourth = run(s.client, EVENTS, { g: lg.gameId });
    await fourth.done;
    expect(fourth.errors[0]).toMatchObject({ extensions: { code: 'TOO_MANY_OPERATIONS' } });
    expect(fourth.errors[0].message).toMatch(/At most 3 operations/);
    expect(s.closedWith).toBeNull();
    subs[0].cancel();
    const again = run(s.client, EVENTS, { g: lg.gameId });
    await until(() => again.items.length >= 6 || again.completed, 'a new subscription');
    expect(again.errors).toEqual([]);
    expect(subs[1].completed).toBe(false);
  } finally {
    await s.client.dispose();
    await limited.stop();
  }
});

test('a message larger than the HTTP body limit closes that socket with 1009; others are untouched', async () => {
  const small = await startTestServer({ limits: { maxBodyBytes: 10_000 } });
  try {
    const other = socketClient(small.wsUrl);
    const follow = run(other.client, `{ rulesets { id } }`);
    await follow.done;
    const code = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(small.wsUrl, 'graphql-transport-ws');
      ws.once('open', () => {
        ws.send(JSON.stringify({ type: 'connection_init' }));
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ rulesets { id } } # ${'x'.repeat(20_000)}` } }));
      });
      ws.once('close', (c) => resolve(c));
      ws.once('error', () => undefined);
      setTimeout(() => reject(new Error('not closed')), 5000).unref();
    });
    expect(code).toBe(1009);
    // Under the limit is fine, on another socket.
    const fine = run(other.client, `{ rulesets { id } } # ${'x'.repeat(5_000)}`);
    await fine.done;
    expect(fine.items).toHaveLength(1);
    expect(other.closedWith).toBeNull();
    await other.client.dispose();
    expect(small.logs.lines.filter((l) => l.level === 'error')).toEqual([]);
  } finally {
    await small.stop();
  }
  expect(DEFAULT_LIMITS.maxBodyBytes).toBe(1_000_000); // the same default as HTTP bodies
});

/** Opens a raw socket: 'open', or the HTTP status the upgrade was refused with. */
const tryOpen = (url: string) =>
  new Promise<{ ws: WebSocket | null; status: number }>((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    ws.once('unexpected-response', (_req, res) => resolve({ ws: null, status: res.statusCode ?? 0 }));
    ws.once('open', () => resolve({ ws, status: 101 }));
    ws.once('error', () => undefined);
  });

test('at most WS_MAX_CONNECTIONS_PER_CLIENT sockets per client address: the next upgrade is a 429; a closed socket frees its place', async () => {
  const limited = await startTestServer({ limits: { wsConnectionsPerClient: 4 } });
  try {
    const open = await Promise.all([1, 2, 3, 4].map(() => tryOpen(limited.wsUrl)));
    expect(open.map((o) => o.status)).toEqual([101, 101, 101, 101]);
    expect((await tryOpen(limited.wsUrl)).status).toBe(429);
    open[0].ws!.close();
    let again = { ws: null as WebSocket | null, status: 0 };
    for (let i = 0; i < 50 && again.status !== 101; i++) {
      await new Promise((r) => setTimeout(r, 20));
      again = await tryOpen(limited.wsUrl);
    }
    expect(again.status).toBe(101);
    for (const o of [...open, again]) o.ws?.close();
  } finally {
    await limited.stop();
  }
});

test('a client that sends a message only a server sends (next, connection_ack, error) is closed with 4400, as the protocol says; nothing logged as an error', async () => {
  const frames = [
    { id: '1', type: 'next', payload: { data: {} } },
    { type: 'connection_ack' },
    { id: '1', type: 'error', payload: [{ message: 'x' }] },
  ];
  for (const frame of frames) {
    const closed = await new Promise<{ code: number; reason: string }>((resolve, reject) => {
      const ws = new WebSocket(t.wsUrl, 'graphql-transport-ws');
      ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
      ws.on('message', (m) => {
        if (JSON.parse(String(m)).type === 'connection_ack') ws.send(JSON.stringify(frame));
      });
      ws.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
      ws.once('error', () => undefined);
      setTimeout(() => reject(new Error('not closed')), 5000).unref();
    });
    expect(closed).toEqual({ code: 4400, reason: `Unexpected message of type ${frame.type} received` });
  }
  expect(errorLines()).toEqual([]);
});

test('an operation id reused while it runs is closed with 4409 even when the id is 10,000 characters long: the reason is cut to what a close frame holds, nothing logged as an error (found by the fuzzer: it was 4500)', async () => {
  const id = 'x'.repeat(10_000);
  const subscribe = JSON.stringify({ type: 'subscribe', id, payload: { query: EVENTS, variables: { g: g.gameId } } });
  const closed = await new Promise<{ code: number; reason: string }>((resolve, reject) => {
    const ws = new WebSocket(t.wsUrl, 'graphql-transport-ws');
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (m) => {
      if (JSON.parse(String(m)).type !== 'connection_ack') return;
      ws.send(subscribe);
      ws.send(subscribe);
    });
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
    ws.once('error', () => undefined);
    setTimeout(() => reject(new Error('not closed')), 5000).unref();
  });
  expect(closed.code).toBe(4409);
  expect(closed.reason).toMatch(/^Subscriber for x+…$/);
  expect(Buffer.byteLength(closed.reason)).toBe(MAX_CLOSE_REASON_BYTES);
  expect(errorLines()).toEqual([]);
});

test('closeReason keeps a reason that fits as it is, and cuts a longer one between characters, never inside one', () => {
  expect(closeReason('Subscriber for 1 already exists')).toBe('Subscriber for 1 already exists');
  const fits = 'a'.repeat(MAX_CLOSE_REASON_BYTES);
  expect(closeReason(fits)).toBe(fits);
  for (const ch of ['é', '€', '😀']) {
    const cut = closeReason(`id ${ch.repeat(200)}`);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(MAX_CLOSE_REASON_BYTES);
    expect(cut).toMatch(new RegExp(`^id (${ch})+…$`, 'u'));
    expect(cut).not.toContain('\uFFFD');
  }
});

test('a command sent over the WebSocket is a command as over HTTP: accepted and followed, retried exactly once, refused by a rule or as bad input with the same answers', async () => {
  const s = socketClient(t.wsUrl);
  try {
    const wg = await newGame(t.data);
    const feed = run(s.client, EVENTS, { g: wg.gameId });
    await until(() => feed.items.length >= 6, 'the backfill');
    const input = { commandId: newId(), gameId: wg.gameId, seatToken: wg.tokens.JAPAN, phase: 'PURCHASE' };
    const sent = run(s.client, MUTATIONS.endPhase, { input });
    await sent.done;
    expect(sent.errors).toEqual([]);
    expect(sent.items).toHaveLength(1); // one answer, then complete
    const answer = sent.items[0].endPhase;
    expect(answer.__typename).toBe('CommandAccepted');
    expect(answer.events.map((e: { type: string }) => e.type)).toContain('PhaseStarted');
    // Stored once: the socket's own subscription sees its events, and the same commandId over HTTP is the same answer.
    await until(() => feed.items.length >= 6 + answer.events.length, 'the command’s events on the feed');
    expect(feed.items.slice(6).map((i: any) => i.gameEvents.number)).toEqual(answer.events.map((e: { number: number }) => e.number));
    const retried = await t.data(MUTATIONS.endPhase, { input });
    expect(retried.endPhase.events).toEqual(answer.events);
    expect([answer.duplicate, retried.endPhase.duplicate]).toEqual([false, true]);
    const count = await t.data(`query($g: String!) { game(id: $g) { eventCount } }`, { g: wg.gameId });
    expect(count.game.eventCount).toBe(6 + answer.events.length);

    // A rule's refusal: the same RuleViolation as over HTTP (Japan's seat token, not the current power's phase).
    const wrong = { commandId: newId(), gameId: wg.gameId, seatToken: wg.tokens.USA };
    const refused = run(s.client, MUTATIONS.endPhase, { input: wrong });
    await refused.done;
    const overHttp = await t.data(MUTATIONS.endPhase, { input: { ...wrong, commandId: newId() } });
    expect(refused.items[0].endPhase.__typename).toBe('RuleViolation');
    expect(refused.items[0].endPhase).toEqual(overHttp.endPhase);
    // Malformed input: a validation error naming the field, on this operation only.
    const bad = run(s.client, MUTATIONS.endPhase, { input: { ...input, commandId: 'not an id!' } });
    await bad.done;
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors)).toContain('commandId');
    expect(s.closedWith).toBeNull();
    expect(errorLines()).toEqual([]);
    feed.cancel();
  } finally {
    await s.client.dispose();
  }
});
