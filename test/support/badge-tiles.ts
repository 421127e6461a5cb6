// The replay viewer's unit badges as the page drew them: a layer of canvas tiles over the map
// (viewer/src/board/badges.ts), each at its corner in the map's device pixels (data-x, data-y).
// Read here as one image, the tiles copied into a canvas the size of the map at their corners, so
// that a board reached by steps (a few tiles redrawn) can be compared with the board drawn whole.
import type { Page } from 'playwright-core';

export interface BadgeImage {
  /** The whole layer's pixels as a PNG data URL. */
  url: string;
  /** Each tile's pixels, keyed by its corner ("x y"). */
  tiles: Record<string, string>;
  /** Pixels with anything drawn, of `size`. */
  drawn: number;
  size: number;
}

/** The badges drawn, put together from their tiles. */
export function badgeImage(page: Page): Promise<BadgeImage> {
  return page.evaluate(() => {
    const doc = (globalThis as any).document;
    const layer = doc.querySelector('.map-frame .badges');
    const dpr = (globalThis as any).devicePixelRatio || 1;
    const r = layer.getBoundingClientRect();
    const all = doc.createElement('canvas');
    all.width = Math.max(1, Math.round(r.width * dpr));
    all.height = Math.max(1, Math.round(r.height * dpr));
    const ctx = all.getContext('2d');
    const tiles: Record<string, string> = {};
    for (const c of layer.querySelectorAll('canvas') as any[]) {
      // A whole-pixel copy onto transparent pixels: the tile's own bytes.
      ctx.drawImage(c, Number(c.dataset.x), Number(c.dataset.y));
      tiles[`${c.dataset.x} ${c.dataset.y}`] = c.toDataURL();
    }
    const px: Uint8ClampedArray = ctx.getImageData(0, 0, all.width, all.height).data;
    let drawn = 0;
    for (let i = 3; i < px.length; i += 4) if (px[i]) drawn++;
    return { url: all.toDataURL() as string, tiles, drawn, size: all.width * all.height };
  });
}

/** Waits until the badges drawn are (or, with `same` false, are no longer) `url`; false if they do not within `timeout` ms. */
export async function badgesBecome(page: Page, url: string, same = true, timeout = 5000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (((await badgeImage(page)).url === url) === same) return true;
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(50);
  }
}
