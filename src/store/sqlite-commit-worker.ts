// The SQLite store's commits off the event loop (issue 29). better-sqlite3 is
// synchronous: on the event loop, each batch's transaction and its fsync
// (synchronous=FULL) held every other request for ~200 µs per mutation under
// load. Here a worker thread with its own connection to the file runs the
// write transactions (sqlite-batch.ts); the event loop sends it a batch of
// already-serialised appends and goes on serving, and settles each append when
// the worker answers that the batch is committed (so an answer still means
// durable). Reads stay on the adapter's connection: in WAL mode each read
// starts from the last commit, so it sees every append already acknowledged.
//
// One thread per process serves every store object in it (a server has one;
// a test or a tool may open many, and a thread costs tens of ms of CPU to
// start), with one connection per store object. It answers each store's
// messages in the order sent, so a FIFO of callers per store matches answers
// to requests. It is started on the first write, holds the process open only
// while a write is in flight, and ends 5 s after the last store using it
// closed. If it dies, the writes in flight fail as STORE_UNAVAILABLE (they may
// or may not be committed: a retried command is then answered as a duplicate)
// and the next write starts a new one.
import Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { StoreUnavailableError } from './port';
import { sqliteWriter, type WireAppend, type WireOutcome } from './sqlite-batch';
import { decodeBatch, encodeBatch } from './sqlite-wire';

// The worker's code, evaluated in the worker (a string, so it runs the same from ts-node, jest and dist/):
// sqliteWriter's and decodeBatch's own compiled text, and a loop answering each message in turn, for each store's connection.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const sqliteWriter = (${sqliteWriter.toString()});
const decodeBatch = (${decodeBatch.toString()});
const wire = (err) => ({ name: err && err.name, message: String((err && err.message) || err), code: err && err.code });
const stores = new Map();
const open = (m) => {
  let db = null;
  try {
    db = new Database(m.path, { timeout: m.busyTimeoutMs });
    db.pragma('synchronous = ' + m.synchronous);
    if (m.maxPageCount !== undefined) db.pragma('max_page_count = ' + m.maxPageCount);
    db.pragma('wal_autocheckpoint = ' + m.autocheckpoint);
    db.pragma('cache_size = ' + m.cacheSize);
    return { db, writer: sqliteWriter(db) };
  } catch (err) {
    try { if (db) db.close(); } catch {}
    return { openError: err };
  }
};
parentPort.on('message', (m) => {
  if (m.t === 'open') return void stores.set(m.id, open(m));
  const store = stores.get(m.id);
  if (m.t === 'autocheckpoint') {
    if (store && store.db) store.db.pragma('wal_autocheckpoint = ' + m.pages);
    return;
  }
  if (m.t === 'close') {
    stores.delete(m.id);
    try { if (store && store.db) store.db.close(); } catch {}
    return parentPort.postMessage({ id: m.id, t: 'closed' });
  }
  if (!store || store.openError) return parentPort.postMessage({ id: m.id, error: wire(store ? store.openError : 'not open') });
  try {
    if (m.t === 'batch') {
      const outcomes = store.writer.commit(decodeBatch(m.batch));
      for (const o of outcomes) if (o.kind === 'failed') o.error = wire(o.error);
      parentPort.postMessage({ id: m.id, value: outcomes });
    } else if (m.t === 'check') parentPort.postMessage({ id: m.id, value: store.db.pragma(m.pragma, { simple: false }) });
    else parentPort.postMessage({ id: m.id, value: store.writer.saveCheckpoint(m.name, m.position, m.rows) });
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: wire(err) });
  }
});
`;

/**
 * The committing connection's page cache (PRAGMA cache_size; negative: in KiB): 4 MB (1,000 pages of 4 KB) instead
 * of better-sqlite3's 16 MB. This connection only writes; its working set is the B-trees' upper levels and right
 * edges and the index leaves of the streams appended to. A large cache costs it at commits: when a page split swaps
 * two pages, SQLite parks one under the lock-byte page's number (262,145 with 4 KB pages), far past the file's end,
 * and the commit's truncation of the cache to the file's size then walks the cache's whole hash table: 12 % of this
 * thread under the mutations row's load at 16 MB, 3.6 % at 4 MB, against pages read again from the OS going from
 * 0.9 to 5.1 % (perf). The reads stay on the adapter's own connection and its cache. docs/performance.md, "The
 * commit thread's own CPU".
 */
export const WRITER_CACHE_SIZE = -4000;

interface WireError {
  name?: string;
  message: string;
  code?: unknown;
}

/** The worker's error as the adapter would have caught it on its own thread (storeFailure reads the SQLite code). */
function rebuilt(e: WireError): Error {
  if (typeof e.code === 'string') return new Database.SqliteError(e.message, e.code);
  const err = new Error(e.message);
  if (e.name) err.name = e.name;
  return err;
}

export interface CommitWorkerOptions {
  /** The database file (absolute). */
  file: string;
  synchronous: 'FULL' | 'NORMAL';
  busyTimeoutMs: number;
  maxPageCount?: number;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

type Answer = { id: number; t?: 'closed'; value?: unknown; error?: WireError };

/** The process's commit thread: routes answers to the store objects by id. */
class CommitThread {
  readonly worker: Worker;
  private readonly users = new Map<number, CommitWorker>();
  /** Messages sent that await an answer: while any does, the thread holds the process open. */
  private pending = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly onDeath: (thread: CommitThread) => void) {
    this.worker = new Worker(WORKER, { eval: true, workerData: { driver: require.resolve('better-sqlite3') } });
    this.worker.on('message', (m: Answer) => {
      if (--this.pending === 0) this.worker.unref();
      this.users.get(m.id)?.answer(m);
    });
    const died = (why: string) => {
      this.onDeath(this);
      for (const user of [...this.users.values()]) user.died(why);
      this.users.clear();
    };
    this.worker.on('error', (err) => died(err.message));
    this.worker.on('exit', (code) => died(`exit code ${code}`));
    // After the listeners (a 'message' listener refs the worker's port): idle, it never keeps the process alive.
    this.worker.unref();
  }

  attach(user: CommitWorker): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.users.set(user.id, user);
  }

  detach(user: CommitWorker): void {
    this.users.delete(user.id);
    if (this.users.size > 0) return;
    // Kept a while for the next store a test or tool opens; then ended, as any idle thread should be.
    this.idleTimer = setTimeout(() => {
      if (this.users.size === 0) {
        this.onDeath(this);
        void this.worker.terminate();
      }
    }, 5000);
    this.idleTimer.unref();
  }

  send(message: { id: number; t: string }, answered: boolean): void {
    if (answered && this.pending++ === 0) this.worker.ref();
    this.worker.postMessage(message);
  }
}

let thread: CommitThread | null = null;
const currentThread = () =>
  (thread ??= new CommitThread((dead) => {
    if (thread === dead) thread = null;
  }));

let nextId = 1;

/** One store object's connection in the commit thread. */
export class CommitWorker {
  readonly id = nextId++;
  /** The thread this store's connection is open in (null: none yet, or it died). */
  private thread: CommitThread | null = null;
  private readonly waiting: Waiting[] = [];
  private whenClosed: (() => void) | null = null;
  /** SQLite's default, until the WAL checkpointer takes the checkpoints over (wal-checkpointer.ts). */
  private autocheckpoint = 1000;
  private closed = false;

  constructor(private readonly opts: CommitWorkerOptions) {}

  /** Commits the batch in one transaction; each outcome's error, if any, rebuilt as SQLite's. Rejects when the whole batch failed. */
  async commit(batch: WireAppend[]): Promise<WireOutcome[]> {
    // One string, not the objects (sqlite-wire.ts).
    const outcomes = (await this.request({ t: 'batch', batch: encodeBatch(batch) })) as WireOutcome[];
    for (const o of outcomes) if (o.kind === 'failed') o.error = rebuilt(o.error as WireError);
    return outcomes;
  }

  /**
   * Runs an integrity check's pragma (sqlite-open.ts) on this store's connection in the thread and answers its rows: at
   * a server's start, while the main thread loads the server (issue 29). Messages sent after it are answered after it.
   */
  integrityRows(pragma: string): Promise<Record<string, string>[]> {
    return this.request({ t: 'check', pragma }) as Promise<Record<string, string>[]>;
  }

  saveCheckpoint(name: string, position: number, rows: [string, string][]): Promise<boolean> {
    return this.request({ t: 'checkpoint', name, position, rows }) as Promise<boolean>;
  }

  /** The committing connection's wal_autocheckpoint (0 while the checkpointer's worker does them). */
  setAutocheckpoint(pages: number): void {
    this.autocheckpoint = pages;
    this.thread?.send({ id: this.id, t: 'autocheckpoint', pages } as { id: number; t: string }, false);
  }

  /** Answers what was sent before, then closes this store's connection in the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const thread = this.thread;
    if (!thread) return;
    await new Promise<void>((resolve) => {
      this.whenClosed = resolve;
      thread.send({ id: this.id, t: 'close' }, true);
    });
    thread.detach(this);
    this.thread = null;
  }

  /** From the thread: the answer to this store's oldest message awaiting one. */
  answer(m: Answer): void {
    if (m.t === 'closed') return this.whenClosed?.();
    const w = this.waiting.shift();
    if (!w) return;
    if (m.error) w.reject(rebuilt(m.error));
    else w.resolve(m.value);
  }

  /** From the thread: it died; what was in flight may or may not be committed. */
  died(why: string): void {
    this.thread = null;
    const err = new StoreUnavailableError(
      `SQLite store ${this.opts.file}: the commit worker stopped (${why}); a write in flight may or may not be committed`,
    );
    for (const w of this.waiting.splice(0)) w.reject(err);
    this.whenClosed?.();
  }

  private request(message: { t: string } & Record<string, unknown>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error(`SQLite store ${this.opts.file}: the commit worker is closed`));
    const thread = this.open();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      thread.send({ ...message, id: this.id }, true);
    });
  }

  /** This store's connection in the process's commit thread, opened there if not yet (or since it died). */
  private open(): CommitThread {
    if (this.thread) return this.thread;
    const t = currentThread();
    t.attach(this);
    const { file, synchronous, busyTimeoutMs, maxPageCount } = this.opts;
    t.send(
      {
        id: this.id,
        t: 'open',
        path: file,
        synchronous,
        busyTimeoutMs,
        maxPageCount,
        cacheSize: WRITER_CACHE_SIZE,
        autocheckpoint: this.autocheckpoint,
      } as {
        id: number;
        t: string;
      },
      false,
    );
    this.thread = t;
    return t;
  }
}
