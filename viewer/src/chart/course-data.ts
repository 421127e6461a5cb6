// The game's course (Game.course, one row per turn played) as the chart and its table read
// it: fetched when a game opens and again when its eventCount grows (live mode), at most one
// request at a time (a burst of new commands ends in one more read, not one per command; the
// server folds only the events new since its last read). The measure shown is a signal too,
// so the chart, its legend and the table agree.
import { computed, effect, signal } from '@preact/signals';
import { ViewerCourseDocument, type Power, type ViewerCourseQuery } from '../gql/graphql';
import { query } from '../core/api';
import { board, game, shownMark } from '../core/state';

export type CourseRow = NonNullable<ViewerCourseQuery['game']>['course'][number];

export type Measure = 'pus' | 'income' | 'unitValue' | 'units' | 'production';

/** The measures offered, in the selector's order, with the words shown. */
export const MEASURES: readonly { key: Measure; label: string; title: string }[] = [
  { key: 'pus', label: 'PUs', title: "The power's PUs at the end of its turn" },
  { key: 'income', label: 'Income', title: 'The PUs it collected in its turn' },
  {
    key: 'unitValue',
    label: 'Unit value',
    title: 'The purchase cost of its units on the board at the end of its turn (facilities not counted)',
  },
  { key: 'units', label: 'Units', title: 'Its units on the board at the end of its turn (facilities not counted)' },
  { key: 'production', label: 'Production', title: 'The value of the land it owns at the end of its turn' },
];

export const measure = signal<Measure>('pus');
/** The rows of the open game ([] until read). */
export const courseRows = signal<CourseRow[]>([]);
/** Which game and how many of its events the rows are of. */
const loaded = { gameId: '', eventCount: -1 };
export const courseProblem = signal<string | null>(null);

let busy = false;
let again = false;

async function load(): Promise<void> {
  const g = game.peek();
  if (!g) return;
  if (busy) {
    again = true;
    return;
  }
  busy = true;
  try {
    const r = await query(ViewerCourseDocument, { id: g.id });
    // A game opened meanwhile: these rows are not its (the next read is).
    if (r.game && game.peek()?.id === r.game.id) {
      loaded.gameId = r.game.id;
      loaded.eventCount = r.game.eventCount;
      courseRows.value = r.game.course;
      courseProblem.value = null;
    }
  } catch (err) {
    courseProblem.value = `The course could not be read: ${(err as Error).message}`;
  } finally {
    busy = false;
    const now = game.peek();
    if (again || (now && (now.id !== loaded.gameId || now.eventCount > loaded.eventCount))) {
      again = false;
      if (now) void load();
    }
  }
}

/** A board is drawn: the course waits for the first one, so that its read (a fold of the whole game on a server that has not folded it yet) never delays the board. */
const boardShown = computed(() => board.value !== null);

// Read on opening a game (once its first board is drawn) and whenever it has more events than the rows were read at.
effect(() => {
  const g = game.value;
  if (!g || !boardShown.value) return;
  if (g.id !== loaded.gameId) {
    courseRows.value = [];
    loaded.eventCount = -1;
  }
  if (g.id !== loaded.gameId || g.eventCount > loaded.eventCount) void load();
});

/** The powers with a turn in the course, in turn order (their first turns' order). */
export const coursePowers = computed<Power[]>(() => {
  const seen = new Set<Power>();
  for (const r of courseRows.value) seen.add(r.power);
  return [...seen];
});

export interface CourseSeries {
  /** Rounds, first to last (the x values). */
  rounds: number[];
  /** Per power (coursePowers' order), the measure per round (null: no turn, or no income yet). */
  values: (number | null)[][];
  /** The row behind each value, for jumping (same shape as `values`). */
  rows: (CourseRow | null)[][];
}

/** The rows laid out as uPlot wants them: one x per round, one series per power. */
export const courseSeries = computed<CourseSeries>(() => {
  const rows = courseRows.value;
  const m = measure.value;
  const powers = coursePowers.value;
  if (!rows.length) return { rounds: [], values: powers.map(() => []), rows: powers.map(() => []) };
  const first = rows[0].round;
  const last = rows[rows.length - 1].round;
  const rounds = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const at = new Map(powers.map((p, i) => [p, i]));
  const values = powers.map(() => rounds.map((): number | null => null));
  const byCell = powers.map(() => rounds.map((): CourseRow | null => null));
  for (const r of rows) {
    const s = at.get(r.power)!;
    const i = r.round - first;
    // A power has one turn a round; should a round hold two, the later one is what the round ended with.
    values[s][i] = r[m];
    byCell[s][i] = r;
  }
  return { rounds, values, rows: byCell };
});

/** The turn of the moment shown (the cursor once its board is drawn) as "round/power": a string, so that steps within one turn change nothing downstream. */
const cursorTurnKey = computed(() => {
  const m = shownMark.value;
  return m ? `${m.round}/${m.power}` : '';
});

/** The turn the viewer's cursor is in (round and power), for the chart's marker and the table's current row. */
export const cursorTurn = computed(() => {
  const key = cursorTurnKey.value;
  if (!key) return null;
  const [round, power] = key.split('/');
  return { round: Number(round), power: power as Power };
});

/** The round under the chart's pointer (null: the pointer is elsewhere); the legend shows its values. */
export const hoverRound = signal<number | null>(null);

/** Whether the table view is shown instead of the chart (kept across games). */
export const tableView = signal(false);
