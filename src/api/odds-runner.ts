// battleOdds off the main thread. The exact computation is synchronous and may
// take a couple of seconds before the rules core gives up on a battle too large
// (ODDS_LIMITS); on the main thread that stalled every client. Here one worker
// thread computes one battle at a time:
//   - the main thread stays free: other clients keep their latency;
//   - at most ODDS_QUEUE computations wait behind the running one; more are
//     refused at once with SERVER_BUSY ("try again later");
//   - one that runs past ODDS_TIMEOUT_MS, or past the worker's memory cap, is
//     stopped (the worker is replaced) and answered as too large to compute.
// Per client, the cost budget (rate-limits.ts) bounds how many one client asks.
import { GraphQLError } from 'graphql';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BattleOddsInput, BattleOddsResult } from '../rules';
import type { Logger } from '../app/logger';
import type { OddsJob, OddsReply } from './odds-worker';

export interface OddsRunnerOptions {
  /** Computations that may wait behind the running one. */
  queue: number;
  /** Longest one computation may run, in ms. */
  timeoutMs: number;
  /** Heap of the worker thread, in MB: a computation that needs more is stopped. */
  maxHeapMb?: number;
  /**
   * The worker's script, compiled JavaScript (default: odds-worker beside this file; booted through ts-node when
   * this file is TypeScript). The tests give tsc's build of it, made by jest's globalSetup from the same source:
   * booting ts-node in every test server's worker took up to 28 s on a loaded machine.
   */
  workerFile?: string;
  log?: Logger;
}

/** The input cannot be computed here (too large, unknown types): the client's to change. */
export const oddsInputError = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const TOO_LARGE = "This battle is too large to compute within the server's limits; try fewer units.";

interface Pending {
  job: OddsJob;
  resolve(r: BattleOddsResult): void;
  reject(e: unknown): void;
}

/** A worker running odds-worker.ts: compiled JavaScript as it is, TypeScript through ts-node (the source run directly). */
function startWorker(maxHeapMb: number, workerFile: string | undefined): Worker {
  const ext = extname(__filename);
  const file = join(__dirname, `odds-worker${ext}`);
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  if (workerFile) return new Worker(workerFile, { resourceLimits });
  if (ext !== '.ts') return new Worker(file, { resourceLimits });
  const project = join(__dirname, '..', '..', 'tsconfig.json');
  // Resolved here, so the worker finds ts-node whatever the process's working directory.
  const tsNode = require.resolve('ts-node');
  const boot = `require(${JSON.stringify(tsNode)}).register({ transpileOnly: true, project: ${JSON.stringify(project)} }); require(${JSON.stringify(file)});`;
  return new Worker(boot, { eval: true, resourceLimits });
}

export class OddsRunner {
  private worker: Worker | null = null;
  /** The worker has loaded and can take a job (its start-up does not count against the time limit). */
  private ready = false;
  private running: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: OddsRunnerOptions) {}

  /** The odds of one battle, computed in the worker; refused at once when the queue is full. */
  run(rulesetId: string, input: BattleOddsInput): Promise<BattleOddsResult> {
    if (this.closed) return Promise.reject(new Error('the odds runner is closed'));
    // One computing (or waiting for the worker to start) plus `queue` waiting.
    if ((this.running ? 1 : 0) + this.waiting.length >= 1 + this.opts.queue)
      return Promise.reject(
        new GraphQLError('The server is busy computing other battle odds; try again in a few seconds.', {
          extensions: { code: 'SERVER_BUSY', retryAfter: 5 },
        }),
      );
    return new Promise<BattleOddsResult>((resolve, reject) => {
      this.waiting.push({ job: { id: this.nextId++, rulesetId, input }, resolve, reject });
      this.pump();
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.opts.maxHeapMb ?? 512, this.opts.workerFile);
    worker.unref(); // a server's sockets keep the process alive, not this thread
    this.ready = false;
    worker.on('message', (reply: OddsReply) => {
      if (this.worker !== worker) return;
      if ('ready' in reply) {
        this.ready = true;
        this.pump();
      } else this.finish(reply);
    });
    // A worker replaced on purpose (past the time limit) is no longer this.worker: its last words are ignored.
    worker.on('error', (err) => {
      if (this.worker !== worker) return;
      this.worker = null;
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is the battle's size; anything else is ours.
      const oom = (err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!oom) this.opts.log?.error({ err }, 'battle-odds worker failed');
      this.fail(oom ? oddsInputError(TOO_LARGE) : err);
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.fail(new Error('the battle-odds worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private pump(): void {
    if (this.running || this.closed || this.waiting.length === 0) return;
    const worker = this.ensureWorker();
    if (!this.ready) return; // pumped again when it says it is ready
    const next = this.waiting.shift()!;
    this.running = next;
    worker.postMessage(next.job);
    this.timer = setTimeout(() => {
      // Past the time limit: the only way to stop synchronous work is to stop its thread.
      const w = this.worker;
      this.worker = null;
      this.fail(oddsInputError(TOO_LARGE));
      void w?.terminate();
    }, this.opts.timeoutMs);
  }

  private finish(reply: Exclude<OddsReply, { ready: true }>): void {
    const p = this.running;
    if (!p || p.job.id !== reply.id) return;
    this.settle();
    if (reply.ok) p.resolve(reply.result);
    else if (reply.inputError) p.reject(oddsInputError(reply.message));
    else p.reject(new Error(reply.message));
    this.pump();
  }

  private fail(err: unknown): void {
    const p = this.running;
    if (!p) return;
    this.settle();
    p.reject(err);
    this.pump();
  }

  private settle(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.waiting.splice(0)) p.reject(new Error('the server is stopping'));
    const w = this.worker;
    this.worker = null;
    if (this.running) this.fail(new Error('the server is stopping'));
    await w?.terminate();
  }
}
