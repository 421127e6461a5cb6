// battleOdds' per-unit order of loss (issue 28: "any order of loss"): each entry one unit, first lost first; units
// not listed follow by the order of loss by type. Hand-solved, against the order by type, and a seeded simulation.
import { battleOdds, type BattleOddsInput } from '../../src/rules/combat/odds';
import { rulesetView } from '../../src/rules/ruleset/view';
import { seededRandom } from '../support/random';

const rs = rulesetView('pacific-1940');
const u = (spec: Record<string, number>) => Object.entries(spec).map(([type, count]) => ({ type, count }));
const land = (a: Record<string, number>, d: Record<string, number>, more: Partial<BattleOddsInput> = {}) =>
  battleOdds(rs, { kind: 'land', attackers: u(a), defenders: u(d), ...more });
const left = (r: ReturnType<typeof land>, type: string) => r.expectedAttackerSurvivors.find((x) => x.type === type)!.expected;

describe('battleOdds per-unit order of loss', () => {
  test('one round, 1 infantry and 1 armour against 1 infantry: the armour listed first is the one lost (D2: 1/3)', () => {
    const byDefault = land({ infantry: 1, armour: 1 }, { infantry: 1 }, { maxRounds: 1 });
    expect(left(byDefault, 'infantry')).toBeCloseTo(2 / 3, 12);
    expect(left(byDefault, 'armour')).toBeCloseTo(1, 12);
    const armourFirst = land({ infantry: 1, armour: 1 }, { infantry: 1 }, { maxRounds: 1, attackerUnitOrder: ['armour'] });
    expect(left(armourFirst, 'armour')).toBeCloseTo(2 / 3, 12);
    expect(left(armourFirst, 'infantry')).toBeCloseTo(1, 12);
  });

  test('a list grouped by type is the order of loss by type', () => {
    const a = { infantry: 2, armour: 2, fighter: 1 };
    const d = { infantry: 4, aaGun: 1 };
    const byType = land(a, d, { attackerOrderOfLoss: ['fighter', 'armour', 'infantry'] });
    const byUnit = land(a, d, { attackerUnitOrder: ['fighter', 'armour', 'armour', 'infantry', 'infantry'] });
    for (const k of ['attackerWins', 'defenderWins', 'draw', 'rounds', 'expectedAttackerLossPUs'] as const)
      expect(byUnit[k]).toBeCloseTo(byType[k], 12);
  });

  test('an interleaved order (infantry, armour, infantry, armour) against a seeded simulation of 40,000 battles', () => {
    const order = ['infantry', 'armour', 'infantry', 'armour'];
    const r = land({ infantry: 2, armour: 2 }, { infantry: 3 }, { attackerUnitOrder: order });
    const rand = seededRandom(2828);
    const n = 40_000;
    let wins = 0;
    let armourLeft = 0;
    for (let i = 0; i < n; i++) {
      let lost = 0; // casualties so far: the attacker's units are order[lost..]
      let def = 3;
      while (lost < 4 && def > 0) {
        const alive = order.slice(lost);
        const aHits = alive.filter((t) => rand() * 6 < (t === 'armour' ? 3 : 1)).length;
        let dHits = 0;
        for (let k = 0; k < def; k++) if (rand() * 6 < 2) dHits++;
        def = Math.max(0, def - aHits);
        lost = Math.min(4, lost + dHits);
      }
      if (def === 0 && lost < 4) {
        wins++;
        armourLeft += order.slice(lost).filter((t) => t === 'armour').length;
      }
    }
    expect(Math.abs(r.attackerWins - wins / n)).toBeLessThan(0.01);
    expect(Math.abs(left(r, 'armour') - armourLeft / n)).toBeLessThan(0.02);
  });
});
