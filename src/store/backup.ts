// Online backup and checked restore of the SQLite store (issue 29, docs/operations.md).
//
// Copying pacific.db while a server runs is not a backup: the last commits live in
// pacific.db-wal until a checkpoint moves them into the file (a copy lost 20 of 382
// games so). SQLite's backup API reads the database as one connection sees it, WAL
// included, so the copy is a committed state, while the server goes on writing.
// The copy is taken in ONE step (one read transaction): in WAL mode a reader blocks
// no writer, and a copy in many small steps would start again from the first page
// each time another process commits, which under load may be for ever.
//
// A restore never swaps in a file it has not checked: the backup is copied beside
// the target, the copy is checked whole (integrity_check, the tables, every stream's
// revisions and the caller's check of each stream, the hash chains), and only then
// renamed into place. A file a server still has open is never replaced.
import Database from 'better-sqlite3';
import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** A backup or restore that cannot be done; the message, one line, says why and names the file. */
export class BackupError extends Error {
  constructor(
    message: string,
    /** The file was read and fails a check (corrupted, not a game store, a broken chain), rather than could not be used. */
    readonly invalid = false,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

/** What a checked file holds. */
export interface StoreFileSummary {
  file: string;
  bytes: number;
  /** Rows of the events table. */
  events: number;
  /** Streams (games). */
  streams: number;
  /** The highest global position (0 for an empty store). */
  lastPosition: number;
}

/** One stream's stored events, parsed, in revision order: what a chain check needs. */
export interface StoredStreamEvent {
  revision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

/** Checks one stream; returns null when it holds, else why not (e.g. where its hash chain breaks). */
export type StreamCheck = (streamId: string, events: StoredStreamEvent[]) => string | null;

export interface VerifyOptions {
  /** `quick` (PRAGMA quick_check) or `full` (integrity_check, indexes too). */
  integrity: 'quick' | 'full';
  /** Run on every stream (the hash chains); none: only SQLite's own checks and the revisions. */
  checkStream?: StreamCheck;
}

const TABLES = ['events', 'streams'];

const errText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Flushes a file (or a folder's entry list) to disk, so a rename that follows survives a crash. */
function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Removes a SQLite file with its -wal, -shm and -journal companions. */
function removeDatabaseFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
}

/**
 * Checks a store file and says what it holds. Opened read-write (a WAL-mode file needs its -shm),
 * but nothing is written; closing the last connection folds any -wal back into the file.
 */
export function verifyStoreFile(path: string, opts: VerifyOptions): StoreFileSummary {
  const file = resolve(path);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`, false);
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 5000 });
  } catch (err) {
    throw new BackupError(`${file} cannot be opened: ${errText(err)}.`);
  }
  try {
    let problems: string[];
    try {
      const pragma = opts.integrity === 'full' ? 'integrity_check' : 'quick_check';
      problems = (db.pragma(`${pragma}(20)`, { simple: false }) as Record<string, string>[])
        .map((r) => Object.values(r)[0])
        .filter((m) => m !== 'ok');
    } catch (err) {
      // SQLITE_NOTADB, SQLITE_CORRUPT: the file is not a sound database at all.
      throw new BackupError(`${file} is not a sound SQLite database: ${errText(err)}.`, true);
    }
    if (problems.length) throw new BackupError(`${file} is corrupted: ${problems[0].replace(/\s+/g, ' ')}.`, true);
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    const missing = TABLES.filter((t) => !tables.has(t));
    if (missing.length) throw new BackupError(`${file} is not a game store: it has no ${missing.join(' or ')} table.`, true);

    // Every stream: revisions 0..n-1 without a hole, the streams table agreeing, and the caller's check.
    const heads = new Map(
      (db.prepare('SELECT stream_id, revision FROM streams').raw(true).all() as [string, number][]).map(([s, r]) => [s, r]),
    );
    const rows = db
      .prepare('SELECT stream_id, revision, type, data, metadata FROM events ORDER BY stream_id, revision')
      .raw(true)
      .iterate() as IterableIterator<[string, number, string, string, string]>;
    let events = 0;
    let streams = 0;
    let current: string | null = null;
    let batch: StoredStreamEvent[] = [];
    const finish = () => {
      if (current === null) return;
      streams += 1;
      const head = heads.get(current);
      if (head !== batch.length - 1)
        throw new BackupError(
          `${file}: stream ${current} holds ${batch.length} events but the streams table says its last revision is ${head ?? 'missing'}.`,
          true,
        );
      heads.delete(current);
      const why = opts.checkStream?.(current, batch) ?? null;
      if (why) throw new BackupError(`${file}: stream ${current}: ${why}.`, true);
    };
    for (const [streamId, revision, type, data, metadata] of rows) {
      if (streamId !== current) {
        finish();
        current = streamId;
        batch = [];
      }
      if (revision !== batch.length)
        throw new BackupError(`${file}: stream ${streamId} jumps from revision ${batch.length - 1} to ${revision}.`, true);
      let parsed: StoredStreamEvent;
      try {
        parsed = { revision, type, data: JSON.parse(data), metadata: JSON.parse(metadata) };
      } catch {
        throw new BackupError(`${file}: stream ${streamId} revision ${revision} is not JSON.`, true);
      }
      batch.push(parsed);
      events += 1;
    }
    finish();
    if (heads.size) throw new BackupError(`${file}: the streams table names ${[...heads.keys()][0]}, which has no events.`, true);
    const lastPosition = (db.prepare('SELECT MAX(position) FROM events').pluck().get() as number | null) ?? 0;
    return { file, bytes: statSync(file).size, events, streams, lastPosition };
  } finally {
    db.close();
  }
}

export interface BackupOptions {
  /** Replace `out` when it exists (default: refuse). */
  overwrite?: boolean;
  /** How long to wait for a writer's lock when opening the source (default 5000 ms). */
  busyTimeoutMs?: number;
  /** Check the copy beyond quick_check (the restore's checks; default quick_check and the revisions only). */
  verify?: VerifyOptions;
}

/**
 * Copies the store file `source` to `out` while servers may be writing to it: the copy is one
 * committed state (every commit acknowledged before the copy started is in it). Written to a
 * temporary name beside `out`, checked, synced, then renamed: `out` is never half a backup.
 */
export async function backupStoreFile(source: string, out: string, opts: BackupOptions = {}): Promise<StoreFileSummary & { ms: number }> {
  const from = resolve(source);
  const to = resolve(out);
  const started = Date.now();
  if (from === to) throw new BackupError(`the backup ${to} would overwrite the store itself.`);
  if (!existsSync(from)) throw new BackupError(`no store at ${from}.`);
  if (existsSync(to) && !opts.overwrite) throw new BackupError(`${to} exists (give --force to replace it).`);
  if (!existsSync(dirname(to))) throw new BackupError(`the folder ${dirname(to)} does not exist.`);
  const partial = join(dirname(to), `.${basename(to)}.partial-${process.pid}`);
  removeDatabaseFiles(partial);
  let db: Database.Database;
  try {
    db = new Database(from, { fileMustExist: true, timeout: opts.busyTimeoutMs ?? 5000 });
  } catch (err) {
    throw new BackupError(`cannot open the store ${from}: ${errText(err)}.`);
  }
  try {
    // The first step (0 pages) only sizes the copy; the second copies every page at once (see the top of this file).
    await db.backup(partial, { progress: () => 0x7fffffff });
  } catch (err) {
    removeDatabaseFiles(partial);
    throw new BackupError(`cannot back up ${from} to ${to}: ${errText(err)}.`);
  } finally {
    db.close();
  }
  let summary: StoreFileSummary;
  try {
    summary = verifyStoreFile(partial, opts.verify ?? { integrity: 'quick' });
    syncPath(partial);
    renameSync(partial, to);
    syncPath(dirname(to));
  } catch (err) {
    removeDatabaseFiles(partial);
    if (err instanceof BackupError) throw new BackupError(err.message.replaceAll(partial, `the backup of ${from}`), err.invalid);
    throw new BackupError(`cannot write the backup ${to}: ${errText(err)}.`);
  }
  return { ...summary, file: to, ms: Date.now() - started };
}

/**
 * Whether some connection (a running server, or any process) has the SQLite file open: in WAL mode
 * every open connection holds a shared lock on the file, so an exclusive lock cannot be had. A
 * server killed with SIGKILL holds nothing (the kernel drops its locks).
 */
export function isStoreFileInUse(path: string): boolean {
  const file = resolve(path);
  if (!existsSync(file)) return false;
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 200 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw new BackupError(`cannot tell whether ${file} is in use (${errText(err)}): move it away yourself if it is to be replaced.`);
  } finally {
    db?.close();
  }
}

export interface RestoreOptions {
  /** Replace an existing store (kept beside it as `<db>.replaced-<time>`); default: refuse. */
  force?: boolean;
  /** The checks the copy must pass before it is swapped in. */
  verify: VerifyOptions;
  /** For the name of the file the replaced store is kept as (default: now). */
  now?: Date;
}

/**
 * Puts the backup `from` in place of the store file `db`, after checking a copy of it whole. Refuses
 * when a server has `db` open, and when `db` exists without `force`; a replaced store is renamed,
 * never deleted (with its -wal, so nothing it held is lost).
 */
export function restoreStoreFile(from: string, db: string, opts: RestoreOptions): StoreFileSummary & { replaced: string | null } {
  const source = resolve(from);
  const target = resolve(db);
  if (source === target) throw new BackupError(`the backup and the store are the same file (${target}).`);
  if (!existsSync(source)) throw new BackupError(`no backup at ${source}.`);
  if (!existsSync(dirname(target))) throw new BackupError(`the folder ${dirname(target)} does not exist.`);
  const exists = existsSync(target);
  if (exists && !opts.force) throw new BackupError(`${target} exists (stop its server, then give --force to replace it).`);
  if (exists && isStoreFileInUse(target))
    throw new BackupError(`${target} is open in a running server (or another process): stop it first; nothing was changed.`);

  const staging = join(dirname(target), `.${basename(target)}.restoring-${process.pid}`);
  removeDatabaseFiles(staging);
  let summary: StoreFileSummary;
  try {
    copyFileSync(source, staging);
    // A backup taken by hand with its -wal beside it: the copy takes the log too, so the check sees what SQLite would.
    if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${staging}-wal`);
    summary = verifyStoreFile(staging, opts.verify);
    syncPath(staging);
  } catch (err) {
    removeDatabaseFiles(staging);
    if (err instanceof BackupError)
      throw new BackupError(`${err.message.replaceAll(staging, `the backup ${source}`)} Nothing was changed.`, err.invalid);
    throw new BackupError(`cannot copy ${source} beside ${target}: ${errText(err)}. Nothing was changed.`);
  }

  let replaced: string | null = null;
  if (existsSync(target)) {
    // Checked again just before the swap: a server started meanwhile must not lose its file under it.
    if (isStoreFileInUse(target)) {
      removeDatabaseFiles(staging);
      throw new BackupError(`${target} is open in a running server (or another process): stop it first; nothing was changed.`);
    }
    replaced = `${target}.replaced-${(opts.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, replaced);
    if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${replaced}-wal`);
    rmSync(`${target}-shm`, { force: true }); // rebuilt from the -wal by whoever opens the replaced file
  }
  rmSync(`${target}-wal`, { force: true });
  rmSync(`${target}-shm`, { force: true });
  renameSync(staging, target);
  syncPath(dirname(target));
  return { ...summary, file: target, replaced };
}
