// RULES §8.1 hr01-manchuria-garrison (seed 002 "Manchuria"), all three
// rulesets: Japan keeps 3 infantry in Manchuria (⚠ defaults: voluntary moves
// may not break it; a shortfall from combat is made good by the end of
// Japan's next Non-combat Move; void while Manchuria is not Japan's).
import type { GameState } from '../../../src/rules';
import { advanceTo, apply, ids, move, newGame, play, refusal, withOwner, withoutUnits } from '../fixtures';

const OPTION = ['hr01-manchuria-garrison'];

describe('hr01-manchuria-garrison (RULES §8.1, seed 002 "Manchuria")', () => {
  for (const rulesetId of ['pacific-1940', 'pacific-1940-2e', 'pacific-2001']) {
    test(`${rulesetId}: infantry may leave Manchuria only while 3 stay; without the option all may go`, () => {
      const moveOut = (options: string[], keep: number, phase: 'combatMove' | 'nonCombatMove' = 'nonCombatMove') => {
        const s = advanceTo(newGame(rulesetId, options), phase);
        const inf = ids(s, 'Manchuria', 'Japan', 'infantry');
        return play(s, move(inf.slice(0, inf.length - keep), 'Korea'));
      };
      expect(refusal(moveOut(OPTION, 2))).toMatchObject({ code: 'GARRISON_REQUIRED', rule: 'hr01-manchuria-garrison' });
      expect(moveOut(OPTION, 3).ok).toBe(true);
      expect(moveOut([], 0).ok).toBe(true);
    });
  }

  test('the garrison may not attack outside Manchuria (pacific-2001: into Chinese Suiyuan)', () => {
    const attack = (options: string[]) => {
      const s = advanceTo(newGame('pacific-2001', options), 'combatMove');
      return play(s, move(ids(s, 'Manchuria', 'Japan', 'infantry', 4), 'Suiyuan'));
    };
    expect(refusal(attack(OPTION)).code).toBe('GARRISON_REQUIRED');
    expect(attack([]).ok).toBe(true);
  });

  /** Japan's Non-combat Move of 2001 with only 1 infantry (and its fighter) left in Manchuria, as after a lost fight. */
  function short(options: string[], owner: 'Japan' | 'China' = 'Japan'): GameState {
    let s = newGame('pacific-2001', options);
    const [keep] = ids(s, 'Manchuria', 'Japan', 'infantry', 1);
    s = withOwner(
      withoutUnits(s, 'Manchuria', (u) => u.id !== keep && u.type !== 'fighter'),
      'Manchuria',
      owner,
    );
    return advanceTo(s, 'nonCombatMove');
  }

  test('a shortfall must be made good before Non-combat Move ends: Korea’s 2 infantry come in, then it ends', () => {
    const s = short(OPTION);
    expect(refusal(play(s, { type: 'EndPhase' }))).toMatchObject({ code: 'GARRISON_SHORT', rule: 'hr01-manchuria-garrison' });
    const fixed = apply(s, move(ids(s, 'Korea', 'Japan', 'infantry'), 'Manchuria')).state;
    expect(play(fixed, { type: 'EndPhase' }).ok).toBe(true);
    expect(play(short([]), { type: 'EndPhase' }).ok).toBe(true);
  });

  test('void while Manchuria is not Japan’s', () => {
    expect(play(short(OPTION, 'China'), { type: 'EndPhase' }).ok).toBe(true);
  });
});
