// Helpers the adapters share: the optimistic concurrency check, command ids
// of a batch, deep copies and stream prefixes. (The memory and SQLite adapters'
// subscription is in pull-subscription.ts.)
import { type ExpectedRevision, type NewEvent, WrongExpectedRevisionError } from './port';

/** Throws WrongExpectedRevisionError unless `actual` (-1 = no stream) satisfies `expected`. */
export function checkExpectedRevision(streamId: string, expected: ExpectedRevision, actual: number): void {
  let ok: boolean;
  if (expected === 'any') ok = true;
  else if (expected === 'no_stream') ok = actual === -1;
  else if (expected === 'stream_exists') ok = actual >= 0;
  else if (typeof expected === 'number' && Number.isInteger(expected) && expected >= 0) ok = actual === expected;
  else throw new TypeError(`invalid expectedRevision ${String(expected)}`);
  if (!ok) throw new WrongExpectedRevisionError(streamId, expected, actual);
}

/** The distinct command ids of a batch (every event must carry one). */
export function commandIdsOf(events: NewEvent[]): string[] {
  const ids = new Set<string>();
  for (const e of events) {
    const id = e.metadata?.commandId;
    if (typeof id !== 'string' || id === '') throw new TypeError(`event ${e.id} has no metadata.commandId`);
    ids.add(id);
  }
  return [...ids];
}

/** Deep copy through JSON, so stored events cannot be mutated by callers (and vice versa). */
export function jsonClone<T>(value: T): T {
  return value === undefined ? (null as T) : (JSON.parse(JSON.stringify(value)) as T);
}

export function matchesPrefixes(streamId: string, prefixes: string[] | undefined): boolean {
  return !prefixes || prefixes.some((p) => streamId.startsWith(p));
}
