// A held key in headless Chromium (issue 29): ArrowRight repeating faster than boards are drawn
// must end on the right board with nothing left over from the boards it passed (the badges'
// canvas, the slider, the events listed and their rows' state), and a step asks for the boards
// after it in its direction at once, also when its own board has not come yet (docs/performance.md,
// "The replay viewer's held key").
import type { Page, Request } from 'playwright-core';
import {
  apiBoard,
  boardDifferences,
  commandEnds,
  describeInChromium,
  drawnBoard,
  waitForBoardAs,
  waitForMap,
  type TimelineMark as Mark,
} from '../support/viewer-browser';
import { openViewerPage, type ViewerPage } from '../support/viewer-page';
import type { ViewerServer } from '../support/viewer-server';

describeInChromium('the replay viewer with a key held down', () => {
  let s: ViewerServer;
  let page: Page;
  let close: ViewerPage['close'] | undefined;
  let ends: number[];
  let marks: Mark[];
  let gameId: string;
  /** The events at which the page asked for a board, in order. */
  let asked: number[] = [];
  /** Every board the page asked for in this file (so in its cache, unless dropped). */
  const everAsked = new Set<number>();
  const onRequest = (r: Request) => {
    const body = r.postData();
    if (!body?.includes('ViewerBoard')) return;
    const at = (JSON.parse(body) as { variables?: { atEvent?: number } }).variables?.atEvent;
    if (typeof at === 'number') {
      asked.push(at);
      everAsked.add(at);
    }
  };

  /** Keydowns on the page as a keyboard's repeat sends them: `count` of them, `everyMs` apart (0: all in one task). */
  const hold = (key: string, count: number, everyMs: number) =>
    page.evaluate(
      async ([k, n, ms]) => {
        const w = globalThis as any;
        w.document.activeElement?.blur?.();
        for (let i = 0; i < n; i++) {
          w.dispatchEvent(new w.KeyboardEvent('keydown', { key: k, code: k, repeat: i > 0, bubbles: true, cancelable: true }));
          if (ms) await new Promise((r) => setTimeout(r, ms));
        }
      },
      [key, count, everyMs] as const,
    );

  async function expectBoardAt(event: number, how: string) {
    await waitForBoardAs(page, event, how);
    const [drawn, api] = await Promise.all([drawnBoard(page), apiBoard(s.api.url, gameId, event)]);
    expect({ how, differences: boardDifferences(drawn, api) }).toEqual({ how, differences: [] });
    expect(Object.keys(drawn.stacks).length).toBeGreaterThan(20);
  }

  const canvasUrl = () => page.evaluate(() => (globalThis as any).document.querySelector('.map-frame canvas.badges').toDataURL() as string);

  beforeAll(async () => {
    ({ server: s, page, close } = await openViewerPage());
    gameId = s.games.g1940.id;
    ends = await commandEnds(s.api.url, gameId);
    marks = (
      await s.api.data<{ game: { timeline: Mark[] } }>(
        'query($id: String!) { game(id: $id) { timeline { eventNumber round power phase } } }',
        {
          id: gameId,
        },
      )
    ).game.timeline;
    page.on('request', onRequest);
  }, 90_000);
  afterAll(() => close?.());

  test('held ArrowRight, its boards skipped or drawn, ends on the right board, badges, slider and event rows', async () => {
    // The phase of most commands (a combat move or a purchase), from its first command on.
    const phases = marks.map((m, k) => {
      const next = marks[k + 1]?.eventNumber ?? Infinity;
      return { from: ends.findIndex((e) => e > m.eventNumber), commands: ends.filter((e) => e > m.eventNumber && e < next).length };
    });
    const long = phases.reduce((a, b) => (b.commands > a.commands ? b : a));
    expect(long.commands).toBeGreaterThan(8);
    const steps = Math.min(long.commands - 1, 24);
    const burst = Math.ceil(steps / 2);
    const start = long.from;
    await page.goto(`${s.viewer}?game=${gameId}&event=${ends[start]}`);
    await waitForMap(page);
    await expectBoardAt(ends[start], 'the first command of a long phase');
    // The phase's events listed: the rows whose state a held key changes at every step.
    await page.waitForSelector('ol.events li.event[data-number]', { timeout: 10_000 });

    // Keydowns in one task: every board but the last is skipped (its step is overtaken before it draws).
    await hold('ArrowRight', burst, 0);
    await expectBoardAt(ends[start + burst], `${burst} keydowns at once`);
    // Then a key repeating every 25 ms: boards drawn as they come, some perhaps skipped.
    await hold('ArrowRight', steps - burst, 25);
    const at = start + steps;
    await expectBoardAt(ends[at], `${steps - burst} more keydowns 25 ms apart`);
    expect(Number(await page.locator('#scrub').inputValue())).toBe(at);
    await expect(page.locator('.scrub-readout').textContent()).resolves.toContain(`Event ${ends[at]} of `);

    // The badges on the canvas are those of this board drawn whole (a new view redraws every badge): nothing
    // of a board passed on the way is left, and no badge of this one is missing.
    const stepped = await canvasUrl();
    await hold('+', 1, 0);
    await page.waitForFunction(
      (url) => (globalThis as any).document.querySelector('.map-frame canvas.badges').toDataURL() !== url,
      stepped,
    );
    await hold('0', 1, 0);
    await page.waitForFunction(
      (url) => (globalThis as any).document.querySelector('.map-frame canvas.badges').toDataURL() === url,
      stepped,
      {
        timeout: 5000,
      },
    );

    // Once the cursor rests, its phase's events are listed, each row in the state of this moment: the rows of
    // the cursor's command highlighted, the cursor's own event current, the rows after it marked as to come.
    // The panels follow the drawn board once the page is idle after it: the row of the cursor's own event is current.
    await page.waitForSelector(`ol.events li.event[data-number="${ends[at]}"][aria-current="step"]`, { timeout: 10_000 });
    const rows = await page.locator('ol.events li.event[data-number]').evaluateAll((els) =>
      els.map((el: any) => ({
        n: Number(el.getAttribute('data-number')),
        inCommand: el.classList.contains('in-command') as boolean,
        after: el.classList.contains('after') as boolean,
        current: el.getAttribute('aria-current') === 'step',
      })),
    );
    expect(rows.length).toBeGreaterThan(steps);
    const prevEnd = ends[at - 1];
    const cursor = ends[at];
    expect(rows.filter((r) => r.n > prevEnd && r.n <= cursor).length).toBeGreaterThan(0);
    expect(
      rows.filter((r) => r.inCommand !== (r.n > prevEnd && r.n <= cursor) || r.after !== r.n > cursor || r.current !== (r.n === cursor)),
    ).toEqual([]);
    expect(await page.locator('ol.events li.event[aria-current="step"]').count()).toBe(1);
  }, 60_000);

  test('a step asks for the boards after it in its direction at once, also before its own board has come', async () => {
    const i = Math.floor(ends.length / 3);
    await page.goto(`${s.viewer}?game=${gameId}&event=${ends[i]}`);
    await waitForMap(page);
    await expectBoardAt(ends[i], 'a moment of the game');
    // The neighbours are asked for once the cursor has rested on the board (120 ms).
    await page.waitForTimeout(200);
    asked = [];
    await hold('ArrowRight', 1, 0);
    await expectBoardAt(ends[i + 1], 'ArrowRight');
    await page.waitForTimeout(200);
    // Six boards ahead of the new moment: those the neighbours did not cover are asked for now.
    expect(ends.slice(i + 3, i + 8).filter((e) => !asked.includes(e))).toEqual([]);

    // The server slow to answer boards: a held key's boards are not there when their keys come, and at every
    // step the boards ahead are asked for all the same (before, nothing more was asked until one was drawn).
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('ViewerBoard')) await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    try {
      const m = Math.floor(ends.length / 2);
      await page.locator('#scrub').fill(String(m));
      await expectBoardAt(ends[m], 'the slider, answers slow');
      asked = [];
      await hold('ArrowRight', 4, 30);
      // Within the answers' delay, so none of these steps has its board yet.
      await page.waitForTimeout(150);
      expect(ends.slice(m + 3, m + 11).filter((e) => !asked.includes(e))).toEqual([]);
      await expectBoardAt(ends[m + 4], 'four keydowns with slow answers');
    } finally {
      await page.unroute('**/graphql');
    }

    // Back: ArrowLeft asks for the boards before it, six of them.
    const k = Number(await page.locator('#scrub').inputValue());
    asked = [];
    await hold('ArrowLeft', 1, 0);
    await expectBoardAt(ends[k - 1], 'ArrowLeft');
    await page.waitForTimeout(200);
    expect(asked).toContain(ends[k - 7]);
  }, 60_000);

  test('the slider moved on at once asks for no neighbours of the moment it passed; resting, for those of where it rests', async () => {
    const neighbours = (i: number) => [ends[i + 1], ends[i - 1], ends[i + 2]];
    // Moments whose neighbours the page has never asked for, so that a request for them would be seen.
    const fresh = (from: number) => {
      for (let i = from; i < ends.length - 3; i++) if (neighbours(i).every((e) => !everAsked.has(e)) && !everAsked.has(ends[i])) return i;
      throw new Error('no fresh moment');
    };
    const passed = fresh(Math.floor(ends.length / 10));
    const rest = fresh(Math.floor((ends.length * 8) / 10));
    await page.waitForTimeout(300);
    asked = [];
    // Two moments of the slider, the second as soon as the first's board is drawn (as a drag or quick scrubs go).
    await page.evaluate(
      async ([a, b, ea, eb]) => {
        const w = globalThis as any;
        const slider = w.document.querySelector('#scrub');
        const drawn = (e: number) =>
          new Promise<void>((ok) => {
            const look = () => (w.document.querySelector(`svg.map[data-board-event="${e}"]`) ? ok() : w.requestAnimationFrame(look));
            look();
          });
        for (const [i, e] of [
          [a, ea],
          [b, eb],
        ]) {
          slider.value = String(i);
          slider.dispatchEvent(new w.Event('input', { bubbles: true }));
          await drawn(e);
        }
      },
      [passed, rest, ends[passed], ends[rest]] as const,
    );
    await expectBoardAt(ends[rest], 'the slider, moved on at once');
    await page.waitForTimeout(400);
    expect(asked.filter((e) => neighbours(passed).includes(e))).toEqual([]);
    expect(neighbours(rest).filter((e) => !asked.includes(e))).toEqual([]);
  }, 60_000);
});
