// Starts the GraphQL server on the configured store (SQLite by default).
import 'reflect-metadata';
import { configFromEnv } from '../app/config';
import { createServices } from '../app/services';
import { startServer } from '../api/server';
import { createEventStore } from '../store';

async function main() {
  const config = configFromEnv();
  const store = createEventStore(config.store);
  const services = createServices(store, config.tokenSecret, { gameCache: config.gameCache });
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(services, { port: config.port, host: config.host, cors: config.cors });
  } catch (err) {
    await store.close().catch(() => undefined);
    throw err;
  }
  const where = config.store.kind === 'sqlite' ? ` (${config.store.path})` : '';
  console.log(`Pacific engine: GraphQL on ${server.url}, subscriptions on ${server.wsUrl}, store ${store.name}${where}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await server.stop();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

// Any failure to start (a port in use, a bad setting, a store that cannot open) is one line and a non-zero exit.
main().catch((err) => {
  console.error(`Pacific engine did not start: ${err instanceof Error ? err.message : String(err)}`.split('\n')[0]);
  process.exit(1);
});
