// Issue 28, "Odds from the battle itself": battleOdds takes casualties, hands out support and classes its planes'
// shots by the battle's own functions (combat/hits.ts chooseSlots, fire-model.ts handOutSupport, round-plan.ts
// shotClasses). These tests hold the odds to what the battle does, state by state, where the two once differed.
import type { UnitType } from '../../src/rules/index';
import { autoCasualties, casualtyEffects, type HitClasses } from '../../src/rules/combat/hits';
import { battleOdds } from '../../src/rules/combat/odds';
import { buildSide } from '../../src/rules/combat/odds-side';
import { takeHits } from '../../src/rules/combat/odds-states';
import { hitClass } from '../../src/rules/combat/fire';
import type { BattleState } from '../../src/rules/engine';
import { rulesetView } from '../../src/rules/ruleset/view';
import { seededRandom } from '../support/random';
import { newGame, withoutUnits, withUnits } from '../rules/fixtures';

const rs = rulesetView('pacific-1940');
const ZONE = '26 Sea Zone';
const TYPES: UnitType[] = ['submarine', 'destroyer', 'cruiser', 'carrier', 'battleship', 'fighter', 'tactical_bomber', 'transport'];

describe('the odds take the casualties the battle takes (CBT-7: hits.ts chooseSlots, one rule for both)', () => {
  // Random sides (some two-hit units already damaged) and random hits of every class the odds know: the side the odds
  // are left with after takeHits is the side autoCasualties leaves, type by type and damage by damage.
  const random = seededRandom(2826);
  const pick = (n: number) => Math.floor(random() * n);
  const cases = Array.from({ length: 150 }, (_, i) => {
    const units = new Map<UnitType, { fresh: number; damaged: number }>();
    for (const t of TYPES) {
      const fresh = pick(3);
      const damaged = rs.unit(t).hitPoints > 1 ? pick(2) : 0;
      if (fresh + damaged) units.set(t, { fresh, damaged });
    }
    const hits = { notAir: pick(3), notSub: pick(3), airOnly: 0, any: pick(3), surface: pick(2) };
    return { name: `case ${i}`, role: i % 2 ? ('defender' as const) : ('attacker' as const), units, hits };
  }).filter((c) => c.units.size > 0);

  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, { role, units, hits }) => {
    // The battle: units in a sea zone, the engine's own choice by the default order of loss.
    let s = withoutUnits(newGame(), ZONE);
    for (const [t, { fresh, damaged }] of units) {
      if (fresh) s = withUnits(s, 'Japan', ZONE, t, fresh);
      if (damaged) s = withUnits(s, 'Japan', ZONE, t, damaged, 1);
    }
    const ids = s.units.at(ZONE).map((u) => u.id);
    const effects = casualtyEffects(s, rs, autoCasualties(s, rs, hits as HitClasses, ids, role));
    const battle = new Map<string, number>();
    for (const u of s.units.at(ZONE)) {
      const e = effects.filter((x) => x.unitId === u.id);
      if (e.some((x) => x.effect === 'destroyed')) continue;
      const key = `${u.type}/${u.damage + e.length}`;
      battle.set(key, (battle.get(key) ?? 0) + 1);
    }
    // The odds: the same side as counts of kinds (undamaged, damaged), hits taken by takeHits.
    const side = buildSide(rs, role, 'sea', new Map([...units].map(([t, n]) => [t, n.fresh + n.damaged])), []);
    const counts = side.kinds.map((k) => (k.damaged ? units.get(k.type as UnitType)!.damaged : units.get(k.type as UnitType)!.fresh));
    const after = takeHits(side, counts, hits.notAir, hits.notSub, hits.any, hits.surface);
    const odds = new Map<string, number>();
    side.kinds.forEach((k, i) => {
      if (after[i]) odds.set(`${k.type}/${k.damaged ? 1 : 0}`, after[i]);
    });
    expect(Object.fromEntries([...odds].sort())).toEqual(Object.fromEntries([...battle].sort()));
  });
});

describe('a port attack: planes hit a sub in port, in the battle and in the odds (round-plan.ts shotClasses)', () => {
  test('the battle classes a plane in a land battle as hitting anything, and the odds follow: 1 fighter sinks 1 sub in port', () => {
    const land = { kind: 'land', attackers: ['f1'], defenders: ['s1'] } as unknown as BattleState;
    expect(hitClass(rs, land, { id: 'f1', type: 'fighter', owner: 'Japan', at: 'Philippines', damage: 0 }, [])).toBe('any');
    // The sub's hits never take planes (UNIT-5) and the fighter's take it (a sub in port stands on land): the fighter
    // wins surely; without the shared classes the odds called this a stalemate.
    const odds = battleOdds(rs, {
      kind: 'land',
      attackers: [{ type: 'fighter', count: 1 }],
      defenders: [{ type: 'submarine', count: 1 }],
      options: ['hr01-ports-shelter'],
    });
    expect(odds.attackerWins).toBeCloseTo(1, 12);
    expect(odds.draw).toBeCloseTo(0, 12);
    expect(odds.rounds).toBeCloseTo(2, 12); // one hit at 3 in 6 a round
  });
});
