// The request line (docs/operations.md): one JSON line per HTTP request when its
// answer is sent, with the request id (x-request-id, taken from the client when
// it sends a sane one, and sent back), method, path, address, status and time,
// at a level by its outcome. Written here instead of by pino-http, whose
// per-request child logger and copies of the request and of the answer's
// headers cost about a twentieth of a mutation's CPU (issue 29); the line is
// the same one, field for field.
import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from '../app/logger';

/** A request id a client may choose: short, and nothing a log line could be confused by. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** What a log line tells of its request: the path only, since a GET request's query string carries its variables, tokens included. */
export function requestFields(r: { id: unknown; method?: string; url?: string; remoteAddress?: string }) {
  return { id: r.id, method: r.method, path: r.url?.split('?')[0], remoteAddress: r.remoteAddress };
}

/** A request of this server: its id, and a logger bound to its fields for any line other than the request line. */
export interface LoggedRequest extends IncomingMessage {
  id: string;
  /** Made when first used (with the logger's full redaction): most requests log nothing but their request line. */
  readonly log: Logger;
}

const ownLog = Symbol('ownLog');

/**
 * The class Node makes each request of the server with (createServer's `IncomingMessage`): `log` is a getter of the
 * prototype, not a property defined on every request.
 */
export function loggedRequestClass(log: Logger): typeof IncomingMessage {
  // No fields set by a constructor (issue 29): each one grew every request's property store, with an allocation of its
  // own. Both start on the prototype instead: `id` as '' until requestLines sets it, the logger as none until used.
  class Request extends IncomingMessage {
    declare id: string;
    declare [ownLog]: Logger | undefined;
    get log(): Logger {
      return (this[ownLog] ??= log.child({
        req: requestFields({ id: this.id, method: this.method, url: this.url, remoteAddress: this.socket.remoteAddress }),
      }));
    }
  }
  Object.defineProperty(Request.prototype, 'id', { value: '', writable: true, configurable: true });
  Object.defineProperty(Request.prototype, ownLog, { value: undefined, writable: true, configurable: true });
  return Request;
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/** 503 (store unavailable, health failing) is a condition to watch, not a bug: its cause is logged on its own line. */
function levelOf(req: IncomingMessage, res: ServerResponse, err: unknown): Level {
  if (res.statusCode === 503) return 'warn';
  if (err || res.statusCode >= 500) return 'error';
  if (req.url === '/health' && res.statusCode < 400) return 'debug';
  return 'info';
}

/**
 * Starts the request line of each request: gives it its id (and the x-request-id header), and logs it through
 * `lineLog` (logger.ts's requestLineLogger) once the answer is sent, or the connection closed before.
 */
export function requestLines(lineLog: Logger): (req: LoggedRequest, res: ServerResponse) => void {
  return (req, res) => {
    const start = Date.now();
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    // Read now: once the connection is closed, the socket no longer knows it.
    const remoteAddress = req.socket.remoteAddress;
    const done = (err?: unknown) => {
      res.off('close', done).off('finish', done).off('error', done);
      const level = levelOf(req, res, err);
      if (!lineLog.isLevelEnabled(level)) return;
      const fields = {
        req: requestFields({ id, method: req.method, url: req.url, remoteAddress }),
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - start,
      };
      // A 5xx answer's status says what failed; an error of the response stream itself is logged with it.
      if (err) lineLog[level]({ ...fields, err }, 'request errored');
      else if (res.statusCode >= 500) lineLog[level](fields, 'request errored');
      else lineLog[level](fields, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
    };
    res.on('close', done).on('finish', done).on('error', done);
  };
}
