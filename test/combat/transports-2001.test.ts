// AMBIG-48 (pacific-2001 transports): UNIT-7's "alone against armed enemies it is destroyed without dice" and "taken
// as a casualty last" do not apply in 2001, a ruleset switch (`transportsFightLikeAnyUnit`, rulesets/pacific-2001):
// a 2001 transport defends at 1 and is fought and chosen as a casualty like any unit, in battles and in battleOdds.
// UNIT-7 still holds in 1940 (test/rules/combat.test.ts, test/combat/odds.test.ts; contrasted here).
import type { GameEvent, GameState } from '../../src/rules';
import { pendingDecisions } from '../../src/rules';
import { battleOdds } from '../../src/rules/combat/odds';
import { lossOrder } from '../../src/rules/combat/fire-model';
import { rulesetView } from '../../src/rules/ruleset/view';
import { advanceTo, apply, applyWith, ids, move, newGame, play, refusal, withoutUnits, withRelation, withUnits } from '../rules/fixtures';

const types = (events: GameEvent[]) => events.map((e) => e.type);
const ofType = (events: GameEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as any);

/** pacific-2001, round 2: Japan attacks 16 Sea Zone (USA: `us`) from 26 Sea Zone with `japan`. */
function attack2001(japan: [string, number][], us: [string, number][]): GameState {
  let s = withoutUnits(withoutUnits(newGame('pacific-2001'), '16 Sea Zone'), '26 Sea Zone');
  for (const [t, n] of us) s = withUnits(s, 'USA', '16 Sea Zone', t as never, n);
  for (const [t, n] of japan) s = withUnits(s, 'Japan', '26 Sea Zone', t as never, n);
  // Round 2: after Japan's surprise turn (AMBIG-39 caps the defenders at 1 in round 1).
  s = advanceTo({ ...s, round: 2 }, 'combatMove');
  s = apply(
    s,
    move(
      s.units.at('26 Sea Zone').map((u) => u.id),
      '16 Sea Zone',
    ),
  ).state;
  return advanceTo(s, 'conductCombat');
}

/** pacific-1940: Japan attacks 19 Sea Zone (USA: `us`) from 6 Sea Zone with `japan`. */
function attack1940(japan: [string, number][], us: [string, number][]): GameState {
  let s = withoutUnits(withoutUnits(newGame('pacific-1940'), '19 Sea Zone'), '6 Sea Zone');
  s = withRelation(s, 'Japan', 'USA', 'war');
  for (const [t, n] of us) s = withUnits(s, 'USA', '19 Sea Zone', t as never, n);
  for (const [t, n] of japan) s = withUnits(s, 'Japan', '6 Sea Zone', t as never, n);
  s = advanceTo(s, 'combatMove');
  s = apply(
    s,
    move(
      s.units.at('6 Sea Zone').map((u) => u.id),
      '19 Sea Zone',
    ),
  ).state;
  return advanceTo(s, 'conductCombat');
}

describe('AMBIG-48: a pacific-2001 transport is fought with dice (UNIT-7 "destroyed without dice" does not apply)', () => {
  test('a lone 2001 transport against a destroyer rolls its die at 1 and may hit; it is not destroyed without dice', () => {
    const s = attack2001([['destroyer', 1]], [['transport', 1]]);
    const tr = ids(s, '16 Sea Zone', 'USA', 'transport')[0];
    const dd = ids(s, '16 Sea Zone', 'Japan', 'destroyer')[0];
    // The destroyer misses (6); the transport rolls 1: a hit; the destroyer is sunk, the transport holds the zone.
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 1]);
    expect(ofType(r.events, 'DiceRolled').map((d) => [d.purpose.split(',')[0], d.values])).toEqual([
      ['attacker', [6]],
      ['defender', [1]],
    ]);
    expect(ofType(r.events, 'CasualtiesRemoved').map((d) => d.reason)).not.toContain('defenceless (UNIT-7)');
    expect(ofType(r.events, 'BattleEnded')).toEqual([expect.objectContaining({ outcome: 'defenderWon' })]);
    expect(r.state.units.get(tr)).toBeDefined();
    expect(r.state.units.get(dd)).toBeUndefined();
  });

  test('UNIT-7 still holds in 1940: the same lone transport (defence 0) is destroyed without dice', () => {
    const s = attack1940([['destroyer', 1]], [['transport', 1]]);
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, []);
    expect(types(r.events)).toEqual(['BattleStarted', 'CasualtiesRemoved', 'BattleEnded']);
    expect(r.events[1]).toMatchObject({ data: { reason: 'defenceless (UNIT-7)' } });
  });

  test('2001 transports left alone on the attacking side are fought on with dice: the attacker decides, they are not removed', () => {
    const s = attack2001(
      [
        ['destroyer', 1],
        ['transport', 1],
      ],
      [['destroyer', 1]],
    );
    const [dd] = ids(s, '16 Sea Zone', 'Japan', 'destroyer');
    const [tr] = ids(s, '16 Sea Zone', 'Japan', 'transport');
    // Japan's destroyer misses (the transport attacks at 0, no die); the US destroyer hits: Japan chooses its destroyer.
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 1]);
    expect(pendingDecisions(r.state)[0]).toMatchObject({ kind: 'chooseCasualties', power: 'Japan' });
    const c = apply(r.state, { type: 'ChooseCasualties', units: [dd] });
    expect(ofType(c.events, 'CasualtiesRemoved').map((d) => d.reason)).not.toContain('defenceless (UNIT-7)');
    expect(c.state.units.get(tr)).toBeDefined();
    expect(pendingDecisions(c.state)[0]).toMatchObject({ kind: 'pressOnOrRetreat', power: 'Japan' });
    // Pressing on, the US destroyer fires (1: a hit) and sinks it with dice.
    const on = applyWith(c.state, { type: 'PressOn' }, [1]);
    expect(ofType(on.events, 'DiceRolled').map((d) => d.values)).toEqual([[1]]);
    expect(on.state.units.get(tr)).toBeUndefined();
    expect(ofType(on.events, 'BattleEnded')).toEqual([expect.objectContaining({ outcome: 'defenderWon' })]);
  });
});

describe('AMBIG-48: a pacific-2001 transport is chosen as a casualty like any unit (UNIT-7 "taken last" does not apply)', () => {
  test('2001: the defender may take its transport before its destroyer', () => {
    const s = attack2001(
      [['destroyer', 1]],
      [
        ['destroyer', 1],
        ['transport', 1],
      ],
    );
    const [tr] = ids(s, '16 Sea Zone', 'USA', 'transport');
    // Japan hits (1); the USA's destroyer (3) and transport (1) miss: 6, 6. The USA chooses.
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [1, 6, 6]);
    expect(pendingDecisions(r.state)[0]).toMatchObject({ kind: 'chooseCasualties', power: 'USA' });
    const c = apply(r.state, { type: 'ChooseCasualties', units: [tr] }, 'USA');
    expect(ofType(c.events, 'CasualtiesChosen')).toEqual([expect.objectContaining({ units: [{ unitId: tr, effect: 'destroyed' }] })]);
  });

  test('1940: the same choice is refused, transports are taken last (UNIT-7)', () => {
    const s = attack1940(
      [['destroyer', 1]],
      [
        ['destroyer', 1],
        ['transport', 1],
      ],
    );
    const [tr] = ids(s, '19 Sea Zone', 'USA', 'transport');
    // Japan hits (1); the US destroyer misses (6), the 1940 transport does not roll.
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [1, 6]);
    expect(pendingDecisions(r.state)[0]).toMatchObject({ kind: 'chooseCasualties', power: 'USA' });
    expect(refusal(play(r.state, { type: 'ChooseCasualties', units: [tr] }, 'USA'))).toMatchObject({
      code: 'INVALID_CASUALTIES',
      rule: 'UNIT-7',
      message: 'Transports are taken as casualties last (UNIT-7).',
    });
  });

  test('the default order of loss (CBT-7): a 2001 transport by cost, then value, like any unit (8 and D1: first); 1940 last', () => {
    const order = (id: string) => ['destroyer', 'transport', 'submarine'].sort(lossOrder(rulesetView(id), 'defender'));
    expect(order('pacific-2001')).toEqual(['transport', 'submarine', 'destroyer']);
    expect(order('pacific-1940')).toEqual(['submarine', 'destroyer', 'transport']);
  });
});

describe('AMBIG-48 in battleOdds: the same switch', () => {
  const odds = (rulesetId: string) =>
    battleOdds(rulesetView(rulesetId), {
      kind: 'sea',
      attackers: [{ type: 'destroyer', count: 1 }],
      defenders: [{ type: 'transport', count: 1 }],
    });

  test('2001: a destroyer (3) against a lone transport (1) wins 5/7, both sink 1/7, the transport wins 1/7', () => {
    // Per round: the destroyer alone hits 1/2 * 5/6, the transport alone 1/2 * 1/6, both 1/2 * 1/6; no hit 5/12.
    const r = odds('pacific-2001');
    expect(r.attackerWins).toBeCloseTo(5 / 7, 12);
    expect(r.defenderWins).toBeCloseTo(1 / 7, 12);
    expect(r.draw).toBeCloseTo(1 / 7, 12);
    expect(r.rounds).toBeGreaterThan(1);
  });

  test('1940: destroyed without dice (UNIT-7)', () => {
    const r = odds('pacific-1940');
    expect(r.attackerWins).toBe(1);
    expect(r.rounds).toBe(0);
  });
});

describe('chooseCasualties lists each candidate with the hit classes it may take (CBT-7, UNIT-5, UNIT-7)', () => {
  test('submarine hits: a plane may take none, ships may; a 1940 transport is taken last, a 2001 one is not (AMBIG-48)', () => {
    const candidates = (s: GameState, place: string, dice: number[]) => {
      const r = applyWith(s, { type: 'FightBattle', place }, dice);
      const d = pendingDecisions(r.state)[0];
      expect(d).toMatchObject({ kind: 'chooseCasualties', power: 'USA', hits: { notAir: 1, any: 0 } });
      const type = (id: string) => r.state.units.get(id)!.type;
      return Object.fromEntries(d.casualties!.map((c) => [type(c.unit), c]));
    };
    const us: [string, number][] = [
      ['destroyer', 1],
      ['transport', 1],
      ['fighter', 1],
    ];
    // 2001: the sub hits (1); the US destroyer (3), transport (1) and fighter (4) miss (6, 6, 6).
    const c2001 = candidates(attack2001([['submarine', 1]], us), '16 Sea Zone', [1, 6, 6, 6]);
    expect(c2001.fighter).toMatchObject({ hitClasses: [], hitsLeft: 1, takenLast: false });
    expect(c2001.destroyer).toMatchObject({ hitClasses: ['notAir'], hitsLeft: 1, takenLast: false });
    expect(c2001.transport).toMatchObject({ hitClasses: ['notAir'], hitsLeft: 1, takenLast: false });
    // 1940: the sub hits (1; no first strike against a destroyer); the destroyer and fighter miss (6, 6), the transport has no die.
    const c1940 = candidates(attack1940([['submarine', 1]], us), '19 Sea Zone', [1, 6, 6]);
    expect(c1940.fighter).toMatchObject({ hitClasses: [], takenLast: false });
    expect(c1940.transport).toMatchObject({ hitClasses: ['notAir'], hitsLeft: 1, takenLast: true });
  });
});
