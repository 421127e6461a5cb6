// RULES §8.1 hr01-ports-shelter [S2 "Ports"]: "Ports Allow naval units in a
// Naval Base to avoid naval combat ... Movement into port is a non-combat
// move." A port is a territory with the ship owner's own operative harbour
// (RULES §8: 1E/2E A "port = own harbour"; the 2001 board's harbours stand for
// its naval bases), held since the turn began. Defaults where the seed is
// silent (written in the catalogue entry, pinned by
// test/rules/options/ports-shelter*.test.ts):
// - going into port costs no movement, in Non-combat Move, from a sea zone next
//   to the port; a ship that moved in Combat Move may not (NCM-1);
// - a ship goes into port empty (cargo and planes aboard land first);
// - leaving port is the start of a move from the zone it is in port from:
//   moving a ship in port first takes it out (ShipsLeftPort), and the move is
//   then checked as any move from that zone (Combat or Non-combat Move).
import {
  accept,
  reject,
  type Ruling,
  type EventOf,
  atWar,
  type GameState,
  type Unit,
  violation,
  type RuleViolation,
  copyState,
} from '../engine';
import type { MovePlan } from './move-plan';
import type { RulesetView, PowerId, TerritoryName } from '../ruleset';
import { optionOn } from '../rulesets';
import { isNavalBase, operative, inPort, seaZoneOf } from '../units';
import { attacksPort } from '../combat';

const RULE = 'hr01-ports-shelter';

/** `territory` is a port of `power` on `zone`: next to it, held since the turn began, with the power's own operative harbour. */
export function isPortOf(s: GameState, rs: RulesetView, power: PowerId, territory: TerritoryName, zone: TerritoryName): boolean {
  return (
    rs.findTerritory(territory)?.kind === 'land' &&
    rs.seaNeighbours(territory).includes(zone) &&
    s.owners[territory] === power &&
    !s.capturedThisTurn.includes(territory) &&
    s.units.at(territory).some((u) => u.owner === power && isNavalBase(rs, rs.unit(u.type)) && operative(rs, u))
  );
}

/** EnterPort: own ships of one sea zone, empty, that did not move in Combat Move, into a port next to it. */
export function decideEnterPort(s: GameState, rs: RulesetView, power: PowerId, unitIds: string[], port: TerritoryName): Ruling {
  if (!optionOn(s, RULE))
    return reject('OPTION_NOT_CHOSEN', 'hr01-ports-shelter', 'Ships go into port only in a game played with hr01-ports-shelter.');
  if (s.phase !== 'nonCombatMove')
    return reject(
      'WRONG_PHASE',
      'hr01-ports-shelter',
      `Movement into port is a non-combat move [seed 002 "Ports"]; the current phase is ${rs.phaseName(s.phase)}.`,
    );
  if (unitIds.length === 0 || new Set(unitIds).size !== unitIds.length)
    return reject('UNKNOWN_UNIT', 'MOV-1', 'Name each ship going into port once, and at least one.');
  if (!rs.findTerritory(port)) return reject('UNKNOWN_TERRITORY', 'MOV-1', `There is no territory "${port}".`);
  const ships: Unit[] = [];
  for (const id of unitIds) {
    const u = s.units.get(id);
    if (!u) return reject('UNKNOWN_UNIT', 'MOV-1', `There is no unit "${id}".`);
    if (u.owner !== power) return reject('NOT_OWN_UNIT', 'MOV-1', `Unit ${id} belongs to ${u.owner}, not ${power}.`);
    if (inPort(u)) return reject('ALREADY_IN_PORT', 'hr01-ports-shelter', `Unit ${id} is already in port at ${u.at}.`);
    if (rs.unit(u.type).domain !== 'sea' || u.carriedBy)
      return reject('NOT_A_SHIP', 'hr01-ports-shelter', `Only ships go into port; ${id} is a ${u.type}.`);
    if (s.movement.get(id)?.inCombatMove)
      return reject('ALREADY_MOVED', 'NCM-1', `Unit ${id} moved in Combat Move; it may not make a non-combat move into port.`);
    if (s.units.aboard(id).length)
      return reject('CARGO_ABOARD', 'hr01-ports-shelter', `Unit ${id} carries units: they go ashore or land before it goes into port.`);
    ships.push(u);
  }
  const zone = ships[0].at;
  if (ships.some((u) => u.at !== zone))
    return reject('NOT_TOGETHER', 'MOV-1', 'Ships going into port together must be in the same sea zone.');
  if (!isPortOf(s, rs, power, port, zone))
    return reject(
      'NOT_A_PORT',
      'hr01-ports-shelter',
      `${port} is not a port of ${power} on ${zone}: a port is a territory next to the zone, held by ${power} since the turn began, with its own operative harbour.`,
    );
  return accept({
    type: 'ShipsEnteredPort',
    data: { power, moveNumber: s.version + 1, port, seaZone: zone, units: ships.map((u) => ({ unitId: u.id, type: u.type })), rule: RULE },
  });
}

/**
 * MoveUnits `port`: planes, in Combat Move, attack the ships in port at the destination ("Enemy air units may still
 * attack naval units in port"): a battle of its own there (combat/port-attack.ts), not one for the land.
 */
export function portAttackProblem(s: GameState, rs: RulesetView, plan: MovePlan, raid: boolean): RuleViolation | null {
  if (!optionOn(s, RULE))
    return violation('OPTION_NOT_CHOSEN', 'hr01-ports-shelter', 'Ports are attacked only in a game played with hr01-ports-shelter.');
  if (plan.phase !== 'combatMove') return violation('WRONG_PHASE', 'hr01-ports-shelter', 'Ports are attacked in Combat Move.');
  if (raid) return violation('NOT_A_RAIDER', 'hr01-ports-shelter', 'A move either raids facilities or attacks the port, not both.');
  // The battle's own rule of who attacks a port (combat/port-attack.ts attacksPort, which battleOdds reads too).
  const ground = plan.units.find((u) => !attacksPort(rs.unit(u.type)));
  if (ground) return violation('PLANES_ONLY', 'hr01-ports-shelter', `Only planes attack ships in port; ${ground.id} is a ${ground.type}.`);
  const ships = s.units.at(plan.to).filter((u) => inPort(u) && atWar(s, plan.power, u.owner));
  if (!ships.length) return violation('NOTHING_IN_PORT', 'hr01-ports-shelter', `There are no enemy ships in port in ${plan.to}.`);
  plan.port = true;
  plan.battle = false;
  plan.captures = [];
  return null;
}

/** Leaving port, the start of a move of `unitIds` (those of them in port, if any; null when none is). */
export function leavingPort(s: GameState, power: PowerId, unitIds: readonly string[], moveNumber: number): EventOf<'ShipsLeftPort'> | null {
  const ships = unitIds.map((id) => s.units.get(id)).filter((u): u is Unit => u !== undefined && inPort(u) && u.owner === power);
  if (!ships.length) return null;
  // Ships in port together in one zone leave together; others stay (the move then refuses them as NOT_TOGETHER).
  const first = ships[0];
  const leaving = ships.filter((u) => u.at === first.at && u.portZone === first.portZone);
  return {
    type: 'ShipsLeftPort',
    data: {
      power,
      moveNumber,
      port: first.at,
      seaZone: seaZoneOf(first), // its portZone: it is in port
      units: leaving.map((u) => ({ unitId: u.id, type: u.type })),
      rule: RULE,
    },
  };
}

/** The state with `unitIds`' ships in port taken out (what a frontend's movement questions look from). */
export function withShipsOutOfPort(s: GameState, power: PowerId, unitIds: readonly string[]): GameState {
  const e = leavingPort(s, power, unitIds, s.version + 1);
  return e ? applyLeftPort(s, e) : s;
}

export function applyEnteredPort(s: GameState, { data: d }: EventOf<'ShipsEnteredPort'>): GameState {
  const units = s.units.batch((w) => {
    for (const m of d.units) w.update(m.unitId, (u) => ({ ...u, at: d.port, portZone: d.seaZone }));
  });
  return copyState(s, { units });
}

export function applyLeftPort(s: GameState, { data: d }: EventOf<'ShipsLeftPort'>): GameState {
  const units = s.units.batch((w) => {
    for (const m of d.units)
      w.update(m.unitId, (u) => {
        const { portZone: _left, ...ship } = u;
        return { ...ship, at: d.seaZone };
      });
  });
  return copyState(s, { units });
}
