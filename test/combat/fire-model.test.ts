// One model of fire values, support and order of loss (combat/fire-model.ts)
// for the battle engine and battleOdds (issue 10 item 9; CBT-7, UNIT-2, UNIT-3, UNIT-7).
import type { UnitType } from '../../src/rules/index';
import { autoCasualties, noHits } from '../../src/rules/combat/hits';
import { defaultOrderOfLoss } from '../../src/rules/combat/odds';
import { lossOrder, supportBonuses, supportRules } from '../../src/rules/combat/fire-model';
import { rulesetView, type RulesetView } from '../../src/rules/ruleset/view';
import { newGame, withoutUnits, withUnits } from '../rules/fixtures';

const rs = rulesetView('pacific-1940');

describe('the engine and battleOdds lose units in the same default order (CBT-7)', () => {
  test.each([
    ['attacker', ['artillery', 'mech_infantry'], ['mech_infantry', 'artillery']], // equal cost: the weaker attacker first
    ['defender', ['artillery', 'mech_infantry'], ['artillery', 'mech_infantry']], // equal cost and defense: by name
    ['attacker', ['transport', 'destroyer', 'submarine'], ['submarine', 'destroyer', 'transport']], // transports last (UNIT-7)
    ['defender', ['fighter', 'infantry', 'armour', 'tactical_bomber'], ['infantry', 'armour', 'fighter', 'tactical_bomber']],
  ] as const)('%s with %j: %j', (role, types, expected) => {
    expect(defaultOrderOfLoss(rs, [...types], role)).toEqual(expected);
    // The engine, taking one hit at a time from one unit of each type, loses them in the same order.
    let s = withoutUnits(newGame(), 'Hunan');
    for (const t of types) s = withUnits(s, 'Japan', 'Hunan', t);
    const pool = s.units
      .all()
      .filter((u) => u.at === 'Hunan')
      .map((u) => u.id);
    const lost = autoCasualties(s, rs, { ...noHits(), any: types.length }, pool, role).map((id) => s.units.get(id)!.type);
    expect(lost).toEqual(expected);
  });

  test('a stated order of loss comes before cost in both', () => {
    expect(defaultOrderOfLoss(rs, ['infantry', 'armour'], 'attacker')).toEqual(['infantry', 'armour']);
    expect([...['infantry', 'armour']].sort(lossOrder(rs, 'attacker', ['armour']))).toEqual(['armour', 'infantry']);
  });
});

describe('support is read from the ruleset data, once, for both (UNIT-2, UNIT-3)', () => {
  test('artillery supports infantry and mech infantry on attack; fighters and armour support tactical bombers on attack; nothing on defence', () => {
    const bonus = (role: 'attacker' | 'defender', units: [UnitType, number][]) =>
      Object.fromEntries(
        [
          ...supportBonuses(
            rs,
            role,
            units.map(([type, count]) => ({ key: type, type, count })),
          ),
        ].map(([k, v]) => [k, v.reduce((n, b) => n + b.n, 0)]),
      );
    expect(
      bonus('attacker', [
        ['infantry', 2],
        ['mech_infantry', 1],
        ['artillery', 2],
      ]),
    ).toEqual({ infantry: 2, mech_infantry: 0, artillery: 0 });
    expect(
      bonus('attacker', [
        ['tactical_bomber', 3],
        ['fighter', 1],
        ['armour', 1],
      ]),
    ).toEqual({ tactical_bomber: 2, fighter: 0, armour: 0 });
    expect(
      bonus('defender', [
        ['infantry', 2],
        ['artillery', 2],
        ['tactical_bomber', 1],
        ['fighter', 1],
      ]),
    ).toEqual({ infantry: 0, artillery: 0, tactical_bomber: 0, fighter: 0 });
  });

  test('a ruleset whose fighters carry no support ability gives tactical bombers no bonus from them', () => {
    const units = rs.data.units.map((u) =>
      u.type === 'fighter' ? { ...u, abilities: u.abilities.filter((a) => !a.startsWith('support:')) } : u,
    );
    // Nor any unit an optional rule adds (RULES §8.2 x2-carrier-fighters copies the fighter's).
    const changed: RulesetView = {
      ...rs,
      data: { ...rs.data, units },
      def: { ...rs.def, optionParams: { ...rs.def.optionParams, units: [] } },
    };
    const rules = supportRules(changed, 'attacker');
    const tac = rs.unit('tactical_bomber')!;
    // Only the data's units: a unit an optional rule adds (x2-carrier-fighters) brings its own profile and abilities.
    const givers = rules
      .filter((r) => r.targets(tac))
      .flatMap((r) => [...r.givers.keys()])
      .filter((t) => rs.data.units.some((u) => u.type === t));
    expect(givers).toEqual(['armour']);
  });
});
