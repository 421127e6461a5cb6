// Subscriptions executed once per event for all the subscribers who asked the
// same thing. graphql-ws would run graphql's subscribe for each subscriber,
// which executes the subscription's selection set again for every subscriber
// and every event. Here the result is kept with the event (a WeakMap keyed by
// the payload object, so it goes when the event does) under a key made of the
// operation, its variables and the context, and every subscriber whose feed
// hands over that same object (src/app/live-feeds.ts, board-feeds.ts) gets the
// same result. A payload executed for one subscriber only costs what it did.
import { createSourceEventStream, execute, print, type ExecutionArgs, type ExecutionResult } from 'graphql';

type Result = ExecutionResult | Promise<ExecutionResult>;

const results = new WeakMap<object, Map<string, Result>>();
const contextIds = new WeakMap<object, number>();
let contexts = 0;

/** What makes two subscriptions' executions of one payload the same: context, operation and variables. */
function keyOf(args: ExecutionArgs): string {
  // The API's context differs per connection only in who asks (client address, log), which no
  // subscription field's answer depends on; its services are what answers do depend on.
  const raw = args.contextValue;
  const context = raw !== null && typeof raw === 'object' && 'services' in raw ? (raw as { services: object }).services : raw;
  let contextId = 0;
  if (context !== null && typeof context === 'object') {
    contextId = contextIds.get(context) ?? ++contexts;
    contextIds.set(context, contextId);
  }
  const operation = args.document.loc?.source.body ?? print(args.document);
  return `${contextId}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? null)}\n${operation}`;
}

/** Whether graphql's subscribe answered a stream of results (websocket.ts asks it too). */
export const isAsyncIterable = <T = unknown>(x: unknown): x is AsyncIterable<T> =>
  x !== null && typeof x === 'object' && typeof (x as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';

const isPromise = (x: Result): x is Promise<ExecutionResult> => typeof (x as Promise<ExecutionResult>).then === 'function';

type Subscribe = (args: ExecutionArgs) => Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;

/** graphql's subscribe, sharing each payload's execution (useServer's `subscribe` option). */
export const sharedSubscribe: Subscribe = (args) => subscribeWith(execute, args);

/** The same with another execute (tests count executions with it). */
export const sharedSubscriber =
  (executeFn: typeof execute): Subscribe =>
  (args) =>
    subscribeWith(executeFn, args);

async function subscribeWith(
  executeFn: typeof execute,
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source as ExecutionResult;
  const key = keyOf(args);
  const events = source[Symbol.asyncIterator]();
  const run = (payload: unknown): Result => {
    if (payload === null || typeof payload !== 'object') return executeFn({ ...args, rootValue: payload });
    let byKey = results.get(payload);
    if (!byKey) results.set(payload, (byKey = new Map()));
    let result = byKey.get(key);
    if (!result) byKey.set(key, (result = executeFn({ ...args, rootValue: payload })));
    return result;
  };
  // With return() (graphql-ws calls it when the client unsubscribes or goes) and throw().
  const generator: AsyncIterableIterator<ExecutionResult> & Required<Pick<AsyncIterator<ExecutionResult>, 'return' | 'throw'>> = {
    // (No async function: with a result already executed for another subscriber, no await either.)
    next() {
      return events.next().then((r): IteratorResult<ExecutionResult> | Promise<IteratorResult<ExecutionResult>> => {
        if (r.done) return { done: true, value: undefined };
        const result = run(r.value);
        return isPromise(result) ? result.then((value) => ({ done: false, value })) : { done: false, value: result };
      });
    },
    async return() {
      await events.return?.();
      return { done: true, value: undefined };
    },
    async throw(err: unknown) {
      await events.return?.();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return generator;
    },
  };
  return generator;
}
