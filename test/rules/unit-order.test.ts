// Board order of unit ids (src/rules/units/order.ts), which the rules use to pick among equals
// (casualties in turn, seats on a carrier): numbers compared as numbers, exactly as
// `localeCompare(…, 'en', { numeric: true })` orders them.
import { byUnitId, compareIds } from '../../src/rules/units/order';

const ids = ['u10', 'u2', 'u1', 'u100', 'u9', 'x1', 'u21', 'SZ 10', 'SZ 2', 'Sz 3', 'u2b', 'u02'];

test('numbers in ids count as numbers: u2 before u10 before u100', () => {
  expect([...ids].sort(compareIds).filter((id) => /^u\d+$/.test(id))).toEqual(['u1', 'u2', 'u02', 'u9', 'u10', 'u21', 'u100']);
  expect(['u3', 'u12', 'u1'].map((id) => ({ id })).sort(byUnitId)).toEqual([{ id: 'u1' }, { id: 'u3' }, { id: 'u12' }]);
});

test('the same order as localeCompare with the en locale and numeric collation, for every pair', () => {
  for (const a of ids)
    for (const b of ids) expect(Math.sign(compareIds(a, b))).toBe(Math.sign(a.localeCompare(b, 'en', { numeric: true })));
});
