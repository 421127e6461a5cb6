// Before and after, on a machine others load: the board-at row's boards (bench/rows/board-at.ts: boardOf at random
// events of the long game, in process, the game loaded) from two checkouts in ONE process, alternating board by board
// (which side goes first alternates too), each event asked `--reps` times a side. Both sides meet the same moments of
// the machine, so a run at load 5 still compares them; each event's best time a side is its own cost without waiting
// for a core (a collection or a wait makes a sample slower, never faster), and the p99 over events of those bests is
// the tail the row's p99 is made of when the machine is quiet. Prints per run: each side's p50, p99, max and mean of
// the bests, the p50 and p99 of all samples, and after ÷ before. Not a row of the table: a tool for telling whether a
// change moved the row's tail (docs/performance.md, "A board's tail in process"). Both checkouts share the heap, so
// their collections land on each other: read the bests, not all samples. bench/ab-board-at.ts counts the collector.
//
//   npx ts-node --transpile-only bench/ab-board-at-best.ts --base /path/to/other/checkout [--after /path]
//     [--boards 300] [--reps 5] [--runs 3]
//
// Both checkouts run from source (ts-node); `--after`'s bench/.cache holds the long game both read.
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { arg, numberArg } from './lib/args';
import { ROOT } from './lib/processes';
import { runScript } from './lib/row';

interface Side {
  board: (atEvent: number) => Promise<unknown>;
  close: () => Promise<void>;
}

/* eslint-disable @typescript-eslint/no-require-imports -- each checkout's own modules, by path */
async function sideOf(root: string, path: string, gameId: string): Promise<Side> {
  const { boardOf } = require(join(root, 'src/api/resolvers/game'));
  const { createServices } = require(join(root, 'src/app/services'));
  const { createSqliteEventStore } = require(join(root, 'src/store/sqlite'));
  const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
  const ctx = { services: createServices(store, 'bench-secret') };
  await ctx.services.states.current(gameId);
  return { board: (n) => boardOf(ctx, gameId, n), close: () => store.close() };
}

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (x: number) => Number(x.toPrecision(3));

function summary(best: number[], all: number[]) {
  const b = [...best].sort((x, y) => x - y);
  const a = [...all].sort((x, y) => x - y);
  return {
    bestP50: at(b, 50),
    bestP99: at(b, 99),
    bestMax: b[b.length - 1],
    bestMean: b.reduce((s, x) => s + x, 0) / b.length,
    allP50: at(a, 50),
    allP99: at(a, 99),
  };
}

async function main(): Promise<void> {
  const base = resolve(arg('base'));
  const after = resolve(arg('after', ROOT));
  const boards = numberArg('boards', '300', { min: 10, integer: true });
  const reps = numberArg('reps', '5', { min: 1, integer: true });
  const runs = numberArg('runs', '3', { min: 1, integer: true });
  require(join(after, 'node_modules/reflect-metadata'));
  const { longGameDb } = require(join(after, 'bench/lib/long-game-db'));
  const { path, game } = (await longGameDb()) as { path: string; game: { gameId: string; events: unknown[] } };
  const sides = [await sideOf(base, path, game.gameId), await sideOf(after, path, game.gameId)];
  for (let run = 1; run <= runs; run++) {
    // The same events on both sides (a linear congruential sequence, one per run).
    let seed = run;
    const events = Array.from({ length: boards }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return 1 + (seed % game.events.length);
    });
    for (const s of sides) for (let i = 0; i < 30; i++) await s.board(events[i]); // compiled, as the row's warm-up
    const load = loadavg()[0];
    const best = [events.map(() => Infinity), events.map(() => Infinity)];
    const all: number[][] = [[], []];
    for (let r = 0; r < reps; r++)
      for (let i = 0; i < events.length; i++)
        for (const k of (i + r) % 2 === 0 ? [0, 1] : [1, 0]) {
          const t0 = performance.now();
          await sides[k].board(events[i]);
          const ms = performance.now() - t0;
          best[k][i] = Math.min(best[k][i], ms);
          all[k].push(ms);
        }
    const [before, now] = [summary(best[0], all[0]), summary(best[1], all[1])];
    const ratio = Object.fromEntries(
      Object.keys(before).map((f) => [f, round(now[f as keyof typeof now] / before[f as keyof typeof before])]),
    );
    const rounded = (s: typeof before) => Object.fromEntries(Object.entries(s).map(([f, v]) => [f, round(v)]));
    console.log(
      JSON.stringify({
        run,
        boards,
        reps,
        load: round(load),
        loadAfter: round(loadavg()[0]),
        before: rounded(before),
        after: rounded(now),
        ratio,
      }),
    );
  }
  for (const s of sides) await s.close();
}

runScript(main);
