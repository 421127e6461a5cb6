// RULES §8.1 hr01-ports-shelter, seed 002 "Ports" ("Ports Allow naval units in a Naval Base to avoid naval combat"),
// in each ruleset it applies to (01 Y; 1E/2E A: port = own harbour). Each part of the rule against the same game without
// it. The USA's harbour in the Philippines is the port in all three games.
import { boardView } from '../../../projections/board';
import type { GameEvent, GameState } from '../../../src/rules';
import { legalDestinations } from '../../../src/rules/movement/destinations';
import { shipRepairs } from '../../../src/rules/purchase/repair';
import { kamikazeTargets } from '../../../src/rules/kamikaze/attack';
import { seaControlEvents } from '../../../src/rules/sea-control/control';
import { rulesetView } from '../../../src/rules/ruleset/view';
import { positionOf } from '../../../src/rules/positions/index';
import { canon, createFrom, gameFrom } from '../../position/helpers';
import { apply, atTurn, move, newGame, play, playWith, refusal, withoutUnits, withRelation, withUnits } from '../fixtures';
import { OPTION, PORT, RULESETS } from './ports-shelter-setup';

/** The game created with or without the option, Japan and the USA at war. */
function game(rulesetId: string, on: boolean): GameState {
  return withRelation(newGame(rulesetId, on ? [OPTION] : []), 'Japan', 'USA', 'war');
}

/** The USA's Non-combat Move with only a US destroyer (`d1`) in the port's zone and only US infantry in the Philippines. */
function usaNcm(rulesetId: string, zone: string, on: boolean): GameState {
  let s = withoutUnits(withoutUnits(game(rulesetId, on), zone), PORT, (u) => rulesetView(rulesetId).unit(u.type)!.domain !== 'facility');
  s = withUnits(s, 'USA', zone, 'destroyer');
  s = withUnits(s, 'USA', PORT, 'infantry');
  return atTurn(s, 'USA', 'nonCombatMove');
}
const shipOf = (s: GameState, zone: string) => s.units.at(zone).find((u) => u.owner === 'USA' && u.type === 'destroyer')!.id;
const enter = (units: string[], port = PORT) => ({ type: 'EnterPort' as const, units, port });
const types = (events: GameEvent[]) => events.map((e) => e.type);

describe.each(RULESETS)('hr01-ports-shelter in $id (RULES §8.1, seed 002 "Ports")', ({ id, zone }) => {
  test('"Movement into port is a non-combat move": ShipsEnteredPort puts the ship on land, beside its zone; the board shows it', () => {
    const s = usaNcm(id, zone, true);
    const dd = shipOf(s, zone);
    const r = apply(s, enter([dd]));
    expect(r.events).toEqual([
      {
        type: 'ShipsEnteredPort',
        data: {
          power: 'USA',
          moveNumber: s.version + 1,
          port: PORT,
          seaZone: zone,
          units: [{ unitId: dd, type: 'destroyer' }],
          rule: OPTION,
        },
      },
    ]);
    expect(r.state.units.get(dd)).toMatchObject({ at: PORT, portZone: zone });
    expect(r.state.units.at(zone).map((u) => u.id)).not.toContain(dd);
    expect(boardView(r.state).units.find((u) => u.id === dd)).toMatchObject({ at: PORT, portZone: zone });
    // UndoMove takes it back like any move of the phase.
    const undone = apply(r.state, { type: 'UndoMove' }).state;
    expect(undone.units.get(dd)).toEqual(s.units.get(dd));
  });

  test("refusals: without the option, in Combat Move, at a territory without the power's harbour, with cargo aboard", () => {
    const off = usaNcm(id, zone, false);
    expect(refusal(play(off, enter([shipOf(off, zone)])))).toMatchObject({ code: 'OPTION_NOT_CHOSEN', rule: OPTION });
    const on = usaNcm(id, zone, true);
    const dd = shipOf(on, zone);
    expect(refusal(play({ ...on, phase: 'combatMove' }, enter([dd])))).toMatchObject({ code: 'WRONG_PHASE', rule: OPTION });
    const noHarbour = withoutUnits(on, PORT, (u) => u.type === 'harbour');
    expect(refusal(play(noHarbour, enter([dd])))).toMatchObject({ code: 'NOT_A_PORT', rule: OPTION });
    const loaded = withUnits(on, 'USA', zone, 'transport');
    const transport = loaded.units.at(zone).find((u) => u.type === 'transport')!;
    const inf = loaded.units.at(PORT).find((u) => u.type === 'infantry')!;
    const boarded = { ...loaded, units: loaded.units.update(inf.id, (u) => ({ ...u, at: zone, carriedBy: transport.id })) };
    expect(refusal(play(boarded, enter([transport.id])))).toMatchObject({ code: 'CARGO_ABOARD', rule: OPTION });
    const entered = apply(on, enter([dd])).state;
    expect(refusal(play(entered, enter([dd])))).toMatchObject({ code: 'ALREADY_IN_PORT' });
  });

  /** Japan's Non-combat Move after the US destroyer went into port (or, without the option, stayed in the zone). */
  function japanAfter(on: boolean): { s: GameState; jdd: string } {
    let s = usaNcm(id, zone, on);
    if (on) s = apply(s, enter([shipOf(s, zone)])).state;
    const next = rulesetView(id)
      .seaNeighbours(zone)
      .find((z) => !s.units.at(z).length)!;
    s = withUnits(s, 'Japan', next, 'destroyer');
    return { s: atTurn(s, 'Japan', 'nonCombatMove'), jdd: s.units.at(next).find((u) => u.owner === 'Japan')!.id };
  }

  test('"Units in port are safe from attack by enemy naval units" and "cannot defend ... adjacent sea": the zone is not hostile', () => {
    const on = japanAfter(true);
    expect(apply(on.s, move([on.jdd], zone)).state.units.get(on.jdd)!.at).toBe(zone);
    expect(legalDestinations(on.s, rulesetView(id), 'Japan', [on.jdd]).map((d) => d.territory)).toContain(zone);
    // Without the option the destroyer is in the zone: a Non-combat move may not enter it (NCM-2), a combat move fights.
    const off = japanAfter(false);
    expect(refusal(play(off.s, move([off.jdd], zone))).code).toBe('HOSTILE_IN_NONCOMBAT');
    const combat = play({ ...off.s, phase: 'combatMove' }, move([off.jdd], zone));
    expect(combat.ok && combat.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { battle: true } });
  });

  test('"Units in port cannot defend their territory": the land battle there has the infantry alone as defenders', () => {
    let s = usaNcm(id, zone, true);
    const dd = shipOf(s, zone);
    s = apply(s, enter([dd])).state;
    s = withUnits(s, 'Japan', PORT, 'infantry', 2);
    const battle = { ...atTurn(s, 'Japan', 'conductCombat'), battles: [PORT] };
    const fought = playWith(battle, { type: 'FightBattle', place: PORT }, Array(20).fill(6));
    const started = fought.ok && fought.events.find((e) => e.type === 'BattleStarted');
    const usInfantry = s.units.at(PORT).find((u) => u.owner === 'USA' && u.type === 'infantry')!.id;
    expect(started && started.type === 'BattleStarted' && started.data.defenders).toEqual([usInfantry]);
    // Without the option the destroyer in the zone stays out of a land battle anyway; in port it is on land and still does not fight.
    expect(started && started.type === 'BattleStarted' && started.data.defenders).not.toContain(dd);
  });

  test('"If an area is captured which had naval units in port, the naval units are destroyed": TerritoryCaptured.lostInPort', () => {
    let s = usaNcm(id, zone, true);
    const dd = shipOf(s, zone);
    s = apply(s, enter([dd])).state;
    // The Philippines held by nothing but the ship in port: Japanese infantry landing there take it at once.
    s = withoutUnits(s, PORT, (u) => u.type === 'infantry');
    s = withUnits(s, 'Japan', zone, 'transport');
    const transport = s.units.at(zone).find((u) => u.owner === 'Japan')!.id;
    s = withUnits(s, 'Japan', zone, 'infantry');
    const inf = s.units.at(zone).find((u) => u.owner === 'Japan' && u.type === 'infantry')!.id;
    s = { ...s, units: s.units.update(inf, (u) => ({ ...u, carriedBy: transport })) };
    s = atTurn(s, 'Japan', 'combatMove');
    const r = apply(s, move([inf], PORT));
    const captured = r.events.find((e) => e.type === 'TerritoryCaptured');
    if (captured) {
      expect(captured).toMatchObject({ data: { territory: PORT, lostInPort: [dd] } });
      expect(captured.data.rule).toContain(OPTION);
      expect(r.state.units.get(dd)).toBeUndefined();
    } else {
      // A landing is a battle (no defenders): won at once, the capture sinks the ship.
      const won = apply({ ...r.state, phase: 'conductCombat' }, { type: 'FightBattle', place: PORT });
      expect(won.events.find((e) => e.type === 'TerritoryCaptured')).toMatchObject({ data: { territory: PORT, lostInPort: [dd] } });
      expect(won.state.units.get(dd)).toBeUndefined();
    }
  });

  test('leaving port is the start of a move from its zone (ShipsLeftPort, then UnitsMoved from the zone), undone together', () => {
    let s = usaNcm(id, zone, true);
    const dd = shipOf(s, zone);
    s = apply(s, enter([dd])).state;
    s = atTurn({ ...s, movement: s.movement.clear(), moveLog: [] }, 'USA', 'nonCombatMove');
    const dest = legalDestinations(s, rulesetView(id), 'USA', [dd]).find((d) => d.route.length === 1)!;
    expect(dest).toBeDefined();
    const r = apply(s, move([dd], dest.territory));
    expect(types(r.events)).toEqual(['ShipsLeftPort', 'UnitsMoved']);
    expect(r.events[0]).toMatchObject({ data: { port: PORT, seaZone: zone, units: [{ unitId: dd }] } });
    expect(r.events[1]).toMatchObject({ data: { from: zone, route: [dest.territory] } });
    expect(r.state.units.get(dd)).toEqual({ ...s.units.get(dd), at: dest.territory, portZone: undefined });
    expect('portZone' in r.state.units.get(dd)!).toBe(false);
    expect(apply(r.state, { type: 'UndoMove' }).state.units.get(dd)).toEqual(s.units.get(dd));
  });

  test('positions carry the ship in port (portZone), export -> create -> export; refused without the option or off the coast', () => {
    let s = usaNcm(id, zone, true);
    const dd = shipOf(s, zone);
    s = apply(s, enter([dd])).state;
    const doc = positionOf(s);
    expect(doc.territories![PORT].units).toContainEqual({ type: 'destroyer', owner: 'USA', count: 1, portZone: zone });
    const created = gameFrom(doc).state;
    const ship = created.units.at(PORT).find((u) => u.type === 'destroyer')!;
    expect(ship).toMatchObject({ owner: 'USA', at: PORT, portZone: zone });
    expect(canon(positionOf(created))).toBe(canon(doc));
    const problems = (d: ReturnType<typeof createFrom>) => (d.ok ? [] : (d.violation.problems ?? []).map((p) => p.code));
    expect(problems(createFrom({ ...doc, options: [] }))).toContain('NOT_A_PORT');
    const far = rulesetView(id).data.territories.find(
      (t) => t.kind === 'sea' && !rulesetView(id).seaNeighbours(PORT).includes(t.name),
    )!.name;
    const offCoast = JSON.parse(JSON.stringify(doc).replace(`"portZone":"${zone}"`, `"portZone":"${far}"`));
    expect(problems(createFrom(offCoast))).toContain('NOT_A_PORT');
  });

  test('default: a ship in port is still next to its harbour: it is repaired there (PUR-1, where the harbour repairs) and gets its +1 (MOV-5)', () => {
    let s = usaNcm(id, zone, true);
    s = withUnits(s, 'USA', zone, 'battleship', 1, 1);
    const bb = s.units.at(zone).find((u) => u.type === 'battleship')!.id;
    s = apply(s, enter([bb])).state;
    const repairs = shipRepairs(s, rulesetView(id), 'USA');
    if (rulesetView(id).data.units.some((u) => u.abilities.some((a) => a.startsWith('repairsUnits='))))
      expect(repairs).toEqual([{ type: 'ShipsRepaired', data: { power: 'USA', units: [{ unitId: bb, seaZone: zone }] } }]);
    else expect(repairs).toEqual([]); // pacific-2001's harbours repair nothing (phase 8 uprights battleships anywhere)
    // Next turn: leaving port, the battleship starts next to the harbour and has 2 + 1 movement (MOV-5).
    s = atTurn({ ...s, movement: s.movement.clear(), moveLog: [] }, 'USA', 'nonCombatMove');
    const far = legalDestinations(s, rulesetView(id), 'USA', [bb]);
    expect(Math.max(...far.map((d) => d.route.length))).toBe(3);
  });
});

describe('hr01-ports-shelter default: kamikaze strike only ships at sea (RULES §8.1, seed 002 "Ports"; KAM-3)', () => {
  test('pacific-1940: a US destroyer in SZ 35, a kamikaze zone, is a target; in port at the Philippines it is not', () => {
    let s = { ...usaNcm('pacific-1940', '35 Sea Zone', true), kamikazeActive: true };
    const dd = shipOf(s, '35 Sea Zone');
    const rs = rulesetView('pacific-1940');
    expect(kamikazeTargets(s, rs, 'Japan', 'USA').map((u) => u.id)).toContain(dd);
    s = apply(s, enter([dd])).state;
    expect(kamikazeTargets(s, rs, 'Japan', 'USA').map((u) => u.id)).not.toContain(dd);
  });
});

describe('hr01-ports-shelter: ships in port are in no zone for zone control (RULES §8.1, seed 002 "Ports"; RULES §7 phase 5)', () => {
  test('pacific-2001: a US destroyer keeps SZ 38 from a Japanese one; in port at the Philippines it does not', () => {
    const rs = rulesetView('pacific-2001');
    const withJapanese = (on: boolean) => {
      let s = usaNcm('pacific-2001', '38 Sea Zone', on);
      if (on) s = apply(s, enter([shipOf(s, '38 Sea Zone')])).state;
      return withUnits({ ...s, seaHolders: { ...s.seaHolders, '38 Sea Zone': 'USA' } }, 'Japan', '38 Sea Zone', 'destroyer');
    };
    expect(seaControlEvents(withJapanese(false), rs, 'Japan')).toEqual([]);
    expect(seaControlEvents(withJapanese(true), rs, 'Japan')).toEqual([
      { type: 'SeaZoneControlled', data: { seaZone: '38 Sea Zone', from: 'USA', to: 'Japan' } },
    ]);
  });
});
