// SBR-1..SBR-11 (RULES §4.5; seed 000 "Strategic Bombing").
import type { GameState } from '../../src/rules';
import {
  advanceTo,
  apply,
  applyWith,
  ids,
  newGame,
  play,
  playWith,
  refusal,
  unitsOf,
  withOwner,
  withRelation,
  withUnits,
  withoutUnits,
} from './fixtures';

/** Japan holds Burma with a bomber and a fighter there, at war with the UK: India (factory, airfield, harbour, 3 fighters) is next door. */
function burma(edit: (s: GameState) => GameState = (s) => s, rulesetId?: string): GameState {
  let s = newGame(rulesetId);
  s = withRelation(withOwner(withoutUnits(s, 'Burma'), 'Burma', 'Japan'), 'Japan', 'UK', 'war');
  s = withUnits(withUnits(s, 'Japan', 'Burma', 'bomber'), 'Japan', 'Burma', 'fighter');
  return advanceTo(edit(s), 'combatMove');
}
const raid = (units: string[], to: string) => ({ type: 'MoveUnits' as const, units, route: [to], raid: true });

describe('strategic bombing raids (SBR)', () => {
  test('SBR-1: only bombers raid, fighters escort; tactical bombers take no part; the target needs a facility', () => {
    const s = withUnits(burma(), 'Japan', 'Burma', 'tactical_bomber');
    expect(refusal(play(s, raid(ids(s, 'Burma', 'Japan', 'tactical_bomber'), 'India'))).code).toBe('NOT_A_RAIDER');
    expect(refusal(play(s, raid(ids(s, 'Burma', 'Japan', 'fighter'), 'India'))).code).toBe('NOT_A_RAIDER');
    const t = burma((x) => withUnits(withOwner(x, 'Shan State', 'UK'), 'Japan', 'Siam', 'bomber'));
    expect(refusal(play(t, raid(ids(t, 'Burma', 'Japan', 'bomber'), 'Shan State'))).code).toBe('NOTHING_TO_RAID');
  });

  test('SBR-3..SBR-10: interceptors, a one-round air battle (escort on 1, interceptor on 2), bombers assigned, facility AA, damage', () => {
    let s = burma();
    const bomber = ids(s, 'Burma', 'Japan', 'bomber')[0];
    const escort = ids(s, 'Burma', 'Japan', 'fighter')[0];
    s = apply(s, raid([bomber, escort], 'India')).state;
    expect(s.raids.India).toEqual({ units: [bomber, escort], done: false });
    expect(s.battles).toEqual([]); // a raid is not a battle: the raiders fight nothing else (SBR-2)
    s = advanceTo(s, 'conductCombat');
    const started = applyWith(s, { type: 'FightBattle', place: 'India' }, []);
    expect(started.state.battle).toMatchObject({ kind: 'raid', step: 'intercept', defender: 'UK' });
    const ukFighter = ids(s, 'India', 'UK', 'fighter')[0];
    expect(refusal(playWith(started.state, { type: 'Intercept', units: [ukFighter] }, [], 'Japan')).code).toBe('NOT_YOUR_DECISION');
    expect(refusal(playWith(started.state, { type: 'Intercept', units: [bomber] }, [], 'UK')).code).toBe('INVALID_INTERCEPTORS');
    // escort rolls 1 (a hit at 1), interceptor rolls 3 (a miss at 2)
    const air = applyWith(started.state, { type: 'Intercept', units: [ukFighter] }, [1, 3], 'UK');
    expect(air.events.filter((e) => e.type === 'DiceRolled').map((e: any) => [e.data.purpose, e.data.values])).toEqual([
      ['raid air battle, attacker, India', [1]],
      ['raid air battle, defender, India', [3]],
    ]);
    expect(air.state.units.get(ukFighter)!).toBeUndefined();
    // India has a factory, an airfield and a harbour: the attacker names the target
    expect(air.state.battle).toMatchObject({ step: 'assign' });
    const factory = ids(s, 'India', 'UK', 'factory_major')[0];
    expect(refusal(playWith(air.state, { type: 'AssignBombers', assignments: [{ bomber, facility: bomber }] }, [])).code).toBe(
      'INVALID_ASSIGNMENT',
    );
    // facility AA rolls 2 (no hit), the bomber rolls 5 damage
    const done = applyWith(air.state, { type: 'AssignBombers', assignments: [{ bomber, facility: factory }] }, [2, 5]);
    expect(done.events.find((e) => e.type === 'FacilitiesDamaged')).toEqual({
      type: 'FacilitiesDamaged',
      data: { place: 'India', damage: [{ facility: factory, type: 'factory_major', bomber, rolled: 5, added: 5, damage: 5 }] },
    });
    expect(done.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'raided' } });
    expect(done.state.units.get(factory)!.damage).toBe(5);
    expect(done.state.raids.India.done).toBe(true);
    expect(apply(done.state, { type: 'EndPhase' }).state.phase).toBe('nonCombatMove');
  });

  test("SBR-7: each facility's own AA rolls once per bomber attacking it; a 1 downs one of those bombers", () => {
    let s = burma((x) => withoutUnits(x, 'India', (u) => u.type === 'fighter' || u.type === 'tactical_bomber'));
    const bomber = ids(s, 'Burma', 'Japan', 'bomber')[0];
    s = advanceTo(apply(s, raid([bomber], 'India')).state, 'conductCombat');
    const r = applyWith(s, { type: 'FightBattle', place: 'India' }, []);
    const harbour = ids(s, 'India', 'UK', 'harbour')[0];
    const down = applyWith(r.state, { type: 'AssignBombers', assignments: [{ bomber, facility: harbour }] }, [1]);
    expect(down.events.find((e) => e.type === 'CasualtiesRemoved')).toMatchObject({
      data: { reason: 'facility anti-aircraft fire (SBR-7)' },
    });
    expect(down.events.find((e) => e.type === 'FacilitiesDamaged')).toBeUndefined();
    expect(unitsOf(down.state, 'India', 'UK', 'harbour')[0].damage).toBe(0);
  });

  test("SBR-10: damage is capped (6 for a minor factory); SBR-9: 2E adds 2 to each bomber's die", () => {
    const minor = (rulesetId?: string) => {
      let s = burma((x) => {
        const y = withoutUnits(x, 'India', (u) => u.type !== 'infantry');
        return withUnits(y, 'UK', 'India', 'factory_minor', 1, 4);
      }, rulesetId);
      s = advanceTo(apply(s, raid(ids(s, 'Burma', 'Japan', 'bomber'), 'India')).state, 'conductCombat');
      return s;
    };
    const r = applyWith(minor(), { type: 'FightBattle', place: 'India' }, [4, 5]);
    expect(r.events.find((e) => e.type === 'FacilitiesDamaged')).toMatchObject({ data: { damage: [{ rolled: 5, added: 2, damage: 6 }] } });
    let e2 = burma((x) => withoutUnits(x, 'India', (u) => u.type !== 'infantry' && u.type !== 'factory_major'), 'pacific-1940-2e');
    e2 = advanceTo(apply(e2, raid(ids(e2, 'Burma', 'Japan', 'bomber'), 'India')).state, 'conductCombat');
    const second = applyWith(e2, { type: 'FightBattle', place: 'India' }, [4, 1]);
    expect(second.events.find((e) => e.type === 'FacilitiesDamaged')).toMatchObject({
      data: { damage: [{ rolled: 1, added: 3, damage: 3 }] },
    });
  });
});
