// src/api/entries.ts: a Record or tuple of the rules as the list of objects the API serves.
import { entriesOf, named } from '../../src/api/entries';

test('entriesOf names each key and value, in the record’s order, and skips a Partial record’s absent values', () => {
  const maxPerPower: Partial<Record<'Japan' | 'USA' | 'UK', number>> = { Japan: 2, USA: Infinity, UK: undefined };
  expect(entriesOf(maxPerPower, 'power', 'max')).toEqual([
    { power: 'Japan', max: 2 },
    { power: 'USA', max: Infinity },
  ]);
  expect(entriesOf({}, 'id', 'choice')).toEqual([]);
});

test('named names a tuple’s positions in order', () => {
  const pair: [string, string] = ['Japan', '6 Sea Zone'];
  expect(named(pair, ['a', 'b'])).toEqual({ a: 'Japan', b: '6 Sea Zone' });
});
