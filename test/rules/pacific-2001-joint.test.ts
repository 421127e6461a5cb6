// Britain's joint turn in the 2001 game (RULES §7 "Players", AMBIG-43): seed
// 001 [S1 "Countries"]: India and Australia "move and fight together.
// However, they buy and place units separately"; [P]'s order: British and
// Australian purchases, one combat move, combat and non-combat move, then
// each one's placement and income.
import { actingPowers, pendingDecisions, type GameEvent, type GameState } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { apply, applyWith, endTurn, ids, move, newGame, play, refusal, untilTurnOf, unitsOf, withUnits, withoutUnits } from './fixtures';

const rs = rulesetView('pacific-2001');
const start = () => newGame('pacific-2001');
const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const step = (s: GameState) => `${s.current} ${s.phase}`;

/** Britain's turn reached, with two Australian infantry beside India's one in Shan State and a Japanese infantry in Siam. */
function britain(): GameState {
  let s = withUnits(start(), 'Australia', 'Shan State', 'infantry', 2);
  s = withUnits(s, 'Japan', 'Siam', 'infantry', 1);
  return untilTurnOf(s, 'India');
}
const endPhase = (s: GameState) => apply(s, { type: 'EndPhase' }, 'India').state;
function until(s: GameState, power: string, phase: GameState['phase']): GameState {
  for (let i = 0; i < 20 && step(s) !== `${power} ${phase}`; i++) s = endPhase(s);
  expect(step(s)).toBe(`${power} ${phase}`);
  return s;
}

describe('[S1 "Order of Play", "Countries"] the British player\'s one turn (RULES §7, AMBIG-43)', () => {
  test("separate purchases, joint steps from phase 2 to phase 6, then each power's placement, phase 8 and income [P: sequence]", () => {
    let s = britain();
    const steps: string[] = [];
    const turnsStarted: string[] = [];
    while (s.status === 'active' && s.current !== 'China') {
      steps.push(`${step(s)}${actingPowers(s).length > 1 ? ' (India + Australia)' : ''}`);
      const r = apply(s, { type: 'EndPhase' }, 'India');
      turnsStarted.push(...ofType(r.events, 'TurnStarted').map((e) => e.data.power));
      s = r.state;
    }
    expect(steps).toEqual([
      'India purchase',
      'Australia purchase',
      'India combatAirPatrol (India + Australia)',
      'India combatMove (India + Australia)',
      'India conductCombat (India + Australia)',
      'India nationalControl (India + Australia)',
      'India nonCombatMove (India + Australia)',
      'India mobilize',
      'Australia mobilize',
      'India resurface',
      'Australia resurface',
      'India collectIncome',
      'Australia collectIncome',
    ]);
    // One turn of the player: it started with India's and ends with China's.
    expect(turnsStarted).toEqual(['China']);
  });

  test('each power buys with its own PUs and places only what it bought, in its own step (MOB-1)', () => {
    let s = britain();
    s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 2 }] }, 'India').state;
    expect(s.pus.India).toBe(22 - 6);
    s = endPhase(s);
    expect([step(s), s.purchased]).toEqual(['Australia purchase', {}]);
    s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'artillery', count: 1 }] }, 'India').state;
    expect([s.pus.Australia, s.pus.India]).toEqual([25 - 4, 22 - 6]);
    expect(pendingDecisions(s).find((d) => d.kind === 'purchase')?.power).toBe('Australia');
    s = until(s, 'India', 'mobilize');
    expect(s.purchased).toEqual({ infantry: 2 });
    expect(
      pendingDecisions(s)
        .find((d) => d.kind === 'mobilize')
        ?.placements?.map((p) => p.unitType),
    ).toEqual(['infantry']);
    s = apply(s, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 2, territory: 'India' }] }, 'India').state;
    s = endPhase(s);
    expect([step(s), s.purchased]).toEqual(['Australia mobilize', { artillery: 1 }]);
    const before = unitsOf(s, 'New South Wales', 'Australia', 'artillery').length;
    s = apply(s, { type: 'PlaceUnits', placements: [{ unitType: 'artillery', count: 1, territory: 'New South Wales' }] }, 'India').state;
    expect(unitsOf(s, 'New South Wales', 'Australia', 'artillery').length).toBe(before + 1);
    expect(unitsOf(s, 'India', 'India', 'infantry').length).toBe(6 + 2);
  });

  test("each collects its own income in its own step (INC-1; the Dutch East Indies are Australia's)", () => {
    let s = until(britain(), 'India', 'collectIncome');
    const india = apply(s, { type: 'EndPhase' }, 'India');
    expect(ofType(india.events, 'IncomeCollected').map((e) => e.data.power)).toEqual(['India']);
    s = india.state;
    const australia = apply(s, { type: 'EndPhase' }, 'India');
    expect(ofType(australia.events, 'IncomeCollected').map((e) => e.data.power)).toEqual(['Australia']);
    expect(ofType(australia.events, 'TurnStarted').map((e) => e.data.power)).toEqual(['China']);
  });
});

describe('[S1 "Countries"] India and Australia move and fight together (RULES §7, AMBIG-43)', () => {
  test("in the joint combat move the British seat moves both powers' units, each move its owner's", () => {
    const s = until(britain(), 'India', 'combatMove');
    const pending = pendingDecisions(s).find((d) => d.kind === 'combatMove')!;
    expect(pending.power).toBe('India');
    const owners = new Set(pending.units!.map((id) => s.units.get(id)!.owner));
    expect([...owners].sort()).toEqual(['Australia', 'India']);
    const aus = apply(s, move(ids(s, 'Shan State', 'Australia', 'infantry'), 'Siam'), 'India');
    expect(ofType(aus.events, 'UnitsMoved').map((e) => e.data.power)).toEqual(['Australia']);
    const both = apply(aus.state, move(ids(s, 'Shan State', 'India', 'infantry'), 'Siam'), 'India').state;
    expect(both.battles).toEqual(['Siam']);
    // One move is one power's: mixed owners are refused, as are units of a power not acting now.
    const mixed = [...ids(s, 'Shan State', 'Australia', 'infantry', 1), ...ids(s, 'Shan State', 'India', 'infantry')];
    expect(refusal(play(s, move(mixed, 'Siam'), 'India')).code).toBe('NOT_OWN_UNIT');
    expect(refusal(play(s, move(ids(s, 'Szechwan', 'China', 'infantry', 1), 'Yunnan'), 'India')).code).toBe('NOT_OWN_UNIT');
    expect(refusal(play(s, move(ids(s, 'Shan State', 'Australia', 'infantry'), 'Siam'), 'Japan')).code).toBe('NOT_YOUR_TURN');
  });

  function jointBattle(): GameState {
    let s = until(britain(), 'India', 'combatMove');
    s = apply(s, move(ids(s, 'Shan State', 'Australia', 'infantry'), 'Siam'), 'India').state;
    s = apply(s, move(ids(s, 'Shan State', 'India', 'infantry'), 'Siam'), 'India').state;
    return endPhase(s);
  }

  test('one battle: both powers attack as one side, and the British seat chooses its casualties among both (CBT-7)', () => {
    const s = jointBattle();
    expect(step(s)).toBe('India conductCombat');
    // Attackers roll 3 dice (1 each, hit on 1), the defender 1 (hit on 2): every die hits.
    const r = applyWith(s, { type: 'FightBattle', place: 'Siam' }, [1, 1, 1, 1], 'India');
    const started = ofType(r.events, 'BattleStarted')[0].data;
    expect(started.attacker).toBe('India');
    expect(new Set(started.attackers.map((id) => s.units.get(id)!.owner))).toEqual(new Set(['India', 'Australia']));
    const ask = pendingDecisions(r.state).find((d) => d.kind === 'chooseCasualties')!;
    expect(ask.power).toBe('India');
    expect(new Set(ask.units!.map((id) => s.units.get(id)!.owner))).toEqual(new Set(['India', 'Australia']));
  });

  test('AMBIG-43: the land goes to the power with the most land units left there (CAP-1), the leader India on a tie', () => {
    const fought = applyWith(jointBattle(), { type: 'FightBattle', place: 'Siam' }, [1, 1, 1, 1], 'India').state;
    const [india] = ids(fought, 'Siam', 'India', 'infantry');
    const [aus] = ids(fought, 'Siam', 'Australia', 'infantry');
    const toAustralia = apply(fought, { type: 'ChooseCasualties', units: [india] }, 'India');
    expect(ofType(toAustralia.events, 'TerritoryCaptured').map((e) => [e.data.territory, e.data.to])).toEqual([['Siam', 'Australia']]);
    const tie = apply(fought, { type: 'ChooseCasualties', units: [aus] }, 'India');
    expect(ofType(tie.events, 'TerritoryCaptured').map((e) => [e.data.territory, e.data.to])).toEqual([['Siam', 'India']]);
    expect(rs.data.ambiguities['AMBIG-43']).toMatch(/most land units/);
  });

  test("land entered without a battle goes to the mover, the units' owner (CAP-1)", () => {
    let s = withUnits(start(), 'Australia', 'Shan State', 'infantry', 1);
    s = until(untilTurnOf(s, 'India'), 'India', 'combatMove');
    const r = apply(s, move(ids(s, 'Shan State', 'Australia', 'infantry'), 'Siam'), 'India');
    expect(ofType(r.events, 'TerritoryCaptured').map((e) => [e.data.territory, e.data.to])).toEqual([['Siam', 'Australia']]);
  });

  test("the joint non-combat move moves both powers' units (NCM-1)", () => {
    let s = until(britain(), 'India', 'nonCombatMove');
    const units = pendingDecisions(s).find((d) => d.kind === 'nonCombatMove')!.units!;
    expect(units).toEqual(expect.arrayContaining(ids(s, 'Shan State', 'Australia', 'infantry')));
    s = apply(s, move(ids(s, 'Shan State', 'Australia', 'infantry'), 'Burma'), 'India').state;
    s = apply(s, move(ids(s, 'Shan State', 'India', 'infantry'), 'Burma'), 'India').state;
    expect(unitsOf(s, 'Burma', 'Australia', 'infantry')).toHaveLength(2);
  });

  test("NCM-3: at the end of the joint non-combat move, Australia's planes with nowhere to land are lost, as India's", () => {
    let s = withUnits(withoutUnits(start(), '25 Sea Zone'), 'Australia', '25 Sea Zone', 'fighter');
    s = withUnits(s, 'India', '25 Sea Zone', 'fighter');
    s = until(untilTurnOf(s, 'India'), 'India', 'nonCombatMove');
    const r = apply(s, { type: 'EndPhase' }, 'India');
    const lost = ofType(r.events, 'AircraftLost').flatMap((e) => e.data.units.map((u) => [e.data.power, u.at]));
    expect(lost).toEqual([
      ['India', '25 Sea Zone'],
      ['Australia', '25 Sea Zone'],
    ]);
  });

  test("AMBIG-40 / KAM-3: at the end of the joint combat move Japan may attack Australia's warships as well as India's", () => {
    let s = withUnits(withoutUnits(start(), '25 Sea Zone'), 'Australia', '25 Sea Zone', 'destroyer');
    s = until(untilTurnOf(s, 'India'), 'India', 'combatMove');
    const r = apply(s, { type: 'EndPhase' }, 'India');
    const window = ofType(r.events, 'KamikazeWindowOpened').map((e) => e.data);
    expect(window).toHaveLength(1);
    expect(window[0].targets).toEqual(ids(s, '25 Sea Zone', 'Australia', 'destroyer'));
  });

  test("the American player's turns stay China's, then the USA's (AMBIG-43): no joint step there", () => {
    let s = untilTurnOf(start(), 'China');
    expect(actingPowers(s)).toEqual(['China']);
    s = endTurn(s);
    expect(s.current).toBe('USA');
  });
});
