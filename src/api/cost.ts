// What each field costs the server, for the query cost limit (src/api/limits.ts,
// GRAPHQL_MAX_COST) and the per-client cost budget (src/api/rate-limits.ts,
// RATE_LIMIT_QUERY_COST). A field not listed costs 1. The weights are given to
// type-graphql as each field's `complexity` and read back by
// graphql-query-complexity's fieldExtensionsEstimator; a field's cost is its
// weight plus the cost of what is selected under it.
//
// The weights are rough measures of work, relative to reading one field of an
// object already in memory:
//   battleOdds: an exact Markov-chain computation that may run up to the odds
//     time limit (ODDS_TIMEOUT_MS) in the odds worker; 300 lets three into one
//     request under the default limit of 1000 and refuses ten at once before any runs.
//   legalDestinations, checkMove, movableUnits: a search over the map per unit.
//   moveTargets: legalDestinations for each group of alike movable units.
//   board/position at an event or phase: a replay fold of up to a hundred
//     events from the nearest snapshot; now: the cached state.
//   chain, timeline: read (and hash) every event of the game.
//   course: a fold of every event of the game the first time (then kept, and
//     resumed from the last event read: projections/course.ts).
//   record: reads every event of the game and folds it through the rules
//     core on every request (nothing kept), then writes text: as chain.
//   games: the whole game list.
//   createGameFromPosition: validates a whole position document.
//
// A weight may read whether an argument is given, or a number's or a boolean's
// value, never a string's value: limits.ts caches each operation's cost by the
// shape of its variables, in which strings count by presence only.
import type { ComplexityEstimatorArgs } from 'graphql-query-complexity';

export const COST = {
  battleOdds: 300,
  legalDestinations: 50,
  moveTargets: 100,
  checkMove: 20,
  movableUnits: 20,
  chain: 100,
  timeline: 20,
  course: 20,
  record: 100,
  games: 10,
  events: 10,
  rulesetMap: 10,
  boardNow: 5,
  boardReplay: 20,
  createGameFromPosition: 20,
} as const;

/** board and position: a replay (atEvent or atPhase given) costs more than the board now. */
export const boardCost = ({ args, childComplexity }: ComplexityEstimatorArgs): number =>
  childComplexity + (args.atEvent != null || args.atPhase != null ? COST.boardReplay : COST.boardNow);
