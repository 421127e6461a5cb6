// `npm run verify` as an organizer runs it (issue 27, docs/audit.md): on a
// game played through the command service and exported, one line per check
// and the verdict; the exit codes 0 valid, 2 invalid, 3 valid as far as
// checked, 1 could not check. The tool in dist/ is run as `npm run verify`
// runs it (dist/ is compiled before the tests, test/support/build-dist.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverSeed } from '../../src/app/dice';
import { createServices } from '../../src/app/services';
import { createMemoryEventStore } from '../../src/store/memory';
import { buildExport, exportText } from '../../src/audit/export';
import type { RecordedEvent } from '../../src/store/port';
import { tempDir } from '../api/helpers';
import { copyOf, indexOf, rehash } from '../audit/tamper';
import { runTool } from '../support/cli-run';
import { playGame, tickingClock, uuidFrom } from '../support/command-player';

const SECRET = 'verify-cli-secret';
const gameId = uuidFrom('verify-cli');
let tmp: ReturnType<typeof tempDir>;
let file: string;
let forged: string;
let forgedAt: number;
let exported: string;
let forgedExport: string;
let cutExport: string;
let head: string;
let count: number;

const verify = (...args: string[]) => runTool('verify', args);

beforeAll(async () => {
  tmp = tempDir('pacific-verify-');
  const store = createMemoryEventStore();
  await playGame(createServices(store, SECRET, { now: tickingClock() }), { seed: 8, gameId, events: 300 });
  const events = copyOf(await store.readStream(`game-${gameId}`));
  head = events[events.length - 1].metadata.hash;
  count = events.length;
  file = join(tmp.dir, 'game.json');
  writeFileSync(file, JSON.stringify({ gameId, events }));
  // An income raised by 50 PUs and every hash recomputed: verify-chain passes it.
  const t = copyOf(events);
  forgedAt = indexOf(t, 'IncomeCollected');
  (t[forgedAt].data as { amount: number }).amount += 50;
  forged = join(tmp.dir, 'forged.json');
  writeFileSync(forged, JSON.stringify({ gameId, events: rehash(t) }));
  // As export-game writes it (format 2, its header naming the count and head), then forged with the
  // header left as it was: the income as above, and a copy cut by ten events.
  const header = buildExport(events as RecordedEvent[]);
  exported = join(tmp.dir, 'exported.json');
  writeFileSync(exported, exportText(header));
  forgedExport = join(tmp.dir, 'forged-export.json');
  writeFileSync(forgedExport, exportText({ ...header, events: t as RecordedEvent[] }));
  cutExport = join(tmp.dir, 'cut-export.json');
  writeFileSync(cutExport, exportText({ ...header, events: header.events.slice(0, -10) }));
}, 120_000);
afterAll(() => tmp.remove());

test('a good game with its seed, head and count: one line per check, VALID, exit 0', async () => {
  const r = await verify(file, '--seed', serverSeed(SECRET, gameId), '--head', head, '--events', String(count));
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  const lines = r.stdout.trim().split('\n');
  expect(lines[0]).toBe(`game ${gameId} "soak 8": pacific-1940, options none; ${count} events, in progress`);
  expect(lines.slice(1).map((l) => l.split(':')[0])).toEqual(['chain', 'head', 'count', 'dice', 'rules', 'engine', 'VALID']);
  expect(lines[1]).toBe(`chain: valid, ${count} events linked, head ${head}`);
  expect(lines[2]).toBe('head:  matches the head you noted');
  expect(lines[3]).toBe(`count: ${count} events, as you expected`);
  expect(lines[4]).toMatch(/^dice: {2}\d+ rolls \(0 scripted, \d+ recomputed from the seed\); given seed matches the commitment$/);
  expect(lines[5]).toMatch(new RegExp(`^rules: ${count} events re-derived from \\d+ commands \\(dice from the seed\\)$`));
  expect(lines[6]).toBe('engine: recorded by 0.2.0; checked by 0.2.0');
}, 90_000);

test('without the seed: valid as far as checked, says what was not, exit 3', async () => {
  const r = await verify(file);
  expect(r.code).toBe(3);
  expect(r.stdout).toMatch(/\nnot checked: dice: \d+ rolls cannot be checked: the seed is not revealed \(pass it with --seed\)\n/);
  expect(r.stdout).toMatch(/\nhead: {2}not checked \(note this head and pass --head next time: [0-9a-f]{64}\)\n/);
  expect(r.stdout.trim().split('\n').at(-1)).toBe('VALID AS FAR AS CHECKED (see "not checked")');
}, 90_000);

test('a re-hashed forged income: INVALID naming the event and the amounts, exit 2; --json says the same', async () => {
  const [r, json] = await Promise.all([verify(forged, '--seed', serverSeed(SECRET, gameId)), verify(forged, '--json')]);
  expect(r.code).toBe(2);
  expect(r.stdout).toMatch(/\nchain: valid/);
  expect(r.stdout.trim().split('\n').at(-1)).toMatch(
    new RegExp(`^INVALID: event ${forgedAt + 1} \\(IncomeCollected, \\w+\\): amount should be (\\d+), the log says \\d+`),
  );
  expect(json.code).toBe(2);
  expect(JSON.parse(json.stdout)).toMatchObject({
    verdict: 'invalid',
    game: { id: gameId },
    first: { event: forgedAt + 1, check: 'rules' },
  });
}, 90_000);

test('a wrong head or count: INVALID, exit 2; a malformed option: one line, exit 1', async () => {
  const [wrongHead, wrongCount, badHead, badCount] = await Promise.all([
    verify(file, '--head', 'a'.repeat(64)),
    verify(file, '--events', String(count + 10)),
    verify(file, '--head', 'abc'),
    verify(file, '--events', 'many'),
  ]);
  expect(wrongHead.code).toBe(2);
  expect(wrongHead.stdout).toContain(`head:  DIFFERS: the head you noted (${'a'.repeat(64)}) is not in the log`);
  expect(wrongCount.code).toBe(2);
  expect(wrongCount.stdout.trim().split('\n').at(-1)).toBe(`INVALID: the log has ${count} events, you expected ${count + 10}`);
  for (const r of [badHead, badCount]) {
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  }
  expect(badHead.stderr).toMatch(
    /^verify: option '--head <hash>' argument 'abc' is invalid\. expected the 64 hex digits of a SHA-256 hash/,
  );
  expect(badCount.stderr).toMatch(/^verify: option '--events <n>' argument 'many' is invalid\. expected a whole number/);
}, 90_000);

test("an export as export-game writes it: its header's count and head are checked too; forged under a stale header, the first divergence still leads", async () => {
  const seed = serverSeed(SECRET, gameId);
  const [good, forgedRun, cut] = await Promise.all([
    verify(exported, '--seed', seed),
    verify(forgedExport, '--seed', seed),
    verify(cutExport, '--seed', seed),
  ]);
  expect(good.code).toBe(0);
  expect(good.stdout).not.toContain('header:');
  expect(forgedRun.code).toBe(2);
  expect(forgedRun.stdout).toContain(`header: DIFFERS: the export's header names head ${head}, but its last event's hash is `);
  expect(forgedRun.stdout.trim().split('\n').at(-1)).toMatch(
    new RegExp(`^INVALID: event ${forgedAt + 1} \\(IncomeCollected, \\w+\\): amount should be`),
  );
  expect(cut.code).toBe(2);
  expect(cut.stdout.trim().split('\n').at(-1)).toBe(
    `INVALID: the export's header says ${count} events, but it holds ${count - 10} (a cut or padded file)`,
  );
}, 90_000);
