// RFC 8785 canonical JSON (the text the hash chain and the command fingerprints
// hash), byte for byte what the `canonicalize` package writes, at about two
// thirds of its cost (issue 29: canonicalizing was the larger part of hashing a
// command's events). The value is copied with every object's keys inserted in
// sorted order, and the copy written by the native JSON.stringify, which keeps
// that order; the package's own serializer builds the text string by string,
// with a closure and a sort per object. Where the copy would not keep the order
// or would not write the same text (keys V8 orders first, such as "1", or
// "__proto__"; holes in an array, which the package skips), the package writes
// it instead.
import canonicalize from 'canonicalize';

/** The copy cannot stand for the value: the package serializes it. */
const FALLBACK = Symbol('fallback');

function sortedCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    // The package throws on non-finite numbers (JSON.stringify would write null), and writes the others as the text
    // "undefined" inside an object or array (JSON.stringify would drop them). The callers below never pass undefined
    // or a symbol down; a toJSON can return them.
    if (typeof value === 'number' && !Number.isFinite(value)) return FALLBACK;
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return FALLBACK;
    return value;
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return sortedCopy((value as { toJSON: () => unknown }).toJSON());
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return FALLBACK;
      const v: unknown = value[i];
      const c = v === undefined || typeof v === 'symbol' ? null : sortedCopy(v);
      if (c === FALLBACK) return FALLBACK;
      copy[i] = c;
    }
    return copy;
  }
  const record = value as Record<string, unknown>;
  const keys = sortedKeys(Object.keys(record));
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const v = record[k];
    if (v === undefined || typeof v === 'symbol') continue;
    // V8 puts integer-like keys before all others whatever their order of insertion; "__proto__" would set the prototype.
    const first = k.charCodeAt(0);
    if ((first >= 48 && first <= 57) || k === '__proto__') return FALLBACK;
    const c = sortedCopy(v);
    if (c === FALLBACK) return FALLBACK;
    copy[k] = c;
  }
  return copy;
}

/**
 * `keys` in the order Array.prototype.sort gives them (UTF-16 code units; keys are distinct), sorted in place. An
 * object of an event has a handful of keys: insertion sort on them allocates nothing, where sort() copies into a
 * work array of its own (issue 29: a fifth of canonicalizing an event, and much of its garbage).
 */
function sortedKeys(keys: string[]): string[] {
  if (keys.length > 16) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      j--;
    }
    keys[j + 1] = k;
  }
  return keys;
}

/** The RFC 8785 canonical JSON of `value`, exactly as `canonicalize(value)` writes it (undefined where it does). */
export function canonicalJson(value: unknown): string | undefined {
  const copy = sortedCopy(value);
  return copy === FALLBACK ? canonicalize(value) : (JSON.stringify(copy) as string | undefined);
}
