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

/** What the canvas draws of one territory: its label point, its badges and a fingerprint of them. */
export interface PlacedBadges {
  shape: Shape;
  layout: MarksLayout;
  /** signatureOf(...): equal when the territory's badges are drawn the same. */
  signature: string;
}

/** The map's view: the SVG's viewBox in map pixels and the element's size in CSS pixels (xMidYMid meet). */
export interface View {
  box: { x: number; y: number; w: number; h: number };
  width: number;
  height: number;
}

/** A badge on the canvas: device pixels per badge unit and its top-left corner in device pixels. */
interface OnCanvas {
  sc: number;
  x: number;
  y: number;
  b: BadgePlace;
}
/** A rectangle in device pixels: left, top, right, bottom. */
type Rect = [number, number, number, number];
interface Drawn {
  signature: string;
  rect: Rect | null;
  badges: OnCanvas[];
}

/** Beyond this many rectangles to redraw (two a changed territory, one a neighbour), a board is drawn whole rather than place by place. */
const WHOLE = 120;

/**
 * The badges of the board on a canvas over the map (sized to the map's element, in device pixels),
 * as the SVG drew them: the owner's colour, the unit's abbreviation, the count, the owner's tab
 * where owners mix, the damaged units' dot. A new board at the same view redraws only the
 * territories whose badges changed (their old and new rectangles, and the badges overlapping them), so a step of one
 * command costs a few badges; a new view or zoom redraws every badge on screen.
 */
export class BadgeCanvas {
  private key = '';
  private drawn = new Map<string, Drawn>();
  /** Where each place's badges fall at the view `key`: a place the board left as it was is not worked out again. */
  private placed = new WeakMap<PlacedBadges, Drawn>();
  private placedAt = '';
  /** The text style the context has now (kept between draws: setting a font on a canvas in the page costs). */
  private style: TextStyle = { ...NO_STYLE };

  constructor(readonly canvas: HTMLCanvasElement) {}

  draw(places: readonly PlacedBadges[], view: View, k: number): void {
    const { canvas } = this;
    const dpr = devicePixelRatio || 1;
    const pw = Math.max(1, Math.round(view.width * dpr));
    const ph = Math.max(1, Math.round(view.height * dpr));
    if (canvas.width !== pw || canvas.height !== ph) {
      canvas.width = pw;
      canvas.height = ph;
      this.key = '';
      // A resized canvas's context is back to its defaults.
      this.style = { ...NO_STYLE };
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const { box } = view;
    // Everything a badge's place depends on. The element's size in CSS pixels, not only the canvas's
    // rounded one: a map a fraction of a pixel taller moves every badge (the SVG is centred in it),
    // and a board drawn before such a change must not stay where the old size put it.
    const key = `${box.x} ${box.y} ${box.w} ${box.h} ${view.width} ${view.height} ${pw} ${ph} ${dpr} ${k}`;
    // Map pixels to CSS pixels, as the SVG's viewBox does (preserveAspectRatio xMidYMid meet).
    const s = box.w && box.h ? Math.min(view.width / box.w, view.height / box.h) : 0;
    const ox = (view.width - box.w * s) / 2 - box.x * s;
    const oy = (view.height - box.h * s) / 2 - box.y * s;
    const ks = k * s;
    const next = new Map<string, Drawn>();
    if (key !== this.placedAt) {
      this.placed = new WeakMap();
      this.placedAt = key;
    }
    for (const place of places) {
      const known = this.placed.get(place);
      if (known) {
        next.set(place.shape.name, known);
        continue;
      }
      const { shape, layout, signature } = place;
      const lx = ox + shape.x * s;
      const ly = oy + shape.y * s;
      const badges: OnCanvas[] = [];
      let rect: Rect | null = null;
      for (const b of layout.badges) {
        const sc = ks * b.f * dpr;
        const x = (lx + b.x * ks) * dpr;
        const y = (ly + (layout.gridTop + b.y) * ks) * dpr;
        badges.push({ sc, x, y, b });
        // The badge with its stroke and the damage dot over its top-right corner.
        const r: Rect = [x - 2 * sc, y - 12 * sc, x + (b.w + 11) * sc, y + (BADGE_H + 2) * sc];
        rect = rect ? [Math.min(rect[0], r[0]), Math.min(rect[1], r[1]), Math.max(rect[2], r[2]), Math.max(rect[3], r[3])] : r;
      }
      const d = { signature, rect, badges };
      this.placed.set(place, d);
      next.set(shape.name, d);
    }
    const whole = key !== this.key;
    const dirty: Rect[] = [];
    if (!whole) {
      for (const [name, d] of next) {
        const before = this.drawn.get(name);
        if (before?.signature === d.signature) continue;
        if (before?.rect) dirty.push(before.rect);
        if (d.rect) dirty.push(d.rect);
      }
      for (const [name, before] of this.drawn) if (!next.has(name) && before.rect) dirty.push(before.rect);
    }
    this.key = key;
    this.drawn = next;
    if (!whole && !dirty.length) return;
    // What to clear and redraw: the changed rectangles, grown by every territory they touch until
    // no other touches them, so that what is redrawn is cleared whole and drawn unclipped (a clip
    // would smooth edges a shade differently from a whole redraw, and the same board should be the
    // same pixels however it was reached).
    const all: Rect = [0, 0, pw, ph];
    let areas = whole ? [all] : dirty.map(outward);
    const redraw = new Set<Drawn>();
    for (let grew = true; grew && areas[0] !== all;) {
      grew = false;
      for (const d of next.values())
        if (d.rect && !redraw.has(d) && areas.some((a) => meets(a, d.rect!))) {
          redraw.add(d);
          areas.push(outward(d.rect));
          grew = true;
        }
      if (areas.length > WHOLE) areas = [all];
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    for (const a of areas) ctx.clearRect(a[0], a[1], a[2] - a[0], a[3] - a[1]);
    const todo: OnCanvas[] = [];
    for (const d of next.values()) if (d.rect && areas.some((a) => meets(a, d.rect!))) todo.push(...d.badges);
    paint(ctx, todo, this.style);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }
}

const outward = (r: Rect): Rect => [Math.floor(r[0]), Math.floor(r[1]), Math.ceil(r[2]), Math.ceil(r[3])];
const meets = (a: Rect, b: Rect) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

const FONT_FAMILY = () => getComputedStyle(document.documentElement).fontFamily;
let family: string | undefined;

/** A text style of the badges: font, alignment and letter spacing. */
interface TextStyle {
  font: string;
  align: CanvasTextAlign;
  spacing: string;
}
const NO_STYLE: TextStyle = { font: '', align: 'start', spacing: '' };

/** One pass of text: its style and what it writes on each of its badges. */
interface TextPass {
  style: TextStyle;
  badges: readonly OnCanvas[];
  fill: (b: BadgePlace) => string;
  text: (b: BadgePlace) => [string, number, number];
}

/**
 * Draws badges pass by pass (all boxes, then each kind of text), so the font changes a few times a
 * board, not at every badge: each font set on a canvas in the page costs (the profile in
 * docs/performance.md). A pass with nothing to write sets nothing, and the text passes start with the
 * one whose font the context already has (their texts never overlap, so their order does not change
 * a pixel; the damaged units' numbers, drawn over their dots, stay last).
 */
function paint(ctx: CanvasRenderingContext2D, todo: readonly OnCanvas[], now: TextStyle): void {
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
  const passes: TextPass[] = [
    // The owners' initials on their tabs.
    {
      style: style(`700 11.5px ${family}`, 'center', 0.02),
      badges: todo.filter((t) => t.b.mixed),
      fill: () => '#111',
      text: (b) => [powerStyle(b.stack.owner)!.initials, OWNER_W / 2, 17.5],
    },
    // The units' abbreviations.
    {
      style: style(`600 13.5px ${family}`, 'left', 0.02),
      badges: todo,
      fill: (b) => powerStyle(b.stack.owner)!.ink,
      text: (b) => [unitAbbr(b.stack.type), (b.mixed ? OWNER_W : 0) + 5, 18],
    },
    // The counts.
    {
      style: style(`750 17px ${family}`, 'right', 0),
      badges: todo,
      fill: (b) => powerStyle(b.stack.owner)!.ink,
      text: (b) => [String(b.stack.count), b.w - 5, 19],
    },
  ];
  const first = passes.findIndex((p) => p.style.font === now.font);
  if (first > 0) passes.unshift(...passes.splice(first, 1));
  for (const pass of passes) {
    if (!pass.badges.length) continue;
    setStyle(ctx, now, pass.style);
    for (const { sc, x, y, b } of pass.badges) {
      ctx.setTransform(sc, 0, 0, sc, x, y);
      ctx.fillStyle = pass.fill(b);
      const [t, tx, ty] = pass.text(b);
      ctx.fillText(t, tx, ty);
    }
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
  setStyle(ctx, now, style(`700 13px ${family}`, 'center', 0));
  ctx.fillStyle = '#fff';
  for (const { sc, x, y, b } of damaged) {
    ctx.setTransform(sc, 0, 0, sc, x, y);
    ctx.fillText(String(b.stack.damaged), b.w - 2, 5.5);
  }
}

/** One text style (board.css's letter spacing, in em, as pixels of the font). */
function style(font: string, align: CanvasTextAlign, spacingEm: number): TextStyle {
  const size = parseFloat(font.split(' ')[1]);
  return { font, align, spacing: spacingEm ? `${spacingEm * size}px` : '0px' };
}

/** Sets on the context what of `to` differs from what it has (`now`, updated). */
function setStyle(ctx: CanvasRenderingContext2D, now: TextStyle, to: TextStyle): void {
  if (now.font !== to.font) ctx.font = now.font = to.font;
  if (now.align !== to.align) ctx.textAlign = now.align = to.align;
  if (now.spacing !== to.spacing) ctx.letterSpacing = now.spacing = to.spacing;
}
