// The HTTP edge (#17): a 413 ends its connection properly, more than 50 bad
// variable values are the client's error, requests carry ids and are logged as
// JSON without secrets, /health reads the store, and a full disk is a typed
// "try again later" with nothing written.
import { connect } from 'node:net';
import { join } from 'node:path';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { endPhase, eventCount, gql, MUTATIONS, newGame, newId, purchase, startTestServer, tempDir, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { maxBodyBytes: 100_000 } });
});
afterAll(async () => {
  await t?.stop();
});

/** Sends raw bytes on one TCP connection; resolves with everything received once the server closes it. */
function rawExchange(
  port: number,
  head: string,
  body: (write: (b: Buffer) => boolean) => void,
  ms = 8000,
): Promise<{ received: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server did not close the connection in ${ms} ms; received: ${received.slice(0, 200)}`));
    }, ms);
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('error', () => undefined); // a reset after the answer is fine
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ received, closedByServer: true });
    });
    socket.on('connect', () => {
      socket.write(head);
      body((b) => socket.write(b));
    });
  });
}

describe('a body over the limit', () => {
  test('declared by content-length: 413 with connection: close, and the connection is closed, though the client was still sending', async () => {
    const size = 1_000_000;
    const head = `POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\n\r\n`;
    const r = await rawExchange(t.server.port, head, (write) => {
      for (let i = 0; i < 10; i++) write(Buffer.alloc(size / 10, 0x20));
    });
    expect(r.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.received.toLowerCase()).toContain('connection: close');
    expect(r.received).toContain('PAYLOAD_TOO_LARGE');
    expect(r.received).toContain('100000 bytes');
  });

  test('an upload 50 times the limit: the client sends all of it without a broken pipe, then reads the 413 (issue 29)', async () => {
    const size = 5_000_000;
    const head = `POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${size}\r\n\r\n`;
    const result = await new Promise<{ received: string; errors: string[]; sent: number }>((resolve, reject) => {
      const socket = connect(t.server.port, '127.0.0.1');
      const out = { received: '', errors: [] as string[], sent: 0 };
      const timer = setTimeout(() => reject(new Error('not closed')), 20_000);
      socket.on('data', (d) => (out.received += d.toString('latin1')));
      socket.on('error', (e) => out.errors.push((e as NodeJS.ErrnoException).code ?? e.message));
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(out);
      });
      socket.on('connect', async () => {
        socket.write(head);
        const chunk = Buffer.alloc(100_000, 0x20);
        for (let i = 0; i < size / chunk.length; i++) {
          if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
          out.sent += chunk.length;
        }
      });
    });
    expect(result.errors).toEqual([]);
    expect(result.sent).toBe(size);
    expect(result.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.received).toContain('PAYLOAD_TOO_LARGE');
  });

  test('chunked, with no length given: 413 once past the limit, and closed', async () => {
    const head = `POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`;
    const chunk = Buffer.alloc(50_000, 0x20);
    const r = await rawExchange(t.server.port, head, (write) => {
      for (let i = 0; i < 5; i++) {
        write(Buffer.from(`${chunk.length.toString(16)}\r\n`));
        write(chunk);
        write(Buffer.from('\r\n'));
      }
      write(Buffer.from('0\r\n\r\n'));
    });
    expect(r.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.received.toLowerCase()).toContain('connection: close');
  });

  test('a client that hangs up halfway through its body: the server neither crashes nor waits for it', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(t.server.port, '127.0.0.1', () => {
        socket.write(
          `POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 50000\r\n\r\n{"query": "{ rul`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', () => undefined);
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(t.logs.lines.some((l) => l.msg === 'request body not received')).toBe(true);
    expect(t.logs.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  test('the server goes on answering other clients', async () => {
    expect((await t.gql('{ rulesets { id } }')).errors).toBeUndefined();
  });
});

test('more than 50 invalid variable values: 400 BAD_USER_INPUT for every error, none internal', async () => {
  const r = await t.gql(`query($a: [UnitCountInput!]!) { battleOdds(kind: LAND, attackers: $a, defenders: []) { attackerWins } }`, {
    a: Array.from({ length: 60 }, () => ({ unitType: 'x', count: 'y' })),
  });
  expect(r.status).toBe(400);
  expect(r.errors!.length).toBeGreaterThan(50);
  expect(r.errors!.every((e) => e.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
  expect(r.raw).not.toMatch(/Internal server error/);
  expect(r.errors![r.errors!.length - 1].message).toMatch(/Too many errors processing variables/);
  expect(t.logs.lines.filter((l) => l.level === 'error')).toEqual([]);
});

describe('request ids and logs', () => {
  test('x-request-id: a sane one is kept and sent back, anything else replaced by a new id; the log line carries it', async () => {
    const mine = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'client-req.42' },
      body: JSON.stringify({ query: '{ rulesets { id } }' }),
    });
    expect(mine.headers.get('x-request-id')).toBe('client-req.42');
    const odd = await fetch(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'no spaces or\ttabs allowed' },
      body: JSON.stringify({ query: '{ rulesets { id } }' }),
    });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const line = t.logs.lines.find((l) => l.msg === 'request completed' && (l.req as { id?: string })?.id === 'client-req.42');
    expect(line).toMatchObject({ level: 'info', res: { statusCode: 200 }, req: { method: 'POST', path: '/graphql' } });
    expect(line!.responseTime).toEqual(expect.any(Number));
  });

  test('tokens, command ids and seeds never reach the log, not even from a GET query string', async () => {
    const g = await newGame(t.data);
    const secretCommand = newId();
    expect((await purchase(t.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }], secretCommand)).__typename).toBe('CommandAccepted');
    const q = `query($t: String!) { game(id: $t) { id } } # ${g.tokens.JAPAN}`;
    const get = await fetch(
      `${t.url}?query=${encodeURIComponent(q)}&variables=${encodeURIComponent(JSON.stringify({ t: g.organizerToken }))}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(get.status).toBe(200);
    const all = t.logs.raw.join('\n');
    for (const secret of [g.organizerToken, ...Object.values(g.tokens), secretCommand]) expect(all).not.toContain(secret);
    expect(t.logs.lines.every((l) => typeof l.time === 'string' && typeof l.level === 'string')).toBe(true);
  });
});

describe('/health reads the store', () => {
  test('200 while the store answers; 503 once it cannot be read', async () => {
    const own = await startTestServer();
    try {
      const ok = await fetch(own.url.replace('/graphql', '/health'));
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ ok: true, store: 'sqlite' });
      await own.store.close(); // the store goes away under the server
      const down = await fetch(own.url.replace('/graphql', '/health'));
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ok: false, store: 'sqlite', error: 'the store cannot be read' });
      // A line about a request, other than its request line, carries the request's fields too.
      const warned = own.logs.lines.find((l) => l.level === 'warn' && /health check/.test(l.msg));
      expect(warned).toMatchObject({ req: { id: down.headers.get('x-request-id'), method: 'GET', path: '/health' } });
    } finally {
      await own.stop({ closeStore: false });
    }
  });
});

describe('a full disk during a command (simulated with PRAGMA max_page_count)', () => {
  test('STORE_UNAVAILABLE, 503 with Retry-After, nothing appended; the same command goes through once there is room', async () => {
    const dir = tempDir();
    const dbPath = join(dir.dir, 'pacific.db');
    // Play until the file is at its cap: a fresh game, then purchases until one is refused by the store.
    let full: TestServer | null = null;
    try {
      const first = await startTestServer({ dbPath });
      const g = await newGame(first.data);
      await first.stop();
      const capped = createSqliteEventStore({ path: dbPath, maxPageCount: 1 });
      // With a cap below what the file already has, every new page is refused at once.
      full = await startTestServer({ store: capped });
      const input = (commandId: string) => ({
        commandId,
        gameId: g.gameId,
        seatToken: g.tokens.JAPAN,
        units: [{ unitType: 'INFANTRY', count: 1 }],
      });
      const send = async (commandId: string) => {
        const res = await fetch(full!.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: MUTATIONS.purchaseUnits, variables: { input: input(commandId) } }),
        });
        return { status: res.status, retryAfter: res.headers.get('retry-after'), raw: await res.text() };
      };
      // Small events may still fit in a page with room: buy until the store refuses one (Japan has PUs for 8).
      let refusedId = newId();
      let before = await eventCount(full.data, g.gameId);
      let r = await send(refusedId);
      for (let i = 0; i < 8 && r.status === 200; i++) {
        expect(JSON.parse(r.raw).data.purchaseUnits.__typename).toBe('CommandAccepted');
        before = await eventCount(full.data, g.gameId);
        refusedId = newId();
        r = await send(refusedId);
      }
      expect(r.status).toBe(503);
      expect(r.retryAfter).toBe('30');
      expect(JSON.parse(r.raw)).toEqual({
        data: null,
        errors: [
          expect.objectContaining({
            message: "The game store's disk is full; nothing was changed. Try again later.",
            extensions: { code: 'STORE_UNAVAILABLE', reason: 'DISK_FULL', retryAfter: 30 },
          }),
        ],
      });
      expect(r.raw).not.toContain(dbPath); // paths are for the log, not the client
      const after = await eventCount(full.data, g.gameId);
      expect(after).toBe(before); // nothing of the refused command
      const chain = await full.data(`query($id: String!) { game(id: $id) { chain { valid checked } } }`, { id: g.gameId });
      expect(chain.game.chain).toEqual({ valid: true, checked: after });
      // Logged through the operation's context, bound to its request (the context makes that logger when first asked).
      const unavailable = full.logs.lines.find((l) => l.level === 'warn' && l.msg === 'store unavailable');
      expect(String(unavailable?.reason)).toContain(dbPath);
      expect(unavailable).toMatchObject({ req: { id: expect.any(String), method: 'POST', path: '/graphql' } });
      expect(full.logs.lines.filter((l) => l.level === 'error')).toEqual([]);
      await full.stop();
      full = null;

      // Room again: the refused command, sent again with its id, is applied once, as new.
      const roomy = await startTestServer({ dbPath });
      try {
        const again = await roomy.data(MUTATIONS.purchaseUnits, { input: input(refusedId) });
        expect(again.purchaseUnits).toMatchObject({ __typename: 'CommandAccepted', duplicate: false });
        expect(await eventCount(roomy.data, g.gameId)).toBe(after + 1);
        expect((await endPhase(roomy.data, g, 'JAPAN', 'PURCHASE')).__typename).toBe('CommandAccepted');
      } finally {
        await roomy.stop();
      }
    } finally {
      await full?.stop();
      dir.remove();
    }
  });
});

test('gql helper sanity: the server under test answers', async () => {
  expect((await gql(t.url, '{ rulesets { id } }')).status).toBe(200);
});

describe('slow clients (issue 29)', () => {
  test('headers that never finish: 408 and the connection closed after HTTP_HEADERS_TIMEOUT_MS, logged; others answered meanwhile', async () => {
    const slow = await startTestServer({ limits: { headersTimeoutMs: 500, requestTimeoutMs: 1500 } });
    try {
      const r = await rawExchange(slow.server.port, 'POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-', () => undefined, 8000);
      expect(r.received).toMatch(/^HTTP\/1\.1 408 /);
      expect((await slow.gql('{ rulesets { id } }')).errors).toBeUndefined();
      expect(slow.logs.lines.some((l) => l.msg === 'request too slow: 408, connection closed')).toBe(true);
    } finally {
      await slow.stop();
    }
  });

  test('a body that trickles past HTTP_REQUEST_TIMEOUT_MS: 408 and closed', async () => {
    const slow = await startTestServer({ limits: { headersTimeoutMs: 500, requestTimeoutMs: 1500 } });
    try {
      const head = `POST /graphql HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`;
      const r = await rawExchange(slow.server.port, head, (write) => {
        const drip = setInterval(() => write(Buffer.from(' ')), 200);
        setTimeout(() => clearInterval(drip), 6000).unref();
      });
      expect(r.received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await slow.stop();
    }
  });

  test('at most HTTP_MAX_CONNECTIONS_PER_ADDRESS open connections from one address: one more is closed at once, logged; a closed one frees its place', async () => {
    const few = await startTestServer({ limits: { connectionsPerAddress: 3 } });
    const opened: ReturnType<typeof connect>[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const s = connect(few.server.port, '127.0.0.1');
        await new Promise((r) => s.once('connect', r));
        opened.push(s);
      }
      const fourth = connect(few.server.port, '127.0.0.1');
      fourth.on('error', () => undefined);
      await new Promise((r) => fourth.once('close', r));
      expect(few.logs.lines.some((l) => l.msg === 'connection refused: too many open connections from this address')).toBe(true);
      // One closed: a request gets through again.
      opened.pop()!.destroy();
      await new Promise((r) => setTimeout(r, 100));
      expect((await few.gql('{ rulesets { id } }')).errors).toBeUndefined();
    } finally {
      for (const s of opened) s.destroy();
      await few.stop();
    }
  });
});
