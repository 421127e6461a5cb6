// Many WebSocket subscribers of one game share one feed of its events and one
// board per command (src/app/live-feeds.ts, board-feeds.ts), and each still
// gets exactly what it asked for from its own cursor.
import WebSocket from 'ws';
import { endPhase, expectAccepted, newGame, startTestServer, type Game, type Power, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** Waits until `check` holds (the server sees a socket close after the client does). */
async function eventually(check: () => boolean, what: string, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`still not true after ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

test('30 event subscribers and 10 board subscribers of a game: one feed, one board per command, each from its own cursor', async () => {
  const g = await newGame(t.data);
  const { services } = t;
  const stored = (await services.states.current(g.gameId))!.revision + 1;
  const eventFeeds = Array.from({ length: 30 }, (_, i) => t.subscribeEvents(g.gameId, i % (stored + 1)));
  const boardFeeds = Array.from({ length: 10 }, () =>
    t.subscribe(`subscription($g: String!) { boardChanged(gameId: $g) { eventNumber phase } }`, { g: g.gameId }, (d) => d.boardChanged),
  );
  for (const f of boardFeeds) await f.waitFor(1);
  for (const [i, f] of eventFeeds.entries()) await f.waitFor(stored - (i % (stored + 1)));
  expect(services.feeds.openFeeds).toBe(1);

  const boardsBefore = services.boards.boardsComputed;
  const ends: number[] = [];
  for (const phase of ['PURCHASE', 'COMBAT_MOVE', 'CONDUCT_COMBAT']) {
    const r = await endPhase(t.data, g, 'JAPAN', phase);
    expectAccepted(r);
    ends.push(r.events!.at(-1)!.number);
  }
  const total = ends.at(-1)!;
  for (const [i, f] of eventFeeds.entries()) {
    const items = await f.waitFor(total - (i % (stored + 1)));
    expect(items.map((e) => e.number)).toEqual(Array.from({ length: total - (i % (stored + 1)) }, (_, k) => (i % (stored + 1)) + k + 1));
  }
  for (const f of boardFeeds) {
    const items = await f.waitFor(4);
    expect(items.map((b) => b.eventNumber)).toEqual([stored, ...ends]);
    expect(items.at(-1).phase).toBe('NON_COMBAT_MOVE');
  }
  expect(services.boards.boardsComputed - boardsBefore).toBe(3);
  expect(services.feeds.openFeeds).toBe(1);

  await Promise.all([...eventFeeds, ...boardFeeds].map((f) => f.close()));
  await eventually(() => services.feeds.openFeeds === 0, 'the game feed closed after its last subscriber left');
});

/** A raw graphql-ws client (over `ws`): every frame the server sends, as received, and whether it was text. */
async function rawClient(wsUrl: string) {
  const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
  const frames: { text: string; binary: boolean }[] = [];
  const listeners: (() => void)[] = [];
  ws.on('message', (data: Buffer, binary: boolean) => {
    frames.push({ text: data.toString('utf8'), binary });
    for (const l of listeners) l();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => resolve());
  });
  ws.send(JSON.stringify({ type: 'connection_init' }));
  const until = async (check: () => boolean, what: string) => {
    const limit = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > limit) throw new Error(`still waiting for ${what}; got ${JSON.stringify(frames.map((f) => f.text))}`);
      await new Promise<void>((r) => {
        listeners.push(r);
        setTimeout(r, 50);
      });
      listeners.length = 0;
    }
  };
  await until(() => frames.some((f) => JSON.parse(f.text).type === 'connection_ack'), 'connection_ack');
  return {
    ws,
    frames,
    until,
    subscribe(id: string, gameId: string, after: number) {
      ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query: EVENTS_QUERY, variables: { g: gameId, a: after } } }));
    },
    complete(id: string) {
      ws.send(JSON.stringify({ id, type: 'complete' }));
    },
    /** The frames of operation `id`, parsed. */
    of(id: string) {
      return frames.map((f) => JSON.parse(f.text)).filter((m) => m.id === id);
    },
    close() {
      ws.close();
    },
  };
}

/** Commands of a game's first turn and the next power's first, some of several events (the end of a turn). */
const TURN = 8;

/** Ends TURN phases, each of the power to move; the last event's number. */
async function playTurn(g: Game & { current?: Power }): Promise<number> {
  let last = 0;
  for (let i = 0; i < TURN; i++) {
    const r = await endPhase(t.data, g, g.current ?? 'JAPAN');
    expectAccepted(r);
    g.current = r.game!.currentPower as Power;
    last = r.events!.at(-1)!.number;
  }
  return last;
}

const EVENTS_QUERY = 'subscription($g: String!, $a: Int!) { gameEvents(gameId: $g, after: $a) { number type } }';

/** The frame graphql-ws would send for a stored event: JSON.stringify of the message, with the object's keys in its order. */
const expectedFrame = (id: string, e: { number: number; type: string }) =>
  JSON.stringify({ id, type: 'next', payload: { data: { gameEvents: { number: e.number, type: e.type } } } });

async function storedEvents(gameId: string, after: number): Promise<{ number: number; type: string }[]> {
  const d = await t.data(
    `query($g: String!, $a: String!) { game(id: $g) { events(after: $a, first: 500) { edges { node { number type } } } } }`,
    {
      g: gameId,
      a: String(after),
    },
  );
  return d.game.events.edges.map((e: { node: { number: number; type: string } }) => e.node);
}

test('byte for byte: every subscriber, whatever its id, gets the messages graphql-ws would send, in order, once; a slow reader too', async () => {
  const g: Game & { current?: Power } = await newGame(t.data);
  const after = (await t.services.states.current(g.gameId))!.revision + 1;
  const feedsBefore = t.services.feeds.openFeeds;
  const ids = ['1', '1', '1', 'a "quoted" \\ id', 'ü✓😀', 'x'.repeat(200), '7'];
  const clients = await Promise.all(ids.map(() => rawClient(t.wsUrl)));
  clients.forEach((c, i) => c.subscribe(ids[i], g.gameId, after));
  // One socket with two operations on the same game.
  const twice = await rawClient(t.wsUrl);
  twice.subscribe('first', g.gameId, after);
  twice.subscribe('second', g.gameId, after);
  // Subscribed once its feed is open: the first command's events are then live for all (or read from the store).
  await eventually(() => t.services.feeds.openFeeds === 1, 'the game feed opened');

  // The slow reader stops reading from its socket while the commands' events go out.
  const slow = clients[1];
  const tcp = (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
  tcp.pause();
  const last = await playTurn(g);
  const events = await storedEvents(g.gameId, after);
  expect(events.at(-1)!.number).toBe(last);
  expect(events.length).toBeGreaterThan(TURN); // some command had more than one event
  tcp.resume();

  const check = async (c: Awaited<ReturnType<typeof rawClient>>, id: string) => {
    await c.until(() => c.of(id).length >= events.length, `${events.length} events for ${id}`);
    const mine = c.frames.filter((f) => JSON.parse(f.text).id === id);
    expect(mine.map((f) => f.text)).toEqual(events.map((e) => expectedFrame(id, e)));
    expect(mine.every((f) => !f.binary)).toBe(true);
  };
  for (const [i, c] of clients.entries()) await check(c, ids[i]);
  await check(twice, 'first');
  await check(twice, 'second');
  // Nothing more came (no duplicate, no complete) once the last event was there.
  await new Promise((r) => setTimeout(r, 200));
  for (const [i, c] of clients.entries()) expect(c.of(ids[i])).toHaveLength(events.length);
  for (const c of [...clients, twice]) c.close();
  await eventually(() => t.services.feeds.openFeeds === feedsBefore, 'the game feed closed after its last subscriber left');
});

test('unsubscribing during a fan-out: what the client got is a prefix, in order, once, with no complete; subscribing again after it gives the rest', async () => {
  const g: Game & { current: Power } = { ...(await newGame(t.data)), current: 'JAPAN' };
  const after = (await t.services.states.current(g.gameId))!.revision + 1;
  const feedsBefore = t.services.feeds.openFeeds;
  const others = await Promise.all(Array.from({ length: 20 }, () => rawClient(t.wsUrl)));
  for (const c of others) c.subscribe('1', g.gameId, after);
  const leaver = await rawClient(t.wsUrl);
  leaver.subscribe('1', g.gameId, after);
  await eventually(() => t.services.feeds.openFeeds === feedsBefore + 1, 'the game feed opened');
  // It completes as soon as its first event arrives, while the same command's other events are on their way.
  let completed = false;
  leaver.ws.on('message', (data: Buffer) => {
    if (!completed && JSON.parse(data.toString()).type === 'next') {
      completed = true;
      leaver.complete('1');
    }
  });
  const last = await playTurn(g);
  const events = await storedEvents(g.gameId, after);
  for (const c of others) {
    await c.until(() => c.of('1').length >= events.length, 'every event');
    expect(c.frames.map((f) => f.text)).toEqual(['{"type":"connection_ack"}', ...events.map((e) => expectedFrame('1', e))]);
  }
  await new Promise((r) => setTimeout(r, 200));
  const got = leaver.of('1');
  expect(completed).toBe(true);
  expect(got.length).toBeGreaterThanOrEqual(1);
  expect(got.length).toBeLessThan(events.length);
  expect(got.map((m) => JSON.stringify(m))).toEqual(events.slice(0, got.length).map((e) => expectedFrame('1', e)));
  // Now the same id again, after the last event it has: the rest, no gap, no repeat, then the live ones.
  leaver.subscribe('1', g.gameId, got.at(-1).payload.data.gameEvents.number);
  await leaver.until(() => leaver.of('1').length >= events.length, 'the rest');
  expect(leaver.of('1').map((m) => JSON.stringify(m))).toEqual(events.map((e) => expectedFrame('1', e)));
  const r = await endPhase(t.data, g, g.current);
  expectAccepted(r);
  await leaver.until(() => leaver.of('1').at(-1)?.payload.data.gameEvents.number === r.events!.at(-1)!.number, 'a live event');
  expect(leaver.of('1').map((m) => m.payload.data.gameEvents.number)).toEqual(
    Array.from({ length: r.events!.at(-1)!.number - after }, (_, k) => after + k + 1),
  );
  expect(last).toBeLessThan(r.events!.at(-1)!.number);
  for (const c of [...others, leaver]) c.close();
  await eventually(() => t.services.feeds.openFeeds === feedsBefore, 'the game feed closed after its last subscriber left');
});
