// Which KurrentDB failures mean "the store cannot serve this now" (STORE_UNAVAILABLE: the
// client is told to try again later, src/api/errors.ts) rather than a fault of the server,
// and the deadline every call to the store runs under.
import { ErrorType } from '@kurrent/kurrentdb-client';
import { StoreUnavailableError } from './port';

/** The client's error types that a later try may not meet: the node is down, busy, or not the leader now. */
const UNAVAILABLE_TYPES: ReadonlySet<string> = new Set([
  ErrorType.UNAVAILABLE, // no connection, or it dropped (gRPC UNAVAILABLE, INTERNAL, DATA_LOSS)
  ErrorType.DEADLINE_EXCEEDED, // the call's deadline passed
  ErrorType.TIMEOUT, // the server gave up on a commit (gRPC ABORTED): not written
  ErrorType.NOT_LEADER, // an election is under way, or the client talks to a follower: the next call goes to the leader
  ErrorType.CANCELLED, // the server cancelled a long-running call (it reconnects on the next)
]);

/**
 * gRPC status codes of raw errors (appends reject with the grpc-js error itself when no channel
 * could be made): CANCELLED 1, DEADLINE_EXCEEDED 4, RESOURCE_EXHAUSTED 8, ABORTED 10, INTERNAL 13,
 * UNAVAILABLE 14, DATA_LOSS 15 (https://grpc.github.io/grpc/core/md_doc_statuscodes.html).
 */
const UNAVAILABLE_GRPC_CODES: ReadonlySet<number> = new Set([1, 4, 8, 10, 13, 14, 15]);

/** Node's socket errors on the way to the server (the HTTP gossip discovery of a cluster). */
const UNAVAILABLE_SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Whether `err` says the server could not be reached or answer in time (try again later), not that the request was wrong. */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof StoreUnavailableError) return true;
  if (typeof err !== 'object' || err === null) return false;
  const { type, code, name } = err as { type?: unknown; code?: unknown; name?: unknown };
  if (typeof type === 'string') return UNAVAILABLE_TYPES.has(type);
  if (typeof code === 'number') return UNAVAILABLE_GRPC_CODES.has(code);
  if (typeof code === 'string') return UNAVAILABLE_SOCKET_CODES.has(code);
  // Errors of the client's native bridge not yet converted into its classes carry only a name.
  return name === 'UnavailableError' || name === 'DeadlineExceededError';
}

/** `err` as a StoreUnavailableError when the store is unreachable (its reason names the call, for the log); else `err` itself. */
export function toStoreError(err: unknown, what: string): unknown {
  if (err instanceof StoreUnavailableError || !isUnavailable(err)) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new StoreUnavailableError(`KurrentDB ${what}: ${message}`, err);
}

/**
 * Runs `call` and answers within `ms`: its result, a StoreUnavailableError after `ms` ("deadline
 * exceeded"), or its failure mapped by toStoreError. The client's own deadline (passed to the call
 * as well) does not cover finding a channel to the server: with a server that accepts the
 * connection and never answers, an append was measured to hang for good. A call given up on may
 * still end at the server later: an append so abandoned may or may not be written, and a retry
 * with the same command id is answered as a duplicate either way (the event ids are the same).
 */
export async function withDeadline<T>(ms: number, what: string, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(`KurrentDB ${what}: deadline of ${ms} ms exceeded`)), ms);
  });
  const running = call();
  running.catch(() => undefined); // a failure after the deadline has nobody to tell
  try {
    return await Promise.race([running, expired]);
  } catch (err) {
    throw toStoreError(err, what);
  } finally {
    clearTimeout(timer);
  }
}
