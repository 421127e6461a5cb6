// RULES §8.1 hr01-dogfights (seed 002 "Dogfights"), in every ruleset: each against the same game without it.
import type { GameEvent, GameState } from '../../../src/rules';
import { battleOdds } from '../../../src/rules/combat/odds';
import { rulesetView } from '../../../src/rules/ruleset/view';
import { advanceTo, apply, applyWith, ids, move, newGame, withoutUnits, withRelation, withUnits } from '../fixtures';

const OPT = 'hr01-dogfights';
const rolls = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'DiceRolled').map((e) => e.data as { purpose: string; values: number[] });

/** 1E: Japan's battleship (SZ 6) and 2 fighters (Japan) attack a US fighter and destroyer put in SZ 19. */
function airAndSea(options: string[], rulesetId = 'pacific-1940'): GameState {
  let s = withRelation(newGame(rulesetId, options), 'Japan', 'USA', 'war');
  s = withUnits(withUnits(withoutUnits(s, '19 Sea Zone'), 'USA', '19 Sea Zone', 'destroyer'), 'USA', '19 Sea Zone', 'fighter');
  s = advanceTo(s, 'combatMove');
  s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', 'battleship'), '19 Sea Zone')).state;
  s = apply(s, move(ids(s, 'Japan', 'Japan', 'fighter', 2), '6 Sea Zone', '19 Sea Zone')).state;
  return advanceTo(s, 'conductCombat');
}

describe('hr01-dogfights (RULES §8.1, seed 002 "Dogfights")', () => {
  test.each(['pacific-1940', 'pacific-1940-2e'])(
    '%s: planes on both sides first fight one air round; a hit there downs the US fighter before it fires in round 1',
    (rulesetId) => {
      // Dogfight: Japan's fighters roll 1 and 6 (one hit), the US fighter 6; round 1: Japan 6, 6, 6; the destroyer alone 6.
      const on = applyWith(airAndSea([OPT], rulesetId), { type: 'FightBattle', place: '19 Sea Zone' }, [1, 6, 6, 6, 6, 6, 6]);
      const r = rolls(on.events);
      expect(r[0].purpose).toMatch(/^dogfight by the attacker, round 1/);
      expect(r[0].values).toHaveLength(2);
      expect(r[1].purpose).toMatch(/^dogfight by the defender, round 1/);
      expect(on.events.find((e) => e.type === 'HitsScored')).toMatchObject({ data: { step: 'aa', by: 'attacker', hits: { airOnly: 1 } } });
      expect(ids(on.state, '19 Sea Zone', 'USA', 'fighter')).toEqual([]);
      expect(r.find((x) => x.purpose.startsWith('defender, round 1'))!.values).toHaveLength(1);
      // Without the option round 1 is fought at once, the US fighter firing in it.
      const off = applyWith(airAndSea([], rulesetId), { type: 'FightBattle', place: '19 Sea Zone' }, [6, 6, 6, 6, 6]);
      expect(rolls(off.events)[0].purpose).toMatch(/^attacker, round 1/);
      expect(rolls(off.events).find((x) => x.purpose.startsWith('defender, round 1'))!.values).toHaveLength(2);
    },
  );

  test('pacific-2001: Japan’s carrier fighters (SZ 20) attacking Midway fight its US fighter in an air round first', () => {
    const fight = (options: string[]) => {
      let s = advanceTo(newGame('pacific-2001', options), 'combatMove');
      s = apply(s, move(ids(s, '20 Sea Zone', 'Japan', 'fighter', 2), 'Midway')).state;
      return rolls(applyWith(advanceTo(s, 'conductCombat'), { type: 'FightBattle', place: 'Midway' }, Array(20).fill(6)).events);
    };
    expect(fight([OPT]).map((r) => r.purpose.split(',')[0])).toEqual(
      expect.arrayContaining(['dogfight by the attacker', 'dogfight by the defender']),
    );
    expect(fight([]).some((r) => r.purpose.startsWith('dogfight'))).toBe(false);
  });

  test('battleOdds: a bomber does not fire in the air round but is hit in it (one round, hand-solved)', () => {
    // A bomber (A4) against a fighter (D4) at sea, one round: it must survive the fighter's air shot (2/6) and then its
    // general shot (2/6): 1/9; without the option only the general one: 1/3.
    const rs = rulesetView('pacific-1940');
    const input = {
      kind: 'sea' as const,
      attackers: [{ type: 'bomber', count: 1 }],
      defenders: [{ type: 'fighter', count: 1 }],
      maxRounds: 1,
    };
    expect(battleOdds(rs, { ...input, options: [OPT] }).expectedAttackerSurvivors[0].expected).toBeCloseTo(1 / 9, 12);
    expect(battleOdds(rs, input).expectedAttackerSurvivors[0].expected).toBeCloseTo(1 / 3, 12);
    // The fighter is hit only in the general round (the bomber does not dogfight): 1 - (2/6 of the bomber alive) * 4/6.
    expect(battleOdds(rs, { ...input, options: [OPT] }).expectedDefenderSurvivors[0].expected).toBeCloseTo(1 - (2 / 6) * (4 / 6), 12);
  });
});
