// Optional rules built for the 2001 game (RULES §8, Applies "01"): each
// against the same 2001 game without it.
import type { GameState } from '../../../src/rules';
import { advanceTo, ids, move, newGame, play, refusal, untilTurnOf } from '../fixtures';

describe('pacific-2001: hr01-no-us-factories (RULES §8.1, seed 002 "U.S. Factory Construction Deleted")', () => {
  test('the USA, the only power that may buy a factory in the 2001 game, may not with the option', () => {
    const buy = (options: string[]) =>
      play(untilTurnOf(newGame('pacific-2001', options), 'USA'), { type: 'PurchaseUnits', units: [{ type: 'factory', count: 1 }] });
    expect(buy([]).ok).toBe(true);
    expect(refusal(buy(['hr01-no-us-factories']))).toMatchObject({ code: 'NOT_PURCHASABLE', rule: 'hr01-no-us-factories' });
  });
});

describe('pacific-2001: hr01-airfields (RULES §8.1, seed 002 "Airfields")', () => {
  /** Japan's Non-combat Move with Kwangsi taken this turn; its fighter in French Indo-China is next door. */
  function kwangsiTaken(options: string[]): GameState {
    const s = advanceTo(newGame('pacific-2001', options), 'nonCombatMove');
    return { ...s, capturedThisTurn: ['Kwangsi'], owners: { ...s.owners, Kwangsi: 'Japan' } };
  }

  test('a plane may land in a territory captured this turn; without the option it may not (NCM-3)', () => {
    const on = kwangsiTaken(['hr01-airfields']);
    const fighter = ids(on, 'French Indo-China', 'Japan', 'fighter');
    expect(play(on, move(fighter, 'Kwangsi')).ok).toBe(true);
    expect(refusal(play(kwangsiTaken([]), move(fighter, 'Kwangsi'))).code).toBe('NO_LANDING_PLACE');
  });
});
