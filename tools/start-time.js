// How long starting takes (docs/performance.md "Starting"): spawn to the server's "GraphQL on"
// line for `node dist/bundle/serve.js` and for `npm start`, alternated, on a fresh SQLite file
// each, then SIGTERM; and a bare Node start, the build check alone and npm's own start, for
// comparison. CPU is the process group's user + system time when the line came (children that
// ended included), steadier than wall time on a shared machine.
//   node tools/start-time.js [runs]        (default 5; Linux: reads /proc)
const { spawn, spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, readdirSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const os = require('node:os');

const root = join(__dirname, '..');
const runs = Number(process.argv[2] || 5);
const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms of every process in the group `pgid`, with the children each has reaped. */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  }
  return ticks * TICK_MS;
}

let port = 4900 + Math.floor(Math.random() * 1000);

/** One start: wall and CPU ms to the listening line. */
function start(command, args) {
  const dir = mkdtempSync(join(os.tmpdir(), 'start-time-'));
  const env = { ...process.env, PORT: String(++port), HOST: '127.0.0.1', SQLITE_PATH: join(dir, 'p.db'), EVENT_STORE: 'sqlite' };
  env.TOKEN_SECRET = 'start-time-secret-not-for-production-use';
  delete env.NODE_ENV;
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const listen = (d) => {
      out += d;
      if (!out.includes('GraphQL on')) return;
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const cpu = groupCpuMs(child.pid);
      child.stdout.off('data', listen);
      process.kill(-child.pid, 'SIGTERM');
      child.once('exit', () => {
        rmSync(dir, { recursive: true, force: true });
        resolve({ ms, cpu });
      });
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', () => {
      if (!out.includes('GraphQL on')) reject(new Error(`${command} ${args.join(' ')} did not start:\n${out}`));
    });
  });
}

function timed(command, args) {
  const t0 = process.hrtime.bigint();
  spawnSync(command, args, { cwd: root, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s.map((x) => Math.round(x)).join(' / ')} (median ${Math.round(s[Math.floor(s.length / 2)])})`;
};
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

(async () => {
  console.log(`load average ${load()}`);
  const starts = { 'node dist/bundle/serve.js': [], 'npm start': [] };
  for (let i = 0; i < runs; i++) {
    starts['node dist/bundle/serve.js'].push(await start(process.execPath, ['dist/bundle/serve.js']));
    starts['npm start'].push(await start('npm', ['start', '--silent']));
  }
  for (const [name, r] of Object.entries(starts))
    console.log(`${name} to listening: wall ms ${summary(r.map((x) => x.ms))}; CPU ms ${summary(r.map((x) => x.cpu))}`);
  const pieces = {
    'node -e 0': [process.execPath, ['-e', '0']],
    'node tools/build-if-stale.js': [process.execPath, ['tools/build-if-stale.js']],
    'npm --version': ['npm', ['--version']],
  };
  for (const [name, [command, args]] of Object.entries(pieces))
    console.log(`${name}: wall ms ${summary(Array.from({ length: runs }, () => timed(command, args)))}`);
  console.log(`load average ${load()}`);
})().catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
