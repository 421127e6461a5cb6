// Row: starting the server, from spawning `node dist/bundle/serve.js` (what
// `npm start` runs after its check of the build, tools/build-if-stale.js) to the line
// saying it listens, on a store of MANY_GAMES games whose game list is
// checkpointed (a first start folds the log once and saves it). Also the first
// `games` query after the start, which folds whatever the checkpoint lacks, and
// `npm start` end to end. Baseline: the trivial Apollo server's start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gqlClient } from '../lib/http-load';
import { manyGamesCopy, MANY_GAMES } from '../lib/many-games';
import { BENCH_SECRET, freePort, spawnServer, startEngine, startTrivialApollo } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { msSince } from '../lib/stats';

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const path = await manyGamesCopy(join(dir, 'many.db'));
    // The first start on this copy folds the whole log into the game list and checkpoints it.
    const first = await startEngine(path);
    const client = gqlClient(first.url);
    let t0 = process.hrtime.bigint();
    const listed = await client.post('{ games(first: 500) { totalCount nodes { id } } }');
    const firstListMs = msSince(t0);
    if (listed.data?.games?.totalCount !== MANY_GAMES) throw new Error(`listed ${listed.data?.games?.totalCount} games`);
    client.close();
    await new Promise((r) => setTimeout(r, 200)); // the checkpoint is saved just after the read
    await first.stop();

    // Restarts: the measured ones.
    const again = await startEngine(path);
    const c2 = gqlClient(again.url);
    t0 = process.hrtime.bigint();
    await c2.post('{ games(first: 500) { totalCount nodes { id } } }');
    const listAfterRestartMs = msSince(t0);
    c2.close();
    await again.stop();

    const port = await freePort();
    const npm = await spawnServer(
      'npm',
      ['start', '--silent'],
      { PORT: String(port), SQLITE_PATH: path, TOKEN_SECRET: BENCH_SECRET },
      /GraphQL on/,
      port,
    );
    await npm.stop();

    const trivial = await startTrivialApollo();
    await trivial.stop();

    return {
      ratio: again.startMs,
      more: { againstTrivialApollo: again.startMs / trivial.startMs },
      measured: [
        { label: 'ms to listen (node dist/bundle/serve.js)', value: again.startMs },
        { label: 'ms for the first games query after the restart', value: listAfterRestartMs },
        { label: 'ms for npm start to listen', value: npm.startMs },
        { label: 'ms for the first games query on a store never checkpointed', value: firstListMs },
      ],
      baseline: [{ label: 'ms for the trivial Apollo server to listen', value: trivial.startMs }],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) runRow(measure);
