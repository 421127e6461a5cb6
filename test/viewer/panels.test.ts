// Issue 26 in headless Chromium, the panels around the board: `/` links the viewer; the
// game list (filters by status and ruleset, pages, a link to each game); the course
// chart's turns jump to where the turn began; a battle is shown with its dice (the very
// dice the API recorded). The DOM contract is viewer.md's.
import type { Page } from 'playwright-core';
import { MUTATIONS, newId } from '../api/helpers';
import {
  apiBoard,
  boardDifferences,
  commandEnds,
  describeInChromium,
  drawnBoard,
  waitForBoard,
  waitForBoardAs,
  type TimelineMark as Mark,
} from '../support/viewer-browser';
import { openViewerPage, type ViewerPage } from '../support/viewer-page';
import { allEvents, type ViewerServer } from '../support/viewer-server';

/** More games than a page of the list holds (newest first, so the played games are on the second page). */
const EXTRA_GAMES = 28;

describeInChromium('the replay viewer: landing page, game list, course chart, battles', () => {
  let s: ViewerServer;
  let page: Page;
  let close: ViewerPage['close'] | undefined;
  const extra: string[] = [];

  const gameLinks = () =>
    page.locator('table.games a[data-game-id]').evaluateAll((as) => as.map((a: any) => a.getAttribute('data-game-id') as string));

  async function expectBoardAt(gameId: string, event: number, how: string) {
    await waitForBoardAs(page, event, how);
    const [drawn, api] = await Promise.all([drawnBoard(page), apiBoard(s.api.url, gameId, event)]);
    expect({ how, differences: boardDifferences(drawn, api) }).toEqual({ how, differences: [] });
  }

  beforeAll(async () => {
    ({ server: s, page, close } = await openViewerPage());
    for (let i = 0; i < EXTRA_GAMES; i++) {
      const r = await s.api.data(MUTATIONS.createGame, {
        input: { commandId: newId(), rulesetId: 'pacific-1940', name: `waiting table ${i + 1}` },
      });
      extra.push(r.createGame.game.id);
    }
  }, 90_000);
  afterAll(() => close?.());

  test('`/` links the viewer; the list pages through every game, newest first', async () => {
    await page.goto(`${s.origin}/`);
    await page
      .getByRole('link', { name: /viewer/i })
      .first()
      .click();
    await page.waitForURL(`${s.origin}/viewer/`);
    await page.waitForSelector('table.games a[data-game-id]');
    const first = await gameLinks();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(EXTRA_GAMES + 2);
    // Newest first: the last game created heads the list.
    expect(first[0]).toBe(extra[extra.length - 1]);
    const seen = [...first];
    const next = page.getByRole('button', { name: 'Next page' });
    while (seen.length < EXTRA_GAMES + 2 && (await next.isEnabled())) {
      const before = (await gameLinks())[0];
      await next.click();
      await page.waitForFunction(
        (b) => (globalThis as any).document.querySelector('table.games a[data-game-id]')?.getAttribute('data-game-id') !== b,
        before,
      );
      seen.push(...(await gameLinks()));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set([...extra, s.games.g1940.id, s.games.g2001.id]));
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.waitForFunction(
      (f) => (globalThis as any).document.querySelector('table.games a[data-game-id]')?.getAttribute('data-game-id') === f,
      first[0],
    );
    expect(await gameLinks()).toEqual(first.slice(0, (await gameLinks()).length));
  }, 60_000);

  test('the filters by ruleset and status, in the URL too; a game link opens the game at its end', async () => {
    await page.goto(s.viewer);
    await page.waitForSelector('table.games a[data-game-id]');
    await page.locator('select#filter-ruleset').selectOption('pacific-2001');
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('table.games a[data-game-id]').length === 1);
    expect(await gameLinks()).toEqual([s.games.g2001.id]);
    expect(new URL(page.url()).searchParams.get('ruleset')).toBe('pacific-2001');

    await page.locator('select#filter-status').selectOption('ENDED');
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('table.games a[data-game-id]').length === 0);
    expect(new URL(page.url()).searchParams.get('status')?.toUpperCase()).toBe('ENDED');
    await page.locator('select#filter-status').selectOption('ACTIVE');
    await page.waitForSelector(`table.games a[data-game-id="${s.games.g2001.id}"]`);

    // A filtered list is a link too.
    await page.goto(`${s.viewer}?ruleset=pacific-2001`);
    await page.locator(`table.games a[data-game-id="${s.games.g2001.id}"]`).click();
    await page.waitForURL((u) => u.searchParams.get('game') === s.games.g2001.id);
    const ends = await commandEnds(s.api.url, s.games.g2001.id);
    await expectBoardAt(s.games.g2001.id, ends[ends.length - 1], 'the 2001 game opened from the list');
  }, 60_000);

  test("the course chart: a turn's point (its row in the table view) jumps to where that turn began", async () => {
    const id = s.games.g1940.id;
    const ends = await commandEnds(s.api.url, id);
    const marks = (
      await s.api.data<{ game: { timeline: Mark[] } }>(
        'query($id: String!) { game(id: $id) { timeline { eventNumber round power phase } } }',
        { id },
      )
    ).game.timeline;
    const snap = (e: number) => ends.find((x) => x >= e) ?? ends[ends.length - 1];
    await page.goto(`${s.viewer}?game=${id}&event=${ends[10]}`);
    await waitForBoard(page, ends[10]);
    // A click on the plot itself goes to the start of a turn (the one of the point under the pointer).
    const turnStarts = new Set(
      marks.filter((m, i) => i === 0 || marks[i - 1].power !== m.power || marks[i - 1].round !== m.round).map((m) => snap(m.eventNumber)),
    );
    const over = page.locator('section.course .u-over').first();
    await over.waitFor({ timeout: 10_000 });
    {
      const box = (await over.boundingBox())!;
      await over.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
      const shown = await page
        .waitForFunction(
          (from) => {
            const e = (globalThis as any).document.querySelector('svg.map')?.getAttribute('data-board-event');
            return e && e !== String(from) ? Number(e) : null;
          },
          ends[10],
          { timeout: 10_000 },
        )
        .then((h) => h.jsonValue() as Promise<number>);
      expect(turnStarts.has(shown)).toBe(true);
      await expectBoardAt(id, shown, 'a click on the course plot');
    }
    const row = (round: number, power: string) => page.locator(`[data-course-round="${round}"][data-course-power="${power}"]`).first();
    if (!(await row(3, 'UK').isVisible())) await page.locator('button.course-toggle').click();
    for (const [round, power] of [
      [3, 'UK'],
      [6, 'JAPAN'],
      [2, 'ANZAC'],
    ] as const) {
      const start = marks.find((m) => m.round === round && m.power === power)!;
      await row(round, power).click();
      await expectBoardAt(id, snap(start.eventNumber), `course: round ${round}, ${power}`);
    }
  }, 60_000);

  test("the course chart's marker, moved by a scrub, is the very pixels of the chart drawn whole at that moment", async () => {
    const id = s.games.g1940.id;
    const ends = await commandEnds(s.api.url, id);
    await page.goto(`${s.viewer}?game=${id}&event=${ends[10]}`);
    await waitForBoard(page, ends[10]);
    const plot = page.locator('section.course .u-wrap canvas').first();
    await plot.waitFor({ timeout: 10_000 });
    const pixels = () => plot.evaluate((c: any) => c.toDataURL() as string);
    // The chart settled: two frames after its last draw.
    const settled = async () => {
      await page.evaluate(() => {
        const w = globalThis as any;
        return new Promise((ok) => w.requestAnimationFrame(() => w.requestAnimationFrame(() => setTimeout(ok, 0))));
      });
      return pixels();
    };
    const first = await settled();
    // A moment in a turn of a later round: the marker moves (copied-back chart, the marker drawn over it).
    const later = Math.floor((ends.length * 2) / 3);
    await page.locator('#scrub').fill(String(later));
    await waitForBoard(page, ends[later]);
    await page.waitForFunction(
      (before) => (globalThis as any).document.querySelector('section.course .u-wrap canvas').toDataURL() !== before,
      first,
      {
        timeout: 10_000,
      },
    );
    const moved = await settled();
    // The chart drawn whole at the same moment: another measure and back (new data, so uPlot draws every line and the marker).
    const measureSelect = page.locator('#course-measure');
    const was = await measureSelect.inputValue();
    const other = (await measureSelect.locator('option').evaluateAll((os) => os.map((o: any) => o.value as string))).find(
      (v) => v !== was,
    )!;
    await measureSelect.selectOption(other);
    await page.waitForFunction(
      (before) => (globalThis as any).document.querySelector('section.course .u-wrap canvas').toDataURL() !== before,
      moved,
      {
        timeout: 10_000,
      },
    );
    const otherPixels = await settled();
    await measureSelect.selectOption(was);
    await page.waitForFunction(
      (before) => (globalThis as any).document.querySelector('section.course .u-wrap canvas').toDataURL() !== before,
      otherPixels,
      {
        timeout: 10_000,
      },
    );
    expect(await settled()).toBe(moved);
  }, 60_000);

  test('a battle is shown with its rounds and the dice the API recorded', async () => {
    const id = s.games.g1940.id;
    // The game's events, for a land battle of two rounds or more.
    const events = await allEvents(s, id);
    const ended = events.find(
      (e) =>
        e.type === 'BattleEnded' &&
        events.some(
          (c) => c.type === 'BattleContinued' && c.data.place === e.data.place && c.number < e.number && c.number > e.number - 40,
        ),
    )!;
    expect(ended).toBeDefined();
    const place: string = ended.data.place;
    const started = events.filter((e) => e.type === 'BattleStarted' && e.data.place === place && e.number < ended.number).at(-1)!;
    const rolls = events.filter(
      (e) => e.type === 'DiceRolled' && e.number > started.number && e.number < ended.number && String(e.data.purpose).endsWith(place),
    );
    expect(rolls.length).toBeGreaterThanOrEqual(3);

    await page.goto(`${s.viewer}?game=${id}&event=${ended.number}`);
    const battle = page.locator(`.battle[data-place="${place}"]`).first();
    await battle.waitFor({ timeout: 10_000 });
    for (const roll of rolls) {
      const row = page.locator(`.event[data-number="${roll.number}"]`).first();
      await row.waitFor({ state: 'attached', timeout: 5000 });
      const dice = await row.locator('.die').allTextContents();
      expect({ event: roll.number, dice: dice.map(Number) }).toEqual({ event: roll.number, dice: roll.data.values });
    }
    // Its outcome is told in words, and the battle names its sides.
    expect(await battle.textContent()).toMatch(new RegExp(started.data.attacker === 'Japan' ? 'Japan' : String(started.data.attacker)));
  }, 60_000);
});
