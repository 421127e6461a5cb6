// Structured logs: one JSON object per line on stdout (pino), so a container
// runtime or a log shipper can index them by level, request id and field
// instead of parsing console text. LOG_LEVEL chooses how much (README
// "Configuration").
//
// Secrets never reach a log line: the values of token, secret, seed and
// command id fields are replaced wherever they appear in a logged object, and
// request URLs are logged without their query string (a GET request carries
// its variables, tokens included, there).
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Log levels LOG_LEVEL accepts, quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fields whose values are secrets: seat and organizer tokens, the server secret, dice seeds
 * (unrevealed ones let a reader predict every die) and the client's command ids (a createGame
 * or takeSeat token is derived from its command id, docs/security.md).
 */
const SECRET_KEYS = [
  'seatToken',
  'organizerToken',
  'token',
  'tokenSecret',
  'secret',
  'seed',
  'diceSeed',
  'commandId',
  'authorization',
  'cookie',
];

const CENSOR = '[redacted]';

/** pino redaction paths: the keys above at the top level and one or two levels down, plus request headers. */
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["sec-websocket-key"]',
];

/**
 * Redaction for the request lines (src/api/request-log.ts: "request completed"), whose fields are only
 * what the server's serializers put there (request id, method, path, address, status, time) and,
 * for a failed request, its error: secret keys at the top level and in the error, two levels down.
 * The wildcard paths above cost about 17 µs a line and a child logger (a twentieth of a
 * mutation's time, issue 12); every other line keeps them.
 */
export const REQUEST_LINE_REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `err.${k}`), ...SECRET_KEYS.map((k) => `err.*.${k}`)];

/** The logger for request lines: `log` with REQUEST_LINE_REDACT_PATHS as its redaction. */
export function requestLineLogger(log: Logger): Logger {
  return log.child({}, { redact: { paths: REQUEST_LINE_REDACT_PATHS, censor: CENSOR } });
}

export function parseLogLevel(value: string | undefined): LogLevel {
  const level = (value?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got ${JSON.stringify(value)})`);
  return level;
}

export interface LoggerSettings {
  level?: LogLevel;
  /** Where lines go (default: stdout). Tests pass a stream that collects them. */
  stream?: DestinationStream;
}

export function createLogger(settings: LoggerSettings = {}): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    base: { service: 'pacific-engine' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // Level names, not numbers: readable by people and by log tools alike.
    formatters: { level: (label) => ({ level: label }) },
  };
  // Synchronous writes to stdout: a line logged just before process.exit (a failed start, a stop) is never lost.
  return pino(options, settings.stream ?? pino.destination({ dest: 1, sync: true }));
}
