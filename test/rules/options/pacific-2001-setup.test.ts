// RULES §8.1, the setup options of the 2001 game (seed 002 "Corrected AH
// setup", its "Amended Japanese setup", and "Pearl Harbor Strike Option"):
// each changes the position the game starts from, shown by a SetupAmended
// event right after GameCreated; the same game without it starts from [P]'s setup.
import { decide, fold, noDice, type GameEvent, type GameState } from '../../../src/rules';
import { advanceTo, apply, ids, move, newGame, play, refusal, unitsOf } from '../fixtures';

const SETUP = ['hr01-corrected-setup'];
const AMENDED = [...SETUP, 'hr01-amended-japanese-setup'];
const STRIKE = [...AMENDED, 'hr01-pearl-harbor-strike'];

function created(options: string[]): GameEvent[] {
  const d = decide(
    null,
    { type: 'CreateGame', gameId: 'g1', rulesetId: 'pacific-2001', options, name: 'test', organizerTokenHash: 'org' },
    { actor: { kind: 'anonymous' }, dice: noDice },
  );
  if (!d.ok) throw new Error(d.violation.message);
  return d.events;
}

const count = (s: GameState, at: string, owner: string, type: string) => unitsOf(s, at, owner as 'Japan', type as 'infantry').length;

describe('hr01-corrected-setup (RULES §8.1, seed 002 "Corrected AH setup")', () => {
  test('one transport fewer in SZ 37 and 2 infantry moved from French Indo-China to Hainan; without the option, [P]’s setup', () => {
    const on = newGame('pacific-2001', SETUP);
    const off = newGame('pacific-2001');
    expect(count(off, '37 Sea Zone', 'Japan', 'transport') - count(on, '37 Sea Zone', 'Japan', 'transport')).toBe(1);
    expect(count(off, 'French Indo-China', 'Japan', 'infantry') - count(on, 'French Indo-China', 'Japan', 'infantry')).toBe(2);
    expect(count(on, 'Hainan', 'Japan', 'infantry') - count(off, 'Hainan', 'Japan', 'infantry')).toBe(2);
    // ⚠ RULES §8.1: [P] already has the sub in SZ 22 and no Marianas fighter: nothing else changes.
    expect(on.units.size).toBe(off.units.size - 1);
    expect(count(on, 'Mariana', 'Japan', 'fighter')).toBe(0);
  });

  test('the change is an event after GameCreated a replay and an auditor see; a game without options has GameCreated only', () => {
    const events = created(SETUP);
    expect(events.map((e) => e.type)).toEqual(['GameCreated', 'SetupAmended']);
    const amended = events[1] as Extract<GameEvent, { type: 'SetupAmended' }>;
    expect(amended.data.option).toBe('hr01-corrected-setup');
    expect(amended.data.heading).toBe('Corrected AH setup');
    expect(amended.data.removed.map((u) => [u.type, u.at])).toEqual([['transport', '37 Sea Zone']]);
    expect(amended.data.moved.map((m) => [m.type, m.from, m.to])).toEqual([
      ['infantry', 'French Indo-China', 'Hainan'],
      ['infantry', 'French Indo-China', 'Hainan'],
    ]);
    expect(created([]).map((e) => e.type)).toEqual(['GameCreated']);
    // Folding the log gives the same start.
    expect(fold(events)!.units.toJSON()).toEqual(newGame('pacific-2001', SETUP).units.toJSON());
  });
});

describe('hr01-amended-japanese-setup (RULES §8.1, seed 002 "Corrected AH setup: Amended Japanese setup")', () => {
  test('the rest of Japan’s SZ 20 fleet (3 carriers, 6 fighters) starts in SZ 22; it needs the corrected setup', () => {
    const on = newGame('pacific-2001', AMENDED);
    expect(on.units.at('20 Sea Zone').filter((u) => u.owner === 'Japan')).toEqual([]);
    expect(count(on, '22 Sea Zone', 'Japan', 'carrier')).toBe(3);
    expect(count(on, '22 Sea Zone', 'Japan', 'fighter')).toBe(6);
    const off = newGame('pacific-2001', SETUP);
    expect(count(off, '20 Sea Zone', 'Japan', 'carrier')).toBe(3);
    expect(created(AMENDED).map((e) => e.type)).toEqual(['GameCreated', 'SetupAmended', 'SetupAmended']);
  });
});

describe('hr01-pearl-harbor-strike (RULES §8.1, seed 002 "Pearl Harbor Strike Option")', () => {
  test('no dice: Japan’s fighters are in SZ 9, one fewer; the US ships there and the Hawaii fighter are gone', () => {
    const on = newGame('pacific-2001', STRIKE);
    const off = newGame('pacific-2001', AMENDED);
    expect(count(on, '9 Sea Zone', 'Japan', 'fighter')).toBe(5);
    expect(count(on, '22 Sea Zone', 'Japan', 'fighter')).toBe(0);
    expect(on.units.at('9 Sea Zone').filter((u) => u.owner === 'USA')).toEqual([]);
    expect(off.units.at('9 Sea Zone').filter((u) => u.owner === 'USA').length).toBe(4);
    expect(count(on, 'Hawaiian', 'USA', 'fighter')).toBe(0);
    expect(count(off, 'Hawaiian', 'USA', 'fighter')).toBe(1);
    const strike = created(STRIKE)[3] as Extract<GameEvent, { type: 'SetupAmended' }>;
    expect(strike.data.option).toBe('hr01-pearl-harbor-strike');
    expect(strike.data.moved.every((m) => m.movementLeft === 2 && m.from === '22 Sea Zone' && m.to === '9 Sea Zone')).toBe(true);
    expect(strike.data.removed.map((u) => `${u.owner} ${u.type}`).sort()).toEqual([
      'Japan fighter',
      'USA battleship',
      'USA battleship',
      'USA destroyer',
      'USA fighter',
      'USA transport',
    ]);
  });

  test('the fighters stay in SZ 9 through Combat Move and keep 2 MP for Non-combat Move: back to the carriers in SZ 22, not 3 zones', () => {
    let s = advanceTo(newGame('pacific-2001', STRIKE), 'combatMove');
    const fighters = ids(s, '9 Sea Zone', 'Japan', 'fighter');
    expect(refusal(play(s, move(fighters.slice(0, 1), 'Hawaiian')))).toMatchObject({
      code: 'ALREADY_MOVED',
      rule: 'hr01-pearl-harbor-strike',
    });
    s = advanceTo(s, 'nonCombatMove');
    expect(refusal(play(s, move(fighters.slice(0, 1), '20 Sea Zone', '17 Sea Zone', '18 Sea Zone'))).code).toBeDefined();
    const back = apply(s, move(fighters, '20 Sea Zone', '22 Sea Zone'));
    expect(back.state.units.at('22 Sea Zone').filter((u) => fighters.includes(u.id))).toHaveLength(5);
  });
});

describe('RULES §8.1: the setup options need one another in order (OPTION_REQUIRES)', () => {
  test('the Pearl Harbor strike needs the amended setup, which needs the corrected setup', () => {
    expect(() => newGame('pacific-2001', ['hr01-pearl-harbor-strike'])).toThrow(/needs/);
    expect(() => newGame('pacific-2001', ['hr01-amended-japanese-setup'])).toThrow(/needs/);
  });
});
