// Row: game mutations over GraphQL (HTTP) against a one-resolver Apollo Server 5
// mutation, CLIENTS clients each sending its next request when the last one is
// answered. Each engine client plays its own game, ending phase after phase with
// the seat token of the power whose turn it is (bench/lib/endphase-load.ts).
// Both servers run compiled code in a process of their own, both are up for
// the whole repetition, and the two loads alternate in slices (SLICES of
// SLICE_S seconds each), so that a change in what else the machine is doing
// weighs on both alike.
//
// A third server is measured the same way, not for the goal but to show where
// the cost lies: the floor of the product card's stack (Apollo Server 5 with a
// type-graphql schema and a class-validator checked input of EndPhaseInput's
// shape, whose resolver does nothing; bench/baselines/stack-floor.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { END_PHASE, endPhase, endPhaseGames } from '../lib/endphase-load';
import { closedLoop, gqlClient, merged, type LoadResult } from '../lib/http-load';
import { startEngine, startStackFloor, startTrivialApollo, type Served } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';

/** Also the peer-boardgameio row's: its figures compare with these. */
export const CLIENTS = 50;
/**
 * Seconds of load each server gets before its slices. A server in use runs warm: for its first 10–20 s under this
 * load V8 is still compiling the engine's hot functions on its helper threads (docs/performance.md, "Once warm,
 * thread by thread"), and a 1 s warm-up (until 29 Nov) measured that compilation as much as the servers.
 */
export const WARMUP_S = 15;
export const SLICES = 3;
export const SLICE_S = 1.5;

const BUMP = `mutation($by: Int!) { bump(by: $by) }`;

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-mutations-'));
  try {
    const engine = await startEngine(join(dir, 'engine.db'));
    const trivial = await startTrivialApollo();
    const floor = await startStackFloor();
    const client = gqlClient(engine.url, CLIENTS + 8);
    const tclient = gqlClient(trivial.url, CLIENTS + 8);
    const fclient = gqlClient(floor.url, CLIENTS + 8);
    const games = await endPhaseGames(client, CLIENTS);
    // Every accepted answer, by server: the CPU per mutation divides by these (see `timed` below).
    const answered = { ours: 0, base: 0, floor: 0 };
    const engineLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => {
        const ok = await endPhase(client, games[c]);
        if (ok) answered.ours++;
        return ok;
      });
    const trivialLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async () => {
        const r = await tclient.post(BUMP, { by: 1 });
        const ok = typeof r.data?.bump === 'number';
        if (ok) answered.base++;
        return ok;
      });
    const floorLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => {
        const r = await fclient.post(END_PHASE, {
          input: { commandId: randomUUID(), gameId: games[c].gameId, seatToken: games[c].tokens.JAPAN },
        });
        const ok = r.data?.endPhase?.__typename === 'CommandAccepted';
        if (ok) answered.floor++;
        return ok;
      });
    await engineLoad(WARMUP_S, 0);
    await trivialLoad(WARMUP_S, 0);
    await floorLoad(WARMUP_S, 0);
    const slices: { ours: LoadResult[]; base: LoadResult[]; floor: LoadResult[] } = { ours: [], base: [], floor: [] };
    // Server CPU per accepted request: the server process's CPU time over each slice, from before its first request
    // to after its last answer (closedLoop returns once every client's last request is answered), ÷ every request
    // answered in it, its 0.2 s warm-up's and those answered after the timed part included. Nothing is in flight at
    // either end, so no request's CPU is counted without the request: on a loaded machine, where 50 requests in
    // flight are a large part of a slice's, dividing by the timed requests only overstated the slower server's CPU.
    const cpu = { ours: 0, base: 0, floor: 0 };
    const served = { ours: 0, base: 0, floor: 0 };
    const timed = async (server: Served, key: keyof typeof cpu, load: () => Promise<LoadResult>) => {
      const before = server.cpuMs();
      const n = answered[key];
      const r = await load();
      cpu[key] += server.cpuMs() - before;
      served[key] += answered[key] - n;
      return r;
    };
    for (let i = 0; i < SLICES; i++) {
      slices.ours.push(await timed(engine, 'ours', () => engineLoad(0.2, SLICE_S)));
      slices.base.push(await timed(trivial, 'base', () => trivialLoad(0.2, SLICE_S)));
      slices.floor.push(await timed(floor, 'floor', () => floorLoad(0.2, SLICE_S)));
    }
    client.close();
    tclient.close();
    fclient.close();
    await engine.stop();
    await trivial.stop();
    await floor.stop();
    const ours = merged(slices.ours);
    const base = merged(slices.base);
    const stack = merged(slices.floor);

    if (ours.errors || base.errors || stack.errors)
      throw new Error(`failed requests: engine ${ours.errors}, trivial ${base.errors}, stack floor ${stack.errors}`);
    const usPer = (key: keyof typeof cpu) => (cpu[key] * 1000) / served[key];
    const cpuOurs = usPer('ours');
    const cpuFloor = usPer('floor');
    return {
      // Issue 29: the goal is stated against the product card's own stack (the floor), not the trivial server.
      ratio: ours.perSecond / stack.perSecond,
      more: {
        cpuOfFloor: cpuOurs / cpuFloor,
        p99OfFloor: ours.p99 / stack.p99,
        ofTrivial: ours.perSecond / base.perSecond,
        floorOfTrivial: stack.perSecond / base.perSecond,
      },
      measured: [
        { label: 'mutations/s', value: ours.perSecond },
        { label: 'p50 ms', value: ours.p50 },
        { label: 'p99 ms', value: ours.p99 },
        { label: 'server CPU µs per accepted mutation', value: cpuOurs },
      ],
      baseline: [
        { label: 'stack floor (type-graphql + class-validator, no-op resolver): mutations/s', value: stack.perSecond },
        { label: 'stack floor: p50 ms', value: stack.p50 },
        { label: 'stack floor: p99 ms', value: stack.p99 },
        { label: 'stack floor: server CPU µs per mutation', value: cpuFloor },
        { label: 'trivial Apollo Server: mutations/s', value: base.perSecond },
        { label: 'trivial: p99 ms', value: base.p99 },
        { label: 'trivial: server CPU µs per mutation', value: usPer('base') },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) runRow(measure);
