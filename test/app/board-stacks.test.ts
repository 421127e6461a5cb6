// projections/board.ts: a board lists each territory's units as stacks (one per
// owner and type, by owner then type, with the count and the damage they carry).
// They are worked out in one pass over each place's units, as the unit table
// lists them (issue 12: a replayed board's view; issue 29: never the whole
// board's list); this checks that pass against the plain definition, place by
// place, on boards with damaged units and many owners.
import { boardView, stacksOf, type UnitStack } from '../../projections/board';
import { rulesetView, type GameState, type Unit } from '../../src/rules';
import { newGame, withUnits } from '../rules/fixtures';

function plainStacks(s: GameState, place: string): UnitStack[] {
  const out: UnitStack[] = [];
  for (const u of s.units.at(place)) {
    const st = out.find((x) => x.owner === u.owner && x.type === u.type);
    if (st) {
      st.count++;
      st.damage += u.damage;
    } else out.push({ owner: u.owner, type: u.type, count: 1, damage: u.damage });
  }
  return out.sort((a, b) => a.owner.localeCompare(b.owner) || a.type.localeCompare(b.type));
}

test.each(['pacific-1940', 'pacific-1940-2e', 'pacific-2001'])(
  '%s: every territory’s stacks are its units grouped by owner and type',
  (rulesetId) => {
    let s = newGame(rulesetId);
    const [place] = s.units.places();
    const [a, b] = [...new Set(s.units.all().map((u) => u.owner))];
    const [t1, t2] = [...new Set(s.units.all().map((u) => u.type))];
    s = withUnits(withUnits(withUnits(s, b, place, t2, 2, 1), a, place, t1, 3), b, place, t1, 1);
    const board = boardView(s);
    let checked = 0;
    for (const t of board.territories) {
      expect(t.units).toEqual(plainStacks(s, t.name));
      expect(stacksOf(s.units.all().filter((u) => u.at === t.name))).toEqual(t.units);
      checked += t.units.length;
    }
    expect(checked).toBeGreaterThan(20);
    expect(
      board.territories.find((t) => t.name === place)!.units.find((x) => x.owner === b && x.type === t2)!.damage,
    ).toBeGreaterThanOrEqual(2);
  },
);

// The pairs of powers are listed once per ruleset (no sort per board): each pair once, in code-unit order, with the
// state's relation or neutral, as the plain definition gives.
test.each(['pacific-1940', 'pacific-2001'])('%s: relations are every pair of powers with its kind', (rulesetId) => {
  const s = newGame(rulesetId);
  const ids = rulesetView(rulesetId).data.powers.map((p) => p.id);
  const plain: { a: string; b: string; kind: string }[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i], ids[j]].sort();
      plain.push({ a, b, kind: s.relations[`${a}|${b}`] ?? 'neutral' });
    }
  expect(plain.length).toBeGreaterThan(5);
  expect(plain.some((r) => r.kind !== 'neutral')).toBe(true);
  expect(boardView(s).relations).toEqual(plain);
  expect(JSON.parse(JSON.stringify(boardView(s))).relations).toEqual(plain);
});

// A place's stacks are gathered in one module-level work list and copied out to their number (docs/performance.md,
// "The replay's own garbage"): every list is its own, of its own length, and a place listed after a busier one (or
// another board's) carries none of the stacks gathered before it.
test('each territory’s stacks are a list of its own, board after board', () => {
  const busy = withUnits(withUnits(newGame(), 'UK', 'India', 'armour', 2), 'USA', 'India', 'fighter', 1);
  const quiet = newGame('pacific-2001');
  const boards = [boardView(busy), boardView(quiet), boardView(busy)];
  const lists = new Set<UnitStack[]>();
  const stacks = new Set<UnitStack>();
  for (const [i, board] of boards.entries())
    for (const t of board.territories) {
      expect(t.units).toEqual(plainStacks(i === 1 ? quiet : busy, t.name));
      expect(lists.has(t.units)).toBe(false);
      lists.add(t.units);
      for (const x of t.units) {
        expect(stacks.has(x)).toBe(false);
        stacks.add(x);
      }
    }
  expect(boards[0].territories.find((t) => t.name === 'India')!.units.length).toBeGreaterThan(2);
});

// Stacks are sorted by the collator's order of owners and types learned once per name (not the collator per
// comparison, docs/performance.md, "A board's tail in process"): the order is still localeCompare's, where it differs
// from code-unit order (case, accents), names met for the first time in between included.
test('stacks sort by owner then type in localeCompare order, for names never met before', () => {
  const names = ['b', 'B', 'a', 'ä', 'A', 'z', 'Zeta', 'éclair', 'e', 'E'];
  const units: Unit[] = names.flatMap((owner, i) =>
    [names[(i + 3) % names.length], names[(i + 7) % names.length]].map((type, k) => ({
      id: `u${i * 2 + k + 1}`,
      type: `${type}-${owner}` as Unit['type'],
      owner: owner as Unit['owner'],
      at: 'Nowhere',
      damage: 0,
    })),
  );
  const expected = units
    .map((u) => ({ type: u.type, owner: u.owner, count: 1, damage: 0 }))
    .sort((a, b) => a.owner.localeCompare(b.owner) || a.type.localeCompare(b.type));
  expect(stacksOf(units).map((s) => [s.owner, s.type])).toEqual(expected.map((s) => [s.owner, s.type]));
  expect(stacksOf([...units].reverse())).toEqual(stacksOf(units));
});
