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
