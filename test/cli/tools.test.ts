// Every command-line tool run as a person runs it (#25 "Command-line tools"): --help
// answers with the usage and the exit codes and does nothing else (serve --help used to
// start a server, verify-chain --help looked for a game called --help); a missing or
// malformed file is one line naming it and the cause, exit 1, never a JavaScript stack;
// a good file gets a line saying what was done. The tools in dist/ are run as `npm run
// <tool>` runs them (dist/ is compiled before the tests, test/support/build-dist.ts);
// the importer, which is not part of the server, through ts-node as `npm run
// import-rulesets` runs it. Exit codes: docs/cli.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverSeed } from '../../src/app/dice';
import { tempDir } from '../api/helpers';
import { diceGame, SECRET } from '../dice/helpers';
import { NO_STACK, ROOT, runNode, runTool, sqliteWith, type Run } from '../support/cli-run';

const REFERENCE = resolve(ROOT, '../shared/reference');

const run = runNode;
const tool = (name: string, ...args: string[]) => runTool(name, args);
const importer = (...args: string[]) => run(['-r', 'ts-node/register/transpile-only', 'tools/import-rulesets.ts', ...args]);

/** A refusal: exit 1, nothing on stdout, exactly one line on stderr that starts with the tool's name, no stack. */
function expectOneLine(r: Run, name: string): string {
  expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 1, stdout: '' });
  const lines = r.stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0].startsWith(`${name}: `)).toBe(true);
  expect(r.stderr).not.toMatch(NO_STACK);
  return lines[0];
}

const TOOLS = ['serve', 'verify', 'verify-chain', 'verify-dice', 'export-game', 'import-game', 'print-schema'];

let tmp: ReturnType<typeof tempDir>;
let dbPath: string;
let gameId: string;
let eventCount: number;
const malformed: Record<string, string> = {};

beforeAll(async () => {
  tmp = tempDir('pacific-cli-');
  // A game with dice in a SQLite store, as a server would have left it.
  const g = await diceGame();
  await g.roll(3, 2);
  const events = await g.events();
  gameId = g.gameId;
  eventCount = events.length;
  dbPath = join(tmp.dir, 'pacific.db');
  await sqliteWith(dbPath, gameId, events);
  const write = (name: string, text: string) => {
    malformed[name] = join(tmp.dir, name);
    writeFileSync(malformed[name], text);
  };
  write('truncated.json', JSON.stringify({ gameId, events }).slice(0, 500));
  write('not-an-export.json', JSON.stringify({ hello: 'world' }));
  write('bad-event.json', JSON.stringify({ events: [{ type: 'GameCreated', data: {} }] }));
}, 60_000);
afterAll(() => tmp.remove());

describe.each(TOOLS)('%s --help', (name) => {
  test('prints the usage and the exit codes on stdout, does nothing else, exits 0', async () => {
    const r = await tool(name, '--help');
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(new RegExp(`^Usage: ${name} `));
    expect(r.stdout).toMatch(/\nExit codes:\n {2}0 {2}.+\n {2}1 {2}.+/);
    expect(r.stdout).not.toContain('GraphQL on'); // serve --help starts no server
  }, 90_000);
});

test('an unknown option or a missing argument: one line with a pointer to --help, exit 1', async () => {
  const [unknown, missing, extra] = await Promise.all([
    tool('verify-chain', 'x.json', '--bogus'),
    tool('verify-dice'),
    tool('serve', 'now'),
  ]);
  expect(expectOneLine(unknown, 'verify-chain')).toBe("verify-chain: unknown option '--bogus' (verify-chain --help for usage)");
  expect(expectOneLine(missing, 'verify-dice')).toBe("verify-dice: missing required argument 'source' (verify-dice --help for usage)");
  expect(expectOneLine(extra, 'serve')).toMatch(/^serve: too many arguments/);
}, 90_000);

describe.each(['verify', 'verify-chain', 'verify-dice', 'import-game'])('%s on a file', (name) => {
  test('missing: one line naming it, exit 1', async () => {
    const file = join(tmp.dir, 'nowhere.json');
    expect(expectOneLine(await tool(name, file), name)).toBe(`${name}: ${file}: no such file`);
  }, 90_000);

  test('malformed (not JSON, not an export, an event without its hashes): one line each, exit 1', async () => {
    const [truncated, notExport, badEvent, folder] = await Promise.all([
      tool(name, malformed['truncated.json']),
      tool(name, malformed['not-an-export.json']),
      tool(name, malformed['bad-event.json']),
      tool(name, tmp.dir),
    ]);
    expect(expectOneLine(truncated, name)).toMatch(
      new RegExp(`^${name}: .*truncated\\.json is not valid JSON \\(.+\\); export a game with export-game$`),
    );
    expect(expectOneLine(notExport, name)).toMatch(/not-an-export\.json is not an exported game: it has no "events" list/);
    expect(expectOneLine(badEvent, name)).toMatch(/bad-event\.json is not an exported game: event 1 has no type or metadata/);
    expect(expectOneLine(folder, name)).toMatch(/is a folder, not an exported game$/);
  }, 90_000);
});

describe('a good game: export-game writes it, verify-chain and verify-dice pass it', () => {
  let file: string;

  test('export-game <gameId> <file>: the file, and one line saying so; exit 0', async () => {
    file = join(tmp.dir, 'game.json');
    const r = await run(['dist/src/cli/export-game.js', gameId, file], { EVENT_STORE: 'sqlite', SQLITE_PATH: dbPath });
    expect(r).toEqual({ code: 0, stdout: `exported ${eventCount} events of game ${gameId} to ${file}\n`, stderr: '' });
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    // The versioned export document (docs/exports.md).
    expect(exported).toMatchObject({ format: 'pacific-engine/game-export', formatVersion: 2, gameId, eventCount });
    expect(exported.events).toHaveLength(eventCount);
  }, 90_000);

  test('export-game <gameId> to stdout: the JSON alone on stdout, the line on stderr', async () => {
    const r = await run(['dist/src/cli/export-game.js', gameId], { EVENT_STORE: 'sqlite', SQLITE_PATH: dbPath });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).events).toHaveLength(eventCount);
    expect(r.stderr).toBe(`exported ${eventCount} events of game ${gameId} to stdout\n`);
  }, 90_000);

  test('verify-chain: "valid: N events", exit 0; verify-dice --seed: "all dice match", exit 0', async () => {
    const [chain, dice] = await Promise.all([tool('verify-chain', file), tool('verify-dice', file, '--seed', serverSeed(SECRET, gameId))]);
    expect(chain.code).toBe(0);
    expect(chain.stdout).toMatch(new RegExp(`^valid: ${eventCount} events, last hash [0-9a-f]{64}\n$`));
    expect(chain.stderr).toBe('');
    expect(dice.code).toBe(0);
    expect(dice.stdout).toContain('dice: 5 rolled, 0 scripted, 5 recomputed from the seed');
    expect(dice.stdout.trim().split('\n').at(-1)).toBe('all dice match');
  }, 90_000);

  test('a changed event: verify-chain exits 2 with "INVALID at event N"', async () => {
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.events[1].data = { ...doc.events[1].data, forged: true };
    const forged = join(tmp.dir, 'forged.json');
    writeFileSync(forged, JSON.stringify(doc));
    const r = await tool('verify-chain', forged);
    expect(r).toEqual({ code: 2, stdout: 'INVALID at event 2: hash does not match the event\n', stderr: '' });
  }, 90_000);

  test('export-game: a game not in the store, or a file that cannot be written: one line, exit 1', async () => {
    const env = { EVENT_STORE: 'sqlite', SQLITE_PATH: dbPath };
    const [absent, unwritable] = await Promise.all([
      run(['dist/src/cli/export-game.js', 'no-such-game'], env),
      run(['dist/src/cli/export-game.js', gameId, join(tmp.dir, 'no-folder', 'game.json')], env),
    ]);
    expect(expectOneLine(absent, 'export-game')).toBe('export-game: no game no-such-game in the configured store');
    expect(expectOneLine(unwritable, 'export-game')).toMatch(/^export-game: cannot write .*no-folder\/game\.json: ENOENT/);
  }, 90_000);
});

describe('print-schema', () => {
  test('--check on the committed schema: up to date, exit 0; on a stale or missing file: exit 2 with the line to fix it', async () => {
    const stale = join(tmp.dir, 'stale.graphql');
    writeFileSync(stale, 'type Query { old: String }\n');
    const [good, staleRun, missing] = await Promise.all([
      tool('print-schema', '--check'),
      tool('print-schema', stale, '--check'),
      tool('print-schema', join(tmp.dir, 'none.graphql'), '--check'),
    ]);
    expect(good).toEqual({ code: 0, stdout: 'schema/schema.graphql is up to date.\n', stderr: '' });
    expect(staleRun).toEqual({ code: 2, stdout: '', stderr: `${stale} is stale: run "npm run schema" and commit it.\n` });
    expect(missing.code).toBe(2);
  }, 90_000);

  test('a file that cannot be written: one line, exit 1', async () => {
    const line = expectOneLine(await tool('print-schema', join(tmp.dir, 'no-folder', 'schema.graphql')), 'print-schema');
    expect(line).toMatch(/^print-schema: cannot write .*no-folder\/schema\.graphql: ENOENT/);
  }, 90_000);
});

describe('import-rulesets', () => {
  test('--help: usage and exit codes, exit 0', async () => {
    const r = await importer('--help');
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/^Usage: import-rulesets \[options\] \[referenceDir\]/);
    expect(r.stdout).toContain('--into <folder>');
    expect(r.stdout).toMatch(/\nExit codes:\n {2}0 {2}.+\n {2}1 {2}.+/);
  }, 90_000);

  test('a missing reference folder, or one whose game file is malformed or missing: one line, exit 1, nothing written', async () => {
    const into = join(tmp.dir, 'import-out');
    const broken = join(tmp.dir, 'broken-reference');
    mkdirSync(join(broken, 'pacific-1940'), { recursive: true });
    writeFileSync(join(broken, 'pacific-1940', 'ww2pac40.xml'), '<game><map><territory name="x"'); // cut off
    const empty = join(tmp.dir, 'empty-reference');
    mkdirSync(empty);
    const [missing, malformedRun, absentFile] = await Promise.all([
      importer(join(tmp.dir, 'no-reference'), '--into', into),
      importer(broken, '--into', into),
      importer(empty, '--into', into),
    ]);
    expect(expectOneLine(missing, 'import-rulesets')).toBe(`import-rulesets: reference folder not found: ${join(tmp.dir, 'no-reference')}`);
    expect(
      expectOneLine(malformedRun, 'import-rulesets').startsWith(
        `import-rulesets: cannot import pacific-1940: ${join(broken, 'pacific-1940', 'ww2pac40.xml')} is not a game file this importer reads: `,
      ),
    ).toBe(true);
    expect(expectOneLine(absentFile, 'import-rulesets')).toBe(
      `import-rulesets: cannot import the rulesets from ${empty}: ${join(empty, 'pacific-1940', 'ww2pac40.xml')} is missing`,
    );
    expect(existsSync(into)).toBe(false);
  }, 90_000);

  const haveReference = existsSync(REFERENCE);
  if (!haveReference) console.warn(`tools.test.ts: "import-rulesets on the reference folder" skipped: ${REFERENCE} is absent.`);
  (haveReference ? test : test.skip)(
    'on the reference folder: the committed rulesets and maps, byte for byte, and a closing line; exit 0',
    async () => {
      const into = join(tmp.dir, 'imported');
      const r = await importer(REFERENCE, '--into', into);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout.trim().split('\n').at(-1)).toBe(`imported 3 rulesets and 2 board maps from ${REFERENCE}`);
      for (const f of [
        'pacific-1940/ruleset.json',
        'pacific-1940-2e/ruleset.json',
        'pacific-2001/ruleset.json',
        'pacific-1940/map.json',
        'pacific-2001/map.json',
      ])
        expect(readFileSync(join(into, 'src/rules/rulesets', f), 'utf8')).toBe(readFileSync(join(ROOT, 'src/rules/rulesets', f), 'utf8'));
    },
    120_000,
  );
});
