// The SQLite store's commits in a worker thread (the default for a file, src/store/sqlite-commit-worker.ts, issue 29):
// the event loop is free while a commit waits, appends arriving meanwhile share the next commit,
// reads see every acknowledged append, close() drains, and a dead worker fails only what was in flight.
// The contract suite (sqlite.test.ts, 'sqlite (file)') runs every other store behaviour on this path.
import Database from 'better-sqlite3';
import type { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteEventStore, type SqliteEventStore, type SqliteEventStoreOptions } from '../../src/store/sqlite';
import { CommitWorker } from '../../src/store/sqlite-commit-worker';
import { StoreUnavailableError } from '../../src/store/port';
import { makeEvents, uniqueStream } from './contract';

const dir = mkdtempSync(join(tmpdir(), 'pacific-commit-worker-'));
let fileNo = 0;
const freshPath = () => join(dir, `store-${++fileNo}.db`);
const open: SqliteEventStore[] = [];
const openStore = (options: Partial<SqliteEventStoreOptions> = {}) => {
  const store = createSqliteEventStore({ path: freshPath(), commitIn: 'worker', ...options });
  open.push(store);
  return store;
};
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Holds the file's write lock from another connection until `release` is called. */
function lockFile(path: string) {
  const locker = new Database(path);
  locker.exec('BEGIN IMMEDIATE');
  return () => {
    locker.exec('ROLLBACK');
    locker.close();
  };
}

/** Event-loop turns (a 5 ms interval's ticks) until `done` settles. */
/** A store whose commit thread holds `first`, its first append after one committed, waiting for a lock another connection holds. */
async function firstAppendWaitingForTheLock() {
  const path = freshPath();
  const store = createSqliteEventStore({ path, busyTimeoutMs: 3000, commitIn: 'worker' });
  open.push(store);
  await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
  const release = lockFile(path);
  const before = store.stats();
  const first = store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
  return { store, release, before, first };
}

async function ticksWhile(done: Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    await done;
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('sqlite store, commits in a worker thread', () => {
  it('keeps the event loop turning while a commit waits for the write lock; on the event loop the wait blocks it', async () => {
    const path = freshPath();
    const store = openStore({ path, busyTimeoutMs: 3000 });
    await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
    const release = lockFile(path);
    setTimeout(release, 150); // a timer on this event loop: it can fire only if the loop turns during the commit
    const s = uniqueStream();
    const ticks = await ticksWhile(store.append(s, makeEvents(2), { expectedRevision: 'no_stream' }));
    expect(ticks).toBeGreaterThanOrEqual(10);
    expect(await store.streamRevision(s)).toBe(1);

    // The same wait on the event loop: the timer that would release the lock cannot fire, the append times out.
    const other = freshPath();
    const inThread = openStore({ path: other, busyTimeoutMs: 300, commitIn: 'event-loop' });
    await inThread.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
    const releaseToo = lockFile(other);
    setTimeout(releaseToo, 150);
    let ticksInThread = 0;
    const timer = setInterval(() => ticksInThread++, 5);
    const refused = await inThread.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' }).catch((e: unknown) => e);
    clearInterval(timer);
    expect(refused).toBeInstanceOf(StoreUnavailableError);
    expect(ticksInThread).toBeLessThan(3);
  });

  it('appends that arrive while a commit is in flight share the next commit, in the order made', async () => {
    const { store, release, before, first } = await firstAppendWaitingForTheLock();
    await nextTurn(); // `first` is sent to the worker, which waits for the lock
    const later: Promise<unknown>[] = [];
    const streams: string[] = [];
    for (let i = 0; i < 10; i++) {
      const s = uniqueStream('later');
      streams.push(s);
      later.push(store.append(s, makeEvents(1), { expectedRevision: 'no_stream' }));
      await nextTurn(); // each in a turn of its own: on the event loop each would have been a commit of its own
    }
    release();
    await Promise.all([first, ...later]);
    const after = store.stats();
    expect(after.appends - before.appends).toBe(11);
    expect(after.commits - before.commits).toBe(2);
    const all = await store.readAll();
    expect(all.slice(-10).map((e) => e.streamId)).toEqual(streams);
    expect(all.map((e) => e.position)).toEqual(all.map((_, i) => i + 1));
  });

  it('an append made later in the turn that answers a commit joins the next commit, not one after it', async () => {
    const { store, release, before, first } = await firstAppendWaitingForTheLock();
    await nextTurn(); // `first` is in the worker, waiting for the lock
    const queued = store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
    // As a request does whose data is read in the turn the answer arrives: its append comes several steps later.
    const late = first.then(async () => {
      for (let i = 0; i < 5; i++) await null;
      return store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
    });
    release();
    await Promise.all([first, queued, late]);
    const after = store.stats();
    expect(after.appends - before.appends).toBe(3);
    expect(after.commits - before.commits).toBe(2); // `first`, then `queued` with `late`
    const all = await store.readAll();
    expect(all.map((e) => e.position)).toEqual(all.map((_, i) => i + 1));
  });

  it('reads on the store see every append as soon as it is acknowledged', async () => {
    const store = openStore();
    const streams = Array.from({ length: 20 }, () => uniqueStream('seen'));
    const misses: string[] = [];
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const s = streams[i % streams.length];
        await new Promise((resolve) => setTimeout(resolve, i % 7)); // spread over several commits
        const written = await appendWithRetry(store, s);
        const read = await store.readStream(s, { fromRevision: written.nextRevision, toRevision: written.nextRevision });
        if (read.length !== 1 || read[0].id !== written.events[0].id) misses.push(`${s}@${written.nextRevision}`);
        if ((await store.readAll({ after: written.position - 1, limit: 1 }))[0]?.id !== written.events[0].id)
          misses.push(`all@${written.position}`);
      }),
    );
    expect(misses).toEqual([]);
    expect(store.stats().commits).toBeGreaterThan(1);
  });

  it('close() waits for the commit in flight and commits what was queued behind it', async () => {
    const path = freshPath();
    const store = createSqliteEventStore({ path, commitIn: 'worker' });
    const a = uniqueStream();
    const b = uniqueStream();
    const first = store.append(a, makeEvents(2), { expectedRevision: 'no_stream' });
    await nextTurn(); // in flight
    const second = store.append(b, makeEvents(1), { expectedRevision: 'no_stream' });
    await store.close();
    await expect(first).resolves.toMatchObject({ nextRevision: 1 });
    await expect(second).resolves.toMatchObject({ nextRevision: 0 });
    await expect(store.append(a, makeEvents(1), { expectedRevision: 1 })).rejects.toThrow(/closed/);
    const again = openStore({ path });
    expect(await again.streamRevision(a)).toBe(1);
    expect(await again.streamRevision(b)).toBe(0);
  });
});

async function appendWithRetry(store: SqliteEventStore, s: string) {
  for (;;) {
    const revision = await store.streamRevision(s);
    try {
      return await store.append(s, makeEvents(1), { expectedRevision: revision < 0 ? 'no_stream' : revision });
    } catch (err) {
      if ((err as Error).name !== 'WrongExpectedRevisionError') throw err;
    }
  }
}

describe('the commit worker', () => {
  it('fails the writes in flight as STORE_UNAVAILABLE when its thread dies, and starts a new one for the next', async () => {
    const path = freshPath();
    const store = openStore({ path }); // creates the schema
    await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
    const worker = new CommitWorker({ file: path, synchronous: 'FULL', busyTimeoutMs: 5000 });
    const event = { event_id: 'e1', type: 'T', data: '{}', metadata: '{}', command_id: 'c1' };
    const [done] = await worker.commit([{ streamId: 's-1', commandIds: ['c1'], events: [event], expected: 'no_stream' }]);
    expect(done).toEqual({ kind: 'written', position: 2, nextRevision: 0 });
    // The thread dies of an uncaught error (a message it cannot read) before it reaches the next batch. Not by
    // Worker.terminate(): ending a thread inside a better-sqlite3 call aborts the whole process (a V8 fatal error),
    // which is why the commit thread is only ever ended idle.
    (worker as unknown as { thread: { worker: Worker } }).thread.worker.postMessage(null);
    const lost = worker.commit([{ streamId: 's-2', commandIds: ['c2'], events: [{ ...event, command_id: 'c2' }], expected: 'no_stream' }]);
    await expect(lost).rejects.toMatchObject({ code: 'STORE_UNAVAILABLE', reason: expect.stringMatching(/commit worker stopped/) });
    const [again] = await worker.commit([
      { streamId: 's-2', commandIds: ['c2'], events: [{ ...event, command_id: 'c2' }], expected: 'no_stream' },
    ]);
    expect(again).toEqual({ kind: 'written', position: 3, nextRevision: 0 });
    await worker.close();
  });

  it('an append that fails in a batch fails alone: its neighbours are written, gapless, and nothing of it is', async () => {
    const path = freshPath();
    const store = openStore({ path }); // creates the schema
    await store.append(uniqueStream(), makeEvents(1), { expectedRevision: 'no_stream' });
    const worker = new CommitWorker({ file: path, synchronous: 'FULL', busyTimeoutMs: 5000 });
    const event = (command: string, data = '{}') => ({ event_id: `e-${command}`, type: 'T', data, metadata: '{}', command_id: command });
    // The middle append's second event breaks the table's CHECK (json_valid) after its first event was inserted.
    const outcomes = await worker.commit([
      { streamId: 's-1', commandIds: ['c1'], events: [event('c1')], expected: 'no_stream' },
      { streamId: 's-2', commandIds: ['c2'], events: [event('c2'), event('c2', 'not json')], expected: 'no_stream' },
      { streamId: 's-3', commandIds: ['c3'], events: [event('c3'), event('c3')], expected: 'no_stream' },
    ]);
    expect(outcomes).toEqual([
      { kind: 'written', position: 2, nextRevision: 0 },
      { kind: 'failed', error: expect.objectContaining({ code: 'SQLITE_CONSTRAINT_CHECK' }) },
      { kind: 'written', position: 4, nextRevision: 1 },
    ]);
    await worker.close();
    const db = new Database(path, { readonly: true });
    try {
      expect(db.prepare('SELECT position, stream_id FROM events WHERE position > 1 ORDER BY position').raw().all()).toEqual([
        [2, 's-1'],
        [3, 's-3'],
        [4, 's-3'],
      ]);
      expect(db.prepare("SELECT stream_id, revision FROM streams WHERE stream_id LIKE 's-%' ORDER BY stream_id").raw().all()).toEqual([
        ['s-1', 0],
        ['s-3', 1],
      ]);
    } finally {
      db.close();
    }
  });
});
