// The course of a game, from its events only: one row per turn played (round,
// power) with the power's PUs, the income it collected, its units and their
// value and the production of its land at the end of that turn, and where the
// turn began (so a replay viewer can chart the game and jump to any turn).
//
// One pass over the events through the engine's evolve: a row's figures are
// read off the state once per turn (at the end of the command that ends it),
// never by rebuilding a state per turn. The pass is kept per game (CourseCache)
// and resumed from the last event folded, so a live game costs only its new
// events; an evicted game is folded again when next asked for.
import { LRUCache } from 'lru-cache';
import { evolve, rulesetView, territoryValue, type GameState, type GameEvent, type PowerId } from '../src/rules';
import { toGameEvent } from '../src/app/upcast';
import type { EventStore, RecordedEvent } from '../src/store/port';
import { streamOf } from './game-states';

export interface CourseRow {
  round: number;
  power: string;
  /**
   * Where the turn began: the board after this many events is its first (the end of the command
   * that started it, as Game.timeline's purchase mark; 1 for the turn the game was created in).
   */
  eventNumber: number;
  /** The board the figures are read from: the end of the command that ended the turn; null while it goes on. */
  endEventNumber: number | null;
  /** The turn has ended (TurnEnded); otherwise the figures are the game's latest. */
  finished: boolean;
  pus: number;
  /** The amount of the power's IncomeCollected in this turn; null if it collected none (yet). */
  income: number | null;
  /** Units the power has on the board, facilities not counted. */
  units: number;
  /** The sum of the purchase costs of those units (a unit that cannot be bought counts 0; damage does not lower it). */
  unitValue: number;
  /** Facilities (industrial complexes, airfields, harbours) the power has on the board. */
  facilities: number;
  /** The sum of their purchase costs. */
  facilityValue: number;
  /** The production (value) of the land territories the power owns (RULES §3), before objectives, convoys or capital loss. */
  production: number;
}

type Figures = Pick<CourseRow, 'pus' | 'units' | 'unitValue' | 'facilities' | 'facilityValue' | 'production'>;

/** What a turn's row is being built from while the pass goes on. */
interface OpenTurn {
  round: number;
  power: string;
  eventNumber: number;
  /** The command that started the turn (or the power's first step), while its events are read: the mark is its end. */
  startCommand: string | null;
  income: number | null;
  /** The command whose TurnEnded ended the turn (its row is closed once that command's events are all folded). */
  endCommand: string | null;
}

/** The fold of one game so far. */
export interface CourseFold {
  state: GameState | null;
  /** Revision of the last event folded (-1: none). */
  revision: number;
  rows: CourseRow[];
  /** The turn going on: a row per power playing it (pacific-2001 Britain: India's, then Australia's once its first step began). */
  open: OpenTurn[] | null;
  /** A turn ended by the command being folded: its figures are the board at that command's end. */
  closing: OpenTurn[] | null;
}

export function emptyCourse(): CourseFold {
  return { state: null, revision: -1, rows: [], open: null, closing: null };
}

/** The power's figures on a board: one pass over its units and its land. */
export function figuresOf(state: GameState, power: string): Figures {
  const rs = rulesetView(state.rulesetId);
  const f: Figures = { pus: state.pus[power as PowerId] ?? 0, units: 0, unitValue: 0, facilities: 0, facilityValue: 0, production: 0 };
  const units = state.units.all();
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.owner !== power) continue;
    const profile = rs.findUnit(u.type);
    const cost = profile?.cost ?? 0;
    if (profile?.domain === 'facility' || profile?.isInfrastructure) {
      f.facilities++;
      f.facilityValue += cost;
    } else {
      f.units++;
      f.unitValue += cost;
    }
  }
  for (const t of rs.data.territories)
    if (t.kind === 'land' && state.owners[t.name] === power) f.production += territoryValue(state, rs, t.name);
  return f;
}

function rowOf(turn: OpenTurn, state: GameState, endEventNumber: number | null, finished: boolean): CourseRow {
  return {
    round: turn.round,
    power: turn.power,
    eventNumber: turn.eventNumber,
    endEventNumber,
    finished,
    income: turn.income,
    ...figuresOf(state, turn.power),
  };
}

/**
 * Folds `events` (the next ones, in order) into `fold`. `complete`: the last event is the game's
 * last one read (so it ends its command); false when more of a longer read follow.
 */
export function foldCourse(fold: CourseFold, events: readonly RecordedEvent[], complete: boolean): CourseFold {
  for (const e of events) {
    if (e.revision <= fold.revision) continue;
    if (e.revision !== fold.revision + 1) throw new RangeError(`course: event revision ${e.revision} after ${fold.revision}`);
    const commandId = e.metadata.commandId;
    // A new command: the one that ended a turn is over, and the board before this event is that turn's last.
    if (fold.closing && fold.closing[0].endCommand !== commandId) {
      for (const t of fold.closing) fold.rows.push(rowOf(t, fold.state!, fold.revision + 1, true));
      fold.closing = null;
    }
    const event = toGameEvent(e) as GameEvent;
    const before = fold.state;
    fold.state = evolve(fold.state, event);
    fold.revision = e.revision;
    const number = e.revision + 1;
    const open = fold.open;
    // A turn's (or a power's first step's) mark is the end of the command that began it, as Game.timeline's.
    for (const t of open ?? []) {
      if (t.startCommand === commandId) t.eventNumber = number;
      else t.startCommand = null;
    }
    if (e.revision === 0) {
      // The turn the game was created in has no TurnStarted of its own (Game.timeline's first mark).
      fold.open = [openTurn(fold.state.round, fold.state.current, number, commandId)];
    } else if (event.type === 'TurnStarted') {
      const { round, power } = event.data;
      if (open?.some((t) => t.round === round && t.power === power)) continue;
      // A turn that began without the last one ending (never seen in a played game): kept, marked unfinished.
      if (open) for (const t of open) fold.rows.push(rowOf(t, before!, number - 1, false));
      fold.open = [openTurn(round, power, number, commandId)];
    } else if (event.type === 'PhaseStarted' && open && open[0].round === event.data.round) {
      // RULES §7, AMBIG-43: a player's turn for several powers (pacific-2001 Britain): each power's row from its first step.
      if (!open.some((t) => t.power === event.data.power)) open.push(openTurn(event.data.round, event.data.power, number, commandId));
    } else if (event.type === 'IncomeCollected') {
      const t = open?.find((x) => x.power === event.data.power);
      if (t) t.income = (t.income ?? 0) + event.data.amount;
    } else if (event.type === 'TurnEnded' && open) {
      for (const t of open) t.endCommand = commandId;
      fold.closing = open;
      fold.open = null;
    }
  }
  if (complete && fold.closing) {
    for (const t of fold.closing) fold.rows.push(rowOf(t, fold.state!, fold.revision + 1, true));
    fold.closing = null;
  }
  return fold;
}

function openTurn(round: number, power: string, eventNumber: number, startCommand: string): OpenTurn {
  return { round, power, eventNumber, startCommand, income: null, endCommand: null };
}

/** The rows so far, with the turn going on (if any) read off the latest state. */
export function courseRows(fold: CourseFold): CourseRow[] {
  const extra: CourseRow[] = [];
  if (fold.state && fold.closing) for (const t of fold.closing) extra.push(rowOf(t, fold.state, fold.revision + 1, true));
  if (fold.state && fold.open) for (const t of fold.open) extra.push(rowOf(t, fold.state, null, false));
  return extra.length ? [...fold.rows, ...extra] : fold.rows;
}

/** The course of a whole list of events (tests, tools). */
export function courseOf(events: readonly RecordedEvent[]): CourseRow[] {
  return courseRows(foldCourse(emptyCourse(), events, true));
}

export interface CourseCacheOptions {
  /** Games kept at most (default 100). */
  maxGames?: number;
  /** Events read and folded at a time (default 100, as GameStates reads: parsed events die young). */
  readChunk?: number;
}

/**
 * The course folds of recent games, resumed from their last event on each read. Reads of one
 * game are chained, so two requests at once fold its new events once, in order.
 */
export class CourseCache {
  private readonly folds: LRUCache<string, Promise<CourseFold>>;
  private readonly readChunk: number;

  constructor(
    private readonly store: EventStore,
    options: CourseCacheOptions = {},
  ) {
    this.folds = new LRUCache({ max: options.maxGames ?? 100 });
    this.readChunk = options.readChunk ?? 100;
  }

  /** The game's course up to its latest event; [] for a game with no events. */
  async course(gameId: string): Promise<CourseRow[]> {
    const before = this.folds.get(gameId) ?? Promise.resolve(emptyCourse());
    const next = before.catch(() => emptyCourse()).then((fold) => this.catchUp(gameId, fold));
    this.folds.set(gameId, next);
    next.catch(() => {
      if (this.folds.get(gameId) === next) this.folds.delete(gameId);
    });
    return courseRows(await next);
  }

  private async catchUp(gameId: string, fold: CourseFold): Promise<CourseFold> {
    for (;;) {
      const events = await this.store.readStream(streamOf(gameId), { fromRevision: fold.revision + 1, limit: this.readChunk });
      const full = events.length === this.readChunk;
      foldCourse(fold, events, !full);
      if (!full) return fold;
      // A long game's first fold takes a second or so: let other requests (a viewer's boards) in between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
