// projections/board.ts: a board's pending decisions (and what is read from them:
// the battle, the kamikaze window) and its list of every unit are getters worked
// out when first read, since the viewer's board asks for none of them and they
// were a sixth of its CPU over HTTP (docs/performance.md). They must read as the
// plain fields they were: the same values, kept once worked out, and listed by
// JSON and equality in the same place as before.
import { boardView, seatedDecisions } from '../../projections/board';
import { pendingDecisions, rulesetView, type GameState } from '../../src/rules';
import { advanceTo, newGame } from '../rules/fixtures';

const LAZY = ['units', 'kamikazeWindow', 'battle', 'pendingDecisions'] as const;

const states: [string, GameState][] = [
  ['pacific-1940 purchase', newGame('pacific-1940')],
  ['pacific-2001 combat move', advanceTo(newGame('pacific-2001'), 'combatMove')],
  ['pacific-1940-2e mobilize', advanceTo(newGame('pacific-1940-2e'), 'mobilize')],
];

test.each(states)('%s: the lazy fields are getters that give what the rules say, once', (_, state) => {
  const board = boardView(state);
  for (const key of LAZY) expect([key, typeof Object.getOwnPropertyDescriptor(board, key)?.get]).toEqual([key, 'function']);
  const pending = pendingDecisions(state);
  expect(pending.length).toBeGreaterThan(0);
  expect(board.pendingDecisions).toEqual(seatedDecisions(rulesetView(state.rulesetId), pending));
  expect(board.pendingDecisions).toBe(board.pendingDecisions); // worked out once
  const ids = board.units.map((u) => Number(u.id.slice(1)));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(board.units)).toEqual(new Set(state.units.all()));
  expect(board.units).toBe(board.units);
  expect(board.battle).toBeNull();
  expect(board.kamikazeWindow).toBeNull();
});

test('JSON and equality see them as plain fields, in their place', () => {
  const board = boardView(newGame('pacific-1940'));
  const plain = JSON.parse(JSON.stringify(board)) as Record<string, unknown>;
  expect(Object.keys(plain)).toEqual(Object.keys(board));
  expect(Object.keys(board).slice(-8)).toEqual([
    'territories',
    'units',
    'purchased',
    'kamikazeTokens',
    'kamikazeWindow',
    'battles',
    'battle',
    'pendingDecisions',
  ]);
  expect(plain.units).toEqual(JSON.parse(JSON.stringify(board.units)));
  expect(board).toEqual(boardView(newGame('pacific-1940')));
});
