// The state of each game, folded from its events only: the current board
// (caught up from the store on every read, so it is never stale) and the
// board after any event number (replay), from snapshots kept along the way.
//
// Games are kept in a least-recently-used cache bounded by a number of games
// and by their total number of events (a proxy for memory: a game's states and
// snapshots grow with its events); an evicted game is folded again from its
// events when next asked for.
import { LRUCache } from 'lru-cache';
import { evolve, type GameState } from '../src/rules';
import { gameEventOf, toGameEvent } from '../src/app/upcast';
import type { EventStore, FoldedEvent } from '../src/store/port';
import { DEFAULT_GAME_CACHE, type GameStatesOptions } from './game-cache';

export const streamOf = (gameId: string) => `game-${gameId}`;
export const gameIdOf = (streamId: string) => (streamId.startsWith('game-') ? streamId.slice(5) : null);

/**
 * The number of the last event of the command that contains event `eventNumber` (1..the last
 * event): a board shown there is one the players saw, not a step inside a command (a battle
 * still awaiting a decision the same command went on to make).
 */
export function commandEndOf(entry: Pick<GameEntry, 'commandEnds'>, eventNumber: number): number {
  const ends = entry.commandEnds;
  let lo = 0;
  let hi = ends.length - 1;
  if (hi < 0 || eventNumber > ends[hi]) throw new RangeError(`event ${eventNumber} is beyond the game's last event`);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid] >= eventNumber) hi = mid;
    else lo = mid + 1;
  }
  return ends[lo];
}

/**
 * Where snapshots are kept, so that a replay of any point is cheap. A replay's time goes with what its events carry
 * (each is parsed, and each unit moved is taken out of its place's list and put in another), and a late game's moves
 * carry five times an early one's: a snapshot every 50 events left the heaviest replays at 100 kB of JSON and the
 * lightest at 10. So a snapshot is kept at the first command end where the events since the last one weigh
 * SNAPSHOT_WEIGHT (replayWeight) or number SNAPSHOT_EVERY, if the state there is calm: it keeps no moves for undo. A
 * state in the middle of a movement phase keeps the state before each of its moves (moveLog), and as snapshots those
 * held a third more memory. Past SNAPSHOT_AT_MOST events one is kept at the next command end, calm or not. On the long
 * game: 310 snapshots instead of 395, 31.5 MB held instead of 28.9, and the slowest boards' replays about 0.6 of before
 * (docs/performance.md, "A board's tail in process").
 */
export const SNAPSHOT_EVERY = 80;
export const SNAPSHOT_WEIGHT = 400;
export const SNAPSHOT_AT_MOST = 120;

/**
 * What an event weighs in a replay, roughly in units of work: one, and one more for each entry of each list its payload
 * holds (the units a move moves or a purchase buys, a route's places). Read from the payload alone, so a game folded
 * whole, in chunks or command by command places its snapshots at the same events.
 */
export function replayWeight(data: unknown): number {
  let weight = 1;
  if (data !== null && typeof data === 'object')
    for (const key in data) {
      const value = (data as Record<string, unknown>)[key];
      if (Array.isArray(value)) weight += value.length;
    }
  return weight;
}

/**
 * A long game is read and folded this many events at a time: each chunk's parsed events die young,
 * instead of 20,000 of them living through the whole fold. Small chunks also keep V8 from judging
 * the allocation sites of parsed events long-lived (allocation-site pretenuring): after a load read
 * in chunks of 1,000, replays promoted about 2 MB per scavenge and each scavenge paused 4-5 ms;
 * in chunks of 100, about 0.5 MB and 1 ms (node --trace-gc-nvp, docs/performance.md).
 */
const READ_CHUNK = 100;

export interface GameEntry {
  state: GameState;
  /** Revision of the last event folded (= number of events - 1). */
  revision: number;
  /** Hash of the last event, the next event's prevHash. */
  lastHash: string;
  /** Command id -> revisions of its events (idempotency). */
  commands: Map<string, number[]>;
  /**
   * The event number that ends each command, ascending (a command's events are appended together,
   * so they are consecutive): the points between commands, the only boards any player saw.
   */
  commandEnds: number[];
  /** Events folded -> state after them, at command ends. */
  snapshots: Map<number, GameState>;
  /** The replayWeight of the events folded since the last snapshot (or the first event). */
  weightSinceSnapshot: number;
}

export { DEFAULT_GAME_CACHE, type GameStatesOptions } from './game-cache';

export class GameStates {
  private readonly entries: LRUCache<string, GameEntry>;
  private readonly readChunk: number;
  private readonly snapshotAt: { every: number; weight: number; atMost: number };

  constructor(
    private readonly store: EventStore,
    options: GameStatesOptions = {},
  ) {
    this.entries = new LRUCache<string, GameEntry>({
      max: options.maxGames ?? DEFAULT_GAME_CACHE.maxGames,
      maxSize: options.maxEvents ?? DEFAULT_GAME_CACHE.maxEvents,
      sizeCalculation: (entry) => entry.revision + 1,
    });
    this.readChunk = options.readChunk ?? READ_CHUNK;
    this.snapshotAt = options.snapshots ?? { every: SNAPSHOT_EVERY, weight: SNAPSHOT_WEIGHT, atMost: SNAPSHOT_AT_MOST };
  }

  /** The game as of its latest event (read from the store), or null if there is no such game. */
  async current(gameId: string): Promise<GameEntry | null> {
    let entry = this.entries.get(gameId);
    for (;;) {
      const from = entry ? entry.revision + 1 : 0;
      // Only what the fold keeps of each event where the store can read it alone (EventStore.readFolded).
      const events = this.store.readFolded
        ? await this.store.readFolded(streamOf(gameId), from, this.readChunk)
        : await this.store.readStream(streamOf(gameId), { fromRevision: from, limit: this.readChunk });
      if (!entry && events.length === 0) return null;
      const full = events.length === this.readChunk;
      const updated = events.length ? this.apply(gameId, events, { base: entry, more: full }) : entry!;
      // Evicted and reloaded by another reader while this one read: read again against what is cached now.
      if (!updated) entry = this.entries.get(gameId);
      else if (!full) return updated;
      else entry = updated;
    }
  }

  /**
   * The game as this cache last saw it, without asking the store (null if it is not cached).
   * For command handling, whose append checks the revision anyway: a stale state costs a retry.
   */
  cached(gameId: string): GameEntry | null {
    return this.entries.get(gameId) ?? null;
  }

  /**
   * Folds events just appended (in order, following the cached revision). `base`: the entry the
   * caller decided on, used if the game was evicted meanwhile; `after`: the state the caller
   * already computed by evolving these very events on that entry's state, used instead of
   * evolving them again; `more`: the events are a chunk of a longer read, so the last one may not
   * end its command (no snapshot is placed there). Null when neither the cache nor `base` can take the events (the next
   * read reloads the game).
   */
  apply(
    gameId: string,
    events: readonly FoldedEvent[],
    options: { base?: GameEntry; after?: GameState; more?: boolean } = {},
  ): GameEntry | null {
    let entry = this.entries.get(gameId) ?? options.base;
    const first = events.find((e) => !entry || e.revision > entry.revision);
    if (!first) return entry ?? null;
    if ((entry?.revision ?? -1) + 1 !== first.revision) {
      this.entries.delete(gameId);
      return null;
    }
    const reuse = options.after !== undefined && entry === options.base;
    let lastSnapshot = entry ? Math.max(0, ...entry.snapshots.keys()) : 0;
    let weight = entry?.weightSinceSnapshot ?? 0;
    // At a command end whose state is the entry's now (the chunk's first event is not folded yet when it is asked).
    const at = this.snapshotAt;
    const due = (eventsFolded: number) => {
      const since = eventsFolded - lastSnapshot;
      if (since >= at.atMost) return true;
      return (since >= at.every || weight >= at.weight) && entry!.state.moveLog.length === 0;
    };
    const start = events.indexOf(first);
    // The revisions of the command being folded: a command's events are consecutive, so the command
    // index is looked up once per command, not once per event (a rebuild folds 20,000 events).
    let revs: number[] | undefined;
    for (let i = start; i < events.length; i++) {
      const e = events[i];
      const commandId = e.metadata.commandId;
      const state = reuse ? null : evolve(entry?.state ?? null, toGameEvent(e));
      let sameCommand: boolean;
      if (i === start) {
        revs = entry?.commands.get(commandId);
        sameCommand = revs !== undefined && revs[revs.length - 1] === entry!.revision;
      } else sameCommand = commandId === events[i - 1].metadata.commandId;
      // A chunk read before this one (`more`) may have ended with a whole command: its snapshot is due now.
      if (i === start && entry && !sameCommand && due(entry.revision + 1)) {
        entry.snapshots.set(entry.revision + 1, entry.state);
        lastSnapshot = entry.revision + 1;
        weight = 0;
      }
      weight += replayWeight(e.data);
      if (!entry)
        entry = {
          state: state!,
          revision: 0,
          lastHash: '',
          commands: new Map(),
          commandEnds: [],
          snapshots: new Map(),
          weightSinceSnapshot: 0,
        };
      if (sameCommand) {
        entry.commandEnds[entry.commandEnds.length - 1] = e.revision + 1;
        revs!.push(e.revision);
      } else {
        entry.commandEnds.push(e.revision + 1);
        if (i !== start) revs = entry.commands.get(commandId);
        // A new command's list made with its first revision in it, so it is as long as that (most commands are one
        // event): an empty list's first push gave it room for 17, and the long game's 16,126 lists held 2 MB more.
        if (!revs) entry.commands.set(commandId, (revs = [e.revision]));
        else revs.push(e.revision);
      }
      if (state) entry.state = state;
      entry.revision = e.revision;
      entry.lastHash = e.metadata.hash;
      const next = events[i + 1];
      const endsCommand = next ? next.metadata.commandId !== e.metadata.commandId : !options.more;
      if (reuse && i === events.length - 1) entry.state = options.after!;
      if (endsCommand && (reuse ? i === events.length - 1 : true) && due(e.revision + 1)) {
        entry.snapshots.set(e.revision + 1, entry.state);
        lastSnapshot = e.revision + 1;
        weight = 0;
      }
    }
    entry!.weightSinceSnapshot = weight;
    // (Re)stored so that the cache counts the game's new size and marks it recently used. The entry
    // grew in place, and lru-cache recomputes a size only for a new value: so it is taken out first.
    this.entries.delete(gameId);
    this.entries.set(gameId, entry!);
    return entry!;
  }

  /** Drops a cached game (after a lost race the next read reloads it). */
  forget(gameId: string) {
    this.entries.delete(gameId);
  }

  /** Games cached now, and their events in all. */
  get size(): { games: number; events: number } {
    return { games: this.entries.size, events: this.entries.calculatedSize };
  }

  /**
   * The state after exactly the first `eventNumber` events (1 = right after GameCreated), even
   * inside a command; readers show boards after whole commands (commandEndOf).
   * Null if the game does not exist or has fewer events. `caughtUp`: the game's entry the caller
   * has just read with current() (a board at an event reads the store once less).
   */
  async at(gameId: string, eventNumber: number, caughtUp?: GameEntry): Promise<GameState | null> {
    const entry = caughtUp ?? (await this.current(gameId));
    if (!entry || eventNumber < 1 || eventNumber > entry.revision + 1) return null;
    if (eventNumber === entry.revision + 1) return entry.state;
    let base = 0;
    for (const n of entry.snapshots.keys()) if (n <= eventNumber && n > base) base = n;
    let state = base ? entry.snapshots.get(base)! : null;
    if (base === eventNumber) return state;
    // Only the payloads where the store can read them alone (EventStore.readPayloads): a fold reads nothing else.
    if (this.store.readPayloads) {
      const payloads = await this.store.readPayloads(streamOf(gameId), base, eventNumber - 1);
      for (const p of payloads) state = evolve(state, gameEventOf(p.type, p.data, p.schemaVersion));
      return state;
    }
    const events = await this.store.readStream(streamOf(gameId), { fromRevision: base, toRevision: eventNumber - 1 });
    for (const e of events) state = evolve(state, toGameEvent(e));
    return state;
  }
}
