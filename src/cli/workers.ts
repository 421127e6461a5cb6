// Several server processes on one machine behind one port (WORKERS, `--workers`;
// docs/processes.md): the process started is the primary, which checks the
// settings and the store once, forks the workers (node:cluster: they share the
// listening port, the primary hands each new connection to one of them in turn)
// and looks after them. It serves nothing itself.
//
// - Each worker is the server as one process runs it, on the same store: with
//   SQLite, the same file (commits serialise on its write lock; a commit in one
//   wakes the followers in the others, src/store/wake.ts).
// - A worker that dies is logged and replaced, after a pause that doubles while
//   replacements keep dying before they listen (up to 10 s), so a crash loop
//   does not spin.
// - If a worker of the first start fails before it listens (a port in use, a
//   store that cannot be opened), the start failed: the others are stopped and
//   the primary exits 1.
// - SIGTERM or SIGINT to the primary: every worker is told SIGTERM and finishes
//   its open requests and closes its store (as one process does); the primary
//   exits 0 once all have exited cleanly, 1 otherwise. A worker that has not
//   stopped after `stopTimeoutMs` is killed.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export interface PrimaryOptions {
  workers: number;
  log: Logger;
  /** Extra environment for the workers. */
  env?: Record<string, string>;
  /** Said once every worker of the first start listens. */
  onListening?(): void;
  /** How long a stop waits for the workers before killing them (default 30 s). */
  stopTimeoutMs?: number;
}

export function runPrimary(opts: PrimaryOptions): void {
  const { log } = opts;
  /** Workers by cluster id, and whether each listens. */
  const live = new Map<number, { worker: Worker; listening: boolean; startedAt: number }>();
  let started = false; // every worker of the first start has listened
  let stopping = false;
  let failed = false;
  let restartDelayMs = 0;

  const fork = () => {
    const worker = cluster.fork(opts.env ?? {});
    live.set(worker.id, { worker, listening: false, startedAt: Date.now() });
    worker.once('listening', () => {
      const entry = live.get(worker.id);
      if (entry) entry.listening = true;
      restartDelayMs = 0;
      if (!started && [...live.values()].every((w) => w.listening) && live.size === opts.workers) {
        started = true;
        opts.onListening?.();
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const entry = live.get(worker.id);
    live.delete(worker.id);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (stopping) {
      if (code !== 0) failed = true;
      if (live.size === 0) finish();
      return;
    }
    if (!started) {
      // The start failed: the worker said why on stderr (one line), as a single process does.
      log.fatal({ worker: worker.id, pid: worker.process.pid, code, signal }, `worker ${worker.id} did not start (${how}): stopping`);
      void stop('a failed start', 1);
      return;
    }
    const quick = !entry?.listening;
    restartDelayMs = quick ? Math.min(10_000, Math.max(250, restartDelayMs * 2)) : 0;
    log.error(
      { worker: worker.id, pid: worker.process.pid, code, signal, restartInMs: restartDelayMs },
      `worker ${worker.id} (pid ${worker.process.pid}) died (${how}); starting another`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelayMs).unref();
  });

  let exitCode = 0;
  const finish = () => process.exit(failed ? 1 : exitCode);
  const stop = async (why: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info(`${why}: stopping ${live.size} workers`);
    if (live.size === 0) return finish();
    for (const { worker } of live.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const { worker } of live.values()) {
        log.error({ worker: worker.id, pid: worker.process.pid }, `worker ${worker.id} did not stop in time: killed`);
        worker.process.kill('SIGKILL');
      }
      failed = true;
    }, opts.stopTimeoutMs ?? 30_000).unref();
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  for (let i = 0; i < opts.workers; i++) fork();
}
