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
// The worker answers its messages in the order sent (one thread, one
// connection), so a FIFO of callers matches answers to requests. It is started
// on the first write, and holds the process open only while a write is in
// flight. If it dies, the writes in flight fail as STORE_UNAVAILABLE (they may
// or may not be committed: a retried command is then answered as a duplicate)
// and the next write starts a new one.
import Database from 'better-sqlite3';
import { Worker } from 'node:worker_threads';
import { StoreUnavailableError } from './port';
import { sqliteWriter, type WireAppend, type WireOutcome } from './sqlite-batch';

// The worker's code, evaluated in the worker (a string, so it runs the same from ts-node, jest and dist/):
// sqliteWriter's own compiled text, and a loop answering each message in turn.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const sqliteWriter = (${sqliteWriter.toString()});
const wire = (err) => ({ name: err && err.name, message: String((err && err.message) || err), code: err && err.code });
let db = null;
let writer = null;
let openError = null;
try {
  db = new Database(workerData.path, { timeout: workerData.busyTimeoutMs });
  db.pragma('synchronous = ' + workerData.synchronous);
  if (workerData.maxPageCount !== undefined) db.pragma('max_page_count = ' + workerData.maxPageCount);
  db.pragma('wal_autocheckpoint = ' + workerData.autocheckpoint);
  writer = sqliteWriter(db);
} catch (err) {
  openError = err;
}
parentPort.on('message', (m) => {
  if (m.t === 'autocheckpoint') {
    if (db) db.pragma('wal_autocheckpoint = ' + m.pages);
    return;
  }
  if (m.t === 'close') {
    try { if (db) db.close(); } catch {}
    parentPort.postMessage({ t: 'closed' });
    return;
  }
  if (openError) return parentPort.postMessage({ error: wire(openError) });
  try {
    if (m.t === 'batch') {
      const outcomes = writer.commit(m.batch);
      for (const o of outcomes) if (o.kind === 'failed') o.error = wire(o.error);
      parentPort.postMessage({ value: outcomes });
    } else parentPort.postMessage({ value: writer.saveCheckpoint(m.name, m.position, m.rows) });
  } catch (err) {
    parentPort.postMessage({ error: wire(err) });
  }
});
`;

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

export class CommitWorker {
  private worker: Worker | null = null;
  private readonly waiting: Waiting[] = [];
  /** SQLite's default, until the WAL checkpointer takes the checkpoints over (wal-checkpointer.ts). */
  private autocheckpoint = 1000;

  constructor(private readonly opts: CommitWorkerOptions) {}

  /** Commits the batch in one transaction; each outcome's error, if any, rebuilt as SQLite's. Rejects when the whole batch failed. */
  async commit(batch: WireAppend[]): Promise<WireOutcome[]> {
    const outcomes = (await this.request({ t: 'batch', batch })) as WireOutcome[];
    for (const o of outcomes) if (o.kind === 'failed') o.error = rebuilt(o.error as WireError);
    return outcomes;
  }

  saveCheckpoint(name: string, position: number, rows: [string, string][]): Promise<boolean> {
    return this.request({ t: 'checkpoint', name, position, rows }) as Promise<boolean>;
  }

  /** The committing connection's wal_autocheckpoint (0 while the checkpointer's worker does them). */
  setAutocheckpoint(pages: number): void {
    this.autocheckpoint = pages;
    this.worker?.postMessage({ t: 'autocheckpoint', pages });
  }

  /** Answers what was sent before, then closes the worker's connection and ends it. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.ref();
    await new Promise<void>((resolve) => {
      worker.once('exit', () => {
        const err = new StoreUnavailableError(`SQLite store ${this.opts.file}: the commit worker ended while closing`);
        for (const w of this.waiting.splice(0)) w.reject(err);
        resolve();
      });
      worker.on('message', (m: { t?: string }) => {
        if (m.t === 'closed') void worker.terminate();
      });
      worker.postMessage({ t: 'close' });
    });
  }

  private request(message: object): Promise<unknown> {
    const worker = this.worker ?? this.start();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (this.waiting.length === 1) worker.ref(); // the process waits for a commit in flight
      worker.postMessage(message);
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        driver: require.resolve('better-sqlite3'),
        path: this.opts.file,
        synchronous: this.opts.synchronous,
        busyTimeoutMs: this.opts.busyTimeoutMs,
        maxPageCount: this.opts.maxPageCount,
        autocheckpoint: this.autocheckpoint,
      },
    });
    worker.on('message', (m: { t?: string; value?: unknown; error?: WireError }) => {
      if (m.t === 'closed') return;
      const w = this.waiting.shift();
      if (this.waiting.length === 0 && this.worker === worker) worker.unref();
      if (!w) return;
      if (m.error) w.reject(rebuilt(m.error));
      else w.resolve(m.value);
    });
    const died = (why: string) => {
      if (this.worker !== worker) return; // closed, or already replaced
      this.worker = null;
      const err = new StoreUnavailableError(
        `SQLite store ${this.opts.file}: the commit worker stopped (${why}); a write in flight may or may not be committed`,
      );
      for (const w of this.waiting.splice(0)) w.reject(err);
    };
    worker.on('error', (err) => died(err.message));
    worker.on('exit', (code) => died(`exit code ${code}`));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
