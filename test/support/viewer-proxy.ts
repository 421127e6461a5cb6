// A TCP proxy the test controls, between the browser and the server: it forwards every
// connection (HTTP and WebSocket alike) until the test drops them all at once and, while
// it is `down`, refuses new ones, so a page sees its connection die and its retries fail
// as they would when the network goes away; `up()` lets it reconnect.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface Proxy {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** Connections forwarded so far. */
  readonly connections: number;
  /** Destroys every open connection (both sides) and refuses new ones until up(). */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export function startProxy(target: { host: string; port: number }): Promise<Proxy> {
  const open = new Set<Socket>();
  let isDown = false;
  let connections = 0;
  const server: Server = createServer((client) => {
    if (isDown) return void client.destroy();
    connections++;
    const upstream = createConnection(target);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      open.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        b.destroy();
      });
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        get connections() {
          return connections;
        },
        down() {
          isDown = true;
          for (const s of open) s.destroy();
        },
        up() {
          isDown = false;
        },
        close() {
          for (const s of open) s.destroy();
          return new Promise<void>((r) => server.close(() => r()));
        },
      }),
    ),
  );
}
