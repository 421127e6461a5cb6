// SQLite event store (better-sqlite3): the default, single-file adapter.
//
// Durability: journal_mode = WAL with synchronous = FULL by default. In WAL
// mode NORMAL already survives a crash or kill of the process (the committed
// transaction is in the WAL file, in the OS page cache), but an OS crash or
// power loss can lose the last transactions; FULL fsyncs the WAL on every
// commit, so an acknowledged command survives both. A board game appends a few
// events per second at most, so we pay the fsync (see bench/append-throughput.ts)
// and keep NORMAL as an opt-in (`synchronous: 'NORMAL'`).
//
// Concurrency: every append is one BEGIN IMMEDIATE transaction, so appends from
// several connections or processes on the same file serialise on SQLite's write
// lock (waiting up to `busyTimeoutMs`). The revision check, the duplicate check
// and the position assignment all happen inside that transaction.
//
// Global positions are gapless: `position` is an INTEGER PRIMARY KEY (the
// rowid) that we set to MAX(position) + 1 inside the write transaction, so a
// rolled-back append consumes nothing (unlike AUTOINCREMENT), and commits
// become visible in position order.

import { EventEmitter } from 'node:events';
import { resolve } from 'node:path';
import { openSqliteFile, storeFailure, type IntegrityCheck } from './sqlite-open';
import { checkExpectedRevision, commandIdsOf, createPullSubscription, matchesPrefixes } from './shared';
import {
  AppendOptions,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
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
  /** How often subscriptions look for events appended by other connections (default 500 ms). */
  pollIntervalMs?: number;
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

/** SQLite's LIMIT: -1 means none. */
const sqlLimit = (limit: number | undefined) => (limit === undefined ? -1 : Math.max(0, Math.floor(limit)));

export function createSqliteEventStore(options: SqliteEventStoreOptions): EventStore {
  const { path } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const synchronous = options.synchronous ?? 'FULL';
  const file = path === ':memory:' || path === '' || path.startsWith('file:') ? path : resolve(path);
  // Each way the file cannot be used is refused here, naming the path (sqlite-open.ts).
  const db = openSqliteFile(path, { busyTimeoutMs: options.busyTimeoutMs ?? 5000, integrityCheck: options.integrityCheck ?? 'quick' }, (db) => {
    db.pragma(`synchronous = ${synchronous}`);
    if (options.maxPageCount !== undefined) db.pragma(`max_page_count = ${Math.floor(options.maxPageCount)}`);
    db.exec(SCHEMA);
  });
  /** Disk full, locked, I/O errors: a StoreUnavailableError the API answers as "try again later" (nothing was written). */
  const guard = <T>(run: () => T): T => {
    try {
      return run();
    } catch (err) {
      return storeFailure(file, err);
    }
  };

  const stmt = {
    streamRevision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?'),
    maxPosition: db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
    hasCommand: db.prepare<[string, string], { one: number }>(
      'SELECT 1 AS one FROM events WHERE stream_id = ? AND command_id = ? LIMIT 1',
    ),
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
    readAll: db.prepare<[number, number], EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
    ),
    scanStreamIds: db.prepare<[number, number], { position: number; stream_id: string }>(
      'SELECT position, stream_id FROM events WHERE position > ? ORDER BY position LIMIT ?',
    ),
    byPosition: db.prepare<[number], EventRow>(`SELECT ${COLUMNS} FROM events WHERE position = ?`),
  };

  interface PreparedEvent {
    event_id: string;
    type: string;
    data: string;
    metadata: string;
    command_id: string;
  }

  const appendTxn = db.transaction(
    (streamId: string, commandIds: string[], prepared: PreparedEvent[], expected: ExpectedRevision): AppendResult => {
      const actual = stmt.streamRevision.get(streamId)?.revision ?? -1;
      if (prepared.length > 0 && commandIds.every((c) => stmt.hasCommand.get(streamId, c) !== undefined)) {
        const found = commandIds
          .flatMap((c) => stmt.commandEvents.all(streamId, c))
          .sort((a, b) => a.revision - b.revision)
          .map(toRecorded);
        return { nextRevision: actual, position: found[found.length - 1].position, duplicate: true, events: found };
      }
      checkExpectedRevision(streamId, expected, actual);
      if (prepared.length === 0) {
        const last = actual >= 0 ? stmt.readStream.get(streamId, actual, actual, 1) : undefined;
        return { nextRevision: actual, position: last?.position ?? 0, duplicate: false, events: [] };
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
      return { nextRevision: revision, position, duplicate: false, events: rows.map(toRecorded) };
    },
  );

  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const subscriptions = new Set<Subscription>();
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('sqlite event store is closed');
  };
  const listen = (wake: () => void) => {
    emitter.on('append', wake);
    return () => {
      emitter.off('append', wake);
    };
  };

  return {
    name: 'sqlite',
    capabilities: { gaplessPositions: true },

    async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
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
      // A failed transaction is rolled back whole by better-sqlite3: nothing half-written.
      const result = guard(() => appendTxn.immediate(streamId, commandIds, prepared, options.expectedRevision));
      if (!result.duplicate && result.events.length > 0) emitter.emit('append');
      return result;
    },

    async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const from = Math.max(0, options.fromRevision ?? 0);
      const to = options.toRevision ?? Number.MAX_SAFE_INTEGER;
      return guard(() => stmt.readStream.all(streamId, from, to, sqlLimit(options.limit))).map(toRecorded);
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
        listen,
        onClose: () => subscriptions.delete(sub),
        fetchAfter: (cursor, limit) => {
          if (closed) return { events: [] };
          if (!prefixes) return { events: stmt.readAll.all(cursor, limit).map(toRecorded) };
          // Filter on the stream id before parsing any JSON, and report how far
          // we scanned so long runs of other streams are skipped once.
          const scanned = stmt.scanStreamIds.all(cursor, limit * 4);
          const events = scanned
            .filter((r) => matchesPrefixes(r.stream_id, prefixes))
            .map((r) => toRecorded(stmt.byPosition.get(r.position)!));
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
        pollIntervalMs,
        listen,
        onClose: () => subscriptions.delete(sub),
        fetchAfter: (cursor, limit) =>
          closed
            ? { events: [] }
            : { events: stmt.readStream.all(streamId, cursor + 1, Number.MAX_SAFE_INTEGER, limit).map(toRecorded) },
      });
      subscriptions.add(sub);
      return sub;
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      emitter.removeAllListeners();
      db.close();
    },
  };
}
