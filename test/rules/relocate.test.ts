// units/relocate.ts: a moved unit is built as a literal of its fields (a spread
// is several times slower, issue 12). It must be what the spread made: the same
// fields in the same order (a unit's JSON), with a rarer field (a ship in port,
// §8.1 hr01-ports-shelter) kept. (No rule of RULES.md: this is the engine's own.)
import { carriedTo, relocated } from '../../src/rules/units/relocate';
import type { GameState } from '../../src/rules';
import { newGame } from './fixtures';

type Unit = ReturnType<GameState['units']['all']>[number];

/** What applyMove did before: the unit without carriedBy, at its new place, aboard the new carrier if any. */
function spread(u: Unit, at: string, carriedBy?: string): Unit {
  const { carriedBy: _aboard, ...rest } = u;
  return carriedBy ? { ...rest, at, carriedBy } : { ...rest, at };
}

const units = newGame('pacific-1940').units.all();

test('every unit of a new game moved, aboard or not, is the spread it replaces, field for field and in order', () => {
  expect(units.length).toBeGreaterThan(100);
  for (const u of units) {
    const aboard = { ...u, carriedBy: 'u1' };
    for (const [unit, carrier] of [
      [u, undefined],
      [u, 'u2'],
      [aboard, undefined],
      [aboard, 'u3'],
    ] as const) {
      expect(JSON.stringify(relocated(unit, '6 Sea Zone', carrier))).toBe(JSON.stringify(spread(unit, '6 Sea Zone', carrier)));
    }
    expect(JSON.stringify(carriedTo(aboard, '6 Sea Zone'))).toBe(JSON.stringify({ ...aboard, at: '6 Sea Zone' }));
    expect(JSON.stringify(carriedTo(u, '6 Sea Zone'))).toBe(JSON.stringify({ ...u, at: '6 Sea Zone' }));
  }
});

test('a unit with a field the literal does not name (in port) keeps it, as the spread did', () => {
  const ship: Unit = { ...units[0], portZone: '6 Sea Zone' };
  expect(relocated(ship, 'Japan')).toEqual({ ...ship, at: 'Japan' });
  expect(relocated({ ...ship, carriedBy: 'u9' }, 'Japan', 'u7')).toEqual({ ...ship, at: 'Japan', carriedBy: 'u7' });
  expect(carriedTo({ ...ship, carriedBy: 'u9' }, 'Japan')).toEqual({ ...ship, at: 'Japan', carriedBy: 'u9' });
});
