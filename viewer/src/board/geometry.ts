// The static half of the board: the shapes, label points and fixed facts (capital, victory
// city, production, impassable) of every territory, joined once per ruleset. Outlines never
// change, so they are built once and only fills, labels, stacks and arrows follow a scrub.
import type { RulesetData } from '../core/state';

export interface Shape {
  name: string;
  /** SVG path data in map pixels. */
  d: string;
  x: number;
  y: number;
  sea: boolean;
  /** What the map writes: the name, or only the number of a sea zone ("26 Sea Zone" → "26"). */
  label: string;
  /** The label's width in label units at its font size (measured once, see TerritoryMarks). */
  labelWidth: number;
  production: number;
  capitalOf: string | null;
  victoryCity: boolean;
  impassable: boolean;
  originalOwner: string | null;
}

export interface Geometry {
  width: number;
  height: number;
  shapes: Shape[];
  byName: Map<string, Shape>;
}

const cache = new WeakMap<object, Geometry>();

export function geometryOf(rs: NonNullable<RulesetData>): Geometry {
  let g = cache.get(rs);
  if (g) return g;
  const facts = new Map(rs.territories.map((t) => [t.name, t]));
  const shapes: Shape[] = rs.map.territories.map((m) => {
    const t = facts.get(m.name);
    const sea = t?.kind === 'SEA';
    const num = sea ? /^(\d+)\b/.exec(m.name)?.[1] : undefined;
    const label = num ?? m.name;
    return {
      name: m.name,
      d: m.path,
      x: m.label.x,
      y: m.label.y,
      sea,
      label,
      labelWidth: measure(label, sea ? SEA_FONT : LAND_FONT),
      production: t?.production ?? 0,
      capitalOf: t?.capitalOf ?? null,
      victoryCity: t?.victoryCity ?? false,
      impassable: t?.impassable ?? false,
      originalOwner: t?.originalOwner ?? null,
    };
  });
  // Sea first, then land: coasts are drawn over the water, and land labels over sea labels.
  shapes.sort((a, b) => Number(b.sea) - Number(a.sea));
  g = { width: rs.map.width, height: rs.map.height, shapes, byName: new Map(shapes.map((s) => [s.name, s])) };
  cache.set(rs, g);
  return g;
}

/** The fonts of the map's names (board.css: .name, .sea .name), at their size in label units. */
export const LAND_FONT_SIZE = 20;
export const SEA_FONT_SIZE = 22;
const LAND_FONT = `650 ${LAND_FONT_SIZE}px`;
const SEA_FONT = `600 ${SEA_FONT_SIZE}px`;

let ctx: CanvasRenderingContext2D | null | undefined;
let family = 'sans-serif';
/** A text's width in the page's font (the owner chip goes right after the name), or an estimate. */
function measure(text: string, font: string): number {
  if (ctx === undefined) {
    ctx = document.createElement('canvas').getContext('2d');
    family = getComputedStyle(document.body).fontFamily;
  }
  const size = parseFloat(font.split(' ')[1]);
  if (!ctx) return text.length * size * 0.6;
  ctx.font = `${font} ${family}`;
  // board.css spaces the letters by 0.01em.
  return ctx.measureText(text).width + text.length * size * 0.01;
}
