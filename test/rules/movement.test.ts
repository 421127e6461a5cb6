// MOV-1..MOV-9, NCM-1..NCM-6 (RULES §4.3, §4.6): units move by the rules.
import type { GameState } from '../../src/rules';
import { legalDestinations, movableUnits } from '../../src/rules/movement/destinations';
import { rulesetView } from '../../src/rules/ruleset/view';
import { advanceTo, apply, atTurn, ids, move, newGame, play, refusal, unitsOf, withRelation, withUnits } from './fixtures';

const japanCM = (edit: (s: GameState) => GameState = (s) => s) => advanceTo(edit(newGame()), 'combatMove');
const japanNCM = (edit: (s: GameState) => GameState = (s) => s) => advanceTo(edit(newGame()), 'nonCombatMove');
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('land movement (MOV-2)', () => {
  test('infantry moves 1; entering empty enemy land captures it (CAP-1) and its production changes hands', () => {
    const s = japanCM();
    const r = apply(s, move(ids(s, 'Kiangsu', 'Japan', 'infantry', 1), 'Anhwe'));
    expect(types(r.events)).toEqual(['UnitsMoved', 'TerritoryCaptured']);
    expect(r.events[1]).toMatchObject({ data: { territory: 'Anhwe', from: 'China', to: 'Japan', rule: 'CAP-1' } });
    expect(r.state.owners.Anhwe).toBe('Japan');
    expect(r.state.capturedThisTurn).toContain('Anhwe');
    expect(refusal(play(japanNCM(), move(ids(s, 'Kiangsu', 'Japan', 'infantry', 1), 'Shantung', 'Jehol'))).code).toBe('OUT_OF_MOVEMENT');
  });

  test('land units stop on entering enemy land with units: a battle follows there, no capture', () => {
    const s = japanCM();
    const inf = ids(s, 'Kiangsi', 'Japan', 'infantry', 2);
    const r = apply(s, move(inf, 'Hunan'));
    expect(r.events).toEqual([expect.objectContaining({ type: 'UnitsMoved', data: expect.objectContaining({ battle: true }) })]);
    expect(r.state.battles).toEqual(['Hunan']);
    expect(r.state.owners.Hunan).toBe('China');
  });

  test('armour blitzes through an empty enemy territory, capturing both; not through units (MUST_STOP) or a factory/AA gun (AMBIG-19)', () => {
    const s = japanCM((x) => withUnits(x, 'Japan', 'Kiangsu', 'armour', 1));
    const tank = ids(s, 'Kiangsu', 'Japan', 'armour');
    const r = apply(s, move(tank, 'Anhwe', 'Hopei'));
    expect(r.events.filter((e) => e.type === 'TerritoryCaptured').map((e: any) => e.data.territory)).toEqual(['Anhwe', 'Hopei']);
    expect(refusal(play(withUnits(s, 'China', 'Anhwe', 'infantry'), move(tank, 'Anhwe', 'Hopei'))).code).toBe('MUST_STOP');
    expect(refusal(play(withUnits(s, 'China', 'Anhwe', 'aaGun'), move(tank, 'Anhwe', 'Hopei')))).toMatchObject({
      code: 'BLITZ_BLOCKED',
      rule: 'MOV-2, AMBIG-19',
    });
    const inf = ids(s, 'Kiangsu', 'Japan', 'infantry');
    expect(refusal(play(s, move(inf, 'Anhwe', 'Hopei'))).code).toBe('MUST_STOP');
  });

  test('mech infantry blitzes only paired one to one with armour [X: receivesAbilityWhenWith]', () => {
    let s = japanCM((x) => withUnits(withUnits(x, 'Japan', 'Kiangsu', 'armour', 1), 'Japan', 'Kiangsu', 'mech_infantry', 2));
    const tank = ids(s, 'Kiangsu', 'Japan', 'armour');
    const mech = ids(s, 'Kiangsu', 'Japan', 'mech_infantry');
    expect(refusal(play(s, move(mech.slice(0, 1), 'Anhwe', 'Hopei'))).code).toBe('BLITZ_BLOCKED');
    expect(refusal(play(s, move([...tank, ...mech], 'Anhwe', 'Hopei'))).code).toBe('BLITZ_BLOCKED');
    s = apply(s, move([...tank, mech[0]], 'Anhwe', 'Hopei')).state;
    expect(s.owners.Hopei).toBe('Japan');
  });

  test('MOV-1 / NCM-2: combat moves end in hostile places; non-combat moves stay out of them', () => {
    const cm = japanCM();
    expect(refusal(play(cm, move(ids(cm, 'Kiangsu', 'Japan', 'infantry'), 'Shantung'))).code).toBe('NOT_HOSTILE_DESTINATION');
    const ncm = japanNCM();
    expect(refusal(play(ncm, move(ids(ncm, 'Kiangsu', 'Japan', 'infantry'), 'Anhwe'))).code).toBe('HOSTILE_IN_NONCOMBAT');
    expect(apply(ncm, move(ids(ncm, 'Kiangsu', 'Japan', 'infantry'), 'Shantung')).state.owners.Shantung).toBe('Japan');
  });

  test('NCM-1: land units that moved in Combat Move do not move again; movement is spent across both phases', () => {
    let s = japanCM((x) => withUnits(x, 'Japan', 'Kiangsu', 'armour', 1));
    const tank = ids(s, 'Kiangsu', 'Japan', 'armour');
    s = apply(s, move(tank, 'Anhwe')).state;
    s = advanceTo(s, 'nonCombatMove');
    expect(refusal(play(s, move(tank, 'Kiangsu'))).code).toBe('ALREADY_MOVED');
  });

  test("route problems: gaps, impassable Himalayas, unknown places and units, others' units, split starts", () => {
    const s = japanCM();
    const inf = ids(s, 'Kiangsu', 'Japan', 'infantry');
    expect(refusal(play(s, move(inf, 'Hunan'))).code).toBe('ROUTE_GAP');
    expect(refusal(play(s, move(inf, 'Atlantis'))).code).toBe('UNKNOWN_TERRITORY');
    expect(refusal(play(s, move(['u99999'], 'Anhwe'))).code).toBe('UNKNOWN_UNIT');
    expect(refusal(play(s, move(ids(s, 'Hunan', 'China', 'infantry'), 'Anhwe'))).code).toBe('NOT_OWN_UNIT');
    expect(refusal(play(s, move([...inf, ...ids(s, 'Shantung', 'Japan', 'infantry')], 'Anhwe'))).code).toBe('NOT_TOGETHER');
    expect(refusal(play(s, move(inf))).code).toBe('EMPTY_ROUTE');
    const china = advanceTo(atTurn(newGame(), 'China'), 'nonCombatMove');
    expect(refusal(play(china, move(ids(china, 'Yunnan', 'China', 'infantry', 1), 'Himalayas'))).code).toBe('IMPASSABLE');
  });

  test('MOV-9: AA guns do not combat-move; factories and bases never move', () => {
    const s = japanCM();
    expect(refusal(play(s, move(ids(s, 'Manchuria', 'Japan', 'aaGun'), 'Jehol'))).code).toBe('NO_COMBAT_MOVE');
    expect(refusal(play(s, move(ids(s, 'Japan', 'Japan', 'factory_major'), '6 Sea Zone'))).code).toBe('CANNOT_MOVE');
    const n = japanNCM();
    expect(play(n, move(ids(n, 'Manchuria', 'Japan', 'aaGun'), 'Jehol')).ok).toBe(true);
  });

  test('moves happen only in the two movement phases, by the player whose turn it is', () => {
    const s = newGame();
    expect(refusal(play(s, move(ids(s, 'Kiangsu', 'Japan', 'infantry'), 'Anhwe'))).code).toBe('WRONG_PHASE');
    expect(refusal(play(japanCM(), move(ids(s, 'Hunan', 'China', 'infantry'), 'Anhwe'), 'China')).code).toBe('NOT_YOUR_TURN');
  });
});

describe('sea movement (MOV-3, MOV-5)', () => {
  test('ships move 2, +1 when they start next to an operative own harbour (Japan has one by 6 Sea Zone) [N: givesMovement]', () => {
    const s = japanNCM();
    const dd = ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1);
    expect(play(s, move(dd, '19 Sea Zone', '20 Sea Zone', '36 Sea Zone')).ok).toBe(true);
    const far = ids(s, '19 Sea Zone', 'Japan', 'destroyer', 1); // no harbour next to 19 Sea Zone
    expect(refusal(play(s, move(far, '20 Sea Zone', '36 Sea Zone', '37 Sea Zone'))).code).toBe('OUT_OF_MOVEMENT');
    // UNIT-10: a harbour with 3 damage gives no bonus
    const harbour = unitsOf(s, 'Japan', 'Japan', 'harbour')[0];
    const broken = { ...s, units: s.units.with({ ...harbour, damage: 3 }) };
    expect(refusal(play(broken, move(dd, '19 Sea Zone', '20 Sea Zone', '36 Sea Zone'))).code).toBe('OUT_OF_MOVEMENT');
  });

  test('enemy surface warships stop ships; submarines pass unless a destroyer is there; transports and subs do not block', () => {
    const war = (x: GameState) => withRelation(x, 'Japan', 'USA', 'war');
    const withCruiser = japanCM((x) => withUnits(war(x), 'USA', '19 Sea Zone', 'cruiser'));
    const ca = ids(withCruiser, '6 Sea Zone', 'Japan', 'cruiser');
    const sub = ids(withCruiser, '6 Sea Zone', 'Japan', 'submarine');
    expect(refusal(play(withCruiser, move(ca, '19 Sea Zone', '20 Sea Zone'))).code).toBe('MUST_STOP');
    expect(play(withCruiser, move(ca, '19 Sea Zone')).ok).toBe(true);
    expect(play(withCruiser, move(sub, '19 Sea Zone', '20 Sea Zone')).ok).toBe(true); // a sub slips past a cruiser [C]
    const withDestroyer = japanCM((x) => withUnits(war(x), 'USA', '19 Sea Zone', 'destroyer'));
    expect(refusal(play(withDestroyer, move(sub, '19 Sea Zone', '20 Sea Zone'))).code).toBe('MUST_STOP');
    const withTransport = japanNCM((x) =>
      withUnits(withUnits(war(x), 'USA', '19 Sea Zone', 'transport'), 'USA', '19 Sea Zone', 'submarine'),
    );
    expect(play(withTransport, move(ca, '19 Sea Zone', '20 Sea Zone')).ok).toBe(true);
    // NCM-2: no non-combat move into a zone with enemy surface warships
    const ncm = japanNCM((x) => withUnits(war(x), 'USA', '19 Sea Zone', 'cruiser'));
    expect(refusal(play(ncm, move(ca, '19 Sea Zone'))).code).toBe('HOSTILE_IN_NONCOMBAT');
  });

  test('POL-2: ships of powers at peace ignore each other', () => {
    const s = japanNCM((x) => withUnits(x, 'USA', '19 Sea Zone', 'battleship'));
    expect(play(s, move(ids(s, '6 Sea Zone', 'Japan', 'cruiser'), '19 Sea Zone', '20 Sea Zone')).ok).toBe(true);
  });
});

describe('questions a frontend asks', () => {
  const rs = rulesetView('pacific-1940');

  test('legal destinations of infantry in Kiangsu in Combat Move: the adjacent Chinese land, each with a route and movement left', () => {
    const s = japanCM();
    const d = legalDestinations(s, rs, 'Japan', ids(s, 'Kiangsu', 'Japan', 'infantry'));
    expect(d.map((x) => x.territory).sort()).toEqual(['Anhwe']);
    expect(d[0]).toMatchObject({ route: ['Anhwe'], movementLeft: 0, battle: false, captures: ['Anhwe'], warWith: [] });
  });

  test('legal destinations in Non-combat Move are friendly places; each answer is a move the command accepts', () => {
    const s = japanNCM();
    const unitsHere = ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1);
    const d = legalDestinations(s, rs, 'Japan', unitsHere);
    expect(d.length).toBeGreaterThan(5);
    for (const x of d) expect(play(s, move(unitsHere, ...x.route)).ok).toBe(true);
    expect(Math.max(...d.map((x) => x.route.length))).toBe(3); // 2 + harbour bonus
  });

  test('movable units: not factories, not AA guns in Combat Move, not land units that moved in Combat Move', () => {
    const s = japanCM();
    const list = movableUnits(s, rs);
    expect(list).toEqual(expect.arrayContaining(ids(s, 'Kiangsu', 'Japan', 'infantry')));
    expect(list).not.toEqual(expect.arrayContaining(ids(s, 'Manchuria', 'Japan', 'aaGun')));
    expect(list).not.toContain(ids(s, 'Japan', 'Japan', 'factory_major')[0]);
    expect(movableUnits(newGame(), rs)).toEqual([]);
  });
});
