// The board of a game after every command, computed once per command for all
// who follow that game's board (the API's boardChanged subscribers), not once
// per follower. A game's board feed follows the game's live feed (live-feeds.ts)
// from when it opens and closes when its last follower goes.
//
// A follower gets the board as it is when it joins, then the board after each
// later command (never from inside a command: a command's events are stored
// together, so when the last one arrives the whole command is known).
import { boardView, type BoardView } from '../../projections/board';
import { commandEndOf, streamOf, type GameStates } from '../../projections/game-states';
import type { Follower, LiveFeeds } from './live-feeds';

/** A board and the number of events it is after. */
export interface BoardAt {
  eventNumber: number;
  board: BoardView;
}

export interface BoardFollower extends AsyncIterableIterator<BoardView> {
  close(): Promise<void>;
}

export class BoardFeeds {
  private readonly feeds = new Map<string, GameBoardFeed>();

  constructor(
    private readonly feedsOfStreams: LiveFeeds,
    private readonly states: GameStates,
  ) {}

  follow(gameId: string): BoardFollower {
    let feed = this.feeds.get(gameId);
    if (!feed) {
      const source = this.feedsOfStreams.follow(streamOf(gameId), { fromRevision: 'live' });
      const created = new GameBoardFeed(gameId, source, this.states, this, () => {
        if (this.feeds.get(gameId) === created) this.feeds.delete(gameId);
      });
      this.feeds.set(gameId, created);
      feed = created;
    }
    return feed.follow();
  }

  /** Boards computed since this object was made (one per command per followed game, whatever the number of followers). */
  boardsComputed = 0;
}

class GameBoardFeed {
  private readonly followers = new Set<GameBoardFollower>();
  private closed = false;
  /** The last board computed, shared with a follower that joins at that point. */
  latest: BoardAt | null = null;
  failure: unknown = null;

  constructor(
    readonly gameId: string,
    private readonly source: Follower,
    readonly states: GameStates,
    private readonly counted: { boardsComputed: number },
    private readonly onClosed: () => void,
  ) {
    void this.pump();
  }

  private async pump(): Promise<void> {
    try {
      for await (const e of this.source) {
        const entry = await this.states.current(this.gameId);
        const n = e.revision + 1;
        if (!entry || commandEndOf(entry, n) !== n) continue;
        if (this.latest?.eventNumber !== n) {
          const state = n === entry.revision + 1 ? entry.state : await this.states.at(this.gameId, n);
          if (!state) continue;
          this.board(n, state);
        }
        const latest = this.latest; // board() keeps the board after event n, or a later one, as the latest
        if (!latest) throw new Error(`board feed of ${this.gameId}: no board after event ${n}`);
        for (const f of this.followers) f.offer(latest);
      }
    } catch (err) {
      this.failure = err;
      for (const f of this.followers) f.offer(null);
    }
  }

  /** The board after `eventNumber` events, computed once and kept as the latest if it is. */
  board(eventNumber: number, state: Parameters<typeof boardView>[0]): BoardView {
    if (this.latest?.eventNumber === eventNumber) return this.latest.board;
    const board = boardView(state);
    this.counted.boardsComputed++;
    if (!this.latest || eventNumber > this.latest.eventNumber) this.latest = { eventNumber, board };
    return board;
  }

  follow(): BoardFollower {
    const f = new GameBoardFollower(this);
    this.followers.add(f);
    return f;
  }

  leave(f: GameBoardFollower): void {
    this.followers.delete(f);
    if (this.followers.size === 0 && !this.closed) {
      this.closed = true;
      this.onClosed();
      void this.source.close();
    }
  }
}

class GameBoardFollower implements BoardFollower {
  private queue: BoardAt[] = [];
  /** Events the last board delivered is after (0: none yet). */
  private shown = 0;
  private first = true;
  private waiter: (() => void) | null = null;
  private closed = false;
  private pending: Promise<unknown> = Promise.resolve();

  constructor(private readonly feed: GameBoardFeed) {}

  offer(b: BoardAt | null): void {
    if (b) this.queue.push(b);
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  next(): Promise<IteratorResult<BoardView>> {
    const p = this.pending.then(() => this.take());
    this.pending = p.catch(() => undefined);
    return p;
  }

  private async take(): Promise<IteratorResult<BoardView>> {
    if (this.first) {
      this.first = false;
      // The board now (shared with every follower joining at the same point).
      const entry = await this.feed.states.current(this.feed.gameId);
      if (entry && !this.closed) {
        this.shown = entry.revision + 1;
        return { done: false, value: this.feed.board(this.shown, entry.state) };
      }
    }
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      while (this.queue.length && this.queue[0].eventNumber <= this.shown) this.queue.shift();
      const b = this.queue.shift();
      if (b) {
        this.shown = b.eventNumber;
        return { done: false, value: b.board };
      }
      if (this.feed.failure) {
        await this.close();
        throw this.feed.failure;
      }
      await new Promise<void>((resolve) => (this.waiter = resolve));
    }
  }

  async return(): Promise<IteratorResult<BoardView>> {
    await this.close();
    return { done: true, value: undefined };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.queue = [];
    this.feed.leave(this);
    const w = this.waiter;
    this.waiter = null;
    w?.();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
