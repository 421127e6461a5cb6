// The README's pictures of the replay viewer (issue 26), taken anew from the running code:
//
//   npx ts-node --transpile-only tools/screenshots.ts [out-dir]     (default docs/images)
//
// Starts the server in process over the games the viewer's tests play (a pacific-1940 game
// of 2,500 events and a pacific-2001 game, test/support/viewer-server.ts: played once and
// cached in the temp dir), serving the viewer built in dist/viewer (`npm run build`; or
// VIEWER_DIR), and writes from headless Chromium (/usr/bin/chromium) at 1600×1000:
//   viewer-map.png     the map mid-game, the moves of the phase drawn on it
//   viewer-battle.png  a battle of several rounds with its dice in the events panel
//   viewer-course.png  the course chart, the cursor's turn marked
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { commandEnds, HAS_CHROMIUM, CHROMIUM, launchChromium, waitForBoard } from '../test/support/viewer-browser';
import { allEvents, startViewerServer, type ViewerServer } from '../test/support/viewer-server';

const OUT = resolve(process.argv[2] ?? join(__dirname, '..', 'docs', 'images'));
const VIEWPORT = { width: 1600, height: 1000 };

interface Mark {
  eventNumber: number;
  round: number;
  power: string;
  phase: string;
}

/** Opens a moment, waits for its board and for the page to settle (fonts, the events panel, the chart). */
async function show(page: Page, s: ViewerServer, gameId: string, event: number): Promise<void> {
  await page.goto(`${s.viewer}?game=${gameId}&event=${event}`);
  await waitForBoard(page, event, 30_000);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function main() {
  if (!HAS_CHROMIUM) throw new Error(`screenshots need ${CHROMIUM} (apt-get install -y chromium)`);
  mkdirSync(OUT, { recursive: true });
  const s = await startViewerServer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const id = s.games.g1940.id;
    const ends = await commandEnds(s.api.url, id);
    const snap = (e: number) => ends.find((x) => x >= e) ?? ends[ends.length - 1];
    const marks = (
      await s.api.data<{ game: { timeline: Mark[] } }>(
        'query($id: String!) { game(id: $id) { timeline { eventNumber round power phase } } }',
        { id },
      )
    ).game.timeline;

    // The map mid-game: Japan's combat moves of round 6, drawn as arrows, the phase at its end.
    const i = marks.findIndex((m) => m.round === 6 && m.power === 'JAPAN' && m.phase === 'COMBAT_MOVE');
    const mapAt = i >= 0 && marks[i + 1] ? snap(marks[i + 1].eventNumber - 1) : ends[Math.floor(ends.length / 2)];
    await show(page, s, id, mapAt);
    await page.screenshot({ path: join(OUT, 'viewer-map.png') });
    console.log(`viewer-map.png: event ${mapAt}`);

    // A battle of two rounds or more, from round 3 on, at its end: its rounds, dice and casualties.
    const events = await allEvents(s, id);
    const round3 = marks.find((m) => m.round === 3)!.eventNumber;
    const ended = events.find(
      (e) =>
        e.type === 'BattleEnded' &&
        e.number > round3 &&
        events.some(
          (c) => c.type === 'BattleContinued' && c.data.place === e.data.place && c.number < e.number && c.number > e.number - 40,
        ),
    )!;
    const battleAt = snap(ended.number);
    await show(page, s, id, battleAt);
    const battle = page.locator(`.battle[data-place="${ended.data.place}"]`).first();
    await battle.waitFor({ timeout: 10_000 });
    await battle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT, 'viewer-battle.png') });
    console.log(`viewer-battle.png: the battle in ${ended.data.place}, event ${battleAt}`);

    // The course chart, late in the game (more rounds on it), at the end of a short phase (a short
    // events panel leaves the chart room), scrolled into view.
    const late = marks
      .map((m, k) => ({ m, length: (marks[k + 1]?.eventNumber ?? Infinity) - m.eventNumber }))
      .filter(({ m, length }) => m.round >= Math.max(...marks.map((x) => x.round)) - 2 && length >= 2 && length < Infinity);
    const short = late.sort((a, b) => a.length - b.length)[0];
    const courseAt = short ? snap(short.m.eventNumber + short.length - 1) : ends[Math.floor(ends.length * 0.9)];
    await show(page, s, id, courseAt);
    const course = page.locator('section.course').first();
    await course.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(OUT, 'viewer-course.png') });
    console.log(`viewer-course.png: event ${courseAt}`);
  } finally {
    await browser.close();
    await s.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
