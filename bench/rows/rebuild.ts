// Row: rebuilding the long game (20,000 events played by the soak players) as
// the server does on a cold cache (GameStates.current: read the stream from
// SQLite, parse, upcast, fold with snapshots), against reading the same rows
// with better-sqlite3 and JSON.parse of their data and metadata, nothing else.
// Also the memory the loaded game holds (heap after a forced GC).
import Database from 'better-sqlite3';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { GameStates, streamOf } from '../../projections/game-states';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { longGameDb } from '../lib/long-game-db';
import { runRow, type RowResult } from '../lib/row';
import { msSince } from '../lib/stats';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

export async function measure(): Promise<RowResult> {
  const { path, game } = await longGameDb();
  const stream = streamOf(game.gameId);

  // Raw: the rows and JSON.parse, nothing else (twice, the second timed).
  const db = new Database(path, { readonly: true });
  const rows = db.prepare<[string], { data: string; metadata: string }>(
    'SELECT data, metadata FROM events WHERE stream_id = ? ORDER BY revision',
  );
  let parsed = 0;
  let rawMs = 0;
  for (let i = 0; i < 2; i++) {
    const t0 = process.hrtime.bigint();
    const all = rows.all(stream);
    for (const r of all) {
      JSON.parse(r.data);
      JSON.parse(r.metadata);
    }
    rawMs = msSince(t0);
    parsed = all.length;
  }
  db.close();

  // The engine: a cold GameStates over the store, as after an eviction, twice like the raw read
  // (the second timed: a server that has been running has its code compiled). The first, in a
  // process that has compiled nothing of the engine yet (a load just after a start), is reported too.
  const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
  let firstMs = 0;
  let engineMs = 0;
  let held = 0;
  for (let i = 0; i < 2; i++) {
    const before = heapMb();
    const t0 = process.hrtime.bigint();
    let states: GameStates | null = new GameStates(store);
    const entry = await states.current(game.gameId);
    engineMs = msSince(t0);
    if (i === 0) firstMs = engineMs;
    if (i === 0) held = heapMb() - before; // (measured on the first: the second's own garbage muddles it)
    if (!entry || entry.revision + 1 !== parsed) throw new Error(`rebuilt ${entry?.revision} of ${parsed} events`);
    states = null;
  }
  await store.close();

  return {
    ratio: rawMs / engineMs,
    measured: [
      { label: 'events/s', value: parsed / (engineMs / 1000) },
      { label: 'ms to load the game', value: engineMs },
      { label: 'ms for the first load in a fresh process', value: firstMs },
      { label: 'MB the loaded game holds', value: held },
    ],
    baseline: [{ label: 'raw read + parse events/s', value: parsed / (rawMs / 1000) }],
  };
}

if (require.main === module) runRow(measure);
