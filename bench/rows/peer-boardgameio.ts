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
    const moves = await bgioClients(peer, CLIENTS);
    // Every accepted answer, by server: the CPU per request divides by these, as in the mutations row.
    const answered = { ours: 0, peer: 0 };
    const counted = (key: keyof typeof answered, ok: boolean) => {
      if (ok) answered[key]++;
      return ok;
    };
    const engineLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => counted('ours', await endPhase(client, games[c])));
    const peerLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => counted('peer', await moves.move(c)));
    await engineLoad(WARMUP_S, 0);
    await peerLoad(WARMUP_S, 0);
    const slices: { ours: LoadResult[]; peer: LoadResult[] } = { ours: [], peer: [] };
    // Server CPU per accepted request, as in the mutations row: a slice's CPU from before its first request to after
    // its last answer, ÷ every request answered in it (its 0.2 s warm-up's included, alike for both).
    const cpu = { ours: 0, peer: 0 };
    const load = { ours: 0, peer: 0 };
    const served = { ours: 0, peer: 0 };
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
      slices.peer.push(await timed(peer, 'peer', () => peerLoad(0.2, SLICE_S)));
    }
    moves.stop();
    client.close();
    const ours = merged(slices.ours);
    const theirs = merged(slices.peer);
    if (ours.errors || theirs.errors) throw new Error(`failed requests: engine ${ours.errors}, boardgame.io ${theirs.errors}`);
    const usPer = (ms: number, key: keyof typeof served) => (ms * 1000) / served[key];
    const cpuOurs = usPer(cpu.ours, 'ours');
    const cpuPeer = usPer(cpu.peer, 'peer');
    return {
      ratio: ours.perSecond / theirs.perSecond,
      more: { cpuOfPeer: cpuOurs / cpuPeer, p99OfPeer: ours.p99 / theirs.p99 },
      measured: [
        { label: 'mutations/s', value: ours.perSecond },
        { label: 'p50 ms', value: ours.p50 },
        { label: 'p99 ms', value: ours.p99 },
        { label: 'server CPU µs per accepted mutation', value: cpuOurs },
        { label: 'load client CPU µs per mutation (bare HTTP)', value: usPer(load.ours, 'ours') },
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
