// Row: rebuilding the long game (20,000 events played by the soak players) as
// the server does on a cold cache (GameStates.current: read the stream from
// SQLite, parse, upcast, fold with snapshots), against reading the same rows
// with better-sqlite3 and JSON.parse of their data and metadata, nothing else.
// Also the memory the loaded game holds (heap after a forced GC).
import Database from 'better-sqlite3';
import { GameStates, streamOf } from '../../projections/game-states';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { longGameDb } from '../lib/long-game-db';
import { runRow, type RowResult } from '../lib/row';
import { median, msSince } from '../lib/stats';
import { heapMb } from '../lib/heap';

/** Loads timed after the untimed first, for the engine and the raw read alike; each side's median counts (one load of 0.3 s varies by a tenth from one to the next). */
const TIMED = 5;

export async function measure(): Promise<RowResult> {
  const { path, game } = await longGameDb();
  const stream = streamOf(game.gameId);

  // Raw: the rows and JSON.parse, nothing else (once untimed, then TIMED times: the median counts).
  const db = new Database(path, { readonly: true });
  const rows = db.prepare<[string], { data: string; metadata: string }>(
    'SELECT data, metadata FROM events WHERE stream_id = ? ORDER BY revision',
  );
  let parsed = 0;
  const rawTimes: number[] = [];
  for (let i = 0; i <= TIMED; i++) {
    const t0 = process.hrtime.bigint();
    const all = rows.all(stream);
    for (const r of all) {
      JSON.parse(r.data);
      JSON.parse(r.metadata);
    }
    if (i > 0) rawTimes.push(msSince(t0));
    parsed = all.length;
  }
  db.close();

  // The engine: a cold GameStates over the store, as after an eviction, as often as the raw read
  // (the untimed first is a running server's: its code compiled). The first, in a process that has
  // compiled nothing of the engine yet (a load just after a start), is reported too.
  const store = createSqliteEventStore({ path, pollIntervalMs: 0 });
  let firstMs = 0;
  const engineTimes: number[] = [];
  let held = 0;
  for (let i = 0; i <= TIMED; i++) {
    const before = heapMb();
    const t0 = process.hrtime.bigint();
    let states: GameStates | null = new GameStates(store);
    const entry = await states.current(game.gameId);
    const ms = msSince(t0);
    if (i === 0) firstMs = ms;
    else engineTimes.push(ms);
    if (i === 0) held = heapMb() - before; // (measured on the first: the others' garbage muddles it)
    if (!entry || entry.revision + 1 !== parsed) throw new Error(`rebuilt ${entry?.revision} of ${parsed} events`);
    states = null;
  }
  await store.close();
  const rawMs = median(rawTimes);
  const engineMs = median(engineTimes);

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
