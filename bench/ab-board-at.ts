// Before and after, in one run: the board-at row's loop (bench/lib/board-at-gc.ts) on two checkouts, one process
// each, alternating, the same random events on both sides of a round, with the collector traced (--trace-gc-nvp).
// Prints per round and side: p50 and p99 of a board, CPU ms a board, young collections and their pauses, the bytes
// they promoted and what the timed boards allocated, kB a board (neither changes by waiting for a core, as the times
// do: a young collection is forced before and after the timed boards to count it), and the load average; and whether
// the two sides' boards were the same (a digest of every timed board's JSON, all fields: sameBoards).
// Not a row of the table: a tool for telling why the row moved (docs/performance.md, "Boards kept by their getters").
//
//   npx ts-node --transpile-only bench/ab-board-at.ts --base /path/to/other/checkout [--after /path] [--rounds 3] [--boards 600]
//
// Both checkouts run from source (ts-node), as the row does: no build needed. Each needs bench/.cache's long game.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { arg } from './lib/args';
import { ALLOCATED_END, RESULT, TIMED_END, TIMED_START } from './lib/board-at-gc';
import { ROOT } from './lib/processes';
import { runScript } from './lib/row';

interface Side {
  p50: number;
  p99: number;
  cpuMsPerBoard: number;
  heapMb: number;
  scavenges: number;
  scavengeMs: number;
  longestScavengeMs: number;
  fullGcs: number;
  promotedMb: number;
  /** What the timed boards allocated, kB a board (the collections' `allocated`, from a forced young collection to another). */
  allocatedKbPerBoard: number;
  load: number;
  /** Digest of the timed boards' JSON (bench/lib/board-at-gc.ts). */
  boards: string;
}

/** The figures of one traced run: its result line, and the collections between the timed boards' markers. */
function measure(checkout: string, boards: number, seed: number): Side {
  const load = loadavg()[0];
  const out = execFileSync(
    process.execPath,
    [
      '--trace-gc-nvp',
      '--expose-gc',
      '-r',
      'ts-node/register/transpile-only',
      join(ROOT, 'bench/lib/board-at-gc.ts'),
      String(boards),
      String(seed),
    ],
    { cwd: checkout, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, TS_NODE_TRANSPILE_ONLY: 'true' } },
  );
  const timed = out.slice(out.indexOf(TIMED_START), out.indexOf(TIMED_END));
  const side: Side = { ...JSON.parse(out.slice(out.indexOf(RESULT) + RESULT.length).split('\n')[0]), load };
  Object.assign(side, { scavenges: 0, scavengeMs: 0, longestScavengeMs: 0, fullGcs: 0, promotedMb: 0, allocatedKbPerBoard: 0 });
  const fields = (line: string) => Object.fromEntries(line.split(' ').map((kv) => kv.split('=')));
  // Every collection's `allocated` (bytes since the one before) from the first marker to the young collection forced
  // after the timed boards: what they allocated. The forced one is not counted among the timed collections.
  for (const line of out.slice(out.indexOf(TIMED_START), out.indexOf(ALLOCATED_END)).split('\n'))
    if (line.includes(' allocated=')) side.allocatedKbPerBoard += Number(fields(line).allocated) / 1024 / boards;
  for (const line of timed.split('\n')) {
    if (!line.includes(' pause=')) continue;
    const f = fields(line);
    const pause = Number(f.pause);
    if (f.gc === 's') {
      side.scavenges++;
      side.scavengeMs += pause;
      side.longestScavengeMs = Math.max(side.longestScavengeMs, pause);
      side.promotedMb += Number(f.promoted) / 1e6;
    } else side.fullGcs++;
  }
  return side;
}

const round = (x: number) => Number(x.toPrecision(3));

async function main(): Promise<void> {
  const base = resolve(arg('base'));
  const after = resolve(arg('after', ROOT));
  const rounds = Number(arg('rounds', '3'));
  const boards = Number(arg('boards', '600'));
  for (let r = 1; r <= rounds; r++) {
    const sides = { before: measure(base, boards, r), after: measure(after, boards, r) };
    const sameBoards = sides.before.boards === sides.after.boards;
    const row = Object.fromEntries(
      Object.entries(sides).map(([k, s]) => [
        k,
        Object.fromEntries(Object.entries(s).flatMap(([f, v]) => (typeof v === 'number' ? [[f, round(v)]] : []))),
      ]),
    );
    console.log(JSON.stringify({ round: r, boards, sameBoards, ...row }));
    if (!sameBoards) process.exitCode = 1;
  }
}

runScript(main);
