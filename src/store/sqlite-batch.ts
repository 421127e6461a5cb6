// The SQLite store's write transactions: one batch of appends in one commit,
// and the projections' checkpoints. Run on the event loop for a private
// in-memory database, and in the commit worker for a file (sqlite-commit-worker.ts).
//
// `sqliteWriter` is sent to the worker as its source text (Function#toString),
// so it must stay self-contained: no import used at run time, no reference to
// anything outside its own body (types are fine: they are erased). Its answers
// are plain data (structured-clone safe); the adapter turns them into results
// and the port's errors (sqlite.ts), the same way on either thread.
import type Database from 'better-sqlite3';

/** One append as queued: its events already serialised. */
export interface WireAppend {
  streamId: string;
  commandIds: string[];
  events: WireEvent[];
  /** ExpectedRevision, checked here only as far as telling ok from not (the adapter makes the error). */
  expected: 'any' | 'no_stream' | 'stream_exists' | number;
}

export interface WireEvent {
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  command_id: string;
}

export interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

/**
 * What became of one append of a committed batch. `written`: its events are at
 * `position - n + 1 .. position`, revisions up to `nextRevision`; `duplicate`:
 * its command ids were all stored already (`rows`); `empty`: no events;
 * `conflict`: the stream's revision was `actual` (or `expected` was invalid);
 * `failed`: rolled back alone by an error (e.g. SQLITE_FULL in its savepoint).
 */
export type WireOutcome =
  | { kind: 'written'; position: number; nextRevision: number }
  | { kind: 'duplicate'; nextRevision: number; rows: EventRow[] }
  | { kind: 'empty'; nextRevision: number; position: number }
  | { kind: 'conflict'; actual: number }
  | { kind: 'failed'; error: unknown };

export interface SqliteWriter {
  /**
   * Every append in ONE transaction (BEGIN IMMEDIATE); one that throws fails alone (the batch is then run again with
   * each append in a savepoint of its own). Throws when the whole batch failed.
   */
  commit(batch: WireAppend[]): WireOutcome[];
  /** False when a checkpoint further on is saved already. */
  saveCheckpoint(name: string, position: number, rows: [string, string][]): boolean;
}

export function sqliteWriter(db: Database.Database): SqliteWriter {
  const COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata';
  const stmt = {
    streamRevision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?'),
    maxPosition: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    hasCommand: db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM events WHERE stream_id = ? AND command_id = ? LIMIT 1'),
    commandEvents: db.prepare<[string, string], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND command_id = ? ORDER BY revision`,
    ),
    lastEvent: db.prepare<[string, number], { position: number }>('SELECT position FROM events WHERE stream_id = ? AND revision = ?'),
    insert: db.prepare<[number, string, number, string, string, string, string, string]>(
      `INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata, command_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    upsertStream: db.prepare<[string, number]>(
      `INSERT INTO streams (stream_id, revision) VALUES (?, ?)
       ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision`,
    ),
    checkpoint: db.prepare<[string], { position: number }>('SELECT position FROM projection_checkpoints WHERE name = ?'),
    saveCheckpoint: db.prepare<[string, number]>(
      `INSERT INTO projection_checkpoints (name, position) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
    ),
    saveRow: db.prepare<[string, string, string]>(
      `INSERT INTO projection_rows (name, key, value) VALUES (?, ?, ?)
       ON CONFLICT (name, key) DO UPDATE SET value = excluded.value`,
    ),
  };
  // Mirrors shared.ts checkExpectedRevision (which makes the error on the adapter's side); an invalid value is not ok.
  const revisionOk = (expected: WireAppend['expected'], actual: number) =>
    expected === 'any' ||
    (expected === 'no_stream' && actual === -1) ||
    (expected === 'stream_exists' && actual >= 0) ||
    (typeof expected === 'number' && Number.isInteger(expected) && expected >= 0 && actual === expected);

  /**
   * The last position stored, once read in a batch: the write lock is held until its commit, so only the batch's own
   * appends move it (one query per batch instead of one per append). Null: not read yet in this batch.
   */
  let top: number | null = null;

  /** One append inside the batch transaction. */
  const append = (q: WireAppend): WireOutcome => {
    const actual = stmt.streamRevision.get(q.streamId)?.revision ?? -1;
    if (q.events.length > 0 && q.commandIds.every((c) => stmt.hasCommand.get(q.streamId, c) !== undefined)) {
      const rows = q.commandIds.flatMap((c) => stmt.commandEvents.all(q.streamId, c)).sort((a, b) => a.revision - b.revision);
      return { kind: 'duplicate', nextRevision: actual, rows };
    }
    if (!revisionOk(q.expected, actual)) return { kind: 'conflict', actual };
    if (q.events.length === 0)
      return { kind: 'empty', nextRevision: actual, position: actual >= 0 ? (stmt.lastEvent.get(q.streamId, actual)?.position ?? 0) : 0 };
    let position = (top ??= stmt.maxPosition.get()?.p ?? 0);
    let revision = actual;
    for (const e of q.events) {
      position += 1;
      revision += 1;
      stmt.insert.run(position, q.streamId, revision, e.event_id, e.type, e.data, e.metadata, e.command_id);
    }
    stmt.upsertStream.run(q.streamId, revision);
    return { kind: 'written', position, nextRevision: revision };
  };

  /**
   * The batch as it nearly always goes: no append throws, so none needs a savepoint of its own. A savepoint costs
   * its two statements, and makes SQLite copy every page an earlier append of the batch dirtied (the tables' right
   * edges, the streams' index leaves) into its statement journal before changing it: without them the writer
   * alone took 0.87–0.93 of its CPU (issue 29). An append that throws rolls this whole transaction back
   * (better-sqlite3 does, when its function throws), and `commit` runs the batch again in `inSavepoints`.
   */
  let appendThrew = false;
  const plain = db.transaction((batch: WireAppend[]): WireOutcome[] => {
    top = null;
    return batch.map((q) => {
      let outcome: WireOutcome;
      try {
        outcome = append(q);
      } catch (error) {
        appendThrew = true;
        throw error;
      }
      if (outcome.kind === 'written') top = outcome.position;
      return outcome;
    });
  });

  /** One append in a savepoint of its own (better-sqlite3 nests transactions so): an error rolls back only it. */
  const appendInSavepoint = db.transaction(append);
  const inSavepoints = db.transaction((batch: WireAppend[]): WireOutcome[] => {
    top = null;
    return batch.map((q) => {
      try {
        const outcome = appendInSavepoint(q);
        if (outcome.kind === 'written') top = outcome.position;
        return outcome;
      } catch (error) {
        // Rolled back to before this append: the last position is the one before it, as `top` still says.
        // Some failures (a full disk, an I/O error) make SQLite roll back the whole transaction,
        // not only the savepoint: then nothing of the batch is written and every caller is told.
        if (!db.inTransaction) throw error;
        return { kind: 'failed', error };
      }
    });
  });

  const commit = (batch: WireAppend[]): WireOutcome[] => {
    appendThrew = false;
    try {
      return plain.immediate(batch);
    } catch (error) {
      // Not an append's error (the write lock not had, the commit itself failing): the batch failed whole, as before.
      if (!appendThrew) throw error;
      // Nothing of the batch was written: again, so that the append that threw fails alone and the others are written.
      return inSavepoints.immediate(batch);
    }
  };

  const checkpointTxn = db.transaction((name: string, position: number, rows: [string, string][]) => {
    // Several processes save one projection's checkpoint (WORKERS): never over one further on, or its rows would go back.
    const saved = stmt.checkpoint.get(name)?.position ?? -1;
    if (saved > position) return false;
    for (const [key, value] of rows) stmt.saveRow.run(name, key, value);
    stmt.saveCheckpoint.run(name, position);
    return true;
  });

  return {
    commit,
    saveCheckpoint: (name, position, rows) => checkpointTxn.immediate(name, position, rows),
  };
}
