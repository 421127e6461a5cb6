// What the attack scripts (bench/attack-*.ts) share: the server as its own
// process (so its CPU and memory are its own), a bystander client that keeps
// asking a small query and records its latency, and a few statistics.
//
// Every script talks only to the server it started, on 127.0.0.1, with a
// bounded number of requests, and stops by itself. Linux only: CPU and memory
// are read from /proc/<pid>.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..');
/** The checkout whose server is started: this one, or BENCH_SERVER_ROOT (e.g. an older commit, for comparison). */
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ? resolve(process.env.BENCH_SERVER_ROOT) : ROOT;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export interface ServerProcess {
  url: string;
  wsUrl: string;
  pid: number;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** Starts src/cli/serve.ts as `npm start` does, on a free port and a fresh SQLite file, with `env` on top. */
export async function startServerProcess(env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'pacific-attack-'));
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    EVENT_STORE: 'sqlite',
    SQLITE_PATH: join(dir, 'pacific.db'),
    TOKEN_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete full.KURRENTDB_CONNECTION_STRING;
  // LOG_LEVEL warn hides the start-up line: ask for info until it is seen.
  const proc = spawn(process.execPath, [join(SERVER_ROOT, 'node_modules/ts-node/dist/bin.js'), '--transpile-only', 'src/cli/serve.ts'], {
    cwd: SERVER_ROOT,
    env: { ...full, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    // BENCH_START_TIMEOUT_MS: a loaded machine may need longer to compile and start the server.
    const wait = Number(process.env.BENCH_START_TIMEOUT_MS ?? 30_000);
    // A server that has not started in time is killed, or it would keep this script running.
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      fail(new Error(`server did not start in ${wait / 1000} s: ${out}`));
    }, wait);
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /GraphQL on (http:\/\/[^,\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    proc.once('exit', (code) => fail(new Error(`server exited with ${code}: ${out}`)));
  });
  proc.stdout!.resume(); // request lines are not read; do not let the pipe fill up
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws'),
    pid: proc.pid!,
    proc,
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system) the process has used, and its resident memory in MB. */
export function processUsage(pid: number): { cpuSeconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15)
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuSeconds: ticks / 100, rssMb: rssKb / 1024 }; // USER_HZ is 100 on Linux
}

/** CPU share (of one core) and memory of the process over `ms` of doing nothing more. */
export async function idleCost(pid: number, ms: number): Promise<{ cpuPercent: number; rssMb: number }> {
  const a = processUsage(pid);
  await new Promise((r) => setTimeout(r, ms));
  const b = processUsage(pid);
  return { cpuPercent: (100 * (b.cpuSeconds - a.cpuSeconds)) / (ms / 1000), rssMb: b.rssMb };
}

export async function post(url: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.text();
  return { status: res.status, ms: performance.now() - started, bytes: body.length, body };
}

/** A bystander: asks `{ rulesets { id } }` every `everyMs` until stopped; its latencies in ms. */
export function bystander(url: string, everyMs = 50) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const r = await post(url, '{ rulesets { id } }');
      if (r.status !== 200) throw new Error(`bystander got ${r.status}`);
      latencies.push(r.ms);
      await new Promise((res) => setTimeout(res, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return summary(latencies);
    },
  };
}

export function summary(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN);
  return { n: s.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(s[s.length - 1] ?? NaN) };
}

export const round = (x: number) => Math.round(x * 10) / 10;

/** Settings that lift every limit: the server as it was before #17, for comparison. */
export const NO_LIMITS: NodeJS.ProcessEnv = {
  GRAPHQL_MAX_TOKENS: '100000000',
  GRAPHQL_MAX_ALIASES: '1000000',
  GRAPHQL_MAX_DEPTH: '1000',
  GRAPHQL_MAX_DIRECTIVES: '1000000',
  GRAPHQL_MAX_COST: '1000000000',
  RATE_LIMIT_COMMANDS: 'off',
  RATE_LIMIT_CREATE_GAME: 'off',
  RATE_LIMIT_QUERY_COST: 'off',
  ODDS_QUEUE: '1000',
  ODDS_TIMEOUT_MS: '600000',
};

/** `--no-limits` on the command line: run against NO_LIMITS. */
export const withoutLimits = process.argv.includes('--no-limits');
