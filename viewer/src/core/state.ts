// The viewer's state, shared by every panel as signals (@preact/signals): the route, the
// chosen game with its ruleset and map, the moment (an event number that ends a command)
// and the board drawn there. Scrubbing sets `cursor` at once and the board follows: boards
// come from board(atEvent), kept in a cache and fetched ahead of the keys, and a newer
// scrub cancels an older request, so the drawn board is always the latest one asked for.
// A step of one command (a key, held or not, a button, the slider's own arrows) also asks
// for the boards after it in its direction, whether or not its own board has arrived.
import { batch, computed, signal } from '@preact/signals';
import { ViewerBoardDocument, ViewerGameDocument, ViewerRulesetDocument } from '../gql/graphql';
import type { ViewerBoardQuery, ViewerGameQuery, ViewerRulesetQuery } from '../gql/graphql';
import { query } from './api';
import { formatRoute, parseRoute, type Moment, type Route } from './url';

export type GameMeta = NonNullable<ViewerGameQuery['game']>;
export type RulesetData = ViewerRulesetQuery['ruleset'];
export type BoardData = NonNullable<ViewerBoardQuery['board']>;
export type PhaseMark = GameMeta['timeline'][number];

export const route = signal<Route>(parseRoute(location.search));
export const game = signal<GameMeta | null>(null);
export const ruleset = signal<RulesetData | null>(null);
/** The moment shown: an event number that ends a command (Game.commandEnds). */
export const cursor = signal(0);
/** The board drawn: the board at `cursor` once it has arrived. */
export const board = signal<BoardData | null>(null);
/**
 * The moment the panels around the map show (the timeline's phase, the events, the course's marker, the
 * arrows): the cursor once its board is drawn and the page idle after it; after a jump (the slider, a
 * click, a phase key), once the cursor has also rested on it (`REST_MS`); the cursor itself when its board
 * cannot be read. A scrub to a moment not fetched yet had the panels render and paint first, and the
 * board's answer waited behind their frame and the chart's redraw; now the board is painted first, and a
 * slider moved on at once renders no panels for the moments it passes (docs/performance.md, "The scrub's
 * panels follow the drawn board"). The slider and its readout follow the cursor at once: they are the input.
 */
export const shown = signal(0);
/** A message for the person watching (a game that does not exist, the server gone). */
export const problem = signal<string | null>(null);

/** The index of the cursor in commandEnds (the slider's value). */
export const commandIndex = computed(() => {
  const ends = game.value?.commandEnds ?? [];
  return Math.max(0, lowerBound(ends, cursor.value));
});

/** The phase mark the cursor is in (the last one at or before it). */
export const currentMark = computed(() => markAt(game.value?.timeline ?? [], cursor.value));

/** The phase mark of the moment shown (`shown`): what the panels around the map follow. */
export const shownMark = computed(() => markAt(game.value?.timeline ?? [], shown.value));

/** The index of `shown` in commandEnds. */
export const shownIndex = computed(() => {
  const ends = game.value?.commandEnds ?? [];
  return Math.max(0, lowerBound(ends, shown.value));
});

/** First index i with xs[i] >= n (xs sorted ascending); xs.length if none. */
export function lowerBound(xs: readonly number[], n: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function markAt(marks: readonly PhaseMark[], event: number): PhaseMark | null {
  let found: PhaseMark | null = null;
  for (const m of marks) {
    if (m.eventNumber > event) break;
    found = m;
  }
  return found;
}

// ---- navigation

export function navigate(r: Route, replace = false): void {
  const url = formatRoute(r);
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  route.value = r;
}

addEventListener('popstate', () => {
  route.value = parseRoute(location.search);
});

let urlTimer: ReturnType<typeof setTimeout> | undefined;
/** The URL follows the cursor (replaced, not pushed: scrubbing is not a history of pages). */
function syncUrl(): void {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(() => {
    const r = route.peek();
    if (r.view !== 'game') return;
    const g = game.peek();
    const atEnd = g && cursor.peek() >= g.eventCount;
    const at: Moment = atEnd ? { kind: 'end' } : { kind: 'event', event: cursor.peek() };
    navigate({ ...r, at }, true);
  }, 150);
}

// ---- loading a game

const rulesets = new Map<string, Promise<RulesetData>>();
function rulesetFor(id: string, options: readonly string[]): Promise<RulesetData> {
  const key = `${id}|${[...options].sort().join(',')}`;
  let p = rulesets.get(key);
  if (!p) {
    p = query(ViewerRulesetDocument, { id, options: [...options] }).then((r) => r.ruleset);
    p.catch(() => rulesets.delete(key));
    rulesets.set(key, p);
  }
  return p;
}

/** Loads a game's meta (timeline, command ends) and ruleset, then moves to `at`. */
export async function openGame(gameId: string, at: Moment): Promise<void> {
  problem.value = null;
  boards.clear();
  const meta = (await query(ViewerGameDocument, { id: gameId })).game;
  if (!meta) {
    batch(() => {
      game.value = null;
      board.value = null;
      problem.value = `There is no game with the id ${gameId}.`;
    });
    return;
  }
  const rs = await rulesetFor(meta.rulesetId, meta.options);
  batch(() => {
    ruleset.value = rs;
    game.value = meta;
    // Nothing of this game is drawn yet: its panels wait for its first board.
    shown.value = 0;
  });
  await goTo(resolveMoment(meta, at));
}

/** Re-reads the game's meta (after new events, in live mode) without moving the cursor. */
export async function refreshGame(): Promise<GameMeta | null> {
  const g = game.peek();
  if (!g) return null;
  const meta = (await query(ViewerGameDocument, { id: g.id })).game;
  if (meta && game.peek()?.id === meta.id) game.value = meta;
  return meta;
}

/** The event number a deep link names: the end of the game, an event, or where a phase began. */
export function resolveMoment(meta: GameMeta, at: Moment): number {
  if (at.kind === 'event') return Math.min(Math.max(1, at.event), meta.eventCount);
  if (at.kind === 'phase') {
    const marks = meta.timeline.filter(
      (m) => m.round === at.round && (!at.power || m.power === at.power) && (!at.phase || m.phase === at.phase),
    );
    if (marks.length) return marks[0].eventNumber;
    problem.value = `Round ${at.round}${at.power ? `, ${at.power}` : ''}${at.phase ? `, ${at.phase}` : ''} has not been reached in this game: showing its end.`;
  }
  return meta.eventCount;
}

// ---- boards

const CACHE = 400;
/** Boards by the event number asked for (an LRU: re-inserted on use). */
const boards = new Map<number, Promise<BoardData>>();
/** The boards of `boards` that have arrived. */
const arrived = new WeakSet<Promise<BoardData>>();
let inFlight: AbortController | undefined;
let inFlightTarget = -1;

/** The board after the command containing `atEvent` of the open game, from the cache when it is there (hover previews). */
export function boardAt(atEvent: number): Promise<BoardData> | null {
  const g = game.peek();
  return g ? fetchBoard(g.id, atEvent) : null;
}

function fetchBoard(gameId: string, atEvent: number, signal?: AbortSignal): Promise<BoardData> {
  const hit = boards.get(atEvent);
  if (hit) {
    boards.delete(atEvent);
    boards.set(atEvent, hit);
    return hit;
  }
  const p = query(ViewerBoardDocument, { gameId, atEvent }, signal).then((r) => {
    if (!r.board) throw new Error(`game ${gameId} has no board`);
    return r.board;
  });
  p.then(
    () => arrived.add(p),
    () => boards.delete(atEvent),
  );
  boards.set(atEvent, p);
  while (boards.size > CACHE) boards.delete(boards.keys().next().value!);
  return p;
}

/**
 * Boards near the cursor after a jump, fetched while the person looks (a first step then draws from
 * the cache, and asks for those further on itself). Three, not the five of before: each is a request
 * and a reply parsed on the page while the next scrub may already wait, and the server's time.
 * Asked for once the cursor has rested `REST_MS` on the jump's board: a slider dragged or scrubbed
 * moment to moment would otherwise ask for three boards at every moment it passes, which nobody
 * steps to, and which the server answers before the next moment's board.
 */
const REST_MS = 120;
let resting: ReturnType<typeof setTimeout> | undefined;
function prefetchAround(g: GameMeta, event: number): void {
  const ends = g.commandEnds;
  const i = lowerBound(ends, event);
  for (const j of [i + 1, i - 1, i + 2]) {
    if (j >= 0 && j < ends.length && !boards.has(ends[j])) void fetchBoard(g.id, ends[j]).catch(() => undefined);
  }
}

/**
 * Boards asked for ahead of a step, in its direction. A held key steps every 33 ms and the server
 * answers a board in tens of ms, more on a busy machine: the boards a few steps on must already be
 * on their way when the key comes, or the cursor overtakes them and none is drawn until the key is
 * let go. In the steady state of a held key this is one request a step (the one that just came
 * into reach), as before.
 */
const AHEAD = 6;

/** Asks for the `AHEAD` boards after index `i` of the command ends, in direction `dir` (1 or -1). */
function prefetchAhead(g: GameMeta, i: number, dir: number): void {
  const ends = g.commandEnds;
  for (let k = 1; k <= AHEAD; k++) {
    const j = i + k * dir;
    if (j < 0 || j >= ends.length) break;
    if (!boards.has(ends[j])) void fetchBoard(g.id, ends[j]).catch(() => undefined);
  }
}

/**
 * The panels follow a board drawn once the page is idle after it (at most `PANELS_MS` later): the board,
 * which the person waits for, is painted without their work before it; a newer board cancels the wait.
 */
const PANELS_MS = 150;
let panelsWait: number | undefined;
function showWhenIdle(g: GameMeta, target: number): void {
  if (panelsWait !== undefined) cancelIdleCallback(panelsWait);
  panelsWait = requestIdleCallback(
    () => {
      panelsWait = undefined;
      if (cursor.peek() === target && game.peek()?.id === g.id) shown.value = target;
    },
    { timeout: PANELS_MS },
  );
}

/** Moves to an event (snapped to the end of its command) and draws the board there. */
export async function goTo(event: number): Promise<void> {
  const g = game.peek();
  if (!g || g.eventCount === 0) return;
  const ends = g.commandEnds;
  const index = Math.min(lowerBound(ends, Math.max(1, event)), ends.length - 1);
  const target = ends[index] ?? g.eventCount;
  // A move of one command is a step: the boards after it in its direction are wanted next.
  const from = lowerBound(ends, cursor.peek());
  const dir = Math.abs(index - from) === 1 && ends[from] === cursor.peek() ? index - from : 0;
  cursor.value = target;
  syncUrl();
  // A newer scrub cancels the request of an older one, never its own: going to the moment
  // already being fetched (a live page opened with ?live=1 asks twice) reuses that request.
  if (inFlightTarget !== target || !inFlight) {
    inFlight?.abort();
    inFlight = new AbortController();
    inFlightTarget = target;
  }
  const ac = inFlight;
  const cached = boards.get(target);
  // Not here yet: the boards after it are asked for now, not once it is drawn (which a held key may never let happen).
  if (dir && !(cached && arrived.has(cached))) prefetchAhead(g, index, dir);
  try {
    const b = await fetchBoard(g.id, target, cached ? undefined : ac.signal);
    if (cursor.peek() === target && game.peek()?.id === g.id) {
      board.value = b;
      // After the board's render (queued before this), in the same task: the requests' own cost never
      // delays the board, and nothing of the step is left for later, where the next key would wait on it.
      // A step's panels follow once the page is idle after its board.
      if (dir) {
        queueMicrotask(() => {
          if (cursor.peek() === target && game.peek()?.id === g.id) prefetchAhead(g, index, dir);
        });
        showWhenIdle(g, target);
      }
      // The neighbours, and the panels, once the cursor rests here, after this board is painted (the
      // neighbours' replies would otherwise be parsed while it draws). A step came from the board behind it
      // and has asked for those ahead. A slider dragged or scrubbed moment to moment renders the panels
      // (the timeline, the events, the course) only where it stops, not at every moment it passes.
      else {
        clearTimeout(resting);
        resting = setTimeout(() => {
          if (cursor.peek() !== target || game.peek()?.id !== g.id) return;
          prefetchAround(g, target);
          showWhenIdle(g, target);
        }, REST_MS);
      }
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') return;
    if (cursor.peek() !== target) return;
    // The panels follow the cursor without its board: they show the moment the person chose.
    batch(() => {
      problem.value = `The board at event ${target} could not be read: ${(err as Error).message}`;
      shown.value = target;
    });
  }
}

/** Steps `delta` commands (negative: back). */
export function step(delta: number): Promise<void> {
  const g = game.peek();
  if (!g) return Promise.resolve();
  const ends = g.commandEnds;
  const i = Math.min(Math.max(0, lowerBound(ends, cursor.peek()) + delta), ends.length - 1);
  return goTo(ends[i]);
}

export type Jump = 'phase' | 'turn' | 'round';
/** Jumps to where the next (delta 1) or previous (-1) phase, turn or round began. */
export function jump(unit: Jump, delta: 1 | -1): Promise<void> {
  const g = game.peek();
  if (!g) return Promise.resolve();
  // A turn is a player's: in pacific-2001 Great Britain's turn holds India's and Australia's phases (RULES §7).
  const players = new Map<string, string>();
  for (const p of ruleset.peek()?.players ?? []) for (const power of p.powers) players.set(power, p.seat);
  const playerOf = (power: string) => players.get(power) ?? power;
  const marks = g.timeline.filter((m, i, all) => {
    if (unit === 'phase') return true;
    const prev = all[i - 1];
    if (!prev) return true;
    return unit === 'turn' ? playerOf(prev.power) !== playerOf(m.power) || prev.round !== m.round : prev.round !== m.round;
  });
  const at = cursor.peek();
  if (delta > 0) {
    const next = marks.find((m) => m.eventNumber > at);
    return goTo(next ? next.eventNumber : g.eventCount);
  }
  // Back: to the start of the current unit, or, at its start already, the one before.
  const before = marks.filter((m) => m.eventNumber < at);
  return goTo(before.length ? before[before.length - 1].eventNumber : 1);
}
