// SQLite event store (better-sqlite3): the default, single-file adapter.
//
// Durability: journal_mode = WAL with synchronous = FULL by default. In WAL
// mode NORMAL already survives a crash or kill of the process (the committed
// transaction is in the WAL file, in the OS page cache), but an OS crash or
// power loss can lose the last transactions; FULL fsyncs the WAL on every
// commit, so an acknowledged command survives both. NORMAL is an opt-in
// (`synchronous: 'NORMAL'`, SQLITE_SYNCHRONOUS).
//
// Group commit: append() queues its events and returns a promise; the appends
// queued during one turn of the event loop are written on the next turn
// (setImmediate) in ONE transaction, so they share one commit and one fsync.
// Each append runs inside that transaction in its own savepoint: one that fails
// (a revision conflict) is rolled back alone and rejects only its own caller.
// Every promise settles only after the commit, so a caller is told of success
// only once its events are durable. better-sqlite3 is synchronous, so the
// commit itself runs on the event loop; batching is what keeps its share small
// under load (docs/performance.md).
//
// Concurrency: every batch is one BEGIN IMMEDIATE transaction, so appends from
// several connections or processes on the same file serialise on SQLite's write
// lock (waiting up to `busyTimeoutMs`). The revision check, the duplicate check
// and the position assignment all happen inside that transaction.
//
// Global positions are gapless: `position` is an INTEGER PRIMARY KEY (the
// rowid) that we set to MAX(position) + 1 inside the write transaction, so a
// rolled-back append consumes nothing (unlike AUTOINCREMENT), and commits
// become visible in position order.
//
// Checkpoints: once the store has committed a while, WAL checkpoints run in a
// worker thread (wal-checkpointer.ts) instead of inside whichever commit
// crosses SQLite's 1,000-page mark, a pause of tens of ms on the event loop.
//
// Subscriptions: appends made through this store object are pushed to the
// subscriptions of their stream (local-appends.ts). Appends by another process
// (or another store object) on the same file wake them through the wake file
// beside it (wake.ts, docs/processes.md); polling every `pollIntervalMs` is only
// a fallback for when that file cannot be watched, and runs only while a
// subscription is open.

import { resolve } from 'node:path';
import { openSqliteFile, storeFailure, type IntegrityCheck } from './sqlite-open';
import { LocalAppends } from './local-appends';
import { WalCheckpointer } from './wal-checkpointer';
import { CrossProcessWake } from './wake';
import { createPullSubscription } from './pull-subscription';
import { checkExpectedRevision, commandIdsOf, matchesPrefixes } from './shared';
import {
  AppendOptions,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ProjectionCheckpoints,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeAllOptions,
  SubscribeStreamOptions,
  Subscription,
} from './port';

export interface SqliteEventStoreOptions {
  /** File path, or ":memory:" (one private database per store). */
  path: string;
  /** Default FULL (see the comment at the top of this file). */
  synchronous?: 'FULL' | 'NORMAL';
  /**
   * How often open subscriptions also look for events appended by other processes on the same file
   * (default 5000 ms; 0: never). A fallback: those appends wake them at once through the wake file.
   */
  pollIntervalMs?: number;
  /** Write and watch `<path>-wake` so that processes on the file wake each other's subscriptions (default true; wake.ts). */
  crossProcessWake?: boolean;
  /** How long an append waits for another writer's lock (default 5000 ms). */
  busyTimeoutMs?: number;
  /** Check the whole file when opening it and refuse a corrupted one (default `quick`: PRAGMA quick_check). */
  integrityCheck?: IntegrityCheck;
  /** Caps the file at this many pages (PRAGMA max_page_count): appends beyond it fail as a full disk does. */
  maxPageCount?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position   INTEGER PRIMARY KEY,  -- global order, MAX+1 inside the write txn (gapless)
  stream_id  TEXT    NOT NULL,
  revision   INTEGER NOT NULL,     -- 0-based number in the stream
  event_id   TEXT    NOT NULL,
  type       TEXT    NOT NULL,
  data       TEXT    NOT NULL CHECK (json_valid(data)),
  metadata   TEXT    NOT NULL CHECK (json_valid(metadata)),
  command_id TEXT    NOT NULL,     -- copy of metadata.commandId, for the idempotency check
  UNIQUE (stream_id, revision)
);
CREATE INDEX IF NOT EXISTS events_stream_command ON events (stream_id, command_id);
CREATE TABLE IF NOT EXISTS streams (
  stream_id TEXT    PRIMARY KEY,
  revision  INTEGER NOT NULL       -- revision of the stream's last event
) WITHOUT ROWID;
-- Projections' checkpoints (ProjectionCheckpoints): a read model's rows and the log
-- position they were folded up to. Derived data: deleting them only costs a refold.
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name     TEXT    PRIMARY KEY,
  position INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS projection_rows (
  name  TEXT NOT NULL,
  key   TEXT NOT NULL,
  value TEXT NOT NULL CHECK (json_valid(value)),
  PRIMARY KEY (name, key)
) WITHOUT ROWID;
`;

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

const COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata';

/** A stream's rows as arrays (better-sqlite3's raw mode), without the stream id the reader already has. */
const STREAM_COLUMNS = 'position, revision, event_id, type, data, metadata';
type StreamRow = [position: number, revision: number, eventId: string, type: string, data: string, metadata: string];

/**
 * A stream's events from its raw rows: a game's load reads thousands (issue 12), and arrays are
 * about a quarter cheaper to get from SQLite than objects with named fields.
 */
function streamEvents(streamId: string, rows: StreamRow[]): RecordedEvent[] {
  const events: RecordedEvent[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    events[i] = {
      id: r[2],
      type: r[3],
      data: JSON.parse(r[4]),
      metadata: JSON.parse(r[5]),
      streamId,
      revision: r[1],
      position: r[0],
    };
  }
  return events;
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
  };
}

/** SQLITE_POLL_MS's default: a fallback only, since other processes' commits wake subscriptions (wake.ts). */
export const DEFAULT_POLL_MS = 5000;

/** SQLite's LIMIT: -1 means none. */
const sqlLimit = (limit: number | undefined) => (limit === undefined ? -1 : Math.max(0, Math.floor(limit)));

/** Counts since the store was opened (for tests and the benchmarks: how well appends are grouped). */
export interface SqliteStoreStats {
  /** Write transactions committed (each one commit, and one fsync with synchronous=FULL). */
  commits: number;
  /** Appends settled by those commits (written, duplicate or refused). */
  appends: number;
}

export interface SqliteEventStore extends EventStore {
  stats(): SqliteStoreStats;
  /** The durability level in force on the store's connection (read back from SQLite). */
  synchronous(): 'FULL' | 'NORMAL' | 'OTHER';
}

export function createSqliteEventStore(options: SqliteEventStoreOptions): SqliteEventStore {
  const { path } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  const synchronous = options.synchronous ?? 'FULL';
  const inMemory = path === ':memory:' || path === '';
  const file = inMemory || path.startsWith('file:') ? path : resolve(path);
  // Each way the file cannot be used is refused here, naming the path (sqlite-open.ts).
  const db = openSqliteFile(
    path,
    { busyTimeoutMs: options.busyTimeoutMs ?? 5000, integrityCheck: options.integrityCheck ?? 'quick' },
    (db) => {
      db.pragma(`synchronous = ${synchronous}`);
      if (options.maxPageCount !== undefined) db.pragma(`max_page_count = ${Math.floor(options.maxPageCount)}`);
      db.exec(SCHEMA);
    },
  );
  /** Disk full, locked, I/O errors: a StoreUnavailableError the API answers as "try again later" (nothing was written). */
  const guard = <T>(run: () => T): T => {
    try {
      return run();
    } catch (err) {
      return storeFailure(file, err);
    }
  };
  const asStoreError = (err: unknown): unknown => {
    try {
      return storeFailure(file, err);
    } catch (mapped) {
      return mapped;
    }
  };
  // WAL checkpoints in a worker thread once the store is busy (a private in-memory database has no WAL).
  const checkpointer = inMemory ? null : new WalCheckpointer(db, { path, busyTimeoutMs: options.busyTimeoutMs });

  const stmt = {
    streamRevision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?'),
    maxPosition: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    hasCommand: db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM events WHERE stream_id = ? AND command_id = ? LIMIT 1'),
    commandEvents: db.prepare<[string, string], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND command_id = ? ORDER BY revision`,
    ),
    insert: db.prepare(
      `INSERT INTO events (position, stream_id, revision, event_id, type, data, metadata, command_id)
       VALUES (@position, @stream_id, @revision, @event_id, @type, @data, @metadata, @command_id)`,
    ),
    upsertStream: db.prepare<[string, number]>(
      `INSERT INTO streams (stream_id, revision) VALUES (?, ?)
       ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision`,
    ),
    readStream: db.prepare<[string, number, number, number], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? AND revision <= ? ORDER BY revision LIMIT ?`,
    ),
    streamEvents: db
      .prepare<[string, number, number, number], StreamRow>(
        `SELECT ${STREAM_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? AND revision <= ? ORDER BY revision LIMIT ?`,
      )
      .raw(true),
    readAll: db.prepare<[number, number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`),
    scanStreamIds: db.prepare<[number, number], { position: number; stream_id: string }>(
      'SELECT position, stream_id FROM events WHERE position > ? ORDER BY position LIMIT ?',
    ),
    byPosition: db.prepare<[number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE position = ?`),
    checkpoint: db.prepare<[string], { position: number }>('SELECT position FROM projection_checkpoints WHERE name = ?'),
    checkpointRows: db.prepare<[string], { key: string; value: string }>('SELECT key, value FROM projection_rows WHERE name = ?'),
    saveCheckpoint: db.prepare<[string, number]>(
      `INSERT INTO projection_checkpoints (name, position) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
    ),
    saveRow: db.prepare<[string, string, string]>(
      `INSERT INTO projection_rows (name, key, value) VALUES (?, ?, ?)
       ON CONFLICT (name, key) DO UPDATE SET value = excluded.value`,
    ),
  };

  /** The row of an event a scan has just listed (events are never deleted, so it is there). */
  const eventAt = (position: number): EventRow => {
    const row = stmt.byPosition.get(position);
    if (!row) throw new Error(`sqlite store: no event at position ${position}, listed by the scan before`);
    return row;
  };
  const saveCheckpointTxn = db.transaction((name: string, position: number, rows: [string, string][]) => {
    // Several processes save one projection's checkpoint (WORKERS): never over one further on, or its rows would go back.
    const saved = stmt.checkpoint.get(name)?.position ?? -1;
    if (saved > position) return false;
    for (const [key, value] of rows) stmt.saveRow.run(name, key, value);
    stmt.saveCheckpoint.run(name, position);
    return true;
  });

  const checkpoints: ProjectionCheckpoints = {
    async load(name) {
      assertOpen();
      const found = stmt.checkpoint.get(name);
      if (!found) return null;
      const rows = new Map<string, unknown>();
      for (const r of stmt.checkpointRows.iterate(name)) rows.set(r.key, JSON.parse(r.value));
      return { position: found.position, rows };
    },
    async save(name, position, rows) {
      assertOpen();
      const serialised = [...rows].map(([key, value]) => [key, JSON.stringify(value)] as [string, string]);
      if (!guard(() => saveCheckpointTxn.immediate(name, position, serialised)))
        throw new Error(`checkpoint ${name} at ${position} not saved: behind the one saved (another process is further on)`);
    },
  };

  interface PreparedEvent {
    event_id: string;
    type: string;
    data: string;
    metadata: string;
    command_id: string;
  }

  /** One append inside the batch transaction (a savepoint of its own: better-sqlite3 nests transactions so). */
  const appendTxn = db.transaction(
    (
      streamId: string,
      commandIds: string[],
      prepared: PreparedEvent[],
      expected: ExpectedRevision,
    ): { result: AppendResult; rows: EventRow[] } => {
      const actual = stmt.streamRevision.get(streamId)?.revision ?? -1;
      if (prepared.length > 0 && commandIds.every((c) => stmt.hasCommand.get(streamId, c) !== undefined)) {
        const found = commandIds
          .flatMap((c) => stmt.commandEvents.all(streamId, c))
          .sort((a, b) => a.revision - b.revision)
          .map(toRecorded);
        return { result: { nextRevision: actual, position: found[found.length - 1].position, duplicate: true, events: found }, rows: [] };
      }
      checkExpectedRevision(streamId, expected, actual);
      if (prepared.length === 0) {
        const last = actual >= 0 ? stmt.readStream.get(streamId, actual, actual, 1) : undefined;
        return { result: { nextRevision: actual, position: last?.position ?? 0, duplicate: false, events: [] }, rows: [] };
      }
      let position = stmt.maxPosition.get()?.p ?? 0;
      let revision = actual;
      const rows: EventRow[] = [];
      for (const e of prepared) {
        position += 1;
        revision += 1;
        const row = { position, stream_id: streamId, revision, ...e };
        stmt.insert.run(row);
        rows.push(row);
      }
      stmt.upsertStream.run(streamId, revision);
      return { result: { nextRevision: revision, position, duplicate: false, events: rows.map(toRecorded) }, rows };
    },
  );

  interface QueuedAppend {
    streamId: string;
    commandIds: string[];
    prepared: PreparedEvent[];
    expected: ExpectedRevision;
    resolve(result: AppendResult): void;
    reject(err: unknown): void;
  }
  type Outcome = { ok: true; result: AppendResult; rows: EventRow[] } | { ok: false; error: unknown };

  /** Every queued append in one transaction; each one's failure is caught (and rolled back) alone. */
  const batchTxn = db.transaction((batch: QueuedAppend[]): Outcome[] =>
    batch.map((q) => {
      try {
        return { ok: true, ...appendTxn(q.streamId, q.commandIds, q.prepared, q.expected) };
      } catch (error) {
        // Some failures (a full disk, an I/O error) make SQLite roll back the whole transaction,
        // not only the savepoint: then nothing of the batch is written and every caller is told.
        if (!db.inTransaction) throw error;
        return { ok: false, error: asStoreError(error) };
      }
    }),
  );

  const local = new LocalAppends();
  // Other processes' commits on this file wake this one's subscriptions (not for a private or URI database).
  const wake =
    inMemory || path.startsWith('file:') || options.crossProcessWake === false
      ? null
      : new CrossProcessWake({
          file: `${file}-wake`,
          maxPosition: () => stmt.maxPosition.get()?.p ?? 0,
          scan: (after, limit) => stmt.scanStreamIds.all(after, limit),
          listening: () => local.listening,
          wake: (streams) => local.wake(streams),
          warn: (message) => console.error(`SQLite store ${file}: ${message}`),
        });
  const stats: SqliteStoreStats = { commits: 0, appends: 0 };
  let queue: QueuedAppend[] = [];
  let flushScheduled: NodeJS.Immediate | null = null;

  /** Commits the queued appends together, then settles each caller's promise. */
  const flush = () => {
    flushScheduled = null;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let outcomes: Outcome[];
    try {
      outcomes = batchTxn.immediate(batch);
    } catch (err) {
      const error = asStoreError(err);
      for (const q of batch) q.reject(error); // nothing of the batch was committed (e.g. the file is locked or full)
      return;
    }
    stats.commits += 1;
    stats.appends += batch.length;
    checkpointer?.committed();
    // Committed (and with synchronous=FULL, synced): read models first, then the callers.
    let first = 0;
    let last = 0;
    batch.forEach((q, i) => {
      const o = outcomes[i];
      if (o.ok && !o.result.duplicate) local.appended(q.streamId, o.result.events, () => o.rows.map(toRecorded));
      if (o.ok && o.rows.length) {
        first ||= o.rows[0].position;
        last = o.rows[o.rows.length - 1].position;
      }
    });
    if (last) wake?.committed(first, last);
    batch.forEach((q, i) => {
      const o = outcomes[i];
      if (o.ok) q.resolve(o.result);
      else q.reject(o.error);
    });
  };

  const subscriptions = new Set<Subscription>();
  const closedSubscription = (sub: Subscription) => {
    subscriptions.delete(sub);
    if (!local.listening) wake?.idle();
  };
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('sqlite event store is closed');
  };

  return {
    name: 'sqlite',
    capabilities: { gaplessPositions: true, localPush: true },

    append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
      try {
        assertOpen();
        const commandIds = commandIdsOf(events);
        // Serialise outside the transaction to keep the write lock short.
        const prepared: PreparedEvent[] = events.map((e) => ({
          event_id: e.id,
          type: e.type,
          data: JSON.stringify(e.data ?? null),
          metadata: JSON.stringify(e.metadata),
          command_id: e.metadata.commandId,
        }));
        return new Promise<AppendResult>((resolve, reject) => {
          queue.push({ streamId, commandIds, prepared, expected: options.expectedRevision, resolve, reject });
          flushScheduled ??= setImmediate(flush);
        });
      } catch (err) {
        return Promise.reject(err);
      }
    },

    async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const from = Math.max(0, options.fromRevision ?? 0);
      const to = options.toRevision ?? Number.MAX_SAFE_INTEGER;
      return streamEvents(
        streamId,
        guard(() => stmt.streamEvents.all(streamId, from, to, sqlLimit(options.limit))),
      );
    },

    async streamRevision(streamId: string): Promise<number> {
      assertOpen();
      return guard(() => stmt.streamRevision.get(streamId))?.revision ?? -1;
    },

    async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      return guard(() => stmt.readAll.all(Math.max(0, options.after ?? 0), sqlLimit(options.limit))).map(toRecorded);
    },

    subscribeToAll(options: SubscribeAllOptions = {}): Subscription {
      assertOpen();
      const prefixes = options.streamPrefixes;
      const sub: Subscription = createPullSubscription({
        initialCursor: Math.max(0, options.after ?? 0),
        cursorOf: (e) => e.position,
        pollIntervalMs,
        listen: (notify) => {
          wake?.arm(); // before the subscription's first read
          return local.listenAll(notify);
        },
        onClose: () => closedSubscription(sub),
        fetchAfter: (cursor, limit) => {
          if (closed) return { events: [] };
          if (!prefixes) return { events: stmt.readAll.all(cursor, limit).map(toRecorded) };
          // Filter on the stream id before parsing any JSON, and report how far
          // we scanned so long runs of other streams are skipped once.
          const scanned = stmt.scanStreamIds.all(cursor, limit * 4);
          const events = scanned.filter((r) => matchesPrefixes(r.stream_id, prefixes)).map((r) => toRecorded(eventAt(r.position)));
          return { events, scannedTo: scanned.length ? scanned[scanned.length - 1].position : cursor };
        },
      });
      subscriptions.add(sub);
      return sub;
    },

    subscribeToStream(streamId: string, options: SubscribeStreamOptions = {}): Subscription {
      assertOpen();
      const sub: Subscription = createPullSubscription({
        initialCursor: Math.max(0, options.fromRevision ?? 0) - 1,
        cursorOf: (e) => e.revision,
        gapless: true,
        pollIntervalMs,
        listen: (notify) => {
          wake?.arm(); // before the subscription's first read
          return local.listenStream(streamId, notify);
        },
        onClose: () => closedSubscription(sub),
        fetchAfter: (cursor, limit) =>
          closed
            ? { events: [] }
            : { events: streamEvents(streamId, stmt.streamEvents.all(streamId, cursor + 1, Number.MAX_SAFE_INTEGER, limit)) },
      });
      subscriptions.add(sub);
      return sub;
    },

    onAppended(listener) {
      return local.onAppended(listener);
    },

    checkpoints,

    stats: () => ({ ...stats }),

    synchronous() {
      const level = db.pragma('synchronous', { simple: true });
      return level === 2 ? 'FULL' : level === 1 ? 'NORMAL' : 'OTHER';
    },

    async close(): Promise<void> {
      if (closed) return;
      // Appends already accepted are committed, not dropped.
      if (flushScheduled) clearImmediate(flushScheduled);
      flush();
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      wake?.close();
      local.close();
      await checkpointer?.close();
      db.close();
    },
  };
}
