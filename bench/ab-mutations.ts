// Before and after, in one run: the mutations row's load (50 clients ending
// phase after phase, bench/rows/mutations.ts) against two builds of the engine
// and the stack floor, their slices interleaved so that what else the machine
// does weighs on all three alike. Prints server CPU µs per accepted mutation of
// each (from /proc) and the ratios to the floor. Not a row of the table: a tool
// for telling whether a change moved the row (docs/performance.md).
//
//   npx ts-node --transpile-only bench/ab-mutations.ts --base /path/to/other/checkout [--slices 6] [--slice-s 1.5] [--warmup 1]
//   npx ts-node --transpile-only bench/ab-mutations.ts --base . --after-env SQLITE_COMMIT=worker
//
// --base is another checkout of the engine, built (`npx tsc -b tsconfig.build.json` there), or `.` for this one;
// "after" is this one's dist/ (build it first), with the variables of --after-env (KEY=VALUE,KEY=VALUE) set, so
// that a setting can be compared with the default in one build. Prints mutations/s and p99 beside the CPU. With BENCH_PROFILE_DIR set, this checkout's engine writes a CPU profile there.
// --warmup: seconds of load each server gets before the slices (default 1, as the mutations row). V8 goes on
// compiling the engine's hot functions in its helper threads for 10-20 s of this load (docs/performance.md, "What a
// mutation costs once warm"), so a short warm-up counts that compilation in the slices; 15-20 s measures servers warm.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endPhase, endPhaseGames, type EndPhaseGame } from './lib/endphase-load';
import { closedLoop, gqlClient, merged, type GqlClient, type LoadResult } from './lib/http-load';
import { startEngine, startStackFloor, stopAll, type Served } from './lib/processes';
import { runScript } from './lib/row';
import { arg, numberArg } from './lib/args';

const CLIENTS = 50;

let failure = '';

/** Accepted mutations so far, by load: every one the server answered, the ones closedLoop does not time included. */
const answered = { before: 0, after: 0, floor: 0 };

function endPhases(client: GqlClient, games: EndPhaseGame[], key: keyof typeof answered) {
  return (warmup: number, seconds: number) =>
    closedLoop(CLIENTS, warmup, seconds, async (c) => {
      const ok = await endPhase(client, games[c]);
      if (ok) answered[key]++;
      else failure ||= `endPhase not accepted in game ${games[c].gameId} (${key})`;
      return ok;
    });
}

async function main() {
  const base = arg('base');
  const afterEnv = Object.fromEntries(
    arg('after-env', '')
      .split(',')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  const slices = numberArg('slices', '6', { min: 1, integer: true });
  const sliceS = numberArg('slice-s', '1.5');
  const warmupS = numberArg('warmup', '1');
  const dir = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  const servers: Served[] = [];
  try {
    const before = await startEngine(join(dir, 'before.db'), {}, { root: base, profile: false });
    servers.push(before);
    const after = await startEngine(join(dir, 'after.db'), afterEnv);
    servers.push(after);
    const floor = await startStackFloor();
    servers.push(floor);
    const bclient = gqlClient(before.url, CLIENTS + 8);
    const aclient = gqlClient(after.url, CLIENTS + 8);
    const fclient = gqlClient(floor.url, CLIENTS + 8);
    const bgames = await endPhaseGames(bclient, CLIENTS);
    const agames = await endPhaseGames(aclient, CLIENTS);
    const loads = {
      before: endPhases(bclient, bgames, 'before'),
      after: endPhases(aclient, agames, 'after'),
      // The floor ignores the game; its answer's power must not move the before engine's games on.
      floor: endPhases(
        fclient,
        bgames.map((g) => ({ ...g })),
        'floor',
      ),
    };
    const served = { before, after, floor };
    const keys = ['before', 'after', 'floor'] as const;
    for (const k of keys) await loads[k](warmupS, 0);
    const results: Record<(typeof keys)[number], LoadResult[]> = { before: [], after: [], floor: [] };
    // CPU over a slice, from before its first request to after its last answer (closedLoop returns once every
    // client's last request is answered), ÷ every mutation accepted in it: nothing is in flight at either end, so
    // no request's CPU is counted without the request (on a loaded machine a request can take longer than a slice).
    const cpu = { before: 0, after: 0, floor: 0 };
    const counted = { before: 0, after: 0, floor: 0 };
    for (let i = 0; i < slices; i++) {
      // The order turns each slice, so that none is always first after another's load.
      for (let j = 0; j < keys.length; j++) {
        const k = keys[(i + j) % keys.length];
        const t0 = served[k].cpuMs();
        const n0 = answered[k];
        results[k].push(await loads[k](0.2, sliceS));
        cpu[k] += served[k].cpuMs() - t0;
        counted[k] += answered[k] - n0;
      }
    }
    for (const c of [bclient, aclient, fclient]) c.close();
    const r = { before: merged(results.before), after: merged(results.after), floor: merged(results.floor) };
    for (const k of keys) if (r[k].errors) throw new Error(`${k}: ${r[k].errors} failed requests, the first: ${failure}`);
    const us = (k: (typeof keys)[number]) => (cpu[k] * 1000) / counted[k];
    const line = {
      warmupS,
      cpuUsPerMutation: { before: Math.round(us('before')), after: Math.round(us('after')), floor: Math.round(us('floor')) },
      cpuOfFloor: { before: +(us('before') / us('floor')).toFixed(2), after: +(us('after') / us('floor')).toFixed(2) },
      afterOfBefore: +(us('after') / us('before')).toFixed(3),
      perSecond: { before: Math.round(r.before.perSecond), after: Math.round(r.after.perSecond), floor: Math.round(r.floor.perSecond) },
      p99: { before: Math.round(r.before.p99), after: Math.round(r.after.p99), floor: Math.round(r.floor.p99) },
    };
    console.log(JSON.stringify(line));
  } finally {
    await stopAll(servers, dir);
  }
}

runScript(main);
