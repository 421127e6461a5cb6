// RULES §8.1 hr01-ports-shelter, seed 002 "Ports": "Enemy air units may still attack naval units in port. Any
// defending air units in an area under port attack must commit to defending the units in port or the land area if it
// too is under attack. AA guns also defend naval units in ports. If an area is captured which had naval units in
// port, the naval units are destroyed along with any air units who were also defending the port." In each ruleset,
// against the same game without the option.
import type { GameEvent, GameState } from '../../../src/rules';
import { battleOdds, BattleOddsInputError, pendingDecisions } from '../../../src/rules';
import { rulesetView } from '../../../src/rules/ruleset/view';
import { apply, applyWith, atTurn, newGame, play, playWith, refusal, withoutUnits, withRelation, withUnits } from '../fixtures';
import { OPTION, PORT, RULESETS } from './ports-shelter-setup';

/** Plays the battle in progress to its end: first units as casualties, pressing on, with `dice` for every roll. */
function finish(state: GameState, dice: number[]): GameState {
  let c = state;
  for (let i = 0; i < 20 && c.battle; i++) {
    const p = pendingDecisions(c)[0];
    if (p.kind === 'chooseCasualties') c = applyWith(c, { type: 'ChooseCasualties', units: p.units!.slice(0, 1) }, dice, p.power).state;
    else if (p.kind === 'pressOnOrRetreat') c = applyWith(c, { type: 'PressOn' }, dice).state;
    else break;
  }
  return c;
}

const started = (events: GameEvent[]) => events.find((e) => e.type === 'BattleStarted') as Extract<GameEvent, { type: 'BattleStarted' }>;

describe.each(RULESETS)('hr01-ports-shelter port attacks in $id (RULES §8.1, seed 002 "Ports")', ({ id, zone }) => {
  const rs = rulesetView(id);
  /**
   * Japan's Combat Move: a US destroyer in port at the Philippines (or, without the option, in its zone), US infantry
   * and `extra` US units there; a Japanese carrier with a fighter in the next zone.
   */
  function japanToMove(on: boolean, extra: ('fighter' | 'aaGun')[] = []) {
    let s = withRelation(newGame(id, on ? [OPTION] : []), 'Japan', 'USA', 'war');
    s = withoutUnits(withoutUnits(s, zone), PORT, (u) => rs.unit(u.type)!.domain !== 'facility');
    s = withUnits(s, 'USA', PORT, 'infantry');
    for (const t of extra) s = withUnits(s, 'USA', PORT, t);
    s = withUnits(s, 'USA', zone, 'destroyer');
    const dd = s.units.at(zone)[0].id;
    if (on) s = apply(atTurn(s, 'USA', 'nonCombatMove'), { type: 'EnterPort', units: [dd], port: PORT }).state;
    const next = rs.seaNeighbours(zone).find((z) => !s.units.at(z).length)!;
    s = withUnits(withUnits(s, 'Japan', next, 'carrier'), 'Japan', next, 'fighter');
    const [carrier, fighter] = s.units.at(next).map((u) => u.id);
    s = { ...s, units: s.units.update(fighter, (u) => ({ ...u, carriedBy: carrier })) };
    s = atTurn({ ...s, movement: s.movement.clear(), moveLog: [] }, 'Japan', 'combatMove');
    return { s, dd, fighter, next };
  }
  const portAttack = (fighter: string) => ({ type: 'MoveUnits' as const, units: [fighter], route: [zone, PORT], port: true });

  test('"Enemy air units may still attack naval units in port": a battle of planes against the ships in port, which takes no land', () => {
    const { s, dd, fighter } = japanToMove(true);
    const moved = apply(s, portAttack(fighter));
    expect(moved.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { port: true, battle: false } });
    let c = apply(moved.state, { type: 'EndPhase' }).state;
    expect(pendingDecisions(c).find((d) => d.kind === 'conductCombat')?.places).toEqual([PORT]);
    // The fighter hits (1), the destroyer misses (6): the ship is sunk, the infantry never fought and the land stays American.
    const fought = applyWith(c, { type: 'FightBattle', place: PORT }, [1, 6]);
    expect(started(fought.events).data).toMatchObject({ place: PORT, kind: 'land', port: true, attackers: [fighter], defenders: [dd] });
    c = finish(fought.state, [1, 6]);
    expect(c.units.get(dd)).toBeUndefined();
    expect(c.owners[PORT]).toBe('USA');
    expect(c.units.at(PORT).some((u) => u.owner === 'USA' && u.type === 'infantry')).toBe(true);
    expect(c.portAttacks?.[PORT]?.done).toBe(true);
  });

  test('refusals: without the option, ships, and where no ship is in port; without the option the destroyer is fought at sea', () => {
    const off = japanToMove(false);
    expect(refusal(play(off.s, portAttack(off.fighter)))).toMatchObject({ code: 'OPTION_NOT_CHOSEN', rule: OPTION });
    const atSea = apply(off.s, { type: 'MoveUnits', units: [off.fighter], route: [zone] });
    expect(atSea.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { battle: true } });
    const on = japanToMove(true);
    const carrier = on.s.units.get(on.fighter)!.carriedBy!;
    expect(refusal(play(on.s, { type: 'MoveUnits', units: [carrier], route: [zone, PORT], port: true })).code).toMatch(
      /WRONG_TERRAIN|PLANES_ONLY/,
    );
    const empty = { ...on.s, units: on.s.units.without([on.dd]) };
    expect(refusal(play(empty, portAttack(on.fighter)))).toMatchObject({ code: 'NOTHING_IN_PORT', rule: OPTION });
  });

  test('"AA guns also defend naval units in ports", and the planes there defend the port when the land is not attacked', () => {
    const { s, dd, fighter } = japanToMove(true, ['fighter', 'aaGun']);
    const usPlane = s.units.at(PORT).find((u) => u.owner === 'USA' && u.type === 'fighter')!.id;
    const aa = s.units.at(PORT).find((u) => u.type === 'aaGun')!.id;
    const c = apply(apply(s, portAttack(fighter)).state, { type: 'EndPhase' }).state;
    const fought = playWith(c, { type: 'FightBattle', place: PORT }, Array(12).fill(6));
    expect(fought.ok && started(fought.events).data.defenders.sort()).toEqual([dd, usPlane, aa].sort());
    // The AA gun fires at the attacking fighter first (CBT-1).
    expect(fought.ok && fought.events.some((e) => e.type === 'DiceRolled' && e.data.purpose.startsWith('anti-aircraft'))).toBe(true);
  });

  test('with the land attacked too, the defender commits its planes there to the port or the land (CommitPortDefence)', () => {
    const start = japanToMove(true, ['fighter']);
    const { dd, fighter } = start;
    let s = start.s;
    const usPlane = s.units.at(PORT).find((u) => u.owner === 'USA' && u.type === 'fighter')!.id;
    s = apply(s, portAttack(fighter)).state;
    // Japanese infantry already ashore (as if landed): the land battle is due too.
    s = withUnits(s, 'Japan', PORT, 'infantry', 3);
    s = { ...apply(s, { type: 'EndPhase' }).state, battles: [PORT] };
    expect(pendingDecisions(s).find((d) => d.kind === 'commitPortDefence')).toMatchObject({
      power: 'USA',
      place: PORT,
      units: [usPlane],
      commands: ['CommitPortDefence'],
      rule: OPTION,
    });
    expect(refusal(play(s, { type: 'FightBattle', place: PORT }))).toMatchObject({ code: 'PORT_DEFENCE_PENDING', rule: OPTION });
    expect(refusal(play(s, { type: 'CommitPortDefence', place: PORT, units: [dd] }, 'USA')).code).toBe('INVALID_ASSIGNMENT');

    // Committed to the land: the port's battle has the destroyer alone; the land battle has the US fighter, not the attacking one.
    const toLand = apply(s, { type: 'CommitPortDefence', place: PORT, units: [] }, 'USA');
    expect(toLand.events).toEqual([
      { type: 'PortDefenceCommitted', data: { place: PORT, power: 'USA', port: [], land: [usPlane], rule: OPTION } },
    ]);
    const port = applyWith(toLand.state, { type: 'FightBattle', place: PORT }, [1, 6]);
    expect(started(port.events).data.defenders).toEqual([dd]);
    const c = finish(port.state, [1, 6]);
    expect(c.battle).toBeNull();
    const land = applyWith(c, { type: 'FightBattle', place: PORT }, Array(20).fill(1));
    const data = started(land.events).data;
    expect(data.port).toBeUndefined();
    expect(data.attackers).not.toContain(fighter);
    expect(data.defenders).toContain(usPlane);
    expect(data.defenders).not.toContain(dd);

    // Committed to the port: it defends the port and not the land.
    const toPort = apply(s, { type: 'CommitPortDefence', place: PORT, units: [usPlane] }, 'USA').state;
    const portBattle = playWith(toPort, { type: 'FightBattle', place: PORT }, Array(12).fill(6));
    expect(portBattle.ok && started(portBattle.events).data.defenders.sort()).toEqual([dd, usPlane].sort());
  });

  test('"the naval units are destroyed along with any air units who were also defending the port" when the land falls', () => {
    const start = japanToMove(true, ['fighter']);
    const { dd, fighter } = start;
    let s = start.s;
    const usPlane = s.units.at(PORT).find((u) => u.owner === 'USA' && u.type === 'fighter')!.id;
    s = apply(s, portAttack(fighter)).state;
    s = apply(s, { type: 'EndPhase' }).state;
    // The port battle: the fighter misses (6), the destroyer shoots it down (1), the US fighter misses (6).
    let c = finish(applyWith(s, { type: 'FightBattle', place: PORT }, [6, 1, 6]).state, [6, 1, 6]);
    expect(c.battle).toBeNull();
    expect(c.units.get(fighter)).toBeUndefined();
    expect(c.portAttacks?.[PORT]?.defenders).toEqual([usPlane]);
    // The US infantry is gone and Japanese infantry walk in (as if landed): taking the Philippines sinks the port with its fighter.
    c = withoutUnits(c, PORT, (u) => u.type === 'infantry');
    c = withUnits(c, 'Japan', PORT, 'infantry');
    c = { ...c, battles: [PORT] };
    const land = applyWith(c, { type: 'FightBattle', place: PORT }, Array(12).fill(1));
    const captured = land.events.find((e) => e.type === 'TerritoryCaptured');
    expect(captured).toMatchObject({ data: { territory: PORT, to: 'Japan' } });
    expect(captured && captured.type === 'TerritoryCaptured' && [...captured.data.lostInPort!].sort()).toEqual([dd, usPlane].sort());
    expect(land.state.units.get(dd)).toBeUndefined();
    expect(land.state.units.get(usPlane)).toBeUndefined();
  });

  test('battleOdds computes a port attack (planes alone against ships in a land battle) with the option, and refuses it without', () => {
    const input = {
      kind: 'land' as const,
      attackers: [{ type: 'fighter', count: 2 }],
      defenders: [
        { type: 'destroyer', count: 1 },
        { type: 'aaGun', count: 1 },
      ],
    };
    const odds = battleOdds(rs, { ...input, options: [OPTION] });
    expect(odds.attackerWins).toBeGreaterThan(0);
    expect(odds.attackerWins + odds.defenderWins + odds.draw + odds.unfinished).toBeCloseTo(1, 9);
    expect(odds.attackerCaptures).toBe(0); // a port attack takes no land
    expect(() => battleOdds(rs, input)).toThrow(BattleOddsInputError);
    // Land units attacking ships is not a port attack: still refused.
    expect(() => battleOdds(rs, { ...input, attackers: [{ type: 'infantry', count: 2 }], options: [OPTION] })).toThrow(/is a ship/);
  });
});
