// RULES §8.1 hr01-sbr-two-dice (seed 002 "Strategic Bombing"): a bomber rolls
// two dice of damage against a factory, one against a base (SBR-9 otherwise).
import type { GameState } from '../../../src/rules';
import { advanceTo, apply, applyWith, ids, newGame, withOwner, withoutUnits, withRelation, withUnits } from '../fixtures';

/** Japan's bomber in Burma raids India (factory, airfield, harbour); the UK sends no interceptors. */
function raidIndia(options: string[], target: 'factory_major' | 'airfield', dice: number[], rulesetId = 'pacific-1940') {
  let s: GameState = newGame(rulesetId, options);
  s = withRelation(withOwner(withoutUnits(s, 'Burma'), 'Burma', 'Japan'), 'Japan', 'UK', 'war');
  s = advanceTo(withUnits(s, 'Japan', 'Burma', 'bomber'), 'combatMove');
  const bomber = ids(s, 'Burma', 'Japan', 'bomber')[0];
  s = apply(s, { type: 'MoveUnits', units: [bomber], route: ['India'], raid: true }).state;
  s = advanceTo(s, 'conductCombat');
  s = applyWith(s, { type: 'FightBattle', place: 'India' }, []).state;
  s = applyWith(s, { type: 'Intercept', units: [] }, [], 'UK').state;
  const facility = ids(s, 'India', 'UK', target)[0];
  const done = applyWith(s, { type: 'AssignBombers', assignments: [{ bomber, facility }] }, dice);
  return done.events.find((e) => e.type === 'FacilitiesDamaged')!.data as { damage: { rolled: number; dice?: number[]; added: number }[] };
}

describe('hr01-sbr-two-dice (RULES §8.1, seed 002 "Strategic Bombing")', () => {
  test('against a factory the bomber rolls 2d6 (AA 2 misses, then 5 and 4: 9 damage); without the option 1d6 (5)', () => {
    expect(raidIndia(['hr01-sbr-two-dice'], 'factory_major', [2, 5, 4]).damage[0]).toMatchObject({ rolled: 9, dice: [5, 4], added: 9 });
    expect(raidIndia([], 'factory_major', [2, 5]).damage[0]).toMatchObject({ rolled: 5, added: 5 });
  });

  test('default: bases are not affected (one die); caps unchanged (an airfield takes at most 6)', () => {
    expect(raidIndia(['hr01-sbr-two-dice'], 'airfield', [2, 6]).damage[0]).toMatchObject({ rolled: 6, added: 6 });
    expect(raidIndia(['hr01-sbr-two-dice'], 'airfield', [2, 6]).damage[0].dice).toBeUndefined();
  });

  test('2E: the two dice and its +2 per bomber (RULES §6) add up, capped by the factory', () => {
    const [d] = raidIndia(['hr01-sbr-two-dice'], 'factory_major', [2, 3, 3], 'pacific-1940-2e').damage;
    expect(d).toMatchObject({ rolled: 6, added: 8 });
  });
});
