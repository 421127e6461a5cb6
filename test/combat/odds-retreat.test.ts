// battleOdds' retreat policies (CBT-8, issue 28): after round N, or when the attacker's chance to win from the state
// reached falls below X; hand-solved battles and a seeded simulation written independently here.
import { BattleOddsInputError, battleOdds, type BattleOddsInput } from '../../src/rules/combat/odds';
import { rulesetView } from '../../src/rules/ruleset/view';
import { seededRandom } from '../support/random';

const rs = rulesetView('pacific-1940');
const u = (spec: Record<string, number>) => Object.entries(spec).map(([type, count]) => ({ type, count }));
const land = (a: Record<string, number>, d: Record<string, number>, more: Partial<BattleOddsInput> = {}) =>
  battleOdds(rs, { kind: 'land', attackers: u(a), defenders: u(d), ...more });
const sum = (r: ReturnType<typeof land>) => r.attackerWins + r.defenderWins + r.draw + r.unfinished + r.attackerRetreats;

describe('battleOdds retreat policies (CBT-8)', () => {
  test('1 infantry against 1, retreating after round 1 (hand-solved)', () => {
    // Round 1: the attacker hits on 1 (1/6), the defender on 2 (1/3); neither hit (5/9): the attacker retreats.
    const r = land({ infantry: 1 }, { infantry: 1 }, { retreat: { afterRound: 1 } });
    expect(r.attackerWins).toBeCloseTo((1 / 6) * (2 / 3), 12);
    expect(r.defenderWins).toBeCloseTo((5 / 6) * (1 / 3), 12);
    expect(r.draw).toBeCloseTo((1 / 6) * (1 / 3), 12);
    expect(r.attackerRetreats).toBeCloseTo((5 / 6) * (2 / 3), 12);
    expect(r.unfinished).toBe(0);
    expect(r.rounds).toBeCloseTo(1, 12);
    // It keeps its infantry when it won or retreated.
    expect(r.expectedAttackerSurvivors[0].expected).toBeCloseTo(1 / 9 + 5 / 9, 12);
    expect(r.attackerCaptures).toBeCloseTo(1 / 9, 12);
    expect(sum(r)).toBeCloseTo(1, 12);
  });

  test('a win chance threshold: below it the attacker retreats after round 1, above it fights to the end', () => {
    // Fought to the end, 1 v 1 infantry: the attacker wins (1/9) / (1 - 5/9) = 1/4 from the start, and from every
    // state reached that is still undecided (the same state).
    const plain = land({ infantry: 1 }, { infantry: 1 });
    expect(plain.attackerWins).toBeCloseTo(1 / 4, 12);
    const low = land({ infantry: 1 }, { infantry: 1 }, { retreat: { belowWinChance: 0.3 } });
    const after1 = land({ infantry: 1 }, { infantry: 1 }, { retreat: { afterRound: 1 } });
    for (const k of ['attackerWins', 'defenderWins', 'draw', 'attackerRetreats', 'rounds'] as const)
      expect(low[k]).toBeCloseTo(after1[k], 12);
    const high = land({ infantry: 1 }, { infantry: 1 }, { retreat: { belowWinChance: 0.2 } });
    expect(high.attackerWins).toBeCloseTo(1 / 4, 12);
    expect(high.attackerRetreats).toBe(0);
  });

  test('threshold 0 is no policy; threshold 1 retreats after round 1 whenever the battle goes on', () => {
    const a = { infantry: 4, artillery: 2, armour: 1 };
    const d = { infantry: 5, armour: 1 };
    const none = land(a, d);
    const zero = land(a, d, { retreat: { belowWinChance: 0 } });
    const one = land(a, d, { retreat: { belowWinChance: 1 } });
    const after1 = land(a, d, { retreat: { afterRound: 1 } });
    for (const k of ['attackerWins', 'defenderWins', 'draw', 'rounds'] as const) {
      expect(zero[k]).toBeCloseTo(none[k], 12);
      expect(one[k]).toBeCloseTo(after1[k], 12);
    }
    expect(one.attackerRetreats).toBeGreaterThan(0.5);
    expect(sum(one)).toBeCloseTo(1, 12);
  });

  test('a retreat before the round cap is a retreat; a cap before the retreat leaves the battle unfinished', () => {
    const a = { infantry: 3, artillery: 1 };
    const d = { infantry: 3 };
    const retreatFirst = land(a, d, { retreat: { afterRound: 2 }, maxRounds: 3 });
    expect(retreatFirst.unfinished).toBe(0);
    expect(retreatFirst.attackerRetreats).toBeGreaterThan(0);
    const capFirst = land(a, d, { retreat: { afterRound: 3 }, maxRounds: 2 });
    expect(capFirst.attackerRetreats).toBe(0);
    expect(capFirst.unfinished).toBeCloseTo(land(a, d, { maxRounds: 2 }).unfinished, 12);
  });

  test('after round 2, against a seeded simulation of 40,000 battles', () => {
    // 3 infantry and 1 artillery (one infantry supported, A2) against 3 infantry (D2); losses: infantry first.
    const r = land({ infantry: 3, artillery: 1 }, { infantry: 3 }, { retreat: { afterRound: 2 } });
    const rand = seededRandom(28);
    const hits = (values: number[]) => values.filter((v) => rand() * 6 < v).length;
    const n = 40_000;
    const tally = { win: 0, lose: 0, draw: 0, retreat: 0 };
    for (let i = 0; i < n; i++) {
      let [inf, art, def] = [3, 1, 3];
      let round = 0;
      for (;;) {
        if (inf + art === 0 || def === 0) break;
        if (round === 2) break;
        round++;
        const supported = Math.min(art, inf);
        const aHits = hits([...Array<number>(supported).fill(2), ...Array<number>(inf - supported).fill(1), ...Array<number>(art).fill(2)]);
        const dHits = hits(Array<number>(def).fill(2));
        def = Math.max(0, def - aHits);
        const fromInf = Math.min(inf, dHits);
        inf -= fromInf;
        art = Math.max(0, art - (dHits - fromInf));
      }
      if (inf + art === 0 && def === 0) tally.draw++;
      else if (def === 0) tally.win++;
      else if (inf + art === 0) tally.lose++;
      else tally.retreat++;
    }
    expect(Math.abs(r.attackerWins - tally.win / n)).toBeLessThan(0.01);
    expect(Math.abs(r.defenderWins - tally.lose / n)).toBeLessThan(0.01);
    expect(Math.abs(r.draw - tally.draw / n)).toBeLessThan(0.01);
    expect(Math.abs(r.attackerRetreats - tally.retreat / n)).toBeLessThan(0.01);
  });

  test('refuses a policy it cannot read', () => {
    expect(() => land({ infantry: 1 }, { infantry: 1 }, { retreat: { afterRound: 0 } })).toThrow(BattleOddsInputError);
    expect(() => land({ infantry: 1 }, { infantry: 1 }, { retreat: { belowWinChance: 1.5 } })).toThrow(BattleOddsInputError);
  });
});
