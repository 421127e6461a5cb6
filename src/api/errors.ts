// What a client is told when something goes wrong, over HTTP and WebSocket alike:
// client errors keep their message and code, everything else is "Internal server
// error" with no stack and no internal message. Which is which is decided here,
// once, so the log can tell them apart too (client errors are not logged as
// failures: a stack for every typo in a query would drown the real ones).
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { StoreUnavailableError } from '../store/port';

/** Error codes whose messages are meant for clients; anything else is reported as an internal error. */
export const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  /** The operation's weighted cost is over GRAPHQL_MAX_COST (src/api/limits.ts). */
  'QUERY_TOO_COMPLEX',
  /** A per-client budget is spent; `extensions.retryAfter` says in how many seconds to try again. */
  'RATE_LIMITED',
  /** Too many operations on one WebSocket. */
  'TOO_MANY_OPERATIONS',
  /** The store cannot serve now (disk full: `extensions.reason` DISK_FULL; locked); nothing was written; try again later. */
  'STORE_UNAVAILABLE',
  /** The server is too busy for this (the battle-odds queue is full); try again later. */
  'SERVER_BUSY',
]);

/** Seconds a client is asked to wait after STORE_UNAVAILABLE. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/**
 * graphql-js stops coercing variables after 50 errors and adds one more error without a code;
 * it is the client's input all the same.
 */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables';

/**
 * A question the client asked wrongly (an event number the game does not have, two exclusive
 * arguments together): its message is for the client. Other errors, RangeErrors included, are
 * internal and never shown.
 */
export function badInput(message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code: 'BAD_USER_INPUT' } });
}

/** STORE_UNAVAILABLE; a full disk says so (extensions.reason DISK_FULL), so players can tell the organizer. */
export function storeUnavailable(kind: StoreUnavailableError['kind'] = 'OTHER'): GraphQLError {
  if (kind === 'DISK_FULL')
    return new GraphQLError("The game store's disk is full; nothing was changed. Try again later.", {
      extensions: { code: 'STORE_UNAVAILABLE', reason: 'DISK_FULL', retryAfter: STORE_RETRY_AFTER_SECONDS },
    });
  return new GraphQLError('The game store cannot take requests right now; nothing was changed. Try again later.', {
    extensions: { code: 'STORE_UNAVAILABLE', retryAfter: STORE_RETRY_AFTER_SECONDS },
  });
}

/**
 * Apollo refuses some requests before running them with an error that has no code but a 4xx status
 * (a persisted query whose sha256Hash does not match its query, an unsupported persistedQuery
 * version): the client's request was wrong, so it is BAD_REQUEST, not an internal error (found by
 * `npm run fuzz`, issue 29).
 */
function apolloRequestError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined || error.originalError) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Whether an error is the client's (its message may be shown) rather than the server's. */
export function isClientError(formatted: GraphQLFormattedError, error: unknown): boolean {
  const code = formatted.extensions?.code as string | undefined;
  if (code && CLIENT_CODES.has(code)) return true;
  return formatted.message.startsWith(TOO_MANY_VARIABLE_ERRORS) || apolloRequestError(error);
}

/** Internal errors among a result's errors: the ones worth a log line with a stack. */
export function internalErrors(errors: readonly GraphQLError[]): unknown[] {
  return errors
    .filter((e) => !isClientError(e.toJSON(), e) && !(unwrapResolverError(e) instanceof StoreUnavailableError))
    .map((e) => unwrapResolverError(e));
}

const STACK_OVERFLOW = /Maximum call stack size exceeded/;
export const TOO_DEEP_TO_PARSE = 'Syntax Error: the document is nested too deeply to parse.';

/** No stack traces or internal messages reach clients. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code as string | undefined;
  if (code && CLIENT_CODES.has(code)) {
    const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
    // A document nested deeper than graphql-js's recursive parser can follow overflows its stack before the token
    // limit is reached (found by `npm run fuzz`, issue 29): told as the client's syntax, not in the engine's words.
    if (code === 'GRAPHQL_PARSE_FAILED' && STACK_OVERFLOW.test(formatted.message)) return { message: TOO_DEEP_TO_PARSE, extensions };
    return { ...formatted, extensions };
  }
  const original = unwrapResolverError(error);
  if (original instanceof StoreUnavailableError) {
    const e = storeUnavailable(original.kind);
    return { message: e.message, path: formatted.path, extensions: e.extensions };
  }
  if (apolloRequestError(error)) return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  if (formatted.message.startsWith(TOO_MANY_VARIABLE_ERRORS))
    return {
      message: formatted.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      extensions: { code: 'BAD_USER_INPUT' },
    };
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
