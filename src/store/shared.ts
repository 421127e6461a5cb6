// Helpers the adapters share: the optimistic concurrency check, command ids
// of a batch, deep copies, and the pull-based subscription the memory and
// SQLite adapters use (catch up from a position, then go live).
import { type ExpectedRevision, type NewEvent, type RecordedEvent, type Subscription, WrongExpectedRevisionError } from './port';

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

export interface FetchResult {
  /** Matching events after the cursor, in delivery order. */
  events: RecordedEvent[];
  /**
   * How far the read looked (a cursor value): every matching event in
   * (cursor, scannedTo] is in `events`. Lets a filtered subscription move past
   * long runs of non-matching events. Defaults to the last event's cursor.
   */
  scannedTo?: number;
}

export interface PullSubscriptionOptions {
  /** Events after `cursor` (exclusive) in delivery order, at most about `limit`. */
  fetchAfter(cursor: number, limit: number): FetchResult | Promise<FetchResult>;
  /** The cursor value of a delivered event (position or revision). */
  cursorOf(event: RecordedEvent): number;
  initialCursor: number;
  /** Registers a wake-up callback (called on local appends); returns its removal. */
  listen(wake: () => void): () => void;
  /** Also wake up every this many ms (0 = only on notifications). */
  pollIntervalMs?: number;
  pageSize?: number;
  /** Called once when the subscription closes. */
  onClose?(): void;
}

/**
 * A catch-up-then-live subscription that pulls pages after the last delivered
 * cursor on every wake-up (notification or poll), never trusting a
 * notification's payload. Since it always re-reads from its own cursor, each
 * event is delivered exactly once and in order, with no gap between catch-up
 * and live.
 */
export function createPullSubscription(opts: PullSubscriptionOptions): Subscription {
  const pageSize = opts.pageSize ?? 256;
  let cursor = opts.initialCursor;
  let buffer: RecordedEvent[] = [];
  let scanned = cursor; // cursor to move to once the buffer is drained
  let closed = false;
  let dirty = false; // a wake-up arrived since the last fetch started
  let waiter: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;

  const wake = () => {
    dirty = true;
    const w = waiter;
    waiter = null;
    if (w) w();
  };
  const unlisten = opts.listen(wake);

  const waitForWake = () =>
    new Promise<void>((resolve) => {
      waiter = resolve;
      if (opts.pollIntervalMs && opts.pollIntervalMs > 0) {
        timer = setTimeout(wake, opts.pollIntervalMs);
        timer.unref?.();
      }
    }).finally(() => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    });

  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

  const pull = async (): Promise<IteratorResult<RecordedEvent>> => {
    while (!closed) {
      const next = buffer.shift();
      if (next) {
        cursor = opts.cursorOf(next);
        return { done: false, value: next };
      }
      if (scanned > cursor) cursor = scanned;
      dirty = false;
      const page = await opts.fetchAfter(cursor, pageSize);
      if (closed) break;
      const last = page.events[page.events.length - 1];
      const scannedTo = page.scannedTo ?? (last ? opts.cursorOf(last) : cursor);
      if (page.events.length > 0) {
        buffer = page.events;
        scanned = scannedTo;
        continue;
      }
      if (scannedTo > cursor) {
        cursor = scanned = scannedTo; // skipped non-matching events; look further
        continue;
      }
      if (dirty) continue; // something was appended while we were reading
      await waitForWake();
    }
    return done;
  };

  // Serialise next() calls so concurrent callers cannot interleave cursors.
  let chain: Promise<unknown> = Promise.resolve();
  const next = (): Promise<IteratorResult<RecordedEvent>> => {
    const p = chain.then(pull, pull);
    chain = p.catch(() => undefined);
    return p;
  };

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    buffer = [];
    unlisten();
    if (timer) clearTimeout(timer);
    timer = undefined;
    const w = waiter;
    waiter = null;
    if (w) w();
    opts.onClose?.();
  };

  const iterator: AsyncIterableIterator<RecordedEvent> = {
    next,
    async return() {
      await close();
      return done;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };

  return {
    close,
    [Symbol.asyncIterator]: () => iterator,
  };
}

export function matchesPrefixes(streamId: string, prefixes: string[] | undefined): boolean {
  return !prefixes || prefixes.some((p) => streamId.startsWith(p));
}
