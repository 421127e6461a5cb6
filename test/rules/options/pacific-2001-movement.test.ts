// Movement and bombing options of the 1940 rulesets, played in the 2001 game
// through its optionParams (RULES §8.1, Applies 01 Y): hr01-rail-movement,
// hr01-blitzkrieg-return, hr01-port-to-port and hr01-sbr-two-dice, each
// against the same 2001 game without it.
import type { GameState } from '../../../src/rules';
import { advanceTo, apply, applyWith, ids, move, newGame, play, refusal, withOwner, withoutUnits, withUnits } from '../fixtures';

describe('pacific-2001: hr01-rail-movement (RULES §8.1, seed 002 "Rail Movement")', () => {
  const ncm = (options: string[]) => advanceTo(newGame('pacific-2001', options), 'nonCombatMove');

  test('Japan moves 2 infantry from Korea through Manchuria to Shantung (2 spaces); without the option infantry moves 1', () => {
    const on = ncm(['hr01-rail-movement']);
    const inf = ids(on, 'Korea', 'Japan', 'infantry', 2);
    const r = apply(on, move(inf, 'Manchuria', 'Shantung'));
    expect(r.events[0]).toMatchObject({ type: 'UnitsMoved', data: { rail: true } });
    expect(r.state.units.get(inf[0])!.at).toBe('Shantung');
    // Only 2 a turn.
    const third = ids(on, 'Shantung', 'Japan', 'infantry', 1);
    expect(refusal(play(r.state, move(third, 'Manchuria', 'Korea'))).code).toBe('OUT_OF_MOVEMENT');
    expect(refusal(play(ncm([]), move(inf, 'Manchuria', 'Shantung'))).code).toBe('OUT_OF_MOVEMENT');
  });

  test('the British powers have it too: India’s infantry goes 2 spaces to Shan State', () => {
    const britain = (options: string[]) => {
      let s = newGame('pacific-2001', options);
      while (s.current !== 'India') s = apply(s, { type: 'EndPhase' }).state;
      return advanceTo(s, 'nonCombatMove');
    };
    const on = britain(['hr01-rail-movement']);
    const inf = ids(on, 'India', 'India', 'infantry', 1);
    expect(play(on, move(inf, 'Burma', 'Shan State')).ok).toBe(true);
    expect(refusal(play(britain([]), move(inf, 'Burma', 'Shan State'))).code).toBe('OUT_OF_MOVEMENT');
  });
});

describe('pacific-2001: hr01-blitzkrieg-return (RULES §8.1, seed 002 "Blitzkrieg")', () => {
  /** Japan takes an emptied Kwangsi from French Indo-China with its armour (1 MP) and an infantry; then Non-combat Move. */
  function takeKwangsi(options: string[]) {
    let s = withoutUnits(newGame('pacific-2001', options), 'Kwangsi');
    s = advanceTo(s, 'combatMove');
    const tank = ids(s, 'French Indo-China', 'Japan', 'armour');
    const inf = ids(s, 'French Indo-China', 'Japan', 'infantry', 1);
    s = apply(s, move([...tank, ...inf], 'Kwangsi')).state;
    return { s: advanceTo(s, 'nonCombatMove'), tank };
  }

  test('the armour goes back to French Indo-China, the infantry holding Kwangsi; NCM-1 keeps it there without the option', () => {
    const on = takeKwangsi(['hr01-blitzkrieg-return']);
    expect(on.s.owners.Kwangsi).toBe('Japan');
    expect(apply(on.s, move(on.tank, 'French Indo-China')).state.units.get(on.tank[0])!.at).toBe('French Indo-China');
    const off = takeKwangsi([]);
    expect(refusal(play(off.s, move(off.tank, 'French Indo-China')))).toMatchObject({ code: 'ALREADY_MOVED', rule: 'NCM-1' });
  });
});

describe('pacific-2001: hr01-port-to-port (RULES §8.1, seed 002 "Ports Allow non-combat moves between friendly ports of 4 spaces")', () => {
  /** Japan's Non-combat Move with a Japanese harbour on Gilbert: SZ 16 is 4 zones from SZ 36, the port of Japan. */
  const ncm = (options: string[]) => {
    const s = withUnits(withOwner(newGame('pacific-2001', options), 'Gilbert', 'Japan'), 'Japan', 'Gilbert', 'harbour');
    return advanceTo(s, 'nonCombatMove');
  };
  const route = ['24 Sea Zone', '19 Sea Zone', '17 Sea Zone', '16 Sea Zone'];

  test('a destroyer sails 4 zones from port to port; without the option its 2 + 1 (harbours at both ends, RULES §7, AMBIG-44) are not enough', () => {
    const on = ncm(['hr01-port-to-port']);
    const dd = ids(on, '36 Sea Zone', 'Japan', 'destroyer', 1);
    expect(apply(on, move(dd, ...route)).state.units.get(dd[0])!.at).toBe('16 Sea Zone');
    expect(refusal(play(ncm([]), move(dd, ...route))).code).toBe('OUT_OF_MOVEMENT');
  });
});

describe('pacific-2001: hr01-sbr-two-dice (RULES §8.1, seed 002 "Strategic Bombing")', () => {
  /** Japan's bomber in French Indo-China raids a factory; nobody intercepts. */
  function raid(options: string[], target: string, route: string[], dice: number[]) {
    let s: GameState = advanceTo(newGame('pacific-2001', options), 'combatMove');
    const bomber = ids(s, 'French Indo-China', 'Japan', 'bomber')[0];
    s = apply(s, { type: 'MoveUnits', units: [bomber], route, raid: true }).state;
    s = advanceTo(s, 'conductCombat');
    s = applyWith(s, { type: 'FightBattle', place: target }, []).state;
    // Nobody intercepts; with one facility to bomb, the bombers need no assigning: AA fire (a 2 misses), then damage.
    let events = applyWith(s, { type: 'Intercept', units: [] }, dice, s.owners[target]!).events;
    if (!events.some((e) => e.type === 'FacilitiesDamaged')) {
      const facility = s.units.at(target).find((u) => u.type === 'factory')!.id;
      events = applyWith(s, { type: 'AssignBombers', assignments: [{ bomber, facility }] }, dice).events;
    }
    return (events.find((e) => e.type === 'FacilitiesDamaged')!.data as { damage: { rolled: number; dice?: number[] }[] }).damage[0];
  }

  test('against India’s factory 2d6 (AA misses on 2, then 5 and 4: 9); without the option 1d6', () => {
    const india = ['Shan State', 'Burma', 'India'];
    expect(raid(['hr01-sbr-two-dice'], 'India', india, [2, 5, 4])).toMatchObject({ rolled: 9, dice: [5, 4] });
    expect(raid([], 'India', india, [2, 5])).toMatchObject({ rolled: 5 });
  });

  test('"except the Hawaiian and Chinese factory": Szechwan’s factory takes one die', () => {
    const szechwan = ['Yunnan', 'Szechwan'];
    expect(raid(['hr01-sbr-two-dice'], 'Szechwan', szechwan, [2, 5, 4])).toMatchObject({ rolled: 5 });
  });
});
