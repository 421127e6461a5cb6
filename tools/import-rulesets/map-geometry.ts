// The reference map geometry (polygons.txt, centers.txt, map.properties of a
// board) -> this project's map data (src/rules/rulesets/<board>/map.json):
// map size, and for each territory an SVG outline and a label point. Names are
// matched exactly against the rulesets on the board; every difference is
// either listed below with its reason or an error.
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import type { BoardMap, MapPoint, TerritoryShape } from '../../src/rules';
import { cmp } from './xml';

export interface MapSource {
  /** The board id, also the output folder under src/rules/rulesets/. */
  board: string;
  /** Folder of the reference files, relative to the reference folder. */
  dir: string;
  /** The rulesets drawn on this board (all must have the same territory names). */
  rulesets: string[];
  /** Names in the reference geometry that are not territories, each with why it is left out. */
  ignored: Record<string, string>;
  /** Ignored names whose outline and label must equal a territory's (misspelt copies). */
  copies: Record<string, string>;
}

export const MAP_SOURCES: ReadonlyArray<MapSource> = [
  {
    board: 'pacific-1940',
    dir: 'pacific-1940',
    rulesets: ['pacific-1940', 'pacific-1940-2e'],
    ignored: {
      Box1: "a screen box of TripleA's map (its territory is commented out in ww2pac40.xml)",
      Box2: "a screen box of TripleA's map (its territory is commented out in ww2pac40.xml)",
      Box3: "a screen box of TripleA's map (its territory is commented out in ww2pac40.xml)",
      Suiyuyan: 'a misspelt copy of Suiyuan, with the same outline and label',
    },
    copies: { Suiyuyan: 'Suiyuan' },
  },
  { board: 'pacific-2001', dir: 'pacific-2001', rulesets: ['pacific-2001'], ignored: {}, copies: {} },
];

/** Outline points within this many pixels of a straight run are dropped (BoardMap.toleranceInPixels). */
export const TOLERANCE_IN_PIXELS = 1;

type Ring = MapPoint[];

/** polygons.txt: `Name  <  (x,y) (x,y) ... >  < ... >` per line. */
export function parsePolygons(text: string): Map<string, Ring[]> {
  const out = new Map<string, Ring[]>();
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const m = /^(.+?)\s+(<.*>)\s*$/.exec(line);
    if (!m) throw new Error(`polygons.txt line ${i + 1}: not "Name < (x,y) ... >"`);
    const name = m[1].trim();
    if (out.has(name)) throw new Error(`polygons.txt: ${name} is listed twice`);
    const rings = [...m[2].matchAll(/<([^<>]*)>/g)].map((r) => {
      const body = r[1].trim();
      const pts = [...body.matchAll(/\((-?\d+),(-?\d+)\)/g)];
      if (pts.map((p) => p[0]).join(' ') !== body.replace(/\s+/g, ' ')) throw new Error(`polygons.txt: bad point list for ${name}`);
      return pts.map((p) => ({ x: Number(p[1]), y: Number(p[2]) }));
    });
    if (rings.length === 0) throw new Error(`polygons.txt: ${name} has no polygon`);
    out.set(name, rings);
  }
  return out;
}

/** centers.txt: `Name  (x,y)` per line. */
export function parseCenters(text: string): Map<string, MapPoint> {
  const out = new Map<string, MapPoint>();
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const m = /^(.+?)\s+\((-?\d+),(-?\d+)\)\s*$/.exec(line);
    if (!m) throw new Error(`centers.txt line ${i + 1}: not "Name (x,y)"`);
    const name = m[1].trim();
    if (out.has(name)) throw new Error(`centers.txt: ${name} is listed twice`);
    out.set(name, { x: Number(m[2]), y: Number(m[3]) });
  }
  return out;
}

/** map.properties: map.width and map.height. */
export function parseMapSize(text: string): { width: number; height: number } {
  const value = (key: string) => {
    const m = new RegExp(`^\\s*${key.replace('.', '\\.')}\\s*=\\s*(\\d+)\\s*$`, 'm').exec(text);
    if (!m) throw new Error(`map.properties: no ${key}`);
    return Number(m[1]);
  };
  return { width: value('map.width'), height: value('map.height') };
}

const same = (a: MapPoint, b: MapPoint) => a.x === b.x && a.y === b.y;

/** Distance from p to the segment a–b. */
function distance(p: MapPoint, a: MapPoint, b: MapPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Douglas–Peucker on an open chain (iterative): keeps both ends and every point that strays beyond the tolerance. */
function simplifyChain(pts: MapPoint[], tolerance: number): MapPoint[] {
  const keep = new Array<boolean>(pts.length).fill(false);
  keep[0] = keep[pts.length - 1] = true;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = from + 1; i < to; i++) {
      const d = distance(pts[i], pts[from], pts[to]);
      if (d > worstDistance) [worst, worstDistance] = [i, d];
    }
    if (worst >= 0) {
      keep[worst] = true;
      stack.push([from, worst], [worst, to]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

/** Twice the signed area (shoelace); positive for a ring running clockwise on screen (y grows downwards). */
function signedArea2(ring: Ring): number {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i];
    const q = ring[(i + 1) % ring.length];
    a += p.x * q.y - q.x * p.y;
  }
  return a;
}

/**
 * A closed outline with its straight runs (within the tolerance) reduced to
 * their ends. It starts at its top-left-most point (a true corner) and runs
 * clockwise on screen, as nearly all reference outlines do, so that a
 * territory's overlapping polygons add up under SVG's default (nonzero) fill
 * rule, as the reference draws them. A ring too small to simplify is kept whole.
 */
export function simplifyRing(ring: Ring, tolerance: number): Ring {
  const pts: Ring = [];
  for (const p of ring) if (pts.length === 0 || !same(pts[pts.length - 1], p)) pts.push(p);
  while (pts.length > 1 && same(pts[0], pts[pts.length - 1])) pts.pop();
  if (pts.length < 3) throw new Error(`a polygon with fewer than 3 distinct points: ${JSON.stringify(ring)}`);
  if (signedArea2(pts) < 0) pts.reverse();
  const start = pts.reduce((best, p, i) => (p.x < pts[best].x || (p.x === pts[best].x && p.y < pts[best].y) ? i : best), 0);
  const rotated = [...pts.slice(start), ...pts.slice(0, start)];
  let far = 1;
  rotated.forEach((p, i) => {
    if (Math.hypot(p.x - rotated[0].x, p.y - rotated[0].y) > Math.hypot(rotated[far].x - rotated[0].x, rotated[far].y - rotated[0].y))
      far = i;
  });
  const first = simplifyChain(rotated.slice(0, far + 1), tolerance);
  const second = simplifyChain([...rotated.slice(far), rotated[0]], tolerance);
  const out = [...first, ...second.slice(1, -1)];
  return out.length >= 3 ? out : rotated;
}

/** SVG path data of the rings: "M x y L x y x y … Z" each, integer pixels. */
export function svgPath(rings: Ring[]): string {
  return rings
    .map(
      (r) =>
        `M${r[0].x} ${r[0].y}L${r
          .slice(1)
          .map((p) => `${p.x} ${p.y}`)
          .join(' ')}Z`,
    )
    .join('');
}

export interface MapFiles {
  polygons: string | Buffer;
  centers: string | Buffer;
  properties: string | Buffer;
}

const text = (b: string | Buffer) => (typeof b === 'string' ? b : b.toString('utf8'));
const sha256 = (b: string | Buffer) =>
  createHash('sha256')
    .update(typeof b === 'string' ? Buffer.from(b, 'utf8') : b)
    .digest('hex');

/** One board's map data from its reference files and the territory names of its rulesets. Pure. */
export function importBoardMap(files: MapFiles, source: MapSource, territoryNames: string[]): BoardMap {
  const { width, height } = parseMapSize(text(files.properties));
  const polygons = parsePolygons(text(files.polygons));
  const centers = parseCenters(text(files.centers));
  const names = new Set(territoryNames);

  const problems: string[] = [];
  for (const [file, found] of [
    ['polygons.txt', polygons],
    ['centers.txt', centers],
  ] as const) {
    const extra = [...found.keys()].filter((n) => !names.has(n) && !(n in source.ignored));
    if (extra.length) problems.push(`${file} names what is no territory of ${source.rulesets.join(', ')}: ${extra.join(', ')}`);
    const missing = territoryNames.filter((n) => !found.has(n));
    if (missing.length) problems.push(`${file} has nothing for: ${missing.join(', ')}`);
    const stale = Object.keys(source.ignored).filter((n) => !found.has(n));
    if (stale.length) problems.push(`${file}: names configured as ignored are absent: ${stale.join(', ')}`);
  }
  for (const [copy, of] of Object.entries(source.copies)) {
    if (JSON.stringify([polygons.get(copy), centers.get(copy)]) !== JSON.stringify([polygons.get(of), centers.get(of)])) {
      problems.push(`${copy} is configured as a copy of ${of}, but its outline or label differs`);
    }
  }
  if (problems.length) throw new Error(`map ${source.board}: ${problems.join('; ')}`);

  const territories: TerritoryShape[] = [...territoryNames].sort(cmp).map((name) => {
    const label = centers.get(name)!;
    const rings = polygons.get(name)!;
    for (const p of [label, ...rings.flat()]) {
      if (p.x < 0 || p.y < 0 || p.x > width || p.y > height)
        throw new Error(`map ${source.board}: ${name} has a point outside the map: ${p.x},${p.y}`);
    }
    return { name, label: { x: label.x, y: label.y }, path: svgPath(rings.map((r) => simplifyRing(r, TOLERANCE_IN_PIXELS))) };
  });
  return {
    board: source.board,
    source: `reference/${source.dir}`,
    sourceHashes: {
      'centers.txt': sha256(files.centers),
      'map.properties': sha256(files.properties),
      'polygons.txt': sha256(files.polygons),
    },
    width,
    height,
    toleranceInPixels: TOLERANCE_IN_PIXELS,
    territories,
  };
}

/** The reference files of a board, relative to the reference folder. */
export const mapFilePaths = (source: MapSource) => ({
  polygons: path.join(source.dir, 'polygons.txt'),
  centers: path.join(source.dir, 'centers.txt'),
  properties: path.join(source.dir, 'map.properties'),
});
