// The slow-client attack of issue 29: 1,100 connections from one address, each
// sending a POST's headers and then its body a byte every 2 s, made every other
// request fail for 100 s with nothing logged. The server now closes a request
// whose headers take longer than HTTP_HEADERS_TIMEOUT_MS or whose whole body
// takes longer than HTTP_REQUEST_TIMEOUT_MS (408), and more than
// HTTP_MAX_CONNECTIONS_PER_ADDRESS open connections from one address
// (src/api/server.ts). This script holds the attack (reconnecting whatever is
// closed) for a while and measures a probe client from another address asking
// `{ rulesets { id } }` every 50 ms: p50 / p95 / p99 / max in ms, alone and during.
//
//   npx ts-node --transpile-only bench/attack-slow-clients.ts [seconds=45] [connections=1100]
//
// Defaults of every limit. Bounded: stops after `seconds` and closes what it opened.
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { processUsage, round, startServerProcess } from './attack-common';

const seconds = Number(process.argv[2] ?? 45);
const connections = Number(process.argv[3] ?? 1100);
const ATTACKER = '127.0.0.9';

function probe(url: string) {
  const ms: number[] = [];
  const failures: string[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((ok) => {
      const body = JSON.stringify({ query: '{ rulesets { id } }' });
      const started = performance.now();
      const req = request(url, { method: 'POST', localAddress: '127.0.0.1', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume().on('end', () => {
          if (res.statusCode === 200) ms.push(performance.now() - started);
          else failures.push(String(res.statusCode));
          ok();
        });
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', (e) => {
        failures.push(e.message);
        ok();
      });
      req.end(body);
    });
  const loop = (async () => {
    while (running) {
      await once();
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const s = [...ms].sort((a, b) => a - b);
      const at = (q: number) => round(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN);
      return { n: s.length, failed: failures.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(s[s.length - 1] ?? NaN) };
    },
  };
}

async function main() {
  const server = await startServerProcess();
  const { hostname, port } = new URL(server.url);
  const open = new Set<Socket>();
  const seen = { opened: 0, closedAtOnce: 0, answered408: 0, closedLater: 0 };
  let running = true;
  /** One slow client: a POST's headers, then a byte of its body every 2 s; reconnects when closed. */
  const slow = () => {
    if (!running) return;
    const started = performance.now();
    let answer = '';
    const s = connect({ host: hostname, port: Number(port), localAddress: ATTACKER });
    open.add(s);
    seen.opened++;
    let timer: NodeJS.Timeout | undefined;
    s.on('connect', () => {
      s.write(`POST /graphql HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`);
      timer = setInterval(() => s.write('{'), 2000);
    });
    s.on('data', (d) => (answer += d));
    s.on('error', () => undefined);
    s.on('close', () => {
      clearInterval(timer);
      open.delete(s);
      if (/^HTTP\/1\.1 408/.test(answer)) seen.answered408++;
      else if (performance.now() - started < 1000) seen.closedAtOnce++;
      else seen.closedLater++;
      // An attacker tries again, not in a tight loop.
      setTimeout(slow, 500);
    });
  };
  try {
    const calm = probe(server.url);
    await new Promise((r) => setTimeout(r, 10_000));
    const before = await calm.stop();
    console.log('probe alone (ms):', before);

    const cpu0 = processUsage(server.pid).cpuSeconds;
    const during = probe(server.url);
    for (let i = 0; i < connections; i++) {
      slow();
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise((r) => setTimeout(r, seconds * 1000));
    running = false;
    const attacked = await during.stop();
    const cpu = processUsage(server.pid);
    console.log(
      `slow clients from ${ATTACKER} over ${seconds} s: ${seen.opened} connections opened, ${seen.closedAtOnce} closed at once (per-address limit), ` +
        `${seen.answered408} answered 408 (request timeout), ${seen.closedLater} closed otherwise; ${open.size} still open at the end; ` +
        `server CPU ${round((100 * (cpu.cpuSeconds - cpu0)) / seconds)} % of a core`,
    );
    console.log('probe during the attack (ms):', attacked);
  } finally {
    running = false;
    for (const s of open) s.destroy();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
