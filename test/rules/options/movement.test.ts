// Optional rules that change movement (RULES §8): hr01-airfields (seed 002
// "Airfields"); x2-japanese-destroyer-transport (seed 003 §11).
import type { GameState } from '../../../src/rules';
import { legalDestinations } from '../../../src/rules/movement/destinations';
import { rulesetView } from '../../../src/rules/ruleset/view';
import { advanceTo, apply, atTurn, ids, move, newGame, play, refusal, withoutUnits, withUnits } from '../fixtures';

/** Japan's non-combat move, Hunan captured this turn (as test/rules/transport-air.test.ts's NCM-3 case). */
function hunanTaken(options: string[]): GameState {
  const s = advanceTo(atTurn(newGame('pacific-1940', options), 'Japan'), 'nonCombatMove');
  return { ...s, capturedThisTurn: ['Hunan'], owners: { ...s.owners, Hunan: 'Japan' } };
}

describe('hr01-airfields (RULES §8.1, seed 002 "Airfields")', () => {
  test('planes may land in a territory captured this turn; without the option NCM-3 refuses it', () => {
    const on = hunanTaken(['hr01-airfields']);
    const fighter = ids(on, 'Kiangsu', 'Japan', 'fighter');
    expect(play(on, move(fighter, 'Kiangsi', 'Hunan')).ok).toBe(true);
    expect(legalDestinations(on, rulesetView(on.rulesetId), 'Japan', fighter).map((d) => d.territory)).toContain('Hunan');
    const off = hunanTaken([]);
    expect(refusal(play(off, move(fighter, 'Kiangsi', 'Hunan')))).toMatchObject({ code: 'NO_LANDING_PLACE', rule: 'NCM-3, AMBIG-38' });
  });
});

describe('x2-japanese-destroyer-transport (RULES §8.2, seed 003 §11 "Japanese Destroyers")', () => {
  /** Japan's non-combat move in `round`, with its 2 transports of SZ 6 gone so only destroyers can carry. */
  function japanAt(round: number, options: string[]): GameState {
    const s = newGame('pacific-1940', options);
    const noTransports = {
      ...s,
      units: s.units.without(s.units.filter((u) => u.at === '6 Sea Zone' && u.type === 'transport').map((u) => u.id)),
    };
    return advanceTo(atTurn({ ...noTransports, round }, 'Japan'), 'nonCombatMove');
  }

  test('AMBIG-33: from Early 1942 (round 5) a Japanese destroyer carries 1 infantry, lands it, then stays in that zone', () => {
    let s = japanAt(5, ['x2-japanese-destroyer-transport']);
    const [dd] = ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1);
    const inf = ids(s, 'Japan', 'Japan', 'infantry', 2);
    const boarded = play(s, move([inf[0]], '6 Sea Zone'));
    expect(boarded.ok).toBe(true);
    s = boarded.ok ? boarded.state : s;
    expect(s.units.get(inf[0])!.carriedBy).toBeDefined();
    // One infantry per destroyer: the second goes aboard the other destroyer, a third finds no room.
    const second = play(s, move([inf[1]], '6 Sea Zone'));
    expect(second.ok).toBe(true);
    const carrier = s.units.get(inf[0])!.carriedBy!;
    expect(s.units.get(carrier)!.type).toBe('destroyer');
    // Sails to SZ 19 with its infantry, which lands in Kiangsu; the destroyer then stays in SZ 19.
    s = apply(s, move([carrier], '19 Sea Zone')).state;
    expect(s.units.get(inf[0])!.at).toBe('19 Sea Zone');
    s = apply(s, move([inf[0]], 'Kiangsu')).state;
    expect(s.units.get(inf[0])!.at).toBe('Kiangsu');
    expect(play(s, move([carrier], '6 Sea Zone')).ok).toBe(false);
    void dd;
  });

  test('only infantry; not before Early 1942; not without the option; not for other powers', () => {
    const on = japanAt(5, ['x2-japanese-destroyer-transport']);
    const art = ids(on, 'Japan', 'Japan', 'artillery', 1);
    // Item 7 of issue 25: the option's cargo limit is the rule that refuses, and the message says what the destroyers take.
    const v = refusal(play(on, move(art, '6 Sea Zone')));
    expect(v).toMatchObject({ code: 'TRANSPORT_FULL', rule: 'x2-japanese-destroyer-transport' });
    expect(v.message).toMatch(/destroyer \S+ \(holds 2 of infantry only, 2 free\)/);
    const early = japanAt(4, ['x2-japanese-destroyer-transport']);
    // Before its round the option is the rule that refuses (issue 25 item 7).
    expect(refusal(play(early, move(ids(early, 'Japan', 'Japan', 'infantry', 1), '6 Sea Zone')))).toMatchObject({
      code: 'NO_TRANSPORT',
      rule: 'x2-japanese-destroyer-transport',
      message: expect.stringMatching(/from round 5 only \(now round 4\)/),
    });
    const off = japanAt(5, []);
    expect(refusal(play(off, move(ids(off, 'Japan', 'Japan', 'infantry', 1), '6 Sea Zone')))).toMatchObject({
      code: 'NO_TRANSPORT',
      rule: 'MOV-6, UNIT-7',
    });
  });
});

describe('hr01-blitzkrieg-return (RULES §8.1, seed 002 "Blitzkrieg")', () => {
  /** Japan takes empty Hunan from Kiangsi with armour (1 MP) and, if `withInfantry`, an infantry; then Non-combat Move. */
  function takeHunan(options: string[], withInfantry = true) {
    let s = withUnits(withoutUnits(newGame('pacific-1940', options), 'Hunan'), 'Japan', 'Kiangsi', 'armour');
    s = advanceTo(s, 'combatMove');
    const tank = ids(s, 'Kiangsi', 'Japan', 'armour');
    const inf = withInfantry ? ids(s, 'Kiangsi', 'Japan', 'infantry', 1) : [];
    s = apply(s, move([...tank, ...inf], 'Hunan')).state;
    return { s: advanceTo(s, 'nonCombatMove'), tank };
  }

  test('armour that used 1 MP to win goes back to where it started, an infantry staying; NCM-1 keeps it there without the option', () => {
    const on = takeHunan(['hr01-blitzkrieg-return']);
    expect(on.s.owners.Hunan).toBe('Japan');
    const back = apply(on.s, move(on.tank, 'Kiangsi'));
    expect(back.state.units.get(on.tank[0])!.at).toBe('Kiangsi');
    const off = takeHunan([]);
    expect(refusal(play(off.s, move(off.tank, 'Kiangsi')))).toMatchObject({ code: 'ALREADY_MOVED', rule: 'NCM-1' });
  });

  test('only back to its start, and only if an attacking land unit stays', () => {
    const on = takeHunan(['hr01-blitzkrieg-return']);
    expect(refusal(play(on.s, move(on.tank, 'Kwangsi'))).rule).toBe('hr01-blitzkrieg-return');
    const alone = takeHunan(['hr01-blitzkrieg-return'], false);
    expect(refusal(play(alone.s, move(alone.tank, 'Kiangsi'))).rule).toBe('hr01-blitzkrieg-return');
  });
});

describe('hr01-rail-movement (RULES §8.1, seed 002 "Rail Movement")', () => {
  const ncm = (options: string[]) => advanceTo(atTurn(newGame('pacific-1940', options), 'Japan'), 'nonCombatMove');
  const route = ['Jehol', 'Shantung', 'Kiangsu', 'Kiangsi', 'Kwangsi'];

  test('Japan moves 2 land units a turn any distance through its own land held since the turn began; without the option, range 1', () => {
    const on = ncm(['hr01-rail-movement']);
    const inf = ids(on, 'Manchuria', 'Japan', 'infantry', 3);
    const r = apply(on, move(inf.slice(0, 2), ...route));
    expect(r.events[0]).toMatchObject({ type: 'UnitsMoved', data: { rail: true } });
    expect(r.state.units.get(inf[0])!.at).toBe('Kwangsi');
    // Only 2 a turn.
    expect(refusal(play(r.state, move([inf[2]], ...route))).code).toBe('OUT_OF_MOVEMENT');
    const off = ncm([]);
    expect(refusal(play(off, move(inf.slice(0, 1), ...route))).code).toBe('OUT_OF_MOVEMENT');
  });

  test('not through land captured this turn, nor in Combat Move', () => {
    const on = ncm(['hr01-rail-movement']);
    const inf = ids(on, 'Manchuria', 'Japan', 'infantry', 1);
    const taken = { ...on, capturedThisTurn: ['Shantung'] };
    expect(refusal(play(taken, move(inf, ...route))).code).toBe('OUT_OF_MOVEMENT');
    const combat = advanceTo(atTurn(newGame('pacific-1940', ['hr01-rail-movement']), 'Japan'), 'combatMove');
    expect(play(combat, move(inf, ...route)).ok).toBe(false);
  });
});

describe('hr01-port-to-port (RULES §8.1, seed 002 "Ports Allow non-combat moves between friendly ports of 4 spaces")', () => {
  /** Japan's Non-combat Move with a Japanese harbour in Siam: SZ 37 is a port 4 zones from SZ 6 (Japan's port). */
  const ncm = (options: string[], harbour = true) => {
    let s = withoutUnits(newGame('pacific-1940', options), '37 Sea Zone');
    if (harbour) s = withUnits(s, 'Japan', 'Siam', 'harbour');
    return advanceTo(atTurn(s, 'Japan'), 'nonCombatMove');
  };
  const route = ['19 Sea Zone', '20 Sea Zone', '36 Sea Zone', '37 Sea Zone'];

  test('a ship goes 4 zones from port to port; without the option its 2 + 1 (MOV-5 harbour) are not enough', () => {
    const on = ncm(['hr01-port-to-port']);
    const dd = ids(on, '6 Sea Zone', 'Japan', 'destroyer', 1);
    expect(apply(on, move(dd, ...route)).state.units.get(dd[0])!.at).toBe('37 Sea Zone');
    expect(refusal(play(ncm([]), move(dd, ...route))).code).toBe('OUT_OF_MOVEMENT');
  });

  test('not to a zone without a friendly harbour, and not in Combat Move', () => {
    const noPort = ncm(['hr01-port-to-port'], false);
    expect(refusal(play(noPort, move(ids(noPort, '6 Sea Zone', 'Japan', 'destroyer', 1), ...route))).code).toBe('OUT_OF_MOVEMENT');
    let combat = withUnits(withoutUnits(newGame('pacific-1940', ['hr01-port-to-port']), '37 Sea Zone'), 'Japan', 'Siam', 'harbour');
    combat = advanceTo(combat, 'combatMove');
    expect(refusal(play(combat, move(ids(combat, '6 Sea Zone', 'Japan', 'destroyer', 1), ...route))).code).toBe('OUT_OF_MOVEMENT');
  });
});
