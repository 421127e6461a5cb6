// The game-record tool (docs/cli.md "game-record", docs/game-record.md) run as `npm run
// game-record` runs it (node dist/..., compiled before the tests: test/support/build-dist.ts):
// the record of the 2001 game played to its end, from its export and from a SQLite store,
// equal to what the record function writes; --format text and --out; --help with the exit
// codes; a missing or malformed file, a bad --format: one line, exit 1, no stack.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gameRecord } from '../../src/audit/record';
import type { RecordedEvent } from '../../src/store/port';
import { tempDir } from '../api/helpers';
import { endedGame } from '../audit/record-games';
import { NO_STACK, runTool, sqliteWith, type Run } from '../support/cli-run';

const tool = (args: string[], env: NodeJS.ProcessEnv = {}) => runTool('game-record', args, env);

function oneLine(r: Run): string {
  expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 1, stdout: '' });
  const lines = r.stderr.split('\n').filter((l) => l.trim() !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0].startsWith('game-record: ')).toBe(true);
  expect(r.stderr).not.toMatch(NO_STACK);
  return lines[0];
}

let tmp: ReturnType<typeof tempDir>;
let events: RecordedEvent[];
let gameId: string;
let file: string;
let dbPath: string;

beforeAll(async () => {
  tmp = tempDir('pacific-record-');
  const p = await endedGame('00000000-0000-4000-8000-00000000ec03');
  events = p.events;
  gameId = p.game.gameId;
  file = join(tmp.dir, 'game.json');
  writeFileSync(file, JSON.stringify({ gameId, exportedEvents: events.length, events }, null, 2));
  dbPath = join(tmp.dir, 'pacific.db');
  await sqliteWith(dbPath, gameId, events);
}, 120_000);
afterAll(() => tmp.remove());

test('--help: the usage, the options and the exit codes, exit 0', async () => {
  const r = await tool(['--help']);
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  expect(r.stdout).toMatch(/^Usage: game-record \[options\] <source>/);
  expect(r.stdout).toContain('--format <format>');
  expect(r.stdout).toContain('--out <file>');
  expect(r.stdout).toMatch(/\nExit codes:\n {2}0 {2}.+\n {2}1 {2}.+/);
}, 90_000);

test('an export: the Markdown record on stdout, exactly as gameRecord writes it; exit 0', async () => {
  const r = await tool([file]);
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  expect(r.stdout).toBe(gameRecord(events, { format: 'markdown' }));
  expect(r.stdout).toContain(`- Head hash: ${events[events.length - 1].metadata.hash}\n`);
  expect(r.stdout).toContain('- Result: The Axis win (AMBIG-32 victory cities, round 1).\n');
}, 90_000);

test('a game id in the store, --format text --out: the file and one line saying so; exit 0', async () => {
  const out = join(tmp.dir, 'game.txt');
  const r = await tool([gameId, '--format', 'text', '--out', out], { EVENT_STORE: 'sqlite', SQLITE_PATH: dbPath });
  expect(r).toEqual({ code: 0, stdout: `wrote the record of ${events.length} events to ${out}\n`, stderr: '' });
  expect(readFileSync(out, 'utf8')).toBe(gameRecord(events, { format: 'text' }));
}, 90_000);

test('a missing file, a malformed one, a bad format, an unwritable --out: one line each, exit 1', async () => {
  const bad = join(tmp.dir, 'bad.json');
  writeFileSync(bad, '{"events": [');
  const nowhere = join(tmp.dir, 'nowhere.json');
  const [missing, malformed, format, out] = await Promise.all([
    tool([nowhere]),
    tool([bad]),
    tool([file, '--format', 'html']),
    tool([file, '--out', join(tmp.dir, 'no-folder', 'x.md')]),
  ]);
  expect(oneLine(missing)).toBe(`game-record: ${nowhere}: no such file`);
  expect(oneLine(malformed)).toMatch(/bad\.json is not valid JSON \(.+\); export a game with export-game$/);
  expect(oneLine(format)).toMatch(
    /^game-record: option '--format <format>' argument 'html' is invalid\. Allowed choices are markdown, text\./,
  );
  expect(oneLine(out)).toMatch(/^game-record: cannot write .*x\.md: ENOENT/);
}, 90_000);
