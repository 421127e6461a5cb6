// Row: board(atEvent) at random events of the long game, in process, through
// the function the resolver calls (boardOf: the state after the command that
// contains the event, from the nearest snapshot, then the board view). The
// game is loaded first (a cold load is the rebuild row). Baseline: the board of
// the current state, which needs no replay. Also the same over HTTP from
// CLIENTS clients against the compiled server, for the record. Both in-process
// series are timed after WARMUP boards of their own kind, not counted: a
// running server has compiled its code (as the rebuild row times a second
// load and the mutations row warms up); without it the first few boards,
// compiling the replay's code, were among the slowest three of 300.
import 'reflect-metadata';
import { randomInt } from 'node:crypto';
import { boardOf } from '../../src/api/resolvers/game';
import { createServices } from '../../src/app/services';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { closedLoop, gqlClient } from '../lib/http-load';
import { longGameDb } from '../lib/long-game-db';
import { startEngine } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { msSince, percentile } from '../lib/stats';

const SAMPLES = 300;
const WARMUP = 30;
const CLIENTS = 10;

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

  // Over HTTP, for the record.
  const engine = await startEngine(path);
  const client = gqlClient(engine.url, CLIENTS + 2);
  const query = `query($g: String!, $n: Int!) { board(gameId: $g, atEvent: $n) { eventNumber round powers { power pus } } }`;
  await client.post(query, { g: game.gameId, n: total }); // the cold load, not counted
  const http = await closedLoop(CLIENTS, 0.5, 3, async () => {
    const r = await client.post(query, { g: game.gameId, n: randomInt(1, total + 1) });
    return !r.errors && typeof r.data?.board?.eventNumber === 'number';
  });
  client.close();
  await engine.stop();

  const p99 = percentile(at, 99);
  return {
    ratio: p99,
    more: { againstBoardNow: p99 / percentile(now, 99) },
    measured: [
      { label: 'p50 ms', value: percentile(at, 50) },
      { label: 'p99 ms', value: p99 },
      { label: `over HTTP, ${CLIENTS} clients: p99 ms`, value: http.p99 },
      { label: 'over HTTP: requests/s', value: http.perSecond },
    ],
    baseline: [{ label: 'board now (no replay) p99 ms', value: percentile(now, 99) }],
  };
}

if (require.main === module) runRow(measure);
