// The fuzzer's run (bench/fuzz.ts): the compiled server started on its own
// SQLite file, lanes of calls at once (each lane its own generator derived from
// the seed), every answer judged (classify.ts), and the failures saved with the
// request that caused them.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { serverEntry } from '../processes';
import { judgeHttp, judgeNoAnswer, judgeWsClose, judgeWsMessage, Tally } from './classify';
import { newGame, stepGame, type Driver, type FuzzGame } from './games';
import { httpSender, malformed, postOf, type HttpRequest } from './http';
import { randomOperation, type Known, type Operation } from './operations';
import { cpuMsOf } from '../processes';
import { laneRng, type Rng } from './rng';
import { runWsSession, wsSession } from './ws';

export const ROOT = join(__dirname, '..', '..', '..');

export interface FuzzOptions {
  seed: number;
  /** Stop after this many calls (HTTP requests and WebSocket frames)… */
  calls: number;
  /** …or after this many seconds, whichever comes first. */
  seconds: number;
  lanes: number;
  /** Where failures are written (one JSON file each, with the request to replay). */
  outDir: string;
  /** Keep the server's default per-client rate limits (off by default: one client sends all the calls). */
  rateLimits: boolean;
  /** Server processes behind the one port (the server's WORKERS, docs/processes.md); 1 when absent. */
  workers?: number;
  /** How child processes are started (the tests pass theirs, which cleans up after a failed test). */
  spawn?: (cmd: string, args: string[], opts: SpawnOptions) => ChildProcess;
  /** Progress lines (every 10 s) go here; none when absent. */
  progress?: (line: string) => void;
}

export interface FuzzReport {
  seed: number;
  calls: number;
  seconds: number;
  callsPerSecond: number;
  /** CPU time (user + system) per call of the server's process and of the fuzzer's: what bounds calls/s on a given machine. */
  cpuMsPerCall: { server: number; fuzzer: number };
  counts: Record<string, number>;
  /** Answers that were a CommandAccepted (the rules took the command) or a RuleViolation (a rule refused it). */
  commands: { accepted: number; refused: number };
  /** Games the server created (the fuzzer's own and those of random createGame calls): few, so that games are played deep. */
  gamesCreated: number;
  fails: { fail: string; file: string }[];
  serverDied: string | null;
}

/** The server's secret: any 32+ characters (a fuzz run's tokens mean nothing elsewhere). */
const SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret-0123456789';

const round2 = (x: number) => Math.round(x * 100) / 100;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Target {
  url: URL;
  proc: ChildProcess;
  /** Error lines the server logged (level error or fatal). */
  errorLines: string[];
  died: string | null;
  stop(): Promise<void>;
}

/** The server as `npm start` runs it (dist/bundle/serve.js, `npm run build` first) on a fresh SQLite file; ready when /health answers. */
async function startTarget(opts: FuzzOptions): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'pacific-fuzz-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    EVENT_STORE: 'sqlite',
    SQLITE_PATH: join(dir, 'fuzz.db'),
    TOKEN_SECRET: SECRET,
    // warn and up: request lines would cost the fuzzer more than the server; errors are what is looked for.
    LOG_LEVEL: 'warn',
    // What is fuzzed is the answers, not durability: commits without an fsync each (the default FULL waits on the disk).
    SQLITE_SYNCHRONOUS: 'NORMAL',
    ...(opts.rateLimits ? {} : { RATE_LIMIT_COMMANDS: 'off', RATE_LIMIT_CREATE_GAME: 'off', RATE_LIMIT_QUERY_COST: 'off' }),
  };
  delete env.KURRENTDB_CONNECTION_STRING;
  delete env.WORKERS;
  if ((opts.workers ?? 1) > 1) env.WORKERS = String(opts.workers);
  const start = opts.spawn ?? ((c: string, a: string[], o: SpawnOptions) => spawn(c, a, { ...o, detached: true }));
  // FUZZ_PROFILE_DIR: the server's CPU profile goes there (written when it stops).
  const profile = process.env.FUZZ_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.FUZZ_PROFILE_DIR}`] : [];
  // FUZZ_HEAP_SNAPSHOT_DIR: the server's heap goes there at the end of the run, after the last call (what its memory holds).
  const heap = process.env.FUZZ_HEAP_SNAPSHOT_DIR
    ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${process.env.FUZZ_HEAP_SNAPSHOT_DIR}`]
    : [];
  const proc = start(process.execPath, [...profile, ...heap, serverEntry(ROOT)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const t: Target = {
    url: new URL(`http://127.0.0.1:${port}/graphql`),
    proc,
    errorLines: [],
    died: null,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        await new Promise((r) => proc.once('exit', r));
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  let pending = '';
  const onLines = (d: Buffer) => {
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      let level = 0;
      try {
        level = Number(JSON.parse(line).level) || 0;
      } catch {
        level = /error/i.test(line) ? 50 : 0; // a plain line (start failures) on stderr
      }
      if (level >= 50 && t.errorLines.length < 1000) t.errorLines.push(line.slice(0, 4000));
    }
  };
  proc.stdout!.on('data', onLines);
  proc.stderr!.on('data', onLines);
  let stopping = false;
  // The server runs in its own process group: when the fuzzer ends, however it ends, so does the server.
  const killOnExit = () => {
    try {
      process.kill(-proc.pid!, 'SIGKILL'); // its group: the workers too
    } catch {
      proc.kill('SIGKILL'); // not a group of its own (a test's spawn)
    }
  };
  process.once('exit', killOnExit);
  proc.once('exit', (code, signal) => {
    process.off('exit', killOnExit);
    if (!stopping) t.died = `the server exited (code ${code}, signal ${signal})`;
  });
  const stop = t.stop;
  t.stop = async () => {
    stopping = true;
    await stop();
  };
  const deadline = Date.now() + Number(process.env.FUZZ_START_TIMEOUT_MS ?? 60_000);
  for (;;) {
    if (t.died) throw new Error(`${t.died}: ${t.errorLines.join('\n')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return t;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await t.stop();
      throw new Error('the server did not answer /health in time');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Strings and numbers from answers, so later requests name real places, units and events. */
function harvest(x: unknown, known: Known, rng: Rng, depth = 0): void {
  if (depth > 12) return;
  if (typeof x === 'string') {
    if (x.length > 0 && x.length <= 60) remember(known.strings, x, rng, 4000);
  } else if (typeof x === 'number') {
    if (Number.isInteger(x) && x >= 0 && x < 100_000) remember(known.numbers, x, rng, 500);
  } else if (Array.isArray(x)) {
    for (const v of x.length > 30 ? x.filter(() => rng.chance(0.1)) : x) harvest(v, known, rng, depth + 1);
  } else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (k === 'position' && v && typeof v === 'object') remember(known.positions, v, rng, 20);
      harvest(v, known, rng, depth + 1);
    }
  }
}

/** What each pool holds while it fills (a lookup in a Set, not a scan of up to 4,000 strings per string harvested). */
const members = new WeakMap<unknown[], Set<unknown>>();

function remember<T>(pool: T[], x: T, rng: Rng, max: number): void {
  if (pool.length < max) {
    let held = members.get(pool);
    if (!held) members.set(pool, (held = new Set(pool)));
    if (!held.has(x)) {
      held.add(x);
      pool.push(x);
    }
  } else if (rng.chance(0.02)) pool[rng.int(max)] = x;
}

/** CPU time of the server so far: its process and, with workers, theirs (the children of its main thread). */
function serverCpuMs(pid: number): number {
  let ms = cpuMsOf(pid);
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    // no such file (not Linux, or the process is gone): the process's own
  }
  for (const child of children) {
    try {
      ms += cpuMsOf(Number(child));
    } catch {
      // exited meanwhile
    }
  }
  return ms;
}

/** Has the server (started with --heapsnapshot-signal) write its heap, and waits until the file is whole. */
async function heapSnapshot(pid: number, dir: string, opts: FuzzOptions): Promise<void> {
  const before = new Set(existsSync(dir) ? readdirSync(dir) : []);
  opts.progress?.(`server RSS before its heap snapshot: ${serverRssMb(pid)} MB`);
  process.kill(pid, 'SIGUSR2');
  // V8 writes the file as it walks the heap; it is whole when its size stops changing.
  let size = -1;
  for (let i = 0; i < 600; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const file = readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    if (!file) continue;
    const now = statSync(join(dir, file)).size;
    if (now === size && now > 0) {
      opts.progress?.(`heap snapshot: ${join(dir, file)} (${Math.round(now / 2 ** 20)} MB)`);
      return;
    }
    size = now;
  }
}

/** Resident memory of the server's main process in MB (0 when /proc cannot tell). */
function serverRssMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The first root field a request asks for ("RAW", or the method when there is none): what its time is counted under. */
function rootOf(req: HttpRequest): string {
  if (req.raw) return 'RAW';
  let query = '';
  try {
    query = String(JSON.parse(req.body ?? '{}')?.query ?? '');
  } catch {
    return 'MALFORMED';
  }
  return /^[^{]*\{\s*(?:\w+\s*:\s*)?(\w+)/.exec(query)?.[1] ?? req.method;
}

export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const schema: GraphQLSchema = buildSchema(readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'));
  const target = await startTarget(opts);
  const files: FuzzReport['fails'] = [];
  // Each failure is saved with its request the moment it is seen.
  const tally = new Tally((f, n) => {
    mkdirSync(opts.outDir, { recursive: true });
    const file = join(opts.outDir, `fail-${opts.seed}-${String(n).padStart(4, '0')}.json`);
    writeFileSync(file, JSON.stringify({ seed: opts.seed, ...f }, null, 2));
    files.push({ fail: f.fail, file });
    opts.progress?.(`FAIL ${f.fail}: ${file}`);
  });
  const send = httpSender(target.url, opts.lanes);
  const known: Known & { games: FuzzGame[] } = { games: [], strings: [], numbers: [], positions: [] };
  const wsUrl = target.url.href.replace(/^http/, 'ws');
  // FUZZ_TIMING=1: where the lanes' time goes (per kind of action, per root field), printed at the end.
  const timing = process.env.FUZZ_TIMING
    ? {
        kinds: new Map<string, { n: number; calls: number; ms: number }>(),
        fields: new Map<string, { n: number; ms: number; cpu: number }>(),
        window: new Map<string, { n: number; ms: number; cpu: number }>(),
      }
    : null;
  let accepted = 0;
  let refused = 0;
  let gamesCreated = 0;
  const serverCpu0 = serverCpuMs(target.proc.pid!);
  const ownCpu0 = process.cpuUsage();
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const more = () => tally.calls < opts.calls && elapsed() < opts.seconds && !target.died;
  let lastProgress = started;
  // Each progress line also tells the last interval's own figures: a long run slows down as its games grow, and the
  // run's average hides when and why.
  let last = { calls: 0, cpu: serverCpu0, at: started };
  let lastWindow = started;
  const progress = () => {
    if (!opts.progress || performance.now() - lastProgress < 10_000) return;
    lastProgress = performance.now();
    const cpuNow = serverCpuMs(target.proc.pid!);
    const calls = tally.calls - last.calls;
    const rate = (1000 * calls) / (lastProgress - last.at);
    const cpuPerCall = (cpuNow - last.cpu) / Math.max(1, calls);
    last = { calls: tally.calls, cpu: cpuNow, at: lastProgress };
    opts.progress(
      `${Math.round(elapsed())} s: ${tally.calls} calls, ${Math.round(tally.calls / elapsed())}/s, ${tally.failCount} FAIL; ` +
        `last ${Math.round(rate)}/s, server ${cpuPerCall.toFixed(1)} ms CPU/call, RSS ${serverRssMb(target.proc.pid!)} MB, load ${loadavg()[0].toFixed(1)}`,
    );
    // FUZZ_TIMING: the root fields of the last 5 minutes, so a field whose cost grows over the run shows.
    if (timing && lastProgress - lastWindow >= 300_000) {
      lastWindow = lastProgress;
      printFields(timing.window, `root fields of the last 5 minutes (to ${Math.round(elapsed())} s)`, 12);
      timing.window.clear();
    }
  };
  const printFields = (fields: Map<string, { n: number; ms: number; cpu: number }>, title: string, top: number) => {
    const cpuAll = [...fields.values()].reduce((a, t) => a + t.cpu, 0);
    const callMs = [...fields.values()].reduce((a, t) => a + t.ms, 0);
    opts.progress?.(`${title} (server CPU in ms: ${Math.round(cpuAll)}):`);
    for (const [k, t] of [...fields].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, top))
      opts.progress?.(
        `  ${k.padEnd(24)} ${((100 * t.ms) / callMs).toFixed(1).padStart(5)}% of the time, ${((100 * t.cpu) / cpuAll).toFixed(1).padStart(5)}% of the server's CPU; ${t.n} calls, ${Math.round(t.ms / t.n)} ms, ${(t.cpu / t.n).toFixed(1)} ms CPU each`,
      );
  };

  /** One HTTP call: sent, judged, counted, harvested; the parsed body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed answer, read by the game driver field by field
  const call = async (req: HttpRequest, rng: Rng, lane: { calls: number }): Promise<any> => {
    tally.calls++;
    lane.calls++;
    const t0 = performance.now();
    const cpu0 = timing ? serverCpuMs(target.proc.pid!) : 0;
    const a = await send(req);
    const ms = performance.now() - t0;
    if (timing) {
      // The server's CPU during the call: its own with one lane (--lanes 1), shared with the other lanes' otherwise.
      const cpu = serverCpuMs(target.proc.pid!) - cpu0;
      for (const fields of [timing.fields, timing.window]) {
        const t = fields.get(rootOf(req)) ?? { n: 0, ms: 0, cpu: 0 };
        t.n++;
        t.ms += ms;
        t.cpu += cpu;
        fields.set(rootOf(req), t);
      }
    }
    if (process.env.FUZZ_SLOW_MS && ms > Number(process.env.FUZZ_SLOW_MS))
      opts.progress?.(`slow ${Math.round(ms)} ms: ${(req.body ?? req.path).slice(0, 300)}`);
    if (a.netError) {
      tally.add(target.died ? { cls: 'FAIL', fail: target.died } : judgeNoAnswer(a.netError, !!req.raw), req, a.text);
      return undefined;
    }
    tally.add(judgeHttp(a.status, a.text), req, `HTTP ${a.status}\n${a.text}`);
    // How deep the calls reach: commands the rules accepted (events appended) and refused with a rule's violation.
    if (a.text.includes('"GameCreated"')) gamesCreated++;
    if (a.text.includes('"CommandAccepted"')) accepted++;
    else if (a.text.includes('"RuleViolation"')) refused++;
    progress();
    try {
      const body = JSON.parse(a.text);
      if (a.status === 200 && rng.chance(0.3)) harvest(body, known, rng);
      return body;
    } catch {
      return undefined;
    }
  };

  const lane = async (n: number) => {
    const rng = laneRng(opts.seed, n);
    const own = { calls: 0 };
    const driver: Driver = { rng, known, schema, send: (op: Operation) => call(postOf(op), rng, own) };
    while (more()) {
      try {
        await action(rng, driver, own);
      } catch (err) {
        // A bug of the fuzzer's own, not the server's: counted and shown, the run goes on.
        tally.counts.set('FUZZER_ERROR', (tally.counts.get('FUZZER_ERROR') ?? 0) + 1);
        opts.progress?.(`fuzzer error (not the server's): ${(err as Error).stack}`);
      }
    }
  };
  const action = async (rng: Rng, driver: Driver, own: { calls: number }) => {
    {
      const kind = rng.weighted({ game: known.games.length < 4 ? 30 : 1, step: 30, query: 20, mutation: 15, malformed: 12, ws: 8 });
      const t0 = performance.now();
      const c0 = own.calls;
      try {
        await act(kind);
      } finally {
        if (timing) {
          const t = timing.kinds.get(kind) ?? { n: 0, calls: 0, ms: 0 };
          t.n++;
          t.calls += own.calls - c0;
          t.ms += performance.now() - t0;
          timing.kinds.set(kind, t);
        }
      }
    }
    async function act(kind: string) {
      if (kind === 'game') await newGame(driver);
      else if (kind === 'step') await stepGame(driver);
      else if (kind === 'query' || kind === 'mutation') {
        const op = randomOperation(schema, kind, rng, known, { hostile: rng.pick([0, 0.1, 0.3, 0.7]) });
        await call(postOf(op), rng, own);
      } else if (kind === 'malformed') {
        const op = randomOperation(schema, rng.chance(0.6) ? 'query' : 'mutation', rng, known, { hostile: 0.1 });
        await call(malformed(rng, op, target.url), rng, own);
      } else {
        const temper = { hostile: rng.pick([0, 0.1, 0.3]) };
        const session = wsSession(
          rng,
          () => randomOperation(schema, rng.weighted({ query: 2, mutation: 1, subscription: 3 }), rng, known, temper),
          () => randomOperation(schema, 'subscription', rng, known, { hostile: 0 }),
        );
        const frames = session.frames.filter((f) => !('waitMs' in f)).length;
        tally.calls += frames;
        own.calls += frames;
        const out = await runWsSession(wsUrl, session);
        for (const m of out.messages) tally.add(judgeWsMessage(m), session, m);
        if (out.refused)
          tally.add(target.died ? { cls: 'FAIL', fail: target.died } : { cls: `WS:refused:${out.refused}` }, session, out.refused);
        else tally.add(judgeWsClose(out.close), session, `close ${out.close}`);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.lanes }, (_, i) => lane(i)));
  const seconds = elapsed();
  const ownCpu = process.cpuUsage(ownCpu0);
  const cpu = { server: serverCpuMs(target.proc.pid!) - serverCpu0, fuzzer: (ownCpu.user + ownCpu.system) / 1000 };
  if (timing && opts.progress) {
    const laneMs = [...timing.kinds.values()].reduce((a, t) => a + t.ms, 0);
    opts.progress(`\nlane time by action (${Math.round(laneMs / 1000)} lane-s):`);
    for (const [k, t] of [...timing.kinds].sort((a, b) => b[1].ms - a[1].ms))
      opts.progress(
        `  ${k.padEnd(10)} ${((100 * t.ms) / laneMs).toFixed(1).padStart(5)}%  ${t.n} actions, ${t.calls} calls, ${Math.round(t.ms / Math.max(1, t.calls))} ms/call`,
      );
    printFields(timing.fields, 'HTTP calls by root field', 30);
  }
  if (process.env.FUZZ_HEAP_SNAPSHOT_DIR && !target.died) await heapSnapshot(target.proc.pid!, process.env.FUZZ_HEAP_SNAPSHOT_DIR, opts);
  // Errors the server logged without a client seeing them (a bot, the clock watcher) count as failures too.
  await new Promise((r) => setTimeout(r, 500));
  for (const line of target.errorLines) tally.add({ cls: 'FAIL', fail: 'the server logged an error' }, null, line);
  const died = target.died;
  if (died) tally.add({ cls: 'FAIL', fail: died }, null, target.errorLines.join('\n'));
  await target.stop();

  return {
    seed: opts.seed,
    calls: tally.calls,
    seconds: Math.round(seconds * 10) / 10,
    callsPerSecond: Math.round(tally.calls / seconds),
    cpuMsPerCall: { server: round2(cpu.server / tally.calls), fuzzer: round2(cpu.fuzzer / tally.calls) },
    counts: Object.fromEntries([...tally.counts].sort((a, b) => b[1] - a[1])),
    commands: { accepted, refused },
    gamesCreated,
    fails: files,
    serverDied: died,
  };
}
