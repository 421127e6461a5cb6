// Two engines under the mutations row's load (50 clients ending phase after phase), their slices interleaved,
// with each one's CPU per accepted mutation split by thread (/proc/<pid>/task, Linux): the main thread, the
// commit worker, the WAL checkpointer, V8's helpers. For changes whose effect lies off the main thread (the WAL
// checkpoints), where the whole process's figure in bench/ab-mutations.ts is too noisy to show a few per cent.
//
//   npx ts-node --transpile-only bench/ab-threads.ts --base /path/to/built/checkout|. [--after-env K=V,K=V] [--before-env K=V] [--slices 6] [--slice-s 1.5] [--warmup 15]
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endPhase, endPhaseGames, type EndPhaseGame } from './lib/endphase-load';
import { closedLoop, gqlClient, type GqlClient } from './lib/http-load';
import { startEngine, stopAll, type Served } from './lib/processes';
import { runScript } from './lib/row';
import { arg, numberArg } from './lib/args';

const CLIENTS = 50;

/** CPU ms of each thread of `pid` so far, keyed by tid, with its name (comm). */
function threads(pid: number): Map<string, { name: string; ms: number }> {
  const m = new Map<string, { name: string; ms: number }>();
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      m.set(t, { name, ms: (Number(f[11]) + Number(f[12])) * 10 });
    } catch {
      // the thread ended meanwhile
    }
  }
  return m;
}

const envArg = (name: string) =>
  Object.fromEntries(
    arg(name, '')
      .split(',')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );

async function main() {
  const base = arg('base');
  const slices = numberArg('slices', '6', { min: 1, integer: true });
  const sliceS = numberArg('slice-s', '1.5');
  const warmupS = numberArg('warmup', '15');
  const dir = mkdtempSync(join(tmpdir(), 'bench-abt-'));
  const servers: Served[] = [];
  try {
    const before = await startEngine(join(dir, 'before.db'), envArg('before-env'), { root: base, profile: false });
    servers.push(before);
    const after = await startEngine(join(dir, 'after.db'), envArg('after-env'));
    servers.push(after);
    const clients: Record<'before' | 'after', GqlClient> = {
      before: gqlClient(before.url, CLIENTS + 8),
      after: gqlClient(after.url, CLIENTS + 8),
    };
    const games: Record<'before' | 'after', EndPhaseGame[]> = {
      before: await endPhaseGames(clients.before, CLIENTS),
      after: await endPhaseGames(clients.after, CLIENTS),
    };
    const answered = { before: 0, after: 0 };
    const load = (k: 'before' | 'after', warm: number, s: number) =>
      closedLoop(CLIENTS, warm, s, async (c) => {
        const ok = await endPhase(clients[k], games[k][c]);
        if (ok) answered[k]++;
        return ok;
      });
    const served = { before, after };
    for (const k of ['before', 'after'] as const) await load(k, warmupS, 0);
    // CPU ms by thread name ("main" for the process's own thread), summed over the slices.
    const byName = { before: new Map<string, number>(), after: new Map<string, number>() };
    const counted = { before: 0, after: 0 };
    for (let i = 0; i < slices; i++) {
      const order = i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const k of order) {
        const pid = served[k].pid;
        const t0 = threads(pid);
        const n0 = answered[k];
        await load(k, 0.2, sliceS);
        const t1 = threads(pid);
        counted[k] += answered[k] - n0;
        for (const [tid, t] of t1) {
          // Node names none of its threads: each is named by its order of creation (tid - pid; the main thread is 0).
          const name = tid === String(pid) ? 'main' : `${t.name}+${Number(tid) - pid}`;
          byName[k].set(name, (byName[k].get(name) ?? 0) + t.ms - (t0.get(tid)?.ms ?? 0));
        }
      }
    }
    for (const c of Object.values(clients)) c.close();
    const names = [...new Set([...byName.before.keys(), ...byName.after.keys()])].sort(
      (a, b) => (Number(a.split('+')[1]) || 0) - (Number(b.split('+')[1]) || 0),
    );
    const us = (k: 'before' | 'after', name?: string) =>
      Math.round(((name ? (byName[k].get(name) ?? 0) : [...byName[k].values()].reduce((a, b) => a + b, 0)) * 1000) / counted[k]);
    const line = {
      mutations: counted,
      total: { before: us('before'), after: us('after') },
      byThread: Object.fromEntries(names.map((n) => [n, [us('before', n), us('after', n)]])),
    };
    console.log(JSON.stringify(line));
  } finally {
    await stopAll(servers, dir);
  }
}

runScript(main);
