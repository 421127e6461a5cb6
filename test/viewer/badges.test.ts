// The badges' canvas at the map's own size, in headless Chromium (issue 29): the canvas places each
// badge from the map element's size in CSS pixels, which has fractions (the header's and footer's
// line heights), while the canvas's bitmap is that size rounded. A board drawn for one size stayed as
// it was when the element then changed by less than a pixel (the bitmap's size the same), so its
// badges sat a fraction of a pixel from where the board drawn whole puts them: every badge's edges a
// shade heavier or lighter, and the README's screenshots different from one run to the next. It
// happened at load when the first board came before the map's first size report (the page read a
// rounded size first). Each check compares the canvas with the same board drawn whole.
import type { Page } from 'playwright-core';
import { commandEnds, describeInChromium, waitForBoardAs, waitForMap } from '../support/viewer-browser';
import { openViewerPage, type ViewerPage } from '../support/viewer-page';
import type { ViewerServer } from '../support/viewer-server';

describeInChromium("the replay viewer's badges at the map's own size", () => {
  let s: ViewerServer;
  let page: Page;
  let close: ViewerPage['close'] | undefined;
  let ends: number[];
  let gameId: string;

  const canvasUrl = () => page.evaluate(() => (globalThis as any).document.querySelector('.map-frame canvas.badges').toDataURL() as string);
  /** Two frames, so that a size report and the draw it asks for have both run. */
  const frames = () =>
    page.evaluate(
      () =>
        new Promise<void>((ok) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(() => ok()))),
    );

  /** Whether the badges now on the canvas are those of the same board drawn whole (zoomed in and back: a new view redraws every badge). */
  async function drawnAsWhole(): Promise<boolean> {
    await frames();
    const now = await canvasUrl();
    await page.evaluate(() => (globalThis as any).document.activeElement?.blur?.());
    await page.keyboard.press('+');
    await page.waitForFunction((url) => (globalThis as any).document.querySelector('.map-frame canvas.badges').toDataURL() !== url, now);
    await page.keyboard.press('0');
    return page
      .waitForFunction((url) => (globalThis as any).document.querySelector('.map-frame canvas.badges').toDataURL() === url, now, {
        timeout: 5000,
      })
      .then(
        () => true,
        () => false,
      );
  }

  beforeAll(async () => {
    ({ server: s, page, close } = await openViewerPage());
    gameId = s.games.g1940.id;
    ends = await commandEnds(s.api.url, gameId);
  }, 90_000);
  afterAll(() => close?.());

  test('a page loaded at a moment draws its badges where the board drawn whole has them', async () => {
    const at = ends[Math.floor(ends.length / 4)];
    // Loaded several times: before, the first board came before the map's first size report in most
    // loads on a quiet machine, and its badges stayed drawn for the rounded size.
    const loads: boolean[] = [];
    for (let k = 0; k < 3; k++) {
      await page.goto(`${s.viewer}?game=${gameId}&event=${at}`);
      await waitForMap(page);
      await waitForBoardAs(page, at, `load ${k + 1}`);
      loads.push(await drawnAsWhole());
    }
    expect(loads).toEqual([true, true, true]);
  }, 60_000);

  test('the map made less than a pixel shorter moves its badges with it, as the board drawn whole has them', async () => {
    const at = ends[Math.floor(ends.length / 2)];
    await page.goto(`${s.viewer}?game=${gameId}&event=${at}`);
    await waitForMap(page);
    await waitForBoardAs(page, at, 'a moment of the game');
    expect(await drawnAsWhole()).toBe(true);
    const before = await canvasUrl();
    // A height that rounds to the canvas's present bitmap height but is not the element's height now.
    const size = await page.evaluate(() => {
      const d = (globalThis as any).document;
      const h: number = d.querySelector('svg.map').getBoundingClientRect().height;
      const target = Math.abs(h - (Math.round(h) - 0.3)) > 0.1 ? Math.round(h) - 0.3 : Math.round(h) + 0.3;
      const frame = d.querySelector('.map-frame');
      frame.style.flex = 'none';
      frame.style.height = `${target}px`;
      return { h, target, bitmap: d.querySelector('.map-frame canvas.badges').height as number };
    });
    expect(Math.round(size.target)).toBe(size.bitmap);
    await frames();
    await frames();
    expect(await page.evaluate(() => (globalThis as any).document.querySelector('.map-frame canvas.badges').height)).toBe(size.bitmap);
    // The SVG is centred in the element, so its badges moved by a fraction of a pixel: redrawn, and as drawn whole.
    expect({ redrawn: (await canvasUrl()) !== before }).toEqual({ redrawn: true });
    expect(await drawnAsWhole()).toBe(true);
  }, 60_000);
});
