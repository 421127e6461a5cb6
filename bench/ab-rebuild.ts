// Before and after, on a machine others load: the rebuild row's load (bench/rows/rebuild.ts: a cold
// GameStates.current() of the long game on SQLite) from two checkouts in ONE process, alternating load by load (which
// side goes first alternates too), a forced collection before each load as the row makes. Both sides meet the same
// moments of the machine, so the ratio of their medians holds at a load where the row's own ratio says nothing. Prints
// per round: each side's median and best wall ms, CPU ms of the process (all threads: the collector's helpers too),
// young-collection pauses and their count during the load; after ÷ before; and once, whether both sides loaded the
// same game (state, command ends, command index, snapshots, last hash) and the MB each side's loaded game holds.
// Not a row of the table: a tool for telling whether a change moved the row (docs/performance.md).
//
//   npx ts-node --transpile-only bench/ab-rebuild.ts --base /path/to/other/checkout [--after /path]
//     [--loads 8] [--rounds 3]
//
// Both checkouts run from source (ts-node); `--after`'s bench/.cache holds the long game both read.
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { arg, numberArg } from './lib/args';
import { ROOT } from './lib/processes';
import { runScript } from './lib/row';
import { heapMb } from './lib/heap';

interface Entry {
  state: unknown;
  revision: number;
  lastHash: string;
  commands: Map<string, number[]>;
  commandEnds: number[];
  snapshots: Map<number, unknown>;
}
interface Side {
  load: () => Promise<Entry>;
  close: () => Promise<void>;
}

/* eslint-disable @typescript-eslint/no-require-imports -- each checkout's own modules, by path */
function sideOf(root: string, path: string, gameId: string): Side {
  const { GameStates } = require(join(root, 'projections/game-states'));
  const { createSqliteEventStore } = require(join(root, 'src/store/sqlite'));
  const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
  return { load: () => new GameStates(store).current(gameId), close: () => store.close() };
}

const round = (x: number) => Number(x.toPrecision(3));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const sha = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex');

/** What a load keeps, as plain data: each state's JSON (its unit table and maps by their toJSON) by its hash, the rest as is. */
const digest = (e: Entry) => ({
  state: sha(e.state),
  revision: e.revision,
  lastHash: e.lastHash,
  commands: [...e.commands],
  commandEnds: e.commandEnds,
  snapshots: [...e.snapshots].map(([n, s]) => [n, sha(s)]),
});

async function main(): Promise<void> {
  const base = resolve(arg('base'));
  const after = resolve(arg('after', ROOT));
  const loads = numberArg('loads', '8', { min: 2, integer: true });
  const rounds = numberArg('rounds', '3', { min: 1, integer: true });
  require(join(after, 'node_modules/reflect-metadata'));
  const { longGameDb } = require(join(after, 'bench/lib/long-game-db'));
  const { path, game } = (await longGameDb()) as { path: string; game: { gameId: string } };
  const sides = [sideOf(base, path, game.gameId), sideOf(after, path, game.gameId)];

  // The same game on both sides, and what each holds: measured on each side's first loads, twice each, the second
  // kept (a game just dropped may still be reachable for a moment, as the first measure of the other side saw).
  const held: number[] = [0, 0];
  const digests: ReturnType<typeof digest>[] = [];
  for (const k of [0, 1, 0, 1]) {
    const before = heapMb();
    let entry: Entry | null = await sides[k].load();
    held[k] = heapMb() - before;
    if (digests.length < 2) digests.push(digest(entry));
    entry = null;
  }
  const same = isDeepStrictEqual(digests[0], digests[1]);
  console.log(JSON.stringify({ sameGame: same, snapshots: digests[1].snapshots.length, mbHeld: held.map(round) }));
  digests.length = 0;

  // Young collections by their start (performance.now's clock): the observer hears of them later, in batches.
  const scavenges: { start: number; ms: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR)
        scavenges.push({ start: e.startTime, ms: e.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  const settle = () => new Promise((res) => setTimeout(res, 20));

  for (let r = 1; r <= rounds; r++) {
    const load = loadavg()[0];
    const wall: number[][] = [[], []];
    const cpu: number[][] = [[], []];
    const gcMs: number[][] = [[], []];
    const gcN: number[][] = [[], []];
    const windows: { k: number; t0: number; t1: number }[] = [];
    for (let i = 0; i <= loads; i++)
      for (const k of (i + r) % 2 === 0 ? [0, 1] : [1, 0]) {
        heapMb();
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const entry = await sides[k].load();
        const t1 = performance.now();
        const c = process.cpuUsage(c0);
        if (entry.revision < 1) throw new Error('no game loaded');
        if (i === 0) continue; // each side's first of the round: its code compiled, as in a running server
        wall[k].push(t1 - t0);
        cpu[k].push((c.user + c.system) / 1000);
        windows.push({ k, t0, t1 });
      }
    await settle();
    for (const w of windows) {
      const inside = scavenges.filter((g) => g.start >= w.t0 && g.start < w.t1);
      gcMs[w.k].push(inside.reduce((s, g) => s + g.ms, 0));
      gcN[w.k].push(inside.length);
    }
    scavenges.length = 0;
    const sum = (k: number) => ({
      wallMedian: round(median(wall[k])),
      wallBest: round(Math.min(...wall[k])),
      cpuMedian: round(median(cpu[k])),
      scavengeMsMedian: round(median(gcMs[k])),
      scavenges: round(median(gcN[k])),
    });
    const [b, a] = [sum(0), sum(1)];
    console.log(
      JSON.stringify({
        round: r,
        loads,
        load: round(load),
        loadAfter: round(loadavg()[0]),
        before: b,
        after: a,
        ratio: Object.fromEntries(Object.keys(b).map((f) => [f, round(a[f as keyof typeof a] / b[f as keyof typeof b])])),
      }),
    );
  }
  observer.disconnect();
  for (const s of sides) await s.close();
}

runScript(main);
