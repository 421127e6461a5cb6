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

test('ids the rules number, compared by their numbers (issue 29), answer as the collator does, edges included', () => {
  // Numbered ids (u1, u2, ...) take the fast path; a leading zero, a bare "u", a capital U, ten digits or more, or
  // anything after the digits go to the collator. Every pair of these, and of 300 numbered ids, the same sign.
  const edges = [
    'u',
    'u0',
    'u00',
    'u01',
    'U1',
    'u1',
    'u9',
    'u10',
    'u999999999',
    'u1000000000',
    'u12345678901',
    'u1 ',
    'u1x',
    'v1',
    'u-1',
    '1',
  ];
  const numbered = Array.from({ length: 300 }, (_, i) => `u${(i * 7919) % 100_003}`);
  const collator = new Intl.Collator('en', { numeric: true });
  for (const list of [edges, numbered, [...edges, ...numbered.slice(0, 40)]])
    for (const a of list) for (const b of list) expect([a, b, compareIds(a, b)]).toEqual([a, b, collator.compare(a, b)]);
});
