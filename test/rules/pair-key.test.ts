// engine/state.ts pairKey: the relations' key of two powers, the same for either order. Keys are kept once made
// (issue 29), up to a bound, so that names from outside cannot grow the kept keys without end: the key is the same
// whether it was kept or not.
import { pairKey, relation } from '../../src/rules/engine/state';
import type { GameState, PowerId } from '../../src/rules';

test('the same key for either order, kept or made anew past the bound', () => {
  expect(pairKey('Japan', 'USA')).toBe('Japan|USA');
  expect(pairKey('USA', 'Japan')).toBe('Japan|USA');
  expect(pairKey('USA', 'Japan')).toBe(pairKey('USA', 'Japan'));
  // Far more pairs than are kept: each still the sorted pair joined by "|".
  for (let i = 0; i < 3000; i++) {
    const a = `p${i}`;
    const b = `q${(i * 7) % 101}`;
    expect([pairKey(a, b), pairKey(b, a)]).toEqual([`${a}|${b}`, `${a}|${b}`]);
  }
  expect(pairKey('China', 'UK')).toBe('China|UK');
});

test('relation reads the pair’s entry, self for a power and itself, neutral for a pair with none', () => {
  const s = { relations: { 'Japan|USA': 'war', 'ANZAC|UK': 'allied' } } as unknown as GameState;
  const r = (a: string, b: string) => relation(s, a as PowerId, b as PowerId);
  expect([r('USA', 'Japan'), r('Japan', 'USA'), r('UK', 'ANZAC'), r('UK', 'UK'), r('China', 'Japan')]).toEqual([
    'war',
    'war',
    'allied',
    'self',
    'neutral',
  ]);
});
