// A closed-loop HTTP load: N clients, each sending its next request when the
// previous one is answered, over keep-alive connections, for a fixed time.
// Latencies are measured per request in this process.
import { Agent, request } from 'node:http';
import { percentile } from './stats';

export interface GqlClient {
  /** POSTs a GraphQL request; resolves with the parsed body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each row reads the fields it asked for
  post<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: unknown[] }>;
  close(): void;
}

export function gqlClient(url: string, sockets = 64): GqlClient {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port, pathname } = new URL(url);
  return {
    post(query, variables) {
      const body = JSON.stringify({ query, variables });
      return new Promise((resolve, reject) => {
        const req = request(
          {
            agent,
            hostname,
            port,
            path: pathname,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              try {
                resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
              } catch (err) {
                reject(err);
              }
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Every counted request's latency in ms (to merge slices). */
  latencies: number[];
}

/** Slices of one load measured apart (interleaved with another load's), as one result. */
export function merged(slices: LoadResult[]): LoadResult {
  const latencies = slices.flatMap((s) => s.latencies);
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  const seconds = slices.reduce((n, s) => n + s.seconds, 0);
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: slices.reduce((n, s) => n + s.errors, 0),
    latencies,
  };
}

/**
 * Runs `clients` loops of `step(client)` for `seconds` after `warmupSeconds` (whose requests are not
 * counted). `step` sends one request and returns whether it succeeded.
 */
export async function closedLoop(
  clients: number,
  warmupSeconds: number,
  seconds: number,
  step: (client: number) => Promise<boolean>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const t0 = process.hrtime.bigint();
  const warmEnd = t0 + BigInt(Math.round(warmupSeconds * 1e9));
  const end = warmEnd + BigInt(Math.round(seconds * 1e9));
  let counted = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (;;) {
        const s = process.hrtime.bigint();
        if (s >= end) return;
        const ok = await step(c).catch(() => false);
        const e = process.hrtime.bigint();
        if (s >= warmEnd && e <= end) {
          latencies.push(Number(e - s) / 1e6);
          counted++;
          if (!ok) errors++;
        }
      }
    }),
  );
  return {
    requests: counted,
    seconds,
    perSecond: counted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    latencies,
  };
}
