// WebSocket sessions for the fuzzer (bench/fuzz.ts): graphql-ws frames, valid
// subscribe flows on real games and invalid ones (frames only a server sends,
// unknown types, broken JSON, binary, duplicate ids, out-of-order messages,
// oversized frames). Every frame sent is a call; every message received and the
// close are answers, judged by classify.ts.
import WebSocket from 'ws';
import type { Operation } from './operations';
import { hostileString, PROTO_NAMES, type Rng } from './rng';

/** One frame as sent: text (`ack`: then wait for connection_ack, as a client must), or binary (base64), or a pause. */
export type Frame = { text: string; ack?: boolean } | { binary: string } | { waitMs: number };

export interface WsSession {
  protocol: string | null;
  frames: Frame[];
}

export interface WsOutcome {
  messages: string[];
  /** Close code; 0 when the session ended by our own close (then 1000/1005 are ours). */
  close: number;
  /** The upgrade was refused or failed: its status or error. */
  refused?: string;
}

const J = (x: unknown) => ({ text: JSON.stringify(x) });

/** A session of frames: mostly a proper flow with random operations, with invalid frames mixed in. */
export function wsSession(rng: Rng, op: () => Operation, sub: () => Operation): WsSession {
  const frames: Frame[] = [];
  const protocol = rng.chance(0.95) ? 'graphql-transport-ws' : rng.pick([null, 'graphql-ws', 'nope']);
  if (rng.chance(0.9))
    frames.push({
      ...J({
        type: 'connection_init',
        ...(rng.chance(0.3) ? { payload: rng.pick([{}, null, 1, 'x', JSON.parse('{"__proto__":{"a":1}}')]) } : {}),
      }),
      // Mostly a proper client, that waits for the ack; sometimes one that sends on at once (out of order).
      ack: rng.chance(0.85),
    });
  const n = 1 + rng.int(5);
  let id = 0;
  for (let i = 0; i < n; i++) {
    const k = rng.weighted({ sub: 5, op: 3, bad: 4, complete: 2, ping: 1, wait: 1 });
    if (k === 'sub') frames.push(J({ id: String(++id), type: 'subscribe', payload: sub() }));
    else if (k === 'op') frames.push(J({ id: rng.chance(0.9) ? String(++id) : String(id), type: 'subscribe', payload: op() }));
    else if (k === 'complete')
      frames.push(J({ id: rng.chance(0.7) ? String(rng.int(id + 1) || 1) : hostileString(rng), type: 'complete' }));
    else if (k === 'ping') frames.push(J({ type: rng.pick(['ping', 'pong']), ...(rng.chance(0.5) ? { payload: { x: 1 } } : {}) }));
    else if (k === 'wait') frames.push({ waitMs: rng.pick([10, 50, 200]) });
    else frames.push(badFrame(rng, op));
  }
  if (rng.chance(0.6)) frames.push({ waitMs: rng.pick([50, 150, 400]) });
  return { protocol, frames };
}

function badFrame(rng: Rng, op: () => Operation): Frame {
  switch (rng.int(12)) {
    case 0:
      return J({ type: rng.pick(['next', 'connection_ack', 'error']), id: '1', payload: rng.pick([{ data: {} }, [], null]) });
    case 1:
      return J({ type: rng.pick(['start', 'stop', 'connection_terminate', 'unknown', '', PROTO_NAMES[0], 'subscribe']) });
    case 2:
      return { text: rng.pick(['{', 'not json', '', 'null', '[]', '1', '"x"', '{"type":null}', '{"type":1}']) };
    case 3:
      return { binary: Buffer.from(rng.pick(['\x00\x01', '{"type":"ping"}', '\xff\xfe'])).toString('base64') };
    case 4:
      return J({ type: 'subscribe', id: rng.pick(['', null, 1, {}, 'x'.repeat(10_000), '__proto__']), payload: op() });
    case 5:
      return J({ type: 'subscribe', id: 'dup', payload: op() });
    case 6:
      return J({
        type: 'subscribe',
        id: String(rng.int(1000)),
        payload: rng.pick([
          null,
          {},
          { query: 1 },
          { query: '{' },
          { query: '{ rulesets { id } }', variables: 'x' },
          { query: '{ rulesets { id } }', extensions: [] },
        ]),
      });
    case 7:
      return J({ type: 'connection_init', payload: {} }); // a second init
    case 8:
      return {
        text: JSON.stringify({
          type: 'subscribe',
          id: 'big',
          payload: { query: `{ ${'rulesets { id } '.repeat(rng.pick([10, 70_000]))} }` },
        }),
      };
    case 9:
      return {
        text: `{"type":"subscribe","id":"p","payload":{"query":"{ rulesets { id } }","variables":{"${rng.pick(PROTO_NAMES)}":{"a":1}}},"${rng.pick(PROTO_NAMES)}":{}}`,
      };
    case 10:
      return J({
        type: 'subscribe',
        id: 'deep',
        payload: {
          query: 'subscription ($a: JSON) { gameEvents(gameId: "x") { __typename } }',
          variables: { a: JSON.parse('['.repeat(3000) + ']'.repeat(3000)) },
        },
      });
    default:
      return J({ type: 'complete', id: 'never-started' });
  }
}

/** Runs a session against `url`; resolves once the server closes, or `graceMs` after the last frame (then we close). */
export function runWsSession(url: string, s: WsSession, graceMs = 150): Promise<WsOutcome> {
  return new Promise((resolve) => {
    const messages: string[] = [];
    let settled = false;
    const ws = s.protocol === null ? new WebSocket(url) : new WebSocket(url, s.protocol);
    const finish = (o: WsOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(o);
    };
    const guard = setTimeout(() => {
      ws.terminate();
      finish({ messages, close: 0, refused: messages.length ? undefined : 'TIMEOUT' });
    }, 30_000);
    ws.on('unexpected-response', (_req, res) => {
      finish({ messages, close: 0, refused: `HTTP ${res.statusCode}` });
      ws.terminate();
    });
    ws.on('error', (e: NodeJS.ErrnoException) => {
      if (!settled && ws.readyState !== WebSocket.OPEN) finish({ messages, close: 0, refused: e.code ?? e.message });
    });
    let acked: () => void = () => undefined;
    const ack = new Promise<void>((r) => (acked = r));
    ws.on('message', (d) => {
      const text = String(d);
      messages.push(text);
      if (text.includes('"connection_ack"')) acked();
    });
    ws.on('close', (code) => finish({ messages, close: code }));
    ws.on('open', async () => {
      for (const f of s.frames) {
        if (ws.readyState !== WebSocket.OPEN) break;
        if ('waitMs' in f) await new Promise((r) => setTimeout(r, f.waitMs));
        else if ('text' in f) {
          ws.send(f.text);
          if (f.ack) await Promise.race([ack, new Promise((r) => setTimeout(r, 5000))]);
        } else ws.send(Buffer.from(f.binary, 'base64'));
      }
      setTimeout(() => {
        if (ws.readyState === WebSocket.OPEN) {
          ws.close(1000);
        }
      }, graceMs);
    });
  });
}
