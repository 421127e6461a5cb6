// Server configuration from the environment (README "Configuration").
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { storeConfigFromEnv, type EventStoreConfig } from '../store';
import { newSecret } from './tokens';

export interface Config {
  port: number;
  host: string;
  store: EventStoreConfig;
  tokenSecret: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const store = storeConfigFromEnv(env);
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return { port, host: env.HOST ?? '127.0.0.1', store, tokenSecret: env.TOKEN_SECRET || defaultSecret(store) };
}

/**
 * Without TOKEN_SECRET, the SQLite store keeps a secret beside its file so
 * that seat tokens survive a restart; other stores get one per process.
 */
function defaultSecret(store: EventStoreConfig): string {
  if (store.kind !== 'sqlite' || store.path === ':memory:' || store.path.startsWith('file:')) return newSecret();
  const file = join(dirname(resolve(store.path)), 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = newSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
