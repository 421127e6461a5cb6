// Where the command-line tools get a game's events: an exported file
// (export-game) or the configured store. A file that is missing, unreadable,
// not JSON or not a game export is refused with one line saying which.
import { readFileSync, statSync } from 'node:fs';
import { streamOf } from '../../projections/game-states';
import { createEventStore, storeConfigFromEnv } from '../store';
import type { RecordedEvent } from '../store/port';
import { CliError, oneLine } from './cli';

/** A game's events from the configured store (EVENT_STORE, SQLITE_PATH, ...); reading needs no server secret. */
export async function readGame(gameId: string): Promise<RecordedEvent[]> {
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
    return await store.readStream(streamOf(gameId));
  } catch (err) {
    throw new CliError(`cannot read ${where}: ${oneLine(err)}`);
  } finally {
    await store.close().catch(() => undefined);
  }
}

/** Whether `arg` names a file rather than a game id: it exists, or it has a folder or a .json ending. */
function looksLikeFile(arg: string): boolean {
  try {
    statSync(arg);
    return true;
  } catch {
    return /[\\/]/.test(arg) || /\.json$/i.test(arg);
  }
}

/** The events of an export-game file, checked to be one: `{ "events": [ { type, data, metadata: { hash, prevHash } } ] }`. */
export function readExport(file: string): RecordedEvent[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`${file}: no such file`);
    if (code === 'EISDIR') throw new CliError(`${file} is a folder, not an exported game`);
    throw new CliError(`${file} cannot be read: ${oneLine(err)}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new CliError(`${file} is not valid JSON (${oneLine(err)}); export a game with export-game`);
  }
  const events = (doc as { events?: unknown } | null)?.events;
  if (typeof doc !== 'object' || doc === null || !Array.isArray(events))
    throw new CliError(`${file} is not an exported game: it has no "events" list (export a game with export-game)`);
  events.forEach((e, i) => {
    const m = (e as { metadata?: { hash?: unknown; prevHash?: unknown } } | null)?.metadata;
    if (typeof e !== 'object' || e === null || typeof (e as { type?: unknown }).type !== 'string' || !m || typeof m !== 'object')
      throw new CliError(`${file} is not an exported game: event ${i + 1} has no type or metadata`);
    if (typeof m.hash !== 'string' || typeof m.prevHash !== 'string')
      throw new CliError(`${file} is not an exported game: event ${i + 1} has no metadata.hash or metadata.prevHash`);
  });
  if (events.length === 0) throw new CliError(`${file} holds no events`);
  return events as RecordedEvent[];
}

/** `arg` is an exported file (an existing path, or one with a folder or a .json ending), else a game id in the configured store. */
export async function loadGame(arg: string): Promise<RecordedEvent[]> {
  if (looksLikeFile(arg)) return readExport(arg);
  const events = await readGame(arg);
  if (events.length === 0) throw new CliError(`no file ${arg}, and no game ${arg} in the configured store`);
  return events;
}
