// Row: the board a viewer draws, over HTTP (issue 29: "make the board row select
// what a viewer draws"). CLIENTS clients each send the viewer's own board query
// (viewer/src/core/core.graphql ViewerBoard: the powers, every territory with its
// units, the battles) at a random event of the long game, against the compiled
// server on its SQLite file, the next request when the last is answered. The
// baseline, measured in the same run and alternated with it in slices: the same
// query for the board now (no atEvent: the cached state, no replay), so the ratio
// shows what the replay adds; the goal is absolute, p99 ≤ 100 ms.
import { closedLoop, gqlClient, merged, type LoadResult } from '../lib/http-load';
import { longGameDb } from '../lib/long-game-db';
import { startEngine } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { seeded, viewerBoardQuery } from '../lib/viewer-query';

const CLIENTS = 10;
const SLICES = 3;
const SLICE_S = 2;

export async function measure(): Promise<RowResult> {
  const { path, game } = await longGameDb();
  const total = game.events.length;
  const engine = await startEngine(path);
  const client = gqlClient(engine.url, CLIENTS + 2);
  const query = viewerBoardQuery();
  const rnd = seeded(29);
  const drawn = (r: { errors?: unknown; data?: { board?: { territories?: unknown[] } } }) =>
    !r.errors && Array.isArray(r.data?.board?.territories) && r.data.board.territories.length > 0;
  try {
    await client.post(query, { gameId: game.gameId }); // the cold load of the game, not counted
    const at = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async () => drawn(await client.post(query, { gameId: game.gameId, atEvent: 1 + rnd(total) })));
    const now = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async () => drawn(await client.post(query, { gameId: game.gameId })));
    await at(1, 0);
    await now(0.5, 0);
    const slices: { at: LoadResult[]; now: LoadResult[] } = { at: [], now: [] };
    let cpuAt = 0;
    for (let i = 0; i < SLICES; i++) {
      const before = engine.cpuMs();
      slices.at.push(await at(0.2, SLICE_S));
      cpuAt += engine.cpuMs() - before;
      slices.now.push(await now(0.2, SLICE_S));
    }
    const a = merged(slices.at);
    const n = merged(slices.now);
    if (a.errors || n.errors) throw new Error(`failed requests: at an event ${a.errors}, now ${n.errors}`);
    return {
      ratio: a.p99,
      more: { againstBoardNow: a.p99 / n.p99 },
      measured: [
        { label: 'p50 ms', value: a.p50 },
        { label: 'p99 ms', value: a.p99 },
        { label: 'boards/s', value: a.perSecond },
        { label: 'server CPU ms per board', value: cpuAt / a.requests },
      ],
      baseline: [
        { label: 'board now: p50 ms', value: n.p50 },
        { label: 'board now: p99 ms', value: n.p99 },
        { label: 'board now: boards/s', value: n.perSecond },
      ],
    };
  } finally {
    client.close();
    await engine.stop();
  }
}

if (require.main === module) runRow(measure);
