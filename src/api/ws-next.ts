// A subscription's results sent straight to its socket (issue 29, the 1,000
// subscribers row). graphql-ws would take each result through its own loop:
// an async emit per message, the onNext hook awaited, the result copied, the
// message checked and JSON.stringify'd, one subscriber at a time, 3,000 times
// for a three-event command followed by 1,000 clients. Here graphql-ws still
// owns the subscription (its id, `complete`, errors, unsubscribing): the
// iterator it is handed (websocket.ts, onOperation) yields nothing and ends
// when the subscription does, while this loop sends each `next` itself, with
// the result's JSON made once per result object (subscribers sharing an
// execution share the object, shared-execution.ts) and the message's whole
// WebSocket frame once per result and operation id (a game's followers mostly
// use the same id), written to each socket as it is.
//
// The message is byte for byte the one graphql-ws makes:
// JSON.stringify({ id, type: 'next', payload }) with the payload the result
// without its `errors` key, or, for a result with errors, the result with its
// errors formatted as over HTTP (the onNext hook's answer, websocket.ts).
import type { ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import { MessageType } from 'graphql-ws';
import { TextFrame } from './ws-send';

/** How a socket takes a message (ws-send.ts): a promise only when the client is slow to read. */
export type FrameSend = (data: string | TextFrame) => Promise<void> | void;

/** Per result object: its payload's JSON, and the message's whole frame per operation id. */
interface Made {
  payload: string;
  byId: Map<string, TextFrame>;
}
const made = new WeakMap<object, Made>();

/** The frame of the `next` message of a result without errors, as graphql-ws and ws would write it, made once per result and id. */
export function nextMessage(id: string, result: ExecutionResult): TextFrame {
  let m = made.get(result);
  if (!m) {
    // graphql-ws sends { ...resultWithoutErrors }: an `errors` key that is null or undefined is left out.
    const { errors: _none, ...payload } = result;
    made.set(result, (m = { payload: JSON.stringify(payload), byId: new Map() }));
  }
  let bytes = m.byId.get(id);
  if (!bytes) {
    bytes = new TextFrame(Buffer.from(`{"id":${JSON.stringify(id)},"type":"${MessageType.Next}","payload":${m.payload}}`));
    m.byId.set(id, bytes);
  }
  return bytes;
}

/** The `next` message of a result with errors: formatted for this subscriber (its log gets the internal ones). */
export function nextMessageWithErrors(
  id: string,
  result: ExecutionResult,
  format: (errors: readonly GraphQLError[]) => GraphQLFormattedError[],
): string {
  return JSON.stringify({ id, type: MessageType.Next, payload: { ...result, errors: format(result.errors!) } });
}

/** What graphql-ws is handed instead of the subscription's results: it ends when they do. */
export interface SentDirectly extends AsyncIterableIterator<never> {
  return(): Promise<IteratorResult<never>>;
  throw(err: unknown): Promise<IteratorResult<never>>;
}

/**
 * Sends `source`'s results as `next` messages of operation `id` through `send`, in order, one at a time:
 * a send that waits (a client with too much unread, ws-send.ts) holds back this subscription's next result
 * and nobody else's. graphql-ws's first next() starts it; it settles as graphql-ws's own loop would end:
 * done when the results end or the client unsubscribes (return()), rejected with the source's error (graphql-ws
 * then sends it as this operation's `error`), or with a failed send's after the source is returned.
 */
export function sendDirectly(
  source: AsyncIterator<ExecutionResult>,
  id: string,
  send: FrameSend,
  format: (errors: readonly GraphQLError[]) => GraphQLFormattedError[],
): SentDirectly {
  let stopped = false;
  let started = false;
  const done: IteratorResult<never> = { done: true, value: undefined };
  // What graphql-ws's loop awaits: settled by pump(), or at once by return() (not held up by a source still busy).
  let end!: (r: IteratorResult<never>) => void;
  let fail!: (err: unknown) => void;
  const outcome = new Promise<IteratorResult<never>>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  const leave = async () => {
    await source.return?.();
  };

  async function pump(): Promise<IteratorResult<never>> {
    for (;;) {
      const r = await source.next();
      // Unsubscribed while the result was on its way: graphql-ws would not send it either once its loop ended.
      if (r.done || stopped) return done;
      const result = r.value;
      const message = result.errors ? nextMessageWithErrors(id, result, format) : nextMessage(id, result);
      const waiting = send(message);
      if (waiting) {
        try {
          await waiting;
        } catch (err) {
          // As when graphql-ws's loop throws in its body: the source is returned, the error becomes the operation's.
          stopped = true;
          await leave();
          throw err;
        }
      }
    }
  }

  const it: SentDirectly = {
    next() {
      if (stopped) return Promise.resolve(done);
      if (!started) {
        started = true;
        pump().then(end, fail);
      }
      return outcome;
    },
    async return() {
      if (!stopped) {
        stopped = true;
        end(done);
        // The source's return() also ends a pending source.next() (live-feeds.ts), and so pump().
        await leave();
      }
      return done;
    },
    async throw(err: unknown) {
      await it.return();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}
