// KurrentDB event store through @kurrent/kurrentdb-client (gRPC).
//
// Mapping to the port (docs/kurrentdb.md):
// - revisions are the server's stream revisions (bigint → number);
// - an event's `position` is its $all commit position and its `cursor` the exact
//   {commit, prepare} pair (kurrentdb-position.ts): reads and subscriptions of
//   $all resume from the pair, so no event of a multi-event append is skipped;
// - appends send the expected revision and the deterministic event ids; a retry
//   is recognised by reading only the events right after the expected revision
//   (and by the server itself, which writes events with ids it already holds
//   after that revision only once);
// - every call runs under a deadline, and an unreachable server, a dropped
//   connection or a passed deadline is a StoreUnavailableError
//   (kurrentdb-errors.ts);
// - system events (types starting with '$') and system streams are hidden from
//   readAll / subscribeToAll.

import {
  ANY,
  AppendStreamState,
  END,
  ErrorType,
  FORWARDS,
  BACKWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type JSONType,
  type Position,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
  type Filter,
} from '@kurrent/kurrentdb-client';
import { toStoreError, withDeadline } from './kurrentdb-errors';
import { comparePositions, cursorOf, isAfter, positionNumber, startOf } from './kurrentdb-position';
import { LocalAppends } from './local-appends';
import { commandIdsOf } from './shared';
import {
  AppendOptions,
  AppendResult,
  EventMetadata,
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

export interface KurrentDbEventStoreOptions {
  /** e.g. "kurrentdb://localhost:2113?tls=false" (keepAliveInterval, keepAliveTimeout and the discovery settings go here too). */
  connectionString: string;
  /** KURRENTDB_DEADLINE_MS: the most any one call to the server may take before it is STORE_UNAVAILABLE (default 10,000). */
  deadlineMs?: number;
  /** Events per read of $all (default 500). */
  readPageSize?: number;
}

export const DEFAULT_KURRENTDB_DEADLINE_MS = 10_000;

/** Events read past a batch's own length when looking for a stored retry of it (its retry may have decided fewer events). */
const RETRY_MARGIN = 16;

type AnyResolved = ResolvedEvent | AllStreamResolvedEvent;

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (typeof expected === 'number' && Number.isInteger(expected) && expected >= 0) return BigInt(expected);
  throw new TypeError(`invalid expectedRevision ${String(expected)}`);
}

function isStreamNotFound(err: unknown): boolean {
  return err instanceof StreamNotFoundError || (err as { type?: unknown })?.type === ErrorType.STREAM_NOT_FOUND;
}

function isWrongExpectedVersion(err: unknown): err is WrongExpectedVersionError {
  return err instanceof WrongExpectedVersionError || (err as { type?: unknown })?.type === ErrorType.WRONG_EXPECTED_VERSION;
}

/** "No position": servers before 22.6 send this for events read from a stream. */
const NO_POSITION = BigInt('0xffffffffffffffff');

/** The $all position of a resolved event, or undefined when the server sent none. */
function logPositionOf(resolved: AnyResolved): Position | undefined {
  const p = resolved.event?.position;
  if (p && p.commit >= BigInt(0) && p.commit !== NO_POSITION && p.prepare >= BigInt(0) && p.prepare !== NO_POSITION) return p;
  const commit = resolved.commitPosition;
  // Only a commit position: an event outside an explicit transaction, whose prepare position is the same.
  if (commit !== undefined && commit >= BigInt(0) && commit !== NO_POSITION) return { commit, prepare: commit };
  return undefined;
}

function isSystem(resolved: AnyResolved): boolean {
  const e = resolved.event;
  return !e || e.type.startsWith('$') || e.streamId.startsWith('$');
}

/**
 * The event a read returned. Reads of a stream (links not resolved) and the subscription's non-system events always
 * carry one; a missing one would be a link whose event is gone, named here rather than a TypeError further on.
 */
function eventOf(resolved: AnyResolved): NonNullable<AnyResolved['event']> {
  const e = resolved.event;
  if (!e) throw new Error('kurrentdb: a read returned a link without its event');
  return e;
}

const metadataOf = (resolved: AnyResolved) => (resolved.event?.metadata ?? {}) as unknown as Partial<EventMetadata>;

function toRecorded(resolved: AnyResolved): RecordedEvent {
  const e = eventOf(resolved);
  let data: unknown = e.data;
  if (!e.isJson && data instanceof Uint8Array) {
    const text = Buffer.from(data).toString('utf8');
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  const p = logPositionOf(resolved);
  return {
    id: e.id,
    type: e.type,
    data,
    metadata: (e.metadata ?? {}) as unknown as EventMetadata,
    streamId: e.streamId,
    revision: Number(e.revision),
    position: p ? positionNumber(p) : -1,
    ...(p ? { cursor: cursorOf(p) } : {}),
  };
}

/** Where a read or subscription of $all starts for `after` (exclusive), and the bound to drop what is not after it. */
function allStart(opts: { after?: number; afterCursor?: string }): { from: typeof START | Position; after: number | string | undefined } {
  const after = opts.afterCursor ?? (opts.after !== undefined && opts.after > 0 ? opts.after : undefined);
  return after === undefined ? { from: START, after } : { from: startOf(after), after };
}

/**
 * Adapts a client subscription (a Readable of resolved events) to our
 * Subscription: maps and filters events, and lets close() end a pending next().
 */
function wrapSubscription(
  source: { unsubscribe(): Promise<void>; [Symbol.asyncIterator](): AsyncIterator<AnyResolved> },
  accept: (resolved: AnyResolved) => boolean,
  onClose: () => void,
): Subscription {
  let closed = false;
  let resolveClosed!: () => void;
  const closedSignal = new Promise<'closed'>((resolve) => {
    resolveClosed = () => resolve('closed');
  });
  const inner = source[Symbol.asyncIterator]();
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    resolveClosed();
    onClose();
    try {
      await source.unsubscribe();
    } catch {
      /* already gone */
    }
    try {
      await inner.return?.();
    } catch {
      /* a cancelled stream may end with an error */
    }
  };

  const next = async (): Promise<IteratorResult<RecordedEvent>> => {
    while (!closed) {
      let r: IteratorResult<AnyResolved> | 'closed';
      try {
        r = await Promise.race([inner.next(), closedSignal]);
      } catch (err) {
        if (closed) return done;
        // A dropped connection is STORE_UNAVAILABLE; the caller subscribes again from its own checkpoint.
        throw toStoreError(err, 'subscription');
      }
      if (r === 'closed' || r.done) return done;
      if (accept(r.value)) return { done: false, value: toRecorded(r.value) };
    }
    return done;
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
  return { close, [Symbol.asyncIterator]: () => iterator };
}

export function createKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  const deadlineMs = options.deadlineMs ?? DEFAULT_KURRENTDB_DEADLINE_MS;
  if (!Number.isSafeInteger(deadlineMs) || deadlineMs <= 0)
    throw new RangeError(`kurrentdb: deadlineMs must be a positive integer (got ${deadlineMs})`);
  const pageSize = options.readPageSize ?? 500;
  if (!Number.isSafeInteger(pageSize) || pageSize <= 0)
    throw new RangeError(`kurrentdb: readPageSize must be a positive integer (got ${pageSize})`);
  const client = KurrentDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();
  // Only for onAppended: subscriptions here are the server's own (one per subscriber), not pushed locally.
  const local = new LocalAppends();
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('kurrentdb event store is closed');
  };

  /** Events of a stream (a missing stream: none), within the deadline. */
  function readStreamRaw(
    streamId: string,
    opts: { fromRevision?: number; maxCount?: number; backwards?: boolean } = {},
  ): Promise<ResolvedEvent[]> {
    if (opts.maxCount !== undefined && opts.maxCount <= 0) return Promise.resolve([]);
    return withDeadline(deadlineMs, `read of ${streamId}`, async () => {
      const out: ResolvedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId, {
          direction: opts.backwards ? BACKWARDS : FORWARDS,
          fromRevision: opts.fromRevision !== undefined ? BigInt(opts.fromRevision) : opts.backwards ? END : START,
          deadline: deadlineMs,
          ...(opts.maxCount !== undefined ? { maxCount: opts.maxCount } : {}),
        })) {
          if (resolved.event) out.push(resolved);
        }
      } catch (err) {
        if (isStreamNotFound(err)) return [];
        throw err;
      }
      return out;
    });
  }

  /** One page of $all from `from` (inclusive), system events included: a filtered read may end a page early. */
  function readAllPage(from: typeof START | Position, maxCount: number): Promise<AllStreamResolvedEvent[]> {
    return withDeadline(deadlineMs, 'read of $all', async () => {
      const out: AllStreamResolvedEvent[] = [];
      for await (const resolved of client.readAll({ fromPosition: from, maxCount, deadline: deadlineMs })) out.push(resolved);
      return out;
    });
  }

  async function streamRevision(streamId: string): Promise<number> {
    const last = await readStreamRaw(streamId, { backwards: true, maxCount: 1 });
    return last.length ? Number(eventOf(last[0]).revision) : -1;
  }

  /**
   * A retry of a command already stored: the events right after the expected revision that carry the
   * batch's command ids, if every command id is among them (the port's rule, looked for where a retry
   * finds them: a retry expects the revision its first try expected, or an earlier one; the command
   * service's cache holds every command up to the revision it expects). Reads the batch's length plus
   * a margin after the expected revision, so a retry that decided fewer events still finds all of
   * them; in the common case (no event after it) that read returns nothing.
   */
  async function storedRetry(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult | null> {
    const from = expected === 'no_stream' ? 0 : typeof expected === 'number' ? expected + 1 : null;
    if (from === null) return null; // 'any', 'stream_exists': the server's own (best-effort) check only
    const commandIds = new Set(commandIdsOf(events));
    const ours = (r: ResolvedEvent) => commandIds.has(metadataOf(r).commandId ?? '');
    const tail = await readStreamRaw(streamId, { fromRevision: from, maxCount: events.length + RETRY_MARGIN });
    const found = tail.filter(ours);
    const seen = new Set(found.map((r) => metadataOf(r).commandId));
    if (found.length === 0 || seen.size < commandIds.size) return null;
    if (from > 0 && Number(eventOf(found[0]).revision) === from) {
      // Expected inside the command's own events: its first ones lie before the window.
      const before = await readStreamRaw(streamId, { fromRevision: from - 1, maxCount: RETRY_MARGIN, backwards: true });
      const earlier: ResolvedEvent[] = [];
      for (const r of before) {
        if (!ours(r)) break;
        earlier.unshift(r);
      }
      found.unshift(...earlier);
    }
    const recorded = found.map(toRecorded);
    return {
      nextRevision: await streamRevision(streamId),
      position: recorded[recorded.length - 1].position,
      duplicate: true,
      events: recorded,
    };
  }

  async function write(streamId: string, events: NewEvent[], opts: AppendOptions): Promise<AppendResult> {
    const streamState = toStreamState(opts.expectedRevision);
    const retry = await storedRetry(streamId, events, opts.expectedRevision);
    if (retry) return retry;

    let result;
    try {
      result = await withDeadline(deadlineMs, `append to ${streamId}`, () =>
        client.appendToStream(
          streamId,
          events.map((e) =>
            jsonEvent({
              id: e.id,
              type: e.type,
              data: (e.data ?? null) as JSONType,
              metadata: e.metadata as unknown as JSONType,
            }),
          ),
          { streamState, deadline: deadlineMs },
        ),
      );
    } catch (err) {
      if (isWrongExpectedVersion(err)) {
        const actual = err.actualState === NO_STREAM || err.actualState === undefined ? -1 : Number(err.actualState);
        throw new WrongExpectedRevisionError(streamId, opts.expectedRevision, actual);
      }
      throw err;
    }
    if (!result.success) {
      // Only with throwOnAppendFailure=false in the connection string.
      const actual = Number(result.nextExpectedRevision);
      throw new WrongExpectedRevisionError(streamId, opts.expectedRevision, actual < 0 ? -1 : actual);
    }
    // Read our events back for their revisions and $all positions (the answer has only the last one's).
    const nextRevision = Number(result.nextExpectedRevision);
    const first = nextRevision - events.length + 1;
    const written = (await readStreamRaw(streamId, { fromRevision: first, maxCount: events.length })).map(toRecorded);
    if (written.length === events.length && written.every((w, i) => w.id === events[i].id)) {
      // The same ids with other content: a retry of ours raced this one and the server kept the first (idempotent write).
      const duplicate = written.some((w, i) => w.metadata.hash !== events[i].metadata.hash);
      const lastPosition = written[written.length - 1].position;
      const position = lastPosition >= 0 ? lastPosition : Number(result.position?.commit ?? -1);
      if (!duplicate) local.appended(streamId, written, () => written);
      return { nextRevision: duplicate ? await streamRevision(streamId) : nextRevision, position, duplicate, events: written };
    }
    // The server answered an 'any' append as an idempotent retry of events it holds elsewhere: find them near the end.
    const ids = new Set(events.map((e) => e.id));
    const recent = await readStreamRaw(streamId, { backwards: true, maxCount: events.length + RETRY_MARGIN });
    const stored = recent
      .filter((r) => ids.has(eventOf(r).id))
      .reverse()
      .map(toRecorded);
    if (stored.length !== events.length)
      throw new Error(`kurrentdb: append to ${streamId} acknowledged, but its events are not where the server said`);
    return {
      nextRevision: recent.length ? Number(eventOf(recent[0]).revision) : nextRevision,
      position: stored[stored.length - 1].position,
      duplicate: true,
      events: stored,
    };
  }

  return {
    name: 'kurrentdb',
    capabilities: { gaplessPositions: false, localPush: false, cursors: true },

    async append(streamId: string, events: NewEvent[], opts: AppendOptions): Promise<AppendResult> {
      assertOpen();
      if (events.length > 0) return write(streamId, events, opts);
      // Nothing to write: only check the expected revision.
      const streamState = toStreamState(opts.expectedRevision);
      const actual = await streamRevision(streamId);
      const ok =
        streamState === ANY ||
        (streamState === NO_STREAM && actual === -1) ||
        (streamState === STREAM_EXISTS && actual >= 0) ||
        (typeof streamState === 'bigint' && BigInt(actual) === streamState);
      if (!ok) throw new WrongExpectedRevisionError(streamId, opts.expectedRevision, actual);
      return { nextRevision: actual, position: 0, duplicate: false, events: [] };
    },

    async readStream(streamId: string, opts: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const from = Math.max(0, opts.fromRevision ?? 0);
      let maxCount = opts.limit;
      if (opts.toRevision !== undefined) {
        const span = Math.max(0, opts.toRevision - from + 1);
        maxCount = maxCount === undefined ? span : Math.min(maxCount, span);
      }
      return (await readStreamRaw(streamId, { fromRevision: from, maxCount })).map(toRecorded);
    },

    async streamRevision(streamId: string): Promise<number> {
      assertOpen();
      return streamRevision(streamId);
    },

    async readAll(opts: ReadAllOptions = {}): Promise<RecordedEvent[]> {
      assertOpen();
      const limit = opts.limit ?? Number.MAX_SAFE_INTEGER;
      const out: RecordedEvent[] = [];
      let { from, after } = allStart(opts);
      while (out.length < limit) {
        // A read from a position includes the event at it: ask for one more than wanted.
        const want = Math.min(pageSize, limit - out.length) + (after === undefined ? 0 : 1);
        const page = await readAllPage(from, want);
        let last: Position | undefined;
        for (const resolved of page) {
          const p = logPositionOf(resolved);
          if (!p) continue; // never so in $all
          if (!last || comparePositions(p, last) > 0) last = p;
          if ((after !== undefined && !isAfter(p, after)) || isSystem(resolved)) continue;
          if (out.length < limit) out.push(toRecorded(resolved));
        }
        if (page.length < want || !last) break;
        // The next page starts at the exact pair of the last event read, never at a bare commit position.
        const cursor = cursorOf(last);
        if (after !== undefined && !isAfter(last, after)) break; // no progress: nothing after it
        from = last;
        after = cursor;
      }
      return out;
    },

    subscribeToAll(opts: SubscribeAllOptions = {}): Subscription {
      assertOpen();
      const { from, after } = allStart(opts);
      const prefixes = opts.streamPrefixes;
      const filter: Filter = prefixes && prefixes.length > 0 ? streamNameFilter({ prefixes }) : excludeSystemEvents();
      const source = client.subscribeToAll({ fromPosition: from, filter });
      const sub: Subscription = wrapSubscription(
        source,
        (r) => {
          if (isSystem(r)) return false;
          const p = logPositionOf(r);
          if (after !== undefined && (!p || !isAfter(p, after))) return false;
          return !prefixes || prefixes.some((x) => eventOf(r).streamId.startsWith(x));
        },
        () => subscriptions.delete(sub),
      );
      subscriptions.add(sub);
      return sub;
    },

    subscribeToStream(streamId: string, opts: SubscribeStreamOptions = {}): Subscription {
      assertOpen();
      const from = Math.max(0, opts.fromRevision ?? 0);
      // The server's fromRevision is exclusive for subscriptions; filter anyway.
      const source = client.subscribeToStream(streamId, { fromRevision: from > 0 ? BigInt(from - 1) : START });
      const sub: Subscription = wrapSubscription(
        source,
        (r) => !!r.event && Number(r.event.revision) >= from,
        () => subscriptions.delete(sub),
      );
      subscriptions.add(sub);
      return sub;
    },

    onAppended(listener) {
      return local.onAppended(listener);
    },

    // Projections keep no checkpoint here: the game list is folded from $all at each start (docs/kurrentdb.md).
    checkpoints: null,

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.close()));
      local.close();
      await client.dispose();
    },
  };
}
