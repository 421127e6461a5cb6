// The organizer's audit (issue 27, docs/audit.md): a log the forger edited with
// care, every hash recomputed, still fails, at the right first divergence and
// in words. Each tamper below passes verify-chain; verifyGame catches it.
import { verifyChain } from '../../src/app/event-chain';
import { serverSeed } from '../../src/app/dice';
import { createServices } from '../../src/app/services';
import { rederive, type LogEvent } from '../../src/audit/rederive';
import { verifyGame } from '../../src/audit/verify';
import { createMemoryEventStore } from '../../src/store/memory';
import { playGame, tickingClock, uuidFrom } from '../support/command-player';
import { copyOf, indexOf, rehash } from './tamper';

const SECRET = 'verify-test-secret';
const gameId = uuidFrom('verify-tamper');
let log: LogEvent[];
let seed: string;
let secrets: string[];

beforeAll(async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, SECRET, { now: tickingClock() });
  const played = await playGame(services, { seed: 8, gameId, events: 600 });
  secrets = [played.organizerToken, ...Object.values(played.tokens)];
  log = copyOf(await store.readStream(`game-${gameId}`));
  seed = serverSeed(SECRET, gameId);
}, 120_000);

/** The log after an edit and a full re-hash: the chain holds, as a careful forger makes sure. */
function forged(edit: (events: LogEvent[]) => LogEvent[] | void): LogEvent[] {
  const events = copyOf(log);
  const out = rehash(edit(events) ?? events);
  expect(verifyChain(out).valid).toBe(true);
  return out;
}

describe('a log as the engine wrote it', () => {
  test('with the seed: valid, every event re-derived from the recorded commands, every die from the seed', () => {
    const r = verifyGame(log, { seed, head: log[log.length - 1].metadata.hash, events: log.length });
    expect(r.verdict).toBe('valid');
    expect(r.findings).toEqual([]);
    expect(r.rules).toMatchObject({ divergence: null, rederived: log.length, trusted: 0, dice: 'seed' });
    expect(r.rules.commands).toBe(new Set(log.map((e) => e.metadata.commandId)).size);
    expect(r.dice.rolls).toBeGreaterThan(20);
    expect(r.dice.seedRolls).toBe(r.dice.rolls);
  });

  test('without the seed (a game in progress): valid as far as checked, the dice taken from the log, and it says the dice are unchecked', () => {
    const r = verifyGame(log);
    expect(r.verdict).toBe('partial');
    expect(r.rules).toMatchObject({ divergence: null, rederived: log.length, dice: 'log' });
    expect(r.unchecked).toEqual([expect.stringMatching(/^dice: \d+ rolls cannot be checked: the seed is not revealed/)]);
  });

  test('every command is on the first of its events, with the engine version, and holds no token', () => {
    const firsts = log.filter((e, i) => i === 0 || log[i - 1].metadata.commandId !== e.metadata.commandId);
    expect(firsts.every((e) => e.metadata.command && e.metadata.engineVersion === '0.2.0')).toBe(true);
    expect(log.filter((e) => e.metadata.command).length).toBe(firsts.length);
    const text = JSON.stringify(log.map((e) => e.metadata.command));
    expect(text).toContain('organizerTokenHash');
    expect(text).not.toContain(seed);
    // Nor does anything else in the log hold a token or the seed: only their hashes.
    const all = JSON.stringify(log);
    for (const secret of [...secrets, seed]) expect(all).not.toContain(secret);
    expect(secrets).toHaveLength(6);
  });

  test('progress is told after each command, up to the whole log', () => {
    const seen: number[] = [];
    rederive(log, { onProgress: (done, total) => (expect(total).toBe(log.length), seen.push(done)) });
    expect(seen[seen.length - 1]).toBe(log.length);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});

describe('tampered, every hash recomputed: the first divergence, named', () => {
  test('an income raised from what the rules give: the IncomeCollected event, its amount, in words', () => {
    const i = indexOf(log, 'IncomeCollected');
    const { power, amount } = log[i].data as { power: string; amount: number };
    const r = verifyGame(
      forged((e) => {
        (e[i].data as { amount: number }).amount = amount + 50;
      }),
      { seed },
    );
    expect(r.verdict).toBe('invalid');
    expect(r.first).toEqual({
      event: i + 1,
      check: 'rules',
      message: expect.stringContaining(
        `event ${i + 1} (IncomeCollected, ${power}): amount should be ${amount}, the log says ${amount + 50}`,
      ),
    });
  });

  test("a battle's hits set to 0: the HitsScored event", () => {
    const i = indexOf(log, 'HitsScored', (d) => d.total > 0);
    const r = verifyGame(
      forged((e) => {
        Object.assign(e[i].data as object, { total: 0 });
      }),
      { seed },
    );
    expect(r.first).toMatchObject({ event: i + 1, check: 'rules' });
    expect(r.first!.message).toMatch(new RegExp(`^event ${i + 1} \\(HitsScored\\): total should be [1-9]\\d*, the log says 0`));
  });

  test('casualties changed: another unit named as lost', () => {
    const i = indexOf(log, 'CasualtiesChosen', (d) => d.units.length > 0);
    const r = verifyGame(
      forged((e) => {
        (e[i].data as { units: { unitId: string }[] }).units[0].unitId = 'u1';
      }),
      { seed },
    );
    expect(r.first).toMatchObject({ event: i + 1, check: 'rules' });
    expect(r.first!.message).toMatch(/units\[0\]\.unitId should be "u\d+", the log says "u1"/);
  });

  test('the last ten events cut off: the head the organizer noted says so', () => {
    const head = log[log.length - 1].metadata.hash;
    const r = verifyGame(
      forged((e) => e.slice(0, -10)),
      { seed, head },
    );
    expect(r.verdict).toBe('invalid');
    expect(r.findings.map((f) => f.check)).toContain('head');
    expect(r.findings.find((f) => f.check === 'head')!.message).toMatch(
      /^the head you noted \(\w+\) is not in the log: its last event 590/,
    );
    // With the count instead of the head, the same.
    expect(
      verifyGame(
        forged((e) => e.slice(0, -10)),
        { events: log.length },
      ).first,
    ).toMatchObject({
      check: 'count',
      message: `the log has ${log.length - 10} events, you expected ${log.length}`,
    });
  });

  test("a cut inside a command's events is a divergence even without the head", () => {
    const i = indexOf(log, 'DiceRolled', () => true, 100);
    const r = verifyGame(forged((e) => e.slice(0, i + 1)));
    expect(r.first).toMatchObject({ event: i + 2, check: 'rules' });
    expect(r.first!.message).toMatch(new RegExp(`^event ${i + 2}: the rules produce \\w+ here, but the log ends after ${i + 1} events`));
  });

  test('a removed DiceRolled event: where it was, whether or not the seed is known', () => {
    const i = indexOf(log, 'DiceRolled');
    const cut = () => forged((e) => e.filter((_, k) => k !== i));
    const noSeed = verifyGame(cut());
    expect(noSeed.first).toMatchObject({ event: i + 1, check: 'rules' });
    expect(noSeed.first!.message).toMatch(
      new RegExp(`^event ${i + 1}: the rules roll \\d+ dic?e here \\(.+\\), the log has \\w+ .*: a DiceRolled event is missing$`),
    );
    const withSeed = verifyGame(cut(), { seed });
    expect(withSeed.first).toMatchObject({ event: i + 1 });
    expect(withSeed.first!.message).toMatch(new RegExp(`^event ${i + 1}: the rules produce DiceRolled here`));
  });

  test('a die changed: the dice check and the rules both name that event', () => {
    const i = indexOf(log, 'DiceRolled');
    const r = verifyGame(
      forged((e) => {
        const d = e[i].data as { values: number[] };
        d.values[0] = (d.values[0] % 6) + 1;
      }),
      { seed },
    );
    expect(r.first).toMatchObject({ event: i + 1 });
    expect(r.findings.filter((f) => f.event === i + 1).map((f) => f.check)).toEqual(['dice', 'rules']);
    expect(r.findings[0].message).toMatch(new RegExp(`^event ${i + 1}: roll \\d+ is \\d, the seed gives \\d`));
  });

  test('two events swapped: the first of the pair', () => {
    const i = indexOf(log, 'HitsScored');
    const r = verifyGame(
      forged((e) => {
        [e[i], e[i + 1]] = [e[i + 1], e[i]];
      }),
      { seed },
    );
    expect(r.first).toMatchObject({ event: i + 1, check: 'rules' });
    expect(r.first!.message).toMatch(new RegExp(`^event ${i + 1}: the rules produce HitsScored here`));
  });

  test("the option list changed in GameCreated: event 1, with the recorded command's options", () => {
    const r = verifyGame(
      forged((e) => {
        (e[0].data as { options: string[] }).options = ['hr01-rail-movement'];
      }),
      { seed },
    );
    expect(r.first).toEqual({
      event: 1,
      check: 'rules',
      message: 'event 1 (GameCreated): options should be [], the log says ["hr01-rail-movement"]',
    });
  });

  test('a recorded command changed along with its events: the rules refuse or produce something else there', () => {
    const i = indexOf(log, 'UnitsPurchased', (d) => Object.keys(d).length > 0);
    const r = verifyGame(
      forged((e) => {
        const c = e[i].metadata.command as { type: string; units?: unknown };
        expect(c.type).toBe('PurchaseUnits');
        c.units = [{ unit: 'battleship', count: 40 }];
      }),
      { seed },
    );
    expect(r.first).toMatchObject({ event: i + 1, check: 'rules' });
  });

  test('an event inserted from nowhere with the same command id: the log has more than the rules produce', () => {
    const i = indexOf(log, 'IncomeCollected');
    const r = verifyGame(
      forged((e) => [...e.slice(0, i + 1), copyOf([e[i]])[0], ...e.slice(i + 1)]),
      { seed },
    );
    expect(r.first).toMatchObject({ event: i + 2, check: 'rules' });
  });

  test('an edit without re-hashing: the chain names it first', () => {
    const events = copyOf(log);
    const i = indexOf(events, 'IncomeCollected');
    (events[i].data as { amount: number }).amount += 1;
    const r = verifyGame(events, { seed });
    expect(r.first).toEqual({ event: i + 1, check: 'chain', message: `event ${i + 1}: hash does not match the event` });
    expect(r.findings.map((f) => f.check)).toEqual(['chain', 'rules']);
  });
});

test("the organizer's rulings are re-derived like any command and listed in words; the seed they reveal checks the dice", async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, SECRET, { now: tickingClock() });
  const id = uuidFrom('verify-rulings');
  const g = await playGame(services, { seed: 3, gameId: id, events: 120 });
  const send = async (n: number, command: Parameters<typeof services.commands.handle>[0]['command']) => {
    const r = await services.commands.handle({ gameId: id, commandId: uuidFrom(`ruling-${n}`), token: g.organizerToken, command });
    expect(r.ok).toBe(true);
  };
  await send(1, { type: 'HandOverSeat', power: 'UK', reason: 'the UK player dropped out' });
  await send(2, { type: 'AdjudicateGame', outcome: 'winner', winner: 'Allies', reason: 'time ran out; the Allies lead on income' });
  const events = copyOf(await store.readStream(`game-${id}`));
  const r = verifyGame(events);
  expect(r.verdict).toBe('valid');
  expect(r.ended).toBe(true);
  expect(r.dice.seedFrom).toBe('revealed');
  expect(r.rulings.map((u) => [u.type, u.summary])).toEqual([
    ['SeatHandedOver', expect.stringContaining('the UK player dropped out')],
    ['GameAdjudicated', expect.stringContaining('time ran out; the Allies lead on income')],
  ]);
  expect(events[r.rulings[1].event - 1].type).toBe('GameAdjudicated');
  // A ruling's reason edited and re-hashed: the recorded command says otherwise.
  const t = copyOf(events);
  (t[r.rulings[1].event - 1].data as { reason: string }).reason = 'the Axis conceded';
  expect(verifyGame(rehash(t)).first).toMatchObject({
    event: r.rulings[1].event,
    message: expect.stringContaining('reason should be "time ran out; the Allies lead on income", the log says "the Axis conceded"'),
  });
}, 60_000);

describe('logs the rules cannot re-derive in full', () => {
  test('events written before commands were recorded (engine 0.1) are folded on trust and counted: partial', () => {
    const old = rehash(
      copyOf(log).map((e) => {
        const { command: _c, engineVersion: _v, ...m } = e.metadata;
        return { ...e, metadata: m as LogEvent['metadata'] };
      }),
    );
    const r = verifyGame(old, { seed });
    expect(r.verdict).toBe('partial');
    expect(r.rules).toMatchObject({ rederived: 0, trusted: log.length });
    expect(r.unchecked).toEqual([
      `rules: ${log.length} events carry no recorded command (written before engine 0.2.0): folded, not re-derived`,
    ]);
  });

  test('a payload the rules cannot read is a divergence at that command, not a crash', () => {
    const i = indexOf(log, 'IncomeCollected');
    const r = verifyGame(
      forged((e) => {
        e[i].metadata.command = { type: 'PurchaseUnits', units: 'all of them' };
      }),
      { seed },
    );
    expect(r.verdict).toBe('invalid');
    expect(r.first!.event).toBe(i + 1);
  });
});
