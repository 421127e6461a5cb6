// Who the client is, for per-client limits: its address. Behind a reverse proxy
// every request comes from the proxy, so TRUST_PROXY says how many proxies in
// front of the server may be believed about the address they saw (the
// X-Forwarded-For header, each proxy appending the address it was called
// from). It is off by default: a client talking to the server directly could
// otherwise write any X-Forwarded-For and pick its own identity.
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/** The IPv6 address written out in full, 8 groups of 4 hex digits. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const middle = tail !== undefined ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...middle, ...right].map((g) => g.padStart(4, '0').toLowerCase());
}

/**
 * The key limits count under: an IPv4 address as it is, an IPv6 address by its /64 network,
 * which one subscriber usually gets whole (counted per address, a client could rotate
 * through 2^64 of them).
 */
export function clientKey(address: string): string {
  const a = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address; // IPv4-mapped
  // No colon, no IPv6 address: isIPv6's pattern is skipped for IPv4 clients, on every request (issue 29).
  if (!a.includes(':') || !isIPv6(a) || a.includes('.')) return a;
  return `${expandIPv6(a).slice(0, 4).join(':')}::/64`;
}

/** The client's address: the socket's, or with `trustProxy` proxies in front, the one the outermost trusted proxy saw. */
export function clientAddress(req: IncomingMessage, trustProxy: number): string {
  const direct = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return clientKey(direct);
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // [client, proxy 1, ..., proxy n-1] + the socket (proxy n): the trusted proxies are the last `trustProxy`.
  const hops = [...forwarded, direct];
  return clientKey(hops[Math.max(0, hops.length - 1 - trustProxy)]);
}
