// RULES §8.2 x2-escorts (seed 003 §12b "Escorts & Transports"), adapted (it
// overrides UNIT-7): escorts from Late 1941 (cost 6, A1/D2, destroyer rules
// minus sub hunting); defending, a convoy (1 escort : up to 2 transports, 2 per
// escort first) has the escort at 3 and its transports at 1; from Early 1942
// every transport defends at 1; transports are never chosen as casualties and
// die once nothing else of their side is left. Each against the same game
// without the option.
import type { GameEvent, GameState, UnitType } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { rulesetView } from '../../../src/rules/ruleset/view';
import {
  advanceTo,
  apply,
  applyWith,
  atTurn,
  move,
  newGame,
  play,
  refusal,
  withoutUnits,
  withPUs,
  withRelation,
  withUnits,
} from '../fixtures';

const OPT = 'x2-escorts';
const ESC = 'escort' as const;
const dice = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'DiceRolled').map((e) => (e.data as { purpose: string; values: number[] }).values);

describe.each([
  ['pacific-1940', 4],
  ['pacific-1940-2e', 4],
  ['pacific-2001', 1],
])(`${OPT} in %s: buying (RULES §8.2, seed 003 §12b)`, (rulesetId, late1941) => {
  const at = (options: string[], round: number, power: 'Japan' | 'USA' = 'USA') =>
    withPUs(atTurn({ ...newGame(rulesetId, options), round }, power), power, 50);
  test('from Late 1941 (AMBIG-33) any naval power buys escorts at 6; not before, and not without the option', () => {
    const r = apply(at([OPT], late1941), { type: 'PurchaseUnits', units: [{ type: ESC, count: 2 }] });
    expect(r.events[0]).toMatchObject({ data: { units: [{ type: ESC, count: 2, cost: 12 }] } });
    expect(play(at([OPT], late1941, 'Japan'), { type: 'PurchaseUnits', units: [{ type: ESC, count: 1 }] }).ok).toBe(true);
    expect(refusal(play(at([], late1941), { type: 'PurchaseUnits', units: [{ type: ESC, count: 1 }] })).code).toBe('NOT_PURCHASABLE');
    if (late1941 > 1)
      expect(refusal(play(at([OPT], late1941 - 1), { type: 'PurchaseUnits', units: [{ type: ESC, count: 1 }] })).code).toBe(
        'NOT_PURCHASABLE',
      );
    const placed = apply(advanceTo(r.state, 'mobilize'), {
      type: 'PlaceUnits',
      placements: [{ unitType: ESC, count: 2, territory: rulesetId === 'pacific-2001' ? '5 Sea Zone' : '10 Sea Zone' }],
    });
    expect(placed.state.units.filter((u) => u.type === ESC)).toHaveLength(2);
  });
});

describe(`${OPT} in battle (pacific-1940; RULES §8.2, seed 003 §12b)`, () => {
  /** Round `round`; Japan (at war with the USA) attacks the US `defenders` in SZ 18 with `attackers` from SZ 6. */
  function battle(options: string[], round: number, defenders: UnitType[], attackers: UnitType[]): GameState {
    let s = withRelation({ ...newGame('pacific-1940', options), round }, 'Japan', 'USA', 'war');
    s = withoutUnits(withoutUnits(s, '18 Sea Zone'), '6 Sea Zone');
    for (const t of defenders) s = withUnits(s, 'USA', '18 Sea Zone', t);
    for (const t of attackers) s = withUnits(s, 'Japan', '6 Sea Zone', t);
    s = advanceTo(atTurn(s, 'Japan'), 'combatMove');
    s = apply(
      s,
      move(
        [...s.units.at('6 Sea Zone')].map((u) => u.id),
        '18 Sea Zone',
      ),
    ).state;
    return advanceTo(s, 'conductCombat');
  }

  test('a convoy (Late 1941): the escort defends at 3 and its 2 transports at 1; a destroyer with transports, without the option, at 2 alone', () => {
    // The attacker misses (6); the defenders roll 2, 2 (transports at 1: miss) and 3 (the escort at 3: a hit).
    const on = applyWith(
      battle([OPT], 4, [ESC, 'transport', 'transport'], ['destroyer']),
      { type: 'FightBattle', place: '18 Sea Zone' },
      [6, 2, 2, 3],
    );
    expect(dice(on.events).slice(0, 2)).toEqual([[6], [2, 2, 3]]);
    expect(on.state.units.filter((u) => u.owner === 'Japan' && u.at === '18 Sea Zone')).toHaveLength(0);
    // Without the option: transports do not fire (UNIT-7), the destroyer's 3 misses at 2.
    const off = applyWith(
      battle([], 4, ['destroyer', 'transport', 'transport'], ['destroyer']),
      { type: 'FightBattle', place: '18 Sea Zone' },
      [6, 3, 6, 6],
    );
    expect(dice(off.events).slice(0, 2)).toEqual([[6], [3]]);
  });

  test('transports are never chosen as casualties while an escort is left; alone, they die after firing back', () => {
    // Two attacking destroyers hit twice (1, 1): one takes the escort, the other finds no casualty (never a transport); the
    // convoy fires back: transports at 1 (1, 1: two hits), the escort at 3 (6). The transports outlive the attack.
    const s = battle([OPT], 4, [ESC, 'transport', 'transport'], ['destroyer', 'destroyer']);
    const r = applyWith(s, { type: 'FightBattle', place: '18 Sea Zone' }, [1, 1, 1, 1, 6]);
    expect(r.state.units.filter((u) => u.owner === 'USA' && u.at === '18 Sea Zone').map((u) => u.type)).toEqual(['transport', 'transport']);
    expect(r.state.units.filter((u) => u.owner === 'Japan' && u.at === '18 Sea Zone')).toHaveLength(0);
    // Three destroyers: the escort dies (1); the transports and escort fire (6, 6, 6) and miss; then the transports, alone
    // against armed ships, are destroyed.
    const t = battle([OPT], 4, [ESC, 'transport', 'transport'], ['destroyer', 'destroyer', 'destroyer']);
    const lost = applyWith(t, { type: 'FightBattle', place: '18 Sea Zone' }, [1, 6, 6, 6, 6, 6]);
    expect(dice(lost.events).slice(0, 2)).toEqual([
      [1, 6, 6],
      [6, 6, 6],
    ]);
    expect(lost.state.units.filter((u) => u.owner === 'USA' && u.at === '18 Sea Zone')).toHaveLength(0);
    expect(lost.state.units.filter((u) => u.owner === 'Japan' && u.at === '18 Sea Zone')).toHaveLength(3);
  });

  test('from Early 1942 a lone transport defends at 1 (it rolls); without the option it is destroyed without dice (UNIT-7)', () => {
    const on = applyWith(battle([OPT], 5, ['transport'], ['destroyer']), { type: 'FightBattle', place: '18 Sea Zone' }, [6, 1]);
    expect(dice(on.events)).toEqual([[6], [1]]);
    // Its 1 hits: the destroyer sinks and the transport holds the zone.
    expect(on.state.units.filter((u) => u.at === '18 Sea Zone').map((u) => u.type)).toEqual(['transport']);
    const off = applyWith(battle([], 5, ['transport'], ['destroyer']), { type: 'FightBattle', place: '18 Sea Zone' }, []);
    expect(dice(off.events)).toEqual([]);
  });

  test('an attacking escort does not hunt subs: the defending sub may submerge, then strikes first; against a destroyer neither', () => {
    const escort = applyWith(battle([OPT], 4, ['submarine'], [ESC]), { type: 'FightBattle', place: '18 Sea Zone' }, []);
    expect(escort.state.battle?.step).toBe('submerge');
    const stays = applyWith(escort.state, { type: 'Submerge', units: [] }, [6, 6, 6], 'USA');
    expect(dice(stays.events)[0]).toEqual([6]);
    expect(
      stays.events.some(
        (e) => e.type === 'DiceRolled' && (e.data as { purpose: string }).purpose.startsWith('surprise strike by the defender'),
      ),
    ).toBe(true);
    const destroyer = applyWith(battle([OPT], 4, ['submarine'], ['destroyer']), { type: 'FightBattle', place: '18 Sea Zone' }, [6, 6]);
    expect(destroyer.events.some((e) => e.type === 'DiceRolled' && (e.data as { purpose: string }).purpose.startsWith('surprise'))).toBe(
      false,
    );
  });

  test('battleOdds: a convoy holds better than the same escort without transports to guard; only with its option', () => {
    const rs = rulesetView('pacific-1940');
    const att = [{ type: 'destroyer', count: 2 }];
    const convoy = battleOdds(rs, {
      kind: 'sea',
      attackers: att,
      defenders: [
        { type: ESC, count: 1 },
        { type: 'transport', count: 2 },
      ],
      options: [OPT],
    });
    const alone = battleOdds(rs, { kind: 'sea', attackers: att, defenders: [{ type: ESC, count: 1 }], options: [OPT] });
    expect(convoy.expectedAttackerLossPUs).toBeGreaterThan(alone.expectedAttackerLossPUs + 1);
    expect(() => battleOdds(rs, { kind: 'sea', attackers: att, defenders: [{ type: ESC, count: 1 }] })).toThrow(OPT);
  });
});
