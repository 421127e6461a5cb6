// RULES §8.2 x2-enlarged-pacific (seed 003 §1 "The Enlarged Pacific Ocean"):
// new island values, extra starting units, no factories on them, Japan's
// income floor of 8 while it holds Japan.
import type { GameState } from '../../../src/rules';
import {
  advanceTo,
  apply,
  atTurn,
  incomeEvent,
  newGame,
  play,
  refusal,
  turnEvents,
  unitsOf,
  withOwner,
  withPUs,
  withRelation,
  withUnits,
} from '../fixtures';

const income = (s: GameState, power: 'USA' | 'Japan') => incomeEvent(turnEvents(atTurn(s, power, 'collectIncome')).events);

describe('x2-enlarged-pacific (RULES §8.2, seed 003 §1 "The Enlarged Pacific Ocean")', () => {
  for (const rulesetId of ['pacific-1940', 'pacific-1940-2e']) {
    test(`${rulesetId}: the US islands and lands are worth more (Alaska 4, Midway 2, Hawaii 3, Mexico 4, Wake 2, Philippines 4): +12 a turn; starting PUs unchanged`, () => {
      const on = newGame(rulesetId, ['x2-enlarged-pacific']);
      const off = newGame(rulesetId);
      expect(on.pus).toEqual(off.pus);
      expect(income(on, 'USA').amount - income(off, 'USA').amount).toBe(12);
      expect(income(on, 'USA').lines).toContainEqual({ source: 'territory', territory: 'Alaska', pus: 4 });
    });
  }

  test('extra units for the owner at the start: Alaska 2 infantry, Hawaii a fighter and an infantry, Okinawa (Japan) 1 infantry; Dutch Java none', () => {
    const on = newGame('pacific-1940', ['x2-enlarged-pacific']);
    const off = newGame('pacific-1940');
    const count = (s: GameState, t: string, type: 'infantry' | 'fighter') => unitsOf(s, t, undefined, type).length;
    expect(count(on, 'Alaska', 'infantry') - count(off, 'Alaska', 'infantry')).toBe(2);
    expect(count(on, 'Hawaiian Islands', 'fighter') - count(off, 'Hawaiian Islands', 'fighter')).toBe(1);
    expect(unitsOf(on, 'Okinawa', 'Japan', 'infantry').length - unitsOf(off, 'Okinawa', 'Japan', 'infantry').length).toBe(1);
    expect(on.units.at('Java').length).toBe(off.units.at('Java').length);
  });

  test('no factory on these territories (FACTORY_BANNED), though Alaska is now worth 4', () => {
    const buildIn = (options: string[]) => {
      let s = withPUs(atTurn(newGame('pacific-1940', options), 'USA'), 'USA', 50);
      s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'factory_minor', count: 1 }] }).state;
      return play(advanceTo(s, 'mobilize'), {
        type: 'PlaceUnits',
        placements: [{ unitType: 'factory_minor', count: 1, territory: 'Alaska' }],
      });
    };
    expect(refusal(buildIn(['x2-enlarged-pacific']))).toMatchObject({ code: 'FACTORY_BANNED', rule: 'x2-enlarged-pacific' });
    expect(buildIn([]).ok).toBe(true);
  });

  test('Japan never collects less than 8 while it holds Japan (convoy losses in SZ 6 would take it lower)', () => {
    const squeezed = (options: string[]) => {
      let s = withRelation(newGame('pacific-1940', options), 'Japan', 'USA', 'war');
      for (const t of Object.keys(s.owners)) if (s.owners[t] === 'Japan' && t !== 'Japan') s = withOwner(s, t, 'USA');
      return withUnits(s, 'USA', '6 Sea Zone', 'submarine', 3);
    };
    const off = income(squeezed([]), 'Japan');
    expect(off.amount).toBeLessThan(8);
    const on = income(squeezed(['x2-enlarged-pacific']), 'Japan');
    expect(on.amount).toBe(8);
    expect(on.lines).toContainEqual(expect.objectContaining({ source: 'option', option: 'x2-enlarged-pacific' }));
  });
});
