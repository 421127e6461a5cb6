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
 * Fields whose values are secrets: seat and organizer tokens, the operator's token (OPERATOR_TOKEN), the server secret, dice seeds
 * (unrevealed ones let a reader predict every die) and the client's command ids (a createGame
 * or takeSeat token is derived from its command id, docs/security.md).
 */
const SECRET_KEYS = [
  'seatToken',
  'organizerToken',
  'operatorToken',
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
  return pino(options, settings.stream ?? stdoutLines());
}

/** The most a pipe takes in one write without mixing it with another writer's (PIPE_BUF on Linux). */
const ATOMIC_WRITE_BYTES = 4096;

/**
 * Lines to stdout, the lines of one turn of the event loop in one write (issue 29: a write per request line was a
 * system call per request, about 2 % of a mutation's CPU). Written synchronously when the turn's I/O is done
 * (setImmediate) and at process exit, so a line logged just before process.exit (a failed start, a stop) is never
 * lost; a write holds whole lines and at most 4,096 bytes, so that the lines of several server processes on one pipe
 * (docs/processes.md) never mix within a line. Only a process killed outright (SIGKILL) can lose the lines of the
 * turn it was killed in.
 */
class StdoutLines implements DestinationStream {
  private readonly out = pino.destination({ dest: 1, sync: true });
  private lines: string[] = [];
  private bytes = 0;
  private scheduled = false;

  constructor() {
    process.once('exit', () => this.flush());
  }

  write(line: string): void {
    const size = Buffer.byteLength(line);
    if (this.bytes + size > ATOMIC_WRITE_BYTES) this.flush();
    this.lines.push(line);
    this.bytes += size;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? this.lines[0] : this.lines.join('');
    this.lines = [];
    this.bytes = 0;
    this.out.write(text);
  };
}

/** One for the process, whichever loggers write through it. */
let stdout: StdoutLines | null = null;
const stdoutLines = () => (stdout ??= new StdoutLines());
