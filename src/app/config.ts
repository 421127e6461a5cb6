// Server configuration from the environment (README "Configuration").
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_GAME_CACHE, type GameStatesOptions } from '../../projections/game-states';
import { storeConfigFromEnv, type EventStoreConfig } from '../store';
import { newSecret } from './tokens';

export interface Config {
  port: number;
  host: string;
  store: EventStoreConfig;
  tokenSecret: string;
  /** Which web pages on other origins may call the API from a browser (CORS_ORIGINS). */
  cors: CorsPolicy;
  /** Bounds of the cache of game states (GAME_CACHE_GAMES, GAME_CACHE_EVENTS). */
  gameCache: Required<GameStatesOptions>;
}

/**
 * Origins allowed to call the API from a browser. `localhost`: any page served
 * from localhost, 127.0.0.1 or [::1] on any port (local development).
 */
export interface CorsPolicy {
  anyOrigin: boolean;
  localhost: boolean;
  /** Exact origins, e.g. "https://play.example.com". */
  origins: string[];
}

export const DEFAULT_CORS: CorsPolicy = { anyOrigin: false, localhost: true, origins: [] };

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Whether a page on `origin` may call the API under `policy`. */
export function corsAllows(policy: CorsPolicy, origin: string): boolean {
  return policy.anyOrigin || (policy.localhost && LOCAL_ORIGIN.test(origin)) || policy.origins.includes(origin);
}

/**
 * CORS_ORIGINS: comma-separated origins (scheme://host[:port]), `localhost`
 * for local pages on any port, or `*` for any origin. Unset: `localhost`.
 * Set but empty: no other origin at all.
 */
export function corsPolicyFrom(value: string | undefined): CorsPolicy {
  if (value === undefined) return DEFAULT_CORS;
  const policy: CorsPolicy = { anyOrigin: false, localhost: false, origins: [] };
  for (const raw of value.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === '*') policy.anyOrigin = true;
    else if (entry === 'localhost') policy.localhost = true;
    else policy.origins.push(originOf(entry));
  }
  return policy;
}

function originOf(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], localhost or *)`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, ''))
    throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], no path), e.g. https://play.example.com`);
  return url.origin;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const store = storeConfigFromEnv(env);
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const cors = corsPolicyFrom(env.CORS_ORIGINS);
  const gameCache = {
    maxGames: positiveInteger(env, 'GAME_CACHE_GAMES', DEFAULT_GAME_CACHE.maxGames),
    maxEvents: positiveInteger(env, 'GAME_CACHE_EVENTS', DEFAULT_GAME_CACHE.maxEvents),
  };
  return { port, host: env.HOST ?? '127.0.0.1', store, tokenSecret: env.TOKEN_SECRET || defaultSecret(store), cors, gameCache };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got ${JSON.stringify(env[name])}`);
  return n;
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
