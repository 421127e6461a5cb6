// Before and after, in one run: the board-http row's load (10 clients asking the
// viewer's board at random events of the long game, bench/rows/board-http.ts)
// against two builds of the engine, their slices interleaved so that what else
// the machine does weighs on both alike. Prints, for each: p50, p99, boards/s and
// server CPU ms per board (from /proc), the ratios after ÷ before, and the load
// average. Not a row of the table: a tool for telling whether a change moved the
// row (docs/performance.md).
//
//   npx ts-node --transpile-only bench/ab-board-http.ts --base /path/to/other/checkout [--after /path] [--slices 6] [--slice-s 2]
//     [--before-node-options '--max-semi-space-size=32'] [--after-node-options ...]
//
// --base is another checkout of the engine, built (`npx tsc -b tsconfig.build.json` there); "after" is this one's
// dist/ (build it first), or --after's (to compare two steps of a change). Each engine serves its own copy of the long game's SQLite file. Both are asked the same
// events in the same order. With BENCH_PROFILE_DIR set, this checkout's engine writes a CPU profile there.
// Before timing, both are asked the viewer's board and every other field of a board at --check random events
// (default 60) and must answer the same JSON value (whitespace aside: a change meant to keep answers).
// --before-node-options / --after-node-options: NODE_OPTIONS for that engine only (a flag's effect, same build on both
// sides with --base .). Prints each engine's resident memory at the end, and its peak.
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardLoads, drawn } from './lib/board-load';
import { gqlClient, merged, type LoadResult } from './lib/http-load';
import { longGameDb } from './lib/long-game-db';
import { ROOT, startEngine, stopAll, type Served } from './lib/processes';
import { runScript } from './lib/row';
import { seeded, viewerBoardQuery } from './lib/viewer-query';
import { arg } from './lib/args';

const CLIENTS = 10;

/** Every field of a board the viewer's query leaves out, for the answer check. */
const FULL_BOARD = `query Full($gameId: String!, $atEvent: Int) { board(gameId: $gameId, atEvent: $atEvent) {
  gameId rulesetId eventNumber status winner result rulingReason round currentPower phase phaseName actingPowers
  victoryPending { side power } powers { power side pus capital seatTaken player seat } relations { a b kind }
  territories { name kind owner production capturedThisTurn units { type owner count damage } }
  units { id type owner at damage carriedBy portZone } purchased { type count } kamikazeTokens { power count }
  kamikazeWindow { by against targets tokens } battles
  battle { place kind attacker defender round step attackers defenders awaiting waitingFor landing { unit options } hits { notAir notSub airOnly any } }
  pendingDecisions { kind power seat player place commands rule required units places targets tokens }
} }`;

const round = (x: number, digits = 1) => +x.toFixed(digits);

/** A process's peak resident memory so far, in MB (VmHWM in /proc). */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function main() {
  const base = arg('base');
  const afterRoot = arg('after', ROOT);
  const slices = Number(arg('slices', '6'));
  const sliceS = Number(arg('slice-s', '2'));
  const { path, game } = await longGameDb();
  const dir = mkdtempSync(join(tmpdir(), 'bench-ab-board-'));
  const servers: Served[] = [];
  try {
    for (const k of ['before', 'after']) copyFileSync(path, join(dir, `${k}.db`));
    const nodeOptions = (k: string): Record<string, string> => {
      const o = arg(`${k}-node-options`, '');
      return o ? { NODE_OPTIONS: o } : {};
    };
    const before = await startEngine(join(dir, 'before.db'), nodeOptions('before'), { root: base, profile: false });
    servers.push(before);
    const after = await startEngine(join(dir, 'after.db'), nodeOptions('after'), { root: afterRoot });
    servers.push(after);
    const served = { before, after };
    const keys = ['before', 'after'] as const;
    const clients = { before: gqlClient(before.url, CLIENTS + 2), after: gqlClient(after.url, CLIENTS + 2) };
    const loads = {
      before: boardLoads(clients.before, game.gameId, game.events.length, CLIENTS),
      after: boardLoads(clients.after, game.gameId, game.events.length, CLIENTS),
    };
    for (const k of keys) {
      const r = await clients[k].post(viewerBoardQuery(), { gameId: game.gameId }); // the cold load of the game
      if (!drawn(r)) throw new Error(`${k}: the board now was not drawn: ${JSON.stringify(r.errors)}`);
    }
    const checks = Number(arg('check', '60'));
    const pick = seeded(7);
    for (let i = 0; i < checks; i++) {
      const variables = { gameId: game.gameId, atEvent: 1 + pick(game.events.length) };
      for (const query of [viewerBoardQuery(), FULL_BOARD]) {
        const [b, a] = await Promise.all(keys.map((k) => clients[k].post(query, variables)));
        if (JSON.stringify(b) !== JSON.stringify(a)) throw new Error(`answers differ at event ${variables.atEvent}`);
        if (b.errors) throw new Error(`errors at event ${variables.atEvent}: ${JSON.stringify(b.errors)}`);
      }
    }
    for (const k of keys) await loads[k].at(1.5, 0);
    const load0 = loadavg()[0];
    const results: Record<(typeof keys)[number], LoadResult[]> = { before: [], after: [] };
    // CPU over a slice, from before its first request to after its last answer (closedLoop returns once every
    // client's last request is answered): nothing is in flight at either end.
    const cpu = { before: 0, after: 0 };
    const boards = { before: 0, after: 0 };
    for (let i = 0; i < slices; i++) {
      // The order turns each slice, so that neither is always first.
      for (let j = 0; j < keys.length; j++) {
        const k = keys[(i + j) % keys.length];
        const t0 = served[k].cpuMs();
        const n0 = loads[k].answered.at;
        results[k].push(await loads[k].at(0.2, sliceS));
        cpu[k] += served[k].cpuMs() - t0;
        boards[k] += loads[k].answered.at - n0;
      }
    }
    const load1 = loadavg()[0];
    for (const k of keys) clients[k].close();
    const r = { before: merged(results.before), after: merged(results.after) };
    for (const k of keys) if (r[k].errors) throw new Error(`${k}: ${r[k].errors} requests without a drawn board`);
    // ÷ every board answered in the slices, the ones closedLoop does not time (its warm-up) included.
    const cpuMs = (k: (typeof keys)[number]) => cpu[k] / boards[k];
    const line = {
      p50: { before: round(r.before.p50), after: round(r.after.p50), ratio: round(r.after.p50 / r.before.p50, 3) },
      p99: { before: round(r.before.p99), after: round(r.after.p99), ratio: round(r.after.p99 / r.before.p99, 3) },
      cpuMsPerBoard: {
        before: round(cpuMs('before'), 2),
        after: round(cpuMs('after'), 2),
        ratio: round(cpuMs('after') / cpuMs('before'), 3),
      },
      boardsPerSecond: {
        before: round(r.before.perSecond),
        after: round(r.after.perSecond),
        ratio: round(r.after.perSecond / r.before.perSecond, 3),
      },
      boards: { before: r.before.requests, after: r.after.requests },
      rssMb: { before: Math.round(served.before.rssMb()), after: Math.round(served.after.rssMb()) },
      peakRssMb: { before: Math.round(peakRssMb(served.before.pid)), after: Math.round(peakRssMb(served.after.pid)) },
      loadAverage: { start: round(load0, 2), end: round(load1, 2) },
      answersCompared: checks * 2,
    };
    console.log(JSON.stringify(line));
  } finally {
    await stopAll(servers, dir);
  }
}

runScript(main);
