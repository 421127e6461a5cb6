// The engine alone under the board-http row's load (10 clients asking the
// viewer's board at random events of the long game, bench/lib/board-load.ts),
// for profiling: prints the server's CPU ms per board (from /proc), boards/s and
// p99. With BENCH_PROFILE_DIR set, the server writes a CPU profile there
// (bench/lib/processes.ts startEngine); docs/performance.md.
//
//   BENCH_PROFILE_DIR=/tmp/prof npx ts-node --transpile-only bench/profile-board-http.ts [seconds]
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardLoads } from './lib/board-load';
import { gqlClient } from './lib/http-load';
import { longGameDb } from './lib/long-game-db';
import { startEngine } from './lib/processes';

const CLIENTS = 10;

async function main() {
  const secs = Number(process.argv[2] ?? 10);
  const { path, game } = await longGameDb();
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-board-'));
  copyFileSync(path, join(dir, 'engine.db'));
  const engine = await startEngine(join(dir, 'engine.db'));
  try {
    const client = gqlClient(engine.url, CLIENTS + 2);
    const load = boardLoads(client, game.gameId, game.events.length, CLIENTS);
    await load.at(2, 0);
    const cpuBefore = engine.cpuMs();
    const n0 = load.answered.at;
    const r = await load.at(0, secs);
    const boards = load.answered.at - n0;
    console.log(
      JSON.stringify({
        boards,
        perSecond: +r.perSecond.toFixed(1),
        p99: Math.round(r.p99),
        errors: r.errors,
        cpuMsPerBoard: +((engine.cpuMs() - cpuBefore) / boards).toFixed(2),
      }),
    );
    client.close();
  } finally {
    await engine.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
