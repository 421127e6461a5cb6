// Issue 26, live mode in headless Chromium: the page follows a running game through the
// subscription while the soak players send commands, and after the connection is dropped
// (a TCP proxy between the browser and the server destroys every socket and refuses new
// ones for a while, as a network that goes away would) it says it is reconnecting, then
// resumes from where it was and catches up: #live[data-state] and data-live-event, then
// the board drawn, compared with the API's.
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { playGame, uuidFrom } from '../support/command-player';
import { apiBoard, boardDifferences, describeInChromium, drawnBoard, waitForBoard } from '../support/viewer-browser';
import { openViewerPage, type ViewerPage } from '../support/viewer-page';
import { startProxy, type Proxy } from '../support/viewer-proxy';
import type { ViewerServer } from '../support/viewer-server';

/**
 * A game played in the background that pauses after the command that passes each of
 * `stops` (event counts) until the test lets it go on: the test then knows the newest event.
 */
function pausingGame(s: ViewerServer, gameId: string, stops: number[], last: number) {
  let paused: ((n: number) => void) | null = null;
  let resume: (() => void) | null = null;
  let pausedAt = new Promise<number>((r) => (paused = r));
  const done = playGame(s.api.services, {
    seed: 4242,
    gameId,
    events: last,
    name: 'viewer live',
    afterCommand: async (o) => {
      if (!o.ok || !stops.length) return;
      const n = o.events.at(-1)!.revision + 1;
      if (n < stops[0]) return;
      stops.shift();
      await new Promise<void>((r) => {
        resume = r;
        paused!(n);
      });
    },
  });
  return {
    done,
    /** The event count at the next pause. */
    next: () => pausedAt,
    /** Lets the game go on to the next pause (or its end). */
    goOn() {
      pausedAt = new Promise<number>((r) => (paused = r));
      resume!();
    },
  };
}

describeInChromium('the replay viewer following a live game', () => {
  let s: ViewerServer;
  let proxy: Proxy;
  let page: Page;
  let close: ViewerPage['close'] | undefined;
  const gameId = uuidFrom('viewer-live');

  const liveState = () =>
    page
      .locator('#live')
      .getAttribute('data-state', { timeout: 2000 })
      .catch(() => 'missing');
  const liveEvent = async () =>
    Number(
      await page
        .locator('#live')
        .getAttribute('data-live-event', { timeout: 2000 })
        .catch(() => -1),
    );

  async function expectLiveAt(n: number, how: string, timeout = 15_000) {
    try {
      await page.waitForSelector(`#live[data-state="live"][data-live-event="${n}"]`, { timeout, state: 'attached' });
      await waitForBoard(page, n, timeout);
    } catch {
      const shown = await page
        .locator('svg.map')
        .getAttribute('data-board-event', { timeout: 1000 })
        .catch(() => 'no map');
      await page.screenshot({ path: `${tmpdir()}/viewer-live-failure.png` });
      throw new Error(`${how}: expected live at event ${n}; #live is ${await liveState()} at ${await liveEvent()}; the map shows ${shown}`);
    }
    const [drawn, api] = await Promise.all([drawnBoard(page), apiBoard(s.api.url, gameId, n)]);
    expect({ how, differences: boardDifferences(drawn, api) }).toEqual({ how, differences: [] });
  }

  beforeAll(async () => {
    ({ server: s, page, close } = await openViewerPage());
    const u = new URL(s.api.url);
    proxy = await startProxy({ host: u.hostname, port: Number(u.port) });
  }, 90_000);
  afterAll(async () => {
    await proxy?.close();
    await close?.();
  });

  test('follows the game as commands are sent, then catches up after a dropped connection', async () => {
    const game = pausingGame(s, gameId, [40, 90, 150, 210], 260);
    const first = await game.next();
    await page.goto(`${proxy.origin}/viewer/?game=${gameId}&live=1`);
    await expectLiveAt(first, 'opened live');

    // Commands are sent: the page follows without being touched.
    game.goOn();
    const second = await game.next();
    expect(second).toBeGreaterThan(first);
    await expectLiveAt(second, 'after more commands');

    // Scrubbed back, the page is behind live and says by how much; `l` follows again.
    await page.evaluate(() => (globalThis as any).document.activeElement?.blur());
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector('#live[data-state="behind"]', { timeout: 5000, state: 'attached' });
    game.goOn();
    const third = await game.next();
    await page.waitForSelector(`#live[data-state="behind"][data-live-event="${third}"]`, { timeout: 10_000, state: 'attached' });
    await page.keyboard.press('l');
    await expectLiveAt(third, 'after l (go live)');

    // The network goes away: every socket is destroyed and new ones are refused.
    const before = proxy.connections;
    proxy.down();
    await page.waitForSelector('#live[data-state="reconnecting"]', { timeout: 10_000, state: 'attached' });
    // The game goes on meanwhile.
    game.goOn();
    const fourth = await game.next();
    expect(await liveEvent()).toBe(third);
    proxy.up();
    await expectLiveAt(fourth, 'after the connection came back', 30_000);
    expect(proxy.connections).toBeGreaterThan(before);

    // And it keeps following on the new connection.
    game.goOn();
    await game.done;
    const end = (await s.api.data('query($id: String!) { game(id: $id) { eventCount } }', { id: gameId })).game.eventCount;
    expect(end).toBeGreaterThan(fourth);
    await expectLiveAt(end, 'the game played on after the reconnect');
  }, 90_000);
});
