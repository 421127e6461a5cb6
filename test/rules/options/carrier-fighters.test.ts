// RULES §8.2 x2-carrier-fighters (seed 003 §8 "Carrier Based Fighter Aircraft"):
// Japan and the USA may each have up to 8; cost 6, range 3, fighter values;
// built at Japan or the western USA straight onto an undamaged carrier in the
// zone next to it (otherwise the money is lost); they take off from and land
// on carriers only. Each against the same game without the option, in every
// ruleset it applies to.
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
  withOwner,
  withoutUnits,
  withPUs,
  withRelation,
  withUnits,
} from '../fixtures';

const OPT = 'x2-carrier-fighters';
const CVF = 'carrier_fighter' as const;

describe.each([
  ['pacific-1940', '6 Sea Zone', 'Japan'],
  ['pacific-1940-2e', '6 Sea Zone', 'Japan'],
  ['pacific-2001', '36 Sea Zone', 'Japan'],
])(`${OPT} in %s (RULES §8.2, seed 003 §8)`, (rulesetId, zone, home) => {
  /** Japan's turn, with PUs, one empty undamaged carrier of its own in the zone next to Japan (`damage` on it). */
  function japan(options: string[], damage = 0): GameState {
    const s = withUnits(withoutUnits(newGame(rulesetId, options), zone), 'Japan', zone, 'carrier', 1, damage);
    return withPUs(atTurn(s, 'Japan'), 'Japan', 200);
  }
  const buy = (s: GameState, count: number) => apply(s, { type: 'PurchaseUnits', units: [{ type: CVF, count }] });

  test('Japan buys them at 6, at most 8; nobody without the option, and not China', () => {
    const r = buy(japan([OPT]), 8);
    expect(r.events[0]).toMatchObject({ data: { units: [{ type: CVF, count: 8, cost: 48 }] } });
    expect(refusal(play(japan([OPT]), { type: 'PurchaseUnits', units: [{ type: CVF, count: 9 }] }))).toMatchObject({
      code: 'UNIT_LIMIT_REACHED',
      rule: OPT,
    });
    expect(refusal(play(japan([]), { type: 'PurchaseUnits', units: [{ type: CVF, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
    const china = withPUs(atTurn(newGame(rulesetId, [OPT]), 'China'), 'China', 50);
    expect(play(china, { type: 'PurchaseUnits', units: [{ type: CVF, count: 1 }] }).ok).toBe(false);
  });

  test('placed straight onto an undamaged carrier next to Japan, never on land; unplaced, its money is lost (not refunded)', () => {
    const s = advanceTo(buy(japan([OPT]), 3).state, 'mobilize');
    const placed = apply(s, { type: 'PlaceUnits', placements: [{ unitType: CVF, count: 2, territory: zone }] });
    expect(placed.state.units.filter((u) => u.type === CVF && u.at === zone)).toHaveLength(2);
    // The carrier is full (2 places): the third has no deck.
    expect(refusal(play(placed.state, { type: 'PlaceUnits', placements: [{ unitType: CVF, count: 1, territory: zone }] })).code).toBe(
      'NO_CARRIER_ROOM',
    );
    expect(refusal(play(s, { type: 'PlaceUnits', placements: [{ unitType: CVF, count: 1, territory: home }] })).code).toBe(
      'WRONG_PLACEMENT_TERRITORY',
    );
    const ended = apply(placed.state, { type: 'EndPhase' });
    expect(ended.events.filter((e) => e.type === 'UnplacedUnitsRefunded')).toEqual([]);
    expect(ended.state.pus.Japan).toBe(placed.state.pus.Japan);
    // A damaged carrier takes none.
    const damaged = advanceTo(buy(japan([OPT], 1), 1).state, 'mobilize');
    expect(refusal(play(damaged, { type: 'PlaceUnits', placements: [{ unitType: CVF, count: 1, territory: zone }] })).code).toBe(
      'NO_CARRIER_ROOM',
    );
  });

  test('range 3, and it lands on carriers only: a fighter may land in Japan, a carrier fighter may not', () => {
    let s = withUnits(japan([OPT]), 'Japan', zone, CVF);
    s = withUnits(s, 'Japan', zone, 'fighter');
    s = advanceTo(s, 'nonCombatMove');
    const [cvf] = ids(s, zone, 'Japan', CVF);
    const [ftr] = ids(s, zone, 'Japan', 'fighter');
    expect(play(s, move([ftr], home)).ok).toBe(true);
    expect(refusal(play(s, move([cvf], home))).code).toBe('NO_LANDING_PLACE');
    expect(rulesetView(rulesetId).unit(CVF)!.movement).toBe(3);
  });
});

describe(`${OPT}: battles and shipbuilding (RULES §8.2, seed 003 §8, §2)`, () => {
  test('battleOdds: it fights with fighter values, only with its option', () => {
    const rs = rulesetView('pacific-1940');
    const vs = { kind: 'sea' as const, defenders: [{ type: 'destroyer', count: 1 }] };
    const cvf = battleOdds(rs, { ...vs, attackers: [{ type: CVF, count: 2 }], options: [OPT] });
    const ftr = battleOdds(rs, { ...vs, attackers: [{ type: 'fighter', count: 2 }] });
    expect(cvf.attackerWins).toBeCloseTo(ftr.attackerWins, 10);
    expect(cvf.expectedAttackerLossPUs).toBeLessThan(ftr.expectedAttackerLossPUs);
    expect(() => battleOdds(rs, { ...vs, attackers: [{ type: CVF, count: 1 }] })).toThrow(OPT);
  });

  test('attacking, it must reach a carrier afterwards: a fighter may fall back on land, a carrier fighter may not', () => {
    // Japan (at war with the USA, no carrier of its own anywhere) sends a fighter and a carrier fighter from Japan's zone
    // against a US destroyer next door.
    let s = withRelation(newGame('pacific-1940', [OPT]), 'Japan', 'USA', 'war');
    s = withoutUnits(withoutUnits(s, '6 Sea Zone'), '33 Sea Zone', (u) => u.type === 'carrier');
    s = withUnits(withUnits(s, 'Japan', '6 Sea Zone', CVF), 'Japan', '6 Sea Zone', 'fighter');
    s = withUnits(withoutUnits(s, '19 Sea Zone'), 'USA', '19 Sea Zone', 'destroyer');
    s = advanceTo(s, 'combatMove');
    expect(play(s, move(ids(s, '6 Sea Zone', 'Japan', 'fighter'), '19 Sea Zone')).ok).toBe(true);
    expect(refusal(play(s, move(ids(s, '6 Sea Zone', 'Japan', CVF), '19 Sea Zone'))).code).toBe('NO_LANDING_PLACE');
  });

  test('with x2-increased-shipbuilding (⚠ RULES §8.2 default), the Late 1942 fighters are carrier fighters', () => {
    /** The units given in Japan's zone as round 6 (Late 1942, AMBIG-33) ends. */
    const gifts = (options: string[]) => {
      let s: GameState = { ...newGame('pacific-1940', options), round: 6 };
      const given: GameEvent[] = [];
      for (let i = 0; i < 10 && s.round === 6; i++) {
        const who = s.current;
        while (s.current === who && s.round === 6) {
          const r = apply(s, { type: 'EndPhase' });
          given.push(...r.events.filter((e) => e.type === 'FreeUnitsGiven'));
          s = r.state;
        }
      }
      return given
        .map((e) => e.data as { power: string; units: { type: string }[] })
        .filter((d) => d.power === 'Japan')
        .flatMap((d) => d.units.map((u) => u.type))
        .sort();
    };
    expect(gifts([OPT, 'x2-increased-shipbuilding'])).toEqual(['carrier', CVF, CVF]);
    expect(gifts(['x2-increased-shipbuilding'])).toEqual(['carrier', 'fighter', 'fighter']);
  });
});

describe(`${OPT}: taking off and stranded on land (RULES §8.2, seed 003 §8)`, () => {
  test('it takes off from an undamaged carrier only', () => {
    const at = (damage: number) => {
      let s = withoutUnits(newGame('pacific-1940', [OPT]), '6 Sea Zone');
      s = withUnits(withUnits(s, 'Japan', '6 Sea Zone', 'carrier', 1, damage), 'Japan', '6 Sea Zone', CVF);
      return advanceTo(withUnits(s, 'Japan', '19 Sea Zone', 'carrier'), 'nonCombatMove');
    };
    const ok = at(0);
    expect(play(ok, move(ids(ok, '6 Sea Zone', 'Japan', CVF), '19 Sea Zone')).ok).toBe(true);
    const damaged = at(1);
    expect(refusal(play(damaged, move(ids(damaged, '6 Sea Zone', 'Japan', CVF), '19 Sea Zone')))).toMatchObject({
      code: 'CARRIER_DAMAGED',
      rule: OPT,
    });
  });

  test('stranded on land (after CBT-10) it waits for Non-combat Move, then goes onto a carrier next to it; it fights no battle there', () => {
    let s = withoutUnits(withoutUnits(newGame('pacific-1940', [OPT]), '6 Sea Zone'), 'Iwo Jima');
    s = withUnits(withUnits(s, 'Japan', 'Iwo Jima', CVF), 'Japan', 'Iwo Jima', 'infantry');
    s = withUnits(withoutUnits(s, '17 Sea Zone'), 'Japan', '17 Sea Zone', 'carrier');
    const cm = advanceTo(s, 'combatMove');
    const [cvf] = ids(cm, 'Iwo Jima', 'Japan', CVF);
    expect(refusal(play(cm, move([cvf], '17 Sea Zone'))).code).toBe('CANNOT_MOVE');
    const ncm = advanceTo(s, 'nonCombatMove');
    expect(play(ncm, move([cvf], '17 Sea Zone')).ok).toBe(true);
    // The USA attacks Iwo Jima: the infantry defends, the carrier fighter does not.
    let w = withRelation(s, 'Japan', 'USA', 'war');
    w = withUnits(withOwner(withoutUnits(w, 'Marianas'), 'Marianas', 'USA'), 'USA', 'Marianas', 'bomber');
    w = advanceTo(atTurn(w, 'USA'), 'combatMove');
    w = apply(w, move(ids(w, 'Marianas', 'USA', 'bomber'), '22 Sea Zone', '17 Sea Zone', 'Iwo Jima')).state;
    const started = applyWith(advanceTo(w, 'conductCombat'), { type: 'FightBattle', place: 'Iwo Jima' }, [6, 6, 6, 6]);
    const battle = started.events.find((e) => e.type === 'BattleStarted')!.data as { defenders: string[] };
    expect(battle.defenders).not.toContain(cvf);
    expect(battle.defenders).toHaveLength(1);
  });
});
