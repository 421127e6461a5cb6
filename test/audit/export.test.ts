// The export document (src/audit/export.ts, docs/exports.md; issue 27 "saves that load for
// ever"): its header says what made it, the same events give the same bytes, a file in
// export format 1 (engines up to 0.2.0) still loads, a file from a newer engine is refused
// with one line naming the version that wrote it and the ones this engine reads, and every
// malformed file is one line naming the file and the cause (never a JavaScript error).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { streamOf } from '../../projections/game-states';
import {
  buildExport,
  EXPORT_FORMAT,
  ExportError,
  exportText,
  parseExport,
  readExportFile,
  rulesetNote,
  type GameExport,
} from '../../src/audit/export';
import { createServices } from '../../src/app/services';
import { ENGINE_VERSION } from '../../src/app/version';
import { EVENT_SCHEMA_VERSION } from '../../src/rules';
import { createMemoryEventStore } from '../../src/store/memory';
import type { RecordedEvent } from '../../src/store/port';
import { tempDir } from '../api/helpers';
import { playGame, tickingClock } from '../support/command-player';

const GAME = '00000000-0000-4000-8000-00000000e701';

/** A short pacific-2001 game with options, played as the API plays it, in a fresh memory store. */
async function played(): Promise<RecordedEvent[]> {
  const store = createMemoryEventStore();
  const services = createServices(store, 'export-test-secret', { now: tickingClock() });
  await playGame(services, {
    seed: 5,
    gameId: GAME,
    rulesetId: 'pacific-2001',
    options: ['hr01-sbr-two-dice'],
    name: 'export test',
    events: 120,
    diceSeed: 'export-test-dice',
  });
  return store.readStream(streamOf(GAME));
}

let events: RecordedEvent[];
let doc: GameExport;
const tmp = tempDir('pacific-export-');
beforeAll(async () => {
  events = await played();
  doc = buildExport(events);
});
afterAll(() => tmp.remove());

/** parseExport's refusal of `text`: an ExportError whose message is one line. */
function refusal(text: string, source = 'game.json'): string {
  let caught: unknown = null;
  try {
    parseExport(text, source);
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(ExportError);
  const message = (caught as Error).message;
  expect(message).not.toContain('\n');
  return message;
}

const withHeader = (patch: Record<string, unknown>) => JSON.stringify({ ...doc, ...patch });

describe('format 2: the header', () => {
  test('says what made the file, in a fixed key order, before the events', () => {
    const created = events[0].data as { rulesetSourceHash: string };
    expect(Object.keys(doc)).toEqual([
      'format',
      'formatVersion',
      'engine',
      'eventSchemaVersion',
      'ruleset',
      'options',
      'gameId',
      'name',
      'status',
      'winner',
      'eventCount',
      'headHash',
      'events',
    ]);
    const { events: list, ...header } = doc;
    expect(header).toEqual({
      format: EXPORT_FORMAT,
      formatVersion: 2,
      engine: { version: ENGINE_VERSION },
      eventSchemaVersion: EVENT_SCHEMA_VERSION,
      ruleset: { id: 'pacific-2001', version: 1, sourceHash: created.rulesetSourceHash },
      options: ['hr01-sbr-two-dice'],
      gameId: GAME,
      name: 'export test',
      status: 'active',
      winner: null,
      eventCount: events.length,
      headHash: events[events.length - 1].metadata.hash,
    });
    expect(created.rulesetSourceHash).toMatch(/^[0-9a-f]{64}$/);
    // Each event as stored, its fields in a fixed order.
    expect(list).toEqual(events);
    expect(Object.keys(list[0])).toEqual(['id', 'streamId', 'revision', 'position', 'type', 'data', 'metadata']);
    expect(list.filter((e) => e.metadata.command !== undefined).length).toBeGreaterThan(10);
  });

  test('deterministic: the same game played again gives the same bytes; it reads back as it was', async () => {
    const again = exportText(buildExport(await played()));
    expect(again).toBe(exportText(doc));
    expect(again).not.toMatch(/exportedAt|"time": "20(?!26-01-01)/);
    const { events: _list, ...header } = doc;
    expect(parseExport(again, 'game.json')).toEqual({ formatVersion: 2, header, gameId: GAME, events });
  });

  test('a gzipped file reads as the plain one', () => {
    const file = join(tmp.dir, 'game.json.gz');
    writeFileSync(file, gzipSync(exportText(doc)));
    expect(readExportFile(file).events).toEqual(events);
  });
});

describe('format 1 (engines up to 0.2.0: { gameId, exportedEvents, events })', () => {
  test('loads: the same events, no header, the game id', () => {
    const text = JSON.stringify({ gameId: GAME, exportedEvents: events.length, events }, null, 2) + '\n';
    expect(parseExport(text, 'old.json')).toEqual({ formatVersion: 1, header: null, gameId: GAME, events });
  });

  test('the committed format-1 fixture loads', () => {
    const loaded = readExportFile(join(__dirname, '../fixtures/exports/format-1-pacific-1940.json.gz'));
    expect(loaded.formatVersion).toBe(1);
    expect(loaded.header).toBeNull();
    expect(loaded.events[0].type).toBe('GameCreated');
    expect(loaded.gameId).toBe((loaded.events[0].data as { gameId: string }).gameId);
  });
});

describe('a file from a newer engine: one line saying which version made it and which this engine reads', () => {
  test('a newer export format', () => {
    expect(refusal(withHeader({ formatVersion: 3, engine: { version: '9.1.0' } }), 'new.json')).toBe(
      `new.json was written by pacific-engine 9.1.0 in export format 3; this engine (${ENGINE_VERSION}) reads export formats up to 2: load it with that engine or a newer one`,
    );
  });

  test('a newer export format, even when the rest of it is unknown', () => {
    expect(refusal(JSON.stringify({ format: EXPORT_FORMAT, formatVersion: 7, somethingElse: [] }), 'new.json')).toBe(
      `new.json was written by an unknown engine version in export format 7; this engine (${ENGINE_VERSION}) reads export formats up to 2: load it with that engine or a newer one`,
    );
  });

  test('events of a newer schema version, in the header', () => {
    const v = EVENT_SCHEMA_VERSION + 1;
    expect(refusal(withHeader({ eventSchemaVersion: v, engine: { version: '1.4.0' } }), 'new.json')).toBe(
      `new.json was written by pacific-engine 1.4.0 with events of schema version ${v}; this engine (${ENGINE_VERSION}) reads event schema versions up to ${EVENT_SCHEMA_VERSION}: load it with that engine or a newer one`,
    );
  });

  test('an event of a newer schema version in a file with no header', () => {
    const v = EVENT_SCHEMA_VERSION + 1;
    const changed = events.map((e, i) => (i === 3 ? { ...e, metadata: { ...e.metadata, schemaVersion: v } } : e));
    expect(refusal(JSON.stringify({ gameId: GAME, events: changed }), 'old.json')).toBe(
      `old.json: event ${events[3].type} has schema version ${v}; this engine reads event schema versions up to ${EVENT_SCHEMA_VERSION} (event 4; engine ${ENGINE_VERSION}): load it with a newer engine`,
    );
  });
});

describe('malformed files: one line each, naming the file and the cause', () => {
  test.each<[string, () => string, RegExp]>([
    ['not JSON', () => '{"events": [', /^game\.json is not valid JSON \(.+\); export a game with export-game$/],
    ['a list', () => '[]', /^game\.json is not an exported game: it has no "events" list/],
    ['no events', () => JSON.stringify({ hello: 'world' }), /^game\.json is not an exported game: it has no "events" list/],
    [
      'another format',
      () => withHeader({ format: 'someone-else/save' }),
      /^game\.json is not a pacific-engine game export: its format is "someone-else\/save"/,
    ],
    [
      'no format version',
      () => withHeader({ formatVersion: 'two' }),
      /^game\.json has no valid formatVersion \(a whole number from 1\): "two"$/,
    ],
    [
      'a header field missing',
      () => withHeader({ ruleset: { id: 'pacific-2001' } }),
      /^game\.json has a broken header: "ruleset\.version" is missing/,
    ],
    [
      'a wrong status',
      () => withHeader({ status: 'paused' }),
      /^game\.json has a broken header: "status" is missing or not what it should be$/,
    ],
    [
      'an event without type',
      () => withHeader({ events: [{ data: {} }] }),
      /^game\.json is not an exported game: event 1 has no type or metadata$/,
    ],
    [
      'an event without hashes',
      () => withHeader({ events: [{ ...events[0], metadata: { ...events[0].metadata, hash: undefined } }] }),
      /^game\.json is not an exported game: event 1 has no metadata\.hash or metadata\.prevHash$/,
    ],
    ['no events at all', () => JSON.stringify({ gameId: GAME, events: [] }), /^game\.json holds no events$/],
    [
      'a cut file',
      () => withHeader({ events: events.slice(0, -1) }),
      /^game\.json: its header says \d+ events but it holds \d+ \(a cut or padded file\)$/,
    ],
    [
      'another head',
      () => withHeader({ headHash: 'f'.repeat(64) }),
      /^game\.json: its header's headHash f+ is not the last event's hash [0-9a-f]{64}$/,
    ],
    ['another game', () => withHeader({ gameId: 'other' }), /^game\.json: its header names game other but its events are game /],
  ])('%s', (_what, text, message) => {
    expect(refusal(text())).toMatch(message);
  });

  test('files: missing, a folder, a broken gzip', () => {
    const folder = join(tmp.dir, 'folder.json');
    mkdirSync(folder);
    const gz = join(tmp.dir, 'broken.json.gz');
    writeFileSync(gz, gzipSync(exportText(doc)).subarray(0, 100));
    const messages = [join(tmp.dir, 'none.json'), folder, gz].map((f) => {
      try {
        readExportFile(f);
      } catch (err) {
        expect(err).toBeInstanceOf(ExportError);
        return (err as Error).message;
      }
      return 'loaded';
    });
    expect(messages[0]).toMatch(/none\.json: no such file$/);
    expect(messages[1]).toMatch(/folder\.json is a folder, not an exported game$/);
    expect(messages[2]).toMatch(/broken\.json\.gz is gzipped but cannot be unpacked \(.+\)$/);
    for (const m of messages) expect(m).not.toContain('\n');
  });
});

test("rulesetNote: nothing when the file's rules version is this engine's; a note when it differs", () => {
  const { events: _list, ...header } = doc;
  expect(rulesetNote(null)).toBeNull();
  expect(rulesetNote(header)).toBeNull();
  expect(rulesetNote({ ...header, engine: { version: '0.9.0' }, ruleset: { ...header.ruleset, version: 4 } })).toBe(
    `ruleset pacific-2001 is at rules version 4 in this file (engine 0.9.0) and 1 in this engine (${ENGINE_VERSION}): the events replay as recorded, but a command decided again may come out differently`,
  );
});
