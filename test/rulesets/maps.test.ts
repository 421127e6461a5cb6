// The committed board maps (src/rules/rulesets/<board>/map.json), checked
// against the rulesets drawn on them: every territory has an outline and a
// label on the map, with exactly the ruleset's names.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { getRuleset, rulesetIds } from '../../src/rules/rulesets';
import { boardIds, getBoardMap } from '../../src/rules/rulesets/maps';
import { insideRings, parsePath, signedArea2 } from '../support/svg-path';

/** Reference labels placed beside a tiny island rather than on it [pacific-2001 centers.txt]. */
const LABELS_BESIDE: Record<string, string[]> = { 'pacific-1940': [], 'pacific-2001': ['New Hebrides', 'Samoa'] };

describe.each(rulesetIds().map((id) => [id]))('%s map', (id) => {
  const map = getBoardMap(id);
  const rs = getRuleset(id);

  test("one shape per territory, in the ruleset's order, with exactly its names", () => {
    expect(map.territories.map((t) => t.name)).toEqual(rs.territories.map((t) => t.name));
  });

  test('every outline is well-formed SVG path data of polygons with 3+ integer points on the map', () => {
    const bad: string[] = [];
    for (const t of map.territories) {
      const rings = parsePath(t.path);
      if (rings.length === 0 || rings.some((r) => r.length < 3)) bad.push(`${t.name}: a polygon with fewer than 3 points`);
      for (const [x, y] of rings.flat())
        if (x < 0 || y < 0 || x > map.width || y > map.height) bad.push(`${t.name}: ${x},${y} off the map`);
      // Clockwise on screen, so the default nonzero fill fills every polygon (as the reference draws them).
      if (rings.some((r) => signedArea2(r) <= 0)) bad.push(`${t.name}: a polygon that does not run clockwise`);
    }
    expect(bad).toEqual([]);
  });

  test("every label is an integer point on the map, inside its own outline (except the reference's labels beside tiny islands)", () => {
    const beside: string[] = [];
    for (const t of map.territories) {
      expect(Number.isInteger(t.label.x) && Number.isInteger(t.label.y)).toBe(true);
      expect(t.label.x >= 0 && t.label.y >= 0 && t.label.x <= map.width && t.label.y <= map.height).toBe(true);
      if (!insideRings(t.label.x, t.label.y, parsePath(t.path))) beside.push(t.name);
    }
    expect(beside).toEqual(LABELS_BESIDE[map.board]);
  });
});

describe('board map files', () => {
  test('map sizes [map.properties]: Pacific 1940 3773 x 3213; 2001 2953 x 2094', () => {
    expect([getBoardMap('pacific-1940'), getBoardMap('pacific-2001')].map((m) => [m.board, m.width, m.height])).toEqual([
      ['pacific-1940', 3773, 3213],
      ['pacific-2001', 2953, 2094],
    ]);
  });

  test.each(boardIds().map((b) => [b]))('%s/map.json stays small (under 128 KiB) and records its sources', (board) => {
    const file = path.resolve(__dirname, '../../src/rules/rulesets', board, 'map.json');
    expect(fs.statSync(file).size).toBeLessThan(128 * 1024);
    const map = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(map).toMatchObject({ board, source: `reference/${board}`, toleranceInPixels: 1 });
    expect(Object.keys(map.sourceHashes)).toEqual(['centers.txt', 'map.properties', 'polygons.txt']);
  });
});
