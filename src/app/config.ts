// Server configuration from the environment (README "Configuration").
import { availableParallelism } from 'node:os';
import { DEFAULT_GAME_CACHE, type GameStatesOptions } from '../../projections/game-cache';
import { storeConfigFromEnv, type EventStoreConfig } from '../store';
import { parseLogLevel, type LogLevel } from './logger';
import { DEFAULT_BOT_SHARE } from './pacer';
import { resolveTokenSecret, type TokenSecret } from './secret';
import { operatorTokenFromEnv, type OperatorToken } from './operator';

export interface Config {
  port: number;
  host: string;
  store: EventStoreConfig;
  /** The server secret and where it came from (src/app/secret.ts, docs/security.md). */
  secret: TokenSecret;
  /** The server operator's token (OPERATOR_TOKEN; only its hash is kept): it voids any game (docs/operations.md). Null: no operator. */
  operator: OperatorToken | null;
  /** Which web pages on other origins may call the API from a browser (CORS_ORIGINS). */
  cors: CorsPolicy;
  limits: Limits;
  rateLimits: RateLimits;
  /** How many proxies in front of the server are trusted to say who the client is in X-Forwarded-For (TRUST_PROXY). */
  trustProxy: number;
  logLevel: LogLevel;
  /** NODE_ENV=production: a secret must be given, introspection is off unless asked for. */
  production: boolean;
  /** Bounds of the cache of game states (GAME_CACHE_GAMES, GAME_CACHE_EVENTS). */
  gameCache: Required<Pick<GameStatesOptions, 'maxGames' | 'maxEvents'>>;
  /** Server processes behind the one port (WORKERS, or `--workers`; docs/processes.md). */
  workers: number;
  /** What executes queries over HTTP (QUERY_EXECUTOR; src/api/jit-executor.ts). */
  queryExecutor: QueryExecutor;
  /** Share of the process's time automatic play (bots, time-out claims) may use, 0 < s ≤ 1; 1: unpaced (BOT_SHARE). */
  botShare: number;
}

/** graphql-jit (compiled queries) or graphql-js; mutations, subscriptions and WebSocket operations are graphql-js's always. */
export type QueryExecutor = 'jit' | 'graphql-js';

/** QUERY_EXECUTOR: `jit` (the default) or `graphql-js`. */
export function queryExecutorFrom(value: string | undefined): QueryExecutor {
  const raw = value?.trim().toLowerCase();
  if (!raw || raw === 'jit') return 'jit';
  if (raw === 'graphql-js') return 'graphql-js';
  throw new Error(`QUERY_EXECUTOR must be jit or graphql-js, got ${JSON.stringify(value)}`);
}

/** BOT_SHARE: a fraction above 0 and at most 1 (`0.25`, or a percentage `25%`), `1` or `off` for unpaced; unset: DEFAULT_BOT_SHARE. */
export function botShareFrom(value: string | undefined): number {
  const raw = value?.trim().toLowerCase();
  if (!raw) return DEFAULT_BOT_SHARE;
  if (raw === 'off') return 1;
  const pct = raw.endsWith('%');
  const n = Number(pct ? raw.slice(0, -1) : raw) / (pct ? 100 : 1);
  if (!(n > 0 && n <= 1))
    throw new Error(`BOT_SHARE must be a fraction above 0 and at most 1 (e.g. 0.25 or 25%), or off, got ${JSON.stringify(value)}`);
  return n;
}

/** Most workers one machine is allowed: more processes than this only contend for the cores and the write lock. */
export const MAX_WORKERS = 64;

/** WORKERS / --workers: a whole number from 1 to MAX_WORKERS, or `auto` for one per core; unset: 1. */
export function workersFrom(value: string | undefined, name = 'WORKERS'): number {
  const raw = value?.trim().toLowerCase();
  if (!raw) return 1;
  if (raw === 'auto') return Math.min(MAX_WORKERS, availableParallelism());
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_WORKERS)
    throw new Error(`${name} must be a whole number from 1 to ${MAX_WORKERS}, or auto (one per core), got ${JSON.stringify(value)}`);
  return n;
}

/** What one request or one WebSocket may ask of the server (README "Configuration", src/api/limits.ts). */
export interface Limits {
  /** Largest HTTP request body and WebSocket message, in bytes. */
  maxBodyBytes: number;
  /** Lexical tokens in one GraphQL document: the parser stops there, so a huge document costs little. */
  maxTokens: number;
  /** Aliased fields in one operation (__typename included). */
  maxAliases: number;
  /** Nesting depth of one operation (introspection's __schema not counted). */
  maxDepth: number;
  /** Directives in one operation. */
  maxDirectives: number;
  /** Weighted cost of one operation (src/api/cost.ts: battleOdds weighs 300, most fields 1). */
  maxCost: number;
  /** Whether the schema may be introspected (Apollo Sandbox, code generators). */
  introspection: boolean;
  /** Operations (subscriptions mostly) one WebSocket may have running at once. */
  wsOperationsPerConnection: number;
  /** WebSocket connections one client address may hold open at once. */
  wsConnectionsPerClient: number;
  /**
   * TCP connections one address may hold open at once (HTTP and WebSocket alike); past it a new one is closed at
   * once, with a log line. Applied to the peer address only, so not behind a trusted proxy (TRUST_PROXY), where it
   * is the proxy's to limit.
   */
  connectionsPerAddress: number;
  /** A request's headers must arrive within this, in ms; else 408 and the connection closed, with a log line. */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must arrive within this, in ms; else 408 and closed, with a log line. */
  requestTimeoutMs: number;
  /** battleOdds computations waiting for the odds worker; more are refused as SERVER_BUSY. */
  oddsQueue: number;
  /** Longest one battleOdds computation may run before it is stopped, in ms. */
  oddsTimeoutMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxBodyBytes: 1_000_000,
  maxTokens: 3000,
  maxAliases: 15,
  maxDepth: 10,
  maxDirectives: 20,
  maxCost: 1000,
  introspection: true,
  wsOperationsPerConnection: 50,
  wsConnectionsPerClient: 50,
  connectionsPerAddress: 100,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  oddsQueue: 4,
  oddsTimeoutMs: 5000,
};

/** At most `points` in any `seconds` window, per client address; null: no limit. */
export interface RateLimit {
  points: number;
  seconds: number;
}

/** Per-client budgets (src/api/rate-limits.ts). */
export interface RateLimits {
  /** Mutations (each mutation field counts one). */
  commands: RateLimit | null;
  /** createGame and createGameFromPosition (counted in commands too). */
  createGame: RateLimit | null;
  /** The weighted cost of every operation (src/api/cost.ts), so expensive queries run out first. */
  queryCost: RateLimit | null;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  commands: { points: 300, seconds: 60 },
  createGame: { points: 30, seconds: 3600 },
  queryCost: { points: 20_000, seconds: 60 },
};

export const NO_RATE_LIMITS: RateLimits = { commands: null, createGame: null, queryCost: null };

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

/** A whole number from `min` up, or the default when unset or empty. */
function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got ${JSON.stringify(env[name])}`);
  return n;
}

function boolFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got ${JSON.stringify(env[name])}`);
}

/** "POINTS/SECONDS" (e.g. "300/60": 300 a minute), or "off" for no limit. */
export function rateLimitFrom(name: string, value: string | undefined, fallback: RateLimit | null): RateLimit | null {
  const raw = value?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'off' || raw === '0') return null;
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
  const points = Number(m?.[1]);
  const seconds = Number(m?.[2]);
  if (!m || points < 1 || seconds < 1 || !Number.isSafeInteger(points) || !Number.isSafeInteger(seconds))
    throw new Error(`${name} must be POINTS/SECONDS (e.g. "300/60") or "off", got ${JSON.stringify(value)}`);
  return { points, seconds };
}

export function limitsFromEnv(env: NodeJS.ProcessEnv, production: boolean): Limits {
  const d = DEFAULT_LIMITS;
  return {
    maxBodyBytes: intFrom(env, 'MAX_BODY_BYTES', d.maxBodyBytes, 1024),
    maxTokens: intFrom(env, 'GRAPHQL_MAX_TOKENS', d.maxTokens, 100),
    maxAliases: intFrom(env, 'GRAPHQL_MAX_ALIASES', d.maxAliases, 0),
    maxDepth: intFrom(env, 'GRAPHQL_MAX_DEPTH', d.maxDepth),
    maxDirectives: intFrom(env, 'GRAPHQL_MAX_DIRECTIVES', d.maxDirectives, 0),
    maxCost: intFrom(env, 'GRAPHQL_MAX_COST', d.maxCost),
    // Apollo's own rule: introspection is on except in production.
    introspection: boolFrom(env, 'GRAPHQL_INTROSPECTION', !production),
    wsOperationsPerConnection: intFrom(env, 'WS_MAX_OPERATIONS', d.wsOperationsPerConnection),
    wsConnectionsPerClient: intFrom(env, 'WS_MAX_CONNECTIONS_PER_CLIENT', d.wsConnectionsPerClient),
    connectionsPerAddress: intFrom(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', d.connectionsPerAddress),
    headersTimeoutMs: intFrom(env, 'HTTP_HEADERS_TIMEOUT_MS', d.headersTimeoutMs, 100),
    requestTimeoutMs: intFrom(env, 'HTTP_REQUEST_TIMEOUT_MS', d.requestTimeoutMs, 100),
    oddsQueue: intFrom(env, 'ODDS_QUEUE', d.oddsQueue, 0),
    oddsTimeoutMs: intFrom(env, 'ODDS_TIMEOUT_MS', d.oddsTimeoutMs, 100),
  };
}

export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const d = DEFAULT_RATE_LIMITS;
  return {
    commands: rateLimitFrom('RATE_LIMIT_COMMANDS', env.RATE_LIMIT_COMMANDS, d.commands),
    createGame: rateLimitFrom('RATE_LIMIT_CREATE_GAME', env.RATE_LIMIT_CREATE_GAME, d.createGame),
    queryCost: rateLimitFrom('RATE_LIMIT_QUERY_COST', env.RATE_LIMIT_QUERY_COST, d.queryCost),
  };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const store = storeConfigFromEnv(env);
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const cors = corsPolicyFrom(env.CORS_ORIGINS);
  const secret = resolveTokenSecret(env, store, production);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    store,
    secret,
    operator: operatorTokenFromEnv(env, store, secret.value),
    cors,
    limits: limitsFromEnv(env, production),
    rateLimits: rateLimitsFromEnv(env),
    trustProxy: intFrom(env, 'TRUST_PROXY', 0, 0),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    production,
    gameCache: {
      maxGames: intFrom(env, 'GAME_CACHE_GAMES', DEFAULT_GAME_CACHE.maxGames),
      maxEvents: intFrom(env, 'GAME_CACHE_EVENTS', DEFAULT_GAME_CACHE.maxEvents),
    },
    workers: workersFrom(env.WORKERS),
    queryExecutor: queryExecutorFrom(env.QUERY_EXECUTOR),
    botShare: botShareFrom(env.BOT_SHARE),
  };
}
