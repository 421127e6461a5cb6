// MOV-4..MOV-8, NCM-3 (RULES §4.3, §4.6): transports, carriers and planes.
import { Map as IMap } from 'immutable';
import type { GameState } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { legalDestinations, movableUnits } from '../../src/rules/movement/destinations';
import { advanceTo, apply, atTurn, ids, move, newGame, play, refusal, unitsOf, withRelation, withUnits, withoutUnits } from './fixtures';

const japan = (phase: 'combatMove' | 'nonCombatMove', edit: (s: GameState) => GameState = (s) => s) => advanceTo(edit(newGame()), phase);

describe('transports (MOV-6, UNIT-7)', () => {
  test('land units board a transport in the next sea zone: 2 infantry, or 1 infantry + 1 other; beyond that TRANSPORT_FULL', () => {
    const s = japan('nonCombatMove');
    const inf = ids(s, 'Japan', 'Japan', 'infantry');
    const r = apply(s, move(inf.slice(0, 4), '6 Sea Zone'));
    const boarded = r.events[0].type === 'UnitsMoved' ? r.events[0].data.units.map((u) => u.carriedBy) : [];
    expect(new Set(boarded).size).toBe(2); // two per transport, on both transports
    expect(refusal(play(r.state, move(inf.slice(4, 5), '6 Sea Zone'))).code).toBe('TRANSPORT_FULL');
    const mixed = apply(s, move([...inf.slice(0, 1), ...ids(s, 'Japan', 'Japan', 'armour')], '6 Sea Zone'));
    const carried = mixed.events[0].type === 'UnitsMoved' ? mixed.events[0].data.units.map((u) => u.carriedBy) : [];
    expect(carried[0]).toBe(carried[1]); // 1 infantry + 1 armour fill one transport (2 + 3 = 5)
  });

  test('cargo sails with its transport and goes ashore in one territory; unloaded units and the transport then stop', () => {
    let s = japan('nonCombatMove');
    const inf = ids(s, 'Japan', 'Japan', 'infantry', 2);
    s = apply(s, move(inf, '6 Sea Zone')).state;
    const transport = s.units.get(inf[0])!.carriedBy!;
    const sail = apply(s, move([transport], '19 Sea Zone'));
    expect(sail.events[0]).toMatchObject({ data: { cargo: expect.arrayContaining(inf) } });
    s = sail.state;
    expect(s.units.get(inf[0])!.at).toBe('19 Sea Zone');
    s = apply(s, move([inf[0]], 'Kiangsu')).state;
    expect(s.units.get(inf[0])!).toMatchObject({ at: 'Kiangsu' });
    expect(s.units.get(inf[0])!.carriedBy).toBeUndefined();
    expect(refusal(play(s, move([inf[1]], 'Shantung'))).code).toBe('TRANSPORT_ALREADY_UNLOADED');
    expect(refusal(play(s, move([inf[0]], 'Anhwe'))).code).toBe('UNLOADED_UNITS_STOP');
    expect(refusal(play(s, move([transport], '20 Sea Zone'))).code).toBe('TRANSPORT_ALREADY_UNLOADED');
    expect(play(s, move([inf[1]], 'Kiangsu')).ok).toBe(true);
  });

  test('no loading in a zone with enemy surface warships; Chinese units never board', () => {
    const s = japan('nonCombatMove', (x) => withUnits(withRelation(x, 'Japan', 'UK', 'war'), 'UK', '6 Sea Zone', 'destroyer'));
    expect(refusal(play(s, move(ids(s, 'Japan', 'Japan', 'infantry', 1), '6 Sea Zone'))).code).toBe('ENEMY_WARSHIPS_PRESENT');
    const china = advanceTo({ ...withUnits(newGame(), 'China', 'Burma', 'infantry'), current: 'China' }, 'nonCombatMove');
    expect(refusal(play(china, move(ids(china, 'Burma', 'China', 'infantry'), '38 Sea Zone'))).code).toBe('OUTSIDE_CHINA');
  });

  test('MOV-7 / POL-3: an amphibious assault on British Kwangtung before war is an act of war on all the Allies, fought as a battle', () => {
    let s = japan('combatMove');
    const inf = ids(s, 'Japan', 'Japan', 'infantry', 2);
    s = apply(s, move(inf, '6 Sea Zone')).state;
    const transport = s.units.get(inf[0])!.carriedBy!;
    s = apply(s, move([transport], '19 Sea Zone', '20 Sea Zone')).state;
    const r = apply(s, move(inf, 'Kwangtung'));
    const wars = r.events
      .filter((e) => e.type === 'WarDeclared')
      .map((e: any) => [e.data.a, e.data.b].sort().join('-'))
      .sort();
    expect(wars).toEqual(['ANZAC-Japan', 'Dutch-Japan', 'Japan-UK', 'Japan-USA']);
    expect(r.events.findIndex((e) => e.type === 'WarDeclared')).toBe(0); // POL-7: war first
    expect(r.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { battle: true } });
    expect(r.events.find((e) => e.type === 'WarDeclared')).toMatchObject({
      data: { cause: { kind: 'actOfWar', against: 'UK', at: 'Kwangtung' } },
    });
  });
});

describe('planes (MOV-4, MOV-5, NCM-3)', () => {
  test("a fighter must be able to land after its attack (NO_LANDING_PLACE); a bomber's 6 gets it home", () => {
    const s = japan('combatMove');
    const fighter = ids(s, 'Kiangsu', 'Japan', 'fighter');
    const bomber = ids(s, 'Kiangsu', 'Japan', 'bomber');
    // Suiyuan (2 Chinese infantry) is 3 from Kiangsu: a fighter would have 1 left and no friendly land within 1.
    expect(refusal(play(s, move(fighter, 'Anhwe', 'Chahar', 'Suiyuan'))).code).toBe('NO_LANDING_PLACE');
    expect(play(s, move(bomber, 'Anhwe', 'Chahar', 'Suiyuan')).ok).toBe(true);
    expect(play(s, move(fighter, 'Kiangsi', 'Hunan')).ok).toBe(true);
  });

  test('MOV-5: +1 range from an operative own airfield where the plane starts', () => {
    const s = japan('nonCombatMove');
    const f = ids(s, 'Japan', 'Japan', 'fighter', 1); // Japan has an airfield: 5
    expect(play(s, move(f, '6 Sea Zone', '19 Sea Zone', 'Kiangsu', 'Kiangsi', 'Kwangsi')).ok).toBe(true);
    const k = ids(s, 'Kiangsu', 'Japan', 'fighter'); // no airfield: 4
    expect(refusal(play(s, move(k, 'Kiangsi', 'Kwangsi', '36 Sea Zone', '20 Sea Zone', 'Formosa'))).code).toBe('OUT_OF_MOVEMENT');
  });

  test('no flying over the Soviet Union or Mongolia, nor over powers at peace (POL-2, AMBIG-05)', () => {
    const s = japan('nonCombatMove');
    const f = ids(s, 'Manchuria', 'Japan', 'fighter', 1);
    expect(refusal(play(s, move(f, 'Amur', 'Korea'))).code).toBe('SOVIET_TERRITORY');
    expect(refusal(play(s, move(f, 'Buyant-Uhaa', 'Manchuria'))).code).toBe('MONGOLIAN_AIRSPACE');
    const siam = japan('nonCombatMove', (x) => withUnits(x, 'Japan', 'Siam', 'fighter'));
    expect(refusal(play(siam, move(ids(siam, 'Siam', 'Japan', 'fighter'), 'Shan State', 'Yunnan'))).code).toBe('POWER_AT_PEACE');
  });

  test('NCM-3: planes left where they cannot land at the end of Non-combat Move are lost; on a carrier with room they are safe', () => {
    // A fighter that fought at sea and has no movement left, in a zone with no carrier.
    const stranded = japan('nonCombatMove', (x) => withUnits(x, 'Japan', '20 Sea Zone', 'fighter'));
    const f = ids(stranded, '20 Sea Zone', 'Japan', 'fighter');
    const s = { ...stranded, movement: IMap([[f[0], { spent: 4, startedAt: 'Japan', inCombatMove: true, unloaded: false }]]) };
    const end = apply(s, { type: 'EndPhase' });
    expect(end.events[0]).toEqual({
      type: 'AircraftLost',
      data: { power: 'Japan', units: [{ unitId: f[0], type: 'fighter', at: '20 Sea Zone' }], rule: 'NCM-3' },
    });
    expect(end.state.units.get(f[0])!).toBeUndefined();

    let roomy = japan('nonCombatMove', (x) => withoutUnits(x, '6 Sea Zone', (u) => u.type === 'tactical_bomber'));
    roomy = apply(roomy, move(ids(roomy, 'Japan', 'Japan', 'fighter', 1), '6 Sea Zone')).state;
    expect(apply(roomy, { type: 'EndPhase' }).events.map((e) => e.type)).toEqual(['PhaseStarted']);
  });

  test('NCM-3 / AMBIG-38: a non-combat air move must end where the planes can land; checkMove and legalDestinations say the same', () => {
    const s = japan('nonCombatMove', (x) => ({ ...x, capturedThisTurn: ['Hunan'], owners: { ...x.owners, Hunan: 'Japan' } }));
    const rs = rulesetView(s.rulesetId);
    const fighter = ids(s, 'Japan', 'Japan', 'fighter', 1);
    const bomber = ids(s, 'Japan', 'Japan', 'bomber', 1);
    const kiangsu = ids(s, 'Kiangsu', 'Japan', 'fighter');
    const refused = [
      // a bomber flown 7 spaces (6 + 1 from Japan's airfield) to an empty sea zone
      play(s, move(bomber, '6 Sea Zone', '19 Sea Zone', '20 Sea Zone', '36 Sea Zone', '37 Sea Zone', '38 Sea Zone', '39 Sea Zone')),
      // a fighter into a territory captured this turn
      play(s, move(kiangsu, 'Kiangsi', 'Hunan')),
      // a bomber onto a carrier with room (bombers never land on carriers)
      play(
        japan('nonCombatMove', (x) => withoutUnits(x, '6 Sea Zone', (u) => u.type === 'tactical_bomber')),
        move(bomber, '6 Sea Zone'),
      ),
      // a fighter onto the two full carriers of 6 Sea Zone (2 fighters and 2 tactical bombers aboard)
      play(s, move(fighter, '6 Sea Zone')),
    ];
    for (const d of refused) expect(refusal(d)).toMatchObject({ code: 'NO_LANDING_PLACE', rule: 'NCM-3, AMBIG-38' });
    const offered = (units: string[]) => legalDestinations(s, rs, 'Japan', units).map((d) => d.territory);
    expect(offered(bomber)).not.toContain('39 Sea Zone');
    expect(offered(bomber)).not.toContain('6 Sea Zone');
    expect(offered(kiangsu)).not.toContain('Hunan');
    expect(offered(fighter)).not.toContain('6 Sea Zone');
    expect(offered(kiangsu)).toContain('Kiangsi'); // held since the turn began: a landing place
  });

  test('UNIT-8 / NCM-3: a damaged carrier takes no planes; its own planes already aboard stay there (AMBIG-27)', () => {
    const s = japan('nonCombatMove', (x) => {
      const y = withoutUnits(x, '6 Sea Zone', (u) => u.type === 'tactical_bomber');
      return {
        ...y,
        units: y.units.withUnits(
          y.units
            .at('6 Sea Zone')
            .filter((u) => u.type === 'carrier')
            .map((u) => ({ ...u, damage: 1 })),
        ),
      };
    });
    expect(refusal(play(s, move(ids(s, 'Japan', 'Japan', 'fighter', 1), '6 Sea Zone')))).toMatchObject({
      code: 'NO_LANDING_PLACE',
      rule: 'NCM-3, AMBIG-38',
    });
    // the two fighters that began the turn aboard are not lost at the end of Non-combat Move
    const aboard = ids(s, '6 Sea Zone', 'Japan', 'fighter');
    const end = apply(s, { type: 'EndPhase' });
    expect(end.events.map((e) => e.type)).toEqual(['PhaseStarted']);
    for (const id of aboard) expect(end.state.units.get(id)!).toBeDefined();
  });

  test('NCM-3 / MOV-4: a fighter may wait at sea for a carrier bought this turn; it is lost at the end of Mobilize only if none is placed there', () => {
    const bought = (x: GameState): GameState => ({ ...x, purchased: { carrier: 1 }, pus: { ...x.pus, Japan: 10 } });
    const base = japan('nonCombatMove', (x) => bought(withoutUnits(x, '6 Sea Zone')));
    const f = ids(base, 'Japan', 'Japan', 'fighter', 1);
    const waiting = apply(base, move(f, '6 Sea Zone')).state;
    const ncmEnd = apply(waiting, { type: 'EndPhase' });
    expect(ncmEnd.events.map((e) => e.type)).toEqual(['PhaseStarted']); // spared: a carrier may still be placed
    const placed = apply(ncmEnd.state, {
      type: 'PlaceUnits',
      placements: [{ unitType: 'carrier', count: 1, territory: '6 Sea Zone' }],
    }).state;
    expect(apply(placed, { type: 'EndPhase' }).events.some((e) => e.type === 'AircraftLost')).toBe(false);
    const none = apply(ncmEnd.state, { type: 'EndPhase' });
    expect(none.events[0]).toEqual({
      type: 'AircraftLost',
      data: { power: 'Japan', units: [{ unitId: f[0], type: 'fighter', at: '6 Sea Zone' }], rule: 'NCM-3' },
    });
  });

  test("MOV-8: a plane that ends its turn on an ally's carrier rides with it as cargo", () => {
    let s = advanceTo({ ...newGame(), current: 'ANZAC' }, 'nonCombatMove');
    s = withUnits(withUnits(s, 'UK', '62 Sea Zone', 'carrier'), 'ANZAC', 'New South Wales', 'fighter');
    const f = ids(s, 'New South Wales', 'ANZAC', 'fighter', 1);
    s = apply(s, move(f, '62 Sea Zone')).state;
    const carrier = unitsOf(s, '62 Sea Zone', 'UK', 'carrier')[0].id;
    const end = apply(s, { type: 'EndPhase' });
    expect(end.events[0]).toEqual({
      type: 'AircraftLanded',
      data: { power: 'ANZAC', units: [{ unitId: f[0], carrierId: carrier, seaZone: '62 Sea Zone' }] },
    });
    expect(end.state.units.get(f[0])!.carriedBy).toBe(carrier);
  });
});

describe('allied planes aboard a carrier (MOV-8, UNIT-8, AMBIG-27)', () => {
  // ANZAC's turn, Non-combat Move: a UK carrier in 39 Sea Zone carries an ANZAC fighter as cargo.
  const aboard = (damage: number) => {
    let s = withUnits(
      withUnits(withoutUnits(newGame(), '39 Sea Zone'), 'UK', '39 Sea Zone', 'carrier', 1, damage),
      'ANZAC',
      '39 Sea Zone',
      'fighter',
      1,
    );
    const carrier = unitsOf(s, '39 Sea Zone', 'UK', 'carrier')[0].id;
    const fighter = unitsOf(s, '39 Sea Zone', 'ANZAC', 'fighter')[0].id;
    s = { ...s, units: s.units.with({ ...s.units.get(fighter)!, carriedBy: carrier }) };
    return { s: atTurn(s, 'ANZAC', 'nonCombatMove'), fighter };
  };

  test("MOV-8: on its own turn the ally's plane takes off from the carrier and flies on its own", () => {
    const { s, fighter } = aboard(0);
    expect(movableUnits(s, rulesetView(s.rulesetId))).toContain(fighter);
    const r = apply(s, move([fighter], 'Ceylon'));
    expect(r.state.units.get(fighter)!).toMatchObject({ at: 'Ceylon' });
    expect(r.state.units.get(fighter)!.carriedBy).toBeUndefined();
  });

  test('AMBIG-27: aboard a damaged carrier it is stuck until the carrier is repaired (CARRIER_DAMAGED)', () => {
    const { s, fighter } = aboard(1);
    expect(movableUnits(s, rulesetView(s.rulesetId))).not.toContain(fighter);
    expect(refusal(play(s, move([fighter], 'Ceylon'))).code).toBe('CARRIER_DAMAGED');
  });
});

test('movableUnits lists cargo that boarded in an earlier turn (it may still unload, MOV-6), not cargo that boarded this turn', () => {
  let s = advanceTo(newGame(), 'nonCombatMove');
  const inf = ids(s, 'Japan', 'Japan', 'infantry', 2);
  s = apply(s, move(inf, '6 Sea Zone')).state;
  const rs = rulesetView(s.rulesetId);
  expect(movableUnits(s, rs)).not.toContain(inf[0]); // boarding ended its move this turn
  s = { ...atTurn(s, 'Japan', 'nonCombatMove'), movement: IMap(), moveLog: [] }; // a later turn: nothing has moved yet
  expect(movableUnits(s, rs)).toEqual(expect.arrayContaining(inf));
  expect(legalDestinations(s, rs, 'Japan', [inf[0]]).map((d) => d.territory)).toEqual(expect.arrayContaining(['Korea']));
});
