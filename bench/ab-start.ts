// Before and after, in one run: the start row's measure (spawn of the file `npm start` runs, serverEntry, to its "GraphQL
// on" line, on a copy of the bench's store of 10,000 games, bench/rows/start.ts) for two builds of the engine,
// started in turn (which goes first alternates each round), so that what else the machine does weighs on both
// alike; the trivial Apollo server's start in every round too, as the row's baseline. Prints, for each: wall ms
// and the process's CPU ms (all its threads, from /proc) when the line came, and the first `games` query after
// the start; medians, after ÷ before, and the load average. Not a row of the table: a tool for telling whether a
// change moved the row (docs/performance.md).
//
//   npx ts-node --transpile-only bench/ab-start.ts --base /path/to/other/checkout [--after /path] [--rounds 8] [--npm yes]
//
// --base is another checkout of the engine, built (`npx tsc -b tsconfig.build.json` there); "after" is this one's
// dist/ (build it first), or --after's. --npm yes also times `npm start` (npm, the build check, then the server)
// in each checkout. With BENCH_PROFILE_DIR set, this checkout's engine writes a CPU profile there.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg } from './lib/args';
import { gqlClient } from './lib/http-load';
import { manyGamesDb, MANY_GAMES } from './lib/many-games';
import { BENCH_SECRET, freePort, ROOT, spawnServer, startEngine, startTrivialApollo } from './lib/processes';
import { runScript } from './lib/row';
import { median, msSince } from './lib/stats';

const KEYS = ['before', 'after'] as const;
type Key = (typeof KEYS)[number];

interface Start {
  ms: number;
  cpuMs: number;
  firstListMs: number;
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function main() {
  const roots: Record<Key, string> = { before: arg('base'), after: arg('after', ROOT) };
  const rounds = Number(arg('rounds', '8'));
  const npm = arg('npm', 'no') === 'yes';
  const source = await manyGamesDb((line) => console.log(line));
  const dir = mkdtempSync(join(tmpdir(), 'bench-ab-start-'));
  const starts: Record<Key, Start[]> = { before: [], after: [] };
  const npmMs: Record<Key, number[]> = { before: [], after: [] };
  const trivial: number[] = [];
  try {
    for (const k of KEYS) copyFileSync(source, join(dir, `${k}.db`));
    console.log(`load average at the start: ${load()}`);
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? KEYS : ([...KEYS].reverse() as Key[]);
      for (const k of order) {
        const served = await startEngine(join(dir, `${k}.db`), {}, { root: roots[k], profile: k === 'after' });
        const cpuMs = served.cpuMs();
        const client = gqlClient(served.url);
        const t0 = process.hrtime.bigint();
        const listed = await client.post('{ games(first: 500) { totalCount nodes { id } } }');
        const firstListMs = msSince(t0);
        client.close();
        if (listed.data?.games?.totalCount !== MANY_GAMES) throw new Error(`${k}: listed ${listed.data?.games?.totalCount} games`);
        await served.stop();
        starts[k].push({ ms: served.startMs, cpuMs, firstListMs });
        if (npm) {
          const port = await freePort();
          const s = await spawnServer(
            'npm',
            ['start', '--silent', '--prefix', roots[k]],
            { PORT: String(port), SQLITE_PATH: join(dir, `${k}.db`), TOKEN_SECRET: BENCH_SECRET },
            /GraphQL on/,
            port,
          );
          await s.stop();
          npmMs[k].push(s.startMs);
        }
      }
      const t = await startTrivialApollo();
      await t.stop();
      trivial.push(t.startMs);
      const line = (k: Key) => {
        const s = starts[k][r];
        return `${k} ${s.ms.toFixed(0)} ms (CPU ${s.cpuMs.toFixed(0)}, first list ${s.firstListMs.toFixed(0)}${npm ? `, npm start ${npmMs[k][r].toFixed(0)}` : ''})`;
      };
      console.log(`round ${r + 1}: ${line('before')}; ${line('after')}; trivial Apollo ${t.startMs.toFixed(0)} ms; load ${load()}`);
    }
    const m = (k: Key, f: keyof Start) => median(starts[k].map((s) => s[f]));
    console.log(`\nmedians of ${rounds} rounds (load average now ${load()}):`);
    for (const [label, f] of [
      ['ms to listen', 'ms'],
      ['CPU ms when listening', 'cpuMs'],
      ['ms for the first games query', 'firstListMs'],
    ] as const)
      console.log(
        `  ${label}: before ${m('before', f).toFixed(0)}, after ${m('after', f).toFixed(0)}, after ÷ before ${(m('after', f) / m('before', f)).toFixed(3)}`,
      );
    if (npm) {
      const b = median(npmMs.before);
      const a = median(npmMs.after);
      console.log(`  ms for npm start to listen: before ${b.toFixed(0)}, after ${a.toFixed(0)}, after ÷ before ${(a / b).toFixed(3)}`);
    }
    const tr = median(trivial);
    console.log(
      `  trivial Apollo: ${tr.toFixed(0)} ms; ÷ trivial: before ${(m('before', 'ms') / tr).toFixed(2)}, after ${(m('after', 'ms') / tr).toFixed(2)}`,
    );
    // Each round's own ratio, steadier than the ratio of medians when the load changes during the run.
    const ratios = starts.after.map((s, i) => s.ms / starts.before[i].ms).sort((a, b) => a - b);
    console.log(`  after ÷ before, round by round: ${ratios.map((x) => x.toFixed(2)).join(' ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runScript(main);
