// Many WebSocket subscribers of one game share one feed of its events and one
// board per command (src/app/live-feeds.ts, board-feeds.ts), and each still
// gets exactly what it asked for from its own cursor.
import { endPhase, expectAccepted, newGame, startTestServer, type TestServer } from './helpers';

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
