// The KurrentDB adapter (docs/kurrentdb.md). What needs no server runs always: the $all
// position encoding, which failures are STORE_UNAVAILABLE, and the adapter facing no server
// (a closed port) and a server that never answers (its deadline). The contract suite and the
// tests of a dropped and a stalled connection need a live server: they run wherever
// KURRENTDB_CONNECTION_STRING is set, and say plainly that they were skipped otherwise.
import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import {
  DeadlineExceededError,
  NotLeaderError,
  StreamNotFoundError,
  TimeoutError,
  UnavailableError,
  UnknownError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { formatError } from '../../src/api/errors';
import { MUTATIONS, startTestServer } from '../api/helpers';
import { createServices } from '../../src/app/services';
import { storeConfigFromEnv } from '../../src/store';
import { createKurrentDbEventStore, DEFAULT_KURRENTDB_DEADLINE_MS } from '../../src/store/kurrentdb';
import { isUnavailable, toStoreError, withDeadline } from '../../src/store/kurrentdb-errors';
import { comparePositions, cursorOf, isAfter, parseCursor, positionNumber, startOf } from '../../src/store/kurrentdb-position';
import { StoreUnavailableError, type EventStore, type RecordedEvent } from '../../src/store/port';
import { playGame, tickingClock, uuidFrom } from '../support/command-player';
import { eventStoreContract, makeEvents, take, uniqueStream } from './contract';

const connectionString = process.env.KURRENTDB_CONNECTION_STRING?.trim() || undefined;
const big = (n: number | string) => BigInt(n);

describe('$all positions: commit and prepare, one cursor per event (no server)', () => {
  // One explicit transaction of the legacy TCP clients: three events share the commit position
  // 5000 of its commit record, and differ by their prepare positions; then two events written alone.
  const log = [
    { commit: big(5000), prepare: big(4000) },
    { commit: big(5000), prepare: big(4300) },
    { commit: big(5000), prepare: big(4700) },
    { commit: big(5200), prepare: big(5200) },
    { commit: big('18446744073709551614'), prepare: big('18446744073709551614') },
  ];

  test('every event gets a distinct cursor whose string order is the log order (commit, then prepare)', () => {
    const cursors = log.map(cursorOf);
    expect(new Set(cursors).size).toBe(log.length);
    expect([...cursors].sort()).toEqual(cursors);
    for (let i = 1; i < log.length; i++) {
      expect(comparePositions(log[i - 1], log[i])).toBeLessThan(0);
      expect(cursors[i - 1] < cursors[i]).toBe(true);
    }
    expect(cursors[1]).toBe('00000000000000005000/00000000000000004300');
    expect(comparePositions(log[2], { ...log[2] })).toBe(0);
  });

  test('a cursor gives back its exact pair, up to 2^64 - 1; anything else is refused', () => {
    for (const p of log) expect(parseCursor(cursorOf(p))).toEqual(p);
    const max = (big(1) << big(64)) - big(1);
    expect(parseCursor(cursorOf({ commit: max, prepare: max }))).toEqual({ commit: max, prepare: max });
    expect(() => cursorOf({ commit: max + big(1), prepare: big(0) })).toThrow(RangeError);
    expect(() => cursorOf({ commit: big(-1), prepare: big(0) })).toThrow(RangeError);
    for (const bad of [
      '',
      '5000/4300',
      '00000000000000005000:00000000000000004300',
      '99999999999999999999/00000000000000000000',
      'x'.repeat(41),
    ])
      expect(() => parseCursor(bad)).toThrow(RangeError);
  });

  test('resuming after the first event of a shared commit keeps the rest of it; a bare commit position would drop it', () => {
    const after = cursorOf(log[0]);
    expect(startOf(after)).toEqual(log[0]); // the read starts at the exact pair (and includes it: dropped by isAfter)
    expect(log.map((p) => isAfter(p, after))).toEqual([false, true, true, true, true]);
    // Why the pair is needed: "after commit 5000" can only mean after the whole transaction.
    expect(log.map((p) => isAfter(p, 5000))).toEqual([false, false, false, true, true]);
    expect(startOf(5200)).toEqual(log[3]);
    expect(() => startOf(-1)).toThrow(RangeError);
  });

  test("the port's numeric position is the commit position", () => {
    expect(log.map(positionNumber).slice(0, 4)).toEqual([5000, 5000, 5000, 5200]);
  });
});

describe('which failures are STORE_UNAVAILABLE (no server)', () => {
  const grpc = (code: number, message: string) => Object.assign(new Error(message), { code, details: message, metadata: undefined });

  test("the client's unavailable, deadline, timeout and not-leader errors, and raw gRPC and socket errors, are; the rest are not", () => {
    const unavailable = [
      new UnavailableError(),
      new DeadlineExceededError(),
      new TimeoutError(),
      Object.assign(Object.create(NotLeaderError.prototype) as object, { type: 'not-leader' }),
      grpc(14, 'UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED 127.0.0.1:1'),
      grpc(4, 'DEADLINE_EXCEEDED'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('bridge'), { name: 'UnavailableError' }),
      new StoreUnavailableError('already'),
    ];
    const notUnavailable = [
      new StreamNotFoundError(undefined, 'game-x'),
      new WrongExpectedVersionError(undefined, { streamName: 's', expected: big(1), current: big(2) }),
      new UnknownError(),
      grpc(3, 'INVALID_ARGUMENT'),
      grpc(7, 'PERMISSION_DENIED'),
      new TypeError('a bug'),
      'a string',
      null,
    ];
    expect(unavailable.map(isUnavailable)).toEqual(unavailable.map(() => true));
    expect(notUnavailable.map(isUnavailable)).toEqual(notUnavailable.map(() => false));
  });

  test('mapped, it keeps the cause and names the call for the log; the client sees STORE_UNAVAILABLE and nothing of it', () => {
    const cause = grpc(14, 'UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED 10.0.0.7:2113');
    const mapped = toStoreError(cause, 'append to game-1');
    expect(mapped).toBeInstanceOf(StoreUnavailableError);
    expect((mapped as StoreUnavailableError).reason).toBe(`KurrentDB append to game-1: ${cause.message}`);
    expect((mapped as StoreUnavailableError).cause).toBe(cause);
    const bug = new TypeError('a bug');
    expect(toStoreError(bug, 'read')).toBe(bug);
    const formatted = formatError({ message: (mapped as Error).message, path: ['purchaseUnits'] }, mapped);
    expect(formatted).toEqual({
      message: expect.stringMatching(/Try again later/),
      path: ['purchaseUnits'],
      extensions: { code: 'STORE_UNAVAILABLE', retryAfter: 30 },
    });
    expect(JSON.stringify(formatted)).not.toContain('10.0.0.7');
  });

  test('withDeadline: the answer in time; STORE_UNAVAILABLE once the deadline passes; failures mapped', async () => {
    await expect(withDeadline(1000, 'read', async () => 42)).resolves.toBe(42);
    const started = Date.now();
    const never = withDeadline(50, 'append to game-2', () => new Promise<never>(() => undefined));
    await expect(never).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(never).rejects.toMatchObject({ reason: 'KurrentDB append to game-2: deadline of 50 ms exceeded' });
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(withDeadline(1000, 'read', () => Promise.reject(new UnavailableError()))).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(withDeadline(1000, 'read', () => Promise.reject(new RangeError('bug')))).rejects.toBeInstanceOf(RangeError);
  });
});

describe('configuration', () => {
  test('KURRENTDB_DEADLINE_MS: 10 s by default, a positive number of milliseconds, else refused', () => {
    const cs = 'kurrentdb://localhost:2113?tls=false';
    expect(storeConfigFromEnv({ KURRENTDB_CONNECTION_STRING: cs })).toEqual({
      kind: 'kurrentdb',
      connectionString: cs,
      deadlineMs: 10_000,
    });
    expect(DEFAULT_KURRENTDB_DEADLINE_MS).toBe(10_000);
    expect(storeConfigFromEnv({ KURRENTDB_CONNECTION_STRING: cs, KURRENTDB_DEADLINE_MS: '2500' })).toMatchObject({ deadlineMs: 2500 });
    for (const bad of ['0', '-5', 'soon', '1.5'])
      expect(() => storeConfigFromEnv({ KURRENTDB_CONNECTION_STRING: cs, KURRENTDB_DEADLINE_MS: bad })).toThrow(/KURRENTDB_DEADLINE_MS/);
    expect(() => createKurrentDbEventStore({ connectionString: cs, deadlineMs: 0 })).toThrow(RangeError);
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as { port: number };
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** What a call to the store ends with: its value, or the error it was refused with. */
async function outcome<T>(p: Promise<T>): Promise<{ ok: T } | { error: unknown }> {
  try {
    return { ok: await p };
  } catch (error) {
    return { error };
  }
}

function expectUnavailable(o: { ok: unknown } | { error: unknown }, reason: RegExp): void {
  expect(o).toEqual({ error: expect.any(StoreUnavailableError) });
  expect((o as { error: StoreUnavailableError }).error.reason).toMatch(reason);
}

describe('no server at the address (a closed port): every call is STORE_UNAVAILABLE', () => {
  let store: EventStore;
  beforeAll(async () => {
    store = createKurrentDbEventStore({ connectionString: `kurrentdb://127.0.0.1:${await closedPort()}?tls=false`, deadlineMs: 5000 });
  });
  afterAll(() => store.close());

  test('appends, reads of a stream and of $all, and a subscription', async () => {
    const sub = store.subscribeToStream(uniqueStream());
    const [append, read, revision, all, live] = await Promise.all([
      outcome(store.append(uniqueStream(), makeEvents(2), { expectedRevision: 'no_stream' })),
      outcome(store.readStream(uniqueStream())),
      outcome(store.streamRevision(uniqueStream())),
      outcome(store.readAll({ limit: 10 })),
      outcome(sub[Symbol.asyncIterator]().next()),
    ]);
    for (const o of [append, read, revision, all]) expectUnavailable(o, /^KurrentDB (read|append)/);
    expectUnavailable(live, /^KurrentDB subscription/);
    await sub.close();
  });

  test('through the API: a command and the game list answer STORE_UNAVAILABLE with a retry delay, no internal error', async () => {
    const t = await startTestServer({ store, secret: 'kurrentdb-closed-port-secret' });
    try {
      const send = async (query: string, variables: Record<string, unknown> = {}) => {
        const res = await fetch(t.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: (await res.json()) as { errors?: { extensions?: { code?: string } }[] },
        };
      };
      const created = await send(MUTATIONS.createGame, { input: { commandId: randomUUID(), rulesetId: 'pacific-1940', name: 'no store' } });
      const listed = await send('{ games(first: 5) { nodes { id } } }');
      for (const r of [created, listed]) {
        expect(r.status).toBe(503);
        expect(r.retryAfter).toBe('30');
        expect(r.body.errors?.map((e) => e.extensions?.code)).toEqual(['STORE_UNAVAILABLE']);
      }
    } finally {
      await t.stop({ closeStore: false });
    }
  });
});

describe('a server that takes the connection and never answers: the deadline ends every call', () => {
  let blackHole: Server;
  const sockets = new Set<Socket>();
  let store: EventStore;
  beforeAll(async () => {
    blackHole = createServer((s) => {
      sockets.add(s);
      s.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as { port: number };
    store = createKurrentDbEventStore({ connectionString: `kurrentdb://127.0.0.1:${port}?tls=false`, deadlineMs: 300 });
  });
  afterAll(async () => {
    await store.close();
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  });

  test('an append and reads fail STORE_UNAVAILABLE ("deadline of 300 ms exceeded") within a second', async () => {
    const started = Date.now();
    const results = await Promise.all([
      outcome(store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' })),
      outcome(store.readStream(uniqueStream())),
      outcome(store.readAll({ limit: 1 })),
    ]);
    for (const o of results) expectUnavailable(o, /deadline of 300 ms exceeded/);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

if (connectionString) {
  eventStoreContract('kurrentdb', () => createKurrentDbEventStore({ connectionString }), {
    localPush: false,
    checkpoints: false,
    cursors: true,
  });
  eventStoreContract('kurrentdb, $all read two events at a time', () => createKurrentDbEventStore({ connectionString, readPageSize: 2 }), {
    localPush: false,
    checkpoints: false,
    cursors: true,
  });
  liveServerTests(connectionString);
} else {
  console.warn(
    'KurrentDB contract tests SKIPPED: KURRENTDB_CONNECTION_STRING is not set. Skipped: the event store contract on KurrentDB ' +
      '(twice: $all in pages of 500 and of 2), multi-event commands through a fresh game list, a dropped connection, a stalled one.',
  );
  describe.skip('KurrentDB against a live server (SKIPPED: set KURRENTDB_CONNECTION_STRING to run)', () => {
    it('the event store contract, the game list over multi-event commands, a dropped connection, a stalled one', () => undefined);
  });
}

/**
 * A TCP relay between the store and the server that can drop every connection, refuse new ones, or
 * hold what passes through (a stalled network), then carry on.
 */
async function relayTo(host: string, port: number) {
  const pairs = new Set<[Socket, Socket]>();
  let held = false;
  const server = createServer((inbound) => {
    const outbound = connect(port, host);
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      inbound.destroy();
      outbound.destroy();
    };
    for (const [from, to] of [pair, [outbound, inbound] as const]) {
      from.on('data', (d: Buffer) => {
        if (!held) to.write(d);
      });
      from.on('error', end);
      from.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayPort = (server.address() as { port: number }).port;
  return {
    port: relayPort,
    /** Swallow everything from now on (connections stay open). */
    hold: () => void (held = true),
    release: () => void (held = false),
    /** Drop every open connection and refuse new ones. */
    async stop() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** Listen again on the same port. */
    async restart() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(relayPort, '127.0.0.1', () => resolve());
      });
    },
  };
}

/** Calls `f` until it answers (the client reconnects on the call after an unavailable one), at most `tries` times. */
async function eventually<T>(f: () => Promise<T>, tries = 10): Promise<{ ok: T } | { error: unknown }> {
  let last: { ok: T } | { error: unknown } = { error: new Error('never tried') };
  for (let i = 0; i < tries; i++) {
    last = await outcome(f());
    if ('ok' in last) return last;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return last;
}

function liveServerTests(cs: string): void {
  const url = new URL(cs.replace(/^[a-z+]+:\/\//i, 'http://'));
  const address = `${url.hostname}:${url.port}`;
  // A relay stands in front of one node: a cluster (gossip discovery, several hosts) tells the client the nodes' own addresses.
  const relayable = /^kurrentdb:\/\//i.test(cs) && url.port !== '' && cs.includes(address) && !cs.split('?')[0].includes(',');
  const through = (port: number) => cs.replace(address, `127.0.0.1:${port}`);

  describe('KurrentDB: the game list over multi-event commands, read back in pages of 2', () => {
    // It folds the server's whole $all (a fresh server keeps that short).
    test('a fresh list, folding $all two events at a time, has every event of every game', async () => {
      const store = createKurrentDbEventStore({ connectionString: cs, readPageSize: 2 });
      try {
        const services = createServices(store, 'kurrentdb-list-secret', { now: tickingClock() });
        const gameId = uuidFrom(`kurrentdb-list-${randomUUID()}`);
        await playGame(services, { seed: 77, gameId, events: 60 });
        const revision = await store.streamRevision(`game-${gameId}`);
        const written = await store.readStream(`game-${gameId}`);
        // Commands of several events: the case where a read from a bare commit position dropped the rest.
        const byCommand = new Map<string, number>();
        for (const e of written) byCommand.set(e.metadata.commandId, (byCommand.get(e.metadata.commandId) ?? 0) + 1);
        expect(Math.max(...byCommand.values())).toBeGreaterThan(1);
        const fresh = createServices(store, 'kurrentdb-list-secret');
        expect((await fresh.games.get(gameId))?.eventCount).toBe(revision + 1);
      } finally {
        await store.close();
      }
    }, 300_000);
  });

  if (!relayable)
    console.warn(
      `KurrentDB dropped/stalled connection tests SKIPPED: they need a single-node connection string with host:port (kurrentdb://host:2113?...), not ${cs.split('?')[0]}`,
    );
  (relayable ? describe : describe.skip)('KurrentDB: a dropped connection and a stalled one', () => {
    jest.setTimeout(60_000);
    test('the server gone: STORE_UNAVAILABLE for calls and for an open subscription; back again: calls go through', async () => {
      const relay = await relayTo(url.hostname, Number(url.port));
      const store = createKurrentDbEventStore({ connectionString: through(relay.port), deadlineMs: 3000 });
      try {
        const s = uniqueStream('drop');
        await store.append(s, makeEvents(2), { expectedRevision: 'no_stream' });
        const it = store.subscribeToStream(s)[Symbol.asyncIterator]();
        expect((await take(it, 2)).map((e: RecordedEvent) => e.revision)).toEqual([0, 1]);
        const pending = outcome(it.next());
        await relay.stop();
        expectUnavailable(await pending, /^KurrentDB subscription/);
        expectUnavailable(await outcome(store.append(s, makeEvents(1), { expectedRevision: 1 })), /^KurrentDB /);
        expectUnavailable(await outcome(store.readStream(s)), /^KurrentDB /);
        await relay.restart();
        // The client reconnects on the next call after an unavailable one (it may take that call).
        const again = makeEvents(1);
        expect(await eventually(() => store.append(s, again, { expectedRevision: 1 }))).toMatchObject({ ok: { nextRevision: 2 } });
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1, 2]);
      } finally {
        await store.close();
        await relay.stop().catch(() => undefined);
      }
    });

    test('a stalled connection: STORE_UNAVAILABLE at the deadline; the retry of the same command once it moves is answered once', async () => {
      const relay = await relayTo(url.hostname, Number(url.port));
      const store = createKurrentDbEventStore({ connectionString: through(relay.port), deadlineMs: 500 });
      try {
        const s = uniqueStream('stall');
        await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
        relay.hold();
        const command = makeEvents(3);
        expectUnavailable(await outcome(store.append(s, command, { expectedRevision: 0 })), /deadline of 500 ms exceeded/);
        expectUnavailable(await outcome(store.readAll({ limit: 1 })), /deadline of 500 ms exceeded/);
        relay.release();
        await relay.stop(); // the held connection lost what it swallowed: start clean
        await relay.restart();
        expect(await eventually(() => store.append(s, command, { expectedRevision: 0 }))).toMatchObject({ ok: { nextRevision: 3 } });
        expect((await store.readStream(s)).map((e) => e.id)).toEqual([expect.any(String), ...command.map((e) => e.id)]);
      } finally {
        await store.close();
        await relay.stop().catch(() => undefined);
      }
    });
  });
}
