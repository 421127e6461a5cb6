// The 2001 game's rules (RULES §7), each worked from seed 001 ([S1], the 2001
// manual's "What to do on a Turn") and named by the seed's heading or phase.
import { pendingDecisions, type GameEvent, type GameState } from '../../src/rules';
import { rulesetView } from '../../src/rules/ruleset/view';
import { valuesFor } from '../../src/rules/combat/fire';
import { sideProduction } from '../../src/rules/victory/round-victory';
import { damageCap } from '../../src/rules/units/bases';
import { applyPosition, positionOf, validatePosition } from '../../src/rules/positions/index';
import {
  advanceTo,
  apply,
  applyWith,
  atTurn,
  endTurn,
  ids,
  incomeEvent,
  move,
  newGame,
  play,
  refusal,
  turnEvents,
  unitsOf,
  untilTurnOf,
  withOwner,
  withPUs,
  withUnits,
  withoutUnits,
} from './fixtures';

const rs = rulesetView('pacific-2001');
const start = () => newGame('pacific-2001');
const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('[S1 "Order of Play", "Phases"] the turn of the 2001 game (RULES §7, AMBIG-43)', () => {
  test('the nine phases in the order of seed 001, CAP (phase 2) and resurfacing (phase 8) included', () => {
    let s = start();
    const seen = [s.phase];
    while (s.current === 'Japan') {
      s = apply(s, { type: 'EndPhase' }).state;
      if (s.current === 'Japan') seen.push(s.phase);
    }
    expect(seen).toEqual([
      'purchase',
      'combatAirPatrol',
      'combatMove',
      'conductCombat',
      'nationalControl',
      'nonCombatMove',
      'mobilize',
      'resurface',
      'collectIncome',
    ]);
  });

  test('Japan, then the British player (India and Australia in one turn), then the American player (China, then the USA); then round 2', () => {
    let s = start();
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(`${s.round} ${s.current}`);
      s = endTurn(s);
    }
    expect(order).toEqual(['1 Japan', '1 India', '1 China', '1 USA']);
    expect([s.round, s.current]).toEqual([2, 'Japan']);
  });

  test('phase 2 (AMBIG-30): no fighter is on patrol, so the step waits only for its power to end it', () => {
    const s = advanceTo(start(), 'combatAirPatrol');
    expect(pendingDecisions(s).map((d) => [d.kind, d.power, d.commands])).toEqual([['combatAirPatrol', 'Japan', ['EndPhase']]]);
  });

  test('everyone is at war from the start: there is nothing to declare (RULES §7, no politics)', () => {
    const s = start();
    for (const p of ['India', 'Australia', 'China', 'USA'] as const)
      expect(s.relations[p < 'Japan' ? `${p}|Japan` : `Japan|${p}`]).toBe('war');
    expect(play(s, { type: 'DeclareWar', against: 'USA' }).ok).toBe(false);
  });
});

describe('[S1 "Order of Play"] three players, one seat each (RULES §7, AMBIG-43)', () => {
  test("taking Australia's seat takes the British player's one seat, which acts for India and Australia alike", () => {
    let s = apply(start(), { type: 'TakeSeat', power: 'Australia', tokenHash: 'gb' }, 'Australia').state;
    expect([s.seats.India, s.seats.Australia]).toEqual(['gb', 'gb']);
    // The refusal names the player's seat and its powers, and cites the rule that made it one seat (issue 25).
    expect(refusal(play(s, { type: 'TakeSeat', power: 'India', tokenHash: 'x' }, 'India'))).toMatchObject({
      code: 'SEAT_TAKEN',
      rule: 'RULES §7, AMBIG-43',
      message: "Great Britain's seat (India, Australia) is already taken.",
    });
    s = untilTurnOf(s, 'Australia');
    // The seat is recorded under India; it ends Australia's purchase, and the joint steps follow (RULES §7, AMBIG-43).
    expect(s.phase).toBe('purchase');
    const ended = apply(s, { type: 'EndPhase' }, 'India').state;
    expect([ended.current, ended.phase]).toEqual(['India', 'combatAirPatrol']);
    expect(refusal(play(s, { type: 'EndPhase' }, 'USA')).code).toBe('NOT_YOUR_TURN');
  });

  test('the players in turn order, each with the seat its powers share (rs.players, rs.playerOf)', () => {
    expect(rs.players.map((p) => [p.name, p.seat, [...p.powers]])).toEqual([
      ['Japan', 'Japan', ['Japan']],
      ['Great Britain', 'India', ['India', 'Australia']],
      ['USA', 'USA', ['China', 'USA']],
    ]);
    expect(rs.playerOf('China').seat).toBe('USA');
    const usa = apply(start(), { type: 'TakeSeat', power: 'USA', tokenHash: 'us' }, 'USA').state;
    expect(refusal(play(usa, { type: 'TakeSeat', power: 'China', tokenHash: 'x' }, 'China')).message).toBe(
      "USA's seat (China, USA) is already taken.",
    );
  });

  test("the definition's players are the data's three printed players, each seat one of its own powers", () => {
    expect(rs.def.players!.map((p) => [p.name, [...p.powers]])).toEqual(rs.data.players!.map((p) => [p.name, p.powers]));
    for (const p of rs.def.players!) expect(p.powers).toContain(p.seat);
    expect(refusal(play(start(), { type: 'TakeSeat', power: 'Commonwealth', tokenHash: 'x' }, 'Commonwealth')).code).toBe(
      'POWER_NOT_PLAYABLE',
    );
  });

  test("the British seat's order of loss is India's and Australia's alike (CBT-7)", () => {
    const r = apply(start(), { type: 'SetCasualtyOrder', orderOfLoss: ['infantry'] }, 'India');
    expect(ofType(r.events, 'CasualtyOrderSet').map((e) => e.data.power)).toEqual(['India', 'Australia']);
  });

  test("the American seat plays China's turn and the USA's", () => {
    let s = untilTurnOf(start(), 'China');
    s = apply(s, { type: 'EndPhase' }, 'USA').state;
    expect([s.current, s.phase]).toEqual(['China', 'combatAirPatrol']);
    expect(refusal(play(s, { type: 'EndPhase' }, 'Japan')).code).toBe('NOT_YOUR_TURN');
  });
});

describe('[S1 "Phase 1. Purchase Combat Units"] (RULES §7 units)', () => {
  test('only the U.S. may purchase Marines and Industrial Complexes; a fighter costs 12', () => {
    const india = untilTurnOf(start(), 'India');
    expect(refusal(play(india, { type: 'PurchaseUnits', units: [{ type: 'marine', count: 1 }] })).code).toBe('NOT_PURCHASABLE');
    expect(refusal(play(india, { type: 'PurchaseUnits', units: [{ type: 'factory', count: 1 }] })).code).toBe('NOT_PURCHASABLE');
    const fighter = apply(india, { type: 'PurchaseUnits', units: [{ type: 'fighter', count: 1 }] });
    expect(fighter.state.pus.India).toBe(22 - 12);
    const usa = untilTurnOf(start(), 'USA');
    const bought = apply(usa, {
      type: 'PurchaseUnits',
      units: [
        { type: 'marine', count: 2 },
        { type: 'factory', count: 1 },
      ],
    });
    expect(bought.state.pus.USA).toBe(75 - 8 - 15);
  });

  test('starting PUs: Japan 19, India 22, Australia 25, USA 75, China 0 (RULES §7)', () => {
    expect(start().pus).toEqual({ Japan: 19, India: 22, Australia: 25, China: 0, USA: 75 });
  });
});

describe('[S1 "China"] China is paid in infantry, placed in Szechwan (RULES §7)', () => {
  test('one infantry per controlled valued territory, plus one while the Burma Road is open, counted as its turn starts', () => {
    const s = untilTurnOf(start(), 'China');
    expect(s.purchased).toEqual({ infantry: 3 }); // Sikang and Szechwan, and the open road
  });

  test('the Burma Road is closed while Japan holds any of India, Burma, Yunnan and Szechwan: no extra infantry', () => {
    const s = untilTurnOf(withOwner(start(), 'Burma', 'Japan'), 'China');
    expect(s.purchased).toEqual({ infantry: 2 });
  });

  test('new Chinese infantry must be placed in Szechwan, and China collects no IPCs', () => {
    let s = advanceTo(untilTurnOf(start(), 'China'), 'mobilize');
    const elsewhere = play(s, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 1, territory: 'Sikang' }] });
    expect(refusal(elsewhere).code).toBe('WRONG_PLACEMENT_TERRITORY');
    const before = unitsOf(s, 'Szechwan', 'China', 'infantry').length;
    s = apply(s, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 3, territory: 'Szechwan' }] }).state;
    expect(unitsOf(s, 'Szechwan', 'China', 'infantry').length).toBe(before + 3);
    const income = incomeEvent(turnEvents(s).events);
    expect([income.amount, income.lines]).toEqual([0, [{ source: 'paidInUnits', pus: 0 }]]);
  });

  test('infantry China does not place is lost, not refunded (it was never bought)', () => {
    const s = advanceTo(untilTurnOf(start(), 'China'), 'mobilize');
    const r = apply(s, { type: 'EndPhase' });
    expect(ofType(r.events, 'UnplacedUnitsRefunded')).toEqual([]);
    expect(r.state.pus.China).toBe(0);
  });

  test('Chinese infantry units may not be loaded onto Allied transports', () => {
    let s = withoutUnits(start(), '54 Sea Zone');
    s = withUnits(atTurn(s, 'China', 'nonCombatMove'), 'USA', '54 Sea Zone', 'transport');
    s = withUnits(s, 'China', 'India', 'infantry');
    const inf = ids(s, 'India', 'China', 'infantry', 1);
    expect(refusal(play(s, move(inf, '54 Sea Zone'))).code).toBe('MAY_NOT_BOARD_ALLIED_TRANSPORT');
  });
});

describe('[S1 "Phase 4. Resolve Combat"] Japan’s surprise attack and marines (RULES §7, AMBIG-39)', () => {
  const defenders = (s: GameState) => [
    ...unitsOf(s, 'India', 'India', 'infantry').slice(0, 1),
    ...unitsOf(s, 'India', 'India', 'artillery').slice(0, 1),
    ...unitsOf(s, 'Szechwan', 'China', 'infantry').slice(0, 1),
  ];
  test("in Japan's first turn Allied defenders defend at 1 (China exempt); from round 2 at their value", () => {
    const s = atTurn(start(), 'Japan', 'conductCombat');
    const [inf, art, chinese] = defenders(s);
    const first = valuesFor(s, rs, 'defender', [inf, art, chinese]);
    expect([first.get(inf.id), first.get(art.id), first.get(chinese.id)]).toEqual([1, 1, 2]);
    const later = valuesFor({ ...s, round: 2 }, rs, 'defender', [inf, art, chinese]);
    expect([later.get(inf.id), later.get(art.id)]).toEqual([2, 2]);
    // Not in another power's turn of round 1.
    const india = valuesFor({ ...s, current: 'India' }, rs, 'defender', [inf]);
    expect(india.get(inf.id)).toBe(2);
  });

  test('a marine attacks at 2 when it landed from the sea into the battle, at 1 otherwise', () => {
    let s = withUnits(atTurn(start(), 'USA', 'conductCombat'), 'USA', 'Wake', 'marine', 2);
    const [landed, walked] = ids(s, 'Wake', 'USA', 'marine');
    s = {
      ...s,
      battle: {
        kind: 'land',
        place: 'Wake',
        attacker: 'USA',
        defender: 'Japan',
        attackers: [landed, walked],
        amphibious: [landed],
      } as unknown as GameState['battle'],
    };
    const v = valuesFor(s, rs, 'attacker', [s.units.get(landed)!, s.units.get(walked)!]);
    expect([v.get(landed), v.get(walked)]).toEqual([2, 1]);
  });
});

describe('[S1 "Phase 5", "Phase 9"] control markers at sea, convoy centres and convoy routes (RULES §7 "Income")', () => {
  test("Japanese ships alone in India's convoy centre (SZ 49) take its marker in phase 5; India then loses its 3 IPCs", () => {
    let s = withoutUnits(start(), '49 Sea Zone');
    s = withUnits(s, 'Japan', '49 Sea Zone', 'destroyer');
    s = atTurn(s, 'Japan', 'conductCombat');
    const r = apply(s, { type: 'EndPhase' });
    expect(ofType(r.events, 'SeaZoneControlled').map((e) => e.data)).toEqual([{ seaZone: '49 Sea Zone', from: 'India', to: 'Japan' }]);
    const india = incomeEvent(turnEvents(atTurn(r.state, 'India', 'collectIncome')).events);
    expect(india.lines.some((l) => l.source === 'convoyCentre' && l.seaZone === '49 Sea Zone')).toBe(false);
    expect(india.lines).toContainEqual({ source: 'convoyCentre', seaZone: '52 Sea Zone', pus: 4 });
  });

  test('a convoy-route territory produces nothing while the enemy holds its sea zone (Malaya, SZ 46)', () => {
    const s = atTurn(start(), 'India', 'collectIncome');
    const open = incomeEvent(turnEvents(s).events);
    expect(open.lines).toContainEqual({ source: 'territory', territory: 'Malaya', pus: 4 });
    const cut = incomeEvent(turnEvents({ ...s, seaHolders: { ...s.seaHolders, '46 Sea Zone': 'Japan' } }).events);
    expect(cut.lines).toContainEqual({ source: 'convoyRouteCut', territory: 'Malaya', seaZone: '46 Sea Zone', pus: 0 });
    expect(cut.amount).toBe(open.amount - 4);
  });
});

describe('[S1 "Phase 8. Submerged Submarines Resurface, Damaged Battleships Uprighted"]', () => {
  test("the power's damaged battleships are repaired wherever they are, as phase 8 starts; others' are not", () => {
    let s = withUnits(start(), 'Japan', '1 Sea Zone', 'battleship', 1, 1);
    s = withUnits(s, 'USA', '9 Sea Zone', 'battleship', 1, 1);
    s = advanceTo(s, 'mobilize');
    const r = apply(s, { type: 'EndPhase' });
    expect(r.state.phase).toBe('resurface');
    const repaired = ofType(r.events, 'ShipsRepaired').flatMap((e) => e.data.units.map((u) => u.seaZone));
    expect(repaired).toEqual(['1 Sea Zone']);
    expect(unitsOf(r.state, '9 Sea Zone', 'USA', 'battleship').some((u) => u.damage === 1)).toBe(true);
  });
});

describe('a 2001 factory carries at most its territory’s value in bombing damage (SBR-10, RULES §7 [P: WW2V2])', () => {
  test('damageCap is the territory value for the 2001 factory, the data number for the 1940 ones', () => {
    expect(damageCap(rs, { type: 'factory', at: 'Japan' })).toBe(5);
    expect(damageCap(rulesetView('pacific-1940'), { type: 'factory_minor', at: 'Japan' })).toBe(6);
  });
});

describe('[S1 "Phase 7"] factories place up to their territory’s value (RULES §7 [P: WW2V2])', () => {
  test('India (value 5) places 5 infantry and no 6th', () => {
    let s = withPUs(untilTurnOf(start(), 'India'), 'India', 30);
    s = apply(s, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 6 }] }).state;
    s = advanceTo(s, 'mobilize');
    const six = play(s, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 6, territory: 'India' }] });
    expect(refusal(six).code).toBe('FACTORY_CAPACITY_EXCEEDED');
    expect(play(s, { type: 'PlaceUnits', placements: [{ unitType: 'infantry', count: 5, territory: 'India' }] }).ok).toBe(true);
  });
});

describe('the 2001 destroyer carries one infantry (AMBIG-31)', () => {
  test('one infantry boards a destroyer; a second finds no room', () => {
    let s = withoutUnits(start(), '54 Sea Zone');
    s = withUnits(atTurn(s, 'India', 'nonCombatMove'), 'India', '54 Sea Zone', 'destroyer');
    const [a, b] = ids(s, 'India', 'India', 'infantry', 2);
    s = apply(s, move([a], '54 Sea Zone')).state;
    expect(s.units.get(a)!.carriedBy).toBeDefined();
    expect(refusal(play(s, move([b], '54 Sea Zone'))).code).toBe('TRANSPORT_FULL');
  });
});

describe('victory (RULES §7, AMBIG-32, AMBIG-42)', () => {
  test('Japan scores 1 VP per full 10 IPCs it collects, at its Collect Income', () => {
    const s = atTurn(withPUs(start(), 'Japan', 0), 'Japan', 'collectIncome');
    const r = turnEvents(s);
    const income = incomeEvent(r.events).amount;
    expect(ofType(r.events, 'VictoryPointsScored').map((e) => e.data.points)).toEqual(income >= 10 ? [Math.floor(income / 10)] : []);
    expect(r.state.victoryPoints.Japan ?? 0).toBe(Math.floor(income / 10));
  });

  test('Japan loses 1 VP for each full 10 IPCs it has lost to bombing, counted across turns (AMBIG-42)', () => {
    let s = atTurn(withPUs(start(), 'Japan', 0), 'Japan', 'collectIncome');
    s = { ...s, victoryPoints: { Japan: 5 }, bombingDamage: { Japan: 14 }, bombingCounted: { Japan: 6 } };
    const r = turnEvents(s);
    const income = incomeEvent(r.events).amount;
    const scored = ofType(r.events, 'VictoryPointsScored').map((e) => e.data);
    // 6 of damage had been counted (no full 10); 14 now makes one full 10: one VP lost.
    expect(scored).toEqual([
      {
        power: 'Japan',
        round: 1,
        pusCollected: income,
        points: Math.floor(income / 10) - 1,
        lostToBombing: 1,
        bombingDamage: 14,
        total: 5 + Math.floor(income / 10) - 1,
      },
    ]);
    expect(r.state.bombingCounted.Japan).toBe(14);
  });

  test('Japan holding 2 of Japan, India and New South Wales at the end of a round wins; not before the round ends', () => {
    let s = withOwner(start(), 'India', 'Japan');
    s = withoutUnits(s, 'India');
    s = untilTurnOf(s, 'USA');
    expect(s.status).toBe('active');
    const r = turnEvents(s);
    expect(ofType(r.events, 'GameEnded').map((e) => [e.data.winner, e.data.condition])).toEqual([['Axis', 'AMBIG-32 victory cities']]);
  });

  test('the Allies win economically once their production reaches 134 (Japan reduced to 9), at the round’s end', () => {
    // Japan starts at 19; taking 10 of it leaves 9, and the Allies 124 + 10 (land and convoy centres).
    let s = start();
    for (const t of ['French Indo-China', 'Shantung', 'Siam', 'Korea']) s = withoutUnits(withOwner(s, t, 'China'), t);
    expect(sideProduction(s, rs, 'Allies')).toBe(134);
    const r = turnEvents(untilTurnOf(s, 'USA'));
    expect(ofType(r.events, 'GameEnded').map((e) => [e.data.winner, e.data.condition])).toEqual([['Allies', 'AMBIG-32 economic victory']]);
  });
});

describe('positions of the 2001 game carry its sea-zone holders and victory points (RULES §7, AMBIG-42)', () => {
  test('a position exported after Japan took SZ 49 and scored a point sets up the same holders and points', () => {
    let s = withUnits(withoutUnits(start(), '49 Sea Zone'), 'Japan', '49 Sea Zone', 'destroyer');
    s = apply(atTurn(s, 'Japan', 'conductCombat'), { type: 'EndPhase' }).state;
    s = { ...s, victoryPoints: { Japan: 3 } };
    const doc = positionOf(s);
    expect(doc.territories!['49 Sea Zone'].owner).toBe('Japan');
    expect(doc.victoryPoints).toEqual({ Japan: 3 });
    expect(validatePosition(doc)).toEqual([]);
    const again = applyPosition(start(), JSON.parse(JSON.stringify(doc)));
    expect([again.seaHolders['49 Sea Zone'], again.seaHolders['52 Sea Zone'], again.victoryPoints]).toEqual([
      'Japan',
      'India',
      { Japan: 3 },
    ]);
  });

  test('a sea zone nobody holds takes no owner in a position', () => {
    const doc = { ...positionOf(start()), territories: { '1 Sea Zone': { owner: 'Japan' as const, units: [] } } };
    expect(validatePosition(doc).map((p) => p.code)).toEqual(['OWNER_OF_SEA_ZONE']);
  });
});

describe('[S1 phase 2 "Land CAP fighters"] Combat Air Patrol as RULES defaults it (AMBIG-30): [P]\'s scramble', () => {
  /** The USA attacks a lone Japanese transport in 26 Sea Zone, next to Caroline (Japanese airfield, 2 fighters). */
  function caroline() {
    let s = withUnits(withoutUnits(start(), '26 Sea Zone'), 'Japan', '26 Sea Zone', 'transport');
    s = withUnits(s, 'USA', '27 Sea Zone', 'destroyer', 2);
    s = advanceTo({ ...s, current: 'USA' }, 'combatMove');
    s = apply(s, move(ids(s, '27 Sea Zone', 'USA', 'destroyer'), '26 Sea Zone')).state;
    return advanceTo(s, 'conductCombat');
  }

  test('fighters in a territory with an operative airfield may scramble into the adjacent zone the enemy attacks; they defend, then return', () => {
    const s = caroline();
    const fighters = ids(s, 'Caroline', 'Japan', 'fighter');
    expect(fighters).toHaveLength(2);
    const started = applyWith(s, { type: 'FightBattle', place: '26 Sea Zone' }, []);
    expect(started.state.battle).toMatchObject({ step: 'scramble', defender: 'Japan', scramblers: fighters });
    expect(pendingDecisions(started.state)).toEqual([expect.objectContaining({ kind: 'scramble', power: 'Japan', place: '26 Sea Zone' })]);
    // 2 destroyers roll 6 6; the 2 fighters (defence 4) and the transport (2001: defence 1) roll 6 6 6; then the USA decides.
    const r = applyWith(started.state, { type: 'Scramble', units: fighters }, [6, 6, 6, 6, 6], 'Japan');
    expect(r.events[0]).toMatchObject({
      type: 'PlanesScrambled',
      data: { units: fighters.map((unitId) => ({ unitId, from: 'Caroline' })) },
    });
    const out = apply(r.state, { type: 'Retreat', to: '27 Sea Zone' });
    expect(out.events.find((e) => e.type === 'ScrambledPlanesReturned')).toMatchObject({
      data: { units: fighters.map((unitId) => ({ unitId, to: 'Caroline' })) },
    });
    expect(unitsOf(out.state, 'Caroline', 'Japan', 'fighter')).toHaveLength(2);
  });
});
