// The mutations row's engine load over HTTP and over the engine's WebSocket (graphql-ws), interleaved on one engine:
// server CPU µs per accepted mutation, mutations/s, p99 of each. A probe for docs/performance.md, not a row.
//   npx ts-node --transpile-only bench/ab-ws-mutations.ts [--slices 6] [--warmup 15]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endPhase, endPhaseGames } from './lib/endphase-load';
import { closedLoop, gqlClient, merged, type LoadResult } from './lib/http-load';
import { startEngine, stopAll } from './lib/processes';
import { numberArg } from './lib/args';
import { wsClients } from './lib/ws-load';

const CLIENTS = 50;

async function main() {
  const slices = numberArg('slices', '6', { min: 1, integer: true });
  const warmup = numberArg('warmup', '15');
  const dir = mkdtempSync(join(tmpdir(), 'bench-ws-mut-'));
  const engine = await startEngine(join(dir, 'engine.db'));
  try {
    const http = gqlClient(engine.url, CLIENTS + 8);
    const httpGames = await endPhaseGames(http, CLIENTS);
    const wsGames = await endPhaseGames(http, CLIENTS);
    const ws = await wsClients(engine.url, CLIENTS);
    let accepted = 0;
    const httpLoad = (w: number, s: number) =>
      closedLoop(CLIENTS, w, s, async (c) => (await endPhase(http, httpGames[c])) && ++accepted > 0);
    const wsLoad = (w: number, s: number) =>
      closedLoop(CLIENTS, w, s, async (c) => (await endPhase(ws.clients[c], wsGames[c])) && ++accepted > 0);
    await httpLoad(warmup, 0);
    await wsLoad(warmup, 0);
    const out: Record<'http' | 'ws', { cpu: number; n: number; r: LoadResult[] }> = {
      http: { cpu: 0, n: 0, r: [] },
      ws: { cpu: 0, n: 0, r: [] },
    };
    const loads = { http: httpLoad, ws: wsLoad };
    for (let i = 0; i < slices; i++)
      for (const k of i % 2 ? (['ws', 'http'] as const) : (['http', 'ws'] as const)) {
        const c0 = engine.cpuMs();
        const a0 = accepted;
        out[k].r.push(await loads[k](0.2, 1.5));
        out[k].cpu += engine.cpuMs() - c0;
        out[k].n += accepted - a0;
      }
    const row = (k: 'http' | 'ws') => {
      const m = merged(out[k].r);
      return {
        cpuUs: Math.round((out[k].cpu * 1000) / out[k].n),
        perSecond: Math.round(m.perSecond),
        p99: Math.round(m.p99),
        errors: m.errors,
      };
    };
    const h = row('http');
    const w = row('ws');
    console.log(
      JSON.stringify({
        http: h,
        ws: w,
        wsOfHttpCpu: +(w.cpuUs / h.cpuUs).toFixed(3),
        wsOfHttpPerSecond: +(w.perSecond / h.perSecond).toFixed(3),
      }),
    );
    await ws.close();
    http.close();
  } finally {
    await stopAll([engine], dir);
  }
}

void main();
