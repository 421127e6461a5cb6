// Row: the engine against the peer a user might pick instead (issue 29):
// boardgame.io's server (bench/baselines/boardgameio-server.js: in-memory
// storage, its socket.io transport, one trivial move), driven by boardgame.io's
// own client library (bench/baselines/boardgameio-load.ts), against the
// engine's durable endPhase mutations over GraphQL as the mutations row sends
// them (bench/lib/endphase-load.ts). The same load as that row: CLIENTS
// clients, each in a game (a match) of its own, each sending its next request
// when the last one is answered, the two loads alternating in slices of the
// same length, both servers up for the whole repetition.
//
// The engine's load is sent twice, in slices of their own: over HTTP, as the
// mutations row sends it, and over the engine's WebSocket (graphql-ws, one
// socket per client, bench/lib/ws-load.ts), the kind of transport boardgame.io's
// moves travel by (a socket held open, no HTTP request per move), and the one
// a frontend that follows its game live already holds.
//
// Server CPU per request is read from /proc around each slice, as the
// mutations row does: steadier than throughput when the load shares the
// machine's cores with the servers. The load's own CPU (this process) per
// request is reported too: boardgame.io's client library does more per move
// than the engine's bare HTTP client does per mutation, so on a loaded machine
// it takes more of the cores from its server.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bgioClients, startBoardgameio } from '../baselines/boardgameio-load';
import { endPhase, endPhaseGames } from '../lib/endphase-load';
import { closedLoop, gqlClient, merged, type LoadResult } from '../lib/http-load';
import { startEngine, type Served } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { wsClients } from '../lib/ws-load';
import { CLIENTS, SLICES, SLICE_S, WARMUP_S } from './mutations';

/** This process's CPU time so far (user + system), in ms. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-peer-bgio-'));
  const loadBefore = loadavg()[0];
  const servers: Served[] = [];
  try {
    const engine = await startEngine(join(dir, 'engine.db'));
    servers.push(engine);
    const peer = await startBoardgameio();
    servers.push(peer);
    const client = gqlClient(engine.url, CLIENTS + 8);
    const games = await endPhaseGames(client, CLIENTS);
    const wsGames = await endPhaseGames(client, CLIENTS);
    const ws = await wsClients(engine.url, CLIENTS);
    const moves = await bgioClients(peer, CLIENTS);
    // Every accepted answer, by server: the CPU per request divides by these, as in the mutations row.
    const answered = { ours: 0, ws: 0, peer: 0 };
    const counted = (key: keyof typeof answered, ok: boolean) => {
      if (ok) answered[key]++;
      return ok;
    };
    const engineLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => counted('ours', await endPhase(client, games[c])));
    const wsLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => counted('ws', await endPhase(ws.clients[c], wsGames[c])));
    const peerLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => counted('peer', await moves.move(c)));
    await engineLoad(WARMUP_S, 0);
    await wsLoad(WARMUP_S, 0);
    await peerLoad(WARMUP_S, 0);
    const slices: { ours: LoadResult[]; ws: LoadResult[]; peer: LoadResult[] } = { ours: [], ws: [], peer: [] };
    // Server CPU per accepted request, as in the mutations row: a slice's CPU from before its first request to after
    // its last answer, ÷ every request answered in it (its 0.2 s warm-up's included, alike for both).
    const cpu = { ours: 0, ws: 0, peer: 0 };
    const load = { ours: 0, ws: 0, peer: 0 };
    const served = { ours: 0, ws: 0, peer: 0 };
    const timed = async (server: Served, key: keyof typeof cpu, run: () => Promise<LoadResult>) => {
      const before = server.cpuMs();
      const own = ownCpuMs();
      const n = answered[key];
      const r = await run();
      cpu[key] += server.cpuMs() - before;
      load[key] += ownCpuMs() - own;
      served[key] += answered[key] - n;
      return r;
    };
    for (let i = 0; i < SLICES; i++) {
      slices.ours.push(await timed(engine, 'ours', () => engineLoad(0.2, SLICE_S)));
      slices.ws.push(await timed(engine, 'ws', () => wsLoad(0.2, SLICE_S)));
      slices.peer.push(await timed(peer, 'peer', () => peerLoad(0.2, SLICE_S)));
    }
    moves.stop();
    await ws.close();
    client.close();
    const ours = merged(slices.ours);
    const oursWs = merged(slices.ws);
    const theirs = merged(slices.peer);
    if (ours.errors || oursWs.errors || theirs.errors)
      throw new Error(`failed requests: engine ${ours.errors} (HTTP), ${oursWs.errors} (WebSocket), boardgame.io ${theirs.errors}`);
    const usPer = (ms: number, key: keyof typeof served) => (ms * 1000) / served[key];
    const cpuOurs = usPer(cpu.ours, 'ours');
    const cpuPeer = usPer(cpu.peer, 'peer');
    const cpuWs = usPer(cpu.ws, 'ws');
    return {
      ratio: ours.perSecond / theirs.perSecond,
      more: {
        cpuOfPeer: cpuOurs / cpuPeer,
        p99OfPeer: ours.p99 / theirs.p99,
        wsOfPeer: oursWs.perSecond / theirs.perSecond,
        wsCpuOfPeer: cpuWs / cpuPeer,
      },
      measured: [
        { label: 'mutations/s', value: ours.perSecond },
        { label: 'p50 ms', value: ours.p50 },
        { label: 'p99 ms', value: ours.p99 },
        { label: 'server CPU µs per accepted mutation', value: cpuOurs },
        { label: 'load client CPU µs per mutation (bare HTTP)', value: usPer(load.ours, 'ours') },
        { label: 'over WebSocket: mutations/s', value: oursWs.perSecond },
        { label: 'over WebSocket: p50 ms', value: oursWs.p50 },
        { label: 'over WebSocket: p99 ms', value: oursWs.p99 },
        { label: 'over WebSocket: server CPU µs per accepted mutation', value: cpuWs },
        { label: 'over WebSocket: load client CPU µs per mutation (graphql-ws’s client)', value: usPer(load.ws, 'ws') },
      ],
      baseline: [
        { label: 'boardgame.io moves/s', value: theirs.perSecond },
        { label: 'boardgame.io p50 ms', value: theirs.p50 },
        { label: 'boardgame.io p99 ms', value: theirs.p99 },
        { label: 'boardgame.io server CPU µs per move', value: cpuPeer },
        { label: 'load client CPU µs per move (boardgame.io’s client library)', value: usPer(load.peer, 'peer') },
      ],
      context: [
        { label: 'load average (1 min) before the repetition', value: loadBefore },
        { label: 'load average (1 min) after it', value: loadavg()[0] },
      ],
    };
  } finally {
    // Stopped on failure too: the servers run in process groups of their own and would outlive this process.
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) runRow(measure);
