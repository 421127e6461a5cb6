// The list-cost attack of issue 29: on 300 small games, four aliases of
// `games(first: 500) { nodes { board position chain timeline events(first: 500) } }`
// ran 8.6 s and stalled every client. Now a page costs its size times what each
// game selects (src/api/cost.ts), so that request is refused before it runs; this
// script checks that, then has several clients (each its own loopback address,
// so each its own budgets) send the heaviest list queries the limit still accepts,
// as fast as their default cost budgets let them, while a probe client asks
// `{ rulesets { id } }` every 50 ms. Prints the probe's latency alone and during
// the attack (p50 / p95 / p99 / max, ms), what the attackers got, and the server's CPU.
//
//   npx ts-node --transpile-only bench/attack-list-cost.ts [seconds=60] [clients=4]
//
// Game creation and commands are not budgeted here (RATE_LIMIT_CREATE_GAME and
// RATE_LIMIT_COMMANDS off, to create the 300 games); the query cost limit and the
// per-client cost budget are the defaults. Bounded: stops after `seconds`.
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { processUsage, round, startServerProcess } from './attack-common';

const seconds = Number(process.argv[2] ?? 60);
const clients = Number(process.argv[3] ?? 4);
const GAMES = 300;

/** The attack of the issue, as sent then. */
const ATTACK = `{ ${[1, 2, 3, 4]
  .map(
    (i) =>
      `g${i}: games(first: 500) { nodes { board { round } position chain { valid } timeline { eventNumber } events(first: 500) { edges { node { number } } } } }`,
  )
  .join(' ')} }`;

/** The heaviest list queries the default limit (1,000) accepts, one of each expensive per-game field (cost in the comment, plus 1 for the operation). */
const HEAVY = [
  `{ games(first: 109) { nodes { id name status board { round } } } }`, // 10 + 109 × (1 + 8) = 991
  `{ games(first: 12) { nodes { chain { valid checked } } } }`, // 10 + 12 × (1 + 80) = 982
  `{ games(first: 12) { nodes { position } } }`, // 10 + 12 × (1 + 80) = 982
  `{ games(first: 16) { nodes { board { territories { name owner units { type owner count } } } } } }`, // 10 + 16 × (1 + 8 + 50) = 954
  `{ games(first: 8) { nodes { events(first: 100) { edges { node { number type data metadata { hash } } } } } } }`, // 10 + 8 × (1 + 10 + 100) = 898
  `{ games(first: 13) { nodes { timeline { eventNumber phase } commandEnds } } }`, // 10 + 13 × (1 + 35 + 35) = 933
  `{ games(first: 25) { nodes { board(atEvent: 1) { round } } } }`, // 10 + 25 × (1 + 8 + 30) = 985
  `{ games(first: 12) { nodes { record } } }`, // 10 + 12 × (1 + 80) = 982
  `{ games(first: 500) { nodes { id name status round currentPower eventCount players { seat taken } } } }`, // 10 + 500 = 510
];

/** A POST from a given local address (each attacker its own client), with its status, time and Retry-After. */
function postFrom(url: string, localAddress: string, query: string, variables?: Record<string, unknown>) {
  const body = JSON.stringify({ query, variables });
  const started = performance.now();
  return new Promise<{ status: number; ms: number; retryAfter: number; body: string }>((ok, fail) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          ok({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: Number(res.headers['retry-after'] ?? 0),
            body: text,
          }),
        );
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** The probe: `{ rulesets { id } }` every 50 ms from 127.0.0.1 until stopped; its latencies. */
function probe(url: string) {
  const ms: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const r = await postFrom(url, '127.0.0.1', '{ rulesets { id } }');
      if (r.status !== 200) throw new Error(`probe got ${r.status}: ${r.body.slice(0, 200)}`);
      ms.push(r.ms);
      await new Promise((res) => setTimeout(res, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return quantiles(ms);
    },
  };
}

function quantiles(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => round(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN);
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(s[s.length - 1] ?? NaN) };
}

async function main() {
  const server = await startServerProcess({ RATE_LIMIT_CREATE_GAME: 'off', RATE_LIMIT_COMMANDS: 'off' });
  try {
    const create = `mutation($i: CreateGameInput!) { createGame(input: $i) { __typename } }`;
    for (let i = 0; i < GAMES; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, () => postFrom(server.url, '127.0.0.1', create, { i: { commandId: randomUUID(), name: 'list-cost' } })),
      );
    const count = JSON.parse((await postFrom(server.url, '127.0.0.1', '{ games { totalCount } }')).body).data.games.totalCount;
    console.log(`${count} games; attack ${seconds} s from ${clients} clients; default query cost limit and budgets`);

    const calm = probe(server.url);
    await new Promise((r) => setTimeout(r, 10_000));
    const before = await calm.stop();
    console.log('probe alone (ms):', before);

    const refused = await postFrom(server.url, '127.0.0.9', ATTACK);
    const err = JSON.parse(refused.body).errors?.[0];
    console.log(`the issue's attack: HTTP ${refused.status} ${err?.extensions?.code} in ${round(refused.ms)} ms: ${err?.message}`);

    // Each heavy query alone, twice (the first pass warms the server up): wall time and the server's CPU time.
    for (const pass of [1, 2])
      for (const q of HEAVY) {
        const cpuBefore = processUsage(server.pid).cpuSeconds;
        const r = await postFrom(server.url, '127.0.0.10', q);
        if (r.status !== 200) throw new Error(`a heavy query was not accepted (${r.status}): ${q}\n${r.body.slice(0, 300)}`);
        const cpuMs = (processUsage(server.pid).cpuSeconds - cpuBefore) * 1000;
        if (pass === 2) console.log(`  alone: ${round(r.ms)} ms, server CPU ${round(cpuMs)} ms: ${q.slice(0, 90)}`);
      }

    const cpu0 = processUsage(server.pid).cpuSeconds;
    const during = probe(server.url);
    const until = performance.now() + seconds * 1000;
    const got = { accepted: 0, limited: 0, other: 0, slowest: 0 };
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        const from = `127.0.0.${20 + c}`;
        for (let i = c; performance.now() < until; i++) {
          const r = await postFrom(server.url, from, HEAVY[i % HEAVY.length]);
          if (r.status === 200) {
            got.accepted++;
            got.slowest = Math.max(got.slowest, r.ms);
          } else if (r.status === 429) {
            got.limited++;
            // Within the budget: wait as told, but not past the end.
            await new Promise((res) => setTimeout(res, Math.min(r.retryAfter * 1000, Math.max(0, until - performance.now()))));
          } else got.other++;
        }
      }),
    );
    const attacked = await during.stop();
    const cpu = processUsage(server.pid);
    console.log(
      `attackers: ${got.accepted} heavy queries answered (slowest ${round(got.slowest)} ms), ${got.limited} refused 429, ${got.other} other; ` +
        `server CPU ${round((100 * (cpu.cpuSeconds - cpu0)) / seconds)} % of a core, RSS ${round(cpu.rssMb)} MB`,
    );
    console.log('probe during the attack (ms):', attacked);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
