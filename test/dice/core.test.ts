// Dice in the rules core: the first event's dice setup, seat entropy, and
// rollDice / diceRoller with evolve counting the rolls.
import type { PowerId } from '../../src/rules/index';
import {
  decide,
  diceRoller,
  evolve,
  fixedDice,
  fold,
  noDice,
  rollDice,
  type Command,
  type GameEvent,
  type GameState,
} from '../../src/rules';

const anonymous = { actor: { kind: 'anonymous' as const }, dice: noDice };

function create(extra: Partial<Extract<Command, { type: 'CreateGame' }>> = {}) {
  return decide(
    null,
    {
      type: 'CreateGame',
      gameId: 'g1',
      rulesetId: 'pacific-1940',
      options: [],
      name: 'dice',
      organizerTokenHash: 'org',
      diceCommitment: 'c0ffee',
      ...extra,
    },
    anonymous,
  );
}

function game(extra: Partial<Extract<Command, { type: 'CreateGame' }>> = {}): GameState {
  const d = create(extra);
  if (!d.ok) throw new Error(d.violation.message);
  return fold(d.events)!;
}

const applyAll = (s: GameState, events: GameEvent[]) => events.reduce((x, e) => evolve(x, e), s);

describe('GameCreated records the dice setup', () => {
  test('a server-seeded game records only the commitment', () => {
    const d = create();
    expect(d.ok && d.events[0]).toMatchObject({
      type: 'GameCreated',
      data: { rated: false, dice: { commitment: 'c0ffee', seedSource: 'server' } },
    });
    const data = (d.ok && d.events[0].data) as any;
    expect(data.dice.creatorSeed).toBeUndefined();
    expect(data.dice.scripted).toBeUndefined();
    const s = fold(d.ok ? d.events : [])!;
    expect(s.dice).toEqual({
      commitment: 'c0ffee',
      seedSource: 'server',
      creatorSeed: null,
      script: [],
      entropy: [],
      rolled: 0,
      revealedSeed: null,
      disclosures: 0,
    });
  });

  test('a practice game records the creator seed and the script, and says so', () => {
    const d = create({ diceSeed: 'practice', scriptedDice: [6, 6, 1] });
    expect(d.ok && d.events[0].data).toMatchObject({
      rated: false,
      dice: { seedSource: 'creator', creatorSeed: 'practice', scripted: [6, 6, 1] },
    });
  });

  test('a rated game refuses a creator seed or scripted dice', () => {
    for (const extra of [{ scriptedDice: [1] }, { diceSeed: 'x' }, { diceSeed: 'x', scriptedDice: [2, 3] }]) {
      const d = create({ rated: true, ...extra });
      expect(d.ok ? 'accepted' : d.violation.code).toBe('PRACTICE_DICE_IN_RATED_GAME');
    }
    const rated = create({ rated: true });
    expect(rated.ok && rated.events[0].data).toMatchObject({ rated: true, dice: { seedSource: 'server' } });
    expect(game({ rated: true }).rated).toBe(true);
  });

  test('scripts with values outside 1..6 or over 10000 long, and bad seeds, are refused', () => {
    for (const scriptedDice of [[0], [7], [1.5], [3, NaN], new Array(10001).fill(1)])
      expect(create({ scriptedDice }).ok ? 'accepted' : (create({ scriptedDice }) as any).violation.code).toBe('INVALID_DICE_SCRIPT');
    expect(create({ scriptedDice: new Array(10000).fill(6) }).ok).toBe(true);
    for (const diceSeed of ['', 'a\nb', 'x'.repeat(201), '\ud800'])
      expect((create({ diceSeed }) as any).violation?.code).toBe('INVALID_DICE_SEED');
  });

  test('a game created without a commitment (older games, bare rules tests) has none', () => {
    const d = create({ diceCommitment: undefined });
    expect(d.ok && (d.events[0].data as any).dice).toBeUndefined();
    expect(fold(d.ok ? d.events : [])!.dice.commitment).toBeNull();
  });
});

describe('seat entropy', () => {
  const take = (s: GameState, power: PowerId, entropy?: string) =>
    decide(s, { type: 'TakeSeat', power, tokenHash: `t-${power}`, ...(entropy === undefined ? {} : { entropy }) }, anonymous);

  test('is recorded in SeatTaken and kept in the order the seats were taken', () => {
    let s = game();
    for (const [p, e] of [
      ['USA', 'u'],
      ['Japan', undefined],
      ['UK', 'k'],
    ] as const) {
      const d = take(s, p, e);
      if (!d.ok) throw new Error(d.violation.message);
      if (e !== undefined) expect(d.events[0].data).toEqual({ power: p, tokenHash: `t-${p}`, entropy: e });
      else expect(d.events[0].data).toEqual({ power: p, tokenHash: `t-${p}` });
      s = applyAll(s, d.events);
    }
    expect(s.dice.entropy).toEqual([
      { power: 'USA', entropy: 'u' },
      { power: 'UK', entropy: 'k' },
    ]);
  });

  test('is refused when malformed, and after the first roll (a seat without entropy is still welcome)', () => {
    const s = game();
    for (const bad of ['', 'x'.repeat(201), 'tab\there']) expect((take(s, 'USA', bad) as any).violation.code).toBe('INVALID_ENTROPY');
    const rolled = applyAll(s, [rollDice(s, fixedDice([3]), 1, 'test').event]);
    expect((take(rolled, 'USA', 'late') as any).violation.code).toBe('ENTROPY_TOO_LATE');
    expect(take(rolled, 'USA').ok).toBe(true);
  });
});

describe('rollDice', () => {
  test('numbers the dice over the whole game and evolve counts them', () => {
    let s = game();
    const first = rollDice(s, fixedDice([1, 2, 3]), 3, 'attacker, round 1');
    expect(first.values).toEqual([1, 2, 3]);
    expect(first.event).toEqual({
      type: 'DiceRolled',
      data: { first: 1, values: [1, 2, 3], purpose: 'attacker, round 1', scripted: [false, false, false] },
    });
    s = evolve(s, first.event);
    expect(s.dice.rolled).toBe(3);
    const second = rollDice(s, fixedDice([6, 5]), 2, 'defender, round 1');
    expect(second.event.data.first).toBe(4);
    expect(evolve(s, second.event).dice.rolled).toBe(5);
  });

  test('a roller numbers several rolls of one decide in order before they are folded', () => {
    const s = game();
    const roller = diceRoller(s, fixedDice([1, 2, 3, 4, 5, 6]));
    roller.roll(1, 'AA');
    roller.roll(2, 'attacker');
    roller.roll(3, 'defender');
    expect(roller.events.map((e) => [e.data.first, e.data.values])).toEqual([
      [1, [1]],
      [2, [2, 3]],
      [4, [4, 5, 6]],
    ]);
    expect(applyAll(s, roller.events).dice.rolled).toBe(6);
  });

  test('marks the rolls that fall within the practice script', () => {
    let s = game({ scriptedDice: [6, 6] });
    const e = rollDice(s, fixedDice([6, 6, 2]), 3, 'x').event;
    expect(e.data.scripted).toEqual([true, true, false]);
    s = evolve(s, e);
    expect(rollDice(s, fixedDice([4]), 1, 'y').event.data.scripted).toEqual([false]);
  });

  test('refuses nonsense from the dice function and impossible counts', () => {
    const s = game();
    expect(() => rollDice(s, () => [7], 1, 'x')).toThrow(/dice gave/);
    expect(() => rollDice(s, () => [1, 2], 1, 'x')).toThrow(/dice gave/);
    expect(() => rollDice(s, fixedDice([1]), 0, 'x')).toThrow(/cannot roll/);
  });

  test('the seed reveal and the organizer disclosure are folded', () => {
    let s = game();
    s = evolve(s, { type: 'DiceSeedDisclosed', data: { to: 'organizer', rollsSoFar: 0 } });
    s = evolve(s, { type: 'DiceSeedRevealed', data: { seed: 'abc', commitment: 'c0ffee', reason: 'gameEnded' } });
    expect(s.dice).toMatchObject({ disclosures: 1, revealedSeed: 'abc' });
  });

  test('only the organizer may ask for the seed', () => {
    const s = game();
    const asOrganizer = decide(s, { type: 'DiscloseDiceSeed' }, { actor: { kind: 'organizer' }, dice: noDice });
    expect(asOrganizer.ok && asOrganizer.events).toEqual([{ type: 'DiceSeedDisclosed', data: { to: 'organizer', rollsSoFar: 0 } }]);
    for (const actor of [{ kind: 'anonymous' as const }, { kind: 'seat' as const, power: 'Japan' as const }])
      expect((decide(s, { type: 'DiscloseDiceSeed' }, { actor, dice: noDice }) as any).violation.code).toBe('NOT_AUTHORIZED');
  });
});
