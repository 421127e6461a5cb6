// One HTTP server for GraphQL over HTTP (Apollo Server) and over WebSocket
// (graphql-ws, websocket.ts), sharing one schema, one set of services and the
// same limits: body size, query limits (limits.ts), per-client budgets
// (rate-limits.ts), error formatting (errors.ts). Over HTTP, queries are
// executed by graphql-jit (jit-executor.ts, QUERY_EXECUTOR), everything else by
// graphql-js. Every request is logged as
// one JSON line with its request id (x-request-id, taken from the client when
// it sends a sane one, and sent back).
import { BotRunner } from '../app/bot-runner';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ApolloServer, HeaderMap, type ApolloServerPlugin, type GraphQLRequestListener } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import cors from 'cors';
import {
  corsAllows,
  DEFAULT_CORS,
  DEFAULT_LIMITS,
  DEFAULT_RATE_LIMITS,
  type CorsPolicy,
  type Limits,
  type RateLimits,
} from '../app/config';
import { createLogger, requestLineLogger, type Logger } from '../app/logger';
import type { Services } from '../app/services';
import { ClockWatch } from '../app/clock-watch';
import { DEFAULT_BOT_SHARE, Pacer } from '../app/pacer';
import { StoreUnavailableError } from '../store/port';
import { clientAddress } from './client';
import type { ApiContext } from './context';
import { formatError, internalErrors, STORE_RETRY_AFTER_SECONDS } from './errors';
import { checkCostIfVariablesFit, limitRules } from './limits';
import { OddsRunner } from './odds-runner';
import { ClientBudgets } from './rate-limits';
import { pageHandler } from './pages';
import { loggedRequestClass, requestLines, type LoggedRequest } from './request-log';
import { buildApiSchema } from './schema';
import { jitExecutor, jitGateway, type JitStats, type QueryExecutor } from './jit-executor';
import { startWebSocketEdge } from './websocket';

export { formatError } from './errors';

export interface RunningServer {
  url: string;
  wsUrl: string;
  port: number;
  /** The clock watcher (docs/clocks.md): flags the players of this server's games whose time runs out. */
  clocks: ClockWatch;
  stop(): Promise<void>;
  /** Plays the bot seats of the games (docs/bots.md). */
  bots: BotRunner;
  /** How many queries graphql-jit and graphql-js executed, and how many were compiled (null with QUERY_EXECUTOR=graphql-js). */
  queries: JitStats | null;
}

/**
 * An operation's context gets the request's logger when it first asks for `log`: most requests log
 * nothing but their request line, and a logger with full redaction costs about 13 µs to make. The
 * getter sits on the prototype, since Apollo copies each context's own properties (Object.assign)
 * for every operation, which would call a getter of the context's own.
 */
const makeLog = Symbol('makeLog');
const lazyLogContext = {
  get log(): Logger {
    return (this as unknown as { [makeLog]: () => Logger })[makeLog]();
  },
};

/**
 * The path and query string of a request target. The GraphQL endpoint's own without a query (every POST a client
 * sends) is known without the cost of a URL object; any other goes through URL, which resolves dot segments and
 * escapes the query as before.
 */
function pathAndSearch(target: string | undefined): { pathname: string; search: string } {
  if (target === '/graphql') return { pathname: '/graphql', search: '' };
  const url = new URL(target ?? '/', 'http://localhost');
  return { pathname: url.pathname, search: url.search };
}

/**
 * Whether a request body's GraphQL document starts with a mutation (after whitespace, commas and comments): the
 * operation any client sends to change a game. Anything else (a query, a batch, a document of several operations
 * that starts otherwise) is not: it goes where it went before, and is answered the same either way.
 */
export function isMutation(body: unknown): boolean {
  const query = (body as { query?: unknown } | null | undefined)?.query;
  if (typeof query !== 'string' || Array.isArray(body)) return false;
  const start = /^(?:[\s,\ufeff]|#[^\n\r]*)*/.exec(query)![0].length;
  return query.startsWith('mutation', start) && !/[_0-9A-Za-z]/.test(query.charAt(start + 8));
}

/** How long /health waits for the store. */
const HEALTH_TIMEOUT_MS = 2000;

/** The reason a server cannot listen, in one line that names the address (e.g. a port already in use). */
export class ListenError extends Error {
  constructor(
    readonly code: string | undefined,
    host: string,
    port: number,
    cause: Error,
  ) {
    const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
    const why =
      code === 'EADDRINUSE'
        ? `port ${port} is already in use (set PORT to a free port)`
        : code === 'EACCES'
          ? `no permission to use port ${port}`
          : code === 'EADDRNOTAVAIL'
            ? `${host} is not an address of this machine (set HOST)`
            : cause.message;
    super(`Cannot listen on ${where}: ${why}.`);
    this.name = 'ListenError';
  }
}

function listen(http: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      http.off('listening', onListening);
      reject(new ListenError(err.code, host, port, err));
    };
    const onListening = () => {
      http.off('error', onError);
      resolve();
    };
    http.once('error', onError);
    http.once('listening', onListening);
    http.listen(port, host);
  });
}

/**
 * CORS in front of every request: a preflight from an allowed origin is answered 204 with the
 * Access-Control-Allow-* headers, any other origin gets no Allow-Origin (so its browser blocks the
 * call). Apollo's CSRF prevention stays on: a browser's simple requests still need a preflight.
 */
function corsHandler(policy: CorsPolicy) {
  return cors({
    origin: (origin, done) => done(null, origin !== undefined && corsAllows(policy, origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'apollo-require-preflight', 'x-apollo-operation-name', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}

const jsonError = (message: string, code: string) => JSON.stringify({ errors: [{ message, extensions: { code } }] });

/** A body over the limit, or a body that is not what it says. */
class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads the body up to `max` bytes. Past it: BodyError 413; the caller reads and throws away
 * the rest before it answers (answerAfterBody), with `connection: close`.
 */
function readBody(req: IncomingMessage, max: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const tooLarge = () => new BodyError(413, `The request body is larger than the limit of ${max} bytes (MAX_BODY_BYTES).`);
    if (Number.isFinite(declared) && declared > max) {
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData).off('end', onEnd);
      reject(tooLarge());
    };
    const onEnd = () => {
      // One chunk (a request's body mostly is): decoded as it is, without concat's copy.
      const text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(undefined);
      if (!(req.headers['content-type'] ?? '').includes('application/json')) return resolve(text);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new BodyError(400, 'The request body is not valid JSON.'));
      }
    };
    req.on('data', onData).on('end', onEnd).on('error', reject);
    // A client that hangs up mid-body: settle, so the handler does not wait forever.
    req.once('close', () => {
      if (!req.complete) reject(new Error('the client closed the connection before sending the whole body'));
    });
  });
}

/**
 * After a 413: read and throw away the rest of the body, then answer. A client still uploading
 * would otherwise write into a closed socket and see a broken pipe instead of the answer (issue 29).
 * Discarding costs no memory; the time is bounded as nginx's lingering close is: the answer goes
 * once the body ends, after 5 s with nothing received, or after 20 s in all (then the rest is cut; under the
 * request timeout, so the answer is still the 413).
 */
export const DRAIN = { idleMs: 5_000, totalMs: 20_000 };

function answerAfterBody(req: IncomingMessage, answer: () => void): void {
  if (req.complete) return answer();
  let answered = false;
  const finish = () => {
    if (answered) return;
    answered = true;
    clearTimeout(total);
    clearTimeout(idle);
    req.off('data', onData);
    answer();
  };
  const total = setTimeout(finish, DRAIN.totalMs).unref();
  let idle = setTimeout(finish, DRAIN.idleMs).unref();
  const onData = () => {
    clearTimeout(idle);
    idle = setTimeout(finish, DRAIN.idleMs).unref();
  };
  req.on('data', onData);
  req.once('end', finish);
  req.once('close', () => {
    clearTimeout(total);
    clearTimeout(idle);
  });
  req.resume();
}

export interface ServerOptions {
  port: number;
  host: string;
  /** Which browser origins may call the API (default: pages on localhost, any port). */
  cors?: CorsPolicy;
  /** Query, body and WebSocket limits (default DEFAULT_LIMITS). */
  limits?: Partial<Limits>;
  /** Per-client budgets (default DEFAULT_RATE_LIMITS; NO_RATE_LIMITS for none). */
  rateLimits?: RateLimits;
  /** Proxies in front whose X-Forwarded-For is believed (default 0: none). */
  trustProxy?: number;
  /** Where log lines go (default: JSON on stdout at level info). */
  logger?: Logger;
  /** What executes queries over HTTP (default jit: graphql-jit, src/api/jit-executor.ts); mutations are graphql-js's always. */
  queryExecutor?: QueryExecutor;
  /** Share of the process's time automatic play may use (BOT_SHARE; default DEFAULT_BOT_SHARE; 1: unpaced). */
  botShare?: number;
  /** The battle-odds worker's compiled script (default: the one beside the server's code; OddsRunnerOptions.workerFile). */
  oddsWorkerFile?: string;
}

export async function startServer(services: Services, opts: ServerOptions): Promise<RunningServer> {
  const schema = await buildApiSchema();
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const trustProxy = opts.trustProxy ?? 0;
  const log = opts.logger ?? createLogger();
  const budgets = new ClientBudgets(opts.rateLimits ?? DEFAULT_RATE_LIMITS);
  const odds = new OddsRunner({ queue: limits.oddsQueue, timeoutMs: limits.oddsTimeoutMs, workerFile: opts.oddsWorkerFile, log });
  // Bot seats (docs/bots.md): played after every command appended here, and at start-up for games already running.
  // One pacer for the bots' commands and the clock watcher's time-out claims (src/app/pacer.ts, BOT_SHARE).
  const pacer = new Pacer({
    share: opts.botShare ?? DEFAULT_BOT_SHARE,
    onPaced: (report) => log.info({ component: 'bots', ...report }, 'automatic play paced: commands waited for their share (BOT_SHARE)'),
  });
  const bots = new BotRunner(services, { log: log.child({ component: 'bots' }), pacer });
  services.commands.onAppended((gameId) => bots.poke(gameId));
  const contextFor = (client: string, reqLog: () => Logger): ApiContext =>
    Object.assign(Object.create(lazyLogContext) as ApiContext, { services, client, odds, [makeLog]: reqLog });
  // Slow clients (issue 29): the headers and the whole request each have a deadline, checked every
  // second (Node checks every 30 s by default); past it Node answers 408 and 'clientError' logs it.
  const http: Server = createServer({
    IncomingMessage: loggedRequestClass(log),
    headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  });
  limitConnectionsPerAddress(http, limits.connectionsPerAddress, trustProxy, log);
  const ws = startWebSocketEdge(http, { schema, limits, budgets, trustProxy, log, contextFor });

  /** Cost limit and per-client budgets, once Apollo knows which operation it runs. */
  // One listener for every request: its hooks keep nothing of a request's own (Apollo hands them the request).
  const gateHooks: GraphQLRequestListener<ApiContext> = {
    async didResolveOperation({ operation, document, operationName, request, contextValue }) {
      // Over HTTP a subscription would run as a one-shot query with no event to return (an internal error):
      // refuse it as a client error and point to the WebSocket endpoint.
      if (operation?.operation === 'subscription')
        throw new GraphQLError('Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      if (!operation) return;
      // Variables that do not fit: execution refuses them, every one as BAD_USER_INPUT, before any resolver runs.
      const cost = checkCostIfVariablesFit(schema, document, operation, operationName, request.variables, limits);
      if (cost === null) return;
      const refusal = await budgets.admit(contextValue.client ?? 'unknown', document, operation, cost);
      if (refusal) throw refusal;
    },
    async didEncounterErrors({ errors, contextValue }) {
      const reqLog = contextValue.log ?? log;
      for (const err of internalErrors(errors)) reqLog.error({ err }, 'internal error');
      for (const e of errors) {
        const original = unwrapResolverError(e);
        if (original instanceof StoreUnavailableError) reqLog.warn({ reason: original.reason }, 'store unavailable');
      }
    },
    async willSendResponse({ response }) {
      // A store that cannot serve now, or a full odds queue, is a 503 a client or proxy may retry after a while.
      const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
      const later = errors?.filter((e) => e.extensions?.code === 'STORE_UNAVAILABLE' || e.extensions?.code === 'SERVER_BUSY') ?? [];
      if (later.length) {
        response.http.status = 503;
        const wait = Math.max(...later.map((e) => Number(e.extensions?.retryAfter) || STORE_RETRY_AFTER_SECONDS));
        response.http.headers.set('retry-after', String(wait));
      }
    },
  };
  const gate: ApolloServerPlugin<ApiContext> = { requestDidStart: async () => gateHooks };

  // Queries by graphql-jit, through Apollo's gateway interface (its one way to swap the executor); the rest by graphql-js.
  const jit =
    (opts.queryExecutor ?? 'jit') === 'jit'
      ? jitExecutor(schema, {
          onNotCompiled: (reason, operationName) =>
            log.warn({ component: 'jit', reason, operationName }, 'graphql-jit could not compile a query: graphql-js executes it'),
        })
      : null;
  // What both Apollo servers below share: every option but how they execute, so that their answers are the same.
  const shared = {
    formatError,
    // Compact JSON: Apollo indents every answer by default (106 kB for the viewer's board against 41 kB, and a tenth
    // of a board's CPU over HTTP); only whitespace differs (docs/performance.md).
    stringifyResult: (result: unknown) => JSON.stringify(result),
    logger: log.child({ component: 'apollo' }),
    includeStacktraceInErrorResponses: false,
    // The process's owner (src/cli/serve.ts) handles SIGTERM and SIGINT: stops this server, then closes the store.
    stopOnTerminationSignals: false,
    // Introspection is one of limitRules (so HTTP and WebSocket agree), not Apollo's switch.
    introspection: true,
    // With introspection off, validation errors do not suggest field or type names either.
    hideSchemaDetailsFromClientErrors: !limits.introspection,
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: limitRules(limits),
  };
  // No field carries a cache hint and no answer may be cached by a proxy. Apollo's default cache
  // control plugin would still wrap every field's resolver to collect hints: the bench's
  // mutations ran 15-20 % faster without it (docs/performance.md).
  const noCacheControl = ApolloServerPluginCacheControlDisabled();
  const apollo = new ApolloServer<ApiContext>({
    ...(jit ? { gateway: jitGateway(schema, jit) } : { schema }),
    ...shared,
    plugins: [
      noCacheControl,
      ApolloServerPluginDrainHttpServer({ httpServer: http }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await ws.dispose();
              await odds.close();
            },
          };
        },
      },
      gate,
    ],
  });
  // Mutations over HTTP by an Apollo server without the gateway (issue 29, docs/performance.md "What survives a
  // scavenge"). Through a gateway, Apollo makes each operation a context whose `response.http.status` is a getter and
  // setter over the request's whole context; V8 keeps an object's accessors in old space, so every request's context,
  // answer and HTTP request outlived the next young collection and were promoted (two thirds of what the engine
  // promoted). graphql-js executes mutations either way (jit-executor.ts): only the gateway's wrapping is left out.
  // Null without the gateway (QUERY_EXECUTOR=graphql-js): the one server is in schema mode already.
  const mutations = jit ? new ApolloServer<ApiContext>({ schema, ...shared, plugins: [noCacheControl, gate] }) : null;
  await apollo.start();
  await mutations?.start();

  // One line per request (request-log.ts); any other line about a request goes through its own `req.log`.
  const requestLog = requestLines(requestLineLogger(log));
  const corsPolicy = opts.cors ?? DEFAULT_CORS;
  const applyCors = corsHandler(corsPolicy);
  const pages = pageHandler();
  http.on('request', (req: LoggedRequest, res: ServerResponse) => {
    requestLog(req, res);
    // Without an origin, or from one not allowed, cors() only calls on (no header to add): asked here first, since
    // most requests (servers, bots, the bench) come with none.
    const origin = req.headers.origin;
    if (origin === undefined || !corsAllows(corsPolicy, origin)) {
      void handle(req, res);
      return;
    }
    applyCors(req, res, (err?: unknown) => {
      if (err) {
        req.log.error({ err }, 'request failed');
        res.writeHead(500, { 'content-type': 'application/json' }).end(jsonError('Internal server error', 'INTERNAL_SERVER_ERROR'));
      } else void handle(req, res);
    });
  });

  /** The store answers a cheap read in time: 200; otherwise 503, so an orchestrator stops sending traffic. */
  async function health(req: LoggedRequest, res: ServerResponse) {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        services.store.streamRevision('health-check'),
        new Promise(
          (_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS)),
        ),
      ]);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, store: services.store.name }));
    } catch (err) {
      req.log.warn(
        { err: err instanceof StoreUnavailableError ? err.reason : (err as Error).message },
        'health check: the store cannot be read',
      );
      res
        .writeHead(503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: false, store: services.store.name, error: 'the store cannot be read' }));
    } finally {
      clearTimeout(timer);
    }
  }

  async function handle(req: LoggedRequest, res: ServerResponse) {
    const url = pathAndSearch(req.url);
    if (url.pathname === '/health') return health(req, res);
    if (pages(req, res, url.pathname)) return;
    if (url.pathname !== '/graphql') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the GraphQL endpoint is /graphql\n');
      return;
    }
    let body: unknown;
    try {
      body = await readBody(req, limits.maxBodyBytes);
    } catch (err) {
      if (!(err instanceof BodyError)) {
        // The client went away while sending (a reset, an aborted upload): nobody to answer.
        req.log.info({ err: (err as Error).message }, 'request body not received');
        req.socket.destroy();
        return;
      }
      if (err.status === 413) {
        req.log.info({ declared: req.headers['content-length'] ?? null }, 'request body over MAX_BODY_BYTES: read and dropped, then 413');
        answerAfterBody(req, () =>
          res.writeHead(413, { 'content-type': 'application/json', connection: 'close' }).end(jsonError(err.message, 'PAYLOAD_TOO_LARGE')),
        );
      } else res.writeHead(err.status, { 'content-type': 'application/json' }).end(jsonError(err.message, 'BAD_REQUEST'));
      return;
    }
    try {
      const headers = new HeaderMap();
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
      const client = clientAddress(req, trustProxy);
      const server = mutations && req.method === 'POST' && isMutation(body) ? mutations : apollo;
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search: url.search, body },
        context: async () => contextFor(client, () => req.log),
      });
      for (const [k, v] of response.headers) res.setHeader(k, v);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === 'complete') {
        // As bytes, converted once: given the string, Node converts it twice (its length in bytes, then the write).
        res.end(Buffer.from(response.body.string));
      } else {
        for await (const chunk of response.body.asyncIterator) res.write(chunk);
        res.end();
      }
    } catch (err) {
      req.log.error({ err }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(jsonError('Internal server error', 'INTERNAL_SERVER_ERROR'));
    }
  }

  try {
    await listen(http, opts.port, opts.host);
  } catch (err) {
    await apollo.stop().catch(() => undefined); // also disposes graphql-ws and the odds worker (the drain plugin above)
    await mutations?.stop().catch(() => undefined);
    throw err;
  }
  // Once listening, a server error is logged (the WebSocket server no longer relays it).
  http.on('error', (err) => log.error({ err }, 'HTTP server error'));
  http.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy(); // the client left: nobody to answer
    const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    log.info(
      { code: err.code, remoteAddress: (socket as Socket).remoteAddress },
      timedOut ? 'request too slow: 408, connection closed' : 'malformed request: 400, connection closed',
    );
    if (socket.writable && !(socket as Socket).writableEnded)
      socket.end(
        timedOut ? 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n' : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n',
      );
    else socket.destroy();
  });
  // The games already running with bot seats, from the game list: once listening, since reading a large store's list
  // (its checkpoint, then what came after) must not hold up the start (issue 29), as for the clocks below.
  void bots.start().catch((err: unknown) => log.error({ err }, 'bot runner: the games with bot seats could not be listed'));
  // docs/clocks.md: the time-outs of the games with clocks, the timers rebuilt from their states.
  // It follows new appends at once; the running games' timers are set in the background (a large store's game list
  // must not hold up the start).
  const clocks = new ClockWatch({ ...services, pacer, log: (level, message, fields) => log[level](fields, message) });
  clocks.start().catch((err: unknown) => log.error({ err }, 'clock watcher: the running clocks could not be read'));
  const port = (http.address() as AddressInfo).port;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${port}/graphql`,
    wsUrl: `ws://${host}:${port}/graphql`,
    port,
    clocks,
    bots,
    queries: jit?.stats ?? null,
    async stop() {
      clocks.stop();
      pacer.close();
      await apollo.stop();
      await mutations?.stop();
      await bots.close();
    },
  };
}

/**
 * At most `max` open TCP connections per peer address (HTTP and WebSocket alike): one more is closed at once, with a
 * log line (issue 29: 1,100 slow connections from one client starved every other). Not behind a trusted proxy, where
 * every peer is the proxy.
 */
function limitConnectionsPerAddress(http: Server, max: number, trustProxy: number, log: Logger): void {
  if (trustProxy > 0) return;
  const open = new Map<string, number>();
  http.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const n = open.get(address) ?? 0;
    if (n >= max) {
      log.info({ remoteAddress: address, open: n }, 'connection refused: too many open connections from this address');
      socket.destroy();
      return;
    }
    open.set(address, n + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
