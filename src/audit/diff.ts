// How an event the rules produce differs from the one the log holds, in words
// an organizer can act on: "event 212 (IncomeCollected, UK): amount should be
// 21, the log says 27" (issue 27). Payloads are plain JSON; a key whose value
// is undefined counts as absent, as it does once stored.
import { summaryOf, type SummaryContext } from '../api/events/summaries';

type Json = unknown;

const isObject = (x: Json): x is Record<string, Json> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Equal as stored JSON: the same keys (undefined ones ignored), the same values, arrays in order. */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}

export interface Difference {
  /** Where, as a path into the payload: "amount", "units[2].unitId"; "" for the whole payload. */
  path: string;
  expected: Json;
  actual: Json;
}

/** The first place two payloads differ, keys in the order the rules wrote them, then the log's extra keys. */
export function firstDifference(expected: Json, actual: Json, path = ''): Difference | null {
  if (sameJson(expected, actual)) return null;
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.min(expected.length, actual.length); i++) {
      const d = firstDifference(expected[i], actual[i], `${path}[${i}]`);
      if (d) return d;
    }
    return { path, expected, actual };
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    for (const k of keys) {
      const d = firstDifference(expected[k], actual[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
  }
  return { path, expected, actual };
}

/** A value as a reader sees it, cut to a line. */
export function shown(x: Json): string {
  if (x === undefined) return 'absent';
  const text = JSON.stringify(x);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

interface Event {
  type: string;
  data: Json;
}

/** Who an event is about, when its payload names one power ("IncomeCollected, UK"). */
function about(e: Event): string {
  const d = e.data as Record<string, Json> | null;
  const who = isObject(d) ? (d.power ?? d.attacker ?? d.owner) : undefined;
  return typeof who === 'string' ? `${e.type}, ${who}` : e.type;
}

/**
 * One sentence on how the log's event differs from the rules' one, both
 * summarised: what the rules say happened, and what the log claims.
 */
export function describeDifference(n: number, expected: Event, actual: Event, x: SummaryContext): string {
  const rules = summaryOf(expected.type, expected.data, x);
  const log = summaryOf(actual.type, actual.data, x);
  if (expected.type !== actual.type)
    return `event ${n}: the rules produce ${expected.type} here ("${rules}"), the log has ${actual.type} ("${log}")`;
  const d = firstDifference(expected.data, actual.data);
  if (!d) throw new Error(`event ${n}: described as differing from the rules' ${expected.type}, but it is the same`);
  const where = d.path ? `${d.path} should be ${shown(d.expected)}` : `the payload should be ${shown(d.expected)}`;
  const words = rules !== log ? ` (the rules: "${rules}"; the log: "${log}")` : '';
  return `event ${n} (${about(expected)}): ${where}, the log says ${shown(d.actual)}${words}`;
}
