// The list of games, folded from the global event log only.
//
// - Appends made through this process's store are folded as they are made
//   (EventStore.onAppended), before the command's answer is built, so a game
//   just created or changed is listed as it now is, without a read.
// - Every read first catches up from the log after its position (appends by
//   other processes on the same SQLite file, or events pushed across a gap);
//   when nothing is new that is one indexed query returning nothing.
// - Where the store keeps projection checkpoints (SQLite), the list saves its
//   changed rows and its position every `checkpointEvery` events, and a restart
//   loads them and folds only the events after that position, instead of the
//   whole log. Elsewhere (memory, KurrentDB) it folds the log from the start.
//
// Each game's summary records how many of its events it has folded, and an
// event is folded only if it is that game's next one, so folding is idempotent:
// a pushed event, a re-read one or one already in a checkpoint counts once.
import { createdHeadline, headlineAfter, type GameHeadline } from '../src/rules';
import { toGameEvent } from '../src/app/upcast';
import type { EventStore, RecordedEvent } from '../src/store/port';
import { gameIdOf } from './game-states';

export interface GameSummary {
  gameId: string;
  name: string;
  rulesetId: string;
  options: string[];
  createdAt: string;
  updatedAt: string;
  round: number;
  currentPower: string;
  phase: string;
  status: 'active' | 'ended';
  /** The winning side once GameEnded (VIC-1..VIC-3) or a win by adjudication (docs/rulings.md), else null. */
  winner: 'Axis' | 'Allies' | null;
  /** How the game ended; null while it goes on (absent in summaries saved before rulings: read as null). */
  result?: GameResult | null;
  /** The organizer's reason for an adjudication or a voiding (docs/rulings.md); null otherwise. */
  rulingReason?: string | null;
  /** VIC-3: the side whose victory condition is pending, the power at whose turn end it first held, and the round. */
  victoryPending: { side: 'Axis' | 'Allies'; power: string; round: number } | null;
  seatsTaken: string[];
  /** By seat power: the bot that plays the seat (docs/bots.md); a seat a person plays is absent. */
  botSeats: Record<string, string>;
  eventCount: number;
  /** Set up from a position document (docs/positions.md), not a standard start. */
  setUp: boolean;
}

/**
 * How a game ended: won by a victory condition (GameEnded, VIC), or by the organizer's ruling
 * (docs/rulings.md): a side declared the winner, a draw, or voided (no result at all).
 */
export type GameResult = 'victory' | 'adjudicated' | 'draw' | 'voided';

/**
 * A listed game as folded and checkpointed: the rules' own headline (engine/headline.ts: round, power, phase,
 * status, winner, ruling) and what only the list keeps.
 */
interface ListedGame {
  gameId: string;
  name: string;
  options: string[];
  createdAt: string;
  updatedAt: string;
  headline: GameHeadline;
  seatsTaken: string[];
  botSeats: Record<string, string>;
  eventCount: number;
  setUp: boolean;
}

/** How a game ended, read from the rules' headline. */
function resultOf(h: GameHeadline): GameResult | null {
  if (h.ruling) return h.ruling.kind === 'voided' ? 'voided' : h.ruling.outcome === 'draw' ? 'draw' : 'adjudicated';
  return h.status === 'ended' ? 'victory' : null;
}

function summaryOf(g: ListedGame): GameSummary {
  const h = g.headline;
  return {
    gameId: g.gameId,
    name: g.name,
    rulesetId: h.rulesetId,
    options: g.options,
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
    round: h.round,
    currentPower: h.current,
    phase: h.phase,
    status: h.status,
    winner: h.winner,
    result: resultOf(h),
    rulingReason: h.ruling?.reason ?? null,
    victoryPending: h.victoryPending,
    seatsTaken: g.seatsTaken,
    botSeats: g.botSeats,
    eventCount: g.eventCount,
    setUp: g.setUp,
  };
}

/**
 * The checkpoint's name: change the version whenever ListedGame or the folding changes, so old checkpoints are not
 * used (3: rows hold the rules' headline, no longer a summary folded by hand; 4: and the bot seats).
 */
export const GAME_LIST_CHECKPOINT = 'game-list/4';

export interface GameListOptions {
  /** Save a checkpoint after this many events folded since the last one (default 500). */
  checkpointEvery?: number;
}

export class GameList {
  private readonly games = new Map<string, ListedGame>();
  /** Every event at or below this position is folded. */
  private position = 0;
  /** Where the store has cursors (KurrentDB): the last event read from the log, to resume exactly after it. */
  private cursor: string | undefined;
  private loading: Promise<void> | null = null;
  /** The checkpoint (if any) is loaded: from now on `position` can move. */
  private loaded = false;
  private catchingUp: Promise<void> | null = null;
  /** Games changed since the last checkpoint, and where that checkpoint was. */
  private readonly changed = new Set<string>();
  private savedAt = 0;
  private saving: NodeJS.Immediate | null = null;
  private readonly checkpointEvery: number;

  constructor(
    private readonly store: EventStore,
    options: GameListOptions = {},
  ) {
    this.checkpointEvery = options.checkpointEvery ?? 500;
    store.onAppended((events) => this.pushed(events));
  }

  async list(): Promise<GameSummary[]> {
    await this.catchUp();
    return [...this.games.values()]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.gameId.localeCompare(b.gameId))
      .map(summaryOf);
  }

  async get(gameId: string): Promise<GameSummary | null> {
    await this.catchUp();
    const g = this.games.get(gameId);
    return g ? summaryOf(g) : null;
  }

  /**
   * The game as get() gives it, for the answer of a command whose events were appended through this process's store
   * (the last at log position `position`, pushed to the list before the command is answered). When the list has
   * folded the log up to that position already, it holds every event up to it, the command's own among them, and
   * skips the catch-up's read: a query per mutation that found nothing (issue 29). The read could only find events
   * after the command's, which its answer need not show. Where pushes do not move the list's position (another
   * process appended between, or a store whose positions have gaps), it reads as get() does.
   */
  async getAfter(gameId: string, position: number): Promise<GameSummary | null> {
    if (!this.loaded || this.position < position) return this.get(gameId);
    const g = this.games.get(gameId);
    return g ? summaryOf(g) : null;
  }

  /** One catch-up at a time; concurrent readers share it. */
  private catchUp(): Promise<void> {
    this.catchingUp ??= this.readNew().finally(() => (this.catchingUp = null));
    return this.catchingUp;
  }

  private async readNew() {
    this.loading ??= this.load();
    await this.loading;
    for (;;) {
      const page = await this.store.readAll({ after: this.position, afterCursor: this.cursor, limit: 1000 });
      for (const e of page) {
        this.fold(e);
        this.position = Math.max(this.position, e.position);
        if (e.cursor !== undefined) this.cursor = e.cursor;
      }
      if (page.length < 1000) break;
    }
    this.maybeSave();
  }

  /** The last checkpoint, if the store keeps them. */
  private async load() {
    const saved = await this.store.checkpoints?.load(GAME_LIST_CHECKPOINT);
    if (saved) {
      for (const [gameId, row] of saved.rows) {
        const mine = this.games.get(gameId);
        // A game folded by a push before the checkpoint was read keeps whichever summary is further on.
        if (!mine || mine.eventCount < (row as ListedGame).eventCount) this.games.set(gameId, row as ListedGame);
      }
      this.position = saved.position;
      this.savedAt = saved.position;
    }
    this.loaded = true;
  }

  /** This process's appends, in position order, folded before their command is answered. */
  private pushed(events: readonly RecordedEvent[]) {
    for (const e of events) {
      this.fold(e);
      // Only a gapless log tells us nothing lies between: elsewhere the next read catches up.
      if (this.loaded && this.store.capabilities.gaplessPositions && e.position === this.position + 1) this.position = e.position;
    }
    this.maybeSave();
  }

  private fold(e: RecordedEvent) {
    const gameId = gameIdOf(e.streamId);
    if (!gameId) return;
    const event = toGameEvent(e);
    if (event.type === 'GameCreated') {
      if (e.revision !== 0 || this.games.has(gameId)) return;
      const { data } = event;
      this.games.set(gameId, {
        gameId,
        name: data.name,
        options: data.options,
        createdAt: e.metadata.time,
        updatedAt: e.metadata.time,
        headline: createdHeadline(event),
        seatsTaken: [],
        botSeats: {},
        eventCount: 1,
        setUp: data.setUp === true,
      });
      this.changed.add(gameId);
      return;
    }
    const g = this.games.get(gameId);
    if (!g || e.revision !== g.eventCount) return; // not this game's next event: folded already, or a gap the next read fills
    g.updatedAt = e.metadata.time;
    g.eventCount = e.revision + 1;
    if (event.type === 'SeatTaken') g.seatsTaken = [...g.seatsTaken, event.data.power];
    if (event.type === 'BotSeated') g.botSeats = { ...g.botSeats, [event.data.power]: event.data.bot };
    if (event.type === 'BotUnseated') {
      const { [event.data.power]: _gone, ...rest } = g.botSeats;
      g.botSeats = rest;
    }
    g.headline = headlineAfter(g.headline, event);
    this.changed.add(gameId);
  }

  /** Saves a checkpoint (on a later turn of the event loop) once enough events were folded since the last. */
  private maybeSave() {
    const checkpoints = this.store.checkpoints;
    if (!checkpoints || !this.loaded || this.saving || this.position - this.savedAt < this.checkpointEvery) return;
    this.saving = setImmediate(() => {
      this.saving = null;
      const position = this.position;
      const rows = [...this.changed].map((id) => [id, this.games.get(id)!] as const);
      this.changed.clear();
      checkpoints.save(GAME_LIST_CHECKPOINT, position, rows).then(
        () => (this.savedAt = Math.max(this.savedAt, position)),
        (err) => {
          // Not saved (the store is closing, or another process saved further on): the rows stay to save next
          // time, so every saved checkpoint has every game this process changed since its last one; the log has everything anyway.
          for (const [id] of rows) this.changed.add(id);
          if (/behind/.test(String((err as Error)?.message))) this.savedAt = Math.max(this.savedAt, position);
          else if (!/closed/.test(String((err as Error)?.message))) console.error('game list checkpoint not saved:', err);
        },
      );
    });
  }
}
