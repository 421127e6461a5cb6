// The board-http row's load (bench/rows/board-http.ts): clients each sending the
// viewer's own board query (viewer/src/core/core.graphql ViewerBoard) at a
// seeded random event of the long game, the next request when the last is
// answered; or the same query for the board now (no atEvent, no replay). Shared
// by the row, its before/after tool (bench/ab-board-http.ts) and its profiler
// (bench/profile-board-http.ts), so all three load the server alike.
import { closedLoop, type GqlClient, type LoadResult } from './http-load';
import { seeded, viewerBoardQuery } from './viewer-query';

export interface BoardLoads {
  /** Boards at random events (a replay each), `seconds` counted after `warmup` seconds not counted. */
  at(warmup: number, seconds: number): Promise<LoadResult>;
  /** The board now (the cached state, no replay). */
  now(warmup: number, seconds: number): Promise<LoadResult>;
  /**
   * Every request answered so far, by load, the ones closedLoop does not time (warm-up, the last past the end)
   * included: what the server's CPU over a slice is divided by.
   */
  answered: { at: number; now: number };
}

type BoardAnswer = { errors?: unknown; data?: { board?: { territories?: unknown[] } } };

/** An answer that draws a board: no error, and territories. */
export const drawn = (r: BoardAnswer) => !r.errors && Array.isArray(r.data?.board?.territories) && r.data.board.territories.length > 0;

/**
 * `clients` closed loops on `client` against the game `gameId` of `events` events. The moments come from a generator
 * seeded with `seed`: two loads made with one seed ask for the same events in the same order.
 */
export function boardLoads(client: GqlClient, gameId: string, events: number, clients: number, seed = 29): BoardLoads {
  const query = viewerBoardQuery();
  const rnd = seeded(seed);
  const answered = { at: 0, now: 0 };
  const ask = async (key: keyof typeof answered, variables: Record<string, unknown>) => {
    const r = await client.post(query, variables);
    answered[key]++;
    return drawn(r);
  };
  return {
    at: (warmup, seconds) => closedLoop(clients, warmup, seconds, () => ask('at', { gameId, atEvent: 1 + rnd(events) })),
    now: (warmup, seconds) => closedLoop(clients, warmup, seconds, () => ask('now', { gameId })),
    answered,
  };
}
