// Battle odds computed exactly (src/rules/combat/odds.ts): hand-solved small
// battles citing RULES ids, invariants, and larger battles against a seeded
// Monte Carlo simulation written independently here.
import { BattleOddsInputError, battleOdds, type BattleOddsInput, type BattleOddsResult } from '../../src/rules/combat/odds';
import { rulesetView } from '../../src/rules/ruleset/view';
import { seededRandom } from '../support/random';

const rs = rulesetView('pacific-1940');
const u = (spec: Record<string, number>) => Object.entries(spec).map(([type, count]) => ({ type, count }));
const odds = (
  kind: 'land' | 'sea',
  attackers: Record<string, number>,
  defenders: Record<string, number>,
  more: Partial<BattleOddsInput> = {},
) => checked(battleOdds(rs, { kind, attackers: u(attackers), defenders: u(defenders), ...more }));
const survivor = (list: { type: string; expected: number }[], type: string) => list.find((x) => x.type === type)!.expected;

/** Invariants every answer must meet: probabilities sum to 1, survivors within bounds and consistent with the outcomes. */
function checked(r: BattleOddsResult): BattleOddsResult {
  for (const p of [r.attackerWins, r.defenderWins, r.draw, r.unfinished]) expect(p).toBeGreaterThanOrEqual(0);
  expect(r.attackerWins + r.defenderWins + r.draw + r.unfinished).toBeCloseTo(1, 12);
  if (r.attackerCaptures !== null) expect(r.attackerCaptures).toBeLessThanOrEqual(r.attackerWins + 1e-12);
  const aTotal = r.expectedAttackerSurvivors.reduce((x, s) => x + s.count, 0);
  const dTotal = r.expectedDefenderSurvivors.reduce((x, s) => x + s.count, 0);
  const aLeft = r.expectedAttackerSurvivors.reduce((x, s) => x + s.expected, 0);
  const dLeft = r.expectedDefenderSurvivors.reduce((x, s) => x + s.expected, 0);
  for (const s of [...r.expectedAttackerSurvivors, ...r.expectedDefenderSurvivors]) {
    expect(s.expected).toBeGreaterThanOrEqual(0);
    expect(s.expected).toBeLessThanOrEqual(s.count);
  }
  // A side has survivors only when it won, in a draw by stalemate, or when the battle is unfinished.
  expect(aLeft).toBeLessThanOrEqual((r.attackerWins + r.draw + r.unfinished) * aTotal + 1e-9);
  expect(dLeft).toBeLessThanOrEqual((r.defenderWins + r.draw + r.unfinished) * dTotal + 1e-9);
  // ...and has at least one when it won.
  expect(aLeft).toBeGreaterThanOrEqual(r.attackerWins - 1e-9);
  expect(r.expectedAttackerLossPUs).toBeGreaterThanOrEqual(-1e-9);
  expect(r.expectedDefenderLossPUs).toBeGreaterThanOrEqual(-1e-9);
  return r;
}

describe('hand-computed battles', () => {
  test('1 infantry (A1) vs 1 infantry (D2): the 1v1 recursion (UNIT-1, CBT-5/6)', () => {
    const pa = 1 / 6;
    const pd = 2 / 6;
    const stay = (1 - pa) * (1 - pd);
    const r = odds('land', { infantry: 1 }, { infantry: 1 });
    expect(r.attackerWins).toBeCloseTo((pa * (1 - pd)) / (1 - stay), 14); // 1/4
    expect(r.defenderWins).toBeCloseTo((pd * (1 - pa)) / (1 - stay), 14); // 5/8
    expect(r.draw).toBeCloseTo((pa * pd) / (1 - stay), 14); // 1/8
    expect(r.attackerWins).toBeCloseTo(1 / 4, 14);
    expect(r.attackerCaptures).toBeCloseTo(1 / 4, 14);
    expect(r.rounds).toBeCloseTo(1 / (1 - stay), 12); // 2.25
    expect(survivor(r.expectedAttackerSurvivors, 'infantry')).toBeCloseTo(1 / 4, 14);
    expect(survivor(r.expectedDefenderSurvivors, 'infantry')).toBeCloseTo(5 / 8, 14);
    expect(r.expectedAttackerLossPUs).toBeCloseTo(3 * (3 / 4), 12);
    expect(r.expectedDefenderLossPUs).toBeCloseTo(3 * (3 / 8), 12);
  });

  test('a round cap leaves the rest unfinished: 1 round of 1 infantry vs 1 infantry', () => {
    const r = odds('land', { infantry: 1 }, { infantry: 1 }, { maxRounds: 1 });
    expect(r.attackerWins).toBeCloseTo((1 / 6) * (4 / 6), 14);
    expect(r.defenderWins).toBeCloseTo((2 / 6) * (5 / 6), 14);
    expect(r.draw).toBeCloseTo((1 / 6) * (2 / 6), 14);
    expect(r.unfinished).toBeCloseTo((5 / 6) * (4 / 6), 14);
    expect(r.rounds).toBe(1);
    // A long cap converges to the uncapped answer.
    expect(odds('land', { infantry: 1 }, { infantry: 1 }, { maxRounds: 100 }).attackerWins).toBeCloseTo(1 / 4, 12);
  });

  test('1 artillery + 1 infantry vs 1 infantry: the artillery makes the infantry hit at 2 (UNIT-2)', () => {
    // Round from {inf, art}: at least one hit 1 - (4/6)^2 = 5/9; the defender hits 1/3 and takes the infantry first (cheapest).
    // After losing the infantry: artillery (A2) vs infantry (D2), 1v1: 2/5 win, 2/5 lose, 1/5 draw.
    // Win = (5/9 + 4/9 * 1/3 * 2/5) / (1 - 4/9 * 2/3) = 83/95; lose 8/95; draw 4/95.
    const r = odds('land', { infantry: 1, artillery: 1 }, { infantry: 1 });
    expect(r.attackerWins).toBeCloseTo(83 / 95, 14);
    expect(r.defenderWins).toBeCloseTo(8 / 95, 14);
    expect(r.draw).toBeCloseTo(4 / 95, 14);
    expect(r.attackerOrderOfLoss).toEqual(['infantry', 'artillery']);
    // The artillery survives every win: in the first round only the infantry can be lost.
    expect(survivor(r.expectedAttackerSurvivors, 'artillery')).toBeCloseTo(83 / 95, 14);
    // Without support (two infantry at 1) the attacker does worse.
    expect(odds('land', { infantry: 2 }, { infantry: 1 }).attackerWins).toBeLessThan(83 / 95);
  });

  test('an explicit order of loss: the artillery first, the infantry then fights unsupported', () => {
    // Lose-the-artillery: after one defender hit the infantry is alone (1v1: 1/4, 5/8, 1/8).
    // Win = (15/27 + 4/27 * 1/4) / (19/27) = 16/19; lose 5/38; draw 1/38.
    const r = odds('land', { infantry: 1, artillery: 1 }, { infantry: 1 }, { attackerOrderOfLoss: ['artillery'] });
    expect(r.attackerOrderOfLoss).toEqual(['artillery', 'infantry']);
    expect(r.attackerWins).toBeCloseTo(16 / 19, 14);
    expect(r.defenderWins).toBeCloseTo(5 / 38, 14);
    expect(r.draw).toBeCloseTo(1 / 38, 14);
  });

  test('a fighter or armour makes a tactical bomber hit at 4 (UNIT-3)', () => {
    // 1 tactical bomber + 1 armour vs 1 artillery (D2), the defender's first hit takes the armour (cheaper).
    // Both hit: tac 4/6, armour 3/6; at least one: 1 - 2/6 * 3/6 = 5/6. Defender hits 1/3.
    // After losing the armour: tac alone at 3 vs D2: win (1/2 * 2/3) / (1 - 1/2 * 2/3) = 1/2, lose 1/4, draw 1/4.
    // Win = (5/6 + 1/6 * 1/3 * 1/2) / (1 - 1/6 * 2/3) = (31/36) / (8/9) = 31/32.
    const r = odds('land', { tactical_bomber: 1, armour: 1 }, { artillery: 1 });
    expect(r.attackerWins).toBeCloseTo(31 / 32, 14);
    expect(r.defenderWins).toBeCloseTo(((1 / 6) * (1 / 3) * (1 / 4)) / (8 / 9), 14);
  });

  test('a battleship takes two hits (UNIT-8, CBT-7): 1 battleship (A4) vs 1 destroyer (D2)', () => {
    // Damaged BB vs DD per round: win 4/9, both 2/9 (draw), lose 1/9, stay 2/9 -> 4/7, 2/7, 1/7.
    // Full BB: a BB hit wins whatever the DD does (6/9); a DD hit alone damages it (1/9); stay 2/9.
    // Win = (6/9 + 1/9 * 4/7) / (7/9) = 46/49; draw 2/49; lose 1/49.
    const r = odds('sea', { battleship: 1 }, { destroyer: 1 });
    expect(r.attackerWins).toBeCloseTo(46 / 49, 14);
    expect(r.draw).toBeCloseTo(2 / 49, 14);
    expect(r.defenderWins).toBeCloseTo(1 / 49, 14);
    expect(r.attackerCaptures).toBeNull();
    // A damaged battleship counts as a survivor and costs nothing.
    expect(survivor(r.expectedAttackerSurvivors, 'battleship')).toBeCloseTo(46 / 49, 14);
    expect(r.expectedAttackerLossPUs).toBeCloseTo(20 * (3 / 49), 12);
  });

  test('transports alone against armed enemies are destroyed without dice (UNIT-7, CBT-9)', () => {
    const r = odds('sea', { destroyer: 1 }, { transport: 1 });
    expect(r.attackerWins).toBe(1);
    expect(r.rounds).toBe(0);
    expect(r.expectedDefenderLossPUs).toBe(7);
    expect(survivor(r.expectedDefenderSurvivors, 'transport')).toBe(0);
    // Planes count as armed too, and so do submarines.
    expect(odds('sea', { fighter: 1 }, { transport: 3 }).attackerWins).toBe(1);
    expect(odds('sea', { submarine: 1 }, { transport: 1 }).attackerWins).toBe(1);
    // Attacking transports alone die the same way.
    const back = odds('sea', { transport: 2 }, { submarine: 1 });
    expect(back.defenderWins).toBe(1);
    expect(back.expectedAttackerLossPUs).toBe(14);
    // Transports against transports: neither can hurt the other.
    expect(odds('sea', { transport: 1 }, { transport: 1 }).draw).toBe(1);
  });

  test('transports are taken last (CBT-7): they die only once the escort is gone, then without dice', () => {
    // 1 destroyer (A2) vs 1 destroyer (D2) + 1 transport: a hit takes the escort, and the transport then dies
    // without dice if the attacker is still there; if both destroyers sink together the transport survives.
    // Per round 1/3 each: win 1/3 * 2/3, lose 2/3 * 1/3 + 1/3 * 1/3, stay 4/9 -> 2/5 and 3/5, no draw.
    const r = odds('sea', { destroyer: 1 }, { destroyer: 1, transport: 1 });
    expect(r.defenderOrderOfLoss).toEqual(['destroyer', 'transport']);
    expect(r.attackerWins).toBeCloseTo(2 / 5, 14);
    expect(r.defenderWins).toBeCloseTo(3 / 5, 14);
    expect(r.draw).toBeCloseTo(0, 14);
    expect(survivor(r.expectedDefenderSurvivors, 'transport')).toBeCloseTo(3 / 5, 14);
    // An explicit order cannot put a transport first.
    expect(
      odds('sea', { destroyer: 1 }, { destroyer: 1, transport: 1 }, { defenderOrderOfLoss: ['transport'] }).defenderOrderOfLoss,
    ).toEqual(['destroyer', 'transport']);
  });

  test('submarines cannot hit planes and planes cannot hit subs without a destroyer: a stalemate is a draw (UNIT-5, UNIT-6, CBT-9)', () => {
    const r = odds('sea', { submarine: 2 }, { fighter: 2, tactical_bomber: 1 });
    expect(r.draw).toBe(1);
    expect(r.rounds).toBe(0);
    expect(survivor(r.expectedAttackerSurvivors, 'submarine')).toBe(2);
    expect(odds('sea', { fighter: 3 }, { submarine: 1 }).draw).toBe(1);
  });

  test('air hits go to the transport, not the sub, and the battle then stalls (CBT-7)', () => {
    // 1 fighter (A3) vs 1 sub + 1 transport, no destroyer: the sub's strike cannot hit the fighter; the
    // fighter's hit must take the transport (1/2 a round); then fighter vs sub is a stalemate.
    const r = odds('sea', { fighter: 1 }, { submarine: 1, transport: 1 });
    expect(r.draw).toBeCloseTo(1, 14);
    expect(survivor(r.expectedDefenderSurvivors, 'submarine')).toBeCloseTo(1, 14);
    expect(survivor(r.expectedDefenderSurvivors, 'transport')).toBeCloseTo(0, 14);
    expect(r.rounds).toBeCloseTo(2, 12);
    // With a destroyer the fighter's hits may take the sub (UNIT-6).
    // Fighter (3) + destroyer (2) hit at least once 2/3; the sub (D1, no strike against a destroyer) can only sink
    // the destroyer (1/3 * 1/6), which leaves a stalemate. Win (2/3) / (13/18) = 12/13, draw 1/13.
    const dd = odds('sea', { fighter: 1, destroyer: 1 }, { submarine: 1 });
    expect(dd.attackerWins).toBeCloseTo(12 / 13, 14);
    expect(dd.draw).toBeCloseTo(1 / 13, 14);
  });

  test('surprise strike: a sub facing no destroyer fires first and its victim does not fire back (CBT-4)', () => {
    // 1 sub (A2) vs 1 cruiser (D3): the sub hits 1/3 first; otherwise the cruiser hits 1/2.
    // Per round: win 1/3, lose 2/3 * 1/2 = 1/3, stay 1/3 -> 1/2, 1/2, no draw.
    const r = odds('sea', { submarine: 1 }, { cruiser: 1 });
    expect(r.attackerWins).toBeCloseTo(1 / 2, 14);
    expect(r.defenderWins).toBeCloseTo(1 / 2, 14);
    expect(r.draw).toBeCloseTo(0, 14);
    // Against a destroyer the sub fires with everyone else: 1v1 at 2 vs 2 -> 2/5, 2/5, 1/5.
    const dd = odds('sea', { submarine: 1 }, { destroyer: 1 });
    expect(dd.attackerWins).toBeCloseTo(2 / 5, 14);
    expect(dd.draw).toBeCloseTo(1 / 5, 14);
    // Both sides' strikes are simultaneous (AMBIG-37): sub (A2) vs sub (D1), 1/3 and 1/6.
    const subs = odds('sea', { submarine: 1 }, { submarine: 1 });
    const stay = (2 / 3) * (5 / 6);
    expect(subs.attackerWins).toBeCloseTo(((1 / 3) * (5 / 6)) / (1 - stay), 14);
    expect(subs.draw).toBeCloseTo(((1 / 3) * (1 / 6)) / (1 - stay), 14);
  });

  test('AA fire: 1 fighter attacking 1 AA gun alone (CBT-1, UNIT-4)', () => {
    // Round 1: the fighter is hit with 1/6; if it survives there is no defender left. Planes cannot capture.
    const r = odds('land', { fighter: 1 }, { aaGun: 1 });
    expect(r.attackerWins).toBeCloseTo(5 / 6, 14);
    // The AA gun is never a casualty, so the defender holds the territory.
    expect(r.defenderWins).toBeCloseTo(1 / 6, 14);
    expect(r.draw).toBe(0);
    expect(r.attackerCaptures).toBe(0);
    expect(r.rounds).toBe(1);
    expect(r.expectedDefenderSurvivors).toEqual([]);
    expect(r.expectedAttackerLossPUs).toBeCloseTo(10 / 6, 12);
    // With an infantry along the attacker always captures; the AA gun still fires once at the fighter.
    const withInf = odds('land', { fighter: 1, infantry: 1 }, { aaGun: 1 });
    expect(withInf.attackerCaptures).toBe(1);
    expect(survivor(withInf.expectedAttackerSurvivors, 'fighter')).toBeCloseTo(5 / 6, 14);
  });

  test('AA fire rolls one die per plane whatever the number of guns (AMBIG-09), only in round 1', () => {
    const one = odds('land', { fighter: 2 }, { aaGun: 1 });
    const three = odds('land', { fighter: 2 }, { aaGun: 3 });
    expect(three.attackerWins).toBeCloseTo(one.attackerWins, 14);
    expect(one.attackerWins).toBeCloseTo(1 - 1 / 36, 14);
    // AA casualties follow the planes' order of loss: the cheaper fighter before the bomber.
    const mix = odds('land', { fighter: 1, bomber: 1 }, { aaGun: 1 });
    expect(survivor(mix.expectedAttackerSurvivors, 'bomber')).toBeCloseTo(1 - 1 / 36, 14);
    expect(survivor(mix.expectedAttackerSurvivors, 'fighter')).toBeCloseTo(5 / 6 - 5 / 36, 14);
  });

  test('a ruleset whose AA gun has maxAAattacks=3 (2E) rolls at most 3 dice a gun', () => {
    const e2 = rulesetView('pacific-1940-2e');
    const four = { kind: 'land' as const, attackers: u({ fighter: 4 }), defenders: u({ aaGun: 1 }) };
    expect(checked(battleOdds(e2, four)).attackerWins).toBe(1);
    expect(odds('land', { fighter: 4 }, { aaGun: 1 }).defenderWins).toBeCloseTo(Math.pow(1 / 6, 4), 14);
    expect(checked(battleOdds(e2, { ...four, defenders: u({ aaGun: 2 }) })).defenderWins).toBeCloseTo(Math.pow(1 / 6, 4), 14);
  });

  test('factories and bases take no part; empty sides', () => {
    const r = odds('land', { infantry: 1 }, { factory_minor: 1, airfield: 1 });
    expect(r.attackerWins).toBe(1);
    expect(r.attackerCaptures).toBe(1);
    expect(r.expectedDefenderSurvivors).toEqual([]);
    expect(odds('land', {}, { infantry: 1 }).defenderWins).toBe(1);
    expect(odds('land', {}, {}).draw).toBe(1);
  });

  test('the default order of loss: cheapest first, the weaker unit first at equal cost, transports last', () => {
    const r = odds(
      'land',
      { fighter: 1, armour: 1, artillery: 1, mech_infantry: 1, infantry: 1, tactical_bomber: 1, bomber: 1 },
      { infantry: 1 },
    );
    expect(r.attackerOrderOfLoss).toEqual(['infantry', 'mech_infantry', 'artillery', 'armour', 'fighter', 'tactical_bomber', 'bomber']);
    const s = odds('sea', { battleship: 1, carrier: 1, cruiser: 1, destroyer: 1, submarine: 1, transport: 1 }, { destroyer: 1 });
    expect(s.attackerOrderOfLoss).toEqual(['submarine', 'destroyer', 'cruiser', 'carrier', 'battleship', 'transport']);
  });
});

describe('bad input', () => {
  const bad = (input: Partial<BattleOddsInput>, message: RegExp) =>
    expect(() => battleOdds(rs, { kind: 'land', attackers: [], defenders: [], ...input })).toThrow(
      expect.objectContaining({ name: 'BattleOddsInputError', message: expect.stringMatching(message) }),
    );
  test('unknown types, units that cannot be in the battle, limits', () => {
    bad({ attackers: u({ panzer: 1 }) }, /Unknown unit type "panzer" among the attackers/);
    bad({ defenders: u({ infantry: 1 }), defenderOrderOfLoss: ['panzer'] }, /Unknown unit type "panzer" in the defender's order of loss/);
    bad({ attackers: u({ aaGun: 1 }) }, /cannot attack/);
    bad({ attackers: u({ battleship: 1 }) }, /cannot fight in a land battle/);
    bad({ kind: 'sea', attackers: u({ infantry: 1 }) }, /does not fight in a sea battle/);
    bad({ attackers: u({ infantry: -1 }) }, /at least 0/);
    bad({ attackers: u({ infantry: 201 }) }, /At most 200 units per side/);
    bad({ maxRounds: 0 }, /maxRounds/);
    bad({ maxRounds: 101 }, /maxRounds/);
    expect(() => battleOdds(rs, { kind: 'land', attackers: u({ panzer: 1 }), defenders: [] })).toThrow(BattleOddsInputError);
  });
});

// ---- An independent Monte Carlo simulation of the same rules, for larger battles. ----

interface SimUnit {
  type: string;
  hp: number;
}

function simulate(input: BattleOddsInput, aOrder: string[], dOrder: string[], trials: number, seed: number) {
  const rand = seededRandom(seed);
  const die = () => 1 + Math.floor(rand() * 6);
  const p = (t: string) => rs.unit(t)!;
  const slotOf = (t: string) => (p(t).domain === 'air' ? 'air' : p(t).isSub ? 'sub' : 'other');
  const isTransport = (t: string) => p(t).transportCapacity !== null && p(t).attack === 0 && p(t).defense === 0;
  const expand = (list: { type: string; count: number }[]) =>
    list.flatMap(({ type, count }) =>
      p(type).isAA || p(type).domain === 'facility'
        ? []
        : Array.from({ length: count }, () => ({ type, hp: Math.max(1, p(type).hitPoints) })),
    );
  const aaGuns = input.defenders.filter((x) => p(x.type).isAA).reduce((x, y) => x + y.count, 0);

  /** Rolls a side's dice: hits as [notAir, notSub, any]. */
  const roll = (units: SimUnit[], attacking: boolean, only?: 'subs' | 'noSubs') => {
    const hits = [0, 0, 0];
    const destroyer = units.some((x) => p(x.type).isDestroyer);
    let artillery = attacking ? units.filter((x) => p(x.type).isArtillery).length : 0;
    let escorts = attacking ? units.filter((x) => x.type === 'fighter' || x.type === 'armour').length : 0;
    for (const x of units) {
      let v = attacking ? p(x.type).attack : p(x.type).defense;
      if (p(x.type).isArtillerySupportable && artillery > 0) {
        v++;
        artillery--;
      }
      if (x.type === 'tactical_bomber' && escorts > 0) {
        v++;
        escorts--;
      }
      if (only === 'subs' && !p(x.type).isSub) continue;
      if (only === 'noSubs' && p(x.type).isSub) continue;
      if (v <= 0 || die() > v) continue;
      hits[p(x.type).isSub ? 0 : p(x.type).domain === 'air' && !destroyer ? 1 : 2]++;
    }
    return hits;
  };

  /** One slot per hit point, in order of loss (first hits on two-hit units first); each taken if all hits can still be matched. */
  const casualties = (units: SimUnit[], order: string[], [na, ns, an]: number[]) => {
    const slots: SimUnit[] = [];
    for (const t of order) for (const x of units) if (x.type === t && x.hp === 2) slots.push(x);
    for (const t of order) for (const x of units) if (x.type === t) slots.push(x);
    let air = 0;
    let sub = 0;
    let n = 0;
    for (const x of slots) {
      if (n === na + ns + an) break;
      const s = slotOf(x.type);
      const air2 = air + (s === 'air' ? 1 : 0);
      const sub2 = sub + (s === 'sub' ? 1 : 0);
      if (air2 > ns + an || sub2 > na + an) continue;
      air = air2;
      sub = sub2;
      n++;
      x.hp--;
    }
    return units.filter((x) => x.hp > 0);
  };

  const canHurt = (mine: SimUnit[], theirs: SimUnit[], attacking: boolean) =>
    mine.some((m) => {
      const v = attacking ? p(m.type).attack : p(m.type).defense;
      if (v <= 0) return false;
      const dd = mine.some((x) => p(x.type).isDestroyer);
      return theirs.some((t) => !(p(m.type).isSub && slotOf(t.type) === 'air') && !(slotOf(m.type) === 'air' && p(t.type).isSub && !dd));
    });
  const armed = (units: SimUnit[], attacking: boolean) => units.some((x) => (attacking ? p(x.type).attack : p(x.type).defense) > 0);
  const onlyTransports = (units: SimUnit[]) => units.length > 0 && units.every((x) => isTransport(x.type));

  const tally = { a: 0, d: 0, draw: 0, capture: 0, rounds: 0, aLeft: new Map<string, number>(), dLeft: new Map<string, number>() };
  for (let trial = 0; trial < trials; trial++) {
    let A = expand(input.attackers);
    let D = expand(input.defenders);
    let rounds = 0;
    const planes = A.filter((x) => slotOf(x.type) === 'air');
    if (input.kind === 'land' && aaGuns > 0 && planes.length) {
      rounds = 1;
      let hits = 0;
      for (let i = 0; i < planes.length; i++) if (die() === 1) hits++;
      for (const t of aOrder)
        for (const x of A)
          if (hits > 0 && x.type === t && slotOf(t) === 'air' && x.hp > 0) {
            x.hp = 0;
            hits--;
          }
      A = A.filter((x) => x.hp > 0);
    }
    let outcome: 'a' | 'd' | 'draw';
    for (let first = rounds === 1; ; first = false) {
      if (!A.length && !D.length) {
        outcome = aaGuns > 0 && input.kind === 'land' ? 'd' : 'draw';
        break;
      }
      if (!A.length) {
        outcome = 'd';
        break;
      }
      if (!D.length) {
        outcome = 'a';
        break;
      }
      if (onlyTransports(D) && !onlyTransports(A) && armed(A, true)) {
        D = [];
        outcome = 'a';
        break;
      }
      if (onlyTransports(A) && !onlyTransports(D) && armed(D, false)) {
        A = [];
        outcome = 'd';
        break;
      }
      if (!canHurt(A, D, true) && !canHurt(D, A, false)) {
        outcome = 'draw';
        break;
      }
      if (!first) rounds++;
      const aStrike = A.some((x) => p(x.type).isSub) && !D.some((x) => p(x.type).isDestroyer);
      const dStrike = D.some((x) => p(x.type).isSub) && !A.some((x) => p(x.type).isDestroyer);
      if (aStrike || dStrike) {
        const toD = aStrike ? roll(A, true, 'subs') : [0, 0, 0];
        const toA = dStrike ? roll(D, false, 'subs') : [0, 0, 0];
        D = casualties(D, dOrder, toD);
        A = casualties(A, aOrder, toA);
      }
      const toD = roll(A, true, aStrike ? 'noSubs' : undefined);
      const toA = roll(D, false, dStrike ? 'noSubs' : undefined);
      D = casualties(D, dOrder, toD);
      A = casualties(A, aOrder, toA);
    }
    tally[outcome]++;
    if (outcome === 'a' && input.kind === 'land' && A.some((x) => p(x.type).domain === 'land')) tally.capture++;
    tally.rounds += rounds;
    for (const x of A) tally.aLeft.set(x.type, (tally.aLeft.get(x.type) ?? 0) + 1);
    for (const x of D) tally.dLeft.set(x.type, (tally.dLeft.get(x.type) ?? 0) + 1);
  }
  return {
    attackerWins: tally.a / trials,
    defenderWins: tally.d / trials,
    draw: tally.draw / trials,
    capture: tally.capture / trials,
    rounds: tally.rounds / trials,
    aLeft: (t: string) => (tally.aLeft.get(t) ?? 0) / trials,
    dLeft: (t: string) => (tally.dLeft.get(t) ?? 0) / trials,
  };
}

describe('larger battles against a seeded Monte Carlo (20000 trials)', () => {
  const TRIALS = 20000;
  const TOL = 0.02;
  const cases: [string, BattleOddsInput][] = [
    [
      'land: infantry, artillery, armour, fighters, tactical bombers vs infantry, artillery, armour and an AA gun',
      {
        kind: 'land',
        attackers: u({ infantry: 5, artillery: 2, armour: 2, fighter: 2, tactical_bomber: 2 }),
        defenders: u({ infantry: 7, artillery: 1, armour: 1, aaGun: 1 }),
      },
    ],
    [
      'sea: subs, destroyer, planes and a battleship vs subs, cruiser, carrier with fighters and transports',
      {
        kind: 'sea',
        attackers: u({ submarine: 2, destroyer: 1, fighter: 2, tactical_bomber: 1, battleship: 1 }),
        defenders: u({ submarine: 2, cruiser: 1, carrier: 1, fighter: 2, transport: 2 }),
      },
    ],
    [
      'sea: no attacking destroyer (defending sub strikes, attacking planes cannot hit subs) and an explicit order of loss',
      {
        kind: 'sea',
        attackers: u({ submarine: 2, fighter: 2, cruiser: 1 }),
        defenders: u({ submarine: 1, destroyer: 1, fighter: 1, transport: 1, battleship: 1 }),
        attackerOrderOfLoss: ['cruiser', 'fighter'],
      },
    ],
  ];
  test.each(cases)('%s', (_name, input) => {
    const exact = checked(battleOdds(rs, input));
    const mc = simulate(input, exact.attackerOrderOfLoss, exact.defenderOrderOfLoss, TRIALS, 20240611);
    expect(Math.abs(exact.attackerWins - mc.attackerWins)).toBeLessThan(TOL);
    expect(Math.abs(exact.defenderWins - mc.defenderWins)).toBeLessThan(TOL);
    expect(Math.abs(exact.draw - mc.draw)).toBeLessThan(TOL);
    if (exact.attackerCaptures !== null) expect(Math.abs(exact.attackerCaptures - mc.capture)).toBeLessThan(TOL);
    expect(Math.abs(exact.rounds - mc.rounds)).toBeLessThan(TOL * 5);
    for (const s of exact.expectedAttackerSurvivors)
      expect(Math.abs(s.expected - mc.aLeft(s.type))).toBeLessThan(TOL * Math.max(1, s.count));
    for (const s of exact.expectedDefenderSurvivors)
      expect(Math.abs(s.expected - mc.dLeft(s.type))).toBeLessThan(TOL * Math.max(1, s.count));
  });
});

describe('speed', () => {
  test('a typical large land battle computes well under a second', () => {
    const input: BattleOddsInput = {
      kind: 'land',
      attackers: u({ infantry: 10, artillery: 5, armour: 3, fighter: 4 }),
      defenders: u({ infantry: 12, aaGun: 2 }),
    };
    battleOdds(rs, input); // warm up the JIT
    const t = performance.now();
    const r = checked(battleOdds(rs, input));
    const ms = performance.now() - t;
    expect(r.attackerWins).toBeGreaterThan(0.99);
    // Typically ~20 ms; the bound leaves room for a loaded CI machine.
    expect(ms).toBeLessThan(1000);
  });
});

describe('a budget shared by several odds (the planner bot, issue 29)', () => {
  const input: BattleOddsInput = { kind: 'land', attackers: u({ infantry: 6, armour: 3 }), defenders: u({ infantry: 7 }) };

  it('gives the same answer as no budget, and spends the work it followed', () => {
    const budget = { work: 25_000_000 };
    expect(battleOdds(rs, input, budget)).toEqual(battleOdds(rs, input));
    const spent = 25_000_000 - budget.work;
    expect(spent).toBeGreaterThan(0);
    // The same work again: counted in transitions, not time.
    const again = { work: 25_000_000 };
    battleOdds(rs, input, again);
    expect(25_000_000 - again.work).toBe(spent);
  });

  it('stops as too large once what is left is not enough, and the budget is then spent', () => {
    const full = { work: 25_000_000 };
    battleOdds(rs, input, full);
    const needed = 25_000_000 - full.work;
    const short = { work: needed - 1 };
    expect(() => battleOdds(rs, input, short)).toThrow(BattleOddsInputError);
    expect(short.work).toBe(0);
    const exact = { work: needed };
    expect(battleOdds(rs, input, exact).attackerWins).toBeCloseTo(battleOdds(rs, input).attackerWins, 12);
    expect(exact.work).toBe(0);
  });
});
