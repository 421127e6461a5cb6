// Opening the SQLite file, and naming what is wrong when it cannot be used.
//
// better-sqlite3 says "unable to open database file" for a read-only folder, a
// directory in place of the file and a missing folder alike, and a corrupted
// page is only found when some later read reaches it (a server that started
// fine then answers internal errors for the games stored there). So before the
// server takes any request: the folder and the file are checked one by one,
// each problem in one line that names the path, and the whole file is read
// once by PRAGMA quick_check, which refuses a corrupted file at start.
import Database from 'better-sqlite3';
import { accessSync, constants, mkdirSync, statSync, statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { StoreOpenError, StoreUnavailableError } from './port';

/** `quick`: PRAGMA quick_check (every page read, O(N)); `full`: integrity_check (also checks indexes, slower); `off`: none. */
export type IntegrityCheck = 'quick' | 'full' | 'off';

export interface OpenOptions {
  busyTimeoutMs: number;
  integrityCheck: IntegrityCheck;
}

const errno = (err: unknown) => (err as NodeJS.ErrnoException).code;
const exists = (path: string) => {
  try {
    return statSync(path);
  } catch (err) {
    // ENOTDIR: a file where a parent folder should be; mkdir then says so.
    if (errno(err) === 'ENOENT' || errno(err) === 'ENOTDIR') return null;
    throw new StoreOpenError(`Cannot use the SQLite store ${path}: ${(err as Error).message}.`);
  }
};
const can = (path: string, mode: number) => {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
};

/** The folder, created if missing; each way it can fail named with its path. */
function prepareFolder(file: string): void {
  const folder = dirname(file);
  const st = exists(folder);
  if (st && !st.isDirectory())
    throw new StoreOpenError(`Cannot open the SQLite store ${file}: ${folder} is a file, not a folder (SQLITE_PATH).`);
  if (!st) {
    try {
      mkdirSync(folder, { recursive: true });
    } catch (err) {
      const why =
        errno(err) === 'EACCES' || errno(err) === 'EPERM'
          ? 'permission denied'
          : errno(err) === 'ENOTDIR' || errno(err) === 'EEXIST'
            ? 'a file is in the way of one of its parent folders'
            : errno(err) === 'EROFS'
              ? 'the file system is read-only'
              : (err as Error).message;
      throw new StoreOpenError(
        `Cannot create the folder ${folder} for the SQLite store ${file}: ${why} (create it, or set SQLITE_PATH elsewhere).`,
      );
    }
  }
  // WAL mode writes file-wal and file-shm beside the file, so the folder must be writable even when the file exists.
  if (!can(folder, constants.W_OK | constants.X_OK))
    throw new StoreOpenError(
      `Cannot open the SQLite store ${file}: the folder ${folder} is not writable (SQLite keeps its write-ahead log beside the file).`,
    );
  const f = exists(file);
  if (f?.isDirectory()) throw new StoreOpenError(`Cannot open the SQLite store ${file}: it is a directory, not a file (SQLITE_PATH).`);
  if (f && !f.isFile()) throw new StoreOpenError(`Cannot open the SQLite store ${file}: it is not a regular file (SQLITE_PATH).`);
  if (f && !can(file, constants.R_OK | constants.W_OK))
    throw new StoreOpenError(`Cannot open the SQLite store ${file}: the file is not readable and writable by this user.`);
}

/**
 * Below this much free space, an I/O error of SQLite is put down to a full disk. SQLite says
 * SQLITE_FULL only when a write to the file or its log comes up short; growing its shared-memory
 * file (-shm, 32 kB at a time) or syncing on a full disk answers SQLITE_IOERR_* ("disk I/O
 * error"), which is how a server with under 32 kB free failed to start with nothing clearer.
 */
export const LOW_SPACE_BYTES = 1024 * 1024;

/** Free bytes on the file system holding `file` (for this user), or null when it cannot be read. */
export function freeBytes(file: string): number | null {
  try {
    const s = statfsSync(dirname(file));
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

const size = (bytes: number) =>
  bytes < 1024 ** 2
    ? `${Math.floor(bytes / 1024)} kB`
    : bytes < 1024 ** 3
      ? `${Math.floor(bytes / 1024 ** 2)} MB`
      : `${(bytes / 1024 ** 3).toFixed(1)} GB`;

/**
 * Whether a SQLite failure is a full disk, and then the words for it: SQLITE_FULL always; an I/O
 * error (SQLITE_IOERR_*) when the file system has under LOW_SPACE_BYTES free. `free` is what
 * freeBytes read (passed in so the decision can be checked for any amount).
 */
export function diskFullReason(code: string, free: number | null): string | null {
  if (code.startsWith('SQLITE_FULL')) {
    if (free === null) return 'the disk is full';
    // With room on the disk, SQLITE_FULL is the file at its size limit (PRAGMA max_page_count) or a full temporary folder.
    return free < LOW_SPACE_BYTES
      ? `the disk is full (${size(free)} free)`
      : `the disk is full or the file is at its size limit (SQLITE_FULL, ${size(free)} free)`;
  }
  if (code.startsWith('SQLITE_IOERR') && free !== null && free < LOW_SPACE_BYTES) return `the disk is full (${size(free)} free, ${code})`;
  return null;
}

/** The one-line reason an open (or the integrity check) failed, naming the file. */
export function explain(file: string, err: unknown): StoreOpenError {
  const code = errno(err) ?? '';
  const message = (err as Error).message;
  const full = file.startsWith('file:') || file === ':memory:' || file === '' ? null : diskFullReason(code, freeBytes(file));
  if (full)
    return new StoreOpenError(
      `Cannot open the SQLite store ${file}: ${full}; SQLite needs room beside the file for its write-ahead log and its 32 kB shared-memory file. Free some space and start again.`,
    );
  if (code === 'SQLITE_NOTADB')
    return new StoreOpenError(`Cannot open the SQLite store ${file}: it is not a SQLite database (or it is encrypted).`);
  if (code.startsWith('SQLITE_CORRUPT'))
    return new StoreOpenError(`The SQLite store ${file} is corrupted (${message}): restore it from a backup; the server did not start.`);
  if (code.startsWith('SQLITE_READONLY')) return new StoreOpenError(`Cannot open the SQLite store ${file}: it is read-only.`);
  if (code.startsWith('SQLITE_BUSY')) return new StoreOpenError(`Cannot open the SQLite store ${file}: another process holds it locked.`);
  return new StoreOpenError(`Cannot open the SQLite store ${file}: ${message}.`);
}

/** The pragma that runs an integrity check, with the number of problems it reports at most. */
export const integrityPragma = (check: Exclude<IntegrityCheck, 'off'>) => `${check === 'full' ? 'integrity_check' : 'quick_check'}(20)`;

/** The refusal for what the integrity check's pragma answered (null: the file is sound), naming the file and the first problem. */
export function integrityFailure(
  file: string,
  check: Exclude<IntegrityCheck, 'off'>,
  rows: Record<string, string>[],
): StoreOpenError | null {
  const pragma = check === 'full' ? 'integrity_check' : 'quick_check';
  const problems = rows.map((r) => Object.values(r)[0]).filter((m) => m !== 'ok');
  if (!problems.length) return null;
  return new StoreOpenError(
    `The SQLite store ${file} is corrupted (${pragma}: ${problems[0].replace(/\s+/g, ' ')}${problems.length > 1 ? `, and ${problems.length - 1} more` : ''}): restore it from a backup; the server did not start.`,
  );
}

/** Runs the integrity check; throws naming the file and the first problem found. */
function checkIntegrity(db: Database.Database, file: string, check: IntegrityCheck): void {
  if (check === 'off') return;
  const failure = integrityFailure(file, check, db.pragma(integrityPragma(check), { simple: false }) as Record<string, string>[]);
  if (failure) throw failure;
}

/**
 * Opens (creating if needed) the SQLite file in WAL mode and checks it. `path` may be ":memory:"
 * or a "file:" URI, which skip the file checks. Every failure is a StoreOpenError whose one-line
 * message names the path.
 */
export function openSqliteFile(path: string, opts: OpenOptions, setup: (db: Database.Database) => void): Database.Database {
  const inMemory = path === ':memory:' || path === '';
  const file = inMemory || path.startsWith('file:') ? path : resolve(path);
  if (!inMemory && !path.startsWith('file:')) prepareFolder(file);
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { timeout: opts.busyTimeoutMs });
    db.pragma('journal_mode = WAL');
    checkIntegrity(db, file, opts.integrityCheck);
    setup(db);
    return db;
  } catch (err) {
    db?.close();
    throw err instanceof StoreOpenError ? err : explain(file, err);
  }
}

/**
 * A failure of the store while running: the ones a client can do nothing about but wait
 * (disk full, locked past the busy timeout, I/O error, the file made read-only) become a
 * StoreUnavailableError whose reason names the file, for the log; a full disk (diskFullReason)
 * is of kind DISK_FULL, which clients are told. Anything else is rethrown.
 */
export function storeFailure(file: string, err: unknown): never {
  const code = errno(err) ?? '';
  const full = code.startsWith('SQLITE_FULL') || code.startsWith('SQLITE_IOERR') ? diskFullReason(code, freeBytes(file)) : null;
  if (full) throw new StoreUnavailableError(`SQLite store ${file}: ${full} (${(err as Error).message})`, err, 'DISK_FULL');
  const why =
    code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')
      ? 'another writer held the lock past the busy timeout'
      : code.startsWith('SQLITE_IOERR')
        ? `an I/O error (${code})`
        : code.startsWith('SQLITE_READONLY')
          ? 'the file has become read-only'
          : code.startsWith('SQLITE_CANTOPEN')
            ? 'the file cannot be opened any more'
            : null;
  if (why === null) throw err;
  throw new StoreUnavailableError(`SQLite store ${file}: ${why} (${(err as Error).message})`, err);
}
