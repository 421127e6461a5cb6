// Row: 1,000 WebSocket subscribers of one game. A writer sends commands over
// HTTP, one PACE_MS after each answer (ending phase after phase: one to several
// events each), to a game FOLLOWERS WebSocket clients are connected to (in a
// process of their own, bench/lib/followers.ts). In alternate blocks of BLOCK
// commands the followers are subscribed to gameEvents, or not (the baseline:
// the same server, connections and game, with no subscriber), twice each.
// Measured: the writer's acknowledgement (median, and its ratio to the
// baseline's), and how long after the command was sent each follower received
// each event (p99 over all followers and events).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gqlClient, type GqlClient } from '../lib/http-load';
import { ROOT, startEngine } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { median, percentile } from '../lib/stats';

const FOLLOWERS = 1000;
const BLOCK = 12;
const BLOCKS = 2;
const PACE_MS = Number(process.env.PACE_MS ?? 150);
const POWERS = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];

const END = `mutation($input: EndPhaseInput!) { endPhase(input: $input) {
  __typename ... on CommandAccepted { events { number } game { currentPower } } ... on RuleViolation { code } } }`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => Number(process.hrtime.bigint()) / 1e6;

interface Sent {
  sentAt: number;
  ackMs: number;
  events: number[];
}

async function writer(
  client: GqlClient,
  game: { gameId: string; tokens: Record<string, string>; current: string },
  commands: number,
): Promise<Sent[]> {
  const out: Sent[] = [];
  for (let i = 0; i < commands; i++) {
    const sentAt = now();
    const r = await client.post(END, { input: { commandId: randomUUID(), gameId: game.gameId, seatToken: game.tokens[game.current] } });
    const ackMs = now() - sentAt;
    const result = r.data?.endPhase;
    if (result?.__typename !== 'CommandAccepted') throw new Error(`endPhase: ${JSON.stringify(r)}`);
    game.current = result.game.currentPower;
    out.push({ sentAt, ackMs, events: result.events.map((e: { number: number }) => e.number) });
    await sleep(PACE_MS);
  }
  return out;
}

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-subscribers-'));
  const engine = await startEngine(join(dir, 'engine.db'));
  const client = gqlClient(engine.url, 4);
  try {
    const created = await client.post(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { ... on GameCreated { game { id } } } }`,
      {
        input: { commandId: randomUUID(), rulesetId: 'pacific-1940', name: 'followed' },
      },
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

    const afterNow = async (): Promise<number> => (await writer(client, game, 1)).at(-1)!.events.at(-1)!;
    await writer(client, game, 4); // warm-up

    // The followers connect and subscribe after what the game has now.
    const wsUrl = engine.url.replace(/^http/, 'ws');
    const child = spawn(
      process.execPath,
      [
        '-r',
        'ts-node/register/transpile-only',
        join(ROOT, 'bench/lib/followers.ts'),
        wsUrl,
        gameId,
        String(await afterNow()),
        String(FOLLOWERS),
      ],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    if (process.env.NICE_FOLLOWERS) setPriority(child.pid!, 19);
    const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const expect = async (prefix: string) => {
      const line = await lines.next();
      if (line.done || !line.value.startsWith(prefix)) throw new Error(`followers said ${JSON.stringify(line.value)}, expected ${prefix}`);
      return line.value.slice(prefix.length).trim();
    };
    const allHave = async (n: number) => {
      child.stdin!.write(`wait ${n}\n`);
      await expect('have');
    };
    await expect('ready');
    await allHave(await afterNow()); // every subscription is live

    const alone: Sent[] = [];
    const followed: Sent[] = [];
    for (let b = 0; b < BLOCKS; b++) {
      child.stdin!.write('pause\n');
      await expect('paused');
      await sleep(200); // the server has ended the subscriptions
      alone.push(...(await writer(client, game, BLOCK)));
      const resumeAfter = alone.at(-1)!.events.at(-1)!;
      child.stdin!.write(`resume ${resumeAfter}\n`);
      await expect('resumed');
      await allHave(await afterNow());
      followed.push(...(await writer(client, game, BLOCK)));
      await allHave(followed.at(-1)!.events.at(-1)!);
    }
    child.stdin!.write('report\n');
    const received = JSON.parse(await expect('report')) as Record<string, number[]>;
    child.stdin!.write('close\n');
    await new Promise((r) => child.once('exit', r));

    const delays: number[] = [];
    for (const s of followed) for (const n of s.events) for (const t of received[n] ?? []) delays.push(t - s.sentAt);
    const expected = followed.reduce((k, s) => k + s.events.length, 0) * FOLLOWERS;
    if (delays.length !== expected) throw new Error(`followers received ${delays.length} of ${expected} events`);
    const ackAlone = median(alone.map((s) => s.ackMs));
    const ackFollowed = median(followed.map((s) => s.ackMs));
    return {
      ratio: ackFollowed / ackAlone,
      more: { followersP99Ms: percentile(delays, 99) },
      measured: [
        { label: `writer ack median ms (${FOLLOWERS} followers)`, value: ackFollowed },
        {
          label: 'writer ack p99 ms',
          value: percentile(
            followed.map((s) => s.ackMs),
            99,
          ),
        },
        { label: 'followers p50 ms from send', value: percentile(delays, 50) },
        { label: 'followers p99 ms from send', value: percentile(delays, 99) },
        { label: 'events per command', value: expected / FOLLOWERS / followed.length },
      ],
      baseline: [
        { label: 'writer ack median ms (no follower)', value: ackAlone },
        {
          label: 'writer ack p99 ms',
          value: percentile(
            alone.map((s) => s.ackMs),
            99,
          ),
        },
      ],
    };
  } finally {
    client.close();
    await engine.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) runRow(measure);
