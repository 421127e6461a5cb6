// What each field costs the server, for the query cost limit (src/api/limits.ts,
// GRAPHQL_MAX_COST) and the per-client cost budget (src/api/rate-limits.ts,
// RATE_LIMIT_QUERY_COST). The weights are given to type-graphql as each field's
// `complexity` and read back by graphql-query-complexity's
// fieldExtensionsEstimator; a field's cost is its weight plus the cost of what is
// selected under it, and a field not listed costs nothing of its own (reading a
// field of an object already in memory is too small to count: limits.ts's
// plainField). An operation costs 1 plus its fields.
//
// Lists (issue 29): a page of `first` (or `last`) items costs its weight plus the
// page size times (`item` + the cost of one item's selection): pageCost. Without
// `first` the page's default size counts (games 50, events 50). So
// `games(first: 500) { nodes { board } }` costs 500 times a board, not one.
//
// The unit is one item of a page: reading and writing out one game of the list
// costs 1 (60 µs of CPU on the shared 2-core machine it was measured on). The
// weights were measured by bench/cost-weights.ts (issue 29): the server in
// process, 100 small games (6 events) and one of 257 events, each field asked of
// a page of 100 games, CPU time of the process, median of 7, the page asking only
// `id` subtracted; in items of 60 µs:
//   a game of the list, with or without the viewer's plain fields       1     item 1
//   an event of a page: 0.4 (its number), 0.9 (type, data, metadata),
//     2.2 (the viewer's fields with payload and summary)                      item 1
//   board now (its plain fields)                                        3 (8*) boardNow 8
//   board's territories with their units                                55    boardTerritories 50
//   board's units                                                       42    boardUnits 40
//   board replay (atEvent: a fold from the nearest snapshot)            21-31 boardReplay 30
//   position (the whole position document)                              44 (80*) position 80
//   chain: 8 for 6 events, 191 for 257 (a game's length is not known
//     before it runs: priced at about 100 events)                               chain 80
//   timeline: 4.5 for 6 events, 81 for 257; commandEnds 3 for 6                 timeline 35
//   record: 16 for 6 events, 120 for 257 (priced as chain: both read
//     every event, record folds them through the rules core)                    record 80
//   pendingDecisions                                                    1.5   pendingDecisions 2
// * bench/attack-list-cost.ts, the server as its own process, its CPU time for a
//   whole heavy query alone (10 ms resolution): board now 0.5 ms a game (8 units)
//   and position 4.8 ms (80), more than in process; the higher is used.
// The limit of 1,000 is then about 60 ms of CPU on that machine: a page of 500
// events costs 511 (the viewer's fields make it about 1,100 in truth: an event
// is priced between the plain and the rich selection), 25 games with the
// viewer's fields 36, the viewer's board 59 (each with 1 for the operation). A longer game costs more than its
// weight for the fields that read every event (chain, timeline, record): the
// limit bounds them per game, not per event.
//
// Not re-measured (issue 17's weights, relative to the same unit):
//   battleOdds: an exact Markov-chain computation that may run up to the odds
//     time limit (ODDS_TIMEOUT_MS) in the odds worker; 300 lets three into one
//     request under the default limit of 1000 and refuses ten at once before any runs.
//   legalDestinations, checkMove, movableUnits: a search over the map per unit.
//   moveTargets: legalDestinations for each group of alike movable units.
//   course: a fold of every event of the game the first time (then kept, and
//     resumed from the last event read: projections/course.ts).
//   createGameFromPosition: validates a whole position document.
//
// A weight may read whether an argument is given, a boolean's value, or the
// number of an argument listed in VALUE_ARGUMENTS (`first`, `last`), never a
// string's value nor another number's: limits.ts caches each operation's cost by
// the shape of its variables, in which strings count by presence only, and so do
// the numbers of variables given to no argument of VALUE_ARGUMENTS (a replay at
// any `atEvent` costs what a replay costs).
import type { ComplexityEstimator, ComplexityEstimatorArgs } from 'graphql-query-complexity';

export const COST = {
  battleOdds: 300,
  legalDestinations: 50,
  moveTargets: 100,
  checkMove: 20,
  movableUnits: 20,
  chain: 80,
  timeline: 35,
  course: 20,
  record: 80,
  /** The games list: reading the whole list to filter it (then `item` a game). */
  games: 10,
  /** A page of events: the stream's length and the read (then `item` an event). */
  events: 10,
  /** One item of a page (a game, an event), read and written out. */
  item: 1,
  pendingDecisions: 2,
  rulesetMap: 10,
  boardNow: 8,
  boardReplay: 30,
  boardTerritories: 50,
  boardUnits: 40,
  position: 80,
  createGameFromPosition: 20,
} as const;

/** The page size a list field's cost counts when no `first` or `last` is given (the resolvers' default). */
export const DEFAULT_PAGE = 50;
/** The largest page (types/paging.ts MAX_PAGE): a larger one is refused when it runs, so it counts as this many. */
const LARGEST_PAGE = 500;

/** The only arguments whose numbers a weight reads (pageSizeOf); see the top of this file. */
export const VALUE_ARGUMENTS: ReadonlySet<string> = new Set(['first', 'last']);

/** How many items a page of these arguments holds at most: `last`, else `first`, else the default. */
export function pageSizeOf(args: Record<string, unknown>): number {
  const n = typeof args.last === 'number' ? args.last : typeof args.first === 'number' ? args.first : DEFAULT_PAGE;
  return Math.max(0, Math.min(LARGEST_PAGE, Math.floor(n)));
}

/** A page of a list: its weight, plus for each item of the page the item's own cost and what is selected under it. */
export const pageCost =
  (weight: number, item: number): ComplexityEstimator =>
  ({ args, childComplexity }: ComplexityEstimatorArgs): number =>
    weight + pageSizeOf(args) * (item + childComplexity);

/** A replay (atEvent or atPhase given) costs a fold on top of the board now. */
const replayed = (args: Record<string, unknown>) => args.atEvent != null || args.atPhase != null;

/** board: the board now, or a replay, plus what is selected of it. */
export const boardCost = ({ args, childComplexity }: ComplexityEstimatorArgs): number =>
  childComplexity + COST.boardNow + (replayed(args) ? COST.boardReplay : 0);

/** position: the whole document, now or in a replay. */
export const positionCost = ({ args }: ComplexityEstimatorArgs): number => COST.position + (replayed(args) ? COST.boardReplay : 0);
