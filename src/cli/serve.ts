// Starts the GraphQL server on the configured store (SQLite by default).
//
// Logs are JSON lines on stdout (src/app/logger.ts). A failure to start is
// also one plain line on stderr, for the person who typed `npm start`.
// SIGTERM (docker stop, an orchestrator) and SIGINT stop it cleanly: no new
// requests, open ones finished, the store closed, exit 0.
//   npm start  (or node dist/src/cli/serve.js; --help lists the settings and exit codes)
import 'reflect-metadata';
import type { Command } from 'commander';
import { configFromEnv } from '../app/config';
import { createLogger, parseLogLevel } from '../app/logger';
import { createServices } from '../app/services';
import { startServer } from '../api/server';
import { createEventStore } from '../store';
import { cliProgram, runAsScript } from './cli';

const log = createLogger({ level: parseLevelOrInfo() });

/** LOG_LEVEL is checked again by configFromEnv, which reports a bad value as a start failure. */
function parseLevelOrInfo() {
  try {
    return parseLogLevel(process.env.LOG_LEVEL);
  } catch {
    return 'info';
  }
}

async function main() {
  // Signal handlers first: a SIGTERM that arrives while starting (nothing to stop yet: exit 0), or
  // just as the "GraphQL on" line is read, must end the process cleanly rather than kill it.
  let stopping = false;
  let running: { server: Awaited<ReturnType<typeof startServer>>; store: ReturnType<typeof createEventStore> } | null = null;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    try {
      await running?.server.stop();
      await running?.store.close();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'failed to stop cleanly');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const config = configFromEnv();
  const { secret } = config;
  log.info(
    { source: secret.source, file: secret.file, created: secret.created ?? false },
    `server secret from ${secret.file ?? secret.source}`,
  );
  for (const w of secret.warnings) log.warn(w);
  const store = createEventStore(config.store);
  const services = createServices(store, secret.value, { gameCache: config.gameCache });
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(services, {
      port: config.port,
      host: config.host,
      cors: config.cors,
      limits: config.limits,
      rateLimits: config.rateLimits,
      trustProxy: config.trustProxy,
      logger: log,
    });
  } catch (err) {
    await store.close().catch(() => undefined);
    throw err;
  }
  running = { server, store };
  const where = config.store.kind === 'sqlite' ? ` (${config.store.path})` : '';
  log.info(
    { url: server.url, wsUrl: server.wsUrl, store: store.name, production: config.production, introspection: config.limits.introspection },
    `Pacific engine: GraphQL on ${server.url}, subscriptions on ${server.wsUrl}, store ${store.name}${where}`,
  );
}

export function program(): Command {
  return cliProgram(
    'serve',
    'Starts the GraphQL server (HTTP and WebSocket on /graphql, GET /health) on the configured store. ' +
      'It is configured by the environment only (README.md, "Configuration"), e.g. PORT (4000), HOST (127.0.0.1), ' +
      'EVENT_STORE (sqlite, memory or kurrentdb), SQLITE_PATH, KURRENTDB_CONNECTION_STRING, TOKEN_SECRET or ' +
      'TOKEN_SECRET_FILE (required when NODE_ENV=production), LOG_LEVEL. Logs are JSON lines on stdout; ' +
      'SIGTERM or SIGINT stops it cleanly.',
    {
      OK: 'stopped by SIGTERM or SIGINT after finishing open requests and closing the store',
      FAILED:
        'did not start (one line on stderr says why: a port in use, a bad setting, a store that cannot be opened), or did not stop cleanly',
    },
  ).action(async () => {
    // Any failure to start (a port in use, a bad setting, a store that cannot open) is one line and a non-zero exit.
    await main().catch((err) => {
      const line = `Pacific engine did not start: ${err instanceof Error ? err.message : String(err)}`.split('\n')[0];
      log.fatal(line);
      console.error(line);
      process.exit(1);
    });
  });
}

runAsScript(module, program);
