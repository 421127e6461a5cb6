// RULES §8.1 hr01-convoy-raiding (seed 002 "Convoy Centers"), pacific-2001:
// ships and planes with an attack value in an enemy convoy centre raid it as
// combat ends, 1 die each, up to the centre's value; enemy units there stop
// it, except that defending subs do not stop a raid made only by subs.
import type { GameEvent, GameState } from '../../../src/rules';
import { advanceTo, applyWith, newGame, withoutUnits, withUnits } from '../fixtures';

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e) => e.type === type).map((e) => e.data) as Extract<GameEvent, { type: T }>['data'][];

/** Japan's Conduct Combat with no battles, its `units` standing in a convoy centre; it ends with `dice`. */
function endCombat(options: string[], zone: string, units: ('submarine' | 'destroyer')[], dice: number[], edit = (s: GameState) => s) {
  let s = edit(newGame('pacific-2001', options));
  for (const type of units) s = withUnits(s, 'Japan', zone, type);
  s = advanceTo(s, 'conductCombat');
  const r = applyWith(s, { type: 'EndPhase' }, dice);
  return { events: r.events, before: s.pus.USA ?? 0, after: r.state.pus.USA ?? 0 };
}

describe('hr01-convoy-raiding (RULES §8.1, seed 002 "Convoy Centers")', () => {
  test('a Japanese destroyer and sub in SZ 6 (the USA’s 5-PU centre) roll 4 + 3: the USA loses 5, the centre’s value; nothing without the option', () => {
    const on = endCombat(['hr01-convoy-raiding'], '6 Sea Zone', ['destroyer', 'submarine'], [4, 3]);
    expect(of(on.events, 'ConvoyRaided')).toEqual([
      expect.objectContaining({ by: 'Japan', victim: 'USA', seaZone: '6 Sea Zone', rolled: 7, cap: 5, lost: 5 }),
    ]);
    expect(on.before - on.after).toBe(5);
    const off = endCombat([], '6 Sea Zone', ['destroyer', 'submarine'], []);
    expect(of(off.events, 'ConvoyRaided')).toEqual([]);
    expect(off.after).toBe(off.before);
  });

  test('enemy units in the centre stop a raid; a defending sub does not stop a raid made only by subs', () => {
    // SZ 3 holds a US sub and a US transport.
    const withTransport = endCombat(['hr01-convoy-raiding'], '3 Sea Zone', ['submarine'], [6]);
    expect(of(withTransport.events, 'ConvoyRaided')).toEqual([]);
    const subOnly = (s: GameState) => withoutUnits(s, '3 Sea Zone', (u) => u.type === 'transport');
    const subs = endCombat(['hr01-convoy-raiding'], '3 Sea Zone', ['submarine'], [6], subOnly);
    expect(of(subs.events, 'ConvoyRaided')).toEqual([expect.objectContaining({ seaZone: '3 Sea Zone', rolled: 6, lost: 6 })]);
    const mixed = endCombat(['hr01-convoy-raiding'], '3 Sea Zone', ['submarine', 'destroyer'], [6, 6], subOnly);
    expect(of(mixed.events, 'ConvoyRaided')).toEqual([]);
  });
});
