// Row: the replay viewer on the 20,000-event game (issue 26). The compiled server serves
// the long game (bench/lib/long-game-db.ts) and a build of the viewer made here from the
// current source; the page runs in headless Chromium. Timed by the page's own clock
// (bench/lib/browser.ts), from the input to the board drawn and painted:
//   - a scrub to a random moment (the slider moved to a random command, as a drag or a
//     click on its track does): p50 and p99 over SAMPLES random moments, each jump followed
//     by a look at its board (LOOK_MS, untimed), in which the page does what it leaves for a
//     resting cursor (its panels, the neighbours' boards), as between a person's jumps;
//   - a key to a moment not fetched ahead: PageDown (next phase) from a random moment;
//   - stepping command by command with the ArrowRight key: each press to its board
//     (p50, p99), and the key held (keydowns every 33 ms, a keyboard's repeat rate) for
//     HELD steps: time per step over the run, and the lag after the last key;
// against the baseline measured in the same run: the same board(atEvent) query alone,
// sent by fetch from the same page (the query the viewer sends, from core.graphql), at
// other random moments of the same game. The goal: a drawn board within 100 ms at p99.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, launchChromium } from '../../test/support/viewer-browser';
import { fetchBoardMs, holdKey, installProbe, lookAtBoard, pressMs, scrubMs } from '../lib/browser';
import { longGameDb } from '../lib/long-game-db';
import { ROOT, startEngine } from '../lib/processes';
import { runRow, type RowResult } from '../lib/row';
import { seeded, viewerBoardQuery } from '../lib/viewer-query';
import { percentile } from '../lib/stats';

const SAMPLES = 120;
const WARMUP = 20;
const STEPS = 100;
const PHASE_KEYS = 40;
const HELD = 120;
const REPEAT_MS = 33;

export async function measure(): Promise<RowResult> {
  const { path, game } = await longGameDb();
  const viewerDir = mkdtempSync(join(tmpdir(), 'pacific-bench-viewer-'));
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'viewer/vite.config.mts', '--outDir', viewerDir, '--emptyOutDir'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const engine = await startEngine(path, { VIEWER_DIR: viewerDir });
  const browser = await launchChromium();
  try {
    const origin = new URL(engine.url).origin;
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const endsRes = await fetch(engine.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($id: String!) { game(id: $id) { commandEnds timeline { eventNumber } } }',
        variables: { id: game.gameId },
      }),
    });
    const meta = ((await endsRes.json()) as { data: { game: { commandEnds: number[]; timeline: { eventNumber: number }[] } } }).data.game;
    const ends = meta.commandEnds;
    const snap = (e: number) => ends.find((x) => x >= e) ?? ends[ends.length - 1];
    const query = viewerBoardQuery();

    const first = ends[Math.floor(ends.length / 2)];
    await page.goto(`${origin}/viewer/?game=${game.gameId}&event=${first}`);
    await page.waitForSelector(`svg.map[data-board-event="${first}"]`, { timeout: 60_000, state: 'attached' });
    await installProbe(page);

    const rnd = seeded(26);
    // Warm-up: the page's code, the server's snapshots near the moments, not counted.
    for (let i = 0; i < WARMUP; i++) {
      const k = rnd(ends.length);
      await scrubMs(page, k, ends[k]);
      await lookAtBoard(page);
      await fetchBoardMs(page, query, game.gameId, ends[rnd(ends.length)]);
    }
    const scrub: number[] = [];
    const fetchOnly: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const k = rnd(ends.length);
      scrub.push(await scrubMs(page, k, ends[k]));
      // A person looks at the board before jumping again: what the page does once the cursor rests runs then.
      await lookAtBoard(page);
      // The baseline at another random moment (the same moment would be in the server's caches).
      fetchOnly.push(await fetchBoardMs(page, query, game.gameId, ends[rnd(ends.length)]));
    }

    // A key to a moment the page has not fetched ahead: PageDown (next phase) from a random moment.
    const pageDown: number[] = [];
    for (let i = 0; i < PHASE_KEYS; i++) {
      const k = rnd(ends.length - 200);
      await scrubMs(page, k, ends[k]);
      await lookAtBoard(page);
      const next = meta.timeline.find((m) => m.eventNumber > ends[k]);
      if (next) pageDown.push(await pressMs(page, 'PageDown', snap(next.eventNumber)));
      await lookAtBoard(page);
    }

    // Stepping, from a random moment: each press waits for its board.
    let at = rnd(ends.length - STEPS - HELD - 2);
    await scrubMs(page, at, ends[at]);
    const steps: number[] = [];
    for (let i = 0; i < STEPS; i++) steps.push(await pressMs(page, 'ArrowRight', ends[++at]));
    // The key held: keydowns at the keyboard's repeat rate, drawn boards counted.
    const held = await holdKey(page, 'ArrowRight', HELD, REPEAT_MS, ends[at + HELD]);

    const p99 = percentile(scrub, 99);
    return {
      ratio: p99,
      more: {
        againstFetch: p99 / percentile(fetchOnly, 99),
        stepP99: percentile(steps, 99),
        heldPerStep: held.totalMs / HELD,
      },
      measured: [
        { label: `scrub to a random moment → drawn board, p50 ms (${SAMPLES} moments)`, value: percentile(scrub, 50) },
        { label: 'scrub to a random moment → drawn board, p99 ms', value: p99 },
        { label: `PageDown (next phase) → drawn board, p50 ms (${PHASE_KEYS} presses)`, value: percentile(pageDown, 50) },
        { label: 'PageDown → drawn board, p99 ms', value: percentile(pageDown, 99) },
        { label: `ArrowRight → next command's board drawn, p50 ms (${STEPS} steps)`, value: percentile(steps, 50) },
        { label: 'ArrowRight → next board drawn, p99 ms', value: percentile(steps, 99) },
        { label: `ArrowRight held (${HELD} keydowns every ${REPEAT_MS} ms): ms per step`, value: held.totalMs / HELD },
        { label: 'ArrowRight held: ms from the last keydown to its board', value: held.lagMs },
        { label: 'ArrowRight held: boards drawn on the way', value: held.boards },
      ],
      baseline: [
        { label: 'board(atEvent) fetch alone from the page, p50 ms', value: percentile(fetchOnly, 50) },
        { label: 'board(atEvent) fetch alone from the page, p99 ms', value: percentile(fetchOnly, 99) },
      ],
    };
  } finally {
    await browser.close();
    await engine.stop();
    rmSync(viewerDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  if (!existsSync(CHROMIUM)) {
    console.error(`the viewer row needs ${CHROMIUM} (apt-get install -y chromium)`);
    process.exit(1);
  }
  runRow(measure);
}
