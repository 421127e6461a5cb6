// A command's copy as its stored JSON gives it back (the `command` of its first event's metadata): what
// JSON.parse(JSON.stringify(value)) returns, made without writing and parsing text for a flat plain object, the shape
// of most commands (issue 29, the stop of 29 Nov, noon: the round trip was about 1 % of a mutation's main thread).

/**
 * JSON.parse(JSON.stringify(value)), the same object for the same input: a plain object whose values are strings,
 * booleans, null or finite numbers is copied key by key (JSON writes -0 as 0); anything else takes the round trip.
 */
export function jsonCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return roundTrip(value);
  const source = value as Record<string, unknown>;
  // A toJSON (own, or put on Object.prototype) decides what JSON writes.
  if (typeof source.toJSON === 'function') return roundTrip(value);
  const keys = Object.keys(source);
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    // JSON.parse makes "__proto__" an own property, where an assignment would set the prototype.
    if (k === '__proto__') return roundTrip(value);
    const v = source[k];
    if (typeof v === 'string' || typeof v === 'boolean' || v === null) copy[k] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) copy[k] = v === 0 ? 0 : v;
    else return roundTrip(value);
  }
  return copy as T;
}

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
