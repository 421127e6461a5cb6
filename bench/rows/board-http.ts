// Row: the board a viewer draws, over HTTP (issue 29: "make the board row select
// what a viewer draws"). CLIENTS clients each send the viewer's own board query
// (viewer/src/core/core.graphql ViewerBoard: the powers, every territory with its
// units, the battles) at a random event of the long game, against the compiled
// server on its SQLite file, the next request when the last is answered. The
// baseline, measured in the same run and alternated with it in slices: the same
// query for the board now (no atEvent: the cached state, no replay), so the ratio
// shows what the replay adds; the goal is absolute, p99 ≤ 100 ms.
import { boardLoads, drawn } from '../lib/board-load';
import { gqlClient, merged, type LoadResult } from '../lib/http-load';
import { longGameDb } from '../lib/long-game-db';
import { startEngine } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { viewerBoardQuery } from '../lib/viewer-query';

const CLIENTS = 10;
const SLICES = 3;
const SLICE_S = 2;

export async function measure(): Promise<RowResult> {
  const { path, game } = await longGameDb();
  const total = game.events.length;
  const engine = await startEngine(path);
  const client = gqlClient(engine.url, CLIENTS + 2);
  const { at, now, answered } = boardLoads(client, game.gameId, total, CLIENTS);
  try {
    await client.post(viewerBoardQuery(), { gameId: game.gameId }).then((r) => {
      if (!drawn(r)) throw new Error(`the board now was not drawn: ${JSON.stringify(r.errors)}`);
    }); // the cold load of the game, not counted
    await at(1, 0);
    await now(0.5, 0);
    const slices: { at: LoadResult[]; now: LoadResult[] } = { at: [], now: [] };
    // CPU over a slice (nothing in flight at either end) ÷ every board answered in it, its warm-up's included.
    let cpuAt = 0;
    let boardsAt = 0;
    for (let i = 0; i < SLICES; i++) {
      const before = engine.cpuMs();
      const n0 = answered.at;
      slices.at.push(await at(0.2, SLICE_S));
      cpuAt += engine.cpuMs() - before;
      boardsAt += answered.at - n0;
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
        { label: 'server CPU ms per board', value: cpuAt / boardsAt },
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
