// GraphQL over WebSocket (graphql-ws protocol) at /graphql, on the HTTP server.
//
// graphql-ws's makeServer speaks the protocol; this file is the edge around it,
// held to what HTTP is held to:
//   - messages no larger than an HTTP body (MAX_BODY_BYTES; ws closes the
//     socket with 1009 past it), where ws's default was 100 MiB;
//   - at most WS_MAX_CONNECTIONS_PER_CLIENT sockets per client address (429 on
//     the upgrade past it), and WS_MAX_OPERATIONS running operations per socket;
//   - every operation parsed, validated, costed and charged to the client's
//     budgets (limits.ts, rate-limits.ts) in onSubscribe, whose refusals
//     are answered as errors of that one operation: a syntax error, a
//     validation error or a refusal never closes the socket, and is not an
//     internal error;
//   - errors formatted as over HTTP (errors.ts), internal ones logged with the
//     connection's id, client errors not logged as failures.
// The glue to `ws` is written here instead of graphql-ws's useServer, which
// logs with console.error and reports a client's oversized frame as an
// internal error.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import {
  GraphQLError,
  getOperationAST,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { CloseCode, handleProtocols, makeServer, MessageType, parseMessage, type Context } from 'graphql-ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Limits } from '../app/config';
import type { Logger } from '../app/logger';
import { clientAddress } from './client';
import type { ApiContext } from './context';
import { formatError, internalErrors } from './errors';
import { checkCost, parseAndValidate, variablesTooDeep } from './limits';
import { frameSender } from './ws-send';
import { sendDirectly, type FrameSend } from './ws-next';
import type { ClientBudgets } from './rate-limits';
import { isAsyncIterable, sharedSubscribe } from './shared-execution';

export interface WebSocketEdgeOptions {
  schema: GraphQLSchema;
  limits: Limits;
  /** Per-client budgets; null: none. */
  budgets: ClientBudgets | null;
  trustProxy: number;
  log: Logger;
  /** The context operations run with. */
  contextFor(client: string, log: () => Logger): ApiContext;
}

interface Extra {
  socket: WebSocket;
  request: IncomingMessage;
  client: string;
  log: Logger;
  /** The socket's frames (ws-send.ts); subscriptions' results go through it straight (ws-next.ts). */
  send: FrameSend;
}

/** Server pings this often; a client that has not answered the previous ping by then is cut off (as graphql-ws's useServer does). */
const KEEPALIVE_MS = 12_000;

const withCode = (e: GraphQLError, code: string) =>
  e.extensions.code
    ? e
    : new GraphQLError(e.message, {
        nodes: e.nodes,
        source: e.source,
        positions: e.positions,
        path: e.path,
        extensions: { ...e.extensions, code },
      });

/** HTTP-only details (status, headers) have no place in a WebSocket message. */
function forSocket(f: GraphQLFormattedError): GraphQLFormattedError {
  if (!f.extensions || !('http' in f.extensions)) return f;
  const { http: _h, ...extensions } = f.extensions;
  return { ...f, extensions };
}

export function startWebSocketEdge(http: Server, opts: WebSocketEdgeOptions) {
  const { schema, limits, budgets, log } = opts;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxBodyBytes,
    handleProtocols: (protocols) => handleProtocols(protocols),
  });
  const connectionsPer = new Map<string, number>();

  const format = (ctx: Context<Record<string, unknown> | undefined, Extra>, errors: readonly GraphQLError[]) => {
    for (const err of internalErrors(errors)) ctx.extra.log.error({ err }, 'internal error in a WebSocket operation');
    return errors.map((e) => forSocket(formatError(e.toJSON(), e)));
  };

  const server = makeServer<Record<string, unknown> | undefined, Extra>({
    schema,
    // Subscribers asking the same thing share one execution per event (shared-execution.ts).
    subscribe: sharedSubscribe,
    async onSubscribe(ctx, _id, payload): Promise<ExecutionArgs | GraphQLError[]> {
      try {
        // This operation is already counted in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > limits.wsOperationsPerConnection)
          return [
            new GraphQLError(
              `At most ${limits.wsOperationsPerConnection} operations may run on one WebSocket at once; complete one first.`,
              {
                extensions: { code: 'TOO_MANY_OPERATIONS' },
              },
            ),
          ];
        const parsed = parseAndValidate(schema, payload.query, limits);
        if ('errors' in parsed) return parsed.errors;
        const { document } = parsed;
        const operation = getOperationAST(document, payload.operationName);
        if (!operation)
          return [
            new GraphQLError('Cannot tell which operation to run: give operationName.', {
              extensions: { code: 'OPERATION_RESOLUTION_FAILURE' },
            }),
          ];
        const deep = variablesTooDeep(payload.variables);
        if (deep) return [deep];
        // Variables are coerced here so that bad ones are the client's error (graphql-js gives them no code).
        const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 50 });
        if (coerced.errors) return coerced.errors.map((e) => withCode(e, 'BAD_USER_INPUT'));
        let cost: number;
        try {
          cost = checkCost(schema, document, payload.operationName, payload.variables, limits);
        } catch (err) {
          if (err instanceof GraphQLError) return [err];
          throw err;
        }
        const refusal = await budgets?.admit(ctx.extra.client, document, operation, cost);
        if (refusal) return [refusal];
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: opts.contextFor(ctx.extra.client, () => ctx.extra.log),
        };
      } catch (err) {
        // Thrown, graphql-ws would close the socket: answer this operation alone.
        ctx.extra.log.error({ err }, 'internal error preparing a WebSocket operation');
        return [new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })];
      }
    },
    // A subscription's results are sent by ws-next.ts, not by graphql-ws's loop (the same messages, made once
    // per shared result); graphql-ws keeps the operation: its id, complete, errors, unsubscribing.
    onOperation: (ctx, id, _payload, _args, result) =>
      isAsyncIterable<ExecutionResult>(result)
        ? sendDirectly(result[Symbol.asyncIterator](), id, ctx.extra.send, (errors) => format(ctx, errors))
        : undefined,
    onError: (ctx, _id, _payload, errors) => format(ctx, errors),
    onNext: (ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(ctx, result.errors) } : undefined),
  });

  wss.on('connection', (socket: WebSocket, request: IncomingMessage, client: string) => {
    const conn = log.child({ conn: randomUUID(), client });
    conn.debug('WebSocket opened');
    // ws reports a client's bad frame (too large, malformed) here and closes the socket itself (1009, 1002).
    socket.on('error', (err) => conn.info({ code: (err as NodeJS.ErrnoException).code }, `WebSocket closed: ${err.message}`));
    let alive = true;
    socket.on('pong', () => (alive = true));
    const keepalive = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, KEEPALIVE_MS);
    // One write per turn for a socket's frames; waits only for a client that does not read (ws-send.ts).
    const send = frameSender(socket, request.socket);
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send,
        close: (code, reason) => socket.close(code, reason === undefined ? undefined : closeReason(reason)),
        onMessage: (cb) =>
          socket.on('message', async (data) => {
            const text = String(data);
            try {
              await cb(text);
            } catch (err) {
              // graphql-ws throws on a well-formed message only a server may send (next, connection_ack, error):
              // the protocol closes with 4400 for that, as for any message it does not expect from a client.
              const unexpected = serverOnlyMessage(text);
              if (unexpected) {
                conn.info({ type: unexpected }, 'WebSocket closed: a client sent a message only a server sends');
                socket.close(CloseCode.BadRequest, `Unexpected message of type ${unexpected} received`);
                return;
              }
              conn.error({ err }, 'internal error handling a WebSocket message');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            }
          }),
      },
      { socket, request, client, log: conn, send },
    );
    socket.once('close', (code, reason) => {
      clearInterval(keepalive);
      const left = (connectionsPer.get(client) ?? 1) - 1;
      if (left > 0) connectionsPer.set(client, left);
      else connectionsPer.delete(client);
      conn.debug({ code }, 'WebSocket closed');
      void closed(code, String(reason));
    });
  });

  // noServer: the WebSocket server does not hook the HTTP server's events, so a failed listen
  // (a port in use) is the caller's error to report, not an "internal WebSocket error".
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    const client = clientAddress(req, opts.trustProxy);
    const open = connectionsPer.get(client) ?? 0;
    if (open >= limits.wsConnectionsPerClient) {
      log.info({ client }, 'WebSocket refused: too many connections from this client');
      socket.end('HTTP/1.1 429 Too Many Requests\r\nRetry-After: 10\r\nConnection: close\r\n\r\n');
      return;
    }
    // Counted once the handshake succeeds (a failed one never reaches 'connection' nor 'close').
    wss.handleUpgrade(req, socket, head, (ws) => {
      connectionsPer.set(client, (connectionsPer.get(client) ?? 0) + 1);
      wss.emit('connection', ws, req, client);
    });
  });

  return {
    async dispose(): Promise<void> {
      for (const ws of wss.clients) ws.close(1001, 'Going away');
      await new Promise<void>((resolve, reject) => wss.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** The longest close reason a WebSocket may carry, in UTF-8 bytes (RFC 6455 §5.5: a control frame's 125 less the code's 2). */
export const MAX_CLOSE_REASON_BYTES = 123;

/**
 * A close reason that fits the frame. graphql-ws puts the client's own operation id into some reasons
 * ("Subscriber for <id> already exists", 4409), and ids have no length limit: `ws` throws on a longer
 * reason, which closed the socket with 4500 and logged an internal error (found by the fuzzer).
 */
export function closeReason(reason: string): string {
  if (Buffer.byteLength(reason) <= MAX_CLOSE_REASON_BYTES) return reason;
  const ellipsis = '…';
  const room = MAX_CLOSE_REASON_BYTES - Buffer.byteLength(ellipsis);
  let out = '';
  let bytes = 0;
  // By code point, so that a character is never cut in half.
  for (const ch of reason) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > room) break;
    out += ch;
    bytes += n;
  }
  return out + ellipsis;
}

const SERVER_ONLY: ReadonlySet<string> = new Set([MessageType.ConnectionAck, MessageType.Next, MessageType.Error]);

/** The type of a valid graphql-ws message that only a server sends, or null (checked only after graphql-ws refused it). */
function serverOnlyMessage(text: string): string | null {
  try {
    const { type } = parseMessage(text);
    return SERVER_ONLY.has(type) ? type : null;
  } catch {
    return null;
  }
}
