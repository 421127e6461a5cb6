// Starts the GraphQL server on the configured store (SQLite by default).
import 'reflect-metadata';
import { configFromEnv } from '../app/config';
import { createServices } from '../app/services';
import { startServer } from '../api/server';
import { createEventStore } from '../store';

async function main() {
  const config = configFromEnv();
  const store = createEventStore(config.store);
  const services = createServices(store, config.tokenSecret);
  const server = await startServer(services, { port: config.port, host: config.host });
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

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
