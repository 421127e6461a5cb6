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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delaysOf, followedGame, followers, writer } from '../lib/followed-game';
import { gqlClient } from '../lib/http-load';
import { startEngine } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { percentile } from '../lib/stats';

const FOLLOWERS = Number(process.env.FOLLOWERS ?? 100);
const COMMANDS = Number(process.env.COMMANDS ?? 60);
const PACE_MS = Number(process.env.PACE_MS ?? 100);

export async function measure(): Promise<RowResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-processes-'));
  const db = join(dir, 'engine.db');
  const a = await startEngine(db);
  const b = await startEngine(db);
  const client = gqlClient(a.url, 4);
  try {
    const game = await followedGame(client, 'followed across processes');
    const last = async () => (await writer(client, game, 1, PACE_MS)).at(-1)!.events.at(-1)!;
    await writer(client, game, 4, PACE_MS); // warm-up

    const after = await last();
    const onB = followers(b.url.replace(/^http/, 'ws'), game.gameId, after, FOLLOWERS);
    const onA = followers(a.url.replace(/^http/, 'ws'), game.gameId, after, FOLLOWERS);
    await Promise.all([onB.ready(), onA.ready()]);
    const live = await last(); // every subscription is live once both sets have it
    await Promise.all([onB.have(live), onA.have(live)]);

    const sent = await writer(client, game, COMMANDS, PACE_MS);
    const end = sent.at(-1)!.events.at(-1)!;
    await Promise.all([onB.have(end), onA.have(end)]);
    const fromB = delaysOf(sent, await onB.report(), FOLLOWERS);
    const fromA = delaysOf(sent, await onA.report(), FOLLOWERS);
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
