// The map geometry importer: its parsing, outline simplification and name
// checks (always run), and a drift check — re-importing the reference map
// files must give exactly the committed map.json of each board. Without the
// reference folder (../shared/reference) the drift part is skipped, loudly.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { importAllMaps, MAP_SOURCES, mapJsonPath, serializeMap } from '../../tools/import-rulesets';
import {
  importBoardMap,
  parseCenters,
  parseMapSize,
  parsePolygons,
  simplifyRing,
  svgPath,
  type MapSource,
} from '../../tools/import-rulesets/map-geometry';
import { boardIds, boardOf, getBoardMap } from '../../src/rules/rulesets/maps';
import { getRuleset, rulesetIds } from '../../src/rules/rulesets';

const referenceDir = path.resolve(__dirname, '../../../shared/reference');
const repoRoot = path.resolve(__dirname, '../..');
const present = fs.existsSync(referenceDir);
const maybe = present ? describe : describe.skip;

if (!present) {
  console.warn(
    `map-importer.test.ts: drift checks skipped: the reference folder is absent (${referenceDir}); the committed map.json files were not checked against the reference map files.`,
  );
}

const pt = (x: number, y: number) => ({ x, y });

describe('map geometry parsing and simplification', () => {
  test('polygons.txt: several polygons per territory, names with spaces; a repeated name is an error', () => {
    const p = parsePolygons('Hong Kong  <  (1,2) (3,4) (5,6) >  < (7,8) (9,10) (11,12) > \n\n9 Sea Zone  <  (0,0) (9,0) (9,9) >\n');
    expect([...p.keys()]).toEqual(['Hong Kong', '9 Sea Zone']);
    expect(p.get('Hong Kong')).toEqual([
      [pt(1, 2), pt(3, 4), pt(5, 6)],
      [pt(7, 8), pt(9, 10), pt(11, 12)],
    ]);
    expect(() => parsePolygons('A  <  (0,0) (1,0) (1,1) >\nA  <  (0,0) (1,0) (1,1) >')).toThrow(/A is listed twice/);
    expect(() => parsePolygons('A  <  (0,0) (1,x) (1,1) >')).toThrow(/bad point list for A/);
  });

  test('centers.txt and map.properties', () => {
    expect(parseCenters('New South Wales  (1522,1820)\nIndia  (95,537)')).toEqual(
      new Map([
        ['New South Wales', pt(1522, 1820)],
        ['India', pt(95, 537)],
      ]),
    );
    expect(parseMapSize('# c\nmap.width=2953\nmap.height = 2094\n')).toEqual({ width: 2953, height: 2094 });
    expect(() => parseMapSize('map.width=1')).toThrow(/no map.height/);
  });

  test('a pixel staircase along a straight edge reduces to its ends; corners stay; the ring starts at its top-left corner', () => {
    // A square whose top edge is a 1-pixel staircase, listed from another corner.
    const ring = [pt(10, 10), pt(0, 10), pt(0, 0), pt(1, 0), pt(2, 1), pt(3, 1), pt(4, 0), pt(5, 0), pt(10, 0)];
    expect(simplifyRing(ring, 1)).toEqual([pt(0, 0), pt(10, 0), pt(10, 10), pt(0, 10)]);
    // At tolerance 0 only exactly collinear points go.
    expect(simplifyRing(ring, 0)).toEqual([pt(0, 0), pt(1, 0), pt(2, 1), pt(3, 1), pt(4, 0), pt(10, 0), pt(10, 10), pt(0, 10)]);
  });

  test('a point further than the tolerance from the straight run is kept; duplicates and a closing point are dropped', () => {
    const ring = [pt(0, 0), pt(5, 0), pt(5, 0), pt(6, 3), pt(10, 0), pt(10, 10), pt(0, 10), pt(0, 0)];
    expect(simplifyRing(ring, 1)).toEqual([pt(0, 0), pt(5, 0), pt(6, 3), pt(10, 0), pt(10, 10), pt(0, 10)]);
    expect(() => simplifyRing([pt(0, 0), pt(1, 1), pt(0, 0)], 1)).toThrow(/fewer than 3 distinct points/);
  });

  test("a ring running counter-clockwise on screen is turned clockwise (so nonzero fill adds up a territory's polygons)", () => {
    const ccw = [pt(0, 0), pt(0, 10), pt(10, 10), pt(10, 0)];
    expect(simplifyRing(ccw, 1)).toEqual([pt(0, 0), pt(10, 0), pt(10, 10), pt(0, 10)]);
  });

  test('a ring too small to simplify is kept whole', () => {
    const tiny = [pt(0, 0), pt(1, 0), pt(1, 1), pt(0, 1)];
    expect(simplifyRing(tiny, 1)).toEqual(tiny);
  });

  test('SVG path data: "M x y L x y … Z" per polygon', () => {
    expect(
      svgPath([
        [pt(0, 0), pt(4, 0), pt(4, 3)],
        [pt(9, 9), pt(8, 9), pt(8, 8)],
      ]),
    ).toBe('M0 0L4 0 4 3ZM9 9L8 9 8 8Z');
  });
});

describe('map names are matched exactly against the ruleset', () => {
  const source: MapSource = { board: 'b', dir: 'b', rulesets: ['r'], ignored: { Box1: 'a screen box' }, copies: {} };
  const files = (polygons: string, centers: string) => ({ polygons, centers, properties: 'map.width=100\nmap.height=50' });
  const sq = (name: string) => `${name}  <  (0,0) (10,0) (10,10) (0,10) >`;

  test('a territory with no outline or label, or an outline of no territory, is an error naming them', () => {
    expect(() => importBoardMap(files(sq('A'), 'A  (5,5)\nB  (5,5)'), { ...source, ignored: {} }, ['A', 'B'])).toThrow(
      /polygons.txt has nothing for: B/,
    );
    expect(() => importBoardMap(files(`${sq('A')}\n${sq('Ghost')}`, 'A  (5,5)\nGhost  (1,1)'), { ...source, ignored: {} }, ['A'])).toThrow(
      /polygons.txt names what is no territory of r: Ghost/,
    );
    expect(() => importBoardMap(files(sq('A'), 'A  (5,5)'), source, ['A'])).toThrow(/configured as ignored are absent: Box1/);
  });

  test('ignored names are left out; a configured copy must equal its territory; points must lie on the map', () => {
    const m = importBoardMap(files(`${sq('A')}\n${sq('Box1')}`, 'A  (5,5)\nBox1  (1,1)'), source, ['A']);
    expect(m.territories).toEqual([{ name: 'A', label: pt(5, 5), path: 'M0 0L10 0 10 10 0 10Z' }]);
    expect(m).toMatchObject({ board: 'b', width: 100, height: 50, toleranceInPixels: 1 });
    const copy = { ...source, ignored: { Ay: 'a copy' }, copies: { Ay: 'A' } };
    expect(() => importBoardMap(files(`${sq('A')}\nAy  <  (0,0) (9,0) (9,9) >`, 'A  (5,5)\nAy  (5,5)'), copy, ['A'])).toThrow(
      /Ay is configured as a copy of A/,
    );
    expect(() => importBoardMap(files(sq('A'), 'A  (5,500)'), { ...source, ignored: {} }, ['A'])).toThrow(/outside the map/);
  });
});

describe('boards and rulesets', () => {
  test('every ruleset has a board; the importer and the registry agree on which; both 1940 editions share one map', () => {
    expect(MAP_SOURCES.map((s) => s.board)).toEqual(boardIds());
    expect(MAP_SOURCES.flatMap((s) => s.rulesets).sort()).toEqual([...rulesetIds()].sort());
    for (const s of MAP_SOURCES) for (const id of s.rulesets) expect(boardOf(id)).toBe(s.board);
    expect(getBoardMap('pacific-1940-2e')).toBe(getBoardMap('pacific-1940'));
    expect(fs.existsSync(path.join(repoRoot, 'src/rules/rulesets/pacific-1940-2e/map.json'))).toBe(false);
    expect(() => boardOf('pacific-1999')).toThrow(/No map for ruleset "pacific-1999"/);
  });
});

maybe('map importer against the reference map files', () => {
  const names = (id: string) => getRuleset(id).territories.map((t) => t.name);
  const imported = present ? importAllMaps(referenceDir, names) : new Map();

  test.each(MAP_SOURCES.map((s) => [s.board]))('%s: re-import deep-equals and gives the committed bytes', (board) => {
    expect(imported.get(board)).toEqual(getBoardMap(MAP_SOURCES.find((s) => s.board === board)!.rulesets[0]));
    expect(serializeMap(imported.get(board)!)).toBe(fs.readFileSync(mapJsonPath(repoRoot, board), 'utf8'));
  });

  test('the 1940 reference names four shapes that are no territory: three screen boxes and the misspelt copy "Suiyuyan"', () => {
    expect(Object.keys(MAP_SOURCES.find((s) => s.board === 'pacific-1940')!.ignored).sort()).toEqual(['Box1', 'Box2', 'Box3', 'Suiyuyan']);
    const polygons = parsePolygons(fs.readFileSync(path.join(referenceDir, 'pacific-1940/polygons.txt'), 'utf8'));
    expect(polygons.get('Suiyuyan')).toEqual(polygons.get('Suiyuan'));
    expect(MAP_SOURCES.find((s) => s.board === 'pacific-2001')!.ignored).toEqual({});
  });
});
