// Row: board(atEvent) at random events of the long game, in process, through
// the function the resolver calls (boardOf: the state after the command that
// contains the event, from the nearest snapshot, then the board view). The
// game is loaded first (a cold load is the rebuild row). Baseline: the board of
// the current state, which needs no replay. Over HTTP, asking what a viewer
// draws: the board-http row. Both series are timed after WARMUP boards of their own kind, not counted: a
// running server has compiled its code (as the rebuild row times a second
// load and the mutations row warms up); without it the first few boards,
// compiling the replay's code, were among the slowest three of 300.
import 'reflect-metadata';
import { randomInt } from 'node:crypto';
import { boardOf } from '../../src/api/resolvers/game';
import { createServices } from '../../src/app/services';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { longGameDb } from '../lib/long-game-db';
import { runRow, type RowResult } from '../lib/row';
import { msSince, percentile } from '../lib/stats';

const SAMPLES = 300;
const WARMUP = 30;

export async function measure(): Promise<RowResult> {
  const { path, game } = await longGameDb();
  const total = game.events.length;
  const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
  const services = createServices(store, 'bench-secret');
  const ctx = { services };
  await services.states.current(game.gameId);

  for (let i = 0; i < WARMUP; i++) await boardOf(ctx, game.gameId);
  const now: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = process.hrtime.bigint();
    await boardOf(ctx, game.gameId);
    now.push(msSince(t0));
  }
  for (let i = 0; i < WARMUP; i++) await boardOf(ctx, game.gameId, randomInt(1, total + 1));
  const at: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const n = randomInt(1, total + 1);
    const t0 = process.hrtime.bigint();
    await boardOf(ctx, game.gameId, n);
    at.push(msSince(t0));
  }
  await store.close();

  const p99 = percentile(at, 99);
  return {
    ratio: p99,
    more: { againstBoardNow: p99 / percentile(now, 99) },
    measured: [
      { label: 'p50 ms', value: percentile(at, 50) },
      { label: 'p99 ms', value: p99 },
    ],
    baseline: [{ label: 'board now (no replay) p99 ms', value: percentile(now, 99) }],
  };
}

if (require.main === module) runRow(measure);
