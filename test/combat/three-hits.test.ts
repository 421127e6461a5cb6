// RULES §8.2 x2-super-battleship (seed 003 §12a "Superheavy battleship": "the third hit will sink it"), UNIT-8, CBT-7:
// a unit of three hit points keeps every hit it takes, also two in one round, in battles (the engine's choice and
// a player's ChooseCasualties) and in battleOdds, which share the one model of hits (combat/hits.ts).
import type { GameEvent, GameState } from '../../src/rules';
import { pendingDecisions } from '../../src/rules';
import { battleOdds } from '../../src/rules/combat/odds';
import { rulesetView } from '../../src/rules/ruleset/view';
import { advanceTo, apply, applyWith, ids, move, newGame, play, refusal, withoutUnits, withUnits } from '../rules/fixtures';

const SHB = 'super_battleship' as const;
const rs = rulesetView('pacific-2001');
const chosen = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'CasualtiesChosen').map((e) => (e.data as { units: { unitId: string; effect: string }[] }).units);

/** In round 2, Japan attacks 16 Sea Zone (USA: `defenders` destroyers) from 26 Sea Zone with a super battleship and `escorts` destroyers. */
function attack(defenders: number, escorts = 0): { s: GameState; shb: string; dds: string[] } {
  let s = withoutUnits(newGame('pacific-2001', ['x2-super-battleship']), '16 Sea Zone');
  s = withUnits(s, 'USA', '16 Sea Zone', 'destroyer', defenders);
  s = withUnits(withoutUnits(s, '26 Sea Zone'), 'Japan', '26 Sea Zone', SHB);
  if (escorts) s = withUnits(s, 'Japan', '26 Sea Zone', 'destroyer', escorts);
  // Round 2: after Japan's surprise turn (AMBIG-39 caps the defenders at 1 in round 1).
  s = advanceTo({ ...s, round: 2 }, 'combatMove');
  const shb = ids(s, '26 Sea Zone', 'Japan', SHB)[0];
  const dds = escorts ? ids(s, '26 Sea Zone', 'Japan', 'destroyer') : [];
  s = apply(s, move([shb, ...dds], '16 Sea Zone')).state;
  return { s: advanceTo(s, 'conductCombat'), shb, dds };
}

describe('x2-super-battleship (RULES §8.2, seed 003 §12a): three hit points, every hit kept (UNIT-8, CBT-7)', () => {
  test('two hits in one round (the defenders roll 2, 2) leave it damaged twice, not once; the third hit sinks it', () => {
    const { s, shb } = attack(2);
    // The super battleship rolls 2 dice at 5 (6, 6: misses); the 2 destroyers defend at 3 and roll 2, 2: two hits.
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 6, 2, 2]);
    expect(chosen(r.events)).toEqual([
      [
        { unitId: shb, effect: 'damaged' },
        { unitId: shb, effect: 'damaged' },
      ],
    ]);
    expect(r.state.units.get(shb)!.damage).toBe(2);
    // Round 2: it misses again; one destroyer hits: the third hit sinks it.
    const next = applyWith(r.state, { type: 'PressOn' }, [6, 6, 1, 6]);
    expect(chosen(next.events)).toEqual([[{ unitId: shb, effect: 'destroyed' }]]);
    expect(next.state.units.get(shb)).toBeUndefined();
  });

  test('three hits in one round sink it at once', () => {
    const { s, shb } = attack(3);
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 6, 1, 2, 3]);
    expect(chosen(r.events)).toEqual([[{ unitId: shb, effect: 'destroyed' }]]);
    expect(r.state.units.get(shb)).toBeUndefined();
  });

  test('a player who lists it twice for two hits (ChooseCasualties) damages it twice; the decision says it can take 3 hits', () => {
    const { s, shb, dds } = attack(2, 1);
    // Attacker: super battleship 6, 6; destroyer 6. Defenders: 2, 2: two hits, Japan chooses (two kinds of unit).
    const r = applyWith(s, { type: 'FightBattle', place: '16 Sea Zone' }, [6, 6, 6, 2, 2]);
    const [decision] = pendingDecisions(r.state);
    expect(decision).toMatchObject({ kind: 'chooseCasualties', power: 'Japan', hits: { any: 2 } });
    // The decision says what each candidate may take, and how many hits it has left (CBT-7, UNIT-8).
    expect(decision.casualties).toEqual([
      { unit: shb, hitClasses: ['any'], hitsLeft: 3, takenLast: false },
      { unit: dds[0], hitClasses: ['any'], hitsLeft: 1, takenLast: false },
    ]);
    const c = apply(r.state, { type: 'ChooseCasualties', units: [shb, shb] });
    expect(chosen(c.events)).toEqual([
      [
        { unitId: shb, effect: 'damaged' },
        { unitId: shb, effect: 'damaged' },
      ],
    ]);
    expect(c.state.units.get(shb)!.damage).toBe(2);
    expect(c.state.units.get(dds[0])!.damage).toBe(0);
    // Listed three times for two hits: refused (CBT-7: exactly the hits owed).
    expect(refusal(play(r.state, { type: 'ChooseCasualties', units: [shb, shb, shb] }))).toMatchObject({
      code: 'INVALID_CASUALTIES',
      rule: 'CBT-7',
    });
  });

  test('battleOdds agrees: in one round 3 destroyers (hitting at 3) sink it only when all three hit (1/8); 2 never do', () => {
    const one = (n: number) =>
      battleOdds(rs, {
        kind: 'sea',
        attackers: [{ type: 'destroyer', count: n }],
        defenders: [{ type: SHB, count: 1 }],
        options: ['x2-super-battleship'],
        maxRounds: 1,
      });
    expect(one(3).attackerWins).toBeCloseTo(1 / 8, 12);
    expect(one(3).expectedDefenderSurvivors).toEqual([{ type: SHB, count: 1, expected: expect.closeTo(7 / 8, 12) }]);
    expect(one(2).attackerWins).toBe(0);
  });
});
