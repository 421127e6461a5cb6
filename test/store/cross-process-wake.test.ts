// Another process's commit to the same SQLite file wakes this process's
// subscriptions at once (src/store/wake.ts, docs/processes.md, issue 29
// "Several processes"), not on the poll. Every store here polls once an hour, so
// an event that arrives within the test's seconds was woken, not polled: no
// timing is asserted.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { ChildProcess } from 'node:child_process';
import { createSqliteEventStore, type SqliteEventStore } from '../../src/store/sqlite';
import { CrossProcessWake } from '../../src/store/wake';
import { makeEvents, take, uniqueStream } from './contract';
import { spawnChild } from '../support/children';

const HOUR = 3_600_000;
const dir = mkdtempSync(join(tmpdir(), 'pacific-wake-'));
let fileNo = 0;
const freshPath = () => join(dir, `wake-${++fileNo}.db`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The other process (one for the file's tests: ts-node takes seconds to start): a store per file, told over stdin what to append or follow.
const CHILD = `
require('ts-node').register({ transpileOnly: true });
const { createSqliteEventStore } = require(${JSON.stringify(resolve(__dirname, '../../src/store/sqlite.ts'))});
const { makeEvents } = require(${JSON.stringify(resolve(__dirname, './contract.ts'))});
const stores = new Map();
const storeOf = (path) => {
  if (!stores.has(path)) stores.set(path, createSqliteEventStore({ path, pollIntervalMs: ${HOUR} }));
  return stores.get(path);
};
const say = (line) => process.stdout.write(line + '\\n');
say('ready');
require('node:readline').createInterface({ input: process.stdin }).on('line', async (line) => {
  const [cmd, path, stream, n] = line.split(' ');
  if (cmd === 'append') {
    // n commits, one after another: each its own transaction and its own wake.
    let last = 0;
    for (let i = 0; i < Number(n); i++) last = (await storeOf(path).append(stream, makeEvents(1), { expectedRevision: 'any' })).position;
    say('appended ' + last);
  } else if (cmd === 'follow') {
    say('following');
    for await (const e of storeOf(path).subscribeToStream(stream)) say('got ' + e.revision);
  } else if (cmd === 'close') {
    for (const s of stores.values()) await s.close();
    process.exit(0);
  }
});
`;

/** `p`, or a rejection after `ms` (a wake-up that never came). */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms: no wake-up`)), ms))),
  ]).finally(() => clearTimeout(timer));
}

interface Child {
  proc: ChildProcess;
  send(line: string): void;
  /** The first line not yet taken that starts with `prefix`. */
  line(prefix: string): Promise<string>;
}

async function startChild(): Promise<Child> {
  const proc = spawnChild(process.execPath, ['-e', CHILD], { cwd: resolve(__dirname, '../..'), stdio: ['pipe', 'pipe', 'inherit'] });
  // Every line kept until taken, so waiting for one kind of line skips none of another.
  const lines: string[] = [];
  let changed: () => void = () => {};
  let ended = false;
  const reader = createInterface({ input: proc.stdout! });
  reader.on('line', (l) => {
    lines.push(l);
    changed();
  });
  reader.on('close', () => {
    ended = true;
    changed();
  });
  const child: Child = {
    proc,
    send: (line) => proc.stdin!.write(`${line}\n`),
    async line(prefix) {
      for (;;) {
        const i = lines.findIndex((l) => l.startsWith(prefix));
        if (i >= 0) return lines.splice(i, 1)[0].slice(prefix.length).trim();
        if (ended) throw new Error(`the child ended before saying ${prefix}`);
        await new Promise<void>((r) => (changed = r));
      }
    },
  };
  await child.line('ready');
  return child;
}

describe('cross-process wake (SQLite)', () => {
  const stores: SqliteEventStore[] = [];
  let child: Child;
  beforeAll(async () => {
    child = await startChild();
  }, 30_000);
  afterAll(async () => {
    child.send('close');
    await once(child.proc, 'exit');
  });
  const open = (path: string) => {
    const s = createSqliteEventStore({ path, pollIntervalMs: HOUR });
    stores.push(s);
    return s;
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });

  it("a follower in this process receives another process's appends, to its stream and to all, without polling", async () => {
    const path = freshPath();
    const store = open(path);
    const stream = uniqueStream('game');
    const other = uniqueStream('other');
    await store.append(stream, makeEvents(2), { expectedRevision: 'no_stream' });
    const followed = store.subscribeToStream(stream, { fromRevision: 0 })[Symbol.asyncIterator]();
    const everything = store.subscribeToAll({ streamPrefixes: ['game-'] })[Symbol.asyncIterator]();
    expect((await take(followed, 2)).map((e) => e.revision)).toEqual([0, 1]);
    expect(await take(everything, 2)).toHaveLength(2);
    // Each asks for its next event: it reads the store, finds nothing new, and waits.
    const nextFollowed = followed.next();
    const nextAll = everything.next();
    await new Promise((r) => setTimeout(r, 100));

    child.send(`append ${path} ${other} 3`); // another stream: wakes no follower of `stream`
    child.send(`append ${path} ${stream} 5`);
    await child.line('appended');
    const last = Number(await child.line('appended'));
    // Only a wake-up can end these waits (the poll comes in an hour).
    const got = [(await within(nextFollowed, 10_000)).value, ...(await take(followed, 4, () => true, 10_000))];
    expect(got.map((e) => e.revision)).toEqual([2, 3, 4, 5, 6]);
    expect(got.at(-1)!.position).toBe(last);
    const all = [(await within(nextAll, 10_000)).value, ...(await take(everything, 4, () => true, 10_000))];
    expect(all.map((e) => e.streamId)).toEqual(Array(5).fill(stream)); // the filter kept out `other`
    expect(all.map((e) => e.position)).toEqual(got.map((e) => e.position));
  }, 30_000);

  it("a follower in the other process receives this process's appends; interleaved writers lose and repeat nothing", async () => {
    const path = freshPath();
    const store = open(path);
    const stream = uniqueStream('game');
    await store.append(stream, makeEvents(1), { expectedRevision: 'no_stream' });
    child.send(`follow ${path} ${stream}`);
    await child.line('following');
    expect(await child.line('got')).toBe('0');
    // Only this process writes: each commit must wake the child's follower (it has nothing else to go on).
    for (let i = 1; i <= 5; i++) {
      await store.append(stream, makeEvents(1), { expectedRevision: i - 1 });
      expect(await within(child.line('got'), 10_000)).toBe(String(i));
    }
    // Both write the followed stream at once: the follower sees every revision once, in order.
    child.send(`append ${path} ${stream} 20`);
    for (let i = 0; i < 20; i++) await store.append(stream, makeEvents(1), { expectedRevision: 'any' });
    await child.line('appended');
    const revisions: number[] = [];
    for (let i = 6; i <= 45; i++) revisions.push(Number(await within(child.line('got'), 10_000)));
    expect(revisions).toEqual(Array.from({ length: 40 }, (_, i) => i + 6));
  }, 30_000);

  it('two store objects in one process wake each other too (each watches the file)', async () => {
    const path = freshPath();
    const a = open(path);
    const b = open(path);
    const stream = uniqueStream('game');
    const sub = a.subscribeToStream(stream)[Symbol.asyncIterator]();
    const first = sub.next();
    await new Promise((r) => setTimeout(r, 20)); // a has read and waits
    await b.append(stream, makeEvents(1), { expectedRevision: 'no_stream' });
    await expect(first).resolves.toMatchObject({ done: false, value: { revision: 0 } });
  });
});

describe('projection checkpoints saved by several processes', () => {
  it('a save behind the one stored is refused and writes nothing, so the stored rows never go back', async () => {
    const path = freshPath();
    const a = createSqliteEventStore({ path, pollIntervalMs: 0 });
    const b = createSqliteEventStore({ path, pollIntervalMs: 0 });
    try {
      await a.checkpoints!.save('list', 20, [['g1', { events: 20 }]]);
      await expect(
        b.checkpoints!.save('list', 10, [
          ['g1', { events: 10 }],
          ['g2', { events: 3 }],
        ]),
      ).rejects.toThrow(/behind/);
      const loaded = await b.checkpoints!.load('list');
      expect(loaded!.position).toBe(20);
      expect([...loaded!.rows]).toEqual([['g1', { events: 20 }]]);
      await b.checkpoints!.save('list', 20, [['g2', { events: 3 }]]); // as far on: saved
      expect([...(await a.checkpoints!.load('list'))!.rows]).toEqual([
        ['g1', { events: 20 }],
        ['g2', { events: 3 }],
      ]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('CrossProcessWake', () => {
  it('coalesces many commits into few scans, and wakes the streams written since the last one', async () => {
    const file = join(dir, 'coalesce-wake');
    // A log both sides share: what the scans list.
    const log: { position: number; stream_id: string }[] = [];
    const woken: (Set<string> | null)[] = [];
    let scans = 0;
    let scannedTo = 0;
    const watcher = new CrossProcessWake({
      file,
      maxPosition: () => log.length,
      scan: (after, limit) => {
        scans++;
        const rows = log.slice(after, after + limit);
        if (rows.length) scannedTo = rows[rows.length - 1].position;
        return rows;
      },
      listening: () => true,
      wake: (streams) => woken.push(streams),
      minIntervalMs: 20,
    });
    watcher.arm(); // as a subscription opening does
    const writer = new CrossProcessWake({ file, maxPosition: () => log.length, scan: () => [], listening: () => false, wake: () => {} });
    try {
      const started = performance.now();
      for (let i = 1; i <= 1000; i++) {
        log.push({ position: i, stream_id: `s${i % 3}` });
        writer.committed(i, i);
        if (i % 100 === 0) await new Promise((r) => setTimeout(r, 2));
      }
      // Until the watcher has scanned past every commit.
      for (let t = 0; t < 300 && scannedTo < 1000; t++) await new Promise((r) => setTimeout(r, 10));
      expect(scannedTo).toBe(1000);
      const union = new Set(woken.flatMap((w) => (w ? [...w] : [])));
      expect(union).toEqual(new Set(['s0', 's1', 's2']));
      expect(woken).not.toContain(null);
      // A scan at most every 20 ms, however many commits came in that time (1,000 in all).
      const elapsed = performance.now() - started;
      expect(scans).toBeGreaterThanOrEqual(1);
      expect(scans).toBeLessThanOrEqual(Math.ceil(elapsed / 20) + 1);
      expect(scans).toBeLessThan(200);
      expect(watcher.changes).toBeGreaterThan(0);
      // Its own commit that follows what it has seen wakes nobody (its subscriptions were handed the events).
      log.push({ position: 1001, stream_id: 's9' });
      watcher.committed(1001, 1001);
      await new Promise((r) => setTimeout(r, 60));
      expect(woken.some((w) => w?.has('s9'))).toBe(false);
    } finally {
      watcher.close();
      writer.close();
    }
  });

  it('watches the file only while a subscription is open, and stops idleMs after the last one closed', async () => {
    let listening = false;
    const wake = new CrossProcessWake({
      file: join(dir, 'idle-wake'),
      maxPosition: () => 0,
      scan: () => [],
      listening: () => listening,
      wake: () => {},
      idleMs: 20,
    });
    try {
      expect(wake.armed).toBe(false); // a process nobody follows only writes the file
      listening = true;
      wake.arm();
      expect(wake.armed).toBe(true);
      listening = false;
      wake.idle();
      await new Promise((r) => setTimeout(r, 60));
      expect(wake.armed).toBe(false);
      wake.arm();
      wake.idle();
      wake.arm(); // a subscription opened within idleMs: it stays watched
      await new Promise((r) => setTimeout(r, 60));
      expect(wake.armed).toBe(true);
    } finally {
      wake.close();
    }
    expect(wake.armed).toBe(false);
  });
});
