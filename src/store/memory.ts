// In-memory event store (tests and throwaway runs). Also home of the pull-based
// subscription used by the memory and SQLite adapters.

import { EventEmitter } from 'node:events';
import {
  AppendOptions,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeAllOptions,
  SubscribeStreamOptions,
  Subscription,
  WrongExpectedRevisionError,
} from './port';

// ---------------------------------------------------------------------------
// Shared helpers (used by memory.ts and sqlite.ts)
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// The memory adapter
// ---------------------------------------------------------------------------

export function createMemoryEventStore(): EventStore {
  /** all[i].position === i + 1 */
  const all: RecordedEvent[] = [];
  const streams = new Map<string, RecordedEvent[]>();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const subscriptions = new Set<Subscription>();
  let closed = false;

  const copy = (e: RecordedEvent): RecordedEvent => jsonClone(e);
  const assertOpen = () => {
    if (closed) throw new Error('memory event store is closed');
  };

  const track = (sub: Subscription): Subscription => {
    subscriptions.add(sub);
    return sub;
  };

  const store: EventStore = {
    name: 'memory',
    capabilities: { gaplessPositions: true },

    async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
      assertOpen();
      const stream = streams.get(streamId) ?? [];
      const actual = stream.length - 1;
      if (events.length > 0) {
        const commandIds = commandIdsOf(events);
        const found = stream.filter((e) => commandIds.includes(e.metadata.commandId));
        const seen = new Set(found.map((e) => e.metadata.commandId));
        if (commandIds.every((id) => seen.has(id))) {
          return {
            nextRevision: actual,
            position: found[found.length - 1].position,
            duplicate: true,
            events: found.map(copy),
          };
        }
      }
      checkExpectedRevision(streamId, options.expectedRevision, actual);
      const recorded: RecordedEvent[] = events.map((e, i) => ({
        id: e.id,
        type: e.type,
        data: jsonClone(e.data),
        metadata: jsonClone(e.metadata),
        streamId,
        revision: actual + 1 + i,
        position: all.length + 1 + i,
      }));
      if (recorded.length > 0) {
        all.push(...recorded);
        streams.set(streamId, stream.concat(recorded));
        emitter.emit('append');
      }
      return {
        nextRevision: actual + recorded.length,
        position: recorded.length > 0 ? recorded[recorded.length - 1].position : stream[stream.length - 1]?.position ?? 0,
        duplicate: false,
        events: recorded.map(copy),
      };
    },

    async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const stream = streams.get(streamId) ?? [];
      const from = Math.max(0, options.fromRevision ?? 0);
      const to = options.toRevision ?? Number.MAX_SAFE_INTEGER;
      let out = stream.slice(from).filter((e) => e.revision <= to);
      if (options.limit !== undefined) out = out.slice(0, Math.max(0, options.limit));
      return out.map(copy);
    },

    async streamRevision(streamId: string): Promise<number> {
      assertOpen();
      return (streams.get(streamId)?.length ?? 0) - 1;
    },

    async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const after = Math.max(0, options.after ?? 0);
      const end = options.limit !== undefined ? after + Math.max(0, options.limit) : undefined;
      return all.slice(after, end).map(copy);
    },

    subscribeToAll(options: SubscribeAllOptions = {}): Subscription {
      assertOpen();
      const prefixes = options.streamPrefixes;
      const sub = createPullSubscription({
        initialCursor: Math.max(0, options.after ?? 0),
        cursorOf: (e) => e.position,
        fetchAfter: (cursor, limit) => {
          const events: RecordedEvent[] = [];
          const end = Math.min(all.length, cursor + limit * 4);
          for (let i = cursor; i < end; i++) {
            if (matchesPrefixes(all[i].streamId, prefixes)) events.push(copy(all[i]));
          }
          return { events, scannedTo: Math.max(cursor, end) };
        },
        listen: (wake) => {
          emitter.on('append', wake);
          return () => emitter.off('append', wake);
        },
        onClose: () => subscriptions.delete(sub),
      });
      return track(sub);
    },

    subscribeToStream(streamId: string, options: SubscribeStreamOptions = {}): Subscription {
      assertOpen();
      const sub = createPullSubscription({
        initialCursor: Math.max(0, options.fromRevision ?? 0) - 1,
        cursorOf: (e) => e.revision,
        fetchAfter: (cursor, limit) => ({
          events: (streams.get(streamId) ?? []).slice(cursor + 1, cursor + 1 + limit).map(copy),
        }),
        listen: (wake) => {
          emitter.on('append', wake);
          return () => emitter.off('append', wake);
        },
        onClose: () => subscriptions.delete(sub),
      });
      return track(sub);
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      emitter.removeAllListeners();
    },
  };
  return store;
}
