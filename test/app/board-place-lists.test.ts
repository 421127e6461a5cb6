// projections/board.ts reads each place's units from the unit table once, without keeping a list of the place in
// the table (UnitTable.forEachAt, not at(), which keeps one per place asked about): a replayed state's table is
// dropped with its board, and the 149 lists and their map it kept were a quarter of what a replayed board allocated
// (docs/performance.md, "Replayed boards that allocate less"). The stacks must be those of at()'s lists, in order,
// whether or not a list was kept before.
import { boardView, stacksOf } from '../../projections/board';
import { UnitTable } from '../../src/rules/units/table';
import type { GameState, Unit } from '../../src/rules';
import { advanceTo, newGame, withUnits } from '../rules/fixtures';

const listed = (table: UnitTable, place: string): Unit[] => {
  const out: Unit[] = [];
  table.forEachAt(place, (u, list) => list.push(u), out);
  return out;
};

function mixedState(): GameState {
  const s = advanceTo(newGame('pacific-1940'), 'combatMove');
  const [place] = s.units.places();
  // Units of two owners put in after the setup's: their ranks come last, not in id or type order.
  return withUnits(withUnits(s, 'USA', place, 'fighter', 2, 1), 'Japan', place, 'infantry', 1);
}

test('forEachAt visits the units at() lists, in board order, before and after at() keeps its list', () => {
  const s = mixedState();
  const places = s.units.places();
  expect(places.length).toBeGreaterThan(20);
  const before = places.map((p) => listed(s.units, p));
  const lists = places.map((p) => s.units.at(p));
  expect(before).toEqual(lists.map((l) => [...l]));
  expect(places.map((p) => listed(s.units, p))).toEqual(before);
  expect(listed(s.units, 'no such place')).toEqual([]);
});

test('a board does not ask the table for a list of any place, and its stacks are those of the lists', () => {
  const s = mixedState();
  const at = jest.spyOn(UnitTable.prototype, 'at');
  try {
    const board = boardView(s);
    expect(at).not.toHaveBeenCalled();
    at.mockRestore();
    let stacks = 0;
    for (const t of board.territories) {
      expect([t.name, t.units]).toEqual([t.name, stacksOf(s.units.at(t.name))]);
      stacks += t.units.length;
    }
    expect(stacks).toBeGreaterThan(20);
    // Once the table keeps lists (the rules asked), the board reads them and gives the same stacks.
    expect(boardView(s).territories).toEqual(board.territories);
  } finally {
    at.mockRestore();
  }
});
