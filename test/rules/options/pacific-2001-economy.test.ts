// Optional rules of the 2001 game about victory, values and production
// (RULES §8, §7): hr01-hawaii-production-cap, hr01-japan-economic-vp,
// hr01-japan-military-victory and x2-enlarged-pacific, each against the same
// 2001 game without it.
import type { GameEvent, GameState } from '../../../src/rules';
import { advanceTo, apply, atTurn, incomeEvent, newGame, play, refusal, turnEvents, unitsOf, withOwner, withPUs } from '../fixtures';

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e) => e.type === type).map((e) => e.data) as Extract<GameEvent, { type: T }>['data'][];

const income = (s: GameState, power: 'USA' | 'Japan') => incomeEvent(turnEvents(atTurn(s, power, 'collectIncome')).events);

describe('pacific-2001: hr01-hawaii-production-cap (RULES §8.1, seed 002 "Hawaiian Production")', () => {
  /** The USA buys 3 infantry and places them all in Hawaii, worth 3 with x2-enlarged-pacific (its factory places up to its value, RULES §7). */
  function placeThree(options: string[]) {
    let s = withPUs(atTurn(newGame('pacific-2001', options), 'USA'), 'USA', 20);
    s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 3 }] }).state;
    s = advanceTo(s, 'mobilize');
    return (count: number) => play(s, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count, territory: 'Hawaiian' }] });
  }

  test('the USA places at most 2 units a turn in Hawaii; without the option its factory places 3 there', () => {
    expect(placeThree(['x2-enlarged-pacific'])(3).ok).toBe(true);
    const capped = placeThree(['x2-enlarged-pacific', 'hr01-hawaii-production-cap']);
    expect(refusal(capped(3))).toMatchObject({ code: 'FACTORY_CAPACITY_EXCEEDED', rule: 'hr01-hawaii-production-cap' });
    expect(capped(2).ok).toBe(true);
  });
});

describe('pacific-2001: hr01-japan-economic-vp (RULES §8.1, seed 002 "Japanese Economic / Moral Victory")', () => {
  test('"starting at 20. 20=1, 30=2, 39=2": one point less than AMBIG-42 gives for the same income', () => {
    const points = (options: string[]) => {
      // Japan holds the United States (55) too: 74 collected.
      const s = withOwner(newGame('pacific-2001', options), 'United States', 'Japan');
      const { events } = turnEvents(atTurn(s, 'Japan', 'collectIncome'));
      return { collected: incomeEvent(events).amount, scored: of(events, 'VictoryPointsScored')[0]?.points ?? 0 };
    };
    const off = points([]);
    const on = points(['hr01-japan-economic-vp']);
    expect(on.collected).toBe(off.collected);
    expect(off.collected).toBeGreaterThanOrEqual(30);
    expect(off.scored).toBe(Math.floor(off.collected / 10));
    expect(on.scored).toBe(Math.floor(on.collected / 10) - 1);
  });

  test('below 20 collected, nothing: Japan’s 19 at the start scores 1 by AMBIG-42 alone, 0 with the option', () => {
    const scored = (options: string[]) => {
      const { events } = turnEvents(atTurn(newGame('pacific-2001', options), 'Japan', 'collectIncome'));
      return { collected: incomeEvent(events).amount, points: of(events, 'VictoryPointsScored').map((p) => p.points) };
    };
    expect(scored([])).toEqual({ collected: 19, points: [1] });
    expect(scored(['hr01-japan-economic-vp'])).toEqual({ collected: 19, points: [] });
  });
});

describe('pacific-2001: hr01-japan-military-victory (RULES §8.1, seed 002 "Japanese Military Victory"; 01: United States)', () => {
  test('Japan holding the United States at its turn end puts victory pending (VIC-3 complete round); without the option nothing is pending', () => {
    const hold = (options: string[]) => turnEvents(withOwner(newGame('pacific-2001', options), 'United States', 'Japan'));
    expect(of(hold(['hr01-japan-military-victory']).events, 'VictoryPending')).toEqual([
      { side: 'Axis', power: 'Japan', round: 1, condition: 'hr01-japan-military-victory' },
    ]);
    expect(of(hold([]).events, 'VictoryPending')).toEqual([]);
  });

  test('India and New South Wales together count; the pending victory is cleared once Japan no longer holds them', () => {
    const both = (s: GameState) => withOwner(withOwner(s, 'New South Wales', 'Japan'), 'India', 'Japan');
    const first = turnEvents(both(newGame('pacific-2001', ['hr01-japan-military-victory'])));
    expect(of(first.events, 'VictoryPending')).toHaveLength(1);
    // The British take India back during their turn: at its end the pending victory is cleared.
    const next = turnEvents(withOwner(first.state, 'India', 'India'));
    expect(of(next.events, 'VictoryPendingCleared')).toEqual([{ side: 'Axis' }]);
  });

  test('RULES §7: in 2001 the round-end victories (AMBIG-32) come first: holding the United States is already an Axis economic victory at the round end', () => {
    let s = turnEvents(withOwner(newGame('pacific-2001', ['hr01-japan-military-victory']), 'United States', 'Japan')).state;
    let ended: GameEvent[] = [];
    for (let i = 0; i < 4 && s.status === 'active'; i++) {
      const t = turnEvents(s);
      ended = of(t.events, 'GameEnded').length ? t.events : ended;
      s = t.state;
    }
    expect(of(ended, 'GameEnded')).toEqual([{ winner: 'Axis', condition: 'AMBIG-32 economic victory', round: 1, power: 'USA' }]);
  });
});

describe('pacific-2001: x2-enlarged-pacific (RULES §8.2, seed 003 §1 "The Enlarged Pacific Ocean"; 01: Ryukyu = Okinawa)', () => {
  test('new values: the USA’s Midway, Hawaii, Wake and Philippines add 2+1+2+1 = 6 a turn; starting PUs unchanged', () => {
    const on = newGame('pacific-2001', ['x2-enlarged-pacific']);
    const off = newGame('pacific-2001');
    expect(on.pus).toEqual(off.pus);
    expect(income(on, 'USA').amount - income(off, 'USA').amount).toBe(6);
  });

  test('extra units for the owner at the start: Hawaii a fighter and an infantry, Ryukyu (Japan) an infantry, Solomon 2 infantry', () => {
    const on = newGame('pacific-2001', ['x2-enlarged-pacific']);
    const off = newGame('pacific-2001');
    const n = (s: GameState, t: string, type: 'infantry' | 'fighter') => unitsOf(s, t, undefined, type).length;
    expect(n(on, 'Hawaiian', 'fighter') - n(off, 'Hawaiian', 'fighter')).toBe(1);
    expect(n(on, 'Hawaiian', 'infantry') - n(off, 'Hawaiian', 'infantry')).toBe(1);
    expect(unitsOf(on, 'Ryukyu', 'Japan', 'infantry').length - unitsOf(off, 'Ryukyu', 'Japan', 'infantry').length).toBe(1);
    expect(n(on, 'Solomon', 'infantry') - n(off, 'Solomon', 'infantry')).toBe(2);
  });

  test('no factory on these islands (FACTORY_BANNED): the USA, which may build factories in 2001, may not in the Philippines', () => {
    const build = (options: string[]) => {
      let s = withPUs(atTurn(newGame('pacific-2001', options), 'USA'), 'USA', 50);
      s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'factory', count: 1 }] }).state;
      return play(advanceTo(s, 'mobilize'), {
        type: 'PlaceUnits',
        placements: [{ unitType: 'factory', count: 1, territory: 'Philippines' }],
      });
    };
    expect(refusal(build(['x2-enlarged-pacific']))).toMatchObject({ code: 'FACTORY_BANNED', rule: 'x2-enlarged-pacific' });
    expect(build([]).ok).toBe(true);
  });

  test('Japan never collects less than 8 while it holds Japan', () => {
    const squeezed = (options: string[]) => {
      let s = newGame('pacific-2001', options);
      for (const t of Object.keys(s.owners)) if (s.owners[t] === 'Japan' && t !== 'Japan') s = withOwner(s, t, 'USA');
      return income(s, 'Japan');
    };
    const off = squeezed([]);
    const on = squeezed(['x2-enlarged-pacific']);
    expect(on.amount).toBe(Math.max(8, off.amount));
  });
});
