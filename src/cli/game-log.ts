// Where the command-line tools get a game's events: an exported file
// (export-game) or the configured store. A file that is missing, unreadable,
// not JSON or not a game export is refused with one line saying which
// (src/audit/export.ts reads and checks the file; this is the CLI's glue).
import { statSync } from 'node:fs';
import { ExportError, readExportFile, type ExportHeader } from '../audit/export';
import { streamOf } from '../../projections/game-states';
import { createEventStore, storeConfigFromEnv } from '../store';
import type { EventStore, RecordedEvent } from '../store/port';
import { CliError, oneLine } from './cli';

/** Runs `use` on the configured store (EVENT_STORE, SQLITE_PATH, ...), closed after; failures are one line naming the store. */
export async function withStore<T>(use: (store: EventStore, where: string) => Promise<T>): Promise<T> {
  let config;
  try {
    config = storeConfigFromEnv();
  } catch (err) {
    throw new CliError(oneLine(err));
  }
  const where = `the ${config.kind} store${config.kind === 'sqlite' ? ` at ${config.path}` : ''}`;
  let store;
  try {
    store = createEventStore(config);
  } catch (err) {
    throw new CliError(`cannot open ${where}: ${oneLine(err)}`);
  }
  try {
    return await use(store, where);
  } finally {
    await store.close().catch(() => undefined);
  }
}

/** A game's events from the configured store (EVENT_STORE, SQLITE_PATH, ...); reading needs no server secret. */
export async function readGame(gameId: string): Promise<RecordedEvent[]> {
  return withStore(async (store, where) => {
    try {
      return await store.readStream(streamOf(gameId));
    } catch (err) {
      throw new CliError(`cannot read ${where}: ${oneLine(err)}`);
    }
  });
}

/** Whether `arg` names a file rather than a game id: it exists, or it has a folder or a .json ending. */
function looksLikeFile(arg: string): boolean {
  try {
    statSync(arg);
    return true;
  } catch {
    return /[\\/]/.test(arg) || /\.json(\.gz)?$/i.test(arg);
  }
}

/** The events of an export-game file (any format version, gzipped or not), checked by src/audit/export.ts. */
export function readExport(file: string): RecordedEvent[] {
  try {
    return readExportFile(file).events;
  } catch (err) {
    if (err instanceof ExportError) throw new CliError(err.message);
    throw err;
  }
}

/**
 * For the audit: the game's events and, from an export, its header as written, even when the header
 * disagrees with the events (the verifier reports that beside its other findings).
 */
export async function loadForAudit(arg: string): Promise<{ events: RecordedEvent[]; header: ExportHeader | null }> {
  if (!looksLikeFile(arg)) return { events: await loadGame(arg), header: null };
  try {
    const loaded = readExportFile(arg, { headerMustMatch: false });
    return { events: loaded.events, header: loaded.header };
  } catch (err) {
    if (err instanceof ExportError) throw new CliError(err.message);
    throw err;
  }
}

/** `arg` is an exported file (an existing path, or one with a folder or a .json ending), else a game id in the configured store. */
export async function loadGame(arg: string): Promise<RecordedEvent[]> {
  if (looksLikeFile(arg)) return readExport(arg);
  const events = await readGame(arg);
  if (events.length === 0) throw new CliError(`no file ${arg}, and no game ${arg} in the configured store`);
  return events;
}
