// Units optional rules add (RULES §8.2): x2-super-battleship (seed 003 §12a
// "Superheavy battleship"): up to 2 each for Japan and the USA, cost 20,
// A5/D5 with 2 dice (bombarding too), 3 hits; otherwise battleship rules. In
// purchase, placement, movement, combat and battleOdds.
import type { GameEvent, GameState } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { rulesetView } from '../../../src/rules/ruleset/view';
import {
  advanceTo,
  apply,
  applyWith,
  atTurn,
  ids,
  move,
  newGame,
  play,
  refusal,
  withoutUnits,
  withPUs,
  withRelation,
  withUnits,
} from '../fixtures';

const SHB = 'super_battleship' as const;
const rolls = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'DiceRolled').map((e) => (e.data as { purpose: string; values: number[] }).values);

describe('x2-super-battleship (RULES §8.2, seed 003 §12a "Superheavy battleship")', () => {
  const purchase = (options: string[], rulesetId = 'pacific-1940') => withPUs(atTurn(newGame(rulesetId, options), 'Japan'), 'Japan', 100);

  test('Japan may buy it for 20 and place it next to its factory; without the option it is not purchasable', () => {
    let s = purchase(['x2-super-battleship']);
    const bought = apply(s, { type: 'PurchaseUnits', units: [{ type: SHB, count: 1 }] });
    expect(bought.events[0]).toMatchObject({ type: 'UnitsPurchased', data: { units: [{ type: SHB, count: 1, cost: 20 }] } });
    s = advanceTo(bought.state, 'mobilize');
    s = apply(s, { type: 'PlaceUnits', placements: [{ unitType: SHB, count: 1, territory: '6 Sea Zone' }] }).state;
    expect(s.units.filter((u) => u.type === SHB && u.at === '6 Sea Zone')).toHaveLength(1);
    expect(refusal(play(purchase([]), { type: 'PurchaseUnits', units: [{ type: SHB, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
  });

  test('at most 2 for Japan (on the board and bought), none for China (UNIT_LIMIT_REACHED, NOT_PURCHASABLE)', () => {
    const s = purchase(['x2-super-battleship'], 'pacific-1940-2e');
    expect(refusal(play(s, { type: 'PurchaseUnits', units: [{ type: SHB, count: 3 }] }))).toMatchObject({
      code: 'UNIT_LIMIT_REACHED',
      rule: 'x2-super-battleship',
    });
    const one = withUnits(s, 'Japan', '6 Sea Zone', SHB);
    expect(play(one, { type: 'PurchaseUnits', units: [{ type: SHB, count: 1 }] }).ok).toBe(true);
    expect(refusal(play(one, { type: 'PurchaseUnits', units: [{ type: SHB, count: 2 }] })).code).toBe('UNIT_LIMIT_REACHED');
    const china = withPUs(atTurn(newGame('pacific-1940', ['x2-super-battleship']), 'China'), 'China', 50);
    expect(refusal(play(china, { type: 'PurchaseUnits', units: [{ type: SHB, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
  });

  /** A Japanese super battleship in SZ 6 attacks a US destroyer in SZ 19. */
  function shbAttack(): GameState {
    let s = withRelation(newGame('pacific-1940', ['x2-super-battleship']), 'Japan', 'USA', 'war');
    s = withUnits(withUnits(withoutUnits(s, '19 Sea Zone'), 'USA', '19 Sea Zone', 'destroyer'), 'Japan', '6 Sea Zone', SHB);
    s = advanceTo(s, 'combatMove');
    s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', SHB), '19 Sea Zone')).state;
    return advanceTo(s, 'conductCombat');
  }

  test('it moves 2 like a battleship, fires 2 dice at 5 and takes 3 hits (2 absorbed as damage)', () => {
    const s = shbAttack();
    const shb = ids(s, '19 Sea Zone', 'Japan', SHB)[0];
    // Attacker: 6, 6 (two dice, both miss); defender: 1 (a hit) -> damage 1; round 2: 6, 6 / 1 -> damage 2, still afloat.
    let r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [6, 6, 1]);
    expect(rolls(r.events)).toEqual([[6, 6], [1]]);
    expect(r.state.units.get(shb)!.damage).toBe(1);
    expect(r.state.battle?.step).toBe('decide');
    r = applyWith(r.state, { type: 'PressOn' }, [6, 6, 1]);
    expect(r.state.units.get(shb)!.damage).toBe(2);
    r = applyWith(r.state, { type: 'PressOn' }, [6, 6, 1]);
    expect(r.state.units.get(shb)).toBeUndefined(); // the third hit sinks it
  });

  test('battleOdds knows it only with its option; 2 dice at 5 and 3 hits make it beat 2 battleships more often than a battleship does', () => {
    const rs = rulesetView('pacific-1940');
    const vs = { kind: 'sea' as const, defenders: [{ type: 'destroyer', count: 3 }] };
    const shb = battleOdds(rs, { ...vs, attackers: [{ type: SHB, count: 1 }], options: ['x2-super-battleship'] });
    const bb = battleOdds(rs, { ...vs, attackers: [{ type: 'battleship', count: 1 }] });
    expect(shb.attackerWins).toBeGreaterThan(bb.attackerWins + 0.2);
    expect(() => battleOdds(rs, { ...vs, attackers: [{ type: SHB, count: 1 }] })).toThrow('x2-super-battleship');
  });
});

describe('hr01-fortifications (RULES §8.1, seed 002 "NEW UNITS: Fortifications")', () => {
  const FORT = 'fortification' as const;
  const bought = (options: string[], count = 1) => {
    const s = withPUs(atTurn(newGame('pacific-1940', options), 'Japan'), 'Japan', 100);
    return advanceTo(apply(s, { type: 'PurchaseUnits', units: [{ type: FORT, count }] }).state, 'mobilize');
  };

  test('bought for 4 and placed directly in own land held since the turn began, at most its value a turn (1 if 0); not purchasable without the option', () => {
    // Korea takes as many as its value a turn; not an enemy's land.
    const korea = rulesetView('pacific-1940').territory('Korea')!.production;
    const s = bought(['hr01-fortifications'], Math.max(1, korea) + 1);
    const placed = apply(s, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: Math.max(1, korea), territory: 'Korea' }] });
    expect(placed.state.units.filter((u) => u.type === FORT && u.at === 'Korea')).toHaveLength(Math.max(1, korea));
    expect(refusal(play(placed.state, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: 1, territory: 'Korea' }] })).code).toBe(
      'FACTORY_CAPACITY_EXCEEDED',
    );
    expect(refusal(play(s, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: 1, territory: 'Hunan' }] })).code).toBe(
      'NOT_HELD_SINCE_TURN_START',
    );
    const off = withPUs(atTurn(newGame('pacific-1940'), 'Japan'), 'Japan', 100);
    expect(refusal(play(off, { type: 'PurchaseUnits', units: [{ type: FORT, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
  });

  test('it never moves; defending, it rolls at 3 and raises one infantry from 2 to 3 (the dice show it)', () => {
    let s = withUnits(newGame('pacific-1940', ['hr01-fortifications']), 'China', 'Hunan', FORT);
    s = advanceTo(atTurn(s, 'China'), 'combatMove');
    expect(refusal(play(s, move(ids(s, 'Hunan', 'China', FORT), 'Yunnan'))).code).toBe('CANNOT_MOVE');
    // Japan attacks Hunan (1 infantry + the fortification): the defender's dice are read at 3, 3.
    let j = withUnits(newGame('pacific-1940', ['hr01-fortifications']), 'China', 'Hunan', FORT);
    j = advanceTo(j, 'combatMove');
    j = apply(j, move(ids(j, 'Kiangsi', 'Japan', 'infantry', 1), 'Hunan')).state;
    j = advanceTo(j, 'conductCombat');
    // Attacker infantry rolls 6 (miss); defenders roll 3 and 3: both hit at 3 (a lone infantry would miss at 2).
    const r = applyWith(j, { type: 'FightBattle', place: 'Hunan' }, [6, 3, 3]);
    expect(r.events.filter((e) => e.type === 'HitsScored').map((e) => e.data as { by: string; total: number })).toContainEqual(
      expect.objectContaining({ by: 'defender', total: 2 }),
    );
  });

  test('battleOdds: a fortification with an infantry holds better than the infantry alone', () => {
    const rs = rulesetView('pacific-1940');
    const att = [{ type: 'infantry', count: 3 }];
    const withFort = battleOdds(rs, {
      kind: 'land',
      attackers: att,
      defenders: [
        { type: 'infantry', count: 1 },
        { type: FORT, count: 1 },
      ],
      options: ['hr01-fortifications'],
    });
    const alone = battleOdds(rs, { kind: 'land', attackers: att, defenders: [{ type: 'infantry', count: 1 }] });
    expect(withFort.defenderWins).toBeGreaterThan(alone.defenderWins + 0.1);
  });
});
