// import-game (src/cli/import-game.ts, src/audit/import.ts, docs/exports.md): a game played
// and exported is imported into a fresh SQLite store file by the compiled tool, as
// `npm run import-game` runs it. The events are the same (ids, types, payloads, metadata,
// so the same hashes), a server started on that store serves the same game and board, and a
// seat token the player held before is accepted for the next legal command, which appends
// the same events it appends in the original store. Importing twice is refused; a broken
// chain is refused.
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphql } from 'graphql';
import { streamOf } from '../../projections/game-states';
import { buildApiSchema } from '../../src/api/schema';
import { buildExport, exportText, parseExport } from '../../src/audit/export';
import { importGame, verifyBeforeImport } from '../../src/audit/import';
import { verifyChain } from '../../src/app/event-chain';
import { createServices, type Services } from '../../src/app/services';
import { rulesetView } from '../../src/rules';
import { createMemoryEventStore } from '../../src/store/memory';
import type { RecordedEvent } from '../../src/store/port';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { startTestServer, tempDir, type TestServer } from '../api/helpers';
import { NO_STACK, runTool } from '../support/cli-run';
import { copyOf, rehash } from './tamper';
import { playGame, tickingClock, type PlayedGame } from '../support/command-player';

const SECRET = 'import-test-secret';
const GAME = '00000000-0000-4000-8000-00000000e702';

const tool = (args: string[], env: NodeJS.ProcessEnv) => runTool('import-game', args, env);

const QUERY = `query($id: String!) { game(id: $id) {
  id name rulesetId options status winner round currentPower phase eventCount chain { valid checked }
  board { eventNumber status round currentPower phase
    powers { power pus seatTaken } territories { name owner production } units { id type owner at damage } }
  pendingDecisions { kind power }
} }`;

const tmp = tempDir('pacific-import-');
const dbPath = join(tmp.dir, 'imported.db');
const env = { EVENT_STORE: 'sqlite', SQLITE_PATH: dbPath };
let source: Services;
let game: PlayedGame;
let events: RecordedEvent[];
let file: string;
let server: TestServer | null = null;

beforeAll(async () => {
  const store = createMemoryEventStore();
  source = createServices(store, SECRET, { now: tickingClock() });
  // Server dice (no practice seed): the imported game rolls on with the same TOKEN_SECRET.
  game = await playGame(source, { seed: 21, gameId: GAME, events: 150, name: 'import test' });
  events = await store.readStream(streamOf(GAME));
  file = join(tmp.dir, 'game.json');
  writeFileSync(file, exportText(buildExport(events)));
});
afterAll(async () => {
  await server?.stop();
  tmp.remove();
});

test('import-game --help: usage and exit codes, exit 0', async () => {
  const r = await tool(['--help'], env);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^Usage: import-game \[options\] <file>/);
  expect(r.stdout).toMatch(/Exit codes:\n {2}0 {2}imported.*\n {2}1 {2}a missing, malformed or newer-version file/);
});

test('imports the game: the same ids, types, payloads and metadata, so the same hashes', async () => {
  const r = await tool([file], env);
  expect(r).toEqual({
    code: 0,
    stdout: `imported ${events.length} events of game ${GAME} into the sqlite store at ${dbPath}\n`,
    stderr: '',
  });
  const store = createSqliteEventStore({ path: dbPath });
  try {
    const imported = await store.readStream(streamOf(GAME));
    const essence = (list: RecordedEvent[]) =>
      list.map(({ id, type, data, metadata, revision }) => ({ id, type, data, metadata, revision }));
    expect(essence(imported)).toEqual(essence(events));
    expect(imported.map((e) => e.metadata.hash)).toEqual(events.map((e) => e.metadata.hash));
    expect(verifyChain(imported)).toMatchObject({ valid: true, checked: events.length });
  } finally {
    await store.close();
  }
});

test('importing it again is refused and changes nothing; so is a broken chain', async () => {
  const again = await tool([file], env);
  expect(again.code).toBe(1);
  expect(again.stdout).toBe('');
  expect(again.stderr).toBe(
    `import-game: game ${GAME} already exists in the sqlite store at ${dbPath} (${events.length} events): nothing was imported\n`,
  );
  const broken = join(tmp.dir, 'broken.json');
  const changed = events.map((e, i) => (i === 5 ? { ...e, data: { ...(e.data as object), tampered: true } } : e));
  writeFileSync(broken, JSON.stringify({ gameId: GAME, exportedEvents: events.length, events: changed }));
  const r = await tool([broken], { EVENT_STORE: 'sqlite', SQLITE_PATH: join(tmp.dir, 'other.db') });
  expect(r.code).toBe(1);
  expect(r.stderr).toBe(`import-game: ${broken} was not imported: its hash chain breaks at event 6: hash does not match the event\n`);
  expect(r.stderr).not.toMatch(NO_STACK);
});

test('exported again from the imported store: the same file, byte for byte', async () => {
  const store = createSqliteEventStore({ path: dbPath });
  try {
    expect(exportText(buildExport(await store.readStream(streamOf(GAME))))).toBe(readFileSync(file, 'utf8'));
  } finally {
    await store.close();
  }
});

test('a server on the store serves the same game and board; a seat token from before plays on', async () => {
  server = await startTestServer({ dbPath, secret: SECRET });
  const schema = await buildApiSchema();
  const original = await graphql({ schema, source: QUERY, variableValues: { id: GAME }, contextValue: { services: source } });
  expect(original.errors).toBeUndefined();
  const served = await server.data(QUERY, { id: GAME });
  expect(served).toEqual(original.data);
  expect((served as { game: { chain: unknown } }).game.chain).toEqual({ valid: true, checked: events.length });

  // The current seat's next command, with the token its player held before the export, through the
  // API on the imported store and through the command service on the original: the same events.
  const state = (await source.states.current(GAME))!.state;
  const seat = rulesetView('pacific-1940').playerOf(state.current).seat;
  const input = { commandId: '6f1e1c1e-0000-4000-8000-000000000001', gameId: GAME, seatToken: game.tokens[seat] };
  const answer = (await server.data(
    `mutation($input: EndPhaseInput!) { endPhase(input: $input) { __typename ... on CommandAccepted { events { type } } ... on RuleViolation { code message } } }`,
    { input },
  )) as { endPhase: { __typename: string; events?: { type: string }[] } };
  expect(answer.endPhase.__typename).toBe('CommandAccepted');
  const there = await source.commands.handle({
    gameId: GAME,
    commandId: input.commandId,
    token: game.tokens[seat],
    command: { type: 'EndPhase' },
  });
  if (!there.ok) throw new Error(there.violation.code);
  const after = await server.store.readStream(streamOf(GAME), { fromRevision: events.length });
  const strip = (list: readonly RecordedEvent[]) => list.map(({ id, type, data }) => ({ id, type, data }));
  expect(strip(after)).toEqual(strip(there.events));
  expect(answer.endPhase.events!.map((e) => e.type)).toEqual(there.events.map((e) => e.type));
  expect(verifyChain(await server.store.readStream(streamOf(GAME)))).toMatchObject({ valid: true });
});

test('in batches, as on KurrentDB (whose appends have a size limit): the same events, each batch after the last', async () => {
  const store = createMemoryEventStore();
  const appends: number[] = [];
  const append = store.append.bind(store);
  store.append = async (stream, list, options) => {
    appends.push(list.length);
    return append(stream, list, options);
  };
  const loaded = parseExport(exportText(buildExport(events)), 'game.json');
  expect(await importGame(store, loaded, 40_000)).toEqual({ ok: true, gameId: GAME, events: events.length });
  expect(appends.length).toBeGreaterThan(2);
  expect(appends.reduce((a, b) => a + b, 0)).toBe(events.length);
  const imported = await store.readStream(streamOf(GAME));
  expect(imported.map(({ id, metadata }) => [id, metadata.hash])).toEqual(events.map(({ id, metadata }) => [id, metadata.hash]));
});

test('the checks before an import: a ruleset this engine does not play, a header that does not match the replay', () => {
  const loaded = parseExport(exportText(buildExport(events)), 'game.json');
  expect(verifyBeforeImport(loaded)).toEqual([]);
  expect(verifyBeforeImport({ ...loaded, header: { ...loaded.header!, status: 'ended', winner: 'Axis' } })).toEqual([
    'its events replay to a game active (winner null), not ended as its header says',
  ]);
  const created = { ...events[0], data: { ...(events[0].data as object), rulesetId: 'pacific-1942' } };
  expect(verifyBeforeImport({ ...loaded, events: [created, ...events.slice(1)] })).toEqual([
    'its hash chain breaks at event 1: hash does not match the event',
    'its ruleset "pacific-1942" is not one this engine plays (pacific-1940, pacific-1940-2e, pacific-2001): import it with a newer engine',
  ]);
});

test('a forged log, every hash recomputed, is not imported: the audit names its first divergence (docs/audit.md)', () => {
  const forged = copyOf(events);
  (forged[0].data as { options: string[] }).options = ['hr01-rail-movement'];
  const loaded = parseExport(exportText(buildExport(rehash(forged))), 'game.json');
  expect(verifyChain(loaded.events).valid).toBe(true);
  expect(verifyBeforeImport(loaded)).toEqual([
    'it does not verify: event 1 (GameCreated): options should be [], the log says ["hr01-rail-movement"]',
  ]);
});
