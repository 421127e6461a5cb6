// A ruleset view's land and sea neighbours (src/rules/ruleset/view.ts), listed
// once per ruleset since issue 29: the same answer as the adjacency filtered by
// kind, in the data's order, and none for a name the ruleset does not have (a
// client's names reach seaNeighbours through positions: nothing is kept for them).
import { rulesetIds, rulesetView } from '../../src/rules';

describe('land and sea neighbours', () => {
  test.each(rulesetIds())('%s: each place’s neighbours are its adjacent places of that kind, in order', (id) => {
    const rs = rulesetView(id);
    const kind = new Map(rs.data.territories.map((t) => [t.name, t.kind]));
    let seen = 0;
    for (const t of rs.data.territories) {
      expect(rs.landNeighbours(t.name)).toEqual(t.adjacent.filter((n) => kind.get(n) === 'land'));
      expect(rs.seaNeighbours(t.name)).toEqual(t.adjacent.filter((n) => kind.get(n) === 'sea'));
      seen += rs.landNeighbours(t.name).length + rs.seaNeighbours(t.name).length;
    }
    expect(seen).toBeGreaterThan(rs.data.territories.length);
  });

  test('a name the ruleset does not have has no neighbours', () => {
    const rs = rulesetView('pacific-1940');
    for (const name of ['Atlantis', 'constructor', '__proto__', 'toString'])
      expect([rs.landNeighbours(name), rs.seaNeighbours(name)]).toEqual([[], []]);
    expect(rs.seaNeighbours('Japan').length).toBeGreaterThan(0);
  });
});
