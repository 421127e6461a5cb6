// The unit badges: where each of a territory's stacks goes (a small grid under its name, in label
// units from its label point) and their drawing on a canvas over the map. A scrub changes hundreds
// of counts; as SVG text each one was a text node to lay out, shape and paint (docs/performance.md,
// "The replay viewer's scrub"). On the canvas a whole board's badges are one redraw of a few ms.
// The DOM keeps one invisible `.stack` rectangle per badge, at the same place: the page's DOM
// contract (viewer.md) and what the pointer hits (hovering a badge points at its territory).
import { powerStyle } from './colours';
import type { Shape } from './geometry';
import { BADGE_H, BADGE_W, GAP, columnsFor, type StackView } from './stacks';
import { unitAbbr } from './units';

/** Width of the owner's tab on a badge of a place with several owners. */
export const OWNER_W = 22;
/** Stacks in a place beyond which its badges shrink. */
const CROWDED = 12;

/** Rounds to a tenth of a map pixel: shorter attributes, same drawing. */
export const r = (v: number) => Math.round(v * 10) / 10;

export interface BadgePlace {
  /** The badge's top-left corner in label units from (label point, top of the grid). */
  x: number;
  y: number;
  /** Its scale (a crowded place's badges are smaller) and its width in badge units. */
  f: number;
  w: number;
  mixed: boolean;
  stack: StackView;
}

export interface MarksLayout {
  /** Top of the name line, in label units from the label point. */
  top: number;
  /** Top of the badge grid, the same way. */
  gridTop: number;
  badges: BadgePlace[];
}

/** A territory's name line and badge grid, centred on its label point. */
export function layoutMarks(stacks: readonly StackView[]): MarksLayout {
  const n = stacks.length;
  const cols = columnsFor(n);
  const rows = Math.ceil(n / Math.max(1, cols));
  // Several owners in one place (a battle, allied units): each badge also carries its owner's initials.
  const mixed = n > 1 && stacks.some((s) => s.owner !== stacks[0].owner);
  // Wider badges where a count has two or more digits, the same width for the whole grid.
  let digits = 1;
  for (const st of stacks) digits = Math.max(digits, String(st.count).length);
  const w = BADGE_W + (digits - 1) * 10 + (mixed ? OWNER_W : 0);
  // A crowded place (more than a dozen stacks, rare) draws all its badges, smaller.
  const f = n > CROWDED ? Math.sqrt(CROWDED / n) : 1;
  const gridH = (rows * (BADGE_H + GAP) - GAP) * f;
  const blockH = 24 + (n ? 6 + gridH : 0);
  const top = r(-blockH / 2);
  const badges = stacks.map((stack, i) => {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const left = -(inRow * (w + GAP) - GAP) / 2;
    const bx = left + (i - row * cols) * (w + GAP);
    const by = row * (BADGE_H + GAP);
    return { x: r(bx * f), y: r(by * f), f, w, mixed, stack };
  });
  return { top, gridTop: r(top + 30), badges };
}

/** What the canvas draws of one territory: its label point and its badges. */
export interface PlacedBadges {
  shape: Shape;
  layout: MarksLayout;
}

/** The map's view: the SVG's viewBox in map pixels and the element's size in CSS pixels (xMidYMid meet). */
export interface View {
  box: { x: number; y: number; w: number; h: number };
  width: number;
  height: number;
}

const FONT_FAMILY = () => getComputedStyle(document.documentElement).fontFamily;
let family: string | undefined;

/**
 * Draws every badge of the board on `canvas` (sized to the map's element, in device pixels), as
 * TerritoryMarks drew them in SVG: the owner's colour, the unit's abbreviation, the count, the
 * owner's tab where owners mix, the damaged units' dot. Pass by pass (all boxes, then each kind
 * of text), so the font changes five times a board instead of at every badge; badges off screen
 * are skipped.
 */
export function drawBadges(canvas: HTMLCanvasElement, places: readonly PlacedBadges[], view: View, k: number): void {
  const dpr = devicePixelRatio || 1;
  const pw = Math.max(1, Math.round(view.width * dpr));
  const ph = Math.max(1, Math.round(view.height * dpr));
  if (canvas.width !== pw || canvas.height !== ph) {
    canvas.width = pw;
    canvas.height = ph;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, pw, ph);
  const { box } = view;
  if (!box.w || !box.h || !view.width || !view.height) return;
  // Map pixels to device pixels, as the SVG's viewBox does (preserveAspectRatio xMidYMid meet).
  const s = Math.min(view.width / box.w, view.height / box.h);
  const ox = (view.width - box.w * s) / 2 - box.x * s;
  const oy = (view.height - box.h * s) / 2 - box.y * s;
  // Every badge with its transform: device pixels per badge unit, and its top-left corner.
  const todo: { sc: number; x: number; y: number; b: BadgePlace }[] = [];
  const margin = 400 * k;
  for (const { shape, layout } of places) {
    if (!layout.badges.length) continue;
    if (shape.x < box.x - margin || shape.x > box.x + box.w + margin || shape.y < box.y - margin || shape.y > box.y + box.h + margin)
      continue;
    const lx = ox + shape.x * s;
    const ly = oy + shape.y * s;
    const ks = k * s;
    for (const b of layout.badges)
      todo.push({ sc: ks * b.f * dpr, x: (lx + b.x * ks) * dpr, y: (ly + (layout.gridTop + b.y) * ks) * dpr, b });
  }
  family ??= FONT_FAMILY();
  const dark = 'rgba(0, 0, 0, 0.75)';
  // Boxes, and the owners' tabs.
  ctx.strokeStyle = dark;
  ctx.lineWidth = 1.2;
  for (const { sc, x, y, b } of todo) {
    ctx.setTransform(sc, 0, 0, sc, x, y);
    ctx.fillStyle = powerStyle(b.stack.owner)!.colour;
    ctx.beginPath();
    ctx.roundRect(0, 0, b.w, BADGE_H, 5);
    ctx.fill();
    ctx.stroke();
    if (b.mixed) {
      ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
      ctx.beginPath();
      ctx.roundRect(0, 0, OWNER_W, BADGE_H, 5);
      ctx.fill();
      ctx.stroke();
    }
  }
  ctx.textBaseline = 'alphabetic';
  // The owners' initials on their tabs.
  text(ctx, `700 11.5px ${family}`, 'center', 0.02);
  ctx.fillStyle = '#111';
  for (const { sc, x, y, b } of todo) {
    if (!b.mixed) continue;
    ctx.setTransform(sc, 0, 0, sc, x, y);
    ctx.fillText(powerStyle(b.stack.owner)!.initials, OWNER_W / 2, 17.5);
  }
  // The units' abbreviations.
  text(ctx, `600 13.5px ${family}`, 'left', 0.02);
  for (const { sc, x, y, b } of todo) {
    ctx.setTransform(sc, 0, 0, sc, x, y);
    ctx.fillStyle = powerStyle(b.stack.owner)!.ink;
    ctx.fillText(unitAbbr(b.stack.type), (b.mixed ? OWNER_W : 0) + 5, 18);
  }
  // The counts.
  text(ctx, `750 17px ${family}`, 'right', 0);
  for (const { sc, x, y, b } of todo) {
    ctx.setTransform(sc, 0, 0, sc, x, y);
    ctx.fillStyle = powerStyle(b.stack.owner)!.ink;
    ctx.fillText(String(b.stack.count), b.w - 5, 19);
  }
  // The damaged units: a dark dot on the corner with their number.
  const damaged = todo.filter((t) => t.b.stack.damaged > 0);
  if (!damaged.length) return;
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 1.8;
  for (const { sc, x, y, b } of damaged) {
    ctx.setTransform(sc, 0, 0, sc, x, y);
    ctx.fillStyle = '#111';
    ctx.beginPath();
    ctx.arc(b.w - 2, 1, 9.5, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
  }
  text(ctx, `700 13px ${family}`, 'center', 0);
  ctx.fillStyle = '#fff';
  for (const { sc, x, y, b } of damaged) {
    ctx.setTransform(sc, 0, 0, sc, x, y);
    ctx.fillText(String(b.stack.damaged), b.w - 2, 5.5);
  }
}

/** One text style (board.css's letter spacing, in em, as pixels of the font). */
function text(ctx: CanvasRenderingContext2D, font: string, align: CanvasTextAlign, spacingEm: number): void {
  ctx.font = font;
  ctx.textAlign = align;
  const size = parseFloat(font.split(' ')[1]);
  ctx.letterSpacing = spacingEm ? `${spacingEm * size}px` : '0px';
}
