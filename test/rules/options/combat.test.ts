// Optional rules that change fire (RULES §8.1): hr01-battleship-two-dice
// (seed 002 "Battleships"), hr01-sub-evasion, hr01-destroyer-asw, in battles and in battleOdds.
import type { GameEvent, GameState, UnitType } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { submergeSide } from '../../../src/rules/combat/submerge';
import { rulesetView } from '../../../src/rules/ruleset/view';
import { advanceTo, apply, applyWith, ids, move, newGame, withoutUnits, withRelation, withUnits } from '../fixtures';

const rolls = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'DiceRolled').map((e) => (e.data as { purpose: string; values: number[] }).values);

/** Japan's battleship from SZ 6 attacks US `defenders` in SZ 19. */
function seaAttack(options: string[], defenders: [UnitType, number][]): GameState {
  let s = withRelation(newGame('pacific-1940', options), 'Japan', 'USA', 'war');
  s = defenders.reduce((y, [type, n]) => withUnits(y, 'USA', '19 Sea Zone', type, n), withoutUnits(s, '19 Sea Zone'));
  s = advanceTo(s, 'combatMove');
  s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', 'battleship'), '19 Sea Zone')).state;
  return advanceTo(s, 'conductCombat');
}

describe('hr01-battleship-two-dice (RULES §8.1, seed 002 "Battleships")', () => {
  test('against surface ships a battleship rolls 2 dice (CBT-5 one); two hits sink a defending cruiser and destroyer', () => {
    const on = applyWith(
      seaAttack(
        ['hr01-battleship-two-dice'],
        [
          ['cruiser', 1],
          ['destroyer', 1],
        ],
      ),
      { type: 'FightBattle', place: '19 Sea Zone' },
      [1, 2, 6, 6],
    );
    expect(rolls(on.events)[0]).toEqual([1, 2]);
    expect(on.events.find((e) => e.type === 'HitsScored')).toMatchObject({ data: { by: 'attacker', total: 2 } });
    const off = applyWith(
      seaAttack(
        [],
        [
          ['cruiser', 1],
          ['destroyer', 1],
        ],
      ),
      { type: 'FightBattle', place: '19 Sea Zone' },
      [1, 6, 6],
    );
    expect(rolls(off.events)[0]).toEqual([1]);
    expect(off.events.find((e) => e.type === 'HitsScored')).toMatchObject({ data: { by: 'attacker', total: 1 } });
  });

  test('against subs only (no surface ships) it rolls 1 die', () => {
    const s = seaAttack(['hr01-battleship-two-dice'], [['submarine', 1]]);
    let r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [6, 6, 6, 6]);
    const events = [...r.events];
    // The sub's side may submerge first (CBT-3): it stays and fights.
    for (let i = 0; i < 3 && r.state.battle?.step === 'submerge'; i++) {
      r = applyWith(r.state, { type: 'Submerge', units: [] }, [6, 6, 6, 6], 'USA');
      events.push(...r.events);
    }
    const attackerFire = events
      .filter((e) => e.type === 'DiceRolled')
      .map((e) => e.data as { purpose: string; values: number[] })
      .find((d) => d.purpose.startsWith('attacker, round 1'))!;
    expect(attackerFire.values).toHaveLength(1);
  });

  test('battleOdds: a battleship against 2 destroyers wins more often with the option; unchanged against a sub', () => {
    const rs = rulesetView('pacific-1940');
    const input = { kind: 'sea' as const, attackers: [{ type: 'battleship', count: 1 }], defenders: [{ type: 'destroyer', count: 2 }] };
    const on = battleOdds(rs, { ...input, options: ['hr01-battleship-two-dice'] });
    const off = battleOdds(rs, input);
    expect(on.attackerWins).toBeGreaterThan(off.attackerWins + 0.05);
    const vsSub = { ...input, defenders: [{ type: 'submarine', count: 1 }] };
    expect(battleOdds(rs, { ...vsSub, options: ['hr01-battleship-two-dice'] }).attackerWins).toBeCloseTo(
      battleOdds(rs, vsSub).attackerWins,
      12,
    );
  });
});

describe('hr01-sub-evasion (RULES §8.1, seed 002 "Submarines May avoid battle")', () => {
  /** Japan's sub from SZ 6 (with a destroyer) attacks US ships in SZ 19: a destroyer and a sub. */
  function subAttack(options: string[]): GameState {
    let s = withRelation(newGame('pacific-1940', options), 'Japan', 'USA', 'war');
    s = withUnits(withUnits(withoutUnits(s, '19 Sea Zone'), 'USA', '19 Sea Zone', 'destroyer'), 'USA', '19 Sea Zone', 'submarine');
    s = advanceTo(s, 'combatMove');
    s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', 'submarine'), '19 Sea Zone')).state;
    return advanceTo(s, 'conductCombat');
  }

  test('before round 1 each sub may try to submerge even facing a destroyer (CBT-3 forbids it): a 1-2 succeeds, a 3 fails', () => {
    const on = applyWith(subAttack(['hr01-sub-evasion']), { type: 'FightBattle', place: '19 Sea Zone' }, []);
    expect(on.state.battle?.step).toBe('submerge');
    const sub = ids(on.state, '19 Sea Zone', 'Japan', 'submarine');
    const away = applyWith(on.state, { type: 'Submerge', units: sub }, [2]);
    expect(rolls(away.events)[0]).toEqual([2]);
    expect(away.events.find((e) => e.type === 'SubsSubmerged')).toMatchObject({ data: { units: sub } });
    const stays = applyWith(on.state, { type: 'Submerge', units: sub }, [3, 6, 6, 6, 6]);
    expect(stays.events.find((e) => e.type === 'SubsSubmerged')).toMatchObject({ data: { units: [] } });
    // Without the option, facing the US destroyer Japan's sub may not submerge (CBT-3): only the US side is asked.
    const rs = rulesetView('pacific-1940');
    expect(submergeSide(on.state, rs, on.state.battle!)).toBe('attacker');
    const off = applyWith(subAttack([]), { type: 'FightBattle', place: '19 Sea Zone' }, []);
    expect(submergeSide(off.state, rs, off.state.battle!)).toBe('defender');
  });

  test('subs cannot hit subs: a hit by the Japanese sub must fall on the destroyer', () => {
    const on = applyWith(subAttack(['hr01-sub-evasion']), { type: 'FightBattle', place: '19 Sea Zone' }, []);
    // Japan tries nothing; the US sub tries and fails (4); general fire: Japan's sub hits (1), US destroyer and sub miss (6, 6).
    let r = applyWith(on.state, { type: 'Submerge', units: [] }, []);
    const usSub = ids(r.state, '19 Sea Zone', 'USA', 'submarine');
    r = applyWith(r.state, { type: 'Submerge', units: usSub }, [4, 1, 6, 6], 'USA');
    const scored = r.events.find((e) => e.type === 'HitsScored' && (e.data as { by: string }).by === 'attacker');
    expect(scored).toMatchObject({ data: { hits: { surface: 1 } } });
    const chosen = r.events.find((e) => e.type === 'CasualtiesChosen') as { data: { units: { unitId: string }[] } } | undefined;
    if (chosen) expect(r.state.units.get(chosen.data.units[0].unitId)).toBeUndefined();
    expect(ids(r.state, '19 Sea Zone', 'USA', 'submarine')).toEqual(usSub);
  });

  test('battleOdds: a sub’s hits fall on surface ships only (one round, hand-solved); sub against sub is a stalemate', () => {
    const rs = rulesetView('pacific-1940');
    // 1E: the attacking sub (A2) against a destroyer (D2) and a sub (D1), one round. The defending sub's strike can only hit
    // a surface ship, and there is none; the attacking sub can only hit the destroyer: it survives 4/6, the US sub always.
    const input = {
      kind: 'sea' as const,
      attackers: [{ type: 'submarine', count: 1 }],
      defenders: [
        { type: 'destroyer', count: 1 },
        { type: 'submarine', count: 1 },
      ],
      maxRounds: 1,
    };
    const on = battleOdds(rs, { ...input, options: ['hr01-sub-evasion'] });
    const left = (r: typeof on, type: string) => r.expectedDefenderSurvivors.find((x) => x.type === type)!.expected;
    expect(left(on, 'destroyer')).toBeCloseTo(4 / 6, 12);
    expect(left(on, 'submarine')).toBeCloseTo(1, 12);
    expect(on.expectedAttackerSurvivors[0].expected).toBeCloseTo(4 / 6, 12);
    expect(left(battleOdds(rs, input), 'submarine')).toBeLessThan(0.9);
    const subVsSub = { kind: 'sea' as const, attackers: [{ type: 'submarine', count: 2 }], defenders: [{ type: 'submarine', count: 1 }] };
    expect(battleOdds(rs, { ...subVsSub, options: ['hr01-sub-evasion'] })).toMatchObject({ draw: 1, rounds: 0 });
  });
});

describe('hr01-destroyer-asw (RULES §8.1, seed 002 "Destroyers")', () => {
  /** Japan attacks SZ 19 (2 US subs and a cruiser) with a destroyer and 2 fighters. */
  function asw(options: string[]): GameState {
    let s = withRelation(newGame('pacific-1940', options), 'Japan', 'USA', 'war');
    s = withUnits(withUnits(withoutUnits(s, '19 Sea Zone'), 'USA', '19 Sea Zone', 'submarine', 2), 'USA', '19 Sea Zone', 'cruiser');
    s = advanceTo(s, 'combatMove');
    s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1), '19 Sea Zone')).state;
    s = apply(s, move(ids(s, 'Japan', 'Japan', 'fighter', 2), '6 Sea Zone', '19 Sea Zone')).state;
    return advanceTo(s, 'conductCombat');
  }
  const hitsBy = (events: GameEvent[], by: string) =>
    events.filter((e) => e.type === 'HitsScored' && (e.data as { by: string }).by === by).map((e) => (e.data as { hits: object }).hits);

  test('one destroyer lets one plane hit subs, and cancels one sub first shot; without the option it lets every plane and cancels all', () => {
    const on = applyWith(asw(['hr01-destroyer-asw']), { type: 'FightBattle', place: '19 Sea Zone' }, [6, 1, 1, 1, 6, 6]);
    const onRolls = rolls(on.events);
    expect(onRolls[0]).toEqual([6]); // the one US sub not cancelled strikes first
    expect(hitsBy(on.events, 'attacker')).toContainEqual(expect.objectContaining({ any: 2, notSub: 1 }));
    const off = applyWith(asw([]), { type: 'FightBattle', place: '19 Sea Zone' }, [1, 1, 1, 6, 6, 6]);
    expect(rolls(off.events)[0]).toEqual([1, 1, 1]); // no surprise strike: general fire first
    expect(hitsBy(off.events, 'attacker')).toContainEqual(expect.objectContaining({ any: 3, notSub: 0 }));
  });

  test('battleOdds: one destroyer lets one of 2 fighters hit the sub and cancels its strike (one round, hand-solved)', () => {
    // A destroyer (A2) and 2 fighters (A3) against a sub, one round: with the option the sub survives (4/6)(3/6) = 1/3,
    // without it (4/6)(3/6)(3/6) = 1/6.
    const rs = rulesetView('pacific-1940');
    const input = {
      kind: 'sea' as const,
      attackers: [
        { type: 'destroyer', count: 1 },
        { type: 'fighter', count: 2 },
      ],
      defenders: [{ type: 'submarine', count: 1 }],
      maxRounds: 1,
    };
    expect(battleOdds(rs, { ...input, options: ['hr01-destroyer-asw'] }).expectedDefenderSurvivors[0].expected).toBeCloseTo(1 / 3, 12);
    expect(battleOdds(rs, input).expectedDefenderSurvivors[0].expected).toBeCloseTo(1 / 6, 12);
    // 2 subs (A2) against one destroyer (D2): the destroyer cancels one strike; the other sub strikes first (hits 2/6, the
    // destroyer then never fires back), so the destroyer fires back in 4/6 of rounds instead of always.
    const subs = {
      kind: 'sea' as const,
      attackers: [{ type: 'submarine', count: 2 }],
      defenders: [{ type: 'destroyer', count: 1 }],
      maxRounds: 1,
    };
    const hitBack = (o: string[]) => 2 - battleOdds(rs, { ...subs, options: o }).expectedAttackerSurvivors[0].expected;
    expect(hitBack(['hr01-destroyer-asw'])).toBeCloseTo((4 / 6) * (2 / 6), 12);
    expect(hitBack([])).toBeCloseTo(2 / 6, 12);
  });
});
