// Row: followers on another process (issue 29 "Several processes": a follower
// on process B sees process A's command within 50 ms p99). Two engines, A and
// B, each `npm start` as one process, on the same SQLite file. A writer sends
// commands to A over HTTP, one PACE_MS after each answer; FOLLOWERS WebSocket
// clients follow the game on B (measured) and as many on A (the baseline: the
// same commands seen by followers of the process that wrote them, pushed
// without a read), each set in a process of its own (bench/lib/followers.ts).
// Both engines keep their default poll (SQLITE_POLL_MS, 5 s): B's followers
// get A's events because A's commit wakes B (src/store/wake.ts). Measured: how
// long after the command was sent each follower received each event (p99 over
// all followers and events), on B and on A.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gqlClient, type GqlClient } from '../lib/http-load';
import { ROOT, startEngine } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { percentile } from '../lib/stats';

const FOLLOWERS = Number(process.env.FOLLOWERS ?? 100);
const COMMANDS = Number(process.env.COMMANDS ?? 60);
const PACE_MS = Number(process.env.PACE_MS ?? 100);
const POWERS = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];

const END = `mutation($input: EndPhaseInput!) { endPhase(input: $input) {
  __typename ... on CommandAccepted { events { number } game { currentPower } } ... on RuleViolation { code } } }`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => Number(process.hrtime.bigint()) / 1e6;

interface Sent {
  sentAt: number;
  events: number[];
}

async function writer(client: GqlClient, game: { gameId: string; tokens: Record<string, string>; current: string }, commands: number) {
  const out: Sent[] = [];
  for (let i = 0; i < commands; i++) {
    const sentAt = now();
    const r = await client.post(END, { input: { commandId: randomUUID(), gameId: game.gameId, seatToken: game.tokens[game.current] } });
    const result = r.data?.endPhase;
    if (result?.__typename !== 'CommandAccepted') throw new Error(`endPhase: ${JSON.stringify(r)}`);
    game.current = result.game.currentPower;
    out.push({ sentAt, events: result.events.map((e: { number: number }) => e.number) });
    await sleep(PACE_MS);
  }
  return out;
}

/** A followers process (bench/lib/followers.ts) on `wsUrl`, and its line protocol. */
function followers(wsUrl: string, gameId: string, after: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', join(ROOT, 'bench/lib/followers.ts'), wsUrl, gameId, String(after), String(FOLLOWERS)],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const expect = async (prefix: string) => {
    const line = await lines.next();
    if (line.done || !line.value.startsWith(prefix)) throw new Error(`followers said ${JSON.stringify(line.value)}, expected ${prefix}`);
    return line.value.slice(prefix.length).trim();
  };
  return {
    ready: () => expect('ready'),
    async have(n: number) {
      child.stdin!.write(`wait ${n}\n`);
      await expect('have');
    },
    async report(): Promise<Record<string, number[]>> {
      child.stdin!.write('report\n');
      return JSON.parse(await expect('report')) as Record<string, number[]>;
    },
    async close() {
      child.stdin!.write('close\n');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

function delaysOf(sent: Sent[], received: Record<string, number[]>): number[] {
  const delays: number[] = [];
  for (const s of sent) for (const n of s.events) for (const t of received[n] ?? []) delays.push(t - s.sentAt);
  const expected = sent.reduce((k, s) => k + s.events.length, 0) * FOLLOWERS;
  if (delays.length !== expected) throw new Error(`followers received ${delays.length} of ${expected} events`);
  return delays;
}

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-processes-'));
  const db = join(dir, 'engine.db');
  const a = await startEngine(db);
  const b = await startEngine(db);
  const client = gqlClient(a.url, 4);
  try {
    const created = await client.post(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { ... on GameCreated { game { id } } } }`,
      { input: { commandId: randomUUID(), rulesetId: 'pacific-1940', name: 'followed across processes' } },
    );
    const gameId = created.data.createGame.game.id as string;
    const tokens: Record<string, string> = {};
    for (const power of POWERS)
      tokens[power] = (
        await client.post(`mutation($input: TakeSeatInput!) { takeSeat(input: $input) { ... on SeatGranted { seatToken } } }`, {
          input: { commandId: randomUUID(), gameId, power },
        })
      ).data.takeSeat.seatToken;
    const game = { gameId, tokens, current: 'JAPAN' };
    const last = async () => (await writer(client, game, 1)).at(-1)!.events.at(-1)!;
    await writer(client, game, 4); // warm-up

    const after = await last();
    const onB = followers(b.url.replace(/^http/, 'ws'), gameId, after);
    const onA = followers(a.url.replace(/^http/, 'ws'), gameId, after);
    await Promise.all([onB.ready(), onA.ready()]);
    const live = await last(); // every subscription is live once both sets have it
    await Promise.all([onB.have(live), onA.have(live)]);

    const sent = await writer(client, game, COMMANDS);
    const end = sent.at(-1)!.events.at(-1)!;
    await Promise.all([onB.have(end), onA.have(end)]);
    const fromB = delaysOf(sent, await onB.report());
    const fromA = delaysOf(sent, await onA.report());
    await Promise.all([onB.close(), onA.close()]);

    const p99B = percentile(fromB, 99);
    const p99A = percentile(fromA, 99);
    return {
      ratio: p99B,
      more: { againstSameProcess: p99B / p99A },
      measured: [
        { label: `followers on B (${FOLLOWERS}) p50 ms from send to A`, value: percentile(fromB, 50) },
        { label: 'followers on B p99 ms from send', value: p99B },
        { label: 'followers on B max ms from send', value: Math.max(...fromB) },
        { label: 'events per command', value: fromB.length / FOLLOWERS / sent.length },
      ],
      baseline: [
        { label: `followers on A (${FOLLOWERS}, the writer's process) p50 ms from send`, value: percentile(fromA, 50) },
        { label: 'followers on A p99 ms from send', value: p99A },
      ],
    };
  } finally {
    client.close();
    await Promise.all([a.stop(), b.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) runRow(measure);
