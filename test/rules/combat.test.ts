// CBT-1..CBT-9 (RULES §4.4): battles fought step by step with fixed dice.
import type { UnitType } from '../../src/rules/index';
import type { GameEvent, GameState } from '../../src/rules';
import {
  advanceTo,
  apply,
  applyWith,
  ids,
  move,
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

const types = (events: GameEvent[]) => events.map((e) => e.type);
const rolls = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'DiceRolled').map((e: any) => [e.data.purpose.split(',')[0], e.data.values]);

/** Japan in Conduct Combat after moving `units` from `from` into `place`. */
function attack(edit: (s: GameState) => GameState, from: string, place: string, pick: (s: GameState) => string[]): GameState {
  let s = advanceTo(edit(newGame()), 'combatMove');
  s = apply(s, move(pick(s), place)).state;
  return advanceTo(s, 'conductCombat');
}

describe('land battle (CBT-5..CBT-9)', () => {
  // Hunan holds 1 Chinese infantry; Kiangsi 3 Japanese infantry and 1 artillery.
  const hunan = (extra: (s: GameState) => GameState = (s) => s) =>
    attack(extra, 'Kiangsi', 'Hunan', (s) => [...ids(s, 'Kiangsi', 'Japan', 'infantry', 2), ...ids(s, 'Kiangsi', 'Japan', 'artillery')]);

  test("the attacker rolls (artillery lifts one infantry to 2), then the defender; a lone defender's loss is forced; the winner takes the land", () => {
    const s = hunan();
    expect(s.battles).toEqual(['Hunan']);
    // attacker: infantry at 1, infantry at 2 (supported), artillery at 2 -> dice in that order; defender: infantry at 2
    const r = applyWith(s, { type: 'FightBattle', place: 'Hunan' }, [2, 2, 6, 3]);
    expect(rolls(r.events)).toEqual([
      ['attacker', [2, 2, 6]],
      ['defender', [3]],
    ]);
    const scored = r.events.filter((e) => e.type === 'HitsScored').map((e: any) => [e.data.by, e.data.total]);
    expect(scored).toEqual([
      ['attacker', 1],
      ['defender', 0],
    ]);
    expect(types(r.events)).toEqual(
      expect.arrayContaining(['BattleStarted', 'CasualtiesChosen', 'CasualtiesRemoved', 'BattleEnded', 'TerritoryCaptured']),
    );
    expect(r.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'attackerWon' } });
    expect(r.state.owners.Hunan).toBe('Japan');
    expect(r.state.battle).toBeNull();
    expect(r.state.battles).toEqual([]);
  });

  test('CBT-7: the attacker chooses its own casualties when the choice matters; wrong counts, units or seats are refused', () => {
    const s = hunan();
    const r = applyWith(s, { type: 'FightBattle', place: 'Hunan' }, [6, 6, 6, 2]);
    expect(r.state.battle).toMatchObject({ owed: [{ side: 'attacker' }] });
    const art = ids(r.state, 'Hunan', 'Japan', 'artillery')[0];
    const inf = ids(r.state, 'Hunan', 'Japan', 'infantry');
    expect(refusal(playWith(r.state, { type: 'ChooseCasualties', units: [art, inf[0]] }, [])).code).toBe('INVALID_CASUALTIES');
    expect(refusal(playWith(r.state, { type: 'ChooseCasualties', units: ['u1'] }, [])).code).toBe('INVALID_CASUALTIES');
    expect(refusal(playWith(r.state, { type: 'ChooseCasualties', units: [art] }, [], 'China')).code).toBe('NOT_YOUR_DECISION');
    // Issue 16: the refusal says why: an enemy unit is named as one, a unit elsewhere as not in the battle.
    const enemy = ids(r.state, 'Hunan', 'China', 'infantry')[0];
    expect(refusal(playWith(r.state, { type: 'ChooseCasualties', units: [enemy] }, [])).message).toMatch(/is an enemy unit in this battle/);
    expect(refusal(playWith(r.state, { type: 'ChooseCasualties', units: ['u1'] }, [])).message).toMatch(/is not in the battle/);
    expect(refusal(playWith(r.state, { type: 'ChooseCasualties', units: ['u99999'] }, [])).message).toMatch(/There is no unit u99999/);
    const c = applyWith(r.state, { type: 'ChooseCasualties', units: [art] }, []);
    expect(c.events[0]).toMatchObject({
      type: 'CasualtiesChosen',
      data: { side: 'attacker', power: 'Japan', units: [{ unitId: art, effect: 'destroyed' }], auto: false },
    });
    // both sides still stand: the attacker decides
    expect(c.state.battle).toMatchObject({ step: 'decide', round: 1 });
    expect(c.state.units.get(art)!).toBeUndefined();
  });

  test('CBT-8: the attacker presses on or retreats to a friendly place the attack came from; nowhere else', () => {
    let s = applyWith(hunan(), { type: 'FightBattle', place: 'Hunan' }, [6, 6, 6, 6]).state;
    expect(s.battle!.step).toBe('decide');
    expect(refusal(play(s, { type: 'Retreat', to: 'Kwangsi' })).code).toBe('ILLEGAL_RETREAT');
    expect(refusal(play(s, { type: 'PressOn' }, 'China')).code).toBe('NOT_YOUR_TURN');
    const on = applyWith(s, { type: 'PressOn' }, [6, 6, 6, 6]);
    expect(on.events[0]).toEqual({ type: 'BattleContinued', data: { place: 'Hunan', round: 2 } });
    s = on.state;
    const back = apply(s, { type: 'Retreat', to: 'Kiangsi' });
    expect(types(back.events)).toEqual(['AttackersRetreated', 'BattleEnded']);
    expect(unitsOf(back.state, 'Kiangsi', 'Japan').length).toBe(unitsOf(newGame(), 'Kiangsi', 'Japan').length);
    expect(back.state.owners.Hunan).toBe('China');
  });

  test('CBT-8 [X: Partial Amphibious Retreat]: overland units may retreat while units landed from the sea stay and fight on', () => {
    // Kwangtung (British, 3 infantry): 2 Japanese infantry land from 20 Sea Zone, 1 walks in from Kiangsi.
    let s = withRelation(withoutUnits(withoutUnits(newGame(), 'Kwangtung'), '20 Sea Zone'), 'Japan', 'UK', 'war');
    s = advanceTo(withUnits(s, 'UK', 'Kwangtung', 'infantry', 3), 'combatMove');
    const landed = ids(s, 'Japan', 'Japan', 'infantry', 2);
    s = apply(s, move(landed, '6 Sea Zone')).state;
    s = apply(s, { type: 'MoveUnits', units: [s.units.get(landed[0])!.carriedBy!], route: ['19 Sea Zone', '20 Sea Zone'] }).state;
    s = apply(s, move(landed, 'Kwangtung')).state;
    const overland = ids(s, 'Kiangsi', 'Japan', 'infantry', 1);
    s = advanceTo(apply(s, move(overland, 'Kwangtung')).state, 'conductCombat');
    // round 1: everyone misses (3 attacking, 3 defending dice)
    s = applyWith(s, { type: 'FightBattle', place: 'Kwangtung' }, [6, 6, 6, 6, 6, 6]).state;
    expect(s.battle).toMatchObject({ step: 'decide', round: 1 });
    // the overland infantry goes back to Kiangsi; the landed two fight round 2 (2 attacking, 3 defending dice)
    const r = applyWith(s, { type: 'Retreat', to: 'Kiangsi' }, [6, 6, 6, 6, 6]);
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(['AttackersRetreated', 'BattleContinued']);
    expect(r.events[0]).toMatchObject({ data: { units: overland, to: 'Kiangsi' } });
    expect(rolls(r.events)).toEqual([
      ['attacker', [6, 6]],
      ['defender', [6, 6, 6]],
    ]);
    expect(r.state.units.get(overland[0])!.at).toBe('Kiangsi');
    expect(r.state.battle).toMatchObject({ step: 'decide', round: 2, attackers: landed });
    // now only landed units are left: they may not retreat
    expect(refusal(playWith(r.state, { type: 'Retreat', to: 'Kiangsi' }, []))).toMatchObject({ code: 'CANNOT_RETREAT', rule: 'CBT-8' });
  });

  test('CBT-8: the attacker names the units that retreat; landed units are refused; without a landing, all go together', () => {
    // Kwangtung (British, 3 infantry): 2 Japanese infantry land from 20 Sea Zone; 1 infantry walks in and a fighter flies in.
    let s = withRelation(withoutUnits(withoutUnits(newGame(), 'Kwangtung'), '20 Sea Zone'), 'Japan', 'UK', 'war');
    s = advanceTo(withUnits(s, 'UK', 'Kwangtung', 'infantry', 3), 'combatMove');
    const landed = ids(s, 'Japan', 'Japan', 'infantry', 2);
    s = apply(s, move(landed, '6 Sea Zone')).state;
    s = apply(s, { type: 'MoveUnits', units: [s.units.get(landed[0])!.carriedBy!], route: ['19 Sea Zone', '20 Sea Zone'] }).state;
    s = apply(s, move(landed, 'Kwangtung')).state;
    const overland = ids(s, 'Kiangsi', 'Japan', 'infantry', 1);
    s = apply(s, move(overland, 'Kwangtung')).state;
    const fighter = ids(s, 'Kiangsu', 'Japan', 'fighter');
    s = advanceTo(apply(s, move(fighter, 'Kiangsi', 'Kwangtung')).state, 'conductCombat');
    s = applyWith(s, { type: 'FightBattle', place: 'Kwangtung' }, [6, 6, 6, 6, 6, 6, 6]).state;
    expect(s.battle).toMatchObject({ step: 'decide', round: 1 });
    // naming a landed unit is refused, with the rule
    expect(refusal(playWith(s, { type: 'Retreat', to: 'Kiangsi', units: [landed[0]] }, []))).toMatchObject({
      code: 'ILLEGAL_RETREAT',
      rule: 'CBT-8',
    });
    expect(refusal(playWith(s, { type: 'Retreat', to: 'Kiangsi', units: ['u1'] }, []))).toMatchObject({
      code: 'ILLEGAL_RETREAT',
      rule: 'CBT-8',
    });
    // the overland infantry stays with the landed units; only the fighter goes
    const r = applyWith(s, { type: 'Retreat', to: 'Kiangsi', units: fighter }, [6, 6, 6, 6, 6, 6]);
    expect(r.events[0]).toMatchObject({ type: 'AttackersRetreated', data: { units: fighter, to: 'Kiangsi' } });
    expect(r.state.units.get(fighter[0])!.at).toBe('Kiangsi');
    expect(r.state.units.get(overland[0])!.at).toBe('Kwangtung');
    expect(r.state.battle).toMatchObject({ round: 2, attackers: expect.arrayContaining([...landed, ...overland]) });

    // no landing in Hunan: a partial retreat is refused, the whole force may go
    const h = applyWith(
      attack(
        (x) => x,
        'Kiangsi',
        'Hunan',
        (x) => ids(x, 'Kiangsi', 'Japan', 'infantry', 2),
      ),
      { type: 'FightBattle', place: 'Hunan' },
      [6, 6, 6],
    ).state;
    const both = h.battle!.attackers;
    expect(refusal(playWith(h, { type: 'Retreat', to: 'Kiangsi', units: [both[0]] }, []))).toMatchObject({
      code: 'ILLEGAL_RETREAT',
      rule: 'CBT-8',
    });
    expect(applyWith(h, { type: 'Retreat', to: 'Kiangsi', units: both }, []).events.map((e) => e.type)).toEqual([
      'AttackersRetreated',
      'BattleEnded',
    ]);
  });

  test('CBT-1 / UNIT-4: AA guns fire once per attacking plane in round 1, hitting on 1; the plane is lost before general fire', () => {
    let s = advanceTo(withUnits(newGame(), 'China', 'Hunan', 'aaGun'), 'combatMove');
    s = apply(
      s,
      move([...ids(s, 'Kiangsu', 'Japan', 'fighter'), ...ids(s, 'Kiangsu', 'Japan', 'tactical_bomber')], 'Kiangsi', 'Hunan'),
    ).state;
    s = advanceTo(s, 'conductCombat');
    const r = applyWith(s, { type: 'FightBattle', place: 'Hunan' }, [1, 2]);
    expect(rolls(r.events)[0]).toEqual(['anti-aircraft fire', [1, 2]]);
    // one plane hit: the attacker picks which (AMBIG-35)
    expect(r.state.battle!.owed).toEqual([{ side: 'attacker', hits: { notAir: 0, notSub: 0, airOnly: 1, any: 0 } }]);
    const tac = ids(r.state, 'Hunan', 'Japan', 'tactical_bomber')[0];
    const after = applyWith(r.state, { type: 'ChooseCasualties', units: [tac] }, [6, 6]);
    expect(after.state.units.get(tac)!).toBeUndefined();
    expect(rolls(after.events)).toEqual([
      ['attacker', [6]],
      ['defender', [6]],
    ]);
  });

  test('combat ends before the phase does (BATTLES_PENDING)', () => {
    expect(refusal(play(hunan(), { type: 'EndPhase' })).code).toBe('BATTLES_PENDING');
  });

  test('casualty defaults: with an order of loss set, the engine chooses (cheapest first unless stated)', () => {
    let s = hunan();
    s = apply(s, { type: 'SetCasualtyOrder', orderOfLoss: ['infantry', 'artillery'] }).state;
    const r = applyWith(s, { type: 'FightBattle', place: 'Hunan' }, [6, 6, 6, 2]);
    const chosen = r.events.find((e) => e.type === 'CasualtiesChosen') as any;
    expect(chosen.data).toMatchObject({ side: 'attacker', auto: true });
    expect(r.state.units.get(chosen.data.units[0].unitId)!).toBeUndefined();
    expect(s.units.get(chosen.data.units[0].unitId)!.type).toBe('infantry');
  });
});

describe('sea battle (CBT-3..CBT-7, UNIT-5..UNIT-8)', () => {
  const war = (x: GameState) =>
    withRelation(withRelation(withRelation(x, 'Japan', 'USA', 'war'), 'Japan', 'UK', 'war'), 'Japan', 'ANZAC', 'war');
  const seaAttack = (defenders: [UnitType, number][], pickJapan: (s: GameState) => string[]) =>
    attack(
      (x) => defenders.reduce((y, [type, n]) => withUnits(y, 'USA', '19 Sea Zone', type, n), war(withoutUnits(x, '19 Sea Zone'))),
      '6 Sea Zone',
      '19 Sea Zone',
      pickJapan,
    );

  test('UNIT-8: a battleship takes its first hit as damage', () => {
    const s = seaAttack([['destroyer', 1]], (x) => ids(x, '6 Sea Zone', 'Japan', 'battleship'));
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [6, 1]);
    const bb = ids(s, '19 Sea Zone', 'Japan', 'battleship')[0];
    expect(r.events.find((e) => e.type === 'CasualtiesChosen')).toMatchObject({
      data: { side: 'attacker', units: [{ unitId: bb, effect: 'damaged' }], auto: true },
    });
    expect(r.state.units.get(bb)!.damage).toBe(1);
  });

  test('CBT-3: subs facing no destroyer may submerge first; only their side decides, only with its own subs', () => {
    const s = seaAttack([['cruiser', 1]], (x) => ids(x, '6 Sea Zone', 'Japan', 'submarine'));
    const started = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, []);
    expect(started.state.battle).toMatchObject({ step: 'submerge' });
    const sub = ids(s, '19 Sea Zone', 'Japan', 'submarine');
    expect(refusal(playWith(started.state, { type: 'Submerge', units: sub }, [], 'USA')).code).toBe('NOT_YOUR_DECISION');
    expect(refusal(playWith(started.state, { type: 'Submerge', units: ids(s, '19 Sea Zone', 'USA', 'cruiser') }, [])).code).toBe(
      'INVALID_SUBMERGE',
    );
    const gone = applyWith(started.state, { type: 'Submerge', units: sub }, []);
    expect(gone.events[0]).toEqual({ type: 'SubsSubmerged', data: { place: '19 Sea Zone', side: 'attacker', power: 'Japan', units: sub } });
    // the attacker has nothing left in the fight: the battle ends, the sub stays in the zone
    expect(gone.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'defenderWon' } });
    expect(gone.state.units.get(sub[0])!.at).toBe('19 Sea Zone');
  });

  test('CBT-4: subs facing no destroyer strike first; their victims are gone before they can fire', () => {
    const s = seaAttack([['cruiser', 1]], (x) => ids(x, '6 Sea Zone', 'Japan', 'submarine'));
    const r = applyWith(applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, []).state, { type: 'Submerge', units: [] }, [1]);
    expect(rolls(r.events)).toEqual([['surprise strike by the attacker', [1]]]);
    expect(r.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'attackerWon' } });
  });

  test('UNIT-6: with an enemy destroyer there is no surprise strike; the sub fires with the others', () => {
    const s = seaAttack([['destroyer', 1]], (x) => ids(x, '6 Sea Zone', 'Japan', 'submarine'));
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [1, 1]);
    expect(rolls(r.events)).toEqual([
      ['attacker', [1]],
      ['defender', [1]],
    ]);
    expect(r.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'bothDestroyed' } });
  });

  test('UNIT-5 / CBT-9: planes cannot hit a sub without a destroyer, nor subs planes: the battle ends before any die is rolled', () => {
    const s = seaAttack([['submarine', 1]], (x) => ids(x, '6 Sea Zone', 'Japan', 'fighter', 1));
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, []); // no dice: fixedDice([]) fails if one is drawn
    expect(r.events.map((e) => e.type)).toEqual(['BattleStarted', 'BattleEnded']);
    expect(r.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'stalemate' } });
    expect(unitsOf(r.state, '19 Sea Zone', 'USA', 'submarine')).toHaveLength(1);
    expect(r.state.dice.rolled).toBe(s.dice.rolled);
  });

  test('UNIT-7 / CBT-9: a fighter against transports alone destroys them without dice', () => {
    const s = seaAttack([['transport', 2]], (x) => ids(x, '6 Sea Zone', 'Japan', 'fighter', 1));
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, []);
    expect(r.events.map((e) => e.type)).toEqual(['BattleStarted', 'CasualtiesRemoved', 'BattleEnded']);
    expect(r.events[1]).toMatchObject({ data: { reason: 'defenceless (UNIT-7)' } });
    expect(r.events[2]).toMatchObject({ data: { outcome: 'attackerWon' } });
    expect(unitsOf(r.state, '19 Sea Zone', 'USA')).toEqual([]);
  });

  test('UNIT-5 / CBT-9: a sub with only planes to shoot at does not strike; the planes shoot at what they can hit', () => {
    // A US sub and transport against Japanese fighters with no destroyer: the fighters may hit only the transport, the sub nothing.
    const s = apply(
      seaAttack(
        [
          ['submarine', 1],
          ['transport', 1],
        ],
        (x) => ids(x, '6 Sea Zone', 'Japan', 'fighter', 2),
      ),
      { type: 'SetCasualtyOrder', orderOfLoss: [] },
      'USA',
    ).state;
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [6, 6]); // USA's auto mode: its sub stays
    const dice = r.events.filter((e) => e.type === 'DiceRolled').map((e: any) => e.data.purpose);
    expect(dice).toEqual([expect.stringMatching(/^attacker, round 1/)]); // no surprise strike, no defender fire
  });

  // A US carrier in 19 Sea Zone with an ANZAC fighter aboard as cargo (MOV-8) and a US fighter of its own.
  const withCarrier = (damage: number) => {
    return attack(
      (x) => {
        let y = withUnits(
          withUnits(war(withoutUnits(x, '19 Sea Zone')), 'USA', '19 Sea Zone', 'carrier', 1, damage),
          'USA',
          '19 Sea Zone',
          'fighter',
          1,
        );
        y = withUnits(y, 'ANZAC', '19 Sea Zone', 'fighter', 1);
        const carrier = unitsOf(y, '19 Sea Zone', 'USA', 'carrier')[0].id;
        const anzac = unitsOf(y, '19 Sea Zone', 'ANZAC', 'fighter')[0].id;
        return { ...y, units: y.units.with({ ...y.units.get(anzac)!, carriedBy: carrier }) };
      },
      '6 Sea Zone',
      '19 Sea Zone',
      (x) => ids(x, '6 Sea Zone', 'Japan', 'battleship', 1),
    );
  };

  test("UNIT-8 / MOV-8: an ally's planes riding a defending carrier defend with it", () => {
    const s = withCarrier(0);
    const anzac = ids(s, '19 Sea Zone', 'ANZAC', 'fighter')[0];
    // attacker: battleship (1 die); defender: carrier, US fighter, ANZAC fighter (3 dice)
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [6, 6, 6, 6]);
    expect(r.events.find((e) => e.type === 'BattleStarted')).toMatchObject({ data: { defenders: expect.arrayContaining([anzac]) } });
    expect(rolls(r.events)).toEqual([
      ['attacker', [6]],
      ['defender', [6, 6, 6]],
    ]);
  });

  test('CBT-10: planes whose carrier sank fight on to the end of the battle, then are lost with no carrier room left', () => {
    const s = withCarrier(1); // one more hit sinks the carrier
    const carrier = ids(s, '19 Sea Zone', 'USA', 'carrier')[0];
    const anzac = ids(s, '19 Sea Zone', 'ANZAC', 'fighter')[0];
    const usFighter = ids(s, '19 Sea Zone', 'USA', 'fighter')[0];
    // the battleship hits; every defender misses
    const hit = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [1, 6, 6, 6]);
    expect(hit.state.battle).toMatchObject({ owed: [{ side: 'defender' }] });
    const sunk = applyWith(hit.state, { type: 'ChooseCasualties', units: [carrier] }, [], 'USA');
    // the carrier is gone, its ANZAC rider still fights: the round ends with both sides standing
    expect(sunk.state.units.get(carrier)!).toBeUndefined();
    expect(sunk.state.units.get(anzac)!).toBeDefined();
    expect(sunk.state.battle).toMatchObject({ step: 'decide' });
    // the attacker retreats; no carrier is left for either fighter
    const done = apply(sunk.state, { type: 'Retreat', to: '6 Sea Zone' });
    const lost = done.events
      .filter((e) => e.type === 'AircraftLost')
      .map((e: any) => [e.data.power, e.data.units.map((u: any) => u.unitId), e.data.rule]);
    expect(lost).toEqual(
      expect.arrayContaining([
        ['ANZAC', [anzac], 'CBT-10'],
        ['USA', [usFighter], 'CBT-10'],
      ]),
    );
    expect(unitsOf(done.state, '19 Sea Zone')).toEqual([]);
  });

  test('CBT-10: with friendly land 1 space away, the defender says where each plane flies; the others are lost', () => {
    const s = withCarrier(1);
    const okinawa = { ...s, owners: { ...s.owners, Okinawa: 'USA' as const } }; // friendly land next to 19 Sea Zone
    const carrier = ids(okinawa, '19 Sea Zone', 'USA', 'carrier')[0];
    const anzac = ids(okinawa, '19 Sea Zone', 'ANZAC', 'fighter')[0];
    const usFighter = ids(okinawa, '19 Sea Zone', 'USA', 'fighter')[0];
    const hit = applyWith(okinawa, { type: 'FightBattle', place: '19 Sea Zone' }, [1, 6, 6, 6]);
    const sunk = applyWith(hit.state, { type: 'ChooseCasualties', units: [carrier] }, [], 'USA');
    const retreat = apply(sunk.state, { type: 'Retreat', to: '6 Sea Zone' });
    expect(retreat.events.map((e) => e.type)).toEqual(['AttackersRetreated', 'PlanesStranded']);
    expect(retreat.state.battle).toMatchObject({ step: 'landPlanes', stranded: [usFighter, anzac].sort() });
    const w = retreat.state;
    expect(refusal(play(w, { type: 'LandPlanes', landings: [{ unitId: usFighter, to: 'Okinawa' }] }, 'Japan')).code).toBe(
      'NOT_YOUR_DECISION',
    );
    expect(refusal(play(w, { type: 'LandPlanes', landings: [{ unitId: usFighter, to: 'Kiangsu' }] }, 'USA'))).toMatchObject({
      code: 'INVALID_LANDING',
      rule: 'CBT-10',
    });
    const done = apply(w, { type: 'LandPlanes', landings: [{ unitId: usFighter, to: 'Okinawa' }] }, 'USA');
    expect(done.events.map((e) => e.type)).toEqual(['PlanesLanded', 'AircraftLost', 'BattleEnded']);
    expect(done.events[1]).toMatchObject({ data: { power: 'ANZAC', units: [{ unitId: anzac }], rule: 'CBT-10' } });
    expect(done.events[2]).toMatchObject({ data: { outcome: 'retreated' } });
    expect(done.state.units.get(usFighter)!).toMatchObject({ at: 'Okinawa' });
    expect(done.state.battle).toBeNull();
  });

  test('CBT-10: with a casualty order set, the engine flies them to the first place in reach', () => {
    let s = withCarrier(1);
    s = apply({ ...s, owners: { ...s.owners, Okinawa: 'USA' } }, { type: 'SetCasualtyOrder', orderOfLoss: ['carrier'] }, 'USA').state;
    const carrier = ids(s, '19 Sea Zone', 'USA', 'carrier')[0];
    const usFighter = ids(s, '19 Sea Zone', 'USA', 'fighter')[0];
    const hit = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [1, 6, 6, 6]);
    expect(hit.state.units.get(carrier)!).toBeUndefined(); // the order of loss gave up the damaged carrier
    const done = apply(hit.state, { type: 'Retreat', to: '6 Sea Zone' });
    expect(done.events.find((e) => e.type === 'PlanesLanded')).toMatchObject({
      data: { landings: expect.arrayContaining([{ unitId: usFighter, to: 'Okinawa', carrierId: null }]) },
    });
    expect(done.events.some((e) => e.type === 'PlanesStranded')).toBe(false);
    expect(done.state.battle).toBeNull();
  });

  test('CBT-10 / AMBIG-27: planes on a carrier that survives damaged stay aboard', () => {
    const s = withCarrier(0);
    const carrier = ids(s, '19 Sea Zone', 'USA', 'carrier')[0];
    const hit = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [1, 6, 6, 6]);
    const damaged = applyWith(hit.state, { type: 'ChooseCasualties', units: [carrier] }, [], 'USA');
    expect(damaged.state.units.get(carrier)!.damage).toBe(1);
    const done = apply(damaged.state, { type: 'Retreat', to: '6 Sea Zone' });
    expect(done.events.some((e) => e.type === 'AircraftLost')).toBe(false);
    expect(
      unitsOf(done.state, '19 Sea Zone')
        .map((u) => u.type)
        .sort(),
    ).toEqual(['carrier', 'fighter', 'fighter']);
  });

  test('UNIT-7: transports alone against armed enemies are destroyed without dice, cargo with them', () => {
    const s = seaAttack([['transport', 1]], (x) => ids(x, '6 Sea Zone', 'Japan', 'destroyer', 1));
    const r = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, [6]);
    expect(r.events.find((e) => e.type === 'CasualtiesRemoved')).toMatchObject({ data: { reason: 'defenceless (UNIT-7)' } });
    expect(unitsOf(r.state, '19 Sea Zone', 'USA')).toEqual([]);
  });
});

describe('scramble (SCR-1..SCR-4)', () => {
  /** The USA attacks a lone Japanese transport in 33 Sea Zone, next to the Caroline Islands (Japanese airfield) with 4 Japanese fighters. */
  function carolines(edit: (s: GameState) => GameState = (s) => s) {
    let s = withRelation(newGame(), 'Japan', 'USA', 'war');
    s = withUnits(withoutUnits(s, '33 Sea Zone'), 'Japan', '33 Sea Zone', 'transport');
    s = withUnits(s, 'Japan', 'Caroline Islands', 'fighter', 4);
    s = withUnits(s, 'USA', '34 Sea Zone', 'destroyer', 2);
    s = advanceTo({ ...edit(s), current: 'USA' }, 'combatMove');
    s = apply(s, move(ids(s, '34 Sea Zone', 'USA', 'destroyer'), '33 Sea Zone')).state;
    return advanceTo(s, 'conductCombat');
  }

  test('the defender may scramble up to 3 planes from an adjacent island with an operative airfield; they defend, then return', () => {
    const s = carolines();
    const started = applyWith(s, { type: 'FightBattle', place: '33 Sea Zone' }, []);
    expect(started.state.battle).toMatchObject({
      step: 'scramble',
      defender: 'Japan',
      scramblers: ids(s, 'Caroline Islands', 'Japan', 'fighter'),
    });
    const four = ids(s, 'Caroline Islands', 'Japan', 'fighter');
    expect(refusal(playWith(started.state, { type: 'Scramble', units: four }, [], 'Japan'))).toMatchObject({
      code: 'INVALID_SCRAMBLE',
      rule: 'SCR-3, AMBIG-10',
    });
    expect(refusal(playWith(started.state, { type: 'Scramble', units: four.slice(0, 1) }, [], 'USA')).code).toBe('NOT_YOUR_DECISION');
    // 2 destroyers roll 6 6; 3 fighters (defence 4) roll 6 6 6, the transport does not roll; then the USA decides
    const r = applyWith(started.state, { type: 'Scramble', units: four.slice(0, 3) }, [6, 6, 6, 6, 6], 'Japan');
    expect(r.events[0]).toMatchObject({
      type: 'PlanesScrambled',
      data: { units: four.slice(0, 3).map((unitId) => ({ unitId, from: 'Caroline Islands' })) },
    });
    expect(r.state.battle).toMatchObject({ step: 'decide' });
    const out = apply(r.state, { type: 'Retreat', to: '34 Sea Zone' });
    expect(out.events.find((e) => e.type === 'ScrambledPlanesReturned')).toMatchObject({
      data: { units: four.slice(0, 3).map((unitId) => ({ unitId, to: 'Caroline Islands' })) },
    });
    expect(unitsOf(out.state, 'Caroline Islands', 'Japan', 'fighter')).toHaveLength(4);
  });

  test('SCR-1 / UNIT-10: no scramble from an inoperative airfield (3 damage)', () => {
    const s = carolines((x) => {
      const f = unitsOf(x, 'Caroline Islands', 'Japan', 'airfield')[0];
      return { ...x, units: x.units.with({ ...f, damage: 3 }) };
    });
    const started = applyWith(s, { type: 'FightBattle', place: '33 Sea Zone' }, [6, 6]);
    expect(started.state.battle?.step ?? 'over').not.toBe('scramble');
  });
  /**
   * Japan lands 2 infantry on Okinawa (here British: 1 infantry, 2 fighters, an
   * airfield) from 19 Sea Zone, where no British ship is.
   */
  function okinawa(escort = false, edit: (s: GameState) => GameState = (x) => x) {
    let s = withRelation(withoutUnits(withoutUnits(newGame(), 'Okinawa'), '19 Sea Zone'), 'Japan', 'UK', 'war');
    s = withOwner(s, 'Okinawa', 'UK');
    s = edit(withUnits(withUnits(withUnits(s, 'UK', 'Okinawa', 'infantry'), 'UK', 'Okinawa', 'fighter', 2), 'UK', 'Okinawa', 'airfield'));
    s = advanceTo(s, 'combatMove');
    const inf = ids(s, 'Japan', 'Japan', 'infantry', 2);
    s = apply(s, move(inf, '6 Sea Zone')).state;
    s = apply(s, move([s.units.get(inf[0])!.carriedBy!], '19 Sea Zone')).state;
    if (escort) s = apply(s, move(ids(s, '6 Sea Zone', 'Japan', 'destroyer', 1), '19 Sea Zone')).state;
    const landing = apply(s, move(inf, 'Okinawa'));
    return { landing, s: advanceTo(landing.state, 'conductCombat'), inf };
  }

  test('SCR-2 / AMBIG-11 / MOV-7: an assault on the island lets its planes scramble into the zone it comes from; that sea battle comes first', () => {
    const { landing, s } = okinawa();
    expect(landing.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { scrambleZone: '19 Sea Zone' } });
    expect(s.battles).toEqual(['19 Sea Zone', 'Okinawa']);
    expect(refusal(playWith(s, { type: 'FightBattle', place: 'Okinawa' }, [])).code).toBe('BATTLE_ORDER');
    const started = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, []);
    expect(started.state.battle).toMatchObject({
      step: 'scramble',
      defender: 'UK',
      defenders: [],
      scramblers: ids(s, 'Okinawa', 'UK', 'fighter'),
    });
    // declined: nothing is fought at sea, and bombardment from the zone stays possible (CBT-2)
    const declined = applyWith(started.state, { type: 'Scramble', units: [] }, [], 'UK');
    expect(declined.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'attackerWon' } });
    expect(declined.events.some((e) => e.type === 'DiceRolled')).toBe(false);
    expect(declined.state.foughtAtSea).toEqual([]);
    expect(declined.state.battles).toEqual(['Okinawa']);
  });

  test.each([
    ['pacific-1940', false],
    ['pacific-1940-2e', true],
  ])('SCR-1 / RULES §6 (%s): planes scramble from a coastal territory that is not an island only in 2E', (rulesetId, scrambles) => {
    // A British destroyer in 20 Sea Zone; Kwangtung (British, coastal, not an island) has an airfield and 2 fighters.
    let s = withRelation(withoutUnits(withoutUnits(newGame(rulesetId as string), '20 Sea Zone'), 'Kwangtung'), 'Japan', 'UK', 'war');
    s = withOwner(s, 'Kwangtung', 'UK');
    s = withUnits(
      withUnits(withUnits(s, 'UK', 'Kwangtung', 'fighter', 2), 'UK', 'Kwangtung', 'airfield'),
      'UK',
      '20 Sea Zone',
      'destroyer',
    );
    s = advanceTo(s, 'combatMove');
    s = apply(s, { type: 'MoveUnits', units: ids(s, '6 Sea Zone', 'Japan', 'battleship', 1), route: ['19 Sea Zone', '20 Sea Zone'] }).state;
    s = advanceTo(s, 'conductCombat');
    const started = applyWith(s, { type: 'FightBattle', place: '20 Sea Zone' }, [6, 6]);
    if (scrambles) expect(started.state.battle).toMatchObject({ step: 'scramble', scramblers: ids(s, 'Kwangtung', 'UK', 'fighter') });
    else expect(started.events.find((e) => e.type === 'BattleStarted')).not.toMatchObject({ data: { scramblers: expect.anything() } });
  });

  test('SCR-4: planes that scrambled earlier this turn neither scramble again nor defend their island; if it falls they are lost', () => {
    const { landing, s, inf } = okinawa(false, (x) => ({ ...x, scrambledThisTurn: ids(x, 'Okinawa', 'UK', 'fighter') }));
    const fighters = ids(s, 'Okinawa', 'UK', 'fighter');
    expect(landing.events.find((e) => e.type === 'UnitsMoved')).not.toMatchObject({ data: { scrambleZone: expect.anything() } });
    expect(s.battles).toEqual(['Okinawa']);
    // 2 landed infantry roll 1 and 6; the lone British infantry rolls 6: Japan takes Okinawa
    const r = applyWith(s, { type: 'FightBattle', place: 'Okinawa' }, [1, 6, 6]);
    expect(r.events.find((e) => e.type === 'BattleStarted')).toMatchObject({
      data: { attackers: inf, defenders: ids(s, 'Okinawa', 'UK', 'infantry') },
    });
    expect(r.events.find((e) => e.type === 'AircraftLost')).toMatchObject({
      data: { power: 'UK', units: fighters.map((unitId) => ({ unitId })), rule: 'SCR-4' },
    });
    expect(r.state.owners.Okinawa).toBe('Japan');
    expect(unitsOf(r.state, 'Okinawa', 'UK')).toEqual([]);
  });

  test('MOV-7: retreating from the sea battle takes the landing back: its units sail off aboard their transport, and the island is not attacked', () => {
    const { s, inf } = okinawa(true);
    const transport = s.units.get(Object.keys(s.unloadedInto)[0])!;
    const started = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, []);
    // the destroyer misses, so do the 2 scrambled fighters; Japan retreats
    const round = applyWith(started.state, { type: 'Scramble', units: ids(s, 'Okinawa', 'UK', 'fighter') }, [6, 6, 6], 'UK');
    expect(round.state.battle).toMatchObject({ step: 'decide' });
    const r = apply(round.state, { type: 'Retreat', to: '6 Sea Zone' });
    expect(r.events.find((e) => e.type === 'LandingCancelled')).toEqual({
      type: 'LandingCancelled',
      data: { place: '19 Sea Zone', units: inf.map((unitId) => ({ unitId, transportId: transport.id, to: '6 Sea Zone' })), rule: 'MOV-7' },
    });
    expect(inf.map((id) => r.state.units.get(id)!)).toEqual(
      inf.map(() => expect.objectContaining({ at: '6 Sea Zone', carriedBy: transport.id })),
    );
    expect(r.state.battles).toEqual([]);
  });

  test('MOV-7: scrambled planes that win the sea battle stop the landing; its units are lost and the planes go home', () => {
    const { s, inf } = okinawa();
    const started = applyWith(s, { type: 'FightBattle', place: '19 Sea Zone' }, []);
    const fighters = ids(s, 'Okinawa', 'UK', 'fighter');
    // the lone transport does not fire; the 2 fighters miss, then the transport is left defenceless (UNIT-7)
    const r = applyWith(started.state, { type: 'Scramble', units: fighters }, [6, 6], 'UK');
    expect(r.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'defenderWon' } });
    expect(r.events.find((e) => e.type === 'CasualtiesRemoved' && e.data.reason.startsWith('MOV-7'))).toMatchObject({
      data: { units: inf },
    });
    expect(unitsOf(r.state, 'Okinawa', 'Japan')).toEqual([]);
    expect(unitsOf(r.state, 'Okinawa', 'UK', 'fighter')).toHaveLength(2);
    expect(r.state.foughtAtSea).toEqual(['19 Sea Zone']);
  });
});
