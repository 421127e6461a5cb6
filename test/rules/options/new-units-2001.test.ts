// Units optional rules add, in the 2001 game (RULES §7, §8): x2-super-battleship
// (seed 003 §12a "Superheavy battleship") and hr01-fortifications (seed 002
// "NEW UNITS: Fortifications"), each against the same 2001 game without it.
import type { GameEvent, GameState } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { rulesetView } from '../../../src/rules/ruleset/view';
import {
  advanceTo,
  apply,
  applyWith,
  ids,
  move,
  newGame,
  play,
  refusal,
  untilTurnOf,
  withOwner,
  withoutUnits,
  withPUs,
  withUnits,
} from '../fixtures';

const SHB = 'super_battleship' as const;
const FORT = 'fortification' as const;
const rs = rulesetView('pacific-2001');
const rolls = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'DiceRolled').map((e) => (e.data as { purpose: string; values: number[] }).values);

describe('pacific-2001: x2-super-battleship (RULES §8.2, seed 003 §12a "Superheavy battleship")', () => {
  test('Japan buys it for 20 and places it next to Japan; not purchasable without the option, nor by India; at most 2', () => {
    const s = withPUs(newGame('pacific-2001', ['x2-super-battleship']), 'Japan', 100);
    const bought = apply(s, { type: 'PurchaseUnits', units: [{ type: SHB, count: 2 }] });
    expect(bought.events[0]).toMatchObject({ type: 'UnitsPurchased', data: { units: [{ type: SHB, count: 2, cost: 40 }] } });
    const placed = apply(advanceTo(bought.state, 'mobilize'), {
      type: 'PlaceUnits',
      placements: [{ unitType: SHB, count: 2, territory: '36 Sea Zone' }],
    });
    expect(placed.state.units.filter((u) => u.type === SHB && u.at === '36 Sea Zone')).toHaveLength(2);
    expect(refusal(play(s, { type: 'PurchaseUnits', units: [{ type: SHB, count: 3 }] }))).toMatchObject({
      code: 'UNIT_LIMIT_REACHED',
      rule: 'x2-super-battleship',
    });
    const off = withPUs(newGame('pacific-2001'), 'Japan', 100);
    expect(refusal(play(off, { type: 'PurchaseUnits', units: [{ type: SHB, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
    const india = withPUs(untilTurnOf(newGame('pacific-2001', ['x2-super-battleship']), 'India'), 'India', 100);
    expect(refusal(play(india, { type: 'PurchaseUnits', units: [{ type: SHB, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
  });

  test('it fires 2 dice at 5 and takes 3 hits; damaged, it is uprighted at its owner turn end like a battleship (RULES §7 phase 8)', () => {
    let s = withUnits(newGame('pacific-2001', ['x2-super-battleship']), 'USA', '16 Sea Zone', 'destroyer');
    s = withUnits(s, 'Japan', '26 Sea Zone', SHB);
    s = advanceTo(s, 'combatMove');
    const shb = ids(s, '26 Sea Zone', 'Japan', SHB)[0];
    s = apply(s, move([shb], '16 Sea Zone')).state;
    s = advanceTo(s, 'conductCombat');
    // Attacker 6, 6 (two dice, both miss); the destroyer hits (1): the first hit is damage.
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 6, 1]);
    expect(rolls(r.events)).toEqual([[6, 6], [1]]);
    expect(r.state.units.get(shb)!.damage).toBe(1);
    // Round 2: 5 hits (a battleship's 4 would not), the destroyer misses.
    const won = applyWith(r.state, { type: 'PressOn' }, [6, 5, 6]);
    expect(won.state.units.filter((u) => u.at === '16 Sea Zone' && u.owner === 'USA')).toHaveLength(0);
    const upright = advanceTo(won.state, 'resurface');
    expect(upright.units.get(shb)!.damage).toBe(0);
  });

  test('battleOdds (2001 units): it beats 2 destroyers more often than a battleship; refused without its option', () => {
    const vs = { kind: 'sea' as const, defenders: [{ type: 'destroyer', count: 2 }] };
    const shb = battleOdds(rs, { ...vs, attackers: [{ type: SHB, count: 1 }], options: ['x2-super-battleship'] });
    const bb = battleOdds(rs, { ...vs, attackers: [{ type: 'battleship', count: 1 }] });
    expect(shb.attackerWins).toBeGreaterThan(bb.attackerWins + 0.1);
    expect(() => battleOdds(rs, { ...vs, attackers: [{ type: SHB, count: 1 }] })).toThrow('x2-super-battleship');
  });
});

describe('pacific-2001: hr01-fortifications (RULES §8.1, seed 002 "NEW UNITS: Fortifications")', () => {
  /** India's Mobilize with `count` fortifications bought. */
  function indiaBought(options: string[], count: number): GameState {
    const s = withPUs(untilTurnOf(newGame('pacific-2001', options), 'India'), 'India', 100);
    return advanceTo(apply(s, { type: 'PurchaseUnits', units: [{ type: FORT, count }] }).state, 'mobilize');
  }

  test('India buys it for 4 and places it directly in its own land, at most the value a turn, never in an ally’s land', () => {
    const value = rs.territory('Burma')!.production;
    const s = indiaBought(['hr01-fortifications'], Math.max(1, value) + 1);
    const placed = apply(s, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: Math.max(1, value), territory: 'Burma' }] });
    expect(placed.state.units.filter((u) => u.type === FORT && u.at === 'Burma')).toHaveLength(Math.max(1, value));
    expect(refusal(play(placed.state, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: 1, territory: 'Burma' }] })).code).toBe(
      'FACTORY_CAPACITY_EXCEEDED',
    );
    // New South Wales is Australia's (an ally of the same player): not India's to fortify [S2].
    expect(refusal(play(s, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: 1, territory: 'New South Wales' }] })).code).toBe(
      'NOT_HELD_SINCE_TURN_START',
    );
    const off = withPUs(untilTurnOf(newGame('pacific-2001'), 'India'), 'India', 100);
    expect(refusal(play(off, { type: 'PurchaseUnits', units: [{ type: FORT, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
  });

  test('defending (after the surprise turn), it rolls at 3 and raises one infantry from 2 to 3; it never moves', () => {
    // Round 2, Japan attacks Burma (India: 1 infantry and a fortification) with one infantry from Shan State.
    let s = newGame('pacific-2001', ['hr01-fortifications']);
    s = withUnits(withoutUnits(s, 'Burma'), 'India', 'Burma', 'infantry');
    s = withUnits(s, 'India', 'Burma', FORT);
    s = withUnits(withOwner(withoutUnits(s, 'Shan State'), 'Shan State', 'Japan'), 'Japan', 'Shan State', 'infantry');
    s = advanceTo({ ...s, round: 2 }, 'combatMove');
    s = apply(s, move(ids(s, 'Shan State', 'Japan', 'infantry'), 'Burma')).state;
    s = advanceTo(s, 'conductCombat');
    // The attacker misses (6); the defenders roll 3 and 3: both hit at 3 (an infantry alone at 2 would miss).
    const r = applyWith(s, { type: 'FightBattle', place: 'Burma' }, [6, 3, 3]);
    expect(r.events.filter((e) => e.type === 'HitsScored').map((e) => e.data)).toContainEqual(
      expect.objectContaining({ by: 'defender', total: 2 }),
    );
    const india = untilTurnOf(newGame('pacific-2001', ['hr01-fortifications']), 'India');
    const t = advanceTo(withUnits(india, 'India', 'India', FORT), 'combatMove');
    expect(refusal(play(t, move(ids(t, 'India', 'India', FORT), 'Burma'))).code).toBe('CANNOT_MOVE');
  });

  test('battleOdds (2001 units): an infantry with a fortification holds better than the infantry alone', () => {
    const att = [{ type: 'infantry', count: 3 }];
    const fort = battleOdds(rs, {
      kind: 'land',
      attackers: att,
      defenders: [
        { type: 'infantry', count: 1 },
        { type: FORT, count: 1 },
      ],
      options: ['hr01-fortifications'],
    });
    const alone = battleOdds(rs, { kind: 'land', attackers: att, defenders: [{ type: 'infantry', count: 1 }] });
    expect(fort.defenderWins).toBeGreaterThan(alone.defenderWins + 0.1);
  });
});
