// Issue 25 "Summaries": every phase of every ruleset has the name its rulebook
// prints (RULES §1.3 for 1940; seed 001's nine phases for pacific-2001, RULES
// §7), declared with the phase in the ruleset's definition, and refusals that
// name a phase use it instead of the rules' internal ids ("combatAirPatrol").
import { rulesetIds } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { advanceTo, newGame, play, refusal } from './fixtures';

test('every phase of every ruleset has a name of its own, never its id', () => {
  for (const id of rulesetIds()) {
    const rs = rulesetView(id);
    const names = rs.def.phases.map((p) => rs.phaseName(p.phase));
    expect(names.every((n, i) => n.length > 3 && n !== rs.def.phases[i].phase)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  }
});

test('RULES §1.3: the 1940 turn, named as RULES.md names it (both editions)', () => {
  for (const id of ['pacific-1940', 'pacific-1940-2e']) {
    const rs = rulesetView(id);
    expect(rs.def.phases.map((p) => rs.phaseName(p.phase))).toEqual([
      'Purchase & Repair',
      'Combat Move',
      'Conduct Combat',
      'Non-combat Move',
      'Mobilize',
      'Collect Income',
    ]);
  }
});

test('RULES §7 [S1 "Phases"]: the nine 2001 phases as seed 001 prints them', () => {
  const rs = rulesetView('pacific-2001');
  expect(rs.def.phases.map((p) => [p.phase, rs.phaseName(p.phase)])).toEqual([
    ['purchase', 'Purchase Combat Units'],
    ['combatAirPatrol', 'Land Fighters on Combat Air Patrol'],
    ['combatMove', 'Combat Movement'],
    ['conductCombat', 'Resolve Combat'],
    ['nationalControl', 'Place/Remove National Control Markers and Adjust the National Production Chart'],
    ['nonCombatMove', 'Non-Combat Movement'],
    ['mobilize', 'Place New Units'],
    ['resurface', 'Submerged Submarines Resurface, Damaged Battleships Uprighted'],
    ['collectIncome', 'Collect Income'],
  ]);
});

test("RULES §1.3, MOV-1: refusals name the phase in the ruleset's words, not by id", () => {
  const s2001 = advanceTo(newGame('pacific-2001'), 'combatAirPatrol');
  const fight = refusal(play(s2001, { type: 'FightBattle', place: 'Siam' }));
  expect([fight.code, fight.message]).toEqual([
    'WRONG_PHASE',
    'Battles are fought in Resolve Combat; the current phase is Land Fighters on Combat Air Patrol.',
  ]);
  const mismatch = refusal(play(s2001, { type: 'EndPhase', phase: 'purchase' }));
  expect([mismatch.code, mismatch.message]).toEqual([
    'PHASE_MISMATCH',
    'The current phase is Land Fighters on Combat Air Patrol, not Purchase Combat Units.',
  ]);
  const move = refusal(play(s2001, { type: 'MoveUnits', units: ['u1'], route: ['Siam'] }));
  expect([move.code, move.message]).toEqual([
    'WRONG_PHASE',
    'Units move in Combat Movement and Non-Combat Movement; the current phase is Land Fighters on Combat Air Patrol.',
  ]);
  const s1940 = newGame('pacific-1940');
  expect(refusal(play(s1940, { type: 'FightBattle', place: 'Hunan' })).message).toBe(
    'Battles are fought in Conduct Combat; the current phase is Purchase & Repair.',
  );
});
