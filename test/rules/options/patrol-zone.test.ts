// RULES §8.2 x2-patrol-zone (seed 003 §4 "Patrol Zone"), pacific-2001 (01 A: the zone next to Western USA, the 2001
// United States = SZ 5, and the zone surrounding Japan = SZ 36, named in the ruleset's optionParams): each rule
// against the same game without the option.
import type { GameEvent, GameState } from '../../../src/rules';
import { legalDestinations, movableUnits } from '../../../src/rules';
import { rulesetView } from '../../../src/rules/ruleset/view';
import { advanceTo, apply, applyWith, ids, move, newGame, play, refusal, withoutUnits, withUnits } from '../fixtures';

const OPT = 'x2-patrol-zone';
const US_ZONE = '5 Sea Zone';
const rs = rulesetView('pacific-2001');

/** Japan's turn, with Japanese ships put in SZ 4 (next to SZ 5) and SZ 5 emptied but for `usa`. */
function japanNextToUsZone(options: string[], phase: GameState['phase'], usa: [string, number][] = []): GameState {
  let s = withoutUnits(newGame('pacific-2001', options), US_ZONE);
  for (const [type, n] of usa) s = withUnits(s, 'USA', US_ZONE, type as never, n);
  s = withUnits(
    withUnits(withUnits(s, 'Japan', '4 Sea Zone', 'destroyer'), 'Japan', '4 Sea Zone', 'battleship'),
    'Japan',
    '4 Sea Zone',
    'transport',
  );
  return advanceTo(s, phase);
}

/** The Japanese destroyer put in SZ 4. */
const jdd = (s: GameState) => ids(s, '4 Sea Zone', 'Japan', 'destroyer');

const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('x2-patrol-zone: +1 movement to enter (RULES §8.2, seed 003 §4 "Patrol Zone")', () => {
  test('catalogue: implemented for pacific-2001 only, its zones named in the ruleset', () => {
    expect(rs.def.optionParams?.patrolZones?.zones).toEqual([
      { zone: '5 Sea Zone', power: 'USA' },
      { zone: '36 Sea Zone', power: 'Japan' },
    ]);
    expect(play(newGame('pacific-1940'), { type: 'EndPhase' }).ok).toBe(true);
    expect(() => newGame('pacific-1940', [OPT])).toThrow();
  });

  test('a Japanese destroyer may not pass through SZ 5 (4 -> 5 -> 6: 3 movement of its 2); without the option it may', () => {
    const route = [US_ZONE, '6 Sea Zone'];
    const on = japanNextToUsZone([OPT], 'nonCombatMove');
    expect(refusal(play(on, move(jdd(on), ...route)))).toMatchObject({ code: 'OUT_OF_MOVEMENT' });
    const off = japanNextToUsZone([], 'nonCombatMove');
    expect(apply(off, move(jdd(off), ...route)).state.units.get(jdd(off)[0])!.at).toBe('6 Sea Zone');
  });

  test('legalDestinations shows the extra cost: attacking in SZ 5 leaves the destroyer 0 movement, 1 without', () => {
    const left = (options: string[]) => {
      const s = japanNextToUsZone(options, 'combatMove', [['destroyer', 1]]);
      const dd = ids(s, '4 Sea Zone', 'Japan', 'destroyer');
      return legalDestinations(s, rs, 'Japan', dd).find((d) => d.territory === US_ZONE);
    };
    expect(left([OPT])).toMatchObject({ battle: true, movementLeft: 0 });
    expect(left([])).toMatchObject({ battle: true, movementLeft: 1 });
  });

  test('seed example: fighters pay 2 to enter the patrol zone to attack there (1 without the option)', () => {
    // Japanese fighters on a carrier in SZ 7, next to SZ 5, attack a US destroyer there.
    const game = (options: string[]) => {
      let s = withoutUnits(newGame('pacific-2001', options), US_ZONE);
      s = withUnits(withUnits(s, 'USA', US_ZONE, 'destroyer'), 'Japan', '7 Sea Zone', 'carrier');
      s = withUnits(s, 'Japan', '7 Sea Zone', 'fighter', 2);
      return advanceTo(s, 'combatMove');
    };
    const fly = (s: GameState) => apply(s, move(ids(s, '7 Sea Zone', 'Japan', 'fighter'), US_ZONE)).events[0];
    expect(fly(game([OPT]))).toMatchObject({ type: 'UnitsMoved', data: { battle: true, units: [{ cost: 2 }, { cost: 2 }] } });
    expect(fly(game([]))).toMatchObject({ data: { units: [{ cost: 1 }, { cost: 1 }] } });
  });

  test('MOV-4 counts it: a fighter 3 spaces out (SZ 20) may attack in SZ 5 and land on its carrier sailing to SZ 7 only without the option', () => {
    const game = (options: string[]) => {
      let s = withoutUnits(newGame('pacific-2001', options), US_ZONE);
      s = withUnits(
        withUnits(withUnits(s, 'USA', US_ZONE, 'destroyer'), 'Japan', '20 Sea Zone', 'carrier'),
        'Japan',
        '20 Sea Zone',
        'fighter',
      );
      return advanceTo(s, 'combatMove');
    };
    const reach = (s: GameState) => {
      const ftr = ids(s, '20 Sea Zone', 'Japan', 'fighter').slice(-1);
      return legalDestinations(s, rs, 'Japan', ftr).find((d) => d.territory === US_ZONE);
    };
    // 3 to get there (4 with the option), and 1 back to SZ 7: the fighter's 4 is enough only without the option.
    expect(reach(game([OPT]))).toBeUndefined();
    expect(reach(game([]))).toMatchObject({ battle: true, movementLeft: 1 });
  });

  test('the home power and its allies pay nothing more: a US destroyer goes 4 -> 5 -> 6 with the option', () => {
    let s = withoutUnits(newGame('pacific-2001', [OPT]), US_ZONE);
    s = withUnits(s, 'USA', '4 Sea Zone', 'destroyer');
    const dd = ids(s, '4 Sea Zone', 'USA', 'destroyer');
    const ncm = advanceTo({ ...s, current: 'USA', phase: 'purchase' }, 'nonCombatMove');
    expect(apply(ncm, move(dd, US_ZONE, '6 Sea Zone')).state.units.get(dd[0])!.at).toBe('6 Sea Zone');
  });
});

describe('x2-patrol-zone: enemies may not stop there (RULES §8.2 ⚠, seed 003 §4 "can only move through it")', () => {
  test('a non-combat move may not end in SZ 5 (PATROL_ZONE_NO_STOP); without the option it may', () => {
    const on = japanNextToUsZone([OPT], 'nonCombatMove');
    expect(refusal(play(on, move(jdd(on), US_ZONE)))).toMatchObject({ code: 'PATROL_ZONE_NO_STOP', rule: OPT });
    const off = japanNextToUsZone([], 'nonCombatMove');
    expect(play(off, move(jdd(off), US_ZONE)).ok).toBe(true);
    expect(legalDestinations(on, rs, 'Japan', jdd(on)).map((d) => d.territory)).not.toContain(US_ZONE);
    expect(legalDestinations(off, rs, 'Japan', jdd(off)).map((d) => d.territory)).toContain(US_ZONE);
  });

  test('a combat move may end there only to fight (⚠ default): beside a lone US sub without attacking it is refused', () => {
    const on = japanNextToUsZone([OPT], 'combatMove', [['submarine', 1]]);
    expect(refusal(play(on, { ...move(jdd(on), US_ZONE), attack: false })).code).toBe('PATROL_ZONE_NO_STOP');
    const off = japanNextToUsZone([], 'combatMove', [['submarine', 1]]);
    expect(play(off, { ...move(jdd(off), US_ZONE), attack: false }).ok).toBe(true);
    // Attacking it is allowed (the seed's example fights in the zone).
    expect(applyWith(on, move(jdd(on), US_ZONE), [6]).state.battles).toContain(US_ZONE);
  });

  /** Japan's destroyer moved into SZ 5 in Combat Move (a lone US transport there, sunk), now in Non-combat Move. */
  function survivor(options: string[]) {
    let s = japanNextToUsZone(options, 'combatMove', [['transport', 1]]);
    const dd = ids(s, '4 Sea Zone', 'Japan', 'destroyer');
    s = apply(s, move(dd, US_ZONE)).state;
    s = advanceTo(s, 'conductCombat');
    s = applyWith(s, { type: 'FightBattle', place: US_ZONE }, []).state;
    s = applyWith(s, { type: 'Scramble', units: [] }, [1, 6], 'USA').state; // SCR: the US fighters stay ashore
    expect(s.units.get(dd[0])!.at).toBe(US_ZONE);
    return { s: advanceTo(s, 'nonCombatMove'), dd };
  }

  test('after the battle the surviving ship must leave: it may move 1 zone out though it moved in Combat Move (⚠ default)', () => {
    const on = survivor([OPT]);
    expect(movableUnits(on.s, rs)).toContain(on.dd[0]);
    expect(apply(on.s, move(on.dd, '4 Sea Zone')).state.units.get(on.dd[0])!.at).toBe('4 Sea Zone');
    expect(refusal(play(on.s, move(on.dd, '7 Sea Zone', '8 Sea Zone'))).code).toBe('OUT_OF_MOVEMENT');
    const off = survivor([]);
    expect(refusal(play(off.s, move(off.dd, '4 Sea Zone')))).toMatchObject({ code: 'ALREADY_MOVED', rule: 'NCM-1' });
  });

  test('a ship still in the patrol zone when its Non-combat Move ends is lost (PatrolZoneUnitsLost); without the option it stays', () => {
    const on = survivor([OPT]);
    const r = apply(on.s, { type: 'EndPhase' });
    expect(ofType(r.events, 'PatrolZoneUnitsLost')).toEqual([
      {
        type: 'PatrolZoneUnitsLost',
        data: { power: 'Japan', seaZone: US_ZONE, units: [{ unitId: on.dd[0], type: 'destroyer' }], cargo: [], rule: OPT },
      },
    ]);
    expect(r.state.units.has(on.dd[0])).toBe(false);
    const off = survivor([]);
    const kept = apply(off.s, { type: 'EndPhase' });
    expect(ofType(kept.events, 'PatrolZoneUnitsLost')).toEqual([]);
    expect(kept.state.units.has(off.dd[0])).toBe(true);
  });
});

describe('x2-patrol-zone: the patrol shot (RULES §8.2, seed 003 §4 "always On Patrol")', () => {
  test('a US sub in SZ 5 fires once at 1 at the entering ships; the hit is taken at once, although a destroyer is with them', () => {
    const on = japanNextToUsZone([OPT], 'combatMove', [['submarine', 1]]);
    const [dd] = ids(on, '4 Sea Zone', 'Japan', 'destroyer');
    const [bb] = ids(on, '4 Sea Zone', 'Japan', 'battleship');
    const [sub] = ids(on, US_ZONE, 'USA', 'submarine');
    const r = applyWith(on, move([dd, bb], US_ZONE), [1]);
    // The dice are events a replay shows: one die for the one sub, then the shot and its effect.
    expect(ofType(r.events, 'DiceRolled')).toHaveLength(1);
    expect(ofType(r.events, 'PatrolShot')).toEqual([
      {
        type: 'PatrolShot',
        data: {
          power: 'Japan',
          moveNumber: expect.any(Number),
          seaZone: US_ZONE,
          subs: [sub],
          hits: 1,
          units: [{ unitId: bb, effect: 'damaged' }],
          cargo: [],
          rule: OPT,
        },
      },
    ]);
    expect(r.state.units.get(bb)!.damage).toBe(1);
    // Without the option no die is rolled as the ships enter.
    const without = japanNextToUsZone([], 'combatMove', [['submarine', 1]]);
    const off = applyWith(without, move([...jdd(without), ...ids(without, '4 Sea Zone', 'Japan', 'battleship')], US_ZONE), [1]);
    expect(ofType(off.events, 'DiceRolled')).toEqual([]);
    expect(ofType(off.events, 'PatrolShot')).toEqual([]);
  });

  test('a miss is recorded too, and the move cannot be undone (its dice are rolled)', () => {
    const on = japanNextToUsZone([OPT], 'combatMove', [['submarine', 1]]);
    const dd = ids(on, '4 Sea Zone', 'Japan', 'destroyer');
    const r = applyWith(on, move(dd, US_ZONE), [2]);
    expect(ofType(r.events, 'PatrolShot')[0].data).toMatchObject({ hits: 0, units: [] });
    expect(refusal(play(r.state, { type: 'UndoMove' }))).toMatchObject({ code: 'UNDO_NOT_ALLOWED', rule: OPT });
  });

  test('two subs sink the destroyer and the loaded transport with its cargo; the battle, left without attackers, is dropped', () => {
    let s = japanNextToUsZone([OPT], 'combatMove', [['submarine', 2]]);
    s = withUnits(s, 'Japan', '4 Sea Zone', 'infantry', 2);
    const [tr] = ids(s, '4 Sea Zone', 'Japan', 'transport');
    const inf = ids(s, '4 Sea Zone', 'Japan', 'infantry');
    s = { ...s, units: s.units.batch((w) => inf.forEach((id) => w.update(id, (u) => ({ ...u, carriedBy: tr })))) };
    const [dd] = ids(s, '4 Sea Zone', 'Japan', 'destroyer');
    const r = applyWith(s, move([dd, tr], US_ZONE), [1, 1]);
    expect(ofType(r.events, 'PatrolShot')[0].data).toMatchObject({
      hits: 2,
      // AMBIG-48: a 2001 transport is no casualty of last resort; the cheaper transport is listed first.
      units: [
        { unitId: tr, effect: 'destroyed' },
        { unitId: dd, effect: 'destroyed' },
      ],
      cargo: inf,
    });
    for (const id of [dd, tr, ...inf]) expect(r.state.units.has(id)).toBe(false);
    expect(r.state.battles).not.toContain(US_ZONE);
  });

  test('only the home side shoots: Japanese subs in SZ 5 do not fire at US ships entering it', () => {
    let s = withoutUnits(newGame('pacific-2001', [OPT]), US_ZONE);
    s = withUnits(withUnits(s, 'Japan', US_ZONE, 'submarine'), 'USA', '4 Sea Zone', 'destroyer');
    const dd = ids(s, '4 Sea Zone', 'USA', 'destroyer');
    const cm = advanceTo({ ...s, current: 'USA', phase: 'purchase' }, 'combatMove');
    const r = applyWith(cm, move(dd, US_ZONE), [1]);
    expect(ofType(r.events, 'PatrolShot')).toEqual([]);
  });
});
