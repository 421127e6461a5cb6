// 10,000 idle subscriptions, again (#17: "10,000 idle subscriptions take a
// quarter of a core"). Measures the server process's CPU share and memory with
// no subscription, then with 10,000 `gameEvents` subscriptions on one game that
// receive nothing (200 sockets of 50 each: the per-socket limit WS_MAX_OPERATIONS
// and the per-client WS_MAX_CONNECTIONS_PER_CLIENT, met by connecting from four
// loopback addresses), then how long one command takes to reach all of them.
//
//   npx ts-node --transpile-only bench/attack-idle-subscriptions.ts [subscriptions] [seconds]
//
// What this branch adds to an idle subscription is the edge's bookkeeping (limits,
// per-connection counts, a keepalive ping every 12 s per socket). Whether the
// store polls per subscription or pushes from the append is the store's part.
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { idleCost, post, round, startServerProcess } from './attack-common';

const total = Number(process.argv[2] ?? 10_000);
const seconds = Number(process.argv[3] ?? 10);
const PER_SOCKET = 50;

/** A ws class bound to a local (source) address, so the server sees several loopback clients. */
const boundTo = (localAddress: string) =>
  class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { localAddress });
    }
  };

async function main() {
  const server = await startServerProcess({ RATE_LIMIT_QUERY_COST: 'off' });
  const clients: Client[] = [];
  try {
    const created = JSON.parse(
      (
        await post(
          server.url,
          `mutation($i: CreateGameInput!) { createGame(input: $i) { ... on GameCreated { game { id eventCount } organizerToken } } }`,
          { i: { commandId: randomUUID(), name: 'idle' } },
        )
      ).body,
    ).data.createGame;
    const gameId: string = created.game.id;
    const seat = JSON.parse(
      (
        await post(server.url, `mutation($i: TakeSeatInput!) { takeSeat(input: $i) { ... on SeatGranted { seatToken } } }`, {
          i: { commandId: randomUUID(), gameId, power: 'JAPAN' },
        })
      ).body,
    ).data.takeSeat;
    await new Promise((r) => setTimeout(r, 1000));
    const none = await idleCost(server.pid, seconds * 1000);
    console.log(`no subscription: ${round(none.cpuPercent)} % of a core over ${seconds} s, RSS ${round(none.rssMb)} MB`);

    // Each subscription starts after the last event but one, so it receives exactly that one: proof it is live.
    const count = 2; // GameCreated, SeatTaken
    let live = 0;
    let reached = 0;
    let errors = 0;
    const opened = Date.now();
    for (let s = 0; s * PER_SOCKET < total; s++) {
      const client = createClient({ url: server.wsUrl, webSocketImpl: boundTo(`127.0.0.${1 + (s % 4)}`), retryAttempts: 0, lazy: false });
      clients.push(client);
      for (let i = 0; i < PER_SOCKET && s * PER_SOCKET + i < total; i++) {
        let seen = 0;
        client.subscribe(
          {
            query: `subscription($g: String!, $a: Int!) { gameEvents(gameId: $g, after: $a) { number } }`,
            variables: { g: gameId, a: count - 1 },
          },
          {
            next: () => {
              if (++seen === 1) live++;
              else reached++;
            },
            error: () => errors++,
            complete: () => undefined,
          },
        );
      }
    }
    while (live + errors < total && Date.now() - opened < 120_000) await new Promise((r) => setTimeout(r, 100));
    console.log(`${live} subscriptions live (${errors} refused) on ${clients.length} sockets in ${round((Date.now() - opened) / 1000)} s`);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = await idleCost(server.pid, seconds * 1000);
    console.log(
      `${live} idle subscriptions: ${round(idle.cpuPercent)} % of a core over ${seconds} s, RSS ${round(idle.rssMb)} MB (+${round(idle.rssMb - none.rssMb)} MB)`,
    );

    const sent = Date.now();
    await post(server.url, `mutation($i: EndPhaseInput!) { endPhase(input: $i) { __typename } }`, {
      i: { commandId: randomUUID(), gameId, seatToken: seat.seatToken, phase: 'PURCHASE' },
    });
    while (reached < live && Date.now() - sent < 60_000) await new Promise((r) => setTimeout(r, 20));
    console.log(`one command reached ${reached} of ${live} subscriptions in ${Date.now() - sent} ms`);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
