// Chooses and builds the event store from configuration.

import { createMemoryEventStore } from './memory';
import type { EventStore } from './port';
import { createSqliteEventStore, DEFAULT_POLL_MS } from './sqlite';
import type { IntegrityCheck } from './sqlite-open';

export * from './port';
export { deterministicEventId } from './event-id';
export { createMemoryEventStore } from './memory';
export { createSqliteEventStore } from './sqlite';

export type EventStoreConfig =
  | {
      kind: 'sqlite';
      path: string;
      integrityCheck?: IntegrityCheck;
      /** Where the integrity check runs (SqliteEventStoreOptions.integrityCheckIn): the server runs it in the commit thread while it loads. */
      integrityCheckIn?: 'open' | 'commit-thread';
      /** SQLITE_SYNCHRONOUS: FULL (default) syncs every commit to disk; NORMAL may lose the last commits on a power loss or OS crash. */
      synchronous?: 'FULL' | 'NORMAL';
      /** SQLITE_POLL_MS: how often open subscriptions also look for appends by other processes on the file, besides being woken (0: never). */
      pollIntervalMs?: number;
      /** SQLITE_COMMIT: where commits run, `worker` (default: a thread of their own) or `event-loop` (docs/performance.md). */
      commitIn?: 'event-loop' | 'worker';
    }
  | { kind: 'memory' }
  | {
      kind: 'kurrentdb';
      connectionString: string;
      /** KURRENTDB_DEADLINE_MS: the most one call to the server may take before the request is STORE_UNAVAILABLE (default 10,000). */
      deadlineMs?: number;
    };

export const DEFAULT_SQLITE_PATH = './data/pacific.db';

export function createEventStore(config: EventStoreConfig): EventStore {
  switch (config.kind) {
    case 'memory':
      return createMemoryEventStore();
    case 'sqlite':
      return createSqliteEventStore({
        path: config.path,
        synchronous: config.synchronous,
        pollIntervalMs: config.pollIntervalMs,
        commitIn: config.commitIn,
        integrityCheckIn: config.integrityCheckIn,
        ...(config.integrityCheck ? { integrityCheck: config.integrityCheck } : {}),
      });
    case 'kurrentdb': {
      // Loaded only when chosen: the gRPC client takes longer to load than the rest of the server's start.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily, see above
      const { createKurrentDbEventStore } = require('./kurrentdb') as typeof import('./kurrentdb');
      return createKurrentDbEventStore({ connectionString: config.connectionString, deadlineMs: config.deadlineMs });
    }
    default: {
      const never: never = config;
      throw new Error(`unknown event store kind ${JSON.stringify((never as { kind?: unknown }).kind)}`);
    }
  }
}

/**
 * EVENT_STORE = sqlite (default) | memory | kurrentdb. When EVENT_STORE is unset
 * and KURRENTDB_CONNECTION_STRING is set, kurrentdb is chosen.
 * SQLITE_PATH defaults to ./data/pacific.db (its folder is created when the store opens).
 * SQLITE_INTEGRITY_CHECK = quick (default) | full | off: how the file is checked at start.
 * SQLITE_SYNCHRONOUS is FULL (default) or NORMAL; SQLITE_POLL_MS defaults to 5000 (a fallback: docs/processes.md).
 * SQLITE_COMMIT = worker (default) | event-loop: where the commits run (docs/performance.md).
 * KURRENTDB_DEADLINE_MS (default 10000) bounds every call to KurrentDB.
 */
export function storeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EventStoreConfig {
  const connectionString = env.KURRENTDB_CONNECTION_STRING?.trim() || undefined;
  const kind = (env.EVENT_STORE?.trim().toLowerCase() || (connectionString ? 'kurrentdb' : 'sqlite')) as string;
  switch (kind) {
    case 'memory':
      return { kind: 'memory' };
    case 'kurrentdb': {
      if (!connectionString) throw new Error('EVENT_STORE=kurrentdb needs KURRENTDB_CONNECTION_STRING');
      const deadline = env.KURRENTDB_DEADLINE_MS?.trim() || '10000';
      const deadlineMs = Number(deadline);
      if (!Number.isSafeInteger(deadlineMs) || deadlineMs <= 0)
        throw new Error(
          `KURRENTDB_DEADLINE_MS must be a positive number of milliseconds (got ${JSON.stringify(env.KURRENTDB_DEADLINE_MS)})`,
        );
      return { kind: 'kurrentdb', connectionString, deadlineMs };
    }
    case 'sqlite': {
      const path = env.SQLITE_PATH?.trim() || DEFAULT_SQLITE_PATH;
      const check = (env.SQLITE_INTEGRITY_CHECK?.trim().toLowerCase() || 'quick') as IntegrityCheck;
      if (!['quick', 'full', 'off'].includes(check))
        throw new Error(`SQLITE_INTEGRITY_CHECK must be quick, full or off (got ${JSON.stringify(env.SQLITE_INTEGRITY_CHECK)})`);
      const synchronous = (env.SQLITE_SYNCHRONOUS?.trim().toUpperCase() || 'FULL') as string;
      if (synchronous !== 'FULL' && synchronous !== 'NORMAL')
        throw new Error(`SQLITE_SYNCHRONOUS must be FULL or NORMAL (got ${JSON.stringify(env.SQLITE_SYNCHRONOUS)})`);
      const poll = env.SQLITE_POLL_MS?.trim() || String(DEFAULT_POLL_MS);
      const pollIntervalMs = Number(poll);
      if (!Number.isSafeInteger(pollIntervalMs) || pollIntervalMs < 0)
        throw new Error(`SQLITE_POLL_MS must be a number of milliseconds, 0 for never (got ${JSON.stringify(env.SQLITE_POLL_MS)})`);
      const commitIn = (env.SQLITE_COMMIT?.trim().toLowerCase() || 'worker') as string;
      if (commitIn !== 'event-loop' && commitIn !== 'worker')
        throw new Error(`SQLITE_COMMIT must be worker or event-loop (got ${JSON.stringify(env.SQLITE_COMMIT)})`);
      return { kind: 'sqlite', path, integrityCheck: check, synchronous, pollIntervalMs, commitIn };
    }
    default:
      throw new Error(`EVENT_STORE must be sqlite, memory or kurrentdb (got ${JSON.stringify(env.EVENT_STORE)})`);
  }
}
