// Row: commands through the command service on SQLite, against raw
// better-sqlite3 appends of the same events (one transaction per event, same
// pragmas: WAL, synchronous=FULL).
//
// The command service runs as the server does with several games in play:
// TABLES games at once, each replaying the long game's first commands in order
// (one command at a time per game, as players wait for each answer), so
// appends from different games meet in the same group commit. The baseline then
// inserts exactly the events those commands appended, one transaction each.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../../src/app/services';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { longGame } from '../lib/long-game';
import { replica } from '../lib/replay';
import { runRow, type RowResult } from '../lib/row';
import { msSince } from '../lib/stats';

const TABLES = 16;
const COMMANDS_PER_TABLE = 400;

export async function measure(): Promise<RowResult> {
  const game = await longGame();
  const dir = mkdtempSync(join(tmpdir(), 'bench-commands-'));
  try {
    // --- the command service -------------------------------------------------------------
    const store = createSqliteEventStore({ path: join(dir, 'engine.db'), synchronous: 'FULL', pollIntervalMs: 0 });
    const services = createServices(store, 'bench-secret');
    const tables = await Promise.all(Array.from({ length: TABLES }, () => replica(services.commands, game)));
    const before = store.stats();
    const t0 = process.hrtime.bigint();
    let events = 0;
    await Promise.all(
      tables.map(async (t) => {
        for (let i = 0; i < COMMANDS_PER_TABLE; i++) {
          const appended = await t.next();
          events += appended;
        }
      }),
    );
    const engineMs = msSince(t0);
    const after = store.stats();
    const appended = await store.readAll({ after: 0 });
    await store.close();
    const enginePerSecond = events / (engineMs / 1000);

    // --- raw better-sqlite3: the same events, one transaction each ------------------------
    const db = new Database(join(dir, 'raw.db'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
      event_id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream_id, revision))`);
    const insert = db.prepare(
      'INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const one = db.transaction((e: (typeof appended)[number]) =>
      insert.run(e.position, e.streamId, e.revision, e.id, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)),
    );
    const recent = appended.filter((e) => e.position > appended.length - events);
    const t1 = process.hrtime.bigint();
    for (const e of recent) one.immediate(e);
    const rawMs = msSince(t1);
    db.close();
    const rawPerSecond = recent.length / (rawMs / 1000);

    return {
      ratio: enginePerSecond / rawPerSecond,
      measured: [
        { label: `events/s (${TABLES} games x ${COMMANDS_PER_TABLE} commands)`, value: enginePerSecond },
        { label: 'commands/s', value: (TABLES * COMMANDS_PER_TABLE) / (engineMs / 1000) },
        { label: 'appends per commit', value: (after.appends - before.appends) / (after.commits - before.commits) },
      ],
      baseline: [{ label: 'raw events/s (1 transaction each)', value: rawPerSecond }],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) runRow(measure);
