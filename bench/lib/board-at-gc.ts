// One side of bench/ab-board-at.ts: the board-at row's loop (bench/rows/board-at.ts: boardOf at random events of the
// long game, in process, the game loaded and 30 boards not counted) on the checkout in the working directory, its
// timed boards between two marker lines so that the collector's lines (node --trace-gc-nvp) can be told apart.
//   cd <checkout> && node --trace-gc-nvp --expose-gc -r ts-node/register/transpile-only <this file> <boards> <seed>
// The checkout's own modules are loaded (by path from the working directory), so one copy of this file measures any
// checkout that has the row. Prints one JSON line: p50, p99, CPU ms a board (all threads), heap after, and a digest of
// the timed boards (each one's JSON, every field, its lazy ones too), worked out after the timed part, so that two
// checkouts' boards at the same events can be compared.
import { createHash } from 'node:crypto';
import { join } from 'node:path';

export const TIMED_START = '--- board-at timed boards start';
export const TIMED_END = '--- board-at timed boards end';
/** After the young collection that follows the timed boards: it counts what they allocated since the last one. */
export const ALLOCATED_END = '--- board-at allocation counted';
export const RESULT = 'BOARD_AT_GC ';

/* eslint-disable @typescript-eslint/no-require-imports -- the measured checkout's modules, by path */
async function main(): Promise<void> {
  const root = process.cwd();
  require(join(root, 'node_modules/reflect-metadata'));
  const { boardOf } = require(join(root, 'src/api/resolvers/game'));
  const { createServices } = require(join(root, 'src/app/services'));
  const { createSqliteEventStore } = require(join(root, 'src/store/sqlite'));
  const { longGameDb } = require(join(root, 'bench/lib/long-game-db'));
  const boards = Number(process.argv[2] ?? 600);
  let seed = Number(process.argv[3] ?? 1);
  // The same events on both sides of a round (a linear congruential sequence, not crypto's random).
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return 1 + (seed % n);
  };
  const { path, game } = await longGameDb();
  const total = game.events.length;
  const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
  const ctx = { services: createServices(store, 'bench-secret') };
  await ctx.services.states.current(game.gameId);
  for (let i = 0; i < 30; i++) await boardOf(ctx, game.gameId, next(total));
  const times: number[] = [];
  const events: number[] = [];
  // A young collection before the timed boards and one after them (node --expose-gc): each side starts with an empty
  // young generation, and the collections' `allocated` from the first marker to the end one add up to exactly what the
  // timed boards allocated (the ab tool's allocatedKbPerBoard).
  const gc = (globalThis as { gc?: (o: { type: 'minor' }) => void }).gc;
  gc?.({ type: 'minor' });
  console.log(TIMED_START);
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < boards; i++) {
    const n = next(total);
    events.push(n);
    const t0 = performance.now();
    await boardOf(ctx, game.gameId, n);
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  console.log(TIMED_END);
  gc?.({ type: 'minor' });
  console.log(ALLOCATED_END);
  const digest = createHash('sha256');
  for (const n of events) digest.update(JSON.stringify(await boardOf(ctx, game.gameId, n)) + '\n');
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  const result = {
    p50: at(50),
    p99: at(99),
    cpuMsPerBoard: (cpu.user + cpu.system) / 1000 / boards,
    heapMb: process.memoryUsage().heapUsed / 1e6,
    boards: digest.digest('hex'),
  };
  console.log(RESULT + JSON.stringify(result));
  await store.close();
}

if (require.main === module)
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
