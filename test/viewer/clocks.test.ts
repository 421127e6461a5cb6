// docs/clocks.md in headless Chromium: the viewer shows each player's clock under the
// power bar, the running one counting down, a flag on a player that ran out of time,
// and nothing for a game without clocks. The DOM contract is docs/viewer.md's.
import type { Page } from 'playwright-core';
import { MUTATIONS, newId, SEATS } from '../api/helpers';
import { describeInChromium } from '../support/viewer-browser';
import { openViewerPage, type ViewerPage } from '../support/viewer-page';
import type { ViewerServer } from '../support/viewer-server';

describeInChromium('the replay viewer shows the clocks', () => {
  let s: ViewerServer;
  let page: Page;
  let close: ViewerPage['close'] | undefined;

  async function clockedGame(clocks: Record<string, unknown>): Promise<string> {
    const r = await s.api.data(MUTATIONS.createGame, { input: { commandId: newId(), name: 'clocked', clocks } });
    const gameId: string = r.createGame.game.id;
    for (const power of SEATS) await s.api.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } });
    return gameId;
  }
  const clock = (power: string, what: string) => page.locator(`section.clocks li.clock[data-power="${power}"]`).getAttribute(what);

  beforeAll(async () => {
    ({ server: s, page, close } = await openViewerPage());
  }, 90_000);
  afterAll(() => close?.());

  test("a budget clock: every player's time, Japan's running and counting down", async () => {
    const gameId = await clockedGame({ mode: 'BUDGET', budgetMs: 3_600_000, incrementMs: 30_000, onTimeOut: 'BOT' });
    await page.goto(`${s.viewer}?game=${gameId}`);
    await page.waitForSelector('section.clocks[data-mode="BUDGET"][data-paused="no"]');
    expect(await page.locator('section.clocks li.clock').evaluateAll((li) => li.map((l) => l.getAttribute('data-power')))).toEqual([
      ...SEATS,
    ]);
    expect(await clock('JAPAN', 'data-running')).toBe('yes');
    expect(await clock('USA', 'data-running')).toBe('no');
    expect(await page.locator('section.clocks li.clock[data-power="USA"] b').textContent()).toBe('1:00:00');
    const first = Number(await clock('JAPAN', 'data-remaining-ms'));
    expect(first).toBeLessThan(3_600_000);
    await page.waitForTimeout(1_200);
    const later = Number(await clock('JAPAN', 'data-remaining-ms'));
    expect(later).toBeLessThan(first);
  });

  test('a player that ran out is flagged, its time at 0:00, and the policy said', async () => {
    // What the viewer shows of a time-out as it is recorded: the server's bot runner (which would end Japan's turn
    // for it, docs/clocks.md END_TURN) is stopped, so the time-out stays the game's latest.
    await s.api.server.bots.close();
    const gameId = await clockedGame({ mode: 'BUDGET', budgetMs: 300, onTimeOut: 'END_TURN' });
    // The server's clock watcher claims the time-out (FlagTimeOut) once Japan's 300 ms are up.
    for (let tries = 0; ; tries++) {
      const r = await s.api.data(`query($id: String!) { game(id: $id) { clocks { timedOut { power policy } } } }`, { id: gameId });
      if (r.game.clocks.timedOut) {
        expect(r.game.clocks.timedOut).toEqual({ power: 'JAPAN', policy: 'END_TURN' });
        break;
      }
      if (tries > 200) throw new Error('the clock watcher did not flag Japan');
      await new Promise((r) => setTimeout(r, 50));
    }
    await page.goto(`${s.viewer}?game=${gameId}`);
    await page.waitForSelector('section.clocks[data-mode="BUDGET"] li.clock[data-power="JAPAN"][data-flagged="yes"]');
    expect(await page.locator('section.clocks li.clock[data-power="JAPAN"] b').textContent()).toBe('0:00');
    expect(await page.locator('section.clocks .clocks-timed-out').textContent()).toBe('Japan ran out of time: turn ended for them');
  });

  test('a game without clocks shows none', async () => {
    await page.goto(`${s.viewer}?game=${s.games.g1940.id}`);
    await page.waitForSelector('svg.map');
    await page.waitForTimeout(500);
    expect(await page.locator('section.clocks').count()).toBe(0);
  });
});
