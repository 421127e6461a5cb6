// projections/board.ts: a board's lazy fields are getters made once for every board, never a new function per board.
// V8 keeps an accessor's pair of functions in the old generation, so a getter made per board (one written in the
// board's object literal) held that board and its replayed state through every young collection: the board(atEvent)
// row's collector copied and promoted about 60 kB a board (docs/performance.md, "Boards kept by their getters").
import { boardView } from '../../projections/board';
import { advanceTo, newGame } from '../rules/fixtures';

const LAZY = ['relations', 'units', 'kamikazeWindow', 'battle', 'pendingDecisions'] as const;

test("two boards' lazy fields share their getters, and each reads its own state", () => {
  const a = boardView(newGame('pacific-1940'));
  const b = boardView(advanceTo(newGame('pacific-2001'), 'combatMove'));
  for (const key of LAZY) {
    const [ga, gb] = [a, b].map((board) => Object.getOwnPropertyDescriptor(board, key)?.get);
    expect([key, typeof ga]).toEqual([key, 'function']);
    expect([key, ga === gb]).toEqual([key, true]);
  }
  expect(a.rulesetId).toBe('pacific-1940');
  expect(b.rulesetId).toBe('pacific-2001');
  expect(a.pendingDecisions.map((d) => d.kind)).not.toEqual(b.pendingDecisions.map((d) => d.kind));
  expect(new Set(a.units.map((u) => u.type))).not.toEqual(new Set(b.units.map((u) => u.type)));
  // Only the fields: the place the getters keep their work is invisible to JSON and to a copy.
  expect(Object.keys(JSON.parse(JSON.stringify(a)))).toEqual(Object.keys(a));
  expect(Object.getOwnPropertySymbols({ ...a })).toEqual([]);
});
