// KurrentDB event store through @kurrent/kurrentdb-client (gRPC).
//
// Mapping to the port:
// - revisions are the server's stream revisions (bigint → number);
// - positions are $all commit positions (bigint → number): strictly increasing
//   but NOT gapless (they are byte offsets in the transaction log);
// - event ids are passed through (jsonEvent({ id })), so a retried append with
//   the same deterministic ids is written once by the server; on top of that
//   the port's commandId rule is checked by scanning the stream first;
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
  Position,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type JSONType,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
  type Filter,
} from '@kurrent/kurrentdb-client';
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
  /** e.g. "kurrentdb://localhost:2113?tls=false" */
  connectionString: string;
}

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

/** The commit position of a resolved event, as a number (-1 if the server sent none). */
function positionOf(resolved: AnyResolved): number {
  const candidates = [resolved.event?.position?.commit, resolved.commitPosition];
  const p = candidates.find((c) => c !== undefined && c >= BigInt(0) && c !== NO_POSITION);
  return p === undefined ? -1 : Number(p);
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
  return {
    id: e.id,
    type: e.type,
    data,
    metadata: (e.metadata ?? {}) as unknown as EventMetadata,
    streamId: e.streamId,
    revision: Number(e.revision),
    position: positionOf(resolved),
  };
}

/** A $all position to start a read or subscription at `after` (a commit position). */
function allPosition(after: number | undefined): typeof START | Position {
  if (after === undefined || after <= 0) return START;
  const p = BigInt(after);
  // Outside explicit transactions (which this client cannot create) every
  // event's commit and prepare positions are equal.
  return { commit: p, prepare: p };
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
        throw err; // the caller restarts from its own checkpoint
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
  const client = KurrentDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();
  // Only for onAppended: subscriptions here are the server's own (one per subscriber), not pushed locally.
  const local = new LocalAppends();
  let closed = false;
  const assertOpen = () => {
    if (closed) throw new Error('kurrentdb event store is closed');
  };

  async function readStreamRaw(
    streamId: string,
    opts: { fromRevision?: number; maxCount?: number; backwards?: boolean } = {},
  ): Promise<ResolvedEvent[]> {
    const out: ResolvedEvent[] = [];
    if (opts.maxCount !== undefined && opts.maxCount <= 0) return out;
    try {
      for await (const resolved of client.readStream(streamId, {
        direction: opts.backwards ? BACKWARDS : FORWARDS,
        fromRevision: opts.fromRevision !== undefined ? BigInt(opts.fromRevision) : opts.backwards ? END : START,
        ...(opts.maxCount !== undefined ? { maxCount: opts.maxCount } : {}),
      })) {
        if (resolved.event) out.push(resolved);
      }
    } catch (err) {
      if (isStreamNotFound(err)) return [];
      throw err;
    }
    return out;
  }

  async function streamRevision(streamId: string): Promise<number> {
    const last = await readStreamRaw(streamId, { backwards: true, maxCount: 1 });
    return last.length ? Number(eventOf(last[0]).revision) : -1;
  }

  return {
    name: 'kurrentdb',
    capabilities: { gaplessPositions: false, localPush: false },

    async append(streamId: string, events: NewEvent[], opts: AppendOptions): Promise<AppendResult> {
      assertOpen();
      const streamState = toStreamState(opts.expectedRevision);
      if (events.length > 0) {
        // The port's idempotency rule: a scan of the stream for the command ids.
        const commandIds = commandIdsOf(events);
        const stream = await readStreamRaw(streamId);
        const found = stream.filter((r) =>
          commandIds.includes((r.event?.metadata as unknown as Partial<EventMetadata> | undefined)?.commandId ?? ''),
        );
        const seen = new Set(found.map((r) => (eventOf(r).metadata as unknown as EventMetadata).commandId));
        if (commandIds.every((c) => seen.has(c))) {
          const recorded = found.map(toRecorded);
          return {
            nextRevision: Number(eventOf(stream[stream.length - 1]).revision),
            position: recorded[recorded.length - 1].position,
            duplicate: true,
            events: recorded,
          };
        }
      } else {
        // Nothing to write: only check the expected revision.
        const actual = await streamRevision(streamId);
        const ok =
          streamState === ANY ||
          (streamState === NO_STREAM && actual === -1) ||
          (streamState === STREAM_EXISTS && actual >= 0) ||
          (typeof streamState === 'bigint' && BigInt(actual) === streamState);
        if (!ok) throw new WrongExpectedRevisionError(streamId, opts.expectedRevision, actual);
        return { nextRevision: actual, position: 0, duplicate: false, events: [] };
      }

      let result;
      try {
        result = await client.appendToStream(
          streamId,
          events.map((e) =>
            jsonEvent({
              id: e.id,
              type: e.type,
              data: (e.data ?? null) as JSONType,
              metadata: e.metadata as unknown as JSONType,
            }),
          ),
          { streamState },
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
      // Read our events back for their revisions and commit positions.
      const nextRevision = Number(result.nextExpectedRevision);
      const first = nextRevision - events.length + 1;
      const written = (await readStreamRaw(streamId, { fromRevision: first, maxCount: events.length })).map(toRecorded);
      if (written.length === events.length && written.every((w, i) => w.id === events[i].id)) {
        const lastPosition = written[written.length - 1].position;
        const position = lastPosition >= 0 ? lastPosition : Number(result.position?.commit ?? -1);
        local.appended(streamId, written, () => written);
        return { nextRevision, position, duplicate: false, events: written };
      }
      // The server treated the append as an idempotent retry of earlier events:
      // find them by id.
      const ids = new Set(events.map((e) => e.id));
      const all = await readStreamRaw(streamId);
      const stored = all.filter((r) => ids.has(eventOf(r).id)).map(toRecorded);
      return {
        nextRevision: all.length ? Number(eventOf(all[all.length - 1]).revision) : nextRevision,
        position: stored.length ? stored[stored.length - 1].position : Number(result.position?.commit ?? -1),
        duplicate: stored.length === events.length,
        events: stored,
      };
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
      let after = opts.after ?? 0;
      const page = 500;
      while (out.length < limit) {
        // A read from a position includes the event at that position: ask for
        // one more and drop what is not strictly after.
        const want = Math.min(page, limit - out.length) + 1;
        let got = 0;
        let last = after;
        for await (const resolved of client.readAll({
          fromPosition: allPosition(after),
          maxCount: want,
          filter: excludeSystemEvents(),
        })) {
          got += 1;
          const position = positionOf(resolved);
          if (position > last) last = position;
          if (position <= after || isSystem(resolved)) continue;
          if (out.length < limit) out.push(toRecorded(resolved));
        }
        if (got < want || last <= after) break;
        after = last;
      }
      return out;
    },

    subscribeToAll(opts: SubscribeAllOptions = {}): Subscription {
      assertOpen();
      const after = opts.after ?? 0;
      const prefixes = opts.streamPrefixes;
      const filter: Filter = prefixes && prefixes.length > 0 ? streamNameFilter({ prefixes }) : excludeSystemEvents();
      const source = client.subscribeToAll({ fromPosition: allPosition(after), filter });
      const sub: Subscription = wrapSubscription(
        source,
        (r) => !isSystem(r) && positionOf(r) > after && (!prefixes || prefixes.some((p) => eventOf(r).streamId.startsWith(p))),
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

    // Projections keep no checkpoint here: the game list is folded from $all at each start (README, docs/performance.md).
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
