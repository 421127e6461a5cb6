// RULES §6 (pacific-1940-2e) row "AA gun": cost 5; up to 3 dice per gun, never
// more than the planes; the gun may be a casualty; the attacker chooses AA
// losses — in battles, and battleOdds agrees with the battle engine
// (one fire model, combat/fire-model.ts).
import { decide, evolve, type GameEvent, type GameState } from '../../src/rules';
import { battleOdds } from '../../src/rules/combat/odds';
import { aaDice } from '../../src/rules/combat/fire-model';
import { rulesetView } from '../../src/rules/ruleset/view';
import type { UnitType } from '../../src/rules/index';
import { advanceTo, apply, atTurn, ids, move, newGame, seat, withoutUnits, withUnits } from '../rules/fixtures';

const E2 = 'pacific-1940-2e';
const e1 = rulesetView('pacific-1940');
const e2 = rulesetView(E2);

/** Japan attacks Hunan (Chinese, at war from the start) with `attackers` from Kiangsi; China defends with `defenders`. */
function attack(rulesetId: string, attackers: [UnitType, number][], defenders: [UnitType, number][]): GameState {
  let s = withoutUnits(withoutUnits(newGame(rulesetId), 'Hunan'), 'Kiangsi');
  for (const [t, n] of defenders) s = withUnits(s, 'China', 'Hunan', t, n);
  for (const [t, n] of attackers) s = withUnits(s, 'Japan', 'Kiangsi', t, n);
  s = advanceTo(atTurn(s, 'Japan'), 'combatMove');
  s = apply(
    s,
    move(ids(s, 'Kiangsi', 'Japan', attackers[0][0]).concat(...attackers.slice(1).map(([t]) => ids(s, 'Kiangsi', 'Japan', t))), 'Hunan'),
  ).state;
  s = advanceTo(s, 'conductCombat');
  // Both sides let the engine choose casualties by the default order of loss, the order battleOdds uses.
  s = apply(s, { type: 'SetCasualtyOrder', orderOfLoss: [] }, 'Japan').state;
  return apply(s, { type: 'SetCasualtyOrder', orderOfLoss: [] }, 'China').state;
}

/** Fights the battle with given dice; throws `more` when the engine wants more dice than given. */
class More extends Error {
  constructor(public count: number) {
    super('more dice');
  }
}
function fight(s: GameState, dice: number[]): { state: GameState; events: GameEvent[] } {
  let next = 0;
  const d = decide(
    s,
    { type: 'FightBattle', place: 'Hunan' },
    {
      actor: seat('Japan'),
      dice: (count) => {
        if (next + count > dice.length) throw new More(next + count - dice.length);
        const out = dice.slice(next, next + count);
        next += count;
        return out;
      },
    },
  );
  if (!d.ok) throw new Error(d.violation.message);
  return { state: d.events.reduce<GameState>((x, e) => evolve(x, e), s), events: d.events };
}

/**
 * Every way round 1 can go (exhaustively over the dice the engine asks for), with its chance:
 * the units left on each side by type once the battle ends or waits for the attacker's next decision.
 */
function roundOne(s: GameState): { p: number; att: Record<string, number>; def: Record<string, number>; won: boolean }[] {
  const out: { p: number; att: Record<string, number>; def: Record<string, number>; won: boolean }[] = [];
  const count = (st: GameState, owner: string) => {
    const r: Record<string, number> = {};
    for (const u of st.units.at('Hunan'))
      if (u.owner === owner && rulesetView(st.rulesetId).unit(u.type)!.domain !== 'facility') r[u.type] = (r[u.type] ?? 0) + 1;
    return r;
  };
  const walk = (dice: number[], weight = 1) => {
    try {
      const { state, events } = fight(s, dice);
      const won = events.some((e) => e.type === 'BattleEnded' && (e.data as any).outcome === 'attackerWon');
      out.push({ p: weight * Math.pow(1 / 6, dice.length), att: count(state, 'Japan'), def: count(state, 'China'), won });
    } catch (e) {
      if (!(e instanceof More)) throw e;
      // No unit here hits on 5, so a 5 and a 6 do the same: one branch for both, weighted twice.
      const add = (prefix: number[], weight: number, k: number): void => {
        if (k === 0) return walk(prefix, weight);
        for (const v of [1, 2, 3, 4, 6]) add([...prefix, v], weight * (v === 6 ? 2 : 1), k - 1);
      };
      add(dice, weight, e.count);
    }
  };
  walk([]);
  return out;
}

const expected = (runs: ReturnType<typeof roundOne>, side: 'att' | 'def', type: string) =>
  runs.reduce((n, r) => n + r.p * (r[side][type] ?? 0), 0);

describe('RULES §6 second edition: AA guns', () => {
  test('§6 "AA gun": cost 5 in 2E, 6 in 1E', () => {
    expect(e2.unit('aaGun')!.cost).toBe(5);
    expect(e1.unit('aaGun')!.cost).toBe(6);
  });

  test('§6 "AA gun": up to 3 dice per gun, never more than the planes (1E: one per plane, AMBIG-09)', () => {
    const gun2 = e2.unit('aaGun')!;
    const gun1 = e1.unit('aaGun')!;
    expect(aaDice([gun2], 2)).toBe(2);
    expect(aaDice([gun2], 5)).toBe(3);
    expect(aaDice([gun2, gun2], 5)).toBe(5);
    expect(aaDice([gun2, gun2], 7)).toBe(6);
    expect(aaDice([gun1], 5)).toBe(5);
  });

  test('§6 "AA gun": in a battle one gun rolls 3 dice at 4 fighters; the attacker takes the AA losses (AMBIG-35)', () => {
    const s = attack(
      E2,
      [['fighter', 4]],
      [
        ['aaGun', 1],
        ['infantry', 1],
      ],
    );
    const r = fight(s, [1, 1, 6, 6, 6, 6, 6, 6]);
    const aa = r.events.find((e) => e.type === 'DiceRolled' && e.data.purpose.startsWith('anti-aircraft')) as any;
    expect(aa.data.values).toEqual([1, 1, 6]);
    const chosen = r.events.find((e) => e.type === 'CasualtiesChosen') as any;
    expect(chosen.data).toMatchObject({ side: 'attacker', power: 'Japan' });
    expect(chosen.data.units).toHaveLength(2);
  });

  test('§6 "AA gun": the gun may be taken as a casualty in 2E; never in 1E (UNIT-4)', () => {
    // 1 infantry attacks a lone AA gun: in 2E the gun is destroyed and the territory taken; in 1E it is captured.
    const two = fight(attack(E2, [['infantry', 1]], [['aaGun', 1]]), []);
    expect(two.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'attackerWon' } });
    expect(two.state.units.at('Hunan').some((u) => u.type === 'aaGun')).toBe(false);
    // Two hits on a gun and an infantry: the defender takes both, the gun among them.
    const before = attack(
      E2,
      [['armour', 2]],
      [
        ['aaGun', 1],
        ['infantry', 1],
      ],
    );
    const gun = ids(before, 'Hunan', 'China', 'aaGun')[0];
    const withInf = fight(before, [1, 1, 6]);
    const lost = withInf.events.filter((e) => e.type === 'CasualtiesChosen' && (e.data as any).side === 'defender') as any[];
    expect(lost.flatMap((e) => e.data.units.map((u: any) => u.unitId))).toContain(gun);
    // 1E: the gun is infrastructure; an infantry walking in takes the territory and the gun with it (CAP-2), no battle.
    const one = attack('pacific-1940', [['infantry', 1]], [['aaGun', 1]]);
    expect(one.battles).toEqual([]);
    expect(one.units.at('Hunan').find((u) => u.type === 'aaGun')!.owner).toBe('Japan');
  });

  test.each([
    [
      '2 fighters vs AA gun + infantry',
      [['fighter', 2]],
      [
        ['aaGun', 1],
        ['infantry', 1],
      ],
    ],
    [
      'a fighter and an infantry vs an AA gun',
      [
        ['fighter', 1],
        ['infantry', 1],
      ],
      [['aaGun', 1]],
    ],
    ['2 tactical bombers vs 2 AA guns', [['tactical_bomber', 2]], [['aaGun', 2]]],
  ] as [string, [UnitType, number][], [UnitType, number][]][])(
    '§6 "AA gun": battleOdds agrees with the battle engine over round 1 exactly: %s',
    (_name, attackers, defenders) => {
      const runs = roundOne(attack(E2, attackers, defenders));
      expect(runs.reduce((n, r) => n + r.p, 0)).toBeCloseTo(1, 12);
      const odds = battleOdds(e2, {
        kind: 'land',
        attackers: attackers.map(([type, count]) => ({ type, count })),
        defenders: defenders.map(([type, count]) => ({ type, count })),
        maxRounds: 1,
      });
      for (const e of odds.expectedAttackerSurvivors) expect(expected(runs, 'att', e.type)).toBeCloseTo(e.expected, 10);
      for (const e of odds.expectedDefenderSurvivors) expect(expected(runs, 'def', e.type)).toBeCloseTo(e.expected, 10);
      expect(runs.reduce((n, r) => n + (r.won ? r.p : 0), 0)).toBeCloseTo(odds.attackerWins, 10);
    },
  );
});
