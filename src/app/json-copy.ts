// A value as its stored JSON gives it back: what JSON.parse(JSON.stringify(value)) returns, made without writing and
// parsing text when the value is made of plain objects, arrays and primitives, the shape of commands and event payloads
// (issue 29, the stop of 29 Nov, noon: the round trip of the command was about 1 % of a mutation's main thread, and
// parsing each payload back another).

/** Anything JSON does not copy as it is: a toJSON, another prototype, a bigint, "__proto__", a deep or cyclic value. */
class NotPlain extends Error {}
const notPlain = new NotPlain();

/** JSON writes nothing for these in an object, and null in an array. */
const OMITTED = Symbol('omitted');

/** Nesting beyond this takes the round trip (a cycle among them, which JSON refuses with its own error). */
const MAX_DEPTH = 64;

function copyOf(v: unknown, depth: number): unknown {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      // JSON writes -0 as 0, and NaN and the infinities as null.
      return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
    case 'undefined':
    case 'function':
    case 'symbol':
      return OMITTED;
    case 'object':
      break;
    default:
      throw notPlain;
  }
  if (v === null) return null;
  if (depth > MAX_DEPTH) throw notPlain;
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') throw notPlain;
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto === Array.prototype && Array.isArray(v)) {
    const a = v as unknown[];
    const copy = new Array<unknown>(a.length);
    for (let i = 0; i < a.length; i++) {
      const c = copyOf(a[i], depth + 1);
      copy[i] = c === OMITTED ? null : c;
    }
    return copy;
  }
  if (proto !== Object.prototype) throw notPlain;
  const source = v as Record<string, unknown>;
  const keys = Object.keys(source);
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    // JSON.parse makes "__proto__" an own property, where an assignment would set the prototype.
    if (k === '__proto__') throw notPlain;
    const c = copyOf(source[k], depth + 1);
    if (c !== OMITTED) copy[k] = c;
  }
  return copy;
}

/**
 * JSON.parse(JSON.stringify(value)): the same value (keys in the same order), or the same error. Plain objects, arrays
 * and primitives are copied in place of the text; anything else takes the round trip.
 */
export function jsonCopy<T>(value: T): T {
  try {
    const c = copyOf(value, 0);
    // JSON.stringify gives undefined for these, and JSON.parse(undefined) throws: the round trip says how.
    if (c !== OMITTED) return c as T;
  } catch (err) {
    if (err !== notPlain) throw err;
  }
  return JSON.parse(JSON.stringify(value)) as T;
}
