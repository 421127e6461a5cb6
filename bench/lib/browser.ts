// Timing the replay viewer inside headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core): every figure is measured by the page's own clock (performance.now), from
// the moment the input is dispatched to the moment the board it asked for is on the map and
// painted: `svg.map[data-board-event=N]` present (the DOM contract, viewer.md), then the frame
// after it (requestAnimationFrame, then a task: the paint of that frame is done). The
// round trip to the browser (CDP) is never counted.
/* eslint-disable @typescript-eslint/no-explicit-any -- the probe runs in the page, and this project's TypeScript has no DOM types */
import type { Page } from 'playwright-core';

/** Installs window.__bench in the page: helpers the row calls with page.evaluate. */
export async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as any;
    const doc = w.document;
    /** Resolves once the map shows the board after `event` and a frame was painted with it. */
    const drawn = (event: number, timeoutMs = 10_000): Promise<void> =>
      new Promise((resolve, reject) => {
        const sel = `svg.map[data-board-event="${event}"]`;
        const painted = () => w.requestAnimationFrame(() => setTimeout(resolve, 0));
        if (doc.querySelector(sel)) return painted();
        const timer = setTimeout(() => {
          obs.disconnect();
          reject(
            new Error(
              `no board ${event} after ${timeoutMs} ms (map shows ${doc.querySelector('svg.map')?.getAttribute('data-board-event')})`,
            ),
          );
        }, timeoutMs);
        const obs = new w.MutationObserver(() => {
          if (!doc.querySelector(sel)) return;
          obs.disconnect();
          clearTimeout(timer);
          painted();
        });
        obs.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-board-event'] });
      });
    const key = (k: string, repeat = false) =>
      w.dispatchEvent(new w.KeyboardEvent('keydown', { key: k, code: k, repeat, bubbles: true, cancelable: true }));
    w.__bench = {
      drawn,
      /** The slider moved to `index` (as a drag or a click on its track does): ms to the drawn board `event`. */
      async scrub(index: number, event: number): Promise<number> {
        const slider = doc.querySelector('#scrub');
        const t0 = w.performance.now();
        slider.value = String(index);
        slider.dispatchEvent(new w.Event('input', { bubbles: true }));
        slider.dispatchEvent(new w.Event('change', { bubbles: true }));
        await drawn(event);
        return w.performance.now() - t0;
      },
      /** One key press (keydown on the page): ms to the drawn board `event`. */
      async press(k: string, event: number): Promise<number> {
        doc.activeElement?.blur?.();
        const t0 = w.performance.now();
        key(k);
        await drawn(event);
        return w.performance.now() - t0;
      },
      /**
       * A held key: keydowns every `everyMs` (as a keyboard repeats), `count` of them; then waits for the
       * board after the last one. Returns the ms from the first keydown to that board, and how many
       * distinct boards were drawn on the way (a board the page skips because the next key came first
       * is not drawn, as it should not be).
       *
       * The keydowns keep the keyboard's clock: keydown i is due `i * everyMs` after the first, as the
       * system's key repeat sends them, and comes later only when the page's main thread is still busy.
       * (Until 28 Nov each waited `everyMs` after the previous one's handler returned, so a step could
       * never take less than `everyMs` plus the handler, and the goal of one repeat a step was out of any
       * page's reach.)
       */
      async hold(
        k: string,
        count: number,
        everyMs: number,
        lastEvent: number,
      ): Promise<{ totalMs: number; lagMs: number; boards: number }> {
        doc.activeElement?.blur?.();
        const seen = new Set<string>();
        const map = () => doc.querySelector('svg.map');
        const obs = new w.MutationObserver(() => seen.add(map()?.getAttribute('data-board-event') ?? ''));
        obs.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-board-event'] });
        const t0 = w.performance.now();
        let tLast = t0;
        for (let i = 0; i < count; i++) {
          if (i > 0) await new Promise((r) => setTimeout(r, Math.max(0, t0 + i * everyMs - w.performance.now())));
          tLast = w.performance.now();
          key(k, i > 0);
        }
        await drawn(lastEvent);
        obs.disconnect();
        const t1 = w.performance.now();
        return { totalMs: t1 - t0, lagMs: t1 - tLast, boards: seen.size };
      },
      /**
       * A person looking at the board before the next jump: `ms`, then until the page is idle. What the page leaves
       * for a cursor at rest (its panels, the neighbours' boards) runs here, as it would between a person's inputs,
       * and not inside the next timed input; without it, inputs back to back would never run that work at all.
       */
      async look(ms: number): Promise<void> {
        await new Promise((r) => setTimeout(r, ms));
        await new Promise((r) => w.requestIdleCallback(r, { timeout: 2000 }));
      },
      /** The board query alone, as the page sends it: ms to the parsed answer. */
      async fetchBoard(query: string, gameId: string, atEvent: number): Promise<number> {
        const t0 = w.performance.now();
        const res = await w.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { gameId, atEvent } }),
        });
        const body = await res.json();
        if (!body.data?.board) throw new Error(`board(${atEvent}): ${JSON.stringify(body.errors)}`);
        return w.performance.now() - t0;
      },
    };
  });
}

type Bench = {
  scrub(index: number, event: number): Promise<number>;
  press(k: string, event: number): Promise<number>;
  hold(k: string, count: number, everyMs: number, lastEvent: number): Promise<{ totalMs: number; lagMs: number; boards: number }>;
  fetchBoard(query: string, gameId: string, atEvent: number): Promise<number>;
  look(ms: number): Promise<void>;
};

/**
 * How long a person looks at a board after a jump before the next one: longer than the page waits for a resting
 * cursor (120 ms) plus its idle wait for the panels (at most 150 ms), viewer/src/core/state.ts.
 */
export const LOOK_MS = 300;

export const scrubMs = (page: Page, index: number, event: number) =>
  page.evaluate(([i, e]) => ((globalThis as any).__bench as Bench).scrub(i, e), [index, event] as const);
export const pressMs = (page: Page, key: string, event: number) =>
  page.evaluate(([k, e]) => ((globalThis as any).__bench as Bench).press(k, e), [key, event] as const);
export const holdKey = (page: Page, key: string, count: number, everyMs: number, lastEvent: number) =>
  page.evaluate(([k, c, ms, e]) => ((globalThis as any).__bench as Bench).hold(k, c, ms, e), [key, count, everyMs, lastEvent] as const);
export const fetchBoardMs = (page: Page, query: string, gameId: string, atEvent: number) =>
  page.evaluate(([q, g, e]) => ((globalThis as any).__bench as Bench).fetchBoard(q, g, e), [query, gameId, atEvent] as const);
/** A person looking at the board before the next input (LOOK_MS, then until the page is idle); not timed. */
export const lookAtBoard = (page: Page, ms = LOOK_MS) => page.evaluate((m) => ((globalThis as any).__bench as Bench).look(m), ms);
