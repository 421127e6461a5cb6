// SQLite event store (better-sqlite3): the default, single-file adapter.
//
// Durability: journal_mode = WAL with synchronous = FULL by default. In WAL
// mode NORMAL already survives a crash or kill of the process (the committed
// transaction is in the WAL file, in the OS page cache), but an OS crash or
// power loss can lose the last transactions; FULL fsyncs the WAL on every
// commit, so an acknowledged command survives both. NORMAL is an opt-in
// (`synchronous: 'NORMAL'`, SQLITE_SYNCHRONOUS).
//
// Group commit (sqlite-appends.ts): append() queues its events and returns a
// promise; the appends queued during one turn of the event loop are written
// together in ONE transaction, so they share one commit and one fsync. One
// append that fails (a revision conflict; an error, in a savepoint of its own
// when the batch is run again) rejects only its own caller.
// Every promise settles only after the commit, so a caller is told of success
// only once its events are durable. For a file the transaction runs in a
// worker thread with its own connection (sqlite-commit-worker.ts), so the
// event loop serves other requests during the commit and its fsync
// (SQLITE_COMMIT=event-loop: on the event loop, better-sqlite3 being synchronous); reads use this connection, which in WAL mode sees
// every commit acknowledged so far. sqlite-batch.ts is the same code on
// either thread.
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
// crosses SQLite's 1,000-page mark, a pause of tens of ms for that commit.
//
// Subscriptions: appends made through this store object are pushed to the
// subscriptions of their stream (local-appends.ts). Appends by another process
// (or another store object) on the same file wake them through the wake file
// beside it (wake.ts, docs/processes.md); polling every `pollIntervalMs` is only
// a fallback for when that file cannot be watched, and runs only while a
// subscription is open.

import { resolve } from 'node:path';
import { explain, integrityFailure, integrityPragma, openSqliteFile, storeFailure, type IntegrityCheck } from './sqlite-open';
import { LocalAppends } from './local-appends';
import { WalCheckpointer } from './wal-checkpointer';
import { CrossProcessWake } from './wake';
import { createPullSubscription } from './pull-subscription';
import { matchesPrefixes } from './shared';
import { sqliteWriter, type EventRow } from './sqlite-batch';
import { AppendQueue, type BatchWriter } from './sqlite-appends';
import { CommitWorker } from './sqlite-commit-worker';
import {
  AppendOptions,
  AppendResult,
  EventStore,
  FoldedEvent,
  NewEvent,
  ProjectionCheckpoints,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StoredPayload,
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
  /**
   * Where that check runs: `open` (default), before this function returns, which throws for a corrupted file;
   * `commit-thread`, in the commit worker's thread (a file committed there only; otherwise as `open`), so that the
   * caller does other work meanwhile (a server loads its modules: issue 29): `checked()` then rejects with what `open`
   * would have thrown. Nothing is written before the check ends (the thread answers in order), but reads may run:
   * await `checked()` before using the store.
   */
  integrityCheckIn?: 'open' | 'commit-thread';
  /**
   * Where the write transactions run: `worker` (default), in a thread of their own (a file only; ":memory:" and
   * "file:" URIs commit on the event loop), so the event loop serves other requests during a commit and its fsync;
   * `event-loop`, on the event loop. Either way a caller is answered only once its append is committed.
   */
  commitIn?: 'worker' | 'event-loop';
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

/** readPayloads' rows: metadata.schemaVersion is taken out by SQLite, so the rest of the metadata is never a string here. */
type PayloadRow = [type: string, data: string, schemaVersion: number | null];

/**
 * readFolded's rows: of the metadata only what a load folds, taken out by SQLite (json_extract parses each row's
 * metadata once for the three), so the rest of it never becomes a string or an object here.
 */
type FoldedRow = [revision: number, type: string, data: string, commandId: string, schemaVersion: number | null, hash: string];

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
  checked(): Promise<void>;
  stats(): SqliteStoreStats;
  /** The durability level in force on the store's connection (read back from SQLite). */
  synchronous(): 'FULL' | 'NORMAL' | 'OTHER';
}

export function createSqliteEventStore(options: SqliteEventStoreOptions): SqliteEventStore {
  const { path } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  const synchronous = options.synchronous ?? 'FULL';
  const inMemory = path === ':memory:' || path === '';
  const maxPages = options.maxPageCount === undefined ? undefined : Math.floor(options.maxPageCount);
  const file = inMemory || path.startsWith('file:') ? path : resolve(path);
  const committedInThread = !(inMemory || path.startsWith('file:') || options.commitIn === 'event-loop');
  const integrityCheck = options.integrityCheck ?? 'quick';
  let checkInThread = integrityCheck !== 'off' && committedInThread && options.integrityCheckIn === 'commit-thread';
  // Each way the file cannot be used is refused here, naming the path (sqlite-open.ts).
  const open = (check: IntegrityCheck) =>
    openSqliteFile(path, { busyTimeoutMs: options.busyTimeoutMs ?? 5000, integrityCheck: check }, (db) => {
      db.pragma(`synchronous = ${synchronous}`);
      if (maxPages !== undefined) db.pragma(`max_page_count = ${maxPages}`);
      db.exec(SCHEMA);
    });
  let db: ReturnType<typeof openSqliteFile>;
  try {
    db = open(checkInThread ? 'off' : integrityCheck);
  } catch (err) {
    if (!checkInThread) throw err;
    // Opened as before (the check first), so that a file that cannot be opened is refused in the same words.
    checkInThread = false;
    db = open(integrityCheck);
  }
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
  // Writes in the commit worker for a file (sqlite-commit-worker.ts), else on this thread.
  const commitWorker = committedInThread
    ? new CommitWorker({ file, synchronous, busyTimeoutMs: options.busyTimeoutMs ?? 5000, maxPageCount: maxPages })
    : null;
  // The integrity check in the commit thread, started now (its words are those of the check at open).
  const checked: Promise<void> =
    checkInThread && commitWorker && integrityCheck !== 'off'
      ? commitWorker.integrityRows(integrityPragma(integrityCheck)).then(
          (rows) => {
            const failure = integrityFailure(file, integrityCheck, rows);
            if (failure) throw failure;
          },
          (err: unknown) => {
            throw explain(file, err);
          },
        )
      : Promise.resolve();
  // Handled here so that a failure nobody awaits is no unhandled rejection; checked() hands it on.
  checked.catch(() => undefined);
  const writes: BatchWriter & { saveCheckpoint(name: string, position: number, rows: [string, string][]): boolean | Promise<boolean> } =
    commitWorker ?? sqliteWriter(db);
  // WAL checkpoints in a worker thread once the store is busy (a private in-memory database has no WAL).
  const checkpointer = inMemory
    ? null
    : new WalCheckpointer((pages) => (commitWorker ? commitWorker.setAutocheckpoint(pages) : db.pragma(`wal_autocheckpoint = ${pages}`)), {
        path,
        busyTimeoutMs: options.busyTimeoutMs,
      });

  const stmt = {
    streamRevision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?'),
    maxPosition: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    streamEvents: db
      .prepare<[string, number, number, number], StreamRow>(
        `SELECT ${STREAM_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? AND revision <= ? ORDER BY revision LIMIT ?`,
      )
      .raw(true),
    payloads: db
      .prepare<[string, number, number], PayloadRow>(
        `SELECT type, data, json_extract(metadata, '$.schemaVersion') FROM events WHERE stream_id = ? AND revision >= ? AND revision <= ? ORDER BY revision`,
      )
      .raw(true),
    folded: db
      .prepare<[string, number, number], FoldedRow>(
        `SELECT revision, type, data, json_extract(metadata, '$.commandId'), json_extract(metadata, '$.schemaVersion'),
           json_extract(metadata, '$.hash') FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
      )
      .raw(true),
    readAll: db.prepare<[number, number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`),
    scanStreamIds: db.prepare<[number, number], { position: number; stream_id: string }>(
      'SELECT position, stream_id FROM events WHERE position > ? ORDER BY position LIMIT ?',
    ),
    byPosition: db.prepare<[number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE position = ?`),
    checkpoint: db.prepare<[string], { position: number }>('SELECT position FROM projection_checkpoints WHERE name = ?'),
    checkpointRows: db.prepare<[string], { key: string; value: string }>('SELECT key, value FROM projection_rows WHERE name = ?'),
  };

  /** The row of an event a scan has just listed (events are never deleted, so it is there). */
  const eventAt = (position: number): EventRow => {
    const row = stmt.byPosition.get(position);
    if (!row) throw new Error(`sqlite store: no event at position ${position}, listed by the scan before`);
    return row;
  };
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
      let saved: boolean;
      try {
        saved = await writes.saveCheckpoint(name, position, serialised);
      } catch (err) {
        return storeFailure(file, err);
      }
      if (!saved) throw new Error(`checkpoint ${name} at ${position} not saved: behind the one saved (another process is further on)`);
    },
  };

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
  const appends = new AppendQueue(writes, {
    asStoreError,
    toRecorded,
    committed(written, settled) {
      stats.commits += 1;
      stats.appends += settled;
      checkpointer?.committed();
      for (const w of written) local.appended(w.streamId, w.result.events, w.copy);
      if (written.length) wake?.committed(written[0].first, written[written.length - 1].last);
    },
  });

  const subscriptions = new Set<Subscription>();
  const closedSubscription = (sub: Subscription) => {
    subscriptions.delete(sub);
    if (!local.listening) wake?.idle();
  };
  /** No append is taken once close() began; nothing else works once it ended. */
  let closing = false;
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('sqlite event store is closed');
  };

  return {
    name: 'sqlite',
    capabilities: { gaplessPositions: true, localPush: true },

    append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
      try {
        if (closing) throw new Error('sqlite event store is closed');
        return appends.append(streamId, events, options.expectedRevision, options.handsOver === true);
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

    async readPayloads(streamId: string, from: number, to: number): Promise<StoredPayload[]> {
      assertOpen();
      const rows = guard(() => stmt.payloads.all(streamId, Math.max(0, from), to));
      const out: StoredPayload[] = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i];
        out[i] = { type: r[0], data: JSON.parse(r[1]), schemaVersion: r[2] };
      }
      return out;
    },

    async readFolded(streamId: string, from: number, limit: number): Promise<FoldedEvent[]> {
      assertOpen();
      const rows = guard(() => stmt.folded.all(streamId, Math.max(0, from), sqlLimit(limit)));
      const out: FoldedEvent[] = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i];
        out[i] = { revision: r[0], type: r[1], data: JSON.parse(r[2]), metadata: { commandId: r[3], hash: r[5], schemaVersion: r[4] } };
      }
      return out;
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

    checked: () => checked,

    synchronous() {
      const level = db.pragma('synchronous', { simple: true });
      return level === 2 ? 'FULL' : level === 1 ? 'NORMAL' : 'OTHER';
    },

    async close(): Promise<void> {
      if (closing) return;
      closing = true;
      // Appends already accepted are committed, not dropped; then the commit worker ends.
      await appends.drain();
      await commitWorker?.close();
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      wake?.close();
      local.close();
      await checkpointer?.close();
      db.close();
    },
  };
}
