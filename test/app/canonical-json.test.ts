// canonicalJson (src/app/canonical-json.ts) writes exactly what the canonicalize package writes: every hash of
// the chain and every command fingerprint depends on it, byte for byte.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

// The package is the oracle; the module's own calls to it (its fallback) are counted, so that the tests show the
// fast path is the one taken.
const canonicalize = jest.requireActual<(v: unknown) => string | undefined>('canonicalize');
jest.mock('canonicalize', () => jest.fn((v: unknown) => jest.requireActual<(v: unknown) => string | undefined>('canonicalize')(v)));
const fallback = jest.requireMock<jest.Mock>('canonicalize');
// A module registry of its own: jest's setup files may already have loaded canonical-json with the real package (the
// golden recorder imports the server), and that copy would not call the mock.
let canonicalJson!: typeof import('../../src/app/canonical-json').canonicalJson;
jest.isolateModules(() => {
  ({ canonicalJson } = jest.requireActual<typeof import('../../src/app/canonical-json')>('../../src/app/canonical-json'));
});

const FIXTURES = join(__dirname, '../golden/fixtures');

/** A small reproducible generator (xorshift), so a failure names the value it failed on. */
function rng(seed: number) {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const KEYS = ['a', 'b', 'B', 'é', 'aa', 'a b', '_x', '\u2028', '😀', 'z', '10', '2', '__proto__', 'constructor', 'toString', ''];

function randomValue(r: () => number, depth: number): unknown {
  const pick = r();
  if (depth > 3 || pick < 0.3) {
    const leaves = [0, -0, 1.5, 1e21, 1e-7, -3, 2 ** 53, 'text', '"quoted"\n', '\ud800', true, false, null, undefined];
    return leaves[Math.floor(r() * leaves.length)];
  }
  if (pick < 0.55) return Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = Math.floor(r() * 5); i > 0; i--)
    Object.defineProperty(o, KEYS[Math.floor(r() * KEYS.length)], {
      value: randomValue(r, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return o;
}

describe('canonicalJson', () => {
  test('writes what canonicalize writes for every step of every golden capture', () => {
    let compared = 0;
    fallback.mockClear();
    for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.json.gz'))) {
      const capture = JSON.parse(gunzipSync(readFileSync(join(FIXTURES, file))).toString('utf8')) as { steps: unknown[] };
      const differing = capture.steps.filter((step) => canonicalJson(step) !== canonicalize(step));
      expect([file, differing]).toEqual([file, []]);
      compared += capture.steps.length;
    }
    expect(compared).toBeGreaterThan(10_000);
    // Captures whose data has keys V8 orders first (counts by die face, say) go to the package: a few.
    expect(fallback.mock.calls.length).toBeLessThan(compared / 10);
  });

  test('writes what canonicalize writes for 5,000 random values, odd keys and numbers included', () => {
    const r = rng(29);
    const values = Array.from({ length: 5_000 }, () => randomValue(r, 0));
    const differing = values.filter((v) => canonicalJson(v) !== canonicalize(v));
    expect(differing).toEqual([]);
  });

  test('orders any number of keys as the package does, few (sorted in place) or many (sort())', () => {
    const r = rng(38);
    const key = () =>
      Array.from(
        { length: 1 + Math.floor(r() * 3) },
        () => ['a', 'B', 'b', 'é', '_', 'Z', 'z', '😀', '\uffff', ' ', 'aa'][Math.floor(r() * 11)],
      ).join('');
    for (let n = 0; n <= 40; n++)
      for (let i = 0; i < 20; i++) {
        const o: Record<string, number> = {};
        while (Object.keys(o).length < n) o[key() + String.fromCharCode(97 + (Object.keys(o).length % 26))] = i;
        expect(canonicalJson({ o, list: [o] })).toBe(canonicalize({ o, list: [o] }));
      }
  });

  test('agrees on the odd cases: key order by UTF-16 units, integer-like keys, __proto__, holes, toJSON, undefined', () => {
    const proto = JSON.parse('{"__proto__": 1, "a": 2}') as unknown;
    // eslint-disable-next-line no-sparse-arrays -- a hole is one of the cases
    const holes = [1, , 3];
    const cases: unknown[] = [
      { b: 1, a: { d: [3, { y: 1, x: 2 }], c: null } },
      { '10': 'x', '2': 'y', a: 'z' },
      { é: 1, e: 2, E: 3, '😀': 4, '\uffff': 5 },
      proto,
      holes,
      [undefined, Symbol('s'), 1],
      { a: undefined, b: Symbol('s'), c: 1 },
      { when: new Date('2026-01-02T03:04:05Z') },
      { j: { toJSON: () => ({ z: 1, a: 2 }) } },
      { j: { toJSON: () => undefined } },
      'text',
      12.5,
      null,
      undefined,
      [],
      {},
    ];
    fallback.mockClear();
    for (const v of cases) expect(canonicalJson(v)).toBe(canonicalize(v));
    // Integer-like keys, __proto__, the hole, the symbol in an array's place after toJSON... went to the package.
    expect(fallback.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(fallback.mock.calls.length).toBeLessThan(cases.length);
    expect(canonicalJson({ b: 1, a: [2, { d: 1, c: 2 }] })).toBe('{"a":[2,{"c":2,"d":1}],"b":1}');
  });

  test('refuses what canonicalize refuses', () => {
    expect(() => canonicalJson({ a: NaN })).toThrow('NaN is not allowed');
    expect(() => canonicalJson([Infinity])).toThrow('Infinity is not allowed');
  });
});
