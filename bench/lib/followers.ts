// A process of N WebSocket followers of one game (graphql-ws protocol, spoken
// directly over `ws` to keep this side cheap), each subscribed to gameEvents.
// It records when each follower receives each event (process.hrtime, the same
// monotonic clock in every process of the machine) and talks to the benchmark
// over stdin/stdout, one line each:
//   -> "ready"                       every follower is connected and subscribed
//   <- "wait <n>" -> "have <n>"      once every follower has event number n
//   <- "pause"    -> "paused"        every follower ends its subscription (the connections stay)
//   <- "resume <n>" -> "resumed"     every follower subscribes again, after event n
//   <- "report"   -> "report <json>" receive times: { [eventNumber]: ms[] }
//   <- "close"
//
//   node -r ts-node/register/transpile-only bench/lib/followers.ts <wsUrl> <gameId> <after> <count>
import { createInterface } from 'node:readline';
import WebSocket from 'ws';

const [wsUrl, gameId, afterArg, countArg] = process.argv.slice(2);
const after = Number(afterArg);
const count = Number(countArg);
const QUERY = 'subscription($g: String!, $a: Int!) { gameEvents(gameId: $g, after: $a) { number type } }';

const received = new Map<number, number[]>();
let subscriptionId = 1;
/** Lowest event number every follower has reached. */
const reached: number[] = new Array(count).fill(after);
const sockets: WebSocket[] = [];
let waitingFor: number | null = null;
/** Followers still short of waitingFor: counted down as they reach it, not a scan of all of them per message. */
let behind = 0;
const now = () => Number(process.hrtime.bigint()) / 1e6;

function startWait(n: number) {
  waitingFor = n;
  behind = reached.filter((r) => r < n).length;
  checkWait();
}

function reach(i: number, n: number) {
  if (waitingFor !== null && reached[i] < waitingFor && n >= waitingFor) behind--;
  reached[i] = Math.max(reached[i], n);
  checkWait();
}

function checkWait() {
  if (waitingFor !== null && behind === 0) {
    console.log(`have ${waitingFor}`);
    waitingFor = null;
  }
}

async function connect(i: number): Promise<void> {
  const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
  sockets.push(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (raw: Buffer) => {
      const t = now();
      const msg = JSON.parse(raw.toString());
      if (msg.type === 'connection_ack') {
        ws.send(
          JSON.stringify({ id: String(subscriptionId), type: 'subscribe', payload: { query: QUERY, variables: { g: gameId, a: after } } }),
        );
        resolve();
      } else if (msg.type === 'next') {
        const n = msg.payload?.data?.gameEvents?.number as number | undefined;
        if (n === undefined) throw new Error(`follower ${i}: ${JSON.stringify(msg.payload)}`);
        let list = received.get(n);
        if (!list) received.set(n, (list = []));
        list.push(t);
        reach(i, n);
      } else if (msg.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
      else if (msg.type === 'error' || msg.type === 'complete') throw new Error(`follower ${i}: ${raw.toString()}`);
    });
  });
}

async function main() {
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => connect(i + k)));
  console.log('ready');
  for await (const line of createInterface({ input: process.stdin })) {
    const [cmd, arg] = line.trim().split(' ');
    if (cmd === 'wait') {
      startWait(Number(arg));
    } else if (cmd === 'pause') {
      for (const ws of sockets) ws.send(JSON.stringify({ id: String(subscriptionId), type: 'complete' }));
      console.log('paused');
    } else if (cmd === 'resume') {
      subscriptionId++;
      for (const ws of sockets)
        ws.send(
          JSON.stringify({
            id: String(subscriptionId),
            type: 'subscribe',
            payload: { query: QUERY, variables: { g: gameId, a: Number(arg) } },
          }),
        );
      reached.fill(Number(arg));
      console.log('resumed');
    } else if (cmd === 'report') console.log(`report ${JSON.stringify(Object.fromEntries(received))}`);
    else if (cmd === 'close') break;
  }
  for (const ws of sockets) ws.close();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
