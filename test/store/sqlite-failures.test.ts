// The SQLite store when the file cannot be used (#17 "Store failures named"):
// each way of failing to open is refused with one line naming the path, a
// corrupted file is refused at open rather than found by later reads, and a
// full disk during an append is a StoreUnavailableError with nothing written.
import Database from 'better-sqlite3';
import { mkdirSync, openSync, rmSync, statSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoreOpenError, StoreUnavailableError, type EventStore } from '../../src/store/port';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { makeEvents, uniqueStream } from './contract';

const dir = mkdtempSync(join(tmpdir(), 'pacific-store-fail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The error opening `path` gives: a StoreOpenError of one line. */
function openError(path: string, opts: Partial<Parameters<typeof createSqliteEventStore>[0]> = {}): StoreOpenError {
  try {
    const s = createSqliteEventStore({ path, ...opts });
    void s.close();
  } catch (err) {
    expect(err).toBeInstanceOf(StoreOpenError);
    expect((err as Error).message.split('\n')).toHaveLength(1);
    return err as StoreOpenError;
  }
  throw new Error(`${path} opened`);
}

test('a directory in place of the file: named as such, with its path', () => {
  const path = join(dir, 'is-a-dir.db');
  mkdirSync(path);
  const err = openError(path);
  expect(err.message).toContain(path);
  expect(err.message).toMatch(/is a directory, not a file/);
});

test('a parent folder that cannot be created (a file in the way): named with the folder', () => {
  const blocker = join(dir, 'blocker');
  writeFileSync(blocker, 'not a folder');
  const path = join(blocker, 'sub', 'pacific.db');
  const err = openError(path);
  expect(err.message).toContain(join(blocker, 'sub'));
  expect(err.message).toMatch(/Cannot create the folder .* a file is in the way/);
});

test('a parent that is a file: named with the path', () => {
  const blocker = join(dir, 'blocker2');
  writeFileSync(blocker, 'not a folder');
  const err = openError(join(blocker, 'pacific.db'));
  expect(err.message).toContain(blocker);
  expect(err.message).toMatch(/is a file, not a folder/);
});

test('a file that is not a SQLite database', () => {
  const path = join(dir, 'text.db');
  writeFileSync(path, 'hello, this is not a database '.repeat(200));
  const err = openError(path);
  expect(err.message).toContain(path);
  expect(err.message).toMatch(/not a SQLite database/);
});

/** A store file of `games` streams with a few events each, closed (its WAL checkpointed into the file). */
async function filledStore(path: string, games: number): Promise<string[]> {
  const store = createSqliteEventStore({ path });
  const streams: string[] = [];
  for (let g = 0; g < games; g++) {
    const stream = uniqueStream();
    streams.push(stream);
    await store.append(stream, makeEvents(6, { data: (i) => ({ i, payload: 'x'.repeat(300) }) }), { expectedRevision: 'no_stream' });
  }
  await store.close();
  return streams;
}

test('a corrupted page: refused at open with the path; unchecked, the same file answers reads with errors', async () => {
  const path = join(dir, 'corrupt.db');
  const streams = await filledStore(path, 120);
  const pageSize = 4096;
  const pages = statSync(path).size / pageSize;
  expect(pages).toBeGreaterThan(20);
  // Overwrite one page in the middle of the events table with garbage: a leaf of that table's own b-tree (SQLite's
  // dbstat), since a page picked by its position alone may belong to an index no read here uses (random stream ids
  // and command ids lay the file out differently each run), and then nothing below would fail.
  const probe = new Database(path, { readonly: true });
  const leaves = probe
    .prepare("SELECT pageno FROM dbstat WHERE name = 'events' AND pagetype = 'leaf' ORDER BY pageno")
    .pluck()
    .all() as number[];
  probe.close();
  expect(leaves.length).toBeGreaterThan(10);
  const page = leaves[Math.floor(leaves.length / 2)];
  const fd = openSync(path, 'r+');
  writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (page - 1) * pageSize);
  closeSync(fd);

  const err = openError(path);
  expect(err.message).toContain(path);
  expect(err.message).toMatch(/is corrupted .*restore it from a backup/);

  // Checked in the commit thread (how the server starts: issue 29), the store object is made, and checked() refuses
  // the file in the very words of the check at open.
  const background = createSqliteEventStore({ path, integrityCheckIn: 'commit-thread' });
  try {
    await expect(background.checked()).rejects.toEqual(err);
    await expect(background.checked()).rejects.toBeInstanceOf(StoreOpenError);
  } finally {
    await background.close();
  }
  // Committing on the event loop there is no thread: the check is made at open, as before.
  expect(openError(path, { integrityCheckIn: 'commit-thread', commitIn: 'event-loop' })).toEqual(err);

  // What the check prevents: opened without it, the store starts, and reads of some games fail later.
  const unchecked: EventStore = createSqliteEventStore({ path, integrityCheck: 'off' });
  try {
    let failed = 0;
    for (const s of streams) await unchecked.readStream(s).catch(() => failed++);
    const all = await unchecked.readAll().then(
      () => 'read',
      () => 'failed',
    );
    expect(failed > 0 || all === 'failed').toBe(true);
  } finally {
    await unchecked.close();
  }
});

test('checked in the commit thread, a sound file passes and takes appends; a file that cannot be opened is refused at open as before', async () => {
  const path = join(dir, 'sound.db');
  const streams = await filledStore(path, 20);
  const store = createSqliteEventStore({ path, integrityCheckIn: 'commit-thread' });
  try {
    await expect(store.checked()).resolves.toBeUndefined();
    await store.append(streams[0], makeEvents(2), { expectedRevision: await store.streamRevision(streams[0]) });
    expect((await store.readStream(streams[0])).length).toBeGreaterThan(2);
  } finally {
    await store.close();
  }
  const notADb = join(dir, 'not-a-db-background.db');
  writeFileSync(notADb, 'x'.repeat(8192));
  expect(openError(notADb, { integrityCheckIn: 'commit-thread' }).message).toEqual(openError(notADb).message);
});

describe('a full disk during an append (simulated with PRAGMA max_page_count)', () => {
  test('StoreUnavailableError naming the file; nothing of the failed append written; the store still reads and, with room again, writes', async () => {
    const path = join(dir, 'full.db');
    const stream = uniqueStream();
    const store = createSqliteEventStore({ path, maxPageCount: 40 });
    let written = 0;
    let failure: unknown = null;
    try {
      // Batches of 5 events of 3 KB: the page cap is reached in the middle of one.
      for (let i = 0; i < 100 && !failure; i++) {
        try {
          await store.append(stream, makeEvents(5, { data: (j) => ({ i, j, payload: 'y'.repeat(3000) }) }), {
            expectedRevision: written - 1 < 0 ? 'no_stream' : written - 1,
          });
          written += 5;
        } catch (err) {
          failure = err;
        }
      }
      expect(failure).toBeInstanceOf(StoreUnavailableError);
      expect((failure as StoreUnavailableError).reason).toContain(path);
      expect((failure as StoreUnavailableError).reason).toMatch(/disk is full/);
      expect(written).toBeGreaterThan(0);
      // Whole batches only: the failed one left nothing behind.
      const events = await store.readStream(stream);
      expect(events).toHaveLength(written);
      expect(await store.streamRevision(stream)).toBe(written - 1);
      expect((await store.readAll()).length).toBe(written);
    } finally {
      await store.close();
    }
    const db = new Database(path);
    try {
      expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
    // Room again: the same append goes through.
    const roomy = createSqliteEventStore({ path });
    try {
      await roomy.append(stream, makeEvents(5, { data: (j) => ({ j, payload: 'y'.repeat(3000) }) }), { expectedRevision: written - 1 });
      expect(await roomy.streamRevision(stream)).toBe(written + 4);
    } finally {
      await roomy.close();
    }
  });
});
