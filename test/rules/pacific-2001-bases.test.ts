// RULES §7 "Bases", AMBIG-44: MOV-5 does not apply to pacific-2001. A fighter
// or bomber gets +1 for an operative own or allied airfield where its move
// starts and +1 more for one where it ends (both move phases); a ship gets +1
// only in Non-combat Move, between zones both next to operative own or allied
// harbours. The 1940 rule (MOV-5) is tested in movement.test.ts.
import { legalDestinations, type GameState } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { landingReachable } from '../../src/rules/movement/landing';
import { advanceTo, apply, ids, move, newGame, play, refusal, untilTurnOf, withUnits } from './fixtures';

const rs = rulesetView('pacific-2001');
const usa = (phase: GameState['phase']) => advanceTo(untilTurnOf(newGame('pacific-2001'), 'USA'), phase);
/** United States (US airfield) to New Britain (Australian airfield): 6 spaces. */
const toNewBritain = ['5 Sea Zone', '4 Sea Zone', '10 Sea Zone', '15 Sea Zone', '27 Sea Zone', 'New Britain'];

describe('planes between airfields (RULES §7 "Bases", AMBIG-44)', () => {
  test('a US fighter flies 6 spaces from the United States to New Britain, airfields at both ends (4 + 1 + 1)', () => {
    const s = usa('nonCombatMove');
    const ftr = ids(s, 'United States', 'USA', 'fighter', 1);
    const after = apply(s, move(ftr, ...toNewBritain)).state;
    expect(after.units.get(ftr[0])!.at).toBe('New Britain');
    // legalDestinations agrees, with nothing left on arrival.
    const there = legalDestinations(s, rs, 'USA', ftr).find((d) => d.territory === 'New Britain');
    expect(there).toMatchObject({ route: toNewBritain, movementLeft: 0 });
  });

  test('without an airfield where it ends, 5 spaces is its most (4 + 1 from the start): 6 is refused, citing AMBIG-44', () => {
    const s = usa('nonCombatMove');
    const ftr = ids(s, 'United States', 'USA', 'fighter', 1);
    // Solomon is 6 spaces away and has an airfield: allowed; 27 Sea Zone's neighbour New Guinea has none.
    const v = refusal(play(s, move(ftr, '5 Sea Zone', '4 Sea Zone', '10 Sea Zone', '15 Sea Zone', '27 Sea Zone', 'New Guinea')));
    expect(v.code).toBe('OUT_OF_MOVEMENT');
    expect(v.rule).toContain('AMBIG-44');
    expect(v.rule).not.toContain('MOV-5');
    expect(legalDestinations(s, rs, 'USA', ftr).map((d) => d.territory)).not.toContain('New Guinea');
  });

  test('with no airfield at the start either, a fighter has its 4 and 1 more only for one where it ends', () => {
    // The US fighters on the carrier in 5 Sea Zone start at sea.
    const s = usa('nonCombatMove');
    const ftr = ids(s, '5 Sea Zone', 'USA', 'fighter', 1);
    // 5 spaces to New Britain (airfield): 4 + 1.
    expect(play(s, move(ftr, '4 Sea Zone', '10 Sea Zone', '15 Sea Zone', '27 Sea Zone', 'New Britain')).ok).toBe(true);
    const v = refusal(play(s, move(ftr, '4 Sea Zone', '10 Sea Zone', '15 Sea Zone', '27 Sea Zone', 'New Guinea')));
    expect(v.code).toBe('OUT_OF_MOVEMENT');
  });

  test('in Combat Move, an airfield where a plane will land adds to what it needs to get there (MOV-4)', () => {
    const s = advanceTo(newGame('pacific-2001'), 'combatMove');
    const bomber = s.units.get(ids(s, 'Japan', 'Japan', 'bomber', 1)[0])!;
    // After a fight in 36 Sea Zone with no movement left, it still lands in Japan (next to it, airfield): 0 + 1.
    expect(landingReachable(s, rs, 'Japan', bomber, '36 Sea Zone', 0)).toBe(true);
    // From 37 Sea Zone, next only to land without airfields (Korea, Manchuria, ...), it needs 1.
    expect(landingReachable(s, rs, 'Japan', bomber, '37 Sea Zone', 0)).toBe(false);
    expect(landingReachable(s, rs, 'Japan', bomber, '37 Sea Zone', 1)).toBe(true);
    // Under MOV-5 (1940) a landing airfield adds nothing.
    const s40 = advanceTo(newGame('pacific-1940'), 'combatMove');
    const b40 = s40.units.get(ids(s40, 'Japan', 'Japan', 'bomber', 1)[0])!;
    expect(landingReachable(s40, rulesetView('pacific-1940'), 'Japan', b40, '6 Sea Zone', 0)).toBe(false);
  });
});

describe('ships between harbours, Non-combat Move only (RULES §7 "Bases", AMBIG-44)', () => {
  // 5 Sea Zone is next to the US harbour in the United States; 14 Sea Zone next to Australia's in New Hebrides;
  // 15 Sea Zone next to none. Each is 3 zones away.
  test('in Non-combat Move a destroyer sails 3 zones between zones next to harbours (2 + 1)', () => {
    const s = usa('nonCombatMove');
    const dd = ids(s, '5 Sea Zone', 'USA', 'destroyer', 1);
    expect(apply(s, move(dd, '4 Sea Zone', '10 Sea Zone', '14 Sea Zone')).state.units.get(dd[0])!.at).toBe('14 Sea Zone');
    expect(legalDestinations(s, rs, 'USA', dd).find((d) => d.territory === '14 Sea Zone')?.movementLeft).toBe(0);
  });

  test('…but not to a zone with no harbour next to it: 2 only, refused citing AMBIG-44', () => {
    const s = usa('nonCombatMove');
    const dd = ids(s, '5 Sea Zone', 'USA', 'destroyer', 1);
    const v = refusal(play(s, move(dd, '4 Sea Zone', '10 Sea Zone', '15 Sea Zone')));
    expect(v.code).toBe('OUT_OF_MOVEMENT');
    expect(v.rule).toContain('AMBIG-44');
    const reached = legalDestinations(s, rs, 'USA', dd).map((d) => d.territory);
    expect(reached).toContain('14 Sea Zone');
    expect(reached).not.toContain('15 Sea Zone');
  });

  test('in Combat Move ships gain nothing from harbours (unlike MOV-5 in 1940)', () => {
    const s = usa('combatMove');
    const dd = ids(s, '5 Sea Zone', 'USA', 'destroyer', 1);
    const v = refusal(play(s, move(dd, '4 Sea Zone', '10 Sea Zone', '14 Sea Zone')));
    expect(v.code).toBe('OUT_OF_MOVEMENT');
    expect(v.rule).toContain('AMBIG-44');
    expect(play(s, move(dd, '4 Sea Zone', '10 Sea Zone')).ok).toBe(true);
    expect(legalDestinations(s, rs, 'USA', dd).map((d) => d.territory)).not.toContain('14 Sea Zone');
  });

  test('a ship that starts next to no harbour gains nothing, even ending next to one', () => {
    const s = withUnits(usa('nonCombatMove'), 'USA', '15 Sea Zone', 'destroyer');
    const dd = ids(s, '15 Sea Zone', 'USA', 'destroyer', 1);
    // 15 -> 10 -> 4 -> 5 Sea Zone (United States' harbour) is 3 zones.
    expect(refusal(play(s, move(dd, '10 Sea Zone', '4 Sea Zone', '5 Sea Zone'))).code).toBe('OUT_OF_MOVEMENT');
    expect(play(s, move(dd, '10 Sea Zone', '4 Sea Zone')).ok).toBe(true);
  });
});

test('the ruleset records the choice (RULES §0: the ambiguities map) and declares the switch', () => {
  expect(rs.data.ambiguities['AMBIG-44']).toMatch(/MOV-5 does not apply/);
  expect(rs.switches.baseMovement).toBe('betweenBases');
  expect(rulesetView('pacific-1940').switches.baseMovement).toBe('turnStart');
  expect(rulesetView('pacific-1940-2e').switches.baseMovement).toBe('turnStart');
});
