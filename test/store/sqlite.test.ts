import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import type { AppendResult, EventStore } from '../../src/store/port';
import { WrongExpectedRevisionError } from '../../src/store/port';
import { createEventStore, storeConfigFromEnv } from '../../src/store';
import { createSqliteEventStore, type SqliteEventStore } from '../../src/store/sqlite';
import { eventStoreContract, makeEvents, settle, take, uniqueStream } from './contract';

const dir = mkdtempSync(join(tmpdir(), 'pacific-store-'));
let fileNo = 0;
const freshPath = () => join(dir, `store-${++fileNo}.db`);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

eventStoreContract('sqlite (file)', () => createSqliteEventStore({ path: freshPath() }), { localPush: true, checkpoints: true });
// The same with the commits on the event loop (SQLITE_COMMIT=event-loop); the in-memory run below commits there too.
eventStoreContract(
  'sqlite (file, commits on the event loop)',
  () => createSqliteEventStore({ path: freshPath(), commitIn: 'event-loop' }),
  {
    localPush: true,
    checkpoints: true,
  },
);
eventStoreContract('sqlite (:memory:)', () => createSqliteEventStore({ path: ':memory:' }), { localPush: true, checkpoints: true });

describe('sqlite adapter', () => {
  const open: EventStore[] = [];
  const openStore = (path: string, pollIntervalMs?: number, synchronous?: 'FULL' | 'NORMAL') => {
    const s = createSqliteEventStore({ path, pollIntervalMs, synchronous });
    open.push(s);
    return s;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });

  it('uses WAL journal mode and creates missing folders', async () => {
    const path = join(dir, 'nested', 'deeper', 'wal.db');
    const store = openStore(path);
    await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
    const db = new Database(path, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('keeps the data after close and reopen', async () => {
    const path = freshPath();
    const s = uniqueStream();
    const first = openStore(path);
    const written = await first.append(s, makeEvents(3), { expectedRevision: 'no_stream' });
    await first.close();

    const again = openStore(path);
    expect(await again.readStream(s)).toEqual(written.events);
    expect(await again.streamRevision(s)).toBe(2);
    const next = await again.append(s, makeEvents(1), { expectedRevision: 2 });
    expect(next.events[0].position).toBe(4);
  });

  it("a second instance on the same file sees the first one's appends through polling", async () => {
    const path = freshPath();
    const writer = openStore(path);
    const reader = openStore(path); // default 500 ms poll
    const s = uniqueStream();
    await writer.append(s, makeEvents(1), { expectedRevision: 'no_stream' });

    const it = reader.subscribeToAll()[Symbol.asyncIterator]();
    expect((await take(it, 1)).map((e) => e.revision)).toEqual([0]);
    const pending = take(it, 3, () => true, 3000);
    await settle(50); // the reader is now parked: only its poll can see the writer's appends
    const started = Date.now();
    const w1 = await writer.append(s, makeEvents(2), { expectedRevision: 0 });
    const w2 = await writer.append(s, makeEvents(1), { expectedRevision: 2 });
    expect(await pending).toEqual([...w1.events, ...w2.events]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses a second instance's append at a stale revision", async () => {
    const path = freshPath();
    const a = openStore(path);
    const b = openStore(path);
    const s = uniqueStream();
    await a.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
    const seenByB = await b.streamRevision(s);
    expect(seenByB).toBe(0);
    await a.append(s, makeEvents(1), { expectedRevision: seenByB });
    await expect(b.append(s, makeEvents(1), { expectedRevision: seenByB })).rejects.toMatchObject({
      name: 'WrongExpectedRevisionError',
      actual: 1,
    });
    await expect(b.append(s, makeEvents(1), { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    // Positions stay gapless across instances.
    const c = await b.append(s, makeEvents(1), { expectedRevision: 1 });
    expect((await a.readAll()).map((e) => e.position)).toEqual([1, 2, 3]);
    expect(c.position).toBe(3);
  });

  describe('group commit', () => {
    it('appends made in the same turn of the event loop share one transaction, in call order, with gapless positions', async () => {
      const store = openStore(freshPath());
      await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
      const before = store.stats();
      const streams = Array.from({ length: 12 }, () => uniqueStream('batch'));
      const results = await Promise.all(streams.map((s, i) => store.append(s, makeEvents(1 + (i % 3)), { expectedRevision: 'no_stream' })));
      const after = store.stats();
      expect(after.commits - before.commits).toBe(1);
      expect(after.appends - before.appends).toBe(12);
      const positions = results.flatMap((r) => r.events.map((e) => e.position));
      expect(positions).toEqual(Array.from({ length: positions.length }, (_, i) => i + 2));
    });

    it('acknowledges an append only once it is committed: another connection already sees it', async () => {
      const path = freshPath();
      const store = openStore(path);
      const s = uniqueStream();
      await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' }); // the schema exists
      const other = new Database(path, { readonly: true });
      try {
        const count = () => (other.prepare('SELECT COUNT(*) AS n FROM events WHERE stream_id = ?').get(s) as { n: number }).n;
        const pending = store.append(s, makeEvents(3), { expectedRevision: 'no_stream' });
        expect(count()).toBe(0); // queued, not yet committed
        let committedWhenAcknowledged = -1;
        await pending.then(() => {
          committedWhenAcknowledged = count();
        });
        expect(committedWhenAcknowledged).toBe(3);
      } finally {
        other.close();
      }
    });

    it('in one batch: a conflict fails only its caller, a retried command is a duplicate, the rest is written in order', async () => {
      const store = openStore(freshPath());
      const s = uniqueStream();
      await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
      const before = store.stats();
      const commandId = randomUUID();
      const [first, conflict, retry, next] = await Promise.allSettled([
        store.append(s, makeEvents(2, { commandId }), { expectedRevision: 0 }),
        store.append(s, makeEvents(1), { expectedRevision: 0 }), // lost the race to `first`
        store.append(s, makeEvents(2, { commandId }), { expectedRevision: 0 }), // the same command again
        store.append(s, makeEvents(1), { expectedRevision: 2 }), // follows `first`
      ]);
      expect(store.stats().commits - before.commits).toBe(1);
      expect(first).toMatchObject({ status: 'fulfilled', value: { duplicate: false, nextRevision: 2 } });
      expect(conflict).toMatchObject({ status: 'rejected', reason: { name: 'WrongExpectedRevisionError', actual: 2 } });
      expect(retry).toMatchObject({ status: 'fulfilled', value: { duplicate: true } });
      expect((retry as PromiseFulfilledResult<AppendResult>).value.events).toEqual(
        (first as PromiseFulfilledResult<AppendResult>).value.events,
      );
      expect(next).toMatchObject({ status: 'fulfilled', value: { duplicate: false, nextRevision: 3 } });
      const all = await store.readAll();
      expect(all.map((e) => e.position)).toEqual([1, 2, 3, 4]);
      expect(all.map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    });

    it('a batch that cannot be committed (the file is locked) fails all its callers and writes nothing; later appends work', async () => {
      const path = freshPath();
      const store = createSqliteEventStore({ path, busyTimeoutMs: 50 });
      open.push(store);
      await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
      const locker = new Database(path);
      locker.exec('BEGIN IMMEDIATE');
      const a = uniqueStream();
      const b = uniqueStream();
      const settled = await Promise.allSettled([
        store.append(a, makeEvents(1), { expectedRevision: 'no_stream' }),
        store.append(b, makeEvents(1), { expectedRevision: 'no_stream' }),
      ]);
      locker.exec('ROLLBACK');
      locker.close();
      expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      // A locked file is a store that cannot serve now (sqlite-open.ts storeFailure), for both callers.
      for (const r of settled)
        expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'STORE_UNAVAILABLE', reason: expect.stringMatching(/lock/) });
      expect(await store.streamRevision(a)).toBe(-1);
      const again = await store.append(a, makeEvents(1), { expectedRevision: 'no_stream' });
      expect(again.events[0].position).toBe(2);
    });

    it('close() commits the appends already queued', async () => {
      const path = freshPath();
      const store = createSqliteEventStore({ path });
      const s = uniqueStream();
      const pending = store.append(s, makeEvents(2), { expectedRevision: 'no_stream' });
      await store.close();
      await expect(pending).resolves.toMatchObject({ nextRevision: 1 });
      const again = openStore(path);
      expect(await again.streamRevision(s)).toBe(1);
    });

    it('syncs every commit (synchronous=FULL) unless NORMAL is asked for; SQLITE_SYNCHRONOUS chooses', async () => {
      expect(openStore(freshPath()).synchronous()).toBe('FULL');
      expect(openStore(freshPath(), undefined, 'NORMAL').synchronous()).toBe('NORMAL');
      const fromEnv = (env: Record<string, string>) => storeConfigFromEnv({ SQLITE_PATH: freshPath(), ...env });
      expect(fromEnv({})).toMatchObject({ kind: 'sqlite', synchronous: 'FULL', pollIntervalMs: 5000, commitIn: 'worker' });
      expect(fromEnv({ SQLITE_COMMIT: 'Event-Loop' })).toMatchObject({ commitIn: 'event-loop' });
      expect(() => fromEnv({ SQLITE_COMMIT: 'thread' })).toThrow(/SQLITE_COMMIT must be worker or event-loop/);
      expect(fromEnv({ SQLITE_SYNCHRONOUS: 'normal', SQLITE_POLL_MS: '0' })).toMatchObject({ synchronous: 'NORMAL', pollIntervalMs: 0 });
      expect(() => fromEnv({ SQLITE_SYNCHRONOUS: 'OFF' })).toThrow(/SQLITE_SYNCHRONOUS must be FULL or NORMAL/);
      expect(() => fromEnv({ SQLITE_POLL_MS: 'soon' })).toThrow(/SQLITE_POLL_MS/);
      const store = createEventStore(fromEnv({ SQLITE_SYNCHRONOUS: 'NORMAL' })) as SqliteEventStore;
      open.push(store);
      expect(store.synchronous()).toBe('NORMAL');
    });
  });

  describe('WAL checkpoints', () => {
    it('run in a worker thread once the store is busy, copying the WAL into the database file; close() waits for the last one', async () => {
      const path = freshPath();
      const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
      const fileSize = () => statSync(path).size;
      await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
      const before = fileSize();
      // Enough commits to start the worker (64) and to fill pages, each ~2 KB of payload.
      const big = (i: number) => ({ i, text: 'x'.repeat(2000) });
      for (let i = 0; i < 150; i++) await store.append(uniqueStream(), makeEvents(1, { data: big }), { expectedRevision: 'no_stream' });
      // The committing connection no longer checkpoints: only the worker can grow the database file.
      for (let tries = 0; fileSize() <= before && tries < 500; tries++) await settle(10);
      expect(fileSize()).toBeGreaterThan(before);
      await store.close();
      const again = openStore(path);
      expect((await again.readAll()).length).toBe(151);
    });
  });

  describe('subscriptions to one stream', () => {
    it("get this store object's appends pushed, with polling off", async () => {
      const store = openStore(freshPath(), 0);
      const s = uniqueStream();
      await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
      const it = store.subscribeToStream(s)[Symbol.asyncIterator]();
      expect((await take(it, 1)).map((e) => e.revision)).toEqual([0]);
      const pending = take(it, 2);
      await settle();
      const w = await store.append(s, makeEvents(2), { expectedRevision: 0 });
      expect(await pending).toEqual(w.events);
    });

    it("find another store object's appends on the same file by polling, then continue with pushed ones", async () => {
      const path = freshPath();
      const writer = openStore(path);
      const reader = openStore(path, 20);
      const s = uniqueStream();
      await writer.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
      const it = reader.subscribeToStream(s)[Symbol.asyncIterator]();
      expect((await take(it, 1)).map((e) => e.revision)).toEqual([0]);
      const pending = take(it, 3);
      await settle(50);
      const w1 = await writer.append(s, makeEvents(2), { expectedRevision: 0 }); // only a poll can see these
      const seen = await take(reader.subscribeToStream(s, { fromRevision: 2 })[Symbol.asyncIterator](), 1); // wait until the reader's file shows them
      expect(seen[0].revision).toBe(2);
      const w2 = await reader.append(s, makeEvents(1), { expectedRevision: 2 }); // pushed, after a gap the poll filled
      expect(await pending).toEqual([...w1.events, ...w2.events]);
    });

    it('are woken only by appends to their own stream', async () => {
      const store = openStore(freshPath(), 0);
      const s = uniqueStream();
      await store.append(s, makeEvents(1), { expectedRevision: 'no_stream' });
      const sub = store.subscribeToStream(s, { fromRevision: 1 });
      const it = sub[Symbol.asyncIterator]();
      const pending = it.next();
      await settle();
      const parse = jest.spyOn(JSON, 'parse');
      try {
        for (let i = 0; i < 5; i++) await store.append(uniqueStream('other'), makeEvents(1), { expectedRevision: 'no_stream' });
        await settle();
        // Each other append parsed its own events back for its caller (data and metadata); the idle subscription read nothing.
        expect(parse).toHaveBeenCalledTimes(5 * 2);
      } finally {
        parse.mockRestore();
      }
      const w = await store.append(s, makeEvents(1), { expectedRevision: 0 });
      await expect(pending).resolves.toEqual({ done: false, value: w.events[0] });
      await sub.close();
    });
  });

  it('two processes appending to one file serialise: no lost write, gapless positions', async () => {
    const path = freshPath();
    const perProcess = 150;
    const shared = uniqueStream('shared');
    // Each child appends alternately to a shared stream (with retries on
    // conflicts, like the command layer) and to its own stream.
    const script = `
      require('ts-node').register({ transpileOnly: true });
      const { createSqliteEventStore } = require(${JSON.stringify(resolve(__dirname, '../../src/store/sqlite.ts'))});
      const { deterministicEventId } = require(${JSON.stringify(resolve(__dirname, '../../src/store/event-id.ts'))});
      const fs = require('node:fs');
      const [path, shared, own, n, barrier] = process.argv.slice(1);
      const ev = (cmd) => ({ id: deterministicEventId(cmd, 0), type: 'T', data: { cmd },
        metadata: { commandId: cmd, actor: own, causationId: cmd, schemaVersion: 1, time: '', prevHash: '', hash: '' } });
      (async () => {
        const store = createSqliteEventStore({ path });
        // Start together: each child marks itself ready, then waits for the other (a start time fixed in advance
        // was passed by a child still booting on a loaded machine, which then appended after the other had finished).
        fs.writeFileSync(require('node:path').join(barrier, own), '');
        while (fs.readdirSync(barrier).length < 2) await new Promise((r) => setTimeout(r, 5));
        let conflicts = 0;
        for (let i = 0; i < Number(n); i++) {
          await store.append(own, [ev(own + '-own-' + i)], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
          for (;;) {
            const rev = await store.streamRevision(shared);
            await new Promise((r) => setTimeout(r, 1)); // "decide" time, so the other process can get in between
            try { await store.append(shared, [ev(own + '-sh-' + i)], { expectedRevision: rev < 0 ? 'no_stream' : rev }); break; }
            catch (e) { if (e.name !== 'WrongExpectedRevisionError') throw e; conflicts++; }
          }
        }
        await store.close();
        process.stdout.write(JSON.stringify({ conflicts }));
      })().catch((e) => { console.error(e); process.exit(1); });
    `;
    const run = promisify(execFile);
    // Create the schema first so both children only append.
    await openStore(path).close();
    const barrier = mkdtempSync(join(tmpdir(), 'sqlite-two-processes-'));
    const children = ['p1', 'p2'].map((own) =>
      run(process.execPath, ['-e', script, path, shared, `${own}-${shared}`, String(perProcess), barrier], {
        cwd: resolve(__dirname, '../..'),
        timeout: 120_000, // a child that hangs is killed rather than holding up the suite
        killSignal: 'SIGKILL',
      }),
    );
    const outputs = await Promise.all(children).finally(() => rmSync(barrier, { recursive: true, force: true }));
    const conflicts = outputs.reduce((n, o) => n + (JSON.parse(o.stdout) as { conflicts: number }).conflicts, 0);
    // Both children really interleaved on the shared stream.
    expect(conflicts).toBeGreaterThan(0);

    const store = openStore(path);
    const all = await store.readAll();
    expect(all).toHaveLength(4 * perProcess);
    expect(all.map((e) => e.position)).toEqual(Array.from({ length: 4 * perProcess }, (_, i) => i + 1));
    const sharedEvents = await store.readStream(shared);
    expect(sharedEvents.map((e) => e.revision)).toEqual(Array.from({ length: 2 * perProcess }, (_, i) => i));
    expect(new Set(sharedEvents.map((e) => e.metadata.commandId)).size).toBe(2 * perProcess);
  }, 30000);
});

describe('sqlite adapter: payloads and metadata handed over by the appender', () => {
  for (const commitIn of ['worker', 'event-loop'] as const)
    it(`answers with the appender's objects, as a read gives them, and the subscribers with copies (commits in the ${commitIn})`, async () => {
      const store = createSqliteEventStore({ path: freshPath(), commitIn });
      try {
        const stream = uniqueStream();
        const events = makeEvents(3);
        // A payload left undefined is written as null, and read back so.
        events[2].data = undefined;
        // A nested command on the first event, with a lone surrogate and an integer-like key, as the command service writes it.
        events[0].metadata.command = JSON.parse(JSON.stringify({ type: 'X', list: [1, { b: 2, a: '\ud800' }], 7: 'seven' }));
        const pushed: unknown[] = [];
        const sub = store.subscribeToStream(stream);
        const iterator = sub[Symbol.asyncIterator]();
        const result = await store.append(stream, events, { expectedRevision: 'no_stream', handsOver: true });
        for (let i = 0; i < 3; i++) expect(result.events[i].metadata).toBe(events[i].metadata);
        for (let i = 0; i < 2; i++) expect(result.events[i].data).toBe(events[i].data);
        expect(result.events[2].data).toBeNull();
        const read = await store.readStream(stream);
        // Byte for byte what the store reads back: every field, in the same order.
        expect(JSON.stringify(result.events)).toBe(JSON.stringify(read));
        expect(result.events).toEqual(read);
        for (const e of await take(iterator, 3)) pushed.push(e);
        expect(JSON.stringify(pushed)).toBe(JSON.stringify(read));
        for (let i = 0; i < 3; i++) expect((pushed[i] as { metadata: unknown }).metadata).not.toBe(events[i].metadata);
        for (let i = 0; i < 2; i++) expect((pushed[i] as { data: unknown }).data).not.toBe(events[i].data);
        // Without the option, the answer's metadata are copies of their own.
        const more = makeEvents(1);
        const copied = await store.append(stream, more, { expectedRevision: 2 });
        expect(copied.events[0].metadata).not.toBe(more[0].metadata);
        expect(copied.events[0].metadata).toEqual(more[0].metadata);
        expect(copied.events[0].data).not.toBe(more[0].data);
        expect(copied.events[0].data).toEqual(more[0].data);
        await sub.close();
      } finally {
        await store.close();
      }
    });
});
