// The board map over real HTTP: `ruleset(id:) { map }` gives a frontend what it
// needs to draw each ruleset's board — the map size and, for every territory
// of the ruleset, a non-empty SVG outline and a label point on the map.
import { parsePath } from '../support/svg-path';
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.stop();
});

const QUERY = `query Map($id: String!) {
  ruleset(id: $id) {
    territories { name }
    map { board width height toleranceInPixels territories { name path label { x y } } }
  }
}`;

interface MapRow {
  board: string;
  width: number;
  height: number;
  toleranceInPixels: number;
  territories: { name: string; path: string; label: { x: number; y: number } }[];
}

test('the rulesets query lists the three rulesets, each of which has a map', async () => {
  const { rulesets } = await t.data(`{ rulesets { id } }`);
  expect(rulesets.map((r: { id: string }) => r.id)).toEqual(['pacific-1940', 'pacific-1940-2e', 'pacific-2001']);
});

describe.each([
  ['pacific-1940', 'pacific-1940', 3773, 3213, 149],
  ['pacific-1940-2e', 'pacific-1940', 3773, 3213, 149],
  ['pacific-2001', 'pacific-2001', 2953, 2094, 116],
])('%s', (id, board, width, height, count) => {
  let names: string[];
  let map: MapRow;

  beforeAll(async () => {
    const { ruleset } = await t.data(QUERY, { id });
    names = ruleset.territories.map((x: { name: string }) => x.name);
    map = ruleset.map;
  });

  test(`is drawn on the ${board} board, ${width} x ${height} pixels`, () => {
    expect({ board: map.board, width: map.width, height: map.height, toleranceInPixels: map.toleranceInPixels }).toEqual({
      board,
      width,
      height,
      toleranceInPixels: 1,
    });
  });

  test(`every one of its ${count} territories has exactly one shape: a non-empty outline of polygons on the map, and a label inside the map`, () => {
    expect(names).toHaveLength(count);
    expect(map.territories.map((s) => s.name)).toEqual(names);
    const problems: string[] = [];
    for (const s of map.territories) {
      const rings = s.path.length > 0 ? parsePath(s.path) : [];
      if (rings.length === 0) problems.push(`${s.name}: empty outline`);
      if (rings.flat().some(([x, y]) => x < 0 || y < 0 || x > map.width || y > map.height)) problems.push(`${s.name}: outline off the map`);
      const { x, y } = s.label;
      if (!(x >= 0 && y >= 0 && x <= map.width && y <= map.height)) problems.push(`${s.name}: label ${x},${y} off the map`);
    }
    expect(problems).toEqual([]);
  });
});

test('both 1940 editions get the same map; an unknown ruleset has none', async () => {
  const a = await t.data(QUERY, { id: 'pacific-1940' });
  const b = await t.data(QUERY, { id: 'pacific-1940-2e' });
  expect(b.ruleset.map).toEqual(a.ruleset.map);
  expect((await t.data(QUERY, { id: 'pacific-1999' })).ruleset).toBeNull();
});
