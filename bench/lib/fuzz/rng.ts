// The fuzzer's randomness (bench/fuzz.ts): a small seeded generator, so a run is
// named by its seed and a rerun with the same seed makes the same choices, and
// the hostile values every generator draws from.

/** mulberry32: 32 bits of state, fast, good enough to pick cases (not for secrets). */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)];
  }
  /** A version 4 UUID from this generator (command ids must be v4; a rerun sends the same ones). */
  uuid(): string {
    const h = Array.from({ length: 32 }, () => this.int(16).toString(16));
    h[12] = '4';
    h[16] = '89ab'[this.int(4)];
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
  /** Picks a key of `weights` with its weight's share. */
  weighted<K extends string>(weights: Record<K, number>): K {
    const entries = Object.entries(weights) as [K, number][];
    let r = this.next() * entries.reduce((a, [, w]) => a + w, 0);
    for (const [k, w] of entries) if ((r -= w) < 0) return k;
    return entries[entries.length - 1][0];
  }
}

/** A lane's own generator, derived from the run's seed (lanes run at once; each lane's choices repeat with the seed). */
export function laneRng(seed: number, lane: number): Rng {
  return new Rng(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(lane + 1, 0xc2b2ae35));
}

/** Names an object lookup in JavaScript may find on a prototype (issue 29's "small holes"). */
export const PROTO_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
];

const UNICODE = [
  'Ünïcödé',
  '日本',
  '🇯🇵🚢✈️',
  '\u202eRTL\u202c',
  'zero\u200bwidth',
  '\ud800', // a lone surrogate: valid JSON, not valid UTF-16 text
  '\udfff\ud800',
  'a\u0000b',
  '\u0007\u001b[31m',
  'e\u0301',
  '\ufeffBOM',
  '\uffff',
];

const ODD = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e400',
  '0x10',
  "' OR 1=1 --",
  '"; DROP TABLE events; --',
  '../../../../etc/passwd',
  '%s%s%s%n',
  '${7*7}',
  '<script>alert(1)</script>',
  '\r\nX-Injected: 1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  'Japan',
  'Hunan',
  'Kiangsi',
  '6 Sea Zone',
  'pacific-1940',
  'pacific-2001',
  'infantry',
];

/** A hostile string: a prototype name, odd text, unicode, or very long. */
export function hostileString(rng: Rng): string {
  switch (rng.int(6)) {
    case 0:
      return rng.pick(PROTO_NAMES);
    case 1:
      return rng.pick(UNICODE);
    case 2:
      return rng.pick(ODD);
    case 3:
      return rng.pick(['a', 'é', '日', '🚢', '\\', '"']).repeat(rng.pick([201, 1000, 5000, 60_000]));
    case 4:
      return rng.pick(PROTO_NAMES) + '.' + rng.pick(PROTO_NAMES);
    default:
      return String.fromCharCode(...Array.from({ length: 1 + rng.int(12) }, () => rng.int(0xffff)));
  }
}

/** A hostile number: boundaries of Int and of JavaScript's numbers, negatives, fractions. */
export function hostileNumber(rng: Rng): number {
  return rng.pick([
    0,
    -1,
    1,
    -0,
    2147483647,
    -2147483648,
    2147483648,
    -2147483649,
    9007199254740991,
    2 ** 53 + 2,
    -9007199254740991,
    1e21,
    1e308,
    -1e308,
    5e-324,
    0.5,
    -0.5,
    1.0000001,
    499,
    500,
    501,
    10_000,
    10_001,
    1_000_000,
  ]);
}

/** A value of the wrong kind for whatever is expected. */
export function wrongType(rng: Rng): unknown {
  return rng.pick<unknown>([null, true, false, 'x', 12, 1.5, [], [1, 'a'], {}, { a: 1 }, JSON.parse('{"constructor": "x"}'), [[[]]], '']);
}

/** A JSON value nested `depth` deep (objects or arrays). */
export function deepValue(depth: number, rng: Rng): unknown {
  let v: unknown = rng.chance(0.5) ? 'leaf' : 1;
  const array = rng.chance(0.5);
  for (let i = 0; i < depth; i++) v = array ? [v] : { a: v };
  return v;
}
