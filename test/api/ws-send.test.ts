// src/api/ws-send.ts: a socket's frames of one turn leave in one write (the
// TCP socket corked for the turn), and a send waits for the network only when
// the client has left more than HIGH_WATER bytes unread (issue 12, 1,000
// subscribers: one system call per follower and command, not per event).
import type { Socket } from 'node:net';
import type WebSocket from 'ws';
import { frameSender, HIGH_WATER, TextFrame } from '../../src/api/ws-send';

function fakes(buffered = 0) {
  const log: string[] = [];
  const callbacks: ((err?: Error) => void)[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: buffered,
    extensions: '',
    send(data: string | Buffer, options: { binary?: boolean } | ((err?: Error) => void), cb?: (err?: Error) => void) {
      log.push(`send ${data}${typeof data === 'string' ? '' : ` (bytes, binary: ${(options as { binary?: boolean }).binary})`}`);
      const callback = typeof options === 'function' ? options : cb;
      if (callback) callbacks.push(callback);
    },
  };
  const tcp = {
    cork: () => log.push('cork'),
    uncork: () => log.push('uncork'),
    write(bytes: Buffer, cb?: (err?: Error) => void) {
      log.push(`write ${bytes.subarray(2).toString()}`);
      if (cb) callbacks.push(cb);
      return true;
    },
  };
  return { log, callbacks, socket, send: frameSender(socket as unknown as WebSocket, tcp as unknown as Socket) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test("one turn's frames: corked once, written together on the next turn; the sends are done at once", async () => {
  const { log, send } = fakes();
  await send('a');
  await send('b');
  await send('c');
  expect(log).toEqual(['cork', 'send a', 'send b', 'send c']);
  await nextTurn();
  expect(log).toEqual(['cork', 'send a', 'send b', 'send c', 'uncork']);
  await send('d');
  await nextTurn();
  expect(log.slice(5)).toEqual(['cork', 'send d', 'uncork']);
});

test('a client with more than HIGH_WATER bytes unread: the send waits until ws has written it, and fails with it', async () => {
  const { log, socket, callbacks, send } = fakes(HIGH_WATER + 1);
  let done = false;
  const first = (send('a') as Promise<void>).then(() => (done = true));
  await nextTurn();
  expect(done).toBe(false);
  callbacks[0]();
  await first;
  expect(done).toBe(true);
  const second = send('b');
  callbacks[1](new Error('socket gone'));
  await expect(second).rejects.toThrow('socket gone');
  socket.bufferedAmount = 0;
  // Under the mark again: sent, and nothing to wait for (no promise at all).
  expect(send('c')).toBeUndefined();
  expect(log.filter((l) => l.startsWith('send'))).toEqual(['send a', 'send b', 'send c']);
});

test('a socket no longer open: nothing is sent', async () => {
  const { log, socket, send } = fakes();
  socket.readyState = 3;
  await send('a');
  expect(log).toEqual([]);
});

test('a frame made once for many subscribers is written whole to the socket, in turn with the others; a slow reader waits for it', async () => {
  const { log, socket, callbacks, send } = fakes();
  await send(new TextFrame(Buffer.from('{"id":"1"}')));
  await send('{"id":"2"}');
  expect(log).toEqual(['cork', 'write {"id":"1"}', 'send {"id":"2"}']);
  await nextTurn();
  socket.bufferedAmount = HIGH_WATER + 1;
  let done = false;
  const waiting = (send(new TextFrame(Buffer.from('{"id":"3"}'))) as Promise<void>).then(() => (done = true));
  await nextTurn();
  expect(done).toBe(false);
  callbacks.at(-1)!();
  await waiting;
  expect(log.filter((l) => l.startsWith('write'))).toEqual(['write {"id":"1"}', 'write {"id":"3"}']);
});

test('a socket with an extension negotiated: ws makes the frame of the message itself, as text', async () => {
  const { log, socket, send } = fakes();
  socket.extensions = 'permessage-deflate';
  await send(new TextFrame(Buffer.from('{"id":"1"}')));
  expect(log).toEqual(['cork', 'send {"id":"1"} (bytes, binary: false)']);
  await nextTurn();
});
