// Moves SQLite's WAL checkpoints off the event loop. By default the connection
// that commits also checkpoints (copies the WAL back into the database file and
// syncs it) every 1,000 pages, inside whichever commit crosses the mark: under
// load that is a pause of tens of milliseconds on the event loop every few
// hundred commits, felt by every request in flight. Instead, once the store has
// committed a while, a worker thread with its own connection to the file runs
// PASSIVE checkpoints (which never block writers) every `intervalMs`, and the
// committing connection stops checkpointing itself.
import { Worker } from 'node:worker_threads';

// The worker's code, evaluated in the worker (a string, so it runs the same from ts-node, jest and dist/).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { timeout: workerData.busyTimeoutMs });
const checkpoint = () => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage({ error: String(err && err.message || err) }); }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (m !== 'close') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage('closed');
});
`;

export interface WalCheckpointerOptions {
  path: string;
  /** Commits before the worker starts (a store that commits little never needs one). */
  afterCommits?: number;
  intervalMs?: number;
  busyTimeoutMs?: number;
}

export class WalCheckpointer {
  private worker: Worker | null = null;
  private commits = 0;
  private closed = false;

  constructor(
    /** Sets wal_autocheckpoint on the connection that commits (the commit worker's, or the store's own). */
    private readonly autocheckpoint: (pages: number) => void,
    private readonly options: WalCheckpointerOptions,
  ) {}

  /** After each commit of the store's connection. */
  committed(): void {
    if (this.worker || this.closed || ++this.commits < (this.options.afterCommits ?? 64)) return;
    this.worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        driver: require.resolve('better-sqlite3'),
        path: this.options.path,
        // Each checkpoint writes every page changed since the last one, once: the hot pages (the events table's tail,
        // the indexes' pages) are written once a second instead of four times (issue 29, the stop of 29 Nov early:
        // the checkpointer's CPU per mutation 10-16 µs at 250 ms, 5 at 1,000 ms). Crash safety is SQLite's either way.
        intervalMs: this.options.intervalMs ?? 1000,
        busyTimeoutMs: this.options.busyTimeoutMs ?? 5000,
      },
    });
    this.worker.on('message', (m: unknown) => {
      if (m && typeof m === 'object' && 'error' in m) console.error('WAL checkpoint failed:', (m as { error: string }).error);
    });
    this.worker.on('error', (err) => {
      // Without the worker, the connection checkpoints itself again, as SQLite does by default.
      console.error('WAL checkpointer stopped:', err);
      if (!this.closed) this.autocheckpoint(1000);
    });
    // After the listeners (a 'message' listener refs the worker's port): the worker never keeps the process alive.
    this.worker.unref();
    this.autocheckpoint(0);
  }

  /** Stops the worker after a last checkpoint. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.ref(); // until it has said it closed: an unref'd worker alone would let the process end first
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      worker.once('exit', done);
      worker.on('message', (m) => {
        if (m === 'closed') void worker.terminate().then(done, done);
      });
      worker.postMessage('close');
    });
  }
}
