// The export document: a game's complete log with a header saying what made
// it (issue 27 "saves that load for ever", docs/exports.md). Written by
// export-game, read by import-game, verify-chain and verify-dice. Any later
// engine reads every earlier format; a file from a newer engine is refused
// with one line naming the version that wrote it and the versions this one
// reads, never a JavaScript error.
//
// Format 1: `{ gameId, exportedEvents, events }`, written by engines up to
// 0.2.0 (no `format` field). Format 2: the header below, then `events`.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { ENGINE_VERSION } from '../app/version';
import { NewerSchemaError, toGameEvent } from '../app/upcast';
import { EVENT_SCHEMA_VERSION, fold } from '../rules';
import { getDefinition } from '../rules/rulesets';
import type { EventMetadata, RecordedEvent } from '../store/port';

export const EXPORT_FORMAT = 'pacific-engine/game-export';
/** Bumped when the document's own shape changes (not its events': those have eventSchemaVersion). */
export const EXPORT_FORMAT_VERSION = 2;

/** One event exactly as stored; `position` is the store's global position when exported (an import gets new ones). */
export interface ExportedEvent {
  id: string;
  streamId: string;
  revision: number;
  position: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  formatVersion: number;
  /** The engine that wrote the file. */
  engine: { version: string };
  /** The newest event schema version among the events (what a reader must know to read them). */
  eventSchemaVersion: number;
  /** `version`: GameDefinition.version of the exporting engine; `sourceHash`: GameCreated.rulesetSourceHash. */
  ruleset: { id: string; version: number; sourceHash: string };
  options: string[];
  gameId: string;
  name: string;
  status: 'active' | 'ended';
  winner: string | null;
  eventCount: number;
  /** The last event's hash: the whole chain's fingerprint. */
  headHash: string;
}

export interface GameExport extends ExportHeader {
  events: ExportedEvent[];
}

/** What a file held: its format version, its header (null for format 1) and its events. */
export interface LoadedExport {
  formatVersion: number;
  header: ExportHeader | null;
  gameId: string;
  events: RecordedEvent[];
}

/** A file that is not a readable export; the message is one line naming the file and the cause. */
export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

interface GameCreatedData {
  gameId: string;
  rulesetId: string;
  rulesetSourceHash: string;
  options: string[];
  name: string;
}

/** The export document of a game's stored events (revision order). Deterministic: the same events give the same bytes. */
export function buildExport(stored: readonly RecordedEvent[]): GameExport {
  if (stored.length === 0) throw new Error('a game with no events cannot be exported');
  const first = stored[0];
  if (first.type !== 'GameCreated') throw new Error(`the first event is ${first.type}, not GameCreated`);
  const created = first.data as GameCreatedData;
  const state = fold(stored.map(toGameEvent));
  const header: ExportHeader = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    engine: { version: ENGINE_VERSION },
    eventSchemaVersion: stored.reduce((v, e) => Math.max(v, e.metadata.schemaVersion ?? 1), 1),
    ruleset: { id: created.rulesetId, version: getDefinition(created.rulesetId).version, sourceHash: created.rulesetSourceHash },
    options: [...created.options],
    gameId: created.gameId,
    name: created.name,
    status: state?.status ?? 'active',
    winner: state?.winner ?? null,
    eventCount: stored.length,
    headHash: stored[stored.length - 1].metadata.hash,
  };
  // Explicit key order, so the file's bytes do not depend on how a store hands its rows back.
  const events = stored.map(({ id, streamId, revision, position, type, data, metadata }) => ({
    id,
    streamId,
    revision,
    position,
    type,
    data,
    metadata,
  }));
  return { ...header, events };
}

/**
 * A note when the file's rules are not this engine's: its ruleset version (GameDefinition.version)
 * differs, so a command decided again here may be decided differently (its events still replay).
 * Null when they are the same, or for a format-1 file (which does not say).
 */
export function rulesetNote(header: ExportHeader | null): string | null {
  if (!header) return null;
  let ours: number;
  try {
    ours = getDefinition(header.ruleset.id).version;
  } catch {
    return `ruleset ${header.ruleset.id} is not one this engine knows`;
  }
  if (ours === header.ruleset.version) return null;
  return `ruleset ${header.ruleset.id} is at rules version ${header.ruleset.version} in this file (engine ${header.engine.version}) and ${ours} in this engine (${ENGINE_VERSION}): the events replay as recorded, but a command decided again may come out differently`;
}

/** The document as written to a file: two-space JSON and a final newline. */
export function exportText(doc: GameExport): string {
  return JSON.stringify(doc, null, 2) + '\n';
}

/** Reads an export file (plain JSON, or gzipped JSON as the committed fixtures are), checked; throws ExportError. */
export interface ReadOptions {
  /**
   * false: a header whose eventCount or headHash disagrees with the events is returned as it is,
   * for the verifier to report as a finding beside the rest (docs/audit.md); default true: refused.
   */
  headerMustMatch?: boolean;
}

export function readExportFile(file: string, opts: ReadOptions = {}): LoadedExport {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ExportError(`${file}: no such file`);
    if (code === 'EISDIR') throw new ExportError(`${file} is a folder, not an exported game`);
    throw new ExportError(`${file} cannot be read: ${firstLine(err)}`);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes);
    } catch (err) {
      throw new ExportError(`${file} is gzipped but cannot be unpacked (${firstLine(err)})`);
    }
  }
  return parseExport(bytes.toString('utf8'), file, opts);
}

/** Parses and checks an export document's text; `source` names it in messages. Throws ExportError. */
export function parseExport(text: string, source: string, opts: ReadOptions = {}): LoadedExport {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new ExportError(`${source} is not valid JSON (${firstLine(err)}); export a game with export-game`);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw new ExportError(`${source} is not an exported game: it has no "events" list (export a game with export-game)`);
  const d = doc as Record<string, unknown>;
  const header = 'format' in d || 'formatVersion' in d ? checkHeader(d, source) : null;
  if (!Array.isArray(d.events))
    throw new ExportError(`${source} is not an exported game: it has no "events" list (export a game with export-game)`);
  const events = checkEvents(d.events, source);
  const gameId = header?.gameId ?? (typeof d.gameId === 'string' ? d.gameId : gameIdOf(events));
  if (header && opts.headerMustMatch !== false) checkHeaderAgainstEvents(header, events, source);
  return { formatVersion: header?.formatVersion ?? 1, header, gameId, events };
}

function checkHeader(d: Record<string, unknown>, source: string): ExportHeader {
  if (d.format !== EXPORT_FORMAT)
    throw new ExportError(
      `${source} is not a pacific-engine game export: its format is ${JSON.stringify(d.format)}, not "${EXPORT_FORMAT}"`,
    );
  const version = d.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new ExportError(`${source} has no valid formatVersion (a whole number from 1): ${JSON.stringify(version)}`);
  const engine = (d.engine as { version?: unknown } | null)?.version;
  const madeBy = typeof engine === 'string' ? `pacific-engine ${engine}` : 'an unknown engine version';
  if (version > EXPORT_FORMAT_VERSION)
    throw new ExportError(
      `${source} was written by ${madeBy} in export format ${version}; this engine (${ENGINE_VERSION}) reads export formats up to ${EXPORT_FORMAT_VERSION}: load it with that engine or a newer one`,
    );
  const schema = d.eventSchemaVersion;
  if (typeof schema === 'number' && schema > EVENT_SCHEMA_VERSION)
    throw new ExportError(
      `${source} was written by ${madeBy} with events of schema version ${schema}; this engine (${ENGINE_VERSION}) reads event schema versions up to ${EVENT_SCHEMA_VERSION}: load it with that engine or a newer one`,
    );
  const problem = headerProblem(d);
  if (problem) throw new ExportError(`${source} has a broken header: ${problem}`);
  const { events: _events, ...header } = d;
  return header as unknown as ExportHeader;
}

/** The first field of the header that is missing or of the wrong kind, or null. */
function headerProblem(d: Record<string, unknown>): string | null {
  const str = (v: unknown) => typeof v === 'string';
  const num = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  const r = d.ruleset as Record<string, unknown> | null | undefined;
  const checks: [string, boolean][] = [
    ['engine.version', str((d.engine as { version?: unknown } | null)?.version)],
    ['eventSchemaVersion', num(d.eventSchemaVersion)],
    ['ruleset.id', typeof r === 'object' && r !== null && str(r.id)],
    ['ruleset.version', typeof r === 'object' && r !== null && num(r.version)],
    ['ruleset.sourceHash', typeof r === 'object' && r !== null && str(r.sourceHash)],
    ['options', Array.isArray(d.options) && d.options.every(str)],
    ['gameId', str(d.gameId)],
    ['name', str(d.name)],
    ['status', d.status === 'active' || d.status === 'ended'],
    ['winner', d.winner === null || str(d.winner)],
    ['eventCount', num(d.eventCount)],
    ['headHash', str(d.headHash)],
  ];
  const bad = checks.find(([, ok]) => !ok);
  return bad ? `"${bad[0]}" is missing or not what it should be` : null;
}

function checkEvents(events: unknown[], source: string): RecordedEvent[] {
  events.forEach((e, i) => {
    const m = (e as { metadata?: { hash?: unknown; prevHash?: unknown; schemaVersion?: unknown } } | null)?.metadata;
    if (typeof e !== 'object' || e === null || typeof (e as { type?: unknown }).type !== 'string' || !m || typeof m !== 'object')
      throw new ExportError(`${source} is not an exported game: event ${i + 1} has no type or metadata`);
    if (typeof m.hash !== 'string' || typeof m.prevHash !== 'string')
      throw new ExportError(`${source} is not an exported game: event ${i + 1} has no metadata.hash or metadata.prevHash`);
    if (typeof m.schemaVersion === 'number' && m.schemaVersion > EVENT_SCHEMA_VERSION)
      throw new ExportError(
        `${source}: ${new NewerSchemaError((e as { type: string }).type, m.schemaVersion, EVENT_SCHEMA_VERSION).message} (event ${i + 1}; engine ${ENGINE_VERSION}): load it with a newer engine`,
      );
  });
  if (events.length === 0) throw new ExportError(`${source} holds no events`);
  return events as RecordedEvent[];
}

function checkHeaderAgainstEvents(h: ExportHeader, events: RecordedEvent[], source: string): void {
  if (h.eventCount !== events.length)
    throw new ExportError(`${source}: its header says ${h.eventCount} events but it holds ${events.length} (a cut or padded file)`);
  const head = events[events.length - 1].metadata.hash;
  if (h.headHash !== head) throw new ExportError(`${source}: its header's headHash ${h.headHash} is not the last event's hash ${head}`);
  const created = events[0].type === 'GameCreated' ? (events[0].data as Partial<GameCreatedData>) : null;
  if (created && created.gameId !== h.gameId)
    throw new ExportError(`${source}: its header names game ${h.gameId} but its events are game ${String(created.gameId)}`);
}

/** A format-1 file's game, from its GameCreated (files always had the top-level gameId, but do not depend on it). */
function gameIdOf(events: RecordedEvent[]): string {
  const id = events[0].type === 'GameCreated' ? (events[0].data as Partial<GameCreatedData>).gameId : undefined;
  return typeof id === 'string' ? id : '';
}

function firstLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0].trim() || 'failed';
}
