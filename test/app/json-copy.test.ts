// jsonCopy stands for JSON.parse(JSON.stringify(value)) in the first event's metadata: it must give the same value,
// key order included, for anything a command could be.
import { jsonCopy } from '../../src/app/json-copy';

class Input {
  type = 'EndPhase';
  phase: string | undefined = undefined;
}

/** An array with a hole at index 1. */
const holed: unknown[] = ['a'];
holed[2] = 'c';

const withGetter = Object.defineProperty({ type: 'X' }, 'late', { get: () => 'got', enumerable: true });

const values: [string, unknown][] = [
  ['a flat command', { type: 'EndPhase' }],
  [
    'strings, booleans, null, numbers',
    { type: 'X', s: 'a"\\\n\u2028é😀', t: true, f: false, n: null, i: 7, x: 1.5, big: 1e21, tiny: 5e-324 },
  ],
  ['a lone surrogate', { type: 'X', s: '\ud800', t: 'x\udfffy' }],
  ['-0 and 0', { type: 'X', neg: -0, zero: 0 }],
  ['integer-like keys', { type: 'X', 2: 'b', 1: 'a', 10: 'c' }],
  ['undefined, a function, a symbol', { type: 'X', u: undefined, f: () => 1, s: Symbol('s') }],
  ['non-finite numbers', { type: 'X', nan: NaN, inf: Infinity }],
  ['a nested array', { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 2 }] }],
  ['a nested object', { type: 'X', at: { zone: 'Japan' } }],
  ['a Date', { type: 'X', when: new Date(0) }],
  ['an own toJSON', { type: 'X', toJSON: () => ({ other: 1 }) }],
  ['a class instance', new Input()],
  ['a null-prototype object', Object.assign(Object.create(null) as object, { type: 'X' })],
  ['an own __proto__ key', JSON.parse('{"type":"X","__proto__":{"polluted":1}}')],
  ['an enumerable getter', withGetter],
  ['an empty object', {}],
  ['an array', ['a', 1]],
  ['a string', 'x'],
  ['null', null],
  ['an event payload', { phase: 'combatMove', round: 3, units: [{ id: 'u1', at: 'Japan', hits: [1, 2] }], none: null }],
  ['arrays with holes, undefined, functions, symbols and non-finite numbers', { a: [undefined, () => 1, Symbol('s'), NaN, -0, holed] }],
  ['nested undefined, functions and -0', { o: { u: undefined, f: () => 1, z: -0, keep: 'k' } }],
  ['a Date deep inside', { o: { list: [{ when: new Date(0) }] } }],
  ['a class instance deep inside', { o: [new Input()] }],
  ['a top-level array with objects', [{ b: 1, a: 2 }, [null]]],
  ['nesting deeper than the copy goes', JSON.parse('['.repeat(100) + ']'.repeat(100))],
];

describe('jsonCopy', () => {
  for (const [name, value] of values)
    it(`gives what the JSON round trip gives: ${name}`, () => {
      const copy = jsonCopy(value);
      const expected: unknown = JSON.parse(JSON.stringify(value));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(expected));
      expect(copy).toStrictEqual(expected);
      if (copy !== null && typeof copy === 'object') {
        expect(copy).not.toBe(value);
        expect(Object.getPrototypeOf(copy)).toBe(Object.getPrototypeOf(expected));
        expect(Object.keys(copy)).toEqual(Object.keys(expected as object));
        // -0 against 0, which toStrictEqual does not tell apart.
        for (const k of Object.keys(copy)) {
          const c = (copy as Record<string, unknown>)[k];
          if (typeof c === 'number') expect(Object.is(c, (expected as Record<string, unknown>)[k])).toBe(true);
        }
      }
    });

  it('refuses what the round trip refuses, with the same error', () => {
    const cyclic: Record<string, unknown> = { type: 'X' };
    cyclic.self = { again: cyclic };
    for (const bad of [undefined, () => 1, Symbol('s'), 10n, { n: 10n }, cyclic]) {
      let expected: unknown;
      try {
        JSON.parse(JSON.stringify(bad) as string);
      } catch (err) {
        expected = err;
      }
      expect(expected).toBeInstanceOf(Error);
      expect(() => jsonCopy(bad)).toThrow((expected as Error).constructor as new () => Error);
      expect(() => jsonCopy(bad)).toThrow((expected as Error).message);
    }
  });

  it('sees a toJSON put on Object.prototype', () => {
    const proto = Object.prototype as { toJSON?: () => unknown };
    proto.toJSON = () => ({ replaced: true });
    try {
      expect(jsonCopy({ type: 'X' })).toEqual({ replaced: true });
    } finally {
      delete proto.toJSON;
    }
  });
});
