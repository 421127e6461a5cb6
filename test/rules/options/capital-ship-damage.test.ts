// RULES §8.2 x2-capital-ship-damage (seed 003 §10 "Carriers & Battleships taking
// damage"), in every ruleset: each against the same game without it.
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
  playWith,
  refusal,
  withoutUnits,
  withRelation,
  withUnits,
} from '../fixtures';

const OPT = 'x2-capital-ship-damage';

describe('x2-capital-ship-damage (RULES §8.2, seed 003 §10a/§10f "Damaged Carriers can not attack")', () => {
  /** 1E: Japan's battleship in SZ 6, damaged, and a US destroyer put in SZ 19 next to it. */
  function damagedBattleship(rulesetId: string, options: string[]): GameState {
    let s = withRelation(newGame(rulesetId, options), 'Japan', 'USA', 'war');
    s = withUnits(withoutUnits(s, '19 Sea Zone'), 'USA', '19 Sea Zone', 'destroyer');
    const [bb] = ids(s, '6 Sea Zone', 'Japan', 'battleship');
    s = { ...s, units: s.units.update(bb, (u) => ({ ...u, damage: 1 })) };
    return advanceTo(s, 'combatMove');
  }

  test.each(['pacific-1940', 'pacific-1940-2e'])('%s: a damaged battleship may not attack with the option; it may without', (rulesetId) => {
    const on = damagedBattleship(rulesetId, [OPT]);
    const bb = ids(on, '6 Sea Zone', 'Japan', 'battleship');
    expect(refusal(play(on, move(bb, '19 Sea Zone')))).toMatchObject({ code: 'DAMAGED_CANNOT_ATTACK', rule: OPT });
    expect(play(damagedBattleship(rulesetId, []), move(bb, '19 Sea Zone')).ok).toBe(true);
  });

  test('pacific-2001: a damaged battleship may not attack a US destroyer with the option', () => {
    const game = (options: string[]) => {
      let s = withUnits(newGame('pacific-2001', options), 'USA', '16 Sea Zone', 'destroyer');
      const [bb] = ids(s, '26 Sea Zone', 'Japan', 'battleship');
      s = { ...s, units: s.units.update(bb, (u) => ({ ...u, damage: 1 })) };
      return advanceTo(s, 'combatMove');
    };
    const bb = ids(game([]), '26 Sea Zone', 'Japan', 'battleship');
    expect(refusal(play(game([OPT]), move(bb, '16 Sea Zone'))).code).toBe('DAMAGED_CANNOT_ATTACK');
    expect(play(game([]), move(bb, '16 Sea Zone')).ok).toBe(true);
  });
});

describe('x2-capital-ship-damage (RULES §8.2, seed 003 §10b "Carriers being repaired")', () => {
  /** `rulesetId`'s Japanese battleship, damaged, in Japan's Purchase (SZ 6 / 26: no free repair where it is moved to). */
  function toRepair(rulesetId: string, zone: string, options: string[]) {
    let s = newGame(rulesetId, options);
    const [bb] = ids(s, zone, 'Japan', 'battleship');
    s = { ...s, units: s.units.update(bb, (u) => ({ ...u, damage: 1 })) };
    return { s: atTurn(s, 'Japan', 'purchase'), bb };
  }

  test.each([
    ['pacific-1940', '6 Sea Zone'],
    ['pacific-2001', '26 Sea Zone'],
  ])('%s: a damaged battleship is repaired for 3 PUs in Purchase; without the option it is no facility to repair', (rulesetId, zone) => {
    const { s, bb } = toRepair(rulesetId, zone, [OPT]);
    const repair = { type: 'RepairFacilities' as const, repairs: [{ territory: zone, unitType: 'battleship' as const, points: 1 }] };
    const r = apply(s, repair);
    expect(r.events[0]).toMatchObject({ type: 'FacilitiesRepaired', data: { total: 3, pusLeft: s.pus.Japan! - 3 } });
    expect(r.state.units.get(bb)!.damage).toBe(0);
    expect(refusal(play(toRepair(rulesetId, zone, []).s, repair)).code).toBe('NO_SUCH_FACILITY');
  });

  test('pacific-2001: phase 8 no longer uprights a damaged battleship for free with the option (⚠ only 1E/2E keep free repair)', () => {
    const upright = (options: string[]) => {
      // Phase 8 uprights as it starts: the events of ending Mobilize.
      return apply(advanceTo(toRepair('pacific-2001', '26 Sea Zone', options).s, 'mobilize'), { type: 'EndPhase' }).events;
    };
    const repaired = (events: GameEvent[]) => events.filter((e) => e.type === 'ShipsRepaired');
    expect(repaired(upright([OPT]))).toEqual([]);
    expect(repaired(upright([]))).not.toEqual([]);
  });
});

describe('x2-capital-ship-damage (RULES §8.2, seed 003 §10d "Carriers are Primary Targets")', () => {
  /** Japan's battleship (SZ 6) hits once (a 1) a US carrier and battleship put in SZ 19; the US rolls 6s. */
  function oneHit(options: string[]): GameState {
    let s = withRelation(newGame('pacific-1940', options), 'Japan', 'USA', 'war');
    s = withUnits(withUnits(withoutUnits(s, '19 Sea Zone'), 'USA', '19 Sea Zone', 'carrier'), 'USA', '19 Sea Zone', 'battleship');
    s = advanceTo(s, 'combatMove');
    s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', 'battleship'), '19 Sea Zone')).state;
    return applyWith(advanceTo(s, 'conductCombat'), { type: 'FightBattle', place: '19 Sea Zone' }, [1, 6, 6]).state;
  }

  test('the first hit must be the carrier’s: the battleship is refused with the option, allowed without', () => {
    const on = oneHit([OPT]);
    const bb = ids(on, '19 Sea Zone', 'USA', 'battleship');
    const cv = ids(on, '19 Sea Zone', 'USA', 'carrier');
    expect(refusal(playWith(on, { type: 'ChooseCasualties', units: bb }, [], 'USA'))).toMatchObject({ code: 'CARRIERS_FIRST', rule: OPT });
    expect(playWith(on, { type: 'ChooseCasualties', units: cv }, [], 'USA').ok).toBe(true);
    const off = oneHit([]);
    expect(playWith(off, { type: 'ChooseCasualties', units: ids(off, '19 Sea Zone', 'USA', 'battleship') }, [], 'USA').ok).toBe(true);
  });

  test('then, one carrier and one battleship hit, a hit on the other battleship waits for another carrier hit (seed example)', () => {
    // Round 1 took the carrier, round 2 the battleship (1 < 1 is false for a second battleship, so no third battleship hit).
    let s = withRelation(newGame('pacific-1940', [OPT]), 'Japan', 'USA', 'war');
    s = withUnits(withUnits(withoutUnits(s, '19 Sea Zone'), 'USA', '19 Sea Zone', 'carrier'), 'USA', '19 Sea Zone', 'battleship', 2);
    s = advanceTo(s, 'combatMove');
    s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', 'battleship'), '19 Sea Zone')).state;
    s = applyWith(advanceTo(s, 'conductCombat'), { type: 'FightBattle', place: '19 Sea Zone' }, [1, 6, 6, 6]).state;
    const [cv] = ids(s, '19 Sea Zone', 'USA', 'carrier');
    const [bb1, bb2] = ids(s, '19 Sea Zone', 'USA', 'battleship');
    s = applyWith(s, { type: 'ChooseCasualties', units: [cv] }, [], 'USA').state;
    s = applyWith(s, { type: 'PressOn' }, [1, 6, 6, 6]).state;
    s = applyWith(s, { type: 'ChooseCasualties', units: [bb1] }, [], 'USA').state;
    s = applyWith(s, { type: 'PressOn' }, [1, 6, 6, 6]).state;
    expect(refusal(playWith(s, { type: 'ChooseCasualties', units: [bb2] }, [], 'USA')).code).toBe('CARRIERS_FIRST');
    expect(refusal(playWith(s, { type: 'ChooseCasualties', units: [bb1] }, [], 'USA')).code).toBe('CARRIERS_FIRST');
    expect(playWith(s, { type: 'ChooseCasualties', units: [cv] }, [], 'USA').ok).toBe(true);
  });

  test('battleOdds: with the battleship listed first to lose, 3 hits in a round sink the carrier instead of the battleship', () => {
    const rs = rulesetView('pacific-1940');
    const input = {
      kind: 'sea' as const,
      attackers: [{ type: 'bomber', count: 6 }],
      defenders: [
        { type: 'carrier', count: 1 },
        { type: 'battleship', count: 1 },
      ],
      defenderOrderOfLoss: ['battleship', 'carrier'],
      maxRounds: 1,
    };
    const left = (options: string[], type: string) =>
      battleOdds(rs, { ...input, options }).expectedDefenderSurvivors.find((x) => x.type === type)!.expected;
    expect(left([OPT], 'carrier')).toBeLessThan(left([], 'carrier') - 0.1);
    expect(left([OPT], 'battleship')).toBeGreaterThan(left([], 'battleship') + 0.1);
  });
});

describe('x2-capital-ship-damage, pacific-2001 adaptation: carriers gain a 2nd hit (RULES §8.2 "01: carriers gain a 2nd hit")', () => {
  test('battleOdds: a 2001 carrier survives a bomber more often with the option', () => {
    const rs = rulesetView('pacific-2001');
    const input = { kind: 'sea' as const, attackers: [{ type: 'bomber', count: 1 }], defenders: [{ type: 'carrier', count: 1 }] };
    expect(battleOdds(rs, { ...input, options: [OPT] }).defenderWins).toBeGreaterThan(battleOdds(rs, input).defenderWins + 0.1);
  });

  test('in a battle, a hit on a 2001 carrier damages it with the option and sinks it without', () => {
    const hit = (options: string[]) => {
      let s = withUnits(newGame('pacific-2001', options), 'USA', '16 Sea Zone', 'carrier');
      s = advanceTo(s, 'combatMove');
      s = apply(s, move(ids(s, '26 Sea Zone', 'Japan', 'battleship'), '16 Sea Zone')).state;
      const r = applyWith(advanceTo(s, 'conductCombat'), { type: 'FightBattle', place: '16 Sea Zone' }, [1, 6, 6, 6]);
      return r.events.find((e) => e.type === 'CasualtiesChosen' && e.data.side === 'defender');
    };
    expect(hit([OPT])).toMatchObject({ data: { units: [{ effect: 'damaged' }] } });
    expect(hit([])).toMatchObject({ data: { units: [{ effect: 'destroyed' }] } });
  });
});

describe('x2-capital-ship-damage (RULES §8.2 "Up to 2 own fighters may guard a damaged carrier in port", seed 003 §10e)', () => {
  /** 1E, the USA's Non-combat Move: SZ 10 (next to Western United States and its factory, a port) emptied, a damaged US carrier put there. */
  function damagedInPort(options: string[], zone = '10 Sea Zone', rulesetId = 'pacific-1940'): GameState {
    let s = withUnits(withoutUnits(newGame(rulesetId, options), zone), 'USA', zone, 'carrier', 1, 1);
    s = withUnits(s, 'USA', 'Western United States', 'fighter', 2);
    return atTurn(s, 'USA', 'nonCombatMove');
  }
  const wusa = (s: GameState, type: 'fighter' | 'tactical_bomber', n?: number) => ids(s, 'Western United States', 'USA', type, n);

  test.each(['pacific-1940', 'pacific-1940-2e'])(
    '%s: two of the owner’s fighters land on it in Non-combat Move and stay aboard; without the option it takes none (AMBIG-27)',
    (rulesetId) => {
      const on = damagedInPort([OPT], '10 Sea Zone', rulesetId);
      const r = apply(on, move(wusa(on, 'fighter', 2), '10 Sea Zone'));
      const ended = apply(r.state, { type: 'EndPhase' });
      expect(ended.events.filter((e) => e.type === 'AircraftLost')).toEqual([]);
      for (const id of wusa(on, 'fighter', 2)) expect(ended.state.units.get(id)!.at).toBe('10 Sea Zone');
      const off = damagedInPort([], '10 Sea Zone', rulesetId);
      expect(refusal(play(off, move(wusa(off, 'fighter', 1), '10 Sea Zone')))).toMatchObject({ code: 'NO_LANDING_PLACE' });
    },
  );

  test('at most 2, fighters only (no tactical bomber), and only in port (SZ 11 has no friendly factory next to it)', () => {
    const on = damagedInPort([OPT]);
    expect(refusal(play(on, move(wusa(on, 'fighter', 3), '10 Sea Zone'))).code).toBe('NO_LANDING_PLACE');
    expect(refusal(play(on, move(wusa(on, 'tactical_bomber'), '10 Sea Zone'))).code).toBe('NO_LANDING_PLACE');
    const away = damagedInPort([OPT], '11 Sea Zone');
    expect(refusal(play(away, move(wusa(away, 'fighter', 1), '10 Sea Zone', '11 Sea Zone'))).code).toBe('NO_LANDING_PLACE');
  });

  test('not an ally’s fighter, and not one that had another assignment (it moved in Combat Move)', () => {
    let s = withUnits(damagedInPort([OPT]), 'UK', 'Western United States', 'fighter');
    s = withRelation(s, 'USA', 'UK', 'allied');
    // In the UK's Non-combat Move its fighter may not land on the US carrier; in the USA's, a US fighter may.
    const uk = atTurn(s, 'UK', 'nonCombatMove');
    expect(refusal(play(uk, move(ids(s, 'Western United States', 'UK', 'fighter'), '10 Sea Zone'))).code).toBe('NO_LANDING_PLACE');
    expect(play(s, move(wusa(s, 'fighter', 1), '10 Sea Zone')).ok).toBe(true);
    const [ftr] = wusa(s, 'fighter', 1);
    const flown = {
      ...s,
      movement: s.movement.set(ftr, { spent: 1, startedAt: 'Western United States', inCombatMove: true, unloaded: false }),
    };
    expect(refusal(play(flown, move([ftr], '10 Sea Zone'))).code).toBe('NO_LANDING_PLACE');
  });

  test('guarding means defending with it: Japan attacking SZ 10 meets the guards among the defenders', () => {
    const guarded = (options: string[]) => {
      let s = damagedInPort(options);
      const ftrs = wusa(s, 'fighter', 2);
      if (options.length) s = apply(s, move(ftrs, '10 Sea Zone')).state;
      s = withRelation(withUnits(s, 'Japan', '11 Sea Zone', 'battleship'), 'Japan', 'USA', 'war');
      s = advanceTo(atTurn(s, 'Japan', 'combatMove'), 'combatMove');
      s = apply(s, move(ids(s, '11 Sea Zone', 'Japan', 'battleship'), '10 Sea Zone')).state;
      const r = applyWith(advanceTo(s, 'conductCombat'), { type: 'FightBattle', place: '10 Sea Zone' }, [6, 6, 6, 6]);
      const started = r.events.find((e) => e.type === 'BattleStarted');
      return { ftrs, defenders: started?.type === 'BattleStarted' ? started.data.defenders : [] };
    };
    const on = guarded([OPT]);
    expect(on.defenders).toEqual(expect.arrayContaining(on.ftrs));
    const off = guarded([]);
    expect(off.defenders).not.toEqual(expect.arrayContaining(off.ftrs));
  });

  test('pacific-2001: a US fighter guards the damaged carrier in SZ 5, next to the United States factory', () => {
    const game = (options: string[]) => {
      const s = withUnits(withoutUnits(newGame('pacific-2001', options), '5 Sea Zone'), 'USA', '5 Sea Zone', 'carrier', 1, 1);
      return atTurn(s, 'USA', 'nonCombatMove');
    };
    const on = game([OPT]);
    const ftr = ids(on, 'United States', 'USA', 'fighter', 1);
    expect(play(on, move(ftr, '5 Sea Zone')).ok).toBe(true);
    expect(refusal(play(game([]), move(ftr, '5 Sea Zone'))).code).toBe('NO_LANDING_PLACE');
  });
});
