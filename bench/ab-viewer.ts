// Before and after, in one run: the viewer row's scrubs (bench/rows/viewer.ts) against two builds of
// the replay viewer's page, their slices interleaved in one headless Chromium on one engine, so that
// what else the machine does weighs on both alike. Each scrub is split by the page's own clock into
//   - fetch: from the input to the board's answer received (the server and the network; the same
//     query for both builds),
//   - page: from the answer to the board drawn and painted (the page's JavaScript, style, layout,
//     paint and the frame after it): the part a build of the page can change.
// Prints p50/p90/p95/p99 of each, per build, the ratios after ÷ before, the held ArrowRight's ms per step,
// the page's live heap after each slice's scrubs, and the load average. With --trace DIR, writes a Chromium trace of each build's scrubs there and
// prints where their time went (main thread by task kind, raster and compositor threads).
//
//   npx ts-node --transpile-only bench/ab-viewer.ts --base /path/to/other/checkout [--slices 6] [--scrubs 15] [--trace /tmp/dir]
//   npx ts-node --transpile-only bench/ab-viewer.ts --base . --trace /tmp/dir     (one build against itself: the tool's own noise)
//
// --base is another checkout (its viewer/ source is built here, with its own node_modules); "after" is this one.
// Not a row of the table: a tool for telling whether a change to the page moved the row (docs/performance.md).
/* eslint-disable @typescript-eslint/no-explicit-any -- the probe runs in the page, and this project's TypeScript has no DOM types */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/support/viewer-browser';
import { arg } from './lib/args';
import { holdKey, installProbe, lookAtBoard, scrubMs } from './lib/browser';
import { longGameDb } from './lib/long-game-db';
import { ROOT, startEngine } from './lib/processes';
import { runScript } from './lib/row';
import { percentile } from './lib/stats';
import { seeded } from './lib/viewer-query';
import { summariseTrace, type TraceSummary } from './lib/trace-summary';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Builds a checkout's viewer into a temporary directory, as the row does. */
function buildViewer(root: string): string {
  const out = mkdtempSync(join(tmpdir(), 'bench-ab-viewer-'));
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'viewer/vite.config.mts', '--outDir', out, '--emptyOutDir'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return out;
}

interface Split {
  total: number;
  fetch: number;
  page: number;
}

/** Installs, beside the row's probe, a scrub that also reports when the board's answer arrived. */
async function installSplit(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as any;
    w.__split = async (index: number, event: number) => {
      const slider = w.document.querySelector('#scrub');
      w.performance.clearResourceTimings();
      const t0 = w.performance.now();
      slider.value = String(index);
      slider.dispatchEvent(new w.Event('input', { bubbles: true }));
      slider.dispatchEvent(new w.Event('change', { bubbles: true }));
      await w.__bench.drawn(event);
      const t1 = w.performance.now();
      // The board's answer: the first /graphql response after the input (neighbours are fetched only after the paint).
      const got = w.performance
        .getEntriesByType('resource')
        .filter((e: any) => e.name.endsWith('/graphql') && e.startTime >= t0)
        .map((e: any) => e.responseEnd)
        .sort((a: number, b: number) => a - b)[0];
      const answered = got ?? t0;
      return { total: t1 - t0, fetch: answered - t0, page: t1 - answered };
    };
  });
}

const split = (page: Page, index: number, event: number) =>
  page.evaluate(([i, e]) => (globalThis as any).__split(i, e), [index, event] as const) as Promise<Split>;

interface Side {
  name: string;
  dir: string;
  splits: Split[];
  held: number[];
  /** The page's live JavaScript heap after a slice's scrubs, MB (after a full collection). */
  heapMb: number[];
  trace?: TraceSummary;
}

async function main() {
  const base = resolve(arg('base'));
  const slices = Number(arg('slices', '6'));
  const scrubs = Number(arg('scrubs', '15'));
  const held = Number(arg('held', '40'));
  const traceDir = arg('trace', '');
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const { path, game } = await longGameDb();
  const sides: Side[] = [
    { name: 'before', dir: buildViewer(base), splits: [], held: [], heapMb: [] },
    { name: 'after', dir: buildViewer(ROOT), splits: [], held: [], heapMb: [] },
  ];
  const engine = await startEngine(path);
  const browser = await launchChromium();
  const load: number[] = [loadavg()[0]];
  try {
    const origin = new URL(engine.url).origin;
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    let serving = sides[0];
    // Both builds at /viewer/ (the page's links assume it), from the side being measured.
    await page.route(`${origin}/viewer/**`, (route) => {
      const rel = new URL(route.request().url()).pathname.replace(/^\/viewer\/?/, '') || 'index.html';
      const file = join(serving.dir, rel);
      if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
      return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    });
    const ends = (
      (await (
        await fetch(engine.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query($id: String!) { game(id: $id) { commandEnds } }', variables: { id: game.gameId } }),
        })
      ).json()) as { data: { game: { commandEnds: number[] } } }
    ).data.game.commandEnds;
    const rnd = seeded(29);
    // The moments of a slice, drawn once and visited by both builds: a scrub's cost depends on where it
    // lands (how much of the board changes, the phase's events), and the sides should not differ by that.
    interface Moments {
      first: number;
      warm: number[];
      scrubs: number[];
      held: number;
    }
    const momentsOf = (): Moments => ({
      first: rnd(ends.length),
      warm: [0, 1, 2].map(() => rnd(ends.length)),
      scrubs: Array.from({ length: scrubs }, () => rnd(ends.length)),
      held: rnd(ends.length - held - 2),
    });
    const open = async (side: Side, m: Moments) => {
      serving = side;
      const first = ends[m.first];
      await page.goto(`${origin}/viewer/?game=${game.gameId}&event=${first}`);
      await page.waitForSelector(`svg.map[data-board-event="${first}"]`, { timeout: 60_000, state: 'attached' });
      await installProbe(page);
      await installSplit(page);
      for (const k of m.warm) {
        await scrubMs(page, k, ends[k]);
        await lookAtBoard(page);
      }
    };
    for (let s = 0; s < slices; s++) {
      // ABBA: each side goes first as often as the other.
      const order = s % 2 ? [sides[1], sides[0]] : [sides[0], sides[1]];
      const m = momentsOf();
      for (const side of order) {
        await open(side, m);
        const tracing = traceDir && s === slices - 1;
        if (tracing) await browser.startTracing(page, { path: join(traceDir, `${side.name}.json`), categories: TRACE_CATEGORIES });
        for (const k of m.scrubs) {
          side.splits.push(await split(page, k, ends[k]));
          // A person looks at the board before jumping again (bench/lib/browser.ts LOOK_MS).
          await lookAtBoard(page);
        }
        if (tracing) side.trace = summariseTrace(JSON.parse((await browser.stopTracing()).toString()), scrubs);
        // What the page keeps after its scrubs (its boards' cache most of all): what its collector must mark.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('HeapProfiler.collectGarbage');
        side.heapMb.push((await cdp.send('Runtime.getHeapUsage')).usedSize / 1e6);
        await cdp.detach();
        // The key held from a random moment (its neighbours fetched ahead, as after any rest).
        const at = m.held;
        await scrubMs(page, at, ends[at]);
        await page.waitForTimeout(300);
        const h = await holdKey(page, 'ArrowRight', held, 33, ends[at + held]);
        side.held.push(h.totalMs / held);
        load.push(loadavg()[0]);
      }
    }
  } finally {
    await browser.close();
    await engine.stop();
    for (const s of sides) rmSync(s.dir, { recursive: true, force: true });
  }
  const fig = (side: Side, k: keyof Split, p: number) =>
    percentile(
      side.splits.map((x) => x[k]),
      p,
    );
  const [b, a] = sides;
  const rows: string[] = [];
  // p90 and p95 beside p99: of 120 scrubs the p99 is the second worst, and moves by tens of ms from run to run.
  for (const k of ['total', 'fetch', 'page'] as const)
    for (const p of [50, 90, 95, 99])
      rows.push(`| ${k} p${p} | ${fig(b, k, p).toFixed(1)} | ${fig(a, k, p).toFixed(1)} | ${(fig(a, k, p) / fig(b, k, p)).toFixed(2)} |`);
  const med = (xs: number[]) => percentile(xs, 50);
  rows.push(
    `| ArrowRight held, ms per step (median of ${slices}) | ${med(b.held).toFixed(1)} | ${med(a.held).toFixed(1)} | ${(med(a.held) / med(b.held)).toFixed(2)} |`,
  );
  rows.push(
    `| the page's live heap after a slice's scrubs, MB (median of ${slices}) | ${med(b.heapMb).toFixed(1)} | ${med(a.heapMb).toFixed(1)} | ${(med(a.heapMb) / med(b.heapMb)).toFixed(2)} |`,
  );
  console.log(
    `\nscrubs per side: ${b.splits.length} (${slices} interleaved slices); load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
  );
  console.log('| ms | before | after | after ÷ before |\n|---|---|---|---|');
  console.log(rows.join('\n'));
  for (const s of sides) if (s.trace) console.log(`\n${s.name}, traced slice, per scrub:\n${JSON.stringify(s.trace, null, 1)}`);
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'cc',
  'viz',
  'gpu',
  'toplevel',
  'v8.execute',
];

runScript(main);
