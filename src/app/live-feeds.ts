// One live feed per followed stream, shared by everyone in this process who
// follows it (the API's subscribers of a game): a single store subscription per
// stream, opened when the first follower comes and closed when the last one
// goes, whose events (read and parsed once, or handed over by the store as it
// appends them: EventStore.capabilities.localPush) are offered to every follower.
//
// Each follower starts from its own cursor. Events before the feed's head (the
// highest revision the feed knows to be stored) it reads from the store itself,
// in pages; later ones it takes from the shared feed. It delivers revision
// `next`, then `next + 1`, ...: whatever source an event comes from, none is
// skipped or repeated, so catch-up and live join with no gap and no duplicate.
import type { EventStore, RecordedEvent, Subscription } from '../store/port';

export interface FollowOptions {
  /** First revision to deliver; 'live': the first one after what is stored when the follower joins. */
  fromRevision: number | 'live';
}

/** A follower's events in revision order; `return()` or `close()` leaves the feed. */
export interface Follower extends AsyncIterableIterator<RecordedEvent> {
  return(): Promise<IteratorResult<RecordedEvent>>;
  close(): Promise<void>;
}

export interface LiveFeedsOptions {
  /** Events a follower reads per store read while catching up (default 500). */
  pageSize?: number;
  /** Events offered to a follower that has not taken them yet; past this it reads them from the store later (default 10,000). */
  maxBuffered?: number;
}

export class LiveFeeds {
  private readonly feeds = new Map<string, StreamFeed>();

  constructor(
    private readonly store: EventStore,
    private readonly options: LiveFeedsOptions = {},
  ) {}

  follow(streamId: string, options: FollowOptions): Follower {
    let feed = this.feeds.get(streamId);
    if (!feed) {
      const created = new StreamFeed(this.store, streamId, this.options, () => {
        if (this.feeds.get(streamId) === created) this.feeds.delete(streamId);
      });
      this.feeds.set(streamId, created);
      feed = created;
    }
    return feed.follow(options.fromRevision);
  }

  /** How many streams have a feed open now (each one store subscription). */
  get openFeeds(): number {
    return this.feeds.size;
  }
}

class StreamFeed {
  private readonly followers = new Set<StreamFollower>();
  private subscription: Subscription | null = null;
  private closed = false;
  /** Highest revision known to be in the store (-1: none yet). */
  head = -1;
  /** The head when the feed started: its subscription delivers every revision after it. Null until then. */
  startHead: number | null = null;
  readonly ready: Promise<void>;
  /** Why the store's subscription failed, if it did. */
  failure: unknown = null;
  /** The store's subscription ended (the store was closed): followers end once they have what is stored. */
  ended = false;

  constructor(
    readonly store: EventStore,
    readonly streamId: string,
    readonly options: LiveFeedsOptions,
    private readonly onClosed: () => void,
  ) {
    this.ready = this.start();
  }

  /** The first revision its subscription delivers: the head when it started, plus 1 (its followers are offered events only once it has). */
  firstLive(): number {
    if (this.startHead === null) throw new Error(`live feed of ${this.streamId}: asked where it starts before it started`);
    return this.startHead + 1;
  }

  private async start(): Promise<void> {
    this.head = await this.store.streamRevision(this.streamId);
    this.startHead = this.head;
    if (this.closed) return;
    const subscription = this.store.subscribeToStream(this.streamId, { fromRevision: this.head + 1 });
    this.subscription = subscription;
    void this.pump(subscription);
  }

  private async pump(subscription: Subscription): Promise<void> {
    try {
      for await (const e of subscription) {
        if (e.revision > this.head) this.head = e.revision;
        for (const f of this.followers) f.offer(e);
      }
      this.ended = true;
      for (const f of this.followers) f.offer(null);
    } catch (err) {
      // The store's subscription failed (a dropped server connection): every follower ends with the
      // error and may come back with its cursor.
      this.failure = err;
      for (const f of this.followers) f.offer(null);
      this.close();
    }
  }

  follow(from: number | 'live'): Follower {
    const follower = new StreamFollower(this, from);
    this.followers.add(follower);
    return follower;
  }

  leave(follower: StreamFollower): void {
    this.followers.delete(follower);
    if (this.followers.size === 0) this.close();
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClosed();
    void this.subscription?.close();
  }
}

class StreamFollower implements Follower {
  /** The revision to deliver next (null until the feed has started, for 'live'). */
  private want: number | null;
  private live: RecordedEvent[] = [];
  private page: RecordedEvent[] = [];
  private pageIndex = 0;
  private waiter: (() => void) | null = null;
  private closed = false;
  private pending: Promise<unknown> = Promise.resolve();
  /** A call to next() is in flight (its answer not yet settled). */
  private busy = false;

  constructor(
    private readonly feed: StreamFeed,
    from: number | 'live',
  ) {
    // 'live' before the feed has started: from the first revision its subscription delivers.
    this.want = from !== 'live' ? Math.max(0, from) : feed.startHead === null ? null : feed.head + 1;
  }

  /** From the feed: an event it delivers (null: the feed failed or ended). */
  offer(e: RecordedEvent | null): void {
    this.want ??= this.feed.firstLive();
    if (e && e.revision >= this.want && this.live.length < (this.feed.options.maxBuffered ?? 10_000)) this.live.push(e);
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  next(): Promise<IteratorResult<RecordedEvent>> {
    // The wanted event already at hand, and no call in flight: delivered at once. With 1,000
    // followers of a game, each event goes through here 1,000 times (issue 12).
    if (!this.busy && !this.closed && this.want !== null && this.feed.startHead !== null) {
      const e = this.atHand(this.want);
      if (e) return Promise.resolve(this.deliver(e));
    }
    // One at a time, so that two callers cannot both take the same revision.
    this.busy = true;
    const p = this.pending.then(() => this.take());
    this.pending = p.then(
      () => void (this.busy = this.pending !== settled),
      () => void (this.busy = this.pending !== settled),
    );
    const settled = this.pending;
    return p;
  }

  /** The event of revision `want` if the follower has it (its page or the live buffer), taken off; else null. */
  private atHand(want: number): RecordedEvent | null {
    while (this.pageIndex < this.page.length && this.page[this.pageIndex].revision < want) this.pageIndex++;
    if (this.pageIndex < this.page.length && this.page[this.pageIndex].revision === want) return this.page[this.pageIndex++];
    while (this.live.length && this.live[0].revision < want) this.live.shift();
    if (this.live.length && this.live[0].revision === want) {
      const e = this.live[0];
      this.live.shift();
      return e;
    }
    return null;
  }

  private async take(): Promise<IteratorResult<RecordedEvent>> {
    await this.feed.ready;
    this.want ??= this.feed.firstLive();
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      const want = this.want;
      const e = this.atHand(want);
      if (e) return this.deliver(e);
      if (this.feed.failure) {
        await this.close();
        throw this.feed.failure;
      }
      if (this.feed.ended && want > this.feed.head) {
        await this.close();
        return { done: true, value: undefined };
      }
      if (want <= this.feed.head) {
        // Behind the feed: read what is already stored, a page at a time.
        this.page = await this.feed.store.readStream(this.feed.streamId, {
          fromRevision: want,
          toRevision: this.feed.head,
          limit: this.feed.options.pageSize ?? 500,
        });
        this.pageIndex = 0;
        if (this.page.length > 0) continue;
      }
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }

  private deliver(e: RecordedEvent): IteratorResult<RecordedEvent> {
    this.want = e.revision + 1;
    return { done: false, value: e };
  }

  async return(): Promise<IteratorResult<RecordedEvent>> {
    await this.close();
    return { done: true, value: undefined };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.live = [];
    this.page = [];
    this.feed.leave(this);
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
