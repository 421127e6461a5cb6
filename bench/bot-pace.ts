// Self-playing games against everyone else (issue 29, docs/bots.md "Pacing"): N games whose five seats are all
// RANDOM bots play themselves on a server, while a probe client (4 requests in flight, each sent when the last is
// answered) asks a small query. Three servers, each on its own SQLite file: `off` (BOT_SHARE=off: unpaced, as before
// the pacer), `paced` (BOT_SHARE unset: the default) with the same N games, and `quiet` (no games: the ceiling).
// Slices of each alternate in one run; the servers not being measured are stopped (SIGSTOP) meanwhile, so only one
// competes for the cores at a time. Per server: the probe's p50/p99 and calls/s, the server's CPU share, and the
// events the bots wrote per second; the load average is printed at the start and end.
//
//   npx ts-node --transpile-only bench/bot-pace.ts [--games 8] [--rounds 5] [--slice-ms 3000]
//
// Talks only to the servers it starts, on 127.0.0.1; every loop is bounded and it stops by itself.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { post, processUsage, round, startServerProcess, type ServerProcess } from './attack-common';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const GAMES = arg('games', 8);
const ROUNDS = arg('rounds', 5);
const SLICE_MS = arg('slice-ms', 3000);
const WARM_MS = 500;
const PROBES = 4;
const PROBE = '{ rulesets { id } }';
const SEATS = ['JAPAN', 'USA', 'CHINA', 'UK', 'ANZAC'];
const LIFTED = { RATE_LIMIT_COMMANDS: 'off', RATE_LIMIT_CREATE_GAME: 'off', RATE_LIMIT_QUERY_COST: 'off' };

async function gql(url: string, query: string, variables?: Record<string, unknown>) {
  const r = await post(url, query, variables);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of a few known queries
  const body = JSON.parse(r.body) as { data?: Record<string, any>; errors?: unknown };
  if (!body.data) throw new Error(`${query.slice(0, 40)}: ${r.body.slice(0, 300)}`);
  return body.data;
}

/** A game whose every seat a RANDOM bot plays: it plays itself from the last seatBot on. */
async function selfPlayingGame(url: string): Promise<string> {
  const created = (
    await gql(
      url,
      `mutation($i: CreateGameInput!) { createGame(input: $i) { __typename ... on GameCreated { organizerToken game { id } } } }`,
      {
        i: { commandId: randomUUID(), name: 'self-playing' },
      },
    )
  ).createGame;
  for (const power of SEATS) {
    const r = await gql(url, `mutation($i: SeatBotInput!) { seatBot(input: $i) { __typename } }`, {
      i: {
        gameId: created.game.id,
        commandId: randomUUID(),
        organizerToken: created.organizerToken,
        power,
        bot: 'RANDOM',
        reason: 'bench',
      },
    });
    if (r.seatBot.__typename !== 'CommandAccepted') throw new Error(`seatBot: ${JSON.stringify(r)}`);
  }
  return created.game.id as string;
}

async function eventsOf(url: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const data = await gql(url, `{ ${ids.map((id, i) => `g${i}: game(id: "${id}") { eventCount }`).join(' ')} }`);
  return Object.values(data).reduce((n, g: { eventCount: number }) => n + g.eventCount, 0);
}

interface Server {
  name: string;
  proc: ServerProcess;
  games: string[];
  latencies: number[];
  calls: number;
  ms: number;
  cpu: number;
  events: number;
}

async function slice(s: Server): Promise<void> {
  process.kill(s.proc.pid, 'SIGCONT');
  await new Promise((r) => setTimeout(r, WARM_MS));
  const cpu0 = processUsage(s.proc.pid).cpuSeconds;
  const ev0 = await eventsOf(s.proc.url, s.games);
  const start = performance.now();
  const end = start + SLICE_MS;
  await Promise.all(
    Array.from({ length: PROBES }, async () => {
      while (performance.now() < end) {
        const r = await post(s.proc.url, PROBE);
        if (r.status !== 200) throw new Error(`probe got ${r.status}`);
        s.latencies.push(r.ms);
        s.calls++;
      }
    }),
  );
  const ms = performance.now() - start;
  s.ms += ms;
  s.cpu += processUsage(s.proc.pid).cpuSeconds - cpu0;
  s.events += (await eventsOf(s.proc.url, s.games)) - ev0;
  process.kill(s.proc.pid, 'SIGSTOP');
}

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return round(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN);
};

async function main() {
  const load0 = loadavg().map((x) => x.toFixed(2));
  const servers: Server[] = [];
  try {
    for (const [name, env, n] of [
      ['off', { ...LIFTED, BOT_SHARE: 'off' }, GAMES],
      ['paced', { ...LIFTED }, GAMES],
      ['quiet', { ...LIFTED }, 0],
    ] as const) {
      const proc = await startServerProcess(env);
      const s: Server = { name, proc, games: [], latencies: [], calls: 0, ms: 0, cpu: 0, events: 0 };
      servers.push(s);
      for (let i = 0; i < n; i++) s.games.push(await selfPlayingGame(proc.url));
      process.kill(proc.pid, 'SIGSTOP');
    }
    for (let r = 0; r < ROUNDS; r++) for (const s of servers) await slice(s);
    const load1 = loadavg().map((x) => x.toFixed(2));
    console.log(
      `${GAMES} self-playing games (5 RANDOM bots each); probe: ${PROBES} in flight of ${PROBE}; ${ROUNDS} rounds of ${SLICE_MS} ms slices`,
    );
    console.log(`load average at start ${load0.join(' ')}, at end ${load1.join(' ')}`);
    console.log('server  BOT_SHARE      probe p50 ms  p99 ms  calls/s  server CPU %  bot events/s');
    for (const s of servers)
      console.log(
        [
          s.name.padEnd(7),
          (s.name === 'off' ? 'off' : 'default').padEnd(14),
          String(pct(s.latencies, 0.5)).padStart(12),
          String(pct(s.latencies, 0.99)).padStart(7),
          String(round((s.calls * 1000) / s.ms)).padStart(8),
          String(round((100 * s.cpu) / (s.ms / 1000))).padStart(13),
          String(round((s.events * 1000) / s.ms)).padStart(13),
        ].join(' '),
      );
  } finally {
    for (const s of servers) {
      process.kill(s.proc.pid, 'SIGCONT');
      await s.proc.stop();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
