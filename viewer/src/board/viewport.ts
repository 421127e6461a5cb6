// Zoom and pan by the SVG viewBox (the map stays vector-crisp at every zoom), set straight on
// the element, so a wheel turn or a drag does not re-render the board. Names, badges, arrows
// and outlines are sized in label units times k: they grow more slowly than the map as it
// zooms in, readable when the whole Pacific is shown and not huge when zoomed close. k is the
// labelScale signal (TerritoryMarks, Arrows) and the CSS variable --k (strokes in board.css),
// updated at most once a frame and in steps of about 6%, so a wheel turn redraws the labels
// only a few times.
import { signal } from '@preact/signals';
import type { View } from './badges';

export type Box = View['box'];

/** The zoom relative to the whole map (1 = fitted), for the buttons' state. */
export const zoomLevel = signal(1);
/** Map pixels per label unit (labels, badges, strokes), quantised. */
export const labelScale = signal(2.4);

export class Viewport {
  private svg: SVGSVGElement | null = null;
  private full: Box = { x: 0, y: 0, w: 1, h: 1 };
  private box: Box = { x: 0, y: 0, w: 1, h: 1 };
  private size = { width: 0, height: 0 };
  private resize = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]?.contentRect;
    if (box) this.size = { width: box.width, height: box.height };
    this.apply();
  });
  private frame = 0;
  private drawFrame = 0;
  /** Called once a frame after the view changed (the badge canvas follows the SVG's viewBox). */
  onChange: (() => void) | null = null;

  attach(svg: SVGSVGElement | null, width: number, height: number): void {
    if (this.svg && this.svg !== svg) this.resize.unobserve(this.svg);
    const changed = this.full.w !== width || this.full.h !== height;
    this.svg = svg;
    this.full = { x: 0, y: 0, w: width, h: height };
    if (changed) this.box = { ...this.full };
    if (svg) {
      // The size as the ResizeObserver reports it, fractions included (clientWidth/Height round it):
      // the badges' first draw is then at the size they keep.
      const r = svg.getBoundingClientRect();
      this.size = { width: r.width, height: r.height };
      this.resize.observe(svg);
      this.apply();
    }
  }

  detach(): void {
    cancelAnimationFrame(this.frame);
    cancelAnimationFrame(this.drawFrame);
    this.frame = 0;
    this.drawFrame = 0;
    this.resize.disconnect();
    this.svg = null;
  }

  reset(): void {
    this.box = { ...this.full };
    this.apply();
  }

  /** The viewBox and the element's size (what the badge canvas needs to draw as the SVG does). */
  view(): View {
    const b = this.box;
    return { box: { x: r1(b.x), y: r1(b.y), w: r1(b.w), h: r1(b.h) }, width: this.size.width, height: this.size.height };
  }

  /** Screen pixels per map pixel now (the SVG fits the box inside the element). */
  scale(): number {
    const r = this.svg?.getBoundingClientRect();
    if (!r || !r.width || !r.height) return 0.3;
    return Math.min(r.width / this.box.w, r.height / this.box.h);
  }

  /** The map point under a screen point. */
  toMap(clientX: number, clientY: number): { x: number; y: number } {
    const ctm = this.svg?.getScreenCTM();
    if (!ctm) return { x: this.box.x + this.box.w / 2, y: this.box.y + this.box.h / 2 };
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  /** Zooms by factor f (> 1: in) keeping the map point (cx, cy) where it is on screen. */
  zoomBy(f: number, cx = this.box.x + this.box.w / 2, cy = this.box.y + this.box.h / 2): void {
    const w = clamp(this.box.w / f, this.full.w / 16, this.full.w * 1.25);
    const r = w / this.box.w;
    this.box = { x: cx - (cx - this.box.x) * r, y: cy - (cy - this.box.y) * r, w, h: this.box.h * r };
    this.apply();
  }

  /** Moves the map by a screen distance (a drag). */
  panBy(dx: number, dy: number): void {
    const s = this.scale();
    this.box = { ...this.box, x: this.box.x - dx / s, y: this.box.y - dy / s };
    this.apply();
  }

  /** Centres the view on a map point, zoomed in at least `zoom` times. */
  centreOn(x: number, y: number, zoom: number): void {
    const w = Math.min(this.box.w, this.full.w / zoom);
    const h = this.box.h * (w / this.box.w);
    this.box = { x: x - w / 2, y: y - h / 2, w, h };
    this.apply();
  }

  private apply(): void {
    const svg = this.svg;
    if (!svg) return;
    // Keep some of the map on screen whatever the drag.
    const b = this.box;
    b.x = clamp(b.x, this.full.x - b.w * 0.8, this.full.w - b.w * 0.2);
    b.y = clamp(b.y, this.full.y - b.h * 0.8, this.full.h - b.h * 0.2);
    svg.setAttribute('viewBox', `${r1(b.x)} ${r1(b.y)} ${r1(b.w)} ${r1(b.h)}`);
    // The labels follow once a frame (a wheel fires faster than a board redraws its labels).
    if (!this.frame) this.frame = requestAnimationFrame(() => this.rescale());
    if (!this.drawFrame)
      this.drawFrame = requestAnimationFrame(() => {
        this.drawFrame = 0;
        this.onChange?.();
      });
  }

  private rescale(): void {
    this.frame = 0;
    const svg = this.svg;
    if (!svg) return;
    const s = this.scale();
    // On screen a label unit is sqrt-proportional to the zoom, within bounds.
    const u = clamp(Math.sqrt(s * 0.8), 0.46, 1.1);
    const k = Math.pow(2, Math.round(Math.log2(u / s) * 12) / 12);
    svg.style.setProperty('--k', k.toFixed(4));
    labelScale.value = k;
    zoomLevel.value = this.full.w / this.box.w;
  }
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
function r1(v: number): number {
  return Math.round(v * 10) / 10;
}
