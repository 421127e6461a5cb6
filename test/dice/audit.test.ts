// The auditor's check: every roll of a log recomputed from the documented
// derivation; tampering is found; the command line exits 0 only when all match.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverSeed } from '../../src/app/dice';
import { verifyDice } from '../../src/app/dice-audit';
import { program } from '../../src/cli/verify-dice';
import type { RecordedEvent } from '../../src/store/port';
import { diceGame, SECRET } from './helpers';

const run = promisify(execFile);

async function playedGame(create: Record<string, unknown> = {}) {
  const g = await diceGame({ create });
  await g.roll(3, 2);
  await g.roll(30);
  return g;
}

const revealOf = (gameId: string, commitment: string | null) => ({
  type: 'DiceSeedRevealed' as const,
  data: { seed: serverSeed(SECRET, gameId), commitment, reason: 'gameEnded' as const },
});

function tamper(events: RecordedEvent[], at: number, change: (data: any) => void): RecordedEvent[] {
  const copy: RecordedEvent[] = JSON.parse(JSON.stringify(events));
  change(copy[at].data);
  return copy;
}

describe('verifyDice', () => {
  test('accepts an intact log once the seed is revealed, and finds a changed value', async () => {
    const g = await playedGame();
    await g.append([revealOf(g.gameId, (await g.state()).dice.commitment)]);
    const events = await g.events();
    const ok = verifyDice(events);
    expect(ok).toMatchObject({
      valid: true,
      rolls: 35,
      seedRolls: 35,
      scriptedRolls: 0,
      seedFrom: 'revealed',
      commitmentMatches: true,
      problems: [],
    });

    const i = events.findIndex((e) => e.type === 'DiceRolled');
    const bad = verifyDice(tamper(events, i, (d) => (d.values[1] = (d.values[1] % 6) + 1)));
    expect(bad.valid).toBe(false);
    expect(bad.problems).toEqual([expect.stringMatching(new RegExp(`^event ${i + 1}: roll 2 is \\d, the seed gives \\d$`))]);
  });

  test('without the reveal, the seed rolls cannot be checked unless the seed is given', async () => {
    const g = await playedGame();
    const events = await g.events();
    const unknown = verifyDice(events);
    expect(unknown).toMatchObject({ valid: false, seedFrom: null, seedRolls: 0 });
    expect(unknown.problems).toEqual(['35 rolls cannot be checked: the seed is not revealed (pass it with --seed)']);
    expect(verifyDice(events, { seed: serverSeed(SECRET, g.gameId) })).toMatchObject({ valid: true, seedFrom: 'given', seedRolls: 35 });
    const wrong = verifyDice(events, { seed: 'not the seed' });
    expect(wrong.valid).toBe(false);
    expect(wrong.commitmentMatches).toBe(false);
  });

  test('a revealed seed that is not the committed one is caught', async () => {
    const g = await playedGame();
    await g.append([{ type: 'DiceSeedRevealed', data: { seed: 'forged', commitment: null, reason: 'gameEnded' } }]);
    const audit = verifyDice(await g.events());
    expect(audit.valid).toBe(false);
    expect(audit.problems[0]).toMatch(/SHA-256 of the revealed seed is not the commitment/);
  });

  test('gaps in the numbering, false scripted flags and late entropy are caught', async () => {
    const g = await playedGame({ scriptedDice: [5, 5] });
    const events = await g.events();
    const seed = serverSeed(SECRET, g.gameId);
    expect(verifyDice(events, { seed })).toMatchObject({ valid: true, scriptedRolls: 2, seedRolls: 33 });
    const rolls = events
      .map((e, i) => [e, i] as const)
      .filter(([e]) => e.type === 'DiceRolled')
      .map(([, i]) => i);
    expect(
      verifyDice(
        tamper(events, rolls[1], (d) => (d.first = 99)),
        { seed },
      ).problems[0],
    ).toMatch(/starts at roll 99, expected 4/);
    expect(
      verifyDice(
        tamper(events, rolls[0], (d) => (d.values[0] = 4)),
        { seed },
      ).problems[0],
    ).toMatch(/roll 1 is 4, the script says 5/);
    expect(
      verifyDice(
        tamper(events, rolls[2], (d) => (d.scripted[0] = true)),
        { seed },
      ).problems[0],
    ).toMatch(/marked scripted/);
    const late = [...events, { ...events[1], data: { power: 'UK', tokenHash: 'x', entropy: 'late' } }];
    expect(verifyDice(late, { seed }).problems[0]).toMatch(/UK added entropy after roll 35/);
  });

  test('a practice game with a creator seed is checkable from its first event', async () => {
    const g = await playedGame({ diceSeed: 'open practice' });
    expect(verifyDice(await g.events())).toMatchObject({ valid: true, seedFrom: 'creator', seedRolls: 35, commitmentMatches: true });
  });

  test('a game without rolls is trivially valid', async () => {
    const g = await diceGame();
    expect(verifyDice(await g.events())).toMatchObject({ valid: true, rolls: 0 });
  });
});

test('verify-dice arguments (commander): the source, --seed in both spellings; usage errors refused', () => {
  const parse = (argv: string[]) => {
    const p = program()
      .action(() => undefined) // parse only
      .configureOutput({ writeErr: () => undefined, outputError: () => undefined });
    p.parse(argv, { from: 'user' });
    return { source: p.args[0], ...p.opts() };
  };
  expect(parse(['game.json'])).toEqual({ source: 'game.json' });
  expect(parse(['game.json', '--seed', 'abc'])).toEqual({ source: 'game.json', seed: 'abc' });
  expect(parse(['--seed=abc', 'game.json'])).toEqual({ source: 'game.json', seed: 'abc' });
  expect(() => parse([])).toThrow(/missing required argument 'source'/);
  expect(() => parse(['game.json', '--seed'])).toThrow(/argument missing/);
  expect(() => parse(['a.json', 'b.json'])).toThrow(/too many arguments/);
});

test('npm run verify-dice exits 0 on an intact export and 2 on a tampered one', async () => {
  const g = await playedGame();
  const events = await g.events();
  const dir = mkdtempSync(join(tmpdir(), 'verify-dice-'));
  try {
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ gameId: g.gameId, exportedEvents: events.length, events }));
    // As `npm run verify-dice` runs it: the compiled tool (dist/ is built before the tests, test/support/build-dist.ts).
    const cli = ['dist/src/cli/verify-dice.js'];
    const cwd = join(__dirname, '../..');
    const opts = { cwd, timeout: 120_000, killSignal: 'SIGKILL' as const };
    const ok = await run(process.execPath, [...cli, good, '--seed', serverSeed(SECRET, g.gameId)], opts);
    expect(ok.stdout).toContain('all dice match');
    expect(ok.stdout).toContain('35 rolled, 0 scripted, 35 recomputed from the seed');

    const i = events.findIndex((e) => e.type === 'DiceRolled');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ events: tamper(events, i, (d) => (d.values[0] = (d.values[0] % 6) + 1)) }));
    const failed = await run(process.execPath, [...cli, bad, '--seed', serverSeed(SECRET, g.gameId)], opts).then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stdout).toContain('NOT VERIFIED');
    expect(failed?.stdout).toMatch(/problem: event \d+: roll 1 is/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
