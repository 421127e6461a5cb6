// The engine's GraphQL over WebSocket as a GqlClient: one graphql-ws connection per client (as a frontend that follows
// its game live holds one), each request an operation whose first result is the answer. For the mutation rows'
// engine load sent over the socket instead of HTTP (bench/rows/peer-boardgameio.ts).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GqlClient } from './http-load';

/** `count` clients of `url` (the HTTP /graphql address), each on a WebSocket of its own, connected before it resolves. */
export async function wsClients(url: string, count: number): Promise<{ clients: GqlClient[]; close(): Promise<void> }> {
  const wsUrl = url.replace(/^http/, 'ws');
  const raw: Client[] = [];
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
      raw.push(client);
      await new Promise<void>((ok, fail) => {
        const off = client.on('connected', () => (off(), ok()));
        client.on('error', fail);
      });
      const gql: GqlClient = {
        post(query, variables) {
          return new Promise((resolve, reject) => {
            let result: { data?: never; errors?: unknown[] } | undefined;
            client.subscribe(
              { query, variables },
              {
                next: (r) => (result = r as typeof result),
                error: (err) => reject(err instanceof Error ? err : new Error(JSON.stringify(err))),
                complete: () => (result ? resolve(result) : reject(new Error('completed without a result'))),
              },
            );
          });
        },
        close: () => void client.dispose(),
      };
      return gql;
    }),
  );
  return { clients, close: async () => void (await Promise.all(raw.map((c) => c.dispose()))) };
}
