// How the CPU of a mutation settles as a server warms up: the mutations row's
// load (50 clients ending phase after phase, bench/lib/endphase-load.ts) on the
// engine and on the stack floor, in consecutive windows that alternate between
// them from their first request, each window's CPU per accepted mutation split
// into the main thread and every other thread (the commit worker, the WAL
// checkpointer, V8's helper threads that compile and collect), from
// /proc/<pid>/task (Linux). Not a row of the table: it shows what a short
// warm-up counts (docs/performance.md, "Once warm, thread by thread").
//
//   npx ts-node --transpile-only bench/mutations-warmup.ts [--windows 14] [--window-s 1.5]
//
// Build first (`npx tsc -b tsconfig.build.json`): the engine runs from dist/.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { END_PHASE, endPhase, endPhaseGames } from './lib/endphase-load';
import { closedLoop, gqlClient } from './lib/http-load';
import { startEngine, startStackFloor, stopAll, type Served } from './lib/processes';
import { runScript } from './lib/row';
import { numberArg } from './lib/args';

const CLIENTS = 50;

/** CPU ms of each thread of `pid` so far (user + system, in clock ticks of 10 ms). */
function threadsMs(pid: number): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    m.set(t, (Number(f[11]) + Number(f[12])) * 10);
  }
  return m;
}

async function main() {
  const windows = numberArg('windows', '14', { min: 1, integer: true });
  const windowS = numberArg('window-s', '1.5');
  const dir = mkdtempSync(join(tmpdir(), 'bench-warmup-'));
  const servers: Served[] = [];
  try {
    const engine = await startEngine(join(dir, 'engine.db'));
    servers.push(engine);
    const floor = await startStackFloor();
    servers.push(floor);
    const eclient = gqlClient(engine.url, CLIENTS + 8);
    const fclient = gqlClient(floor.url, CLIENTS + 8);
    const games = await endPhaseGames(eclient, CLIENTS);
    let accepted = 0;
    const loads: [string, Served, () => Promise<unknown>][] = [
      [
        'engine',
        engine,
        () =>
          closedLoop(CLIENTS, 0, windowS, async (c) => {
            const ok = await endPhase(eclient, games[c]);
            if (ok) accepted++;
            return ok;
          }),
      ],
      [
        'floor',
        floor,
        () =>
          closedLoop(CLIENTS, 0, windowS, async (c) => {
            const r = await fclient.post(END_PHASE, {
              input: { commandId: randomUUID(), gameId: games[c].gameId, seatToken: games[c].tokens.JAPAN },
            });
            const ok = r.data?.endPhase?.__typename === 'CommandAccepted';
            if (ok) accepted++;
            return ok;
          }),
      ],
    ];
    for (let i = 0; i < windows; i++)
      for (const [name, server, load] of loads) {
        const before = threadsMs(server.pid);
        const n0 = accepted;
        await load();
        const after = threadsMs(server.pid);
        const n = accepted - n0;
        const mainMs = (after.get(String(server.pid)) ?? 0) - (before.get(String(server.pid)) ?? 0);
        let otherMs = 0;
        for (const [t, ms] of after) if (t !== String(server.pid)) otherMs += ms - (before.get(t) ?? 0);
        const us = (ms: number) => Math.round((ms * 1000) / n);
        console.log(
          JSON.stringify({
            window: i,
            server: name,
            mutations: n,
            mainUs: us(mainMs),
            otherUs: us(otherMs),
            totalUs: us(mainMs + otherMs),
          }),
        );
      }
    eclient.close();
    fclient.close();
  } finally {
    await stopAll(servers, dir);
  }
}

runScript(main);
