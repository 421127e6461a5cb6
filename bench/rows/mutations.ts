// Row: game mutations over GraphQL (HTTP) against a one-resolver Apollo Server 5
// mutation, CLIENTS clients each sending its next request when the last one is
// answered. Each engine client plays its own game, ending phase after phase with
// the seat token of the power whose turn it is (every endPhase is a command: the
// rules decide, events are appended with the hash chain, the game list and the
// answer follow). Both servers run compiled code in a process of their own,
// both are up for the whole repetition, and the two loads alternate in slices
// (SLICES of SLICE_S seconds each), so that a change in what else the machine
// is doing weighs on both alike.
//
// A third server is measured the same way, not for the goal but to show where
// the cost lies: the floor of the product card's stack (Apollo Server 5 with a
// type-graphql schema and a class-validator checked input of EndPhaseInput's
// shape, whose resolver does nothing; bench/baselines/stack-floor.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedLoop, gqlClient, merged, type LoadResult } from '../lib/http-load';
import { startEngine, startStackFloor, startTrivialApollo, type Served } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';

const CLIENTS = 50;
const WARMUP_S = 1;
const SLICES = 3;
const SLICE_S = 1.5;
const POWERS = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];

const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { __typename ... on GameCreated { game { id } } } }`;
const SEAT = `mutation($input: TakeSeatInput!) { takeSeat(input: $input) { __typename ... on SeatGranted { seatToken } } }`;
const END = `mutation($input: EndPhaseInput!) { endPhase(input: $input) {
  __typename ... on CommandAccepted { events { number type } game { round currentPower phase } } ... on RuleViolation { code } } }`;
const BUMP = `mutation($by: Int!) { bump(by: $by) }`;
const FLOOR_END = `mutation($input: EndPhaseInput!) { endPhase(input: $input) {
  __typename ... on CommandAccepted { events { number type } game { round currentPower phase } } ... on RuleViolation { code } } }`;

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-mutations-'));
  try {
    const engine = await startEngine(join(dir, 'engine.db'));
    const trivial = await startTrivialApollo();
    const floor = await startStackFloor();
    const client = gqlClient(engine.url, CLIENTS + 8);
    const tclient = gqlClient(trivial.url, CLIENTS + 8);
    const fclient = gqlClient(floor.url, CLIENTS + 8);
    const games = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const created = await client.post(CREATE, { input: { commandId: randomUUID(), rulesetId: 'pacific-1940', name: 'bench' } });
        const gameId = created.data.createGame.game.id as string;
        const tokens: Record<string, string> = {};
        for (const power of POWERS)
          tokens[power] = (await client.post(SEAT, { input: { commandId: randomUUID(), gameId, power } })).data.takeSeat.seatToken;
        return { gameId, tokens, current: 'JAPAN' };
      }),
    );
    // Every accepted answer, by server: the CPU per mutation divides by these (see `timed` below).
    const answered = { ours: 0, base: 0, floor: 0 };
    const engineLoad = (warmup: number, seconds: number) =>
      closedLoop(CLIENTS, warmup, seconds, async (c) => {
        const g = games[c];
        const r = await client.post(END, { input: { commandId: randomUUID(), gameId: g.gameId, seatToken: g.tokens[g.current] } });
        const result = r.data?.endPhase;
        if (result?.__typename !== 'CommandAccepted') return false;
        g.current = result.game.currentPower;
        answered.ours++;
        return true;
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
        const r = await fclient.post(FLOOR_END, {
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
