// Importing an exported game into a store (import-game, docs/exports.md): the
// file is checked, then its events are appended to a new stream with the same
// ids, types, payloads and metadata, so every hash is the one the file carries
// and the game is the same game: a server on that store serves it and the seat
// tokens its players hold still work (they are checked by hash).
import { streamOf } from '../../projections/game-states';
import { verifyChain } from '../app/event-chain';
import type { EventStore, NewEvent } from '../store/port';
import type { LoadedExport } from './export';

/**
 * Where the lead's full verifier (src/audit/verify.ts verifyGame: every command decided again, the
 * dice audited) is plugged in; until then the hash chain is all an import checks. Returns the
 * problems found, [] when the game may be imported.
 */
export function verifyBeforeImport(loaded: LoadedExport): string[] {
  const problems: string[] = [];
  const chain = verifyChain(loaded.events);
  if (!chain.valid) problems.push(`its hash chain breaks at event ${(chain.firstInvalidRevision ?? 0) + 1}: ${chain.reason}`);
  const stream = streamOf(loaded.gameId);
  const other = loaded.events.findIndex(
    (e, i) => (e.streamId !== undefined && e.streamId !== stream) || (e.revision !== undefined && e.revision !== i),
  );
  if (other >= 0) problems.push(`event ${other + 1} is not revision ${other} of game ${loaded.gameId}'s stream`);
  if (loaded.events[0].type !== 'GameCreated') problems.push(`its first event is ${loaded.events[0].type}, not GameCreated`);
  return problems;
}

export type ImportOutcome = { ok: true; gameId: string; events: number } | { ok: false; reason: 'exists'; gameId: string; events: number };

/** Appends the game's events as they are (ids, types, payloads, metadata) into a stream that must not exist yet. */
export async function importGame(store: EventStore, loaded: LoadedExport): Promise<ImportOutcome> {
  const stream = streamOf(loaded.gameId);
  const existing = await store.streamRevision(stream);
  if (existing >= 0) return { ok: false, reason: 'exists', gameId: loaded.gameId, events: existing + 1 };
  const events: NewEvent[] = loaded.events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));
  // 'no_stream': a game created by a server on the same store meanwhile is not overwritten (WrongExpectedRevisionError).
  await store.append(stream, events, { expectedRevision: 'no_stream' });
  return { ok: true, gameId: loaded.gameId, events: events.length };
}
