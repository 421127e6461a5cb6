// RULES §8.2 x2-japanese-fortifications (seed 003 §9 "Defensive fortifications"):
// Japan buys fortifications at 1 PU and places them on islands it held since its
// turn began (never Japan), never more than the infantry there; each lets one
// infantry defend at 3; it never fires and is never a casualty; it is destroyed
// when its infantry dies or leaves, never captured. Each against the same game
// without the option, in every ruleset it applies to.
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

const OPT = 'x2-japanese-fortifications';
const FORT = 'island_fortification' as const;
const dice = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'DiceRolled').map((e) => (e.data as { purpose: string; values: number[] }).values);
const lostForts = (events: GameEvent[]) =>
  events
    .filter((e) => e.type === 'FortificationsLost')
    .flatMap((e) => (e.data as { units: { unitId: string }[] }).units.map((u) => u.unitId));

describe.each([
  ['pacific-1940', 'Okinawa', 'Korea'],
  ['pacific-1940-2e', 'Okinawa', 'Korea'],
  ['pacific-2001', 'Ryukyu', 'Manchuria'],
])(`${OPT} in %s (RULES §8.2, seed 003 §9)`, (rulesetId, island, mainland) => {
  /** Japan's Mobilize with `count` fortifications bought, `island` holding one Japanese infantry. */
  function bought(count: number): GameState {
    let s = withUnits(withoutUnits(newGame(rulesetId, [OPT]), island), 'Japan', island, 'infantry');
    s = withPUs(atTurn(s, 'Japan'), 'Japan', 50);
    const r = apply(s, { type: 'PurchaseUnits', units: [{ type: FORT, count }] });
    expect(r.events[0]).toMatchObject({ data: { units: [{ type: FORT, count, cost: count }] } });
    return advanceTo(r.state, 'mobilize');
  }

  test('Japan buys them at 1 PU; nobody can without the option, and no other power with it', () => {
    bought(2);
    const off = withPUs(atTurn(newGame(rulesetId), 'Japan'), 'Japan', 50);
    expect(refusal(play(off, { type: 'PurchaseUnits', units: [{ type: FORT, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
    const usa = withPUs(atTurn(newGame(rulesetId, [OPT]), 'USA'), 'USA', 50);
    expect(refusal(play(usa, { type: 'PurchaseUnits', units: [{ type: FORT, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
  });

  test('placed on an island it held since the turn began, never more than its infantry, never Japan, never the mainland', () => {
    const s = bought(3);
    const one = apply(s, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: 1, territory: island }] });
    expect(one.state.units.filter((u) => u.type === FORT && u.at === island)).toHaveLength(1);
    expect(refusal(play(one.state, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: 1, territory: island }] }))).toMatchObject({
      code: 'FACTORY_CAPACITY_EXCEEDED',
      rule: OPT,
    });
    expect(refusal(play(s, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: 1, territory: 'Japan' }] })).code).toBe(
      'WRONG_PLACEMENT_TERRITORY',
    );
    expect(refusal(play(s, { type: 'PlaceUnits', placements: [{ unitType: FORT, count: 1, territory: mainland }] })).code).toBe(
      'WRONG_TERRAIN',
    );
  });

  test('it never moves; when its infantry leaves the island it is destroyed (FortificationsLost), and undo brings it back', () => {
    let s = withUnits(withUnits(withoutUnits(newGame(rulesetId, [OPT]), island), 'Japan', island, 'infantry'), 'Japan', island, FORT);
    const zone = rulesetView(rulesetId).seaNeighbours(island)[0];
    s = advanceTo(withUnits(withoutUnits(s, zone), 'Japan', zone, 'transport'), 'nonCombatMove');
    expect(refusal(play(s, move(ids(s, island, 'Japan', FORT), zone))).code).toBe('CANNOT_MOVE');
    const fort = ids(s, island, 'Japan', FORT)[0];
    const left = apply(s, move(ids(s, island, 'Japan', 'infantry'), zone));
    expect(lostForts(left.events)).toEqual([fort]);
    expect(left.state.units.get(fort)).toBeUndefined();
    expect(apply(left.state, { type: 'UndoMove' }).state.units.get(fort)).toBeDefined();
    // Without the option nothing of the kind happens (no fortification can be there).
    const plain = advanceTo(withUnits(withoutUnits(newGame(rulesetId), zone), 'Japan', zone, 'transport'), 'nonCombatMove');
    expect(lostForts(apply(plain, move(ids(plain, island, 'Japan', 'infantry'), zone)).events)).toEqual([]);
  });
});

describe(`${OPT} in battle (pacific-1940; RULES §8.2, seed 003 §9)`, () => {
  /** The USA (at war) attacks Iwo Jima, held by `inf` Japanese infantry (with as many fortifications with the option), with bombers from Marianas. */
  function attack(options: string[], inf: number, bombers = 1): GameState {
    let s = withRelation(newGame('pacific-1940', options), 'Japan', 'USA', 'war');
    s = withUnits(withoutUnits(s, 'Iwo Jima'), 'Japan', 'Iwo Jima', 'infantry', inf);
    if (options.includes(OPT)) s = withUnits(s, 'Japan', 'Iwo Jima', FORT, inf);
    s = withUnits(withOwner(withoutUnits(s, 'Marianas'), 'Marianas', 'USA'), 'USA', 'Marianas', 'bomber', bombers);
    s = advanceTo(atTurn(s, 'USA'), 'combatMove');
    s = apply(s, move(ids(s, 'Marianas', 'USA', 'bomber'), '22 Sea Zone', '17 Sea Zone', 'Iwo Jima')).state;
    return advanceTo(s, 'conductCombat');
  }

  test('its infantry defends at 3 (a 3 hits; without the option it misses at 2); the fortification rolls no die', () => {
    const on = applyWith(attack([OPT], 1), { type: 'FightBattle', place: 'Iwo Jima' }, [6, 3]);
    expect(dice(on.events)).toEqual([[6], [3]]);
    expect(on.state.units.filter((u) => u.owner === 'USA' && u.at === 'Iwo Jima')).toHaveLength(0);
    const off = applyWith(attack([], 1), { type: 'FightBattle', place: 'Iwo Jima' }, [6, 3]);
    expect(dice(off.events)).toEqual([[6], [3]]);
    expect(off.state.units.filter((u) => u.owner === 'USA' && u.at === 'Iwo Jima')).toHaveLength(1);
  });

  test('it is never a casualty: hits fall on infantry; the fortifications beyond the infantry left are destroyed as the battle ends', () => {
    // Two bombers both hit (1, 1): two hits, two infantry die; none falls on a fortification. Then both forts go, never captured.
    const s = attack([OPT], 2, 2);
    const forts = ids(s, 'Iwo Jima', 'Japan', FORT);
    const r = applyWith(s, { type: 'FightBattle', place: 'Iwo Jima' }, [1, 1, 6, 6]);
    expect(r.state.units.filter((u) => u.at === 'Iwo Jima' && u.owner === 'Japan')).toHaveLength(0);
    const removed = r.events
      .filter((e) => e.type === 'CasualtiesRemoved' || e.type === 'FortificationsLost')
      .flatMap((e) => JSON.stringify(e.data));
    expect(removed.join()).toContain(forts[0]);
    // One infantry of two dies, the defender holds: one fortification (the later one) goes with it.
    const t = attack([OPT], 2, 1);
    // The bomber hits (1); the infantry roll 3 (a hit at 3) and 6.
    const kept = applyWith(t, { type: 'FightBattle', place: 'Iwo Jima' }, [1, 3, 6]);
    expect(kept.state.units.filter((u) => u.at === 'Iwo Jima' && u.type === 'infantry')).toHaveLength(1);
    expect(lostForts(kept.events)).toHaveLength(1);
    expect(kept.state.units.filter((u) => u.at === 'Iwo Jima' && u.type === FORT)).toHaveLength(1);
  });

  test('battleOdds: an infantry in a fortification holds better than alone, and the fortification absorbs no hit', () => {
    const rs = rulesetView('pacific-1940');
    const att = [{ type: 'infantry', count: 2 }];
    const fort = battleOdds(rs, {
      kind: 'land',
      attackers: att,
      defenders: [
        { type: 'infantry', count: 1 },
        { type: FORT, count: 1 },
      ],
      options: [OPT],
    });
    const alone = battleOdds(rs, { kind: 'land', attackers: att, defenders: [{ type: 'infantry', count: 1 }] });
    const atThree = battleOdds(rs, {
      kind: 'land',
      attackers: att,
      defenders: [{ type: 'fortification', count: 1 }],
      options: ['hr01-fortifications'],
    });
    expect(fort.defenderWins).toBeGreaterThan(alone.defenderWins + 0.1);
    // One unit at 3 taking one hit: the same odds as hr01's lone fortification (defense 3, one hit).
    expect(fort.defenderWins).toBeCloseTo(atThree.defenderWins, 10);
    expect(() => battleOdds(rs, { kind: 'land', attackers: att, defenders: [{ type: FORT, count: 1 }] })).toThrow(OPT);
    expect(() => battleOdds(rs, { kind: 'land', attackers: [{ type: FORT, count: 1 }], defenders: att, options: [OPT] })).toThrow();
  });
});
