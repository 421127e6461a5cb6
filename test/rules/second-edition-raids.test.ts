// RULES §6 (pacific-1940-2e) rows "SBR air battle", "Bomber damage" and
// "Tactical bomber": tactical bombers raid airfields and harbours only (1d6, no
// +2), bombers get +2, every plane in the air battle hits on 1.
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
  withOwner,
  withRelation,
  withUnits,
  withoutUnits,
} from './fixtures';

const E2 = 'pacific-1940-2e';
/** Japan holds Burma with a bomber, a tactical bomber and a fighter, at war with the UK; India (factory, airfield, harbour) is next door. */
function burma(edit: (s: GameState) => GameState = (s) => s): GameState {
  let s = newGame(E2);
  s = withRelation(withOwner(withoutUnits(s, 'Burma'), 'Burma', 'Japan'), 'Japan', 'UK', 'war');
  for (const t of ['bomber', 'tactical_bomber', 'fighter'] as const) s = withUnits(s, 'Japan', 'Burma', t);
  return advanceTo(edit(s), 'combatMove');
}
const raid = (units: string[], to: string) => ({ type: 'MoveUnits' as const, units, route: [to], raid: true });
const noPlanesInIndia = (x: GameState) => withoutUnits(x, 'India', (u) => u.type === 'fighter' || u.type === 'tactical_bomber');

describe('RULES §6 second edition: strategic bombing', () => {
  test('§6 "Tactical bomber": raids airfields and harbours only, for 1d6 with no +2', () => {
    let s = burma(noPlanesInIndia);
    const tac = ids(s, 'Burma', 'Japan', 'tactical_bomber');
    s = advanceTo(apply(s, raid(tac, 'India')).state, 'conductCombat');
    const r = applyWith(s, { type: 'FightBattle', place: 'India' }, []);
    const factory = ids(s, 'India', 'UK', 'factory_major')[0];
    const airfield = ids(s, 'India', 'UK', 'airfield')[0];
    expect(refusal(playWith(r.state, { type: 'AssignBombers', assignments: [{ bomber: tac[0], facility: factory }] }, []))).toMatchObject({
      code: 'INVALID_ASSIGNMENT',
      rule: 'RULES §6',
    });
    // facility AA 2 (a miss), damage die 4: 4 added, no bonus
    const done = applyWith(r.state, { type: 'AssignBombers', assignments: [{ bomber: tac[0], facility: airfield }] }, [2, 4]);
    expect(done.events.find((e) => e.type === 'FacilitiesDamaged')).toMatchObject({
      data: { damage: [{ facility: airfield, rolled: 4, added: 4, damage: 4 }] },
    });
  });

  test('§6 "Tactical bomber": no raid where there is only a factory; with one base the engine assigns it', () => {
    const onlyFactory = burma((x) => withoutUnits(noPlanesInIndia(x), 'India', (u) => u.type === 'airfield' || u.type === 'harbour'));
    const tac = ids(onlyFactory, 'Burma', 'Japan', 'tactical_bomber');
    expect(refusal(play(onlyFactory, raid(tac, 'India')))).toMatchObject({ code: 'NOTHING_TO_RAID', rule: 'RULES §6' });
    let s = burma((x) => withoutUnits(noPlanesInIndia(x), 'India', (u) => u.type === 'harbour'));
    s = advanceTo(apply(s, raid(ids(s, 'Burma', 'Japan', 'tactical_bomber'), 'India')).state, 'conductCombat');
    const tac2 = ids(s, 'India', 'Japan', 'tactical_bomber');
    const r = applyWith(s, { type: 'FightBattle', place: 'India' }, [6, 3]);
    expect(r.events.find((e) => e.type === 'BombersAssigned')).toMatchObject({
      data: { assignments: [{ bomber: tac2[0], facility: ids(s, 'India', 'UK', 'airfield')[0] }] },
    });
  });

  test('§6 "Bomber damage": a bomber adds 2 to its die', () => {
    let s = burma((x) => withoutUnits(noPlanesInIndia(x), 'India', (u) => u.type === 'airfield' || u.type === 'harbour'));
    s = advanceTo(apply(s, raid(ids(s, 'Burma', 'Japan', 'bomber'), 'India')).state, 'conductCombat');
    const r = applyWith(s, { type: 'FightBattle', place: 'India' }, [5, 3]);
    expect(r.events.find((e) => e.type === 'FacilitiesDamaged')).toMatchObject({ data: { damage: [{ rolled: 3, added: 5, damage: 5 }] } });
  });

  test('§6 "SBR air battle": every plane in it hits on 1, bombers included; interceptors too', () => {
    let s = burma((x) =>
      withUnits(
        withoutUnits(x, 'India', (u) => u.type === 'tactical_bomber'),
        'UK',
        'India',
        'fighter',
        2,
      ),
    );
    const raiders = [...ids(s, 'Burma', 'Japan', 'bomber'), ...ids(s, 'Burma', 'Japan', 'fighter')];
    s = advanceTo(apply(s, raid(raiders, 'India')).state, 'conductCombat');
    const started = applyWith(s, { type: 'FightBattle', place: 'India' }, []);
    const uk = ids(s, 'India', 'UK', 'fighter', 2);
    // attacker: bomber and fighter both roll (2 dice); a 2 misses, a 1 hits. Defender: 2 interceptors roll 2 and 1: one hit.
    const air = applyWith(started.state, { type: 'Intercept', units: uk }, [2, 1, 2, 1], 'UK');
    const rolls = air.events.filter((e) => e.type === 'DiceRolled').map((e: any) => [e.data.purpose, e.data.values.length]);
    expect(rolls).toEqual([
      ['raid air battle, attacker, India', 2],
      ['raid air battle, defender, India', 2],
    ]);
    const hits = air.events.filter((e) => e.type === 'HitsScored').map((e: any) => [e.data.by, e.data.hits.any]);
    expect(hits).toEqual([
      ['attacker', 1],
      ['defender', 1],
    ]);
  });
});
