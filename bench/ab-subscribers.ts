// Before and after, in one run: the subscribers row's load (bench/rows/subscribers.ts: a writer ending
// phase after phase over HTTP, PACE_MS after each answer, to a game FOLLOWERS WebSocket clients follow
// from a process of their own) against two builds of the engine, both up at once, each with its own
// game and followers process, in alternating blocks (A B B A A B ...) so that what else the machine
// does weighs on both alike. While one build's block runs, the other's writer is idle (its followers
// stay connected and subscribed).
// Prints per build: followers' p50/p99 from the writer's send to each receipt (all followers and
// events), the writer's acknowledgement median, and the server's CPU (from /proc) per delivered
// message and per command over the blocks, from the first send to the last follower's last receipt:
// the command's own handling (HTTP, rules, commit) is in it, as it is in the row. And the load average.
// Not a row of the table: a tool for telling whether a change moved the row (docs/performance.md).
//
//   npx ts-node --transpile-only bench/ab-subscribers.ts --base /path/to/other/checkout [--blocks 6] [--block 12]
//   npx ts-node --transpile-only bench/ab-subscribers.ts --base .      (one build against itself: the tool's own noise)
//
// --base is another checkout of the engine, built (`npm run build` there); "after" is this one's build.
// With BENCH_PROFILE_DIR set, both engines write CPU profiles there (before/ and after/): their CPU figures are then
// those of profiled servers.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg, numberArg } from './lib/args';
import { delaysOf, followedGame, followers, writer, type FollowedGame, type Sent } from './lib/followed-game';
import { gqlClient, type GqlClient } from './lib/http-load';
import { startEngine, stopAll, type Served } from './lib/processes';
import { runScript } from './lib/row';
import { median, percentile } from './lib/stats';

const FOLLOWERS = 1000;
const PACE_MS = Number(process.env.PACE_MS ?? 150);

interface Side {
  served: Served;
  client: GqlClient;
  game: FollowedGame;
  f: ReturnType<typeof followers>;
  sent: Sent[];
  cpuMs: number;
}

async function side(served: Served): Promise<Side> {
  const client = gqlClient(served.url, 4);
  const game = await followedGame(client, 'followed');
  const afterNow = async () => (await writer(client, game, 1, PACE_MS)).at(-1)!.events.at(-1)!;
  await writer(client, game, 4, PACE_MS); // warm-up, as the row
  const f = followers(served.url.replace(/^http/, 'ws'), game.gameId, await afterNow(), FOLLOWERS);
  await f.ready();
  await f.have(await afterNow()); // every subscription is live
  await writer(client, game, 4, PACE_MS).then((s) => f.have(s.at(-1)!.events.at(-1)!)); // the fan-out warm
  return { served, client, game, f, sent: [], cpuMs: 0 };
}

async function block(s: Side, commands: number): Promise<void> {
  const t0 = s.served.cpuMs();
  const sent = await writer(s.client, s.game, commands, PACE_MS);
  await s.f.have(sent.at(-1)!.events.at(-1)!);
  s.cpuMs += s.served.cpuMs() - t0;
  s.sent.push(...sent);
}

async function main() {
  const base = arg('base');
  const blocks = numberArg('blocks', '6', { min: 1, integer: true });
  const perBlock = numberArg('block', '12', { min: 1, integer: true });
  const dir = mkdtempSync(join(tmpdir(), 'bench-ab-subscribers-'));
  const servers: Served[] = [];
  const sides: Side[] = [];
  const loadBefore = loadavg();
  try {
    const profiles = process.env.BENCH_PROFILE_DIR;
    for (const [name, root] of [
      ['before', base],
      ['after', undefined],
    ] as const) {
      if (profiles) process.env.BENCH_PROFILE_DIR = join(profiles, name);
      servers.push(await startEngine(join(dir, `${name}.db`), {}, { root, profile: true }));
    }
    if (profiles) process.env.BENCH_PROFILE_DIR = profiles;
    for (const s of servers) sides.push(await side(s));
    const [before, after] = sides;
    for (let i = 0; i < blocks; i++) {
      // A B, then B A: neither build always comes first after the other's load.
      const order = i % 2 === 0 ? [before, after] : [after, before];
      for (const s of order) await block(s, perBlock);
    }
    const figures = async (s: Side) => {
      const received = await s.f.report();
      const delays = delaysOf(s.sent, received, FOLLOWERS);
      const messages = delays.length;
      return {
        followersP50Ms: +percentile(delays, 50).toFixed(1),
        followersP99Ms: +percentile(delays, 99).toFixed(1),
        ackMedianMs: +median(s.sent.map((x) => x.ackMs)).toFixed(2),
        cpuUsPerMessage: +((s.cpuMs * 1000) / messages).toFixed(2),
        cpuMsPerCommand: +(s.cpuMs / s.sent.length).toFixed(2),
        commands: s.sent.length,
        eventsPerCommand: +(messages / FOLLOWERS / s.sent.length).toFixed(2),
      };
    };
    const b = await figures(before);
    const a = await figures(after);
    console.log(
      JSON.stringify({
        followers: FOLLOWERS,
        paceMs: PACE_MS,
        blocks,
        perBlock,
        load: { start: loadBefore.map((x) => +x.toFixed(2)), end: loadavg().map((x) => +x.toFixed(2)) },
        before: b,
        after: a,
        afterOfBefore: {
          followersP50: +(a.followersP50Ms / b.followersP50Ms).toFixed(3),
          followersP99: +(a.followersP99Ms / b.followersP99Ms).toFixed(3),
          cpuPerMessage: +(a.cpuUsPerMessage / b.cpuUsPerMessage).toFixed(3),
        },
      }),
    );
  } finally {
    for (const s of sides) {
      s.client.close();
      await s.f.close();
    }
    await stopAll(servers, dir);
  }
}

runScript(main);
