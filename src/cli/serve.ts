// Starts the GraphQL server on the configured store (SQLite by default).
//
// Logs are JSON lines on stdout (src/app/logger.ts). A failure to start is
// also one plain line on stderr, for the person who typed `npm start`.
// SIGTERM (docker stop, an orchestrator) and SIGINT stop it cleanly: no new
// requests, open ones finished, the store closed, exit 0.
// With WORKERS (or --workers) above 1, this process is the primary of that many
// server processes behind the same port (workers.ts, docs/processes.md).
//   npm start  (or node dist/bundle/serve.js; --help lists the settings and exit codes)
//   npm start -- --workers 2
import 'reflect-metadata';
import cluster from 'node:cluster';
import { Option, type Command } from 'commander';
import { configFromEnv, workersFrom, type Config } from '../app/config';
import { createLogger, parseLogLevel } from '../app/logger';
import type { RunningServer } from '../api/server';
import { createEventStore, type EventStore } from '../store';
import { cliProgram, runAsScript } from './cli';
import { runPrimary } from './workers';

const rootLog = createLogger({ level: parseLevelOrInfo() });
/** A worker's lines say which worker wrote them. */
const log = cluster.isWorker ? rootLog.child({ worker: cluster.worker!.id }) : rootLog;

/** LOG_LEVEL is checked again by configFromEnv, which reports a bad value as a start failure. */
function parseLevelOrInfo() {
  try {
    return parseLogLevel(process.env.LOG_LEVEL);
  } catch {
    return 'info';
  }
}

/** Where the server secret came from and whether an operator may void any game, with their warnings; never a value. */
function logAuthorities({ secret, operator }: Config) {
  log.info(
    { source: secret.source, file: secret.file, created: secret.created ?? false },
    `server secret from ${secret.file ?? secret.source}`,
  );
  for (const w of secret.warnings) log.warn(w);
  // docs/operations.md "A game that plays itself".
  log.info(
    { operator: operator !== null, source: operator?.source },
    operator ? `operator authority on (${operator.source})` : 'no operator authority (OPERATOR_TOKEN unset)',
  );
  for (const w of operator?.warnings ?? []) log.warn(w);
}

async function main() {
  // Signal handlers first: a SIGTERM that arrives while starting (nothing to stop yet: exit 0), or
  // just as the "GraphQL on" line is read, must end the process cleanly rather than kill it.
  let stopping = false;
  let running: { server: RunningServer; store: EventStore } | null = null;
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
  // The primary has logged the secret's source and its warnings already.
  if (cluster.isPrimary) logAuthorities(config);
  // The SQLite file's integrity check runs in the store's commit thread while this thread loads the rest of the
  // server (issue 29: they took about 210 and 800 ms one after the other). Nothing is served before it passed.
  const store = createEventStore(config.store.kind === 'sqlite' ? { ...config.store, integrityCheckIn: 'commit-thread' } : config.store);
  let server: RunningServer;
  try {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the store, see above */
    const { createServices } = require('../app/services') as typeof import('../app/services');
    const { startServer } = require('../api/server') as typeof import('../api/server');
    /* eslint-enable @typescript-eslint/no-require-imports */
    await store.checked?.();
    const services = createServices(store, secret.value, { gameCache: config.gameCache, operator: config.operator });
    server = await startServer(services, {
      port: config.port,
      host: config.host,
      cors: config.cors,
      limits: config.limits,
      rateLimits: config.rateLimits,
      trustProxy: config.trustProxy,
      logger: log,
      queryExecutor: config.queryExecutor,
      botShare: config.botShare,
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

/**
 * The primary of `workers` server processes: the settings checked and the store opened once (the
 * secret file created, the file checked and its tables made), then the workers forked.
 */
async function primary(workers: number) {
  const config = configFromEnv();
  if (config.store.kind === 'memory')
    throw new Error('EVENT_STORE=memory keeps the games in each process: run one process (WORKERS=1), or use sqlite or kurrentdb');
  logAuthorities(config);
  if (config.store.kind === 'sqlite') await createEventStore(config.store).close();
  const where = config.store.kind === 'sqlite' ? ` (${config.store.path})` : '';
  runPrimary({
    workers,
    log,
    // Checked once here, not once per worker.
    env: config.store.kind === 'sqlite' ? { SQLITE_INTEGRITY_CHECK: 'off' } : {},
    onListening: () =>
      log.info(
        { workers, pid: process.pid, store: config.store.kind },
        `Pacific engine: ${workers} workers listening on port ${config.port}, store ${config.store.kind}${where}`,
      ),
  });
}

export function program(): Command {
  return cliProgram(
    'serve',
    'Starts the GraphQL server (HTTP and WebSocket on /graphql, GET /health) on the configured store. ' +
      'It is configured by the environment only (README.md, "Configuration"), e.g. PORT (4000), HOST (127.0.0.1), ' +
      'EVENT_STORE (sqlite, memory or kurrentdb), SQLITE_PATH, KURRENTDB_CONNECTION_STRING, TOKEN_SECRET or ' +
      'TOKEN_SECRET_FILE (required when NODE_ENV=production), OPERATOR_TOKEN or OPERATOR_TOKEN_FILE (the operator may void any game), LOG_LEVEL. Logs are JSON lines on stdout; ' +
      'SIGTERM or SIGINT stops it cleanly. WORKERS (or --workers) runs that many server processes behind the one port ' +
      '(docs/processes.md).',
    {
      OK: 'stopped by SIGTERM or SIGINT after finishing open requests and closing the store',
      FAILED:
        'did not start (one line on stderr says why: a port in use, a bad setting, a store that cannot be opened), or did not stop cleanly',
    },
  )
    .addOption(
      new Option('--workers <n>', 'server processes behind the one port: a number, or "auto" for one per core (default: WORKERS, else 1)'),
    )
    .action(async (options: { workers?: string }) => {
      // Any failure to start (a port in use, a bad setting, a store that cannot open) is one line and a non-zero exit.
      const run = async () => {
        const workers = cluster.isPrimary
          ? workersFrom(options.workers ?? process.env.WORKERS, options.workers ? '--workers' : 'WORKERS')
          : 1;
        return workers > 1 ? primary(workers) : main();
      };
      await run().catch((err) => {
        const line = `Pacific engine did not start: ${err instanceof Error ? err.message : String(err)}`.split('\n')[0];
        log.fatal(line);
        console.error(line);
        process.exit(1);
      });
    });
}

runAsScript(module, program);
