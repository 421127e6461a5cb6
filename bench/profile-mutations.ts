// The engine alone under the mutations row's load (50 clients ending phase after
// phase, bench/lib/endphase-load.ts), for profiling: prints the server's CPU µs
// per accepted mutation (from /proc). With BENCH_PROFILE_DIR set, the server
// writes a CPU profile there (bench/lib/processes.ts startEngine); docs/performance.md.
//
//   npx ts-node --transpile-only bench/profile-mutations.ts [seconds]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endPhase, endPhaseGames } from './lib/endphase-load';
import { closedLoop, gqlClient } from './lib/http-load';
import { startEngine } from './lib/processes';

const CLIENTS = 50;

async function main() {
  const secs = Number(process.argv[2] ?? 8);
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const engine = await startEngine(join(dir, 'engine.db'));
  try {
    const client = gqlClient(engine.url, CLIENTS + 8);
    const games = await endPhaseGames(client, CLIENTS);
    let accepted = 0;
    const load = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => {
        const ok = await endPhase(client, games[c]);
        if (ok) accepted++;
        return ok;
      });
    await load(1, 0);
    const cpuBefore = engine.cpuMs();
    const counted = accepted;
    const r = await load(0, secs);
    const cpuUsPer = ((engine.cpuMs() - cpuBefore) * 1000) / (accepted - counted);
    console.log(
      JSON.stringify({
        accepted: accepted - counted,
        perSecond: Math.round(r.perSecond),
        p99: Math.round(r.p99),
        errors: r.errors,
        cpuUsPer: Math.round(cpuUsPer),
      }),
    );
    client.close();
  } finally {
    await engine.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
