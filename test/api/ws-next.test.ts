// src/api/ws-next.ts: a subscription's results sent straight to its socket,
// each `next` message byte for byte what graphql-ws makes, in order, one at a
// time (a slow reader's send holds back its own feed), and nothing sent once
// the client has unsubscribed.
import { GraphQLError, type ExecutionResult } from 'graphql';
import { nextMessage, sendDirectly } from '../../src/api/ws-next';
import { TextFrame } from '../../src/api/ws-send';

/** What graphql-ws 6 writes for a result without errors: stringifyMessage({ id, type, payload: { ...resultWithoutErrors } }). */
const graphqlWs = (id: string, result: ExecutionResult) => {
  const { errors: _e, ...rest } = result;
  return JSON.stringify({ id, type: 'next', payload: { ...rest } });
};

test("the message of a result is graphql-ws's own bytes, for every id, made once per result and id", () => {
  const result: ExecutionResult = { data: { gameEvents: { number: 7, type: 'PhaseEnded', note: 'é "quoted" \u2028 \\' } } };
  const withNull = { errors: null, data: { x: 1 }, extensions: { cost: 3 } } as unknown as ExecutionResult;
  for (const id of ['1', 'a "b" \\ c', 'ü✓😀', '\u0000\n', 'x'.repeat(300)]) {
    expect(unframe(nextMessage(id, result))).toBe(graphqlWs(id, result));
    expect(unframe(nextMessage(id, withNull))).toBe(graphqlWs(id, withNull));
  }
  // Shared by every subscriber with that id; another id gets its own bytes.
  expect(nextMessage('1', result)).toBe(nextMessage('1', result));
  expect(unframe(nextMessage('2', result))).toBe(graphqlWs('2', result));
  // Another result object with other data is not taken for the first one.
  const other: ExecutionResult = { data: { gameEvents: { number: 8, type: 'UnitsPurchased' } } };
  expect(unframe(nextMessage('1', other))).toBe(graphqlWs('1', other));
  // Lengths that take the frame's 16- and 64-bit length forms.
  for (const size of [125, 126, 65535, 65536, 70000]) {
    const big: ExecutionResult = { data: { s: 'é'.repeat(size) } };
    expect(unframe(nextMessage('1', big))).toBe(graphqlWs('1', big));
  }
});

/** A source of results that hands them out as asked, and can be held, failed or returned. */
function source(results: ExecutionResult[]) {
  const calls: string[] = [];
  let i = 0;
  let release: (() => void) | null = null;
  let fail: Error | null = null;
  const it: AsyncIterator<ExecutionResult> = {
    async next() {
      calls.push('next');
      if (fail) throw fail;
      if (i < results.length) return { done: false, value: results[i++] };
      // Nothing more yet: waits, as a live feed does, until returned.
      await new Promise<void>((r) => (release = r));
      return { done: true, value: undefined };
    },
    async return() {
      calls.push('return');
      release?.();
      return { done: true, value: undefined };
    },
  };
  return {
    it,
    calls,
    failWith(err: Error) {
      fail = err;
    },
  };
}

/** A frame's message, after checking its header: final, text, unmasked, the length right. */
function unframe(f: TextFrame): string {
  const b = f.bytes;
  expect(b[0]).toBe(0x81);
  expect(b[1] & 0x80).toBe(0);
  let n = b[1];
  let at = 2;
  if (n === 126) [n, at] = [b.readUInt16BE(2), 4];
  else if (n === 127) [n, at] = [Number(b.readBigUInt64BE(2)), 10];
  expect(b.length - at).toBe(n);
  return b.subarray(at).toString('utf8');
}

const results = (n: number): ExecutionResult[] => Array.from({ length: n }, (_, k) => ({ data: { gameEvents: { number: k + 1 } } }));
const text = (m: string | TextFrame) => (typeof m === 'string' ? m : unframe(m));
const settle = () => new Promise((r) => setImmediate(r));
const noFormat = () => {
  throw new Error('no errors to format');
};

test('every result in order, once; the subscription ends when the client unsubscribes, with nothing sent after', async () => {
  const src = source(results(5));
  const sent: string[] = [];
  const sub = sendDirectly(src.it, '9', (m) => void sent.push(text(m)), noFormat);
  let ended: IteratorResult<never> | null = null;
  void sub.next().then((r) => (ended = r));
  await settle();
  expect(sent).toEqual(results(5).map((r) => graphqlWs('9', r)));
  expect(ended).toBeNull();
  await sub.return();
  await settle();
  expect(ended).toEqual({ done: true, value: undefined });
  expect(src.calls.filter((c) => c === 'return')).toHaveLength(1);
  expect(sent).toHaveLength(5);
  // graphql-ws asks again only if it went on: it gets done.
  await expect(sub.next()).resolves.toEqual({ done: true, value: undefined });
});

test('a slow reader: the next result is not taken until its send is done, and none is lost or repeated', async () => {
  const src = source(results(4));
  const sent: string[] = [];
  const waits: (() => void)[] = [];
  const sub = sendDirectly(
    src.it,
    '1',
    (m) => {
      sent.push(text(m));
      return new Promise<void>((r) => waits.push(r));
    },
    noFormat,
  );
  void sub.next();
  for (let k = 1; k <= 4; k++) {
    await settle();
    expect(sent).toHaveLength(k);
    expect(src.calls.filter((c) => c === 'next')).toHaveLength(k);
    waits[k - 1]();
  }
  await settle();
  expect(sent).toEqual(results(4).map((r) => graphqlWs('1', r)));
  await sub.return();
});

test('unsubscribed while a send waits: the result after it is never sent', async () => {
  const src = source(results(3));
  const sent: string[] = [];
  let release!: () => void;
  const sub = sendDirectly(
    src.it,
    '1',
    (m) => {
      sent.push(text(m));
      return sent.length === 1 ? new Promise<void>((r) => (release = r)) : undefined;
    },
    noFormat,
  );
  const ended = sub.next();
  await settle();
  await sub.return();
  await expect(ended).resolves.toEqual({ done: true, value: undefined });
  release();
  await settle();
  expect(sent).toEqual([graphqlWs('1', results(1)[0])]);
});

test("the source's error ends the subscription with it (graphql-ws sends it as the operation's error); a failed send returns the source", async () => {
  const src = source([]);
  src.failWith(new Error('store gone'));
  await expect(sendDirectly(src.it, '1', () => undefined, noFormat).next()).rejects.toThrow('store gone');
  expect(src.calls).toEqual(['next']);

  const src2 = source(results(2));
  const sub = sendDirectly(src2.it, '1', () => Promise.reject(new Error('socket gone')), noFormat);
  await expect(sub.next()).rejects.toThrow('socket gone');
  expect(src2.calls).toEqual(['next', 'return']);
});

test('a result with errors: formatted for this subscriber, in the place graphql-ws puts them', async () => {
  const result: ExecutionResult = { errors: [new GraphQLError('boom')], data: { gameEvents: null } };
  const src = source([result]);
  const sent: string[] = [];
  const sub = sendDirectly(
    src.it,
    '3',
    (m) => void sent.push(text(m)),
    (errors) => errors.map((e) => ({ message: `formatted: ${e.message}`, extensions: { code: 'X' } })),
  );
  void sub.next();
  await settle();
  expect(sent).toEqual([
    JSON.stringify({
      id: '3',
      type: 'next',
      payload: { errors: [{ message: 'formatted: boom', extensions: { code: 'X' } }], data: { gameEvents: null } },
    }),
  ]);
  await sub.return();
});
