import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { EventStore } from '../../src/store/port';
import { WrongExpectedRevisionError } from '../../src/store/port';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { eventStoreContract, makeEvents, settle, take, uniqueStream } from './contract';

const dir = mkdtempSync(join(tmpdir(), 'pacific-store-'));
let fileNo = 0;
const freshPath = () => join(dir, `store-${++fileNo}.db`);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

eventStoreContract('sqlite (file)', () => createSqliteEventStore({ path: freshPath() }));
eventStoreContract('sqlite (:memory:)', () => createSqliteEventStore({ path: ':memory:' }));

describe('sqlite adapter', () => {
  const open: EventStore[] = [];
  const openStore = (path: string, pollIntervalMs?: number) => {
    const s = createSqliteEventStore({ path, pollIntervalMs });
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
    await expect(b.append(s, makeEvents(1), { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    // Positions stay gapless across instances.
    const c = await b.append(s, makeEvents(1), { expectedRevision: 1 });
    expect((await a.readAll()).map((e) => e.position)).toEqual([1, 2, 3]);
    expect(c.position).toBe(3);
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
      const [path, shared, own, n, startAt] = process.argv.slice(1);
      const ev = (cmd) => ({ id: deterministicEventId(cmd, 0), type: 'T', data: { cmd },
        metadata: { commandId: cmd, actor: own, causationId: cmd, schemaVersion: 1, time: '', prevHash: '', hash: '' } });
      (async () => {
        const store = createSqliteEventStore({ path });
        await new Promise((r) => setTimeout(r, Math.max(0, Number(startAt) - Date.now()))); // start together
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
    const startAt = Date.now() + 1500;
    const children = ['p1', 'p2'].map((own) =>
      run(process.execPath, ['-e', script, path, shared, `${own}-${shared}`, String(perProcess), String(startAt)], {
        cwd: resolve(__dirname, '../..'),
      }),
    );
    const outputs = await Promise.all(children);
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
