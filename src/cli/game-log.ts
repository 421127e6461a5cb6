// Where the command-line tools get a game's events: an exported file
// (export-game) or the configured store, and how they report failure.
import { existsSync, readFileSync } from 'node:fs';
import { streamOf } from '../../projections/game-states';
import { createEventStore, storeConfigFromEnv } from '../store';
import type { RecordedEvent } from '../store/port';

/** A game's events from the configured store (EVENT_STORE, SQLITE_PATH, ...); reading needs no server secret. */
export async function readGame(gameId: string): Promise<RecordedEvent[]> {
  const store = createEventStore(storeConfigFromEnv());
  try {
    return await store.readStream(streamOf(gameId));
  } finally {
    await store.close();
  }
}

/** `arg` is an exported file if one exists at that path, else a game id in the configured store. */
export async function loadGame(arg: string): Promise<RecordedEvent[]> {
  if (existsSync(arg)) return (JSON.parse(readFileSync(arg, 'utf8')) as { events: RecordedEvent[] }).events;
  return readGame(arg);
}

/** Runs a tool's main when the file is run as a script; a failure prints its message and exits 1. */
export function runAsScript(module: NodeJS.Module, main: () => Promise<void>) {
  if (require.main !== module) return;
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
