// Row: 1,000 WebSocket subscribers of one game. A writer sends commands over
// HTTP, one PACE_MS after each answer (ending phase after phase: one to several
// events each), to a game FOLLOWERS WebSocket clients are connected to (in a
// process of their own, bench/lib/followers.ts). In alternate blocks of BLOCK
// commands the followers are subscribed to gameEvents, or not (the baseline:
// the same server, connections and game, with no subscriber), twice each.
// Measured: the writer's acknowledgement (median, and its ratio to the
// baseline's), and how long after the command was sent each follower received
// each event (p99 over all followers and events).
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delaysOf, followedGame, followers, writer, type Sent } from '../lib/followed-game';
import { gqlClient } from '../lib/http-load';
import { startEngine } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { median, percentile } from '../lib/stats';

const FOLLOWERS = 1000;
const BLOCK = 12;
const BLOCKS = 2;
const PACE_MS = Number(process.env.PACE_MS ?? 150);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-subscribers-'));
  const engine = await startEngine(join(dir, 'engine.db'));
  const client = gqlClient(engine.url, 4);
  try {
    const game = await followedGame(client, 'followed');
    const afterNow = async (): Promise<number> => (await writer(client, game, 1, PACE_MS)).at(-1)!.events.at(-1)!;
    await writer(client, game, 4, PACE_MS); // warm-up

    // The followers connect and subscribe after what the game has now.
    const f = followers(engine.url.replace(/^http/, 'ws'), game.gameId, await afterNow(), FOLLOWERS);
    if (process.env.NICE_FOLLOWERS) setPriority(f.child.pid!, 19);
    await f.ready();
    await f.have(await afterNow()); // every subscription is live

    const alone: Sent[] = [];
    const followed: Sent[] = [];
    for (let b = 0; b < BLOCKS; b++) {
      await f.pause();
      await sleep(200); // the server has ended the subscriptions
      alone.push(...(await writer(client, game, BLOCK, PACE_MS)));
      await f.resume(alone.at(-1)!.events.at(-1)!);
      await f.have(await afterNow());
      followed.push(...(await writer(client, game, BLOCK, PACE_MS)));
      await f.have(followed.at(-1)!.events.at(-1)!);
    }
    const received = await f.report();
    await f.close();
    const delays = delaysOf(followed, received, FOLLOWERS);

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
        { label: 'events per command', value: delays.length / FOLLOWERS / followed.length },
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
