// Issue 25 item 7: the rule a refusal cites is the one that made the
// difference. Where a ruleset (RULES §7) or an optional rule (RULES §8)
// changes a rule, a refusal caused by that change cites it, not the generic
// rule it modifies; the 1940 refusals keep their generic rules.
import { legalDestinations, type GameState } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import type { KnownUnitType } from '../../src/rules/rulesets/ids';
import { advanceTo, apply, ids, move, newGame, play, refusal, untilTurnOf, withOwner, withoutUnits, withPUs, withUnits } from './fixtures';

const buy = (type: KnownUnitType, count = 1) => ({ type: 'PurchaseUnits' as const, units: [{ type, count }] });

describe('purchases: RULES §7 "Units" for the 2001 game, PUR-2 / PUR-4 for 1940', () => {
  test('Japan may not buy a marine or a factory in 2001 (USA only): RULES §7, not PUR-2', () => {
    const s = withPUs(newGame('pacific-2001'), 'Japan', 50);
    for (const type of ['marine', 'factory'] as const) {
      const v = refusal(play(s, buy(type)));
      expect(v).toMatchObject({ code: 'NOT_PURCHASABLE', rule: 'RULES §7' });
      expect(v.message).toContain('Japan buys infantry, artillery');
    }
    // The USA may buy both.
    const us = withPUs(untilTurnOf(newGame('pacific-2001'), 'USA'), 'USA', 50);
    expect(
      play(us, {
        type: 'PurchaseUnits',
        units: [
          { type: 'marine', count: 1 },
          { type: 'factory', count: 1 },
        ],
      }).ok,
    ).toBe(true);
  });

  test('China, paid in infantry (RULES §7 [S1 "China"]), buys nothing: RULES §7, not PUR-4', () => {
    const s = withPUs(untilTurnOf(newGame('pacific-2001'), 'China'), 'China', 10);
    const v = refusal(play(s, buy('infantry')));
    expect(v).toMatchObject({ code: 'NOT_PURCHASABLE', rule: 'RULES §7' });
    expect(v.message).toMatch(/paid in infantry/);
  });

  test('1940: China buying armour still cites PUR-4, Japan beyond its PUs PUR-2', () => {
    const china = withPUs(untilTurnOf(newGame('pacific-1940'), 'China'), 'China', 20);
    expect(refusal(play(china, buy('armour')))).toMatchObject({ code: 'NOT_PURCHASABLE', rule: 'PUR-4' });
    expect(refusal(play(withPUs(newGame('pacific-1940'), 'Japan', 5), buy('battleship')))).toMatchObject({
      code: 'INSUFFICIENT_PUS',
      rule: 'PUR-2',
    });
  });
});

describe('China\'s placement in 2001 (RULES §7 [S1 "China"]): its rule, not MOB-1 / MOB-8', () => {
  const chinaPlaces = () => advanceTo(untilTurnOf(newGame('pacific-2001'), 'China'), 'mobilize');
  const place = (territory: string, count: number) => ({
    type: 'PlaceUnits' as const,
    placements: [{ unitType: 'infantry' as const, count, territory }],
  });

  test('more infantry than it received: NOT_PURCHASED citing RULES §7', () => {
    const s = chinaPlaces();
    const received = s.purchased.infantry ?? 0;
    expect(received).toBeGreaterThan(0);
    const v = refusal(play(s, place('Szechwan', received + 1)));
    expect(v).toMatchObject({ code: 'NOT_PURCHASED', rule: 'RULES §7' });
    expect(v.message).toContain(`received ${received} infantry`);
    expect(play(s, place('Szechwan', received)).ok).toBe(true);
  });

  test('anywhere but Szechwan, held or not: WRONG_PLACEMENT_TERRITORY citing RULES §7', () => {
    const s = chinaPlaces();
    const held = Object.entries(s.owners).find(([t, o]) => o === 'China' && t !== 'Szechwan')![0];
    expect(refusal(play(s, place(held, 1)))).toMatchObject({ code: 'WRONG_PLACEMENT_TERRITORY', rule: 'RULES §7' });
    expect(refusal(play(s, place('Japan', 1)))).toMatchObject({ code: 'WRONG_PLACEMENT_TERRITORY', rule: 'RULES §7' });
  });

  test('1940 China still places by MOB-8 and MOB-1', () => {
    const s = advanceTo(untilTurnOf(newGame('pacific-1940'), 'China'), 'mobilize');
    expect(refusal(play(s, place('Japan', 1)))).toMatchObject({ code: 'NOT_PURCHASED', rule: 'MOB-1' });
  });
});

describe('cargo: the carrier that refuses says what it holds, and cites its rule', () => {
  /** The USA's non-combat move, its transports gone from 5 Sea Zone: only its 2 destroyers there can carry. */
  const usaDestroyersOnly = (): GameState =>
    withoutUnits(advanceTo(untilTurnOf(newGame('pacific-2001'), 'USA'), 'nonCombatMove'), '5 Sea Zone', (u) => u.type === 'transport');

  test('a 2001 destroyer carries one infantry (AMBIG-31): a third infantry for two destroyers is refused citing AMBIG-31', () => {
    let s = withUnits(usaDestroyersOnly(), 'USA', 'United States', 'infantry', 3);
    const inf = ids(s, 'United States', 'USA', 'infantry', 3);
    s = apply(s, move([inf[0]], '5 Sea Zone')).state;
    s = apply(s, move([inf[1]], '5 Sea Zone')).state;
    const v = refusal(play(s, move([inf[2]], '5 Sea Zone')));
    expect(v).toMatchObject({ code: 'TRANSPORT_FULL', rule: 'AMBIG-31' });
    expect(v.message).toMatch(/takes 3: destroyer \S+ \(holds 3, 0 free\), destroyer \S+ \(holds 3, 0 free\)/);
    expect(v.message).not.toMatch(/2 infantry/);
  });

  test('artillery (4) does not fit a 2001 destroyer (3): AMBIG-31', () => {
    const s = usaDestroyersOnly();
    const art = ids(s, 'United States', 'USA', 'artillery', 1);
    expect(refusal(play(s, move(art, '5 Sea Zone')))).toMatchObject({ code: 'TRANSPORT_FULL', rule: 'AMBIG-31' });
  });

  test('a 2001 transport holds 8 (RULES §7 "Units"): armour (6) and infantry (3) do not fit one', () => {
    let s = withoutUnits(
      advanceTo(untilTurnOf(newGame('pacific-2001'), 'USA'), 'nonCombatMove'),
      '5 Sea Zone',
      (u) => u.type !== 'transport',
    );
    s = withoutUnits(s, '5 Sea Zone', (u) => u.id === ids(s, '5 Sea Zone', 'USA', 'transport')[1]);
    s = withUnits(s, 'USA', 'United States', 'armour');
    const tank = ids(s, 'United States', 'USA', 'armour', 1);
    const inf = ids(s, 'United States', 'USA', 'infantry', 1);
    s = apply(s, move(tank, '5 Sea Zone')).state;
    const v = refusal(play(s, move(inf, '5 Sea Zone')));
    expect(v).toMatchObject({ code: 'TRANSPORT_FULL', rule: 'MOV-6, RULES §7' });
    expect(v.message).toMatch(/infantry, which takes 3: transport \S+ \(holds 8, 2 free\)/);
  });

  test('1940: a transport full cites MOV-6, UNIT-7 and says it holds 5', () => {
    let s = advanceTo(newGame('pacific-1940'), 'nonCombatMove');
    s = withoutUnits(s, '6 Sea Zone', (u) => u.type === 'transport' && u.id !== ids(s, '6 Sea Zone', 'Japan', 'transport')[0]);
    const inf = ids(s, 'Japan', 'Japan', 'infantry', 3);
    s = apply(s, move(inf.slice(0, 2), '6 Sea Zone')).state;
    const v = refusal(play(s, move([inf[2]], '6 Sea Zone')));
    expect(v).toMatchObject({ code: 'TRANSPORT_FULL', rule: 'MOV-6, UNIT-7' });
    expect(v.message).toMatch(/transport \S+ \(holds 5, 1 free\)/);
  });
});

describe('movement an optional rule extends: a refusal within its reach cites the option (RULES §8.1)', () => {
  test('hr01-rail-movement: a third unit by rail in a turn is refused citing the option; without it, the range rule', () => {
    let s = advanceTo(newGame('pacific-2001', ['hr01-rail-movement']), 'nonCombatMove');
    const inf = ids(s, 'Korea', 'Japan', 'infantry', 2);
    s = apply(s, move(inf, 'Manchuria', 'Shantung')).state;
    const third = ids(s, 'Shantung', 'Japan', 'infantry')
      .filter((id) => !inf.includes(id))
      .slice(0, 1);
    const v = refusal(play(s, move(third, 'Manchuria', 'Korea')));
    expect(v).toMatchObject({ code: 'OUT_OF_MOVEMENT', rule: 'hr01-rail-movement' });
    expect(v.message).toMatch(/at most 2 land units a turn by rail/);
    const off = advanceTo(newGame('pacific-2001'), 'nonCombatMove');
    expect(refusal(play(off, move(inf, 'Manchuria', 'Shantung')))).toMatchObject({
      code: 'OUT_OF_MOVEMENT',
      rule: 'MOV-2, MOV-3, MOV-4, AMBIG-44',
    });
  });

  test('hr01-port-to-port: 5 zones from port to port, cite the option; without it, the range rule (2 + 1 between harbours, AMBIG-44)', () => {
    // A Japanese harbour on Gilbert makes 16 Sea Zone a port (as test/rules/options/pacific-2001-movement.test.ts).
    const ncm = (options: string[]) =>
      advanceTo(withUnits(withOwner(newGame('pacific-2001', options), 'Gilbert', 'Japan'), 'Japan', 'Gilbert', 'harbour'), 'nonCombatMove');
    const s = ncm(['hr01-port-to-port']);
    const dd = ids(s, '36 Sea Zone', 'Japan', 'destroyer', 1);
    // 36 (Japan's harbour) -> 24 -> 19 -> 17 -> 16 Sea Zone is port to port in 4 (test/rules/options/pacific-2001-movement.test.ts).
    expect(play(s, move(dd, '24 Sea Zone', '19 Sea Zone', '17 Sea Zone', '16 Sea Zone')).ok).toBe(true);
    // legalDestinations looks as far as the option goes, and agrees.
    expect(legalDestinations(s, rulesetView('pacific-2001'), 'Japan', dd).find((d) => d.territory === '16 Sea Zone')?.route).toHaveLength(
      4,
    );
    const far = refusal(play(s, move(dd, '24 Sea Zone', '19 Sea Zone', '17 Sea Zone', '16 Sea Zone', '15 Sea Zone')));
    expect(far).toMatchObject({ code: 'OUT_OF_MOVEMENT', rule: 'hr01-port-to-port' });
    const off = refusal(
      play(advanceTo(newGame('pacific-2001'), 'nonCombatMove'), move(dd, '24 Sea Zone', '19 Sea Zone', '17 Sea Zone', '16 Sea Zone')),
    );
    expect(off).toMatchObject({ code: 'OUT_OF_MOVEMENT', rule: 'MOV-2, MOV-3, MOV-4, AMBIG-44' });
  });

  test('1940 without options: the range refusal cites MOV-5', () => {
    const s = advanceTo(newGame('pacific-1940'), 'nonCombatMove');
    const far = ids(s, '19 Sea Zone', 'Japan', 'destroyer', 1);
    expect(refusal(play(s, move(far, '20 Sea Zone', '36 Sea Zone', '37 Sea Zone')))).toMatchObject({
      code: 'OUT_OF_MOVEMENT',
      rule: 'MOV-2, MOV-3, MOV-4, MOV-5',
    });
  });
});
