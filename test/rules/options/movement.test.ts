// Optional rules that change movement (RULES §8): hr01-airfields (seed 002
// "Airfields"); x2-japanese-destroyer-transport (seed 003 §11).
import type { GameState } from '../../../src/rules';
import { legalDestinations } from '../../../src/rules/movement/destinations';
import { rulesetView } from '../../../src/rules/ruleset/view';
import { advanceTo, atTurn, ids, move, newGame, play, refusal } from '../fixtures';

/** Japan's non-combat move, Hunan captured this turn (as test/rules/transport-air.test.ts's NCM-3 case). */
function hunanTaken(options: string[]): GameState {
  const s = advanceTo(atTurn(newGame('pacific-1940', options), 'Japan'), 'nonCombatMove');
  return { ...s, capturedThisTurn: ['Hunan'], owners: { ...s.owners, Hunan: 'Japan' } };
}

describe('hr01-airfields (RULES §8.1, seed 002 "Airfields")', () => {
  test('planes may land in a territory captured this turn; without the option NCM-3 refuses it', () => {
    const on = hunanTaken(['hr01-airfields']);
    const fighter = ids(on, 'Kiangsu', 'Japan', 'fighter');
    expect(play(on, move(fighter, 'Kiangsi', 'Hunan')).ok).toBe(true);
    expect(legalDestinations(on, rulesetView(on.rulesetId), 'Japan', fighter).map((d) => d.territory)).toContain('Hunan');
    const off = hunanTaken([]);
    expect(refusal(play(off, move(fighter, 'Kiangsi', 'Hunan')))).toMatchObject({ code: 'NO_LANDING_PLACE', rule: 'NCM-3, AMBIG-38' });
  });
});
