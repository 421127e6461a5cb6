// Servers the benchmarks start and talk to from outside: the engine as
// `npm start` runs it (bundled, dist/bundle/serve.js: serverEntry) and the trivial Apollo
// server that is its baseline, each in a process of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
/** The server secret of every server the bench starts (at least 32 characters, as the server demands). */
export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret';

export interface Served {
  url: string;
  port: number;
  pid: number;
  /** Milliseconds from spawn to the line saying it listens. */
  startMs: number;
  /** Resident memory of the process now, in MB (from /proc). */
  rssMb(): number;
  /** CPU time the process has used so far (user + system), in ms (from /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux for every architecture Node runs on). */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU time of a process so far, in ms: fields 14 and 15 of /proc/<pid>/stat, counted after the
 * command name's closing parenthesis (the name may hold spaces). 10 ms resolution: read it around seconds of load.
 */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Spawns `command args` and waits for a stdout line matching `ready` (rejects if it exits first). */
export async function spawnServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  port: number,
): Promise<Served> {
  const t0 = process.hrtime.bigint();
  // Its own process group, so that stop() reaches what it starts too (npm start runs the server as a child of npm's shell).
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // the group is gone already
    }
  };
  let output = '';
  const startMs = await new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (ready.test(output)) {
        child.stdout!.off('data', onData);
        resolve(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited (${code}) before it listened:\n${output}`)));
  });
  child.removeAllListeners('exit');
  child.stdout!.resume();
  child.stderr!.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    port,
    pid: child.pid!,
    startMs,
    rssMb: () => rssOf(child.pid!),
    cpuMs: () => cpuMsOf(child.pid!),
    async stop() {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The file `npm start` runs in the checkout `root` (its package.json's start script, `node <file>`): the bundle, or dist/src/cli/serve.js in builds before it. */
export function serverEntry(root: string): string {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const file = /^node (\S+)$/.exec(start)?.[1];
  if (!file) throw new Error(`${root}: npm start runs "${start}", not node <file>`);
  return join(root, file);
}

/**
 * The engine, compiled, on a SQLite file (run `npm run build` first). `root`: another checkout's (bench/ab-mutations.ts);
 * `profile`: whether BENCH_PROFILE_DIR, if set, gets its CPU profile.
 */
export async function startEngine(
  sqlitePath: string,
  env: Record<string, string> = {},
  { root = ROOT, profile = true }: { root?: string; profile?: boolean } = {},
): Promise<Served> {
  const port = await freePort();
  return spawnServer(
    process.execPath,
    [
      ...(profile && process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []),
      serverEntry(root),
    ],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      EVENT_STORE: 'sqlite',
      SQLITE_PATH: sqlitePath,
      TOKEN_SECRET: BENCH_SECRET,
      // The bench's clients all come from one address and send far more than a player would.
      RATE_LIMIT_COMMANDS: 'off',
      RATE_LIMIT_CREATE_GAME: 'off',
      RATE_LIMIT_QUERY_COST: 'off',
      WS_MAX_CONNECTIONS_PER_CLIENT: '5000',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '6000',
      ...env,
    },
    /GraphQL on/,
    port,
  );
}

/** The baseline: Apollo Server 5 with one mutation (bench/baselines/trivial-apollo.js). */
export async function startTrivialApollo(): Promise<Served> {
  const port = await freePort();
  return spawnServer(process.execPath, [join(ROOT, 'bench/baselines/trivial-apollo.js')], { PORT: String(port) }, /listening/, port);
}

/** The second baseline of the mutations row: the product card's stack with a resolver that does nothing (bench/baselines/stack-floor.ts). */
export async function startStackFloor(): Promise<Served> {
  const port = await freePort();
  return spawnServer(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', join(ROOT, 'bench/baselines/stack-floor.ts')],
    { PORT: String(port) },
    /listening/,
    port,
  );
}

/** Stops every server started for a run, then removes the run's directory. */
export async function stopAll(servers: readonly Served[], dir: string): Promise<void> {
  for (const s of servers) await s.stop();
  rmSync(dir, { recursive: true, force: true });
}
