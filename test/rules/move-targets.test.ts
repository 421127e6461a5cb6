// A movement decision's targets (issue 25, MOV-1, AMBIG-45): the movable units
// in groups of alike units, each group with legalDestinations' answer for one
// of them, marked attack or not in Combat Move.
import { legalDestinations, movableUnits, moveTargets } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { advanceTo, apply, ids, move, newGame } from './fixtures';

const rs = rulesetView('pacific-1940');

test("Japan's first Combat Move: every movable unit in one group; each unit of a group has the group's targets", () => {
  const s = advanceTo(newGame('pacific-1940'), 'combatMove');
  const units = movableUnits(s, rs);
  const groups = moveTargets(s, rs);
  expect(groups.flatMap((g) => g.units).sort()).toEqual([...units].sort());
  expect(groups.length).toBeLessThan(units.length);
  // Alike units really are alike: the last unit of each group with several has the group's destinations.
  for (const g of groups.filter((x) => x.units.length > 1).slice(0, 6)) {
    const last = g.units[g.units.length - 1];
    expect(legalDestinations(s, rs, g.owner, [last]).map((d) => d.territory)).toEqual(g.targets.map((d) => d.territory));
  }
  // MOV-1: Japan's infantry in Kiangsu attacks China's empty Anhwe (a capture); AMBIG-45: a land unit only attacks.
  const kiangsu = groups.find((g) => g.unitType === 'infantry' && g.at === 'Kiangsu')!;
  expect(kiangsu.targets).toEqual([expect.objectContaining({ territory: 'Anhwe', attack: true, captures: ['Anhwe'] })]);
  // AMBIG-45: ships may end where they do not attack (a friendly or empty zone): marked attack false.
  const fleet = groups.find((g) => g.unitType === 'battleship' && g.at === '6 Sea Zone')!;
  expect(fleet.targets.some((d) => !d.attack)).toBe(true);
  expect(fleet.targets.filter((d) => d.attack).every((d) => d.battle || d.captures.length > 0 || d.warWith.length > 0)).toBe(true);
});

test('a unit that moved is not grouped with one that has not, though both stand alike (MOV-1)', () => {
  let s = advanceTo(newGame('pacific-1940'), 'combatMove');
  const [moved] = ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1);
  const [stayed] = ids(s, '19 Sea Zone', 'Japan', 'destroyer', 1);
  s = apply(s, move([moved], '19 Sea Zone')).state;
  const groups = moveTargets(s, rs);
  const of = (id: string) => groups.find((g) => g.units.includes(id))!;
  expect(of(moved)).not.toBe(of(stayed));
  expect(of(moved).units).toEqual([moved]);
});

test('in Non-combat Move no target is an attack', () => {
  const s = advanceTo(newGame('pacific-1940'), 'nonCombatMove');
  const groups = moveTargets(s, rs);
  expect(groups.some((g) => g.targets.length > 0)).toBe(true);
  expect(groups.every((g) => g.targets.every((d) => !d.attack))).toBe(true);
});
