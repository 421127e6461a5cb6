// Importing an exported game into a store (import-game, docs/exports.md): the
// file is checked, then its events are appended to a new stream with the same
// ids, types, payloads and metadata, so every hash is the one the file carries
// and the game is the same game: a server on that store serves it and the seat
// tokens its players hold still work (they are checked by hash).
import { streamOf } from '../../projections/game-states';
import { verifyGame } from './verify';
import { verifyChain } from '../app/event-chain';
import { toGameEvent } from '../app/upcast';
import { fold, isCreatable, rulesetIds } from '../rules';
import type { EventStore, NewEvent } from '../store/port';
import type { LoadedExport } from './export';

/**
 * Where the lead's full verifier (src/audit/verify.ts verifyGame: every command decided again, the
 * dice audited) is plugged in; until then an import checks the hash chain, that the events are one
 * game's stream, that this engine plays its ruleset, and that the events replay through the rules to
 * the status the header states. Returns the problems found, [] when the game may be imported.
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
  if (loaded.events[0].type !== 'GameCreated') return [...problems, `its first event is ${loaded.events[0].type}, not GameCreated`];
  const rulesetId = (loaded.events[0].data as { rulesetId?: unknown }).rulesetId;
  if (typeof rulesetId !== 'string' || !isCreatable(rulesetId))
    return [
      ...problems,
      `its ruleset ${JSON.stringify(rulesetId)} is not one this engine plays (${rulesetIds().join(', ')}): import it with a newer engine`,
    ];
  // The events must replay through the rules (a server folds them as it loads the game), to the status the header states.
  try {
    const state = fold(loaded.events.map(toGameEvent));
    if (!state) throw new Error('no events');
    if (loaded.header && (state.status !== loaded.header.status || state.winner !== loaded.header.winner))
      problems.push(
        `its events replay to a game ${state.status} (winner ${String(state.winner)}), not ${loaded.header.status} as its header says`,
      );
  } catch (err) {
    problems.push(
      `its events do not replay through this engine's rules: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
    );
  }
  if (problems.length) return problems;
  // The whole audit (docs/audit.md): every event re-derived by the rules from its recorded command.
  // A log the verifier could check only in part (no seed yet, events from before engine 0.2.0) may come in.
  const report = verifyGame(loaded.events);
  if (report.verdict === 'invalid') problems.push(`it does not verify: ${report.first.message}`);
  return problems;
}

export type ImportOutcome = { ok: true; gameId: string; events: number } | { ok: false; reason: 'exists'; gameId: string; events: number };

/**
 * KurrentDB refuses an append larger than its MaxAppendSize (1 MiB by default), so there the
 * events go in batches of about this many bytes of JSON, each expecting the revision the one
 * before left. SQLite and memory take the whole game in one atomic append.
 */
export const KURRENTDB_BATCH_BYTES = 512 * 1024;

/** Appends the game's events as they are (ids, types, payloads, metadata) into a stream that must not exist yet. */
export async function importGame(
  store: EventStore,
  loaded: LoadedExport,
  batchBytes = store.name === 'kurrentdb' ? KURRENTDB_BATCH_BYTES : Infinity,
): Promise<ImportOutcome> {
  const stream = streamOf(loaded.gameId);
  const existing = await store.streamRevision(stream);
  if (existing >= 0) return { ok: false, reason: 'exists', gameId: loaded.gameId, events: existing + 1 };
  const events: NewEvent[] = loaded.events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));
  // The first batch expects no stream: a game created by a server on the same store meanwhile is not
  // overwritten (WrongExpectedRevisionError); each later one expects the revision the last left.
  for (const batch of batches(events, batchBytes)) {
    const expectedRevision = batch.from === 0 ? 'no_stream' : batch.from - 1;
    await store.append(stream, batch.events, { expectedRevision });
  }
  return { ok: true, gameId: loaded.gameId, events: events.length };
}

function batches(events: NewEvent[], maxBytes: number): { from: number; events: NewEvent[] }[] {
  if (maxBytes === Infinity) return [{ from: 0, events }];
  const out: { from: number; events: NewEvent[] }[] = [];
  let current: NewEvent[] = [];
  let bytes = 0;
  events.forEach((e, i) => {
    const size = Buffer.byteLength(JSON.stringify(e));
    if (current.length > 0 && bytes + size > maxBytes) {
      out.push({ from: i - current.length, events: current });
      current = [];
      bytes = 0;
    }
    current.push(e);
    bytes += size;
  });
  out.push({ from: events.length - current.length, events: current });
  return out;
}
