// The events of the phase the cursor is in (from the phase's mark to the next one), read a
// page at a time when the cursor enters another phase, and the moves among them, which the
// map draws as arrows. A phase of a long game is a few hundred events at most.
import { computed, effect, signal } from '@preact/signals';
import { ViewerEventsDocument, type ViewerEventsQuery } from '../gql/graphql';
import { query } from '../core/api';
import { cursor, game, shownMark } from '../core/state';

export type PhaseEvent = ViewerEventsQuery['events']['edges'][number]['node'];
type Moved = Extract<NonNullable<PhaseEvent['payload']>, { __typename?: 'UnitsMovedPayload' }>;

/** The phase's events, once read (empty while they load). */
export const phaseEvents = signal<PhaseEvent[]>([]);
/** The phase shown by phaseEvents: its first and last event numbers. */
export const phaseRange = signal<{ first: number; last: number } | null>(null);

export interface PhaseMove {
  number: number;
  power: string;
  from: string;
  /** The spaces entered, in order; the last is where the units stopped. */
  route: string[];
  units: number;
  battle: boolean;
}

/** The moves of the phase shown, as the map draws them. */
export const phaseMoves = computed<PhaseMove[]>(() =>
  phaseEvents.value.flatMap((e) => {
    const p = e.payload as Moved | null;
    if (p?.__typename !== 'UnitsMovedPayload' || !p.route.length) return [];
    return [{ number: e.number, power: p.power, from: p.from, route: p.route, units: p.units.length, battle: p.battle }];
  }),
);

/** The events between two marks, paged (500 a page). */
async function readRange(gameId: string, first: number, last: number, signal: AbortSignal): Promise<PhaseEvent[]> {
  const out: PhaseEvent[] = [];
  let after = first - 1;
  while (after < last) {
    const page = await query(ViewerEventsDocument, { gameId, first: Math.min(500, last - after), after: String(after) }, signal);
    out.push(...page.events.edges.map((e) => e.node));
    if (!page.events.pageInfo.hasNextPage || !page.events.edges.length) break;
    after = out[out.length - 1].number;
  }
  return out;
}

let loading: AbortController | undefined;
let waiting: ReturnType<typeof setTimeout> | undefined;
/** The read of the phase's events, while it waits for the cursor to rest. */
let pending: (() => void) | null = null;
const SETTLE_MS = 120;
effect(() => {
  const g = game.value;
  // The phase of the board drawn (the cursor's once its board arrives): its arrows are drawn with that board.
  const mark = shownMark.value;
  if (!g || !mark) {
    phaseEvents.value = [];
    phaseRange.value = null;
    return;
  }
  // A phase's events: the commands after its mark (the board as the phase began), through the
  // command that ends it and begins the next phase (the next mark).
  const marks = g.timeline;
  const i = marks.findIndex((m) => m.eventNumber === mark.eventNumber);
  const next = marks[i + 1];
  const first = i === 0 ? 1 : mark.eventNumber + 1;
  const last = next ? next.eventNumber : g.eventCount;
  const range = phaseRange.peek();
  if (range && range.first === first && range.last === last) return;
  loading?.abort();
  clearTimeout(waiting);
  const ac = new AbortController();
  loading = ac;
  phaseRange.value = { first, last };
  phaseEvents.value = [];
  // Read once the cursor rests in the phase: a scrub across many phases asks for none of those it
  // passes, and the board, which the person waits for first, never shares the line with a page of events.
  pending = () => {
    pending = null;
    readRange(g.id, first, last, ac.signal).then(
      (events) => {
        if (!ac.signal.aborted) phaseEvents.value = events;
      },
      () => undefined,
    );
  };
  waiting = setTimeout(pending, SETTLE_MS);
});
// Resting means the cursor stopped, not only its phase: a held key stepping through a long phase
// would otherwise list its events (hundreds of rows drawn at once) between two steps, and redraw
// them at every step after.
effect(() => {
  void cursor.value;
  if (!pending) return;
  clearTimeout(waiting);
  waiting = setTimeout(pending, SETTLE_MS);
});
