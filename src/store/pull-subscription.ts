// The catch-up-then-live subscription the memory and SQLite adapters share.
//
// It reads pages after its own cursor until it has caught up, then waits. Appends
// made by this process are handed to it (pushed) when it follows one stream: events
// that continue its cursor without a gap are queued as they are, with no read. It
// reads from the store again only when it cannot trust what it was handed: at the
// start, after a gap (another process appended in between), when woken without
// events (subscriptions to all streams, or another process's commit to its stream:
// wake.ts), on its poll timer (a slow fallback for other processes' commits), or
// when its consumer fell so far behind that it stopped queueing.
//
// Every event is queued at most once and in cursor order (a queued event's cursor
// is always above the last one queued), so catch-up and live join with no gap and
// no duplicate.
import type { RecordedEvent, Subscription } from './port';

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

/** Called on local appends: with the appended events of the subscription's stream, or with none (just look). */
export type Notify = (events?: readonly RecordedEvent[]) => void;

export interface PullSubscriptionOptions {
  /** Events after `cursor` (exclusive) in delivery order, at most about `limit`. */
  fetchAfter(cursor: number, limit: number): FetchResult | Promise<FetchResult>;
  /** The cursor value of a delivered event (position or revision). */
  cursorOf(event: RecordedEvent): number;
  initialCursor: number;
  /**
   * Registers for notifications of local appends; returns its removal. Events handed over
   * are queued only when `gapless` says cursors of consecutive events differ by one.
   */
  listen(notify: Notify): () => void;
  /** Consecutive events' cursors differ by exactly one (stream revisions), so a handed-over event can be checked to follow the cursor. */
  gapless?: boolean;
  /** Also read every this many ms, for appends made by other processes that no wake-up told of (0 or absent: only on notifications). */
  pollIntervalMs?: number;
  pageSize?: number;
  /** Events queued for a consumer that has not taken them; beyond this, hand-overs are dropped and read again later. */
  maxQueued?: number;
  /** Called once when the subscription closes. */
  onClose?(): void;
}

export function createPullSubscription(opts: PullSubscriptionOptions): Subscription {
  const pageSize = opts.pageSize ?? 256;
  const maxQueued = opts.maxQueued ?? 4096;
  /** Cursor of the last event queued (or skipped as non-matching): reads continue after it. */
  let tail = opts.initialCursor;
  const queue: RecordedEvent[] = [];
  let head = 0; // index of the next event to deliver in `queue`
  /** Events may exist after `tail` that are not queued: read before waiting. */
  let stale = true;
  let closed = false;
  let waiter: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;

  const queued = () => queue.length - head;
  const enqueue = (e: RecordedEvent) => {
    if (head > 1024 && head * 2 > queue.length) {
      queue.splice(0, head); // drop delivered events now and then instead of shift()ing each
      head = 0;
    }
    queue.push(e);
    tail = opts.cursorOf(e);
  };

  const wake = () => {
    const w = waiter;
    waiter = null;
    if (w) w();
  };

  const notify: Notify = (events) => {
    if (closed) return;
    if (!events || !opts.gapless || stale) stale = true;
    else {
      for (const e of events) {
        const c = opts.cursorOf(e);
        if (c <= tail) continue; // already queued (read before the notification came)
        if (c !== tail + 1 || queued() >= maxQueued) {
          stale = true; // a gap (another writer) or a consumer far behind: read it from the store later
          break;
        }
        enqueue(e);
      }
    }
    wake();
  };
  const unlisten = opts.listen(notify);

  const waitForWake = () =>
    new Promise<void>((resolve) => {
      waiter = resolve;
      if (opts.pollIntervalMs && opts.pollIntervalMs > 0) {
        timer = setTimeout(() => {
          stale = true;
          wake();
        }, opts.pollIntervalMs);
        timer.unref?.();
      }
    }).finally(() => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    });

  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

  const pull = async (): Promise<IteratorResult<RecordedEvent>> => {
    while (!closed) {
      if (queued() > 0) {
        const next = queue[head];
        queue[head++] = undefined as unknown as RecordedEvent;
        if (head === queue.length) {
          queue.length = 0;
          head = 0;
        }
        return { done: false, value: next };
      }
      if (stale) {
        stale = false;
        const from = tail;
        const page = await opts.fetchAfter(from, pageSize);
        if (closed) break;
        for (const e of page.events) if (opts.cursorOf(e) > tail) enqueue(e);
        if (page.scannedTo !== undefined && page.scannedTo > tail) tail = page.scannedTo;
        if (tail > from) stale = true; // it found something: there may be more after it
        continue;
      }
      await waitForWake();
    }
    return done;
  };

  // Serialise next() calls so concurrent callers cannot interleave.
  let chain: Promise<unknown> = Promise.resolve();
  const next = (): Promise<IteratorResult<RecordedEvent>> => {
    const p = chain.then(pull, pull);
    chain = p.catch(() => undefined);
    return p;
  };

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    queue.length = 0;
    head = 0;
    unlisten();
    if (timer) clearTimeout(timer);
    timer = undefined;
    wake();
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
