// game/initial-state.ts freshTurn: what a turn starts with is every mechanic's own turn start, composed. It is one
// literal naming their fields (issue 29: faster to build and to copy over a state); it must give exactly what
// composing them gives, key for key and in the same order, and leave what a turn does not reset (the gifts given).
import { freshTurn } from '../../src/rules/game';
import { captureTurnStart } from '../../src/rules/capture';
import { purchaseTurnStart } from '../../src/rules/purchase';
import { mobilizeTurnStart } from '../../src/rules/mobilize';
import { movementTurnStart } from '../../src/rules/movement';
import { combatTurnStart } from '../../src/rules/combat';
import { raidsTurnStart } from '../../src/rules/raids';
import { scrambleTurnStart } from '../../src/rules/scramble';
import { kamikazeTurnStart } from '../../src/rules/kamikaze';

test('freshTurn is the eight mechanics’ turn starts, composed in order, and nothing else', () => {
  const composed = Object.assign(
    {},
    captureTurnStart(),
    purchaseTurnStart(),
    mobilizeTurnStart(),
    movementTurnStart(),
    combatTurnStart(),
    raidsTurnStart(),
    scrambleTurnStart(),
    kamikazeTurnStart(),
  );
  const fresh = freshTurn();
  expect(Object.keys(fresh)).toEqual(Object.keys(composed));
  expect(fresh).toEqual(composed);
  expect('giftsGiven' in fresh).toBe(false);
  // A new object each turn, sharing nothing a turn may fill in.
  const again = freshTurn();
  expect(again).not.toBe(fresh);
  expect(again.purchased).not.toBe(fresh.purchased);
  expect(again.capturedThisTurn).not.toBe(fresh.capturedThisTurn);
});
