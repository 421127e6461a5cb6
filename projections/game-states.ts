// The state of each game, folded from its events only: the current board
// (caught up from the store on every read, so it is never stale) and the
// board after any event number (replay), from snapshots kept along the way.
import { evolve, type GameState } from '../src/rules';
import { toGameEvent } from '../src/app/upcast';
import type { EventStore, RecordedEvent } from '../src/store/port';

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

/** A snapshot every this many events keeps a replay of any point cheap. */
const SNAPSHOT_EVERY = 100;

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
  /** Events folded -> state after them. */
  snapshots: Map<number, GameState>;
}

export class GameStates {
  private readonly entries = new Map<string, GameEntry>();

  constructor(private readonly store: EventStore) {}

  /** The game as of its latest event, or null if there is no such game. */
  async current(gameId: string): Promise<GameEntry | null> {
    const entry = this.entries.get(gameId);
    const from = entry ? entry.revision + 1 : 0;
    const events = await this.store.readStream(streamOf(gameId), { fromRevision: from });
    if (!entry && events.length === 0) return null;
    return this.apply(gameId, events);
  }

  /** Folds events just appended (in order, following the cached revision). */
  apply(gameId: string, events: RecordedEvent[]): GameEntry {
    let entry = this.entries.get(gameId);
    for (const e of events) {
      if (entry && e.revision <= entry.revision) continue;
      if ((entry?.revision ?? -1) + 1 !== e.revision) throw new Error(`game ${gameId}: event ${e.revision} out of order`);
      const state = evolve(entry?.state ?? null, toGameEvent(e));
      const sameCommand = entry !== undefined && entry.commands.get(e.metadata.commandId)?.at(-1) === entry.revision;
      if (!entry) entry = { state, revision: 0, lastHash: '', commands: new Map(), commandEnds: [], snapshots: new Map() };
      if (sameCommand) entry.commandEnds[entry.commandEnds.length - 1] = e.revision + 1;
      else entry.commandEnds.push(e.revision + 1);
      entry.state = state;
      entry.revision = e.revision;
      entry.lastHash = e.metadata.hash;
      const revs = entry.commands.get(e.metadata.commandId) ?? [];
      revs.push(e.revision);
      entry.commands.set(e.metadata.commandId, revs);
      if ((e.revision + 1) % SNAPSHOT_EVERY === 0) entry.snapshots.set(e.revision + 1, state);
      this.entries.set(gameId, entry);
    }
    if (!entry) throw new Error(`game ${gameId}: no events`);
    return entry;
  }

  /** Drops a cached game (after a lost race the next read reloads it). */
  forget(gameId: string) {
    this.entries.delete(gameId);
  }

  /**
   * The state after exactly the first `eventNumber` events (1 = right after GameCreated), even
   * inside a command; readers show boards after whole commands (commandEndOf).
   * Null if the game does not exist or has fewer events.
   */
  async at(gameId: string, eventNumber: number): Promise<GameState | null> {
    const entry = await this.current(gameId);
    if (!entry || eventNumber < 1 || eventNumber > entry.revision + 1) return null;
    if (eventNumber === entry.revision + 1) return entry.state;
    let base = 0;
    for (const n of entry.snapshots.keys()) if (n <= eventNumber && n > base) base = n;
    let state = base ? entry.snapshots.get(base)! : null;
    const events = await this.store.readStream(streamOf(gameId), { fromRevision: base, toRevision: eventNumber - 1 });
    for (const e of events) state = evolve(state, toGameEvent(e));
    return state;
  }
}
