// The game-creation flood, again (#17: 300 createGame in 2.3 s, all accepted).
// One client sends 300 createGame as fast as the server answers (20 at a time);
// prints how many were accepted and refused, and how long it took.
//
//   npx ts-node --transpile-only bench/attack-create-flood.ts [--no-limits]
import { randomUUID } from 'node:crypto';
import { NO_LIMITS, post, round, startServerProcess, withoutLimits } from './attack-common';

const CREATE = `mutation($i: CreateGameInput!) { createGame(input: $i) { __typename } }`;

async function main() {
  const server = await startServerProcess(withoutLimits ? NO_LIMITS : {});
  try {
    const started = performance.now();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let batch = 0; batch < 15; batch++) {
      const rs = await Promise.all(
        Array.from({ length: 20 }, () => post(server.url, CREATE, { i: { commandId: randomUUID(), name: 'flood' } })),
      );
      for (const r of rs) {
        statuses.push(r.status);
        if (r.status === 429) retryAfter ??= String(JSON.parse(r.body).errors[0].extensions.retryAfter);
      }
    }
    const ms = performance.now() - started;
    const games = JSON.parse((await post(server.url, '{ games { totalCount } }')).body).data.games.totalCount;
    console.log(
      `300 createGame from one client in ${round(ms)} ms (limits ${withoutLimits ? 'LIFTED' : 'on'}): ` +
        `${statuses.filter((s) => s === 200).length} accepted, ${statuses.filter((s) => s === 429).length} refused with 429` +
        `${retryAfter ? ` (retry after ${retryAfter} s)` : ''}; ${games} games exist`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
