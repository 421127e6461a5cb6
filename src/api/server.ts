// One HTTP server for GraphQL over HTTP (Apollo Server) and over WebSocket
// (graphql-ws), sharing one schema and one set of services.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import cors from 'cors';
import { WebSocketServer } from 'ws';
import { corsAllows, DEFAULT_CORS, type CorsPolicy } from '../app/config';
import type { Services } from '../app/services';
import type { ApiContext } from './context';
import { buildApiSchema } from './schema';
import { sharedSubscribe } from './shared-execution';

export interface RunningServer {
  url: string;
  wsUrl: string;
  port: number;
  stop(): Promise<void>;
}

const MAX_BODY = 1_000_000;
/** Error codes whose messages are meant for clients; anything else is reported as an internal error. */
const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** No stack traces or internal messages reach clients. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code as string | undefined;
  if (code && CLIENT_CODES.has(code)) {
    const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  const original = unwrapResolverError(error);
  if (original instanceof RangeError) return { message: original.message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  console.error('internal error:', original);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      throw Object.assign(new Error('request body is not valid JSON'), { status: 400 });
    }
  }
  return text;
}

/** The reason a server cannot listen, in one line that names the address (e.g. a port already in use). */
export class ListenError extends Error {
  constructor(readonly code: string | undefined, host: string, port: number, cause: Error) {
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
    allowedHeaders: ['content-type', 'apollo-require-preflight', 'x-apollo-operation-name'],
    maxAge: 600,
  });
}

export interface ServerOptions {
  port: number;
  host: string;
  /** Which browser origins may call the API (default: pages on localhost, any port). */
  cors?: CorsPolicy;
}

export async function startServer(services: Services, opts: ServerOptions): Promise<RunningServer> {
  const schema = await buildApiSchema();
  const http: Server = createServer();
  // noServer: the WebSocket server does not hook the HTTP server's events, so a failed listen
  // (a port in use) is this function's error to report, not an "internal WebSocket error".
  const wss = new WebSocketServer({ noServer: true });
  http.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  const context: ApiContext = { services };
  // Errors on the WebSocket go through the same formatter as HTTP: no internal messages or stacks.
  const wsServer = useServer(
    {
      schema,
      context: () => context,
      subscribe: sharedSubscribe,
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : undefined,
    },
    wss,
  );

  const apollo = new ApolloServer<ApiContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    introspection: true,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: http }),
      { async serverWillStart() { return { async drainServer() { await wsServer.dispose(); } }; } },
      // Over HTTP a subscription would run as a one-shot query with no event to return (an internal error):
      // refuse it as a client error and point to the WebSocket endpoint.
      {
        async requestDidStart() {
          return {
            async didResolveOperation({ operation }) {
              if (operation?.operation === 'subscription')
                throw new GraphQLError('Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.', {
                  extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
                });
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  const applyCors = corsHandler(opts.cors ?? DEFAULT_CORS);
  http.on('request', (req, res) =>
    applyCors(req, res, (err?: unknown) => {
      if (err) {
        console.error('request failed:', err);
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
      } else void handle(req, res);
    }),
  );

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, store: services.store.name }));
      return;
    }
    if (url.pathname !== '/graphql') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the GraphQL endpoint is /graphql\n');
      return;
    }
    try {
      const headers = new HeaderMap();
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search: url.search, body: await readBody(req) },
        context: async () => context,
      });
      for (const [k, v] of response.headers) res.setHeader(k, v);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === 'complete') {
        res.end(response.body.string);
      } else {
        for await (const chunk of response.body.asyncIterator) res.write(chunk);
        res.end();
      }
    } catch (err) {
      const status = (err as { status?: number }).status ?? 500;
      if (status === 500) console.error('request failed:', err);
      const message = status === 500 ? 'Internal server error' : (err as Error).message;
      if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] }));
    }
  }

  try {
    await listen(http, opts.port, opts.host);
  } catch (err) {
    await apollo.stop().catch(() => undefined); // also disposes graphql-ws (the drain plugin above)
    throw err;
  }
  // Once listening, a server error is logged (the WebSocket server no longer relays it).
  http.on('error', (err) => console.error('HTTP server error:', err));
  const port = (http.address() as AddressInfo).port;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return {
    url: `http://${host}:${port}/graphql`,
    wsUrl: `ws://${host}:${port}/graphql`,
    port,
    async stop() {
      await apollo.stop();
    },
  };
}
