// Checks a move step by step (MOV-1..MOV-9, NCM-1..NCM-6, POL-2..POL-7) and
// says what it does: the cost to each unit, boarding and unloading, acts of
// war, captures and whether a battle follows. decide-move.ts turns the plan
// into events; the destinations query asks the same questions.
import { cannotAttack } from '../combat/capital-damage';
import type { Command } from '../engine/commands';
import { mayStartWar } from '../politics/war';
import type { RulesetView } from '../ruleset/view';
import type { UnitProfile, PowerId } from '../ruleset/types';
import { atWar, friendly, relation, type GameState, type Unit } from '../engine/state';
import { violation, type RuleViolation, type ViolationCode } from '../engine/violations';
import { allowance, betweenBases, movementLeft } from './allowance';
import { landingReachable, nonCombatLandingProblem } from './landing';
import { carrierFighterGrounded } from './carrier-fighters';
import { peacetimeProblem } from './peacetime';
import { mayBomb } from '../raids/raid';
import { paidInUnits } from '../reinforcements/paid-in-units';
import {
  enemiesAt,
  enemyFightersAt,
  enemySurfaceWarshipsAt,
  isSurfaceWarship,
  ownerOf,
  peacefulOwnersAt,
  profile,
  isWarship,
} from './places';
import { cargoCapacity, cargoRoom, cargoRule, carriesType, notCarryingYet } from './cargo';
import { blitzReturnProblem, mayReturn } from './blitz-return';
import { isRailMove, railLimit } from './rail';
import { portToPortLeft, portToPortLimit } from './ports';
import { portAttackProblem } from './port-shelter';
import { garrisonLeaveProblem } from './garrison';
import { patrolExitLeft, patrolStopProblem, patrolSurcharge } from './patrol-zone';
import { compareIds } from '../units/order';

export type MovePhase = 'combatMove' | 'nonCombatMove';

export interface MovePlan {
  power: PowerId;
  phase: MovePhase;
  units: Unit[];
  from: string;
  route: string[];
  to: string;
  /** Movement each moving unit spends (0 for cargo being unloaded). */
  costs: Record<string, number>;
  /** Land units boarding: unit id -> transport id. */
  boarding: Record<string, string>;
  /** Cargo going ashore from the transport it is on. */
  unloading: boolean;
  /** Powers this move attacks while at peace with them: each is an act of war (POL-7). */
  actsOfWar: { against: PowerId; at: string }[];
  /** Land this move takes, in route order (CAP-1, CAP-9). */
  captures: string[];
  /** The move ends where a battle will be fought (MOV-1). */
  battle: boolean;
  /** Units aboard moving transports or carriers, carried along. */
  cargo: string[];
  /** SBR-2: a strategic bombing raid on the destination. */
  raid: boolean;
  /** RULES §8.1 hr01-ports-shelter: planes attacking the ships in port at the destination. */
  port?: boolean;
  /** RULES §8.1 hr01-rail-movement: land units going beyond their range by rail. */
  rail?: boolean;
}

type Problem = RuleViolation;
const no = (code: ViolationCode, rule: string, message: string): Problem => violation(code, rule, message);

function isProblem(x: unknown): x is Problem {
  return typeof x === 'object' && x !== null && 'code' in x && 'rule' in x;
}

export function checkMove(s: GameState, rs: RulesetView, power: PowerId, cmd: Extract<Command, { type: 'MoveUnits' }>): MovePlan | Problem {
  if (s.phase !== 'combatMove' && s.phase !== 'nonCombatMove')
    return no(
      'WRONG_PHASE',
      'MOV-1, NCM-1',
      `Units move in ${rs.phaseName('combatMove')} and ${rs.phaseName('nonCombatMove')}; the current phase is ${rs.phaseName(s.phase)}.`,
    );
  const phase: MovePhase = s.phase;
  if (cmd.units.length === 0) return no('EMPTY_ROUTE', 'MOV-1', 'Name at least one unit to move.');
  if (new Set(cmd.units).size !== cmd.units.length) return no('UNKNOWN_UNIT', 'MOV-1', 'A unit is named twice.');
  const units: Unit[] = [];
  for (const id of cmd.units) {
    const u = s.units.get(id);
    if (!u) return no('UNKNOWN_UNIT', 'MOV-1', `There is no unit "${id}".`);
    if (u.owner !== power) return no('NOT_OWN_UNIT', 'MOV-1', `Unit ${id} belongs to ${u.owner}, not ${power}.`);
    units.push(u);
  }
  const from = units[0].at;
  if (units.some((u) => u.at !== from)) return no('NOT_TOGETHER', 'MOV-1', 'Units moved together must start in the same place.');
  if (cmd.route.length === 0) return no('EMPTY_ROUTE', 'MOV-1', 'The route names no place to move to.');
  for (const place of cmd.route)
    if (!rs.findTerritory(place)) return no('UNKNOWN_TERRITORY', 'MOV-1', `There is no territory or sea zone "${place}".`);

  const plan: MovePlan = {
    power,
    phase,
    units,
    from,
    route: cmd.route,
    to: cmd.route[cmd.route.length - 1],
    costs: {},
    boarding: {},
    unloading: false,
    actsOfWar: [],
    captures: [],
    battle: false,
    cargo: [],
    raid: false,
  };

  for (const u of units) {
    const p = profile(rs, u);
    const problem = unitCanMove(s, rs, phase, u, p);
    if (problem) return problem;
  }

  const garrison = garrisonLeaveProblem(s, rs, power, units, from);
  if (garrison) return garrison;

  if (phase === 'nonCombatMove') {
    const back = blitzReturnProblem(s, rs, units, cmd.route);
    if (back) return back;
  }

  const path = [from, ...cmd.route];
  for (const u of units) {
    const p = profile(rs, u);
    for (let i = 1; i < path.length; i++) {
      const problem = step(s, rs, plan, u, p, path[i - 1], path[i], i === path.length - 1, cmd.transport);
      if (problem) return problem;
    }
  }

  const group = groupProblems(s, rs, plan, cmd.transport, cmd.attack);
  if (group) return group;
  const raid = cmd.raid ? raidProblems(s, rs, plan) : null;
  const port = cmd.port && !raid ? portAttackProblem(s, rs, plan, Boolean(cmd.raid)) : null;
  return raid ?? port ?? peacetimeProblem(s, rs, plan) ?? patrolStopProblem(s, rs, plan) ?? plan;
}

/** NCM-1, MOV-6, MOV-9: whether a unit may move at all in this phase. */
export function unitCanMove(s: GameState, rs: RulesetView, phase: MovePhase, u: Unit, p: UnitProfile): Problem | null {
  if (p.domain === 'facility' || p.movement === 0) return no('CANNOT_MOVE', 'RULES §2', `${u.type} does not move.`);
  if (phase === 'combatMove' && p.isAA) return no('NO_COMBAT_MOVE', 'MOV-9', 'Anti-aircraft guns may not move in Combat Move.');
  const m = s.movement.get(u.id);
  // RULES §8.2 x2-patrol-zone (⚠ default): a ship that must leave a patrol zone may, whatever it did in Combat Move.
  const leaving = patrolExitLeft(s, rs, u) > 0;
  if (m?.unloaded) return no('UNLOADED_UNITS_STOP', 'MOV-6', `Unit ${u.id} was unloaded this turn and moves no further.`);
  if (phase === 'nonCombatMove' && m?.inCombatMove && p.domain !== 'air' && !mayReturn(s, u, p) && !leaving)
    return no('ALREADY_MOVED', 'NCM-1', `Unit ${u.id} moved in Combat Move; only planes finish their move now.`);
  if (phase === 'combatMove' && m?.scripted)
    return no(
      'ALREADY_MOVED',
      'hr01-pearl-harbor-strike',
      `Unit ${u.id} flew the Pearl Harbor strike; it moves again in Non-combat Move (seed 002 "Pearl Harbor Strike Option").`,
    );
  if (phase === 'combatMove' && stoppedToFight(s, rs, u))
    return no('MUST_STOP', 'MOV-1, MOV-2, MOV-3', `Unit ${u.id} moved into ${u.at} to fight or take it, and stays there this Combat Move.`);
  if (p.domain === 'sea' && s.unloadedInto[u.id] && !leaving)
    return no('TRANSPORT_ALREADY_UNLOADED', 'MOV-6', `Transport ${u.id} has unloaded this turn and stops.`);
  // UNIT-8 / AMBIG-27: an ally's planes aboard a damaged carrier are stuck until it is repaired.
  const carrier = p.domain === 'air' && u.carriedBy ? s.units.unit(u.carriedBy) : undefined;
  if (carrier && carrier.damage > 0)
    return no(
      'CARRIER_DAMAGED',
      'UNIT-8, AMBIG-27',
      `${u.id} is aboard ${carrier.id}, a damaged ${carrier.owner} carrier, until it is repaired.`,
    );
  return carrierFighterGrounded(s, rs, phase, u);
}

/**
 * MOV-1..MOV-3: a unit that has moved into a place where it will fight (a
 * battle or a raid) or, on land, into territory it took this turn, has stopped
 * there: a later move may not carry it on (one route could not have). Cargo
 * may still unload (MOV-7); UK/ANZAC entering Dutch land take it peacefully (CAP-9).
 */
export function stoppedToFight(s: GameState, rs: RulesetView, u: Unit): boolean {
  if (!s.movement.get(u.id)?.inCombatMove || u.carriedBy) return false;
  if (s.battles.includes(u.at) || s.raids[u.at]?.units.includes(u.id) || s.portAttacks?.[u.at]?.units.includes(u.id)) return true;
  const took = rs.unit(u.type).domain === 'land' && s.capturedThisTurn.includes(u.at);
  const original = rs.territory(u.at).originalOwner;
  return took && !(original && rs.custodiansOf(original).includes(u.owner));
}

function step(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  u: Unit,
  p: UnitProfile,
  a: string,
  b: string,
  last: boolean,
  transport: string | undefined,
): Problem | null {
  const tb = rs.territory(b);
  if (!rs.adjacent(a, b)) return no('ROUTE_GAP', 'MOV-1', `${b} is not next to ${a}.`);
  if (tb.impassable) return no('IMPASSABLE', 'RULES §3', `${b} is impassable.`);
  if (tb.soviet) return no('SOVIET_TERRITORY', 'RULES §3', `No power may enter or fly over the Soviet Union (${b}).`);
  if (rs.switches.confinedToChineseArea.includes(plan.power) && !(tb.kind === 'land' && tb.chineseArea))
    return no('OUTSIDE_CHINA', 'RULES §3', `Chinese units move only inside China's area; ${b} is outside it.`);
  if (p.domain === 'air') return airStep(s, rs, plan, u, b, last);
  if (p.domain === 'sea') return seaStep(s, rs, plan, u, p, b, last);
  return landStep(s, rs, plan, u, p, a, b, last, transport);
}

/** A land territory as the mover sees it, after any act of war this move commits. */
function landStance(s: GameState, rs: RulesetView, plan: MovePlan, b: string, commit: boolean): Problem | 'friendly' | 'hostile' {
  const owner = ownerOf(s, rs, b);
  if (!owner) return 'friendly';
  const r = relation(s, plan.power, owner);
  if (r === 'self' || r === 'allied') return 'friendly';
  if (r === 'war') return 'hostile';
  // At peace with the owner (POL-2).
  if (rs.custodiansOf(owner).includes(plan.power)) return 'friendly'; // CAP-9
  // RULES §4.1: entering the land of some powers at peace is an act of war on another (AMBIG-04), or refused (POL-6).
  const entering = rs.def.politics.entering.find(
    (e) => e.by.includes(plan.power) && e.owners.includes(owner) && !atWar(s, plan.power, e.against),
  );
  if (entering && 'refused' in entering.effect)
    return no(
      entering.effect.refused,
      entering.rule,
      `${plan.power} units may not enter ${owner}'s land until ${plan.power} is at war with ${entering.against}.`,
    );
  if (entering) {
    // An act of war, committed with the combat-move command (POL-7).
    if (plan.phase !== 'combatMove')
      return no(
        'POWER_AT_PEACE',
        `POL-7, ${entering.rule}`,
        `Entering ${owner}'s ${b} before ${plan.power}'s war with ${entering.against} is an act of war; it is made in Combat Move.`,
      );
    if (commit) addActOfWar(plan, entering.against, b);
    return 'friendly';
  }
  if (plan.phase === 'combatMove' && mayStartWar(s, rs, plan.power, owner)) {
    if (commit) addActOfWar(plan, owner, b);
    return 'hostile';
  }
  return no('POWER_AT_PEACE', 'POL-2', `${plan.power} is not at war with ${owner} and may not enter ${b}.`);
}

function addActOfWar(plan: MovePlan, against: PowerId, at: string) {
  if (!plan.actsOfWar.some((w) => w.against === against)) plan.actsOfWar.push({ against, at });
}

function landStep(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  u: Unit,
  p: UnitProfile,
  a: string,
  b: string,
  last: boolean,
  transport: string | undefined,
): Problem | null {
  const ta = rs.territory(a);
  const tb = rs.territory(b);
  if (ta.kind === 'sea' && tb.kind === 'sea')
    return no('CARGO_MOVES_WITH_TRANSPORT', 'MOV-6', 'Land units at sea move with their transport.');
  if (tb.kind === 'sea') {
    // Boarding (MOV-6): the last step, onto a transport in that zone.
    if (!last) return no('MUST_STOP', 'MOV-6', 'Land units boarding a transport stop in its sea zone.');
    if (p.transportCost === null) return no('NO_TRANSPORT', 'MOV-6, UNIT-7', `${u.type} cannot be carried by transports.`);
    // Moved earlier this turn, or on this route before reaching the sea (the boarding cost below would hide those steps).
    if ((s.movement.get(u.id)?.spent ?? 0) > 0 || (plan.costs[u.id] ?? 0) > 0)
      return no('ALREADY_MOVED', 'MOV-6', 'A land unit that has moved this turn cannot board a transport.');
    if (enemySurfaceWarshipsAt(s, rs, plan.power, b).length > 0)
      return no('ENEMY_WARSHIPS_PRESENT', 'MOV-6', `No loading in ${b} while enemy surface warships are there.`);
    if (transport !== undefined) {
      const t = s.units.get(transport);
      if (!t || t.at !== b || cargoCapacity(s, rs, t) === 0 || !friendly(s, plan.power, t.owner))
        return no('NO_TRANSPORT', 'MOV-6', `There is no friendly transport "${transport}" in ${b}.`);
    }
    plan.costs[u.id] = movementLeft(s, rs, u); // boarding ends its own movement for the turn [C]
    return null;
  }
  if (ta.kind === 'sea') {
    // Unloading (MOV-6, MOV-7): cargo goes ashore from its transport, as its only step.
    const t = u.carriedBy ? s.units.unit(u.carriedBy) : undefined;
    if (!t || t.at !== a) return no('NO_TRANSPORT', 'MOV-6', `Unit ${u.id} is not aboard a transport in ${a}.`);
    if (plan.route.length !== 1) return no('MUST_STOP', 'MOV-6', 'Unloaded units stop in the territory they land in.');
    const done = s.unloadedInto[t.id];
    if (done && done !== b) return no('TRANSPORT_ALREADY_UNLOADED', 'MOV-6', `Transport ${t.id} already unloaded into ${done} this turn.`);
    plan.unloading = true;
    plan.costs[u.id] = 0;
  } else {
    plan.costs[u.id] = (plan.costs[u.id] ?? 0) + 1;
  }

  const stance = landStance(s, rs, plan, b, true);
  if (isProblem(stance)) return stance;
  if (plan.unloading && stance === 'hostile') {
    const blocked = subBlocksUnloading(s, rs, plan.power, a);
    if (blocked) return blocked;
  }
  if (stance === 'friendly') return null;
  if (plan.phase === 'nonCombatMove') return no('HOSTILE_IN_NONCOMBAT', 'NCM-2', `Non-combat moves may not enter hostile ${b}.`);
  const defended = enemyFightersAt(s, rs, plan.power, b).length > 0 || peacefulOwnersAt(s, plan.power, b).length > 0;
  if (last) return null;
  if (defended) return no('MUST_STOP', 'MOV-2', `Land units stop on entering ${b}, which has enemy units.`);
  // MOV-2 blitz: armour (and mech infantry paired with it) may cross one empty enemy territory.
  // [X: receivesAbilityWhenWith=canBlitz:armour] mech infantry blitzes paired with armour (checked for the group below).
  const blitzer = p.canBlitz || p.abilities.some((a) => a.startsWith('receivesAbilityWhenWith=canBlitz:'));
  if (!blitzer) return no('MUST_STOP', 'MOV-2', `${u.type} stops on entering enemy territory ${b}.`);
  const blocker = enemiesAt(s, plan.power, b).find((e) => rs.unit(e.type).isFactory || rs.unit(e.type).isAA);
  if (blocker) return no('BLITZ_BLOCKED', 'MOV-2, AMBIG-19', `No blitz through ${b}: it has an enemy ${blocker.type}.`);
  return null;
}

/** RULES §6 "Subs" (2E): an enemy sub in the zone, with no warship of the mover's own there, blocks an amphibious unloading. */
function subBlocksUnloading(s: GameState, rs: RulesetView, power: PowerId, zone: string): Problem | null {
  if (!rs.switches.subsBlockUnloading) return null;
  if (!enemiesAt(s, power, zone).some((e) => profile(rs, e).isSub)) return null;
  const own = s.units.at(zone).some((u) => u.owner === power && (isSurfaceWarship(profile(rs, u)) || profile(rs, u).isSub));
  return own
    ? null
    : no('SUBMARINE_BLOCKS_UNLOADING', 'RULES §6', `An enemy submarine in ${zone} blocks the landing: no ${power} warship is there.`);
}

function seaStep(s: GameState, rs: RulesetView, plan: MovePlan, u: Unit, p: UnitProfile, b: string, last: boolean): Problem | null {
  if (rs.territory(b).kind !== 'sea') return no('WRONG_TERRAIN', 'MOV-3', `${u.type} cannot go onto land (${b}).`);
  // RULES §8.2 x2-patrol-zone: +1 to enter an enemy patrol zone.
  plan.costs[u.id] = (plan.costs[u.id] ?? 0) + 1 + patrolSurcharge(s, rs, plan.power, b);
  const warships = enemySurfaceWarshipsAt(s, rs, plan.power, b);
  const destroyer = enemiesAt(s, plan.power, b).some((e) => rs.unit(e.type).isDestroyer);
  if (plan.phase === 'nonCombatMove') {
    // NCM-6 / RULES §6 "Subs" (2E): a sub may end its non-combat move with enemy warships; it passes them unless a destroyer is there (MOV-3).
    if (p.isSub && rs.switches.subsEndNonCombatWithEnemies)
      return !last && destroyer
        ? no('HOSTILE_IN_NONCOMBAT', 'NCM-2, MOV-3', `Submarines stop on entering ${b}: an enemy destroyer is there.`)
        : null;
    if (warships.length > 0)
      return no('HOSTILE_IN_NONCOMBAT', 'NCM-2', `Non-combat moves may not enter ${b}: enemy surface warships are there.`);
    if (last && p.isSub && enemiesAt(s, plan.power, b).some((e) => isWarship(rs.unit(e.type))))
      return no('HOSTILE_IN_NONCOMBAT', 'NCM-6', 'Submarines may not end a non-combat move with enemy warships.');
    return null;
  }
  if (!last && warships.length > 0 && !(p.isSub && !destroyer))
    return no('MUST_STOP', 'MOV-3', `Ships stop on entering ${b}: enemy surface warships are there.`);
  return null;
}

function airStep(s: GameState, rs: RulesetView, plan: MovePlan, u: Unit, b: string, last: boolean): Problem | null {
  plan.costs[u.id] = (plan.costs[u.id] ?? 0) + 1 + patrolSurcharge(s, rs, plan.power, b);
  const tb = rs.territory(b);
  if (tb.kind === 'land') {
    const owner = ownerOf(s, rs, b);
    if (tb.mongolian && !last)
      return no('MONGOLIAN_AIRSPACE', 'MOV-4, RULES §3', `Planes may not fly over Mongolia (${b}) except to attack it.`);
    if (owner && relation(s, plan.power, owner) === 'neutral') {
      if (!last) return no('POWER_AT_PEACE', 'POL-2, AMBIG-05', `Planes may not fly over ${b}: ${plan.power} is at peace with ${owner}.`);
      const stance = landStance(s, rs, plan, b, true);
      if (isProblem(stance)) return stance;
    }
  }
  return null;
}

/** Checks that need the whole group: capacity, blitz pairing, range, destination and landing. */
function groupProblems(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  transport: string | undefined,
  attack: boolean | undefined,
): Problem | null {
  const { units, to } = plan;
  const tTo = rs.territory(to);

  // Range (MOV-2..MOV-5, or the ruleset's bases: AMBIG-44, where the move ends counts), spent across both phases;
  // beyond it only by rail (hr01-rail-movement), which uses it all.
  const railed =
    units.some((u) => (plan.costs[u.id] ?? 0) > movementLeft(s, rs, u, to)) && isRailMove(s, rs, plan.power, units, plan.from, plan.route);
  if (railed) {
    plan.rail = true;
    for (const u of units) plan.costs[u.id] = movementLeft(s, rs, u, to);
  }
  for (const u of units) {
    const cost = plan.costs[u.id] ?? 0;
    const most = Math.max(movementLeft(s, rs, u, to), portToPortLeft(s, rs, u, to), patrolExitLeft(s, rs, u));
    if (!(cost > most && !(plan.boarding[u.id] || cost === 0))) continue;
    const range = `Unit ${u.id} (${u.type}) has ${movementLeft(s, rs, u, to)} movement left of ${allowance(s, rs, u, to)} for a move ending in ${to}; this route needs ${cost}.`;
    // An optional rule that could have carried it further is the rule that refuses (RULES §8.1).
    const rail = railLimit(s, rs, plan.power, units, plan.from, plan.route);
    if (rail) return no('OUT_OF_MOVEMENT', 'hr01-rail-movement', `${range} ${rail}`);
    const port = portToPortLimit(s, rs, u, to, cost);
    if (port) return no('OUT_OF_MOVEMENT', 'hr01-port-to-port', `${range} ${port}`);
    return no('OUT_OF_MOVEMENT', betweenBases(rs) ? 'MOV-2, MOV-3, MOV-4, AMBIG-44' : 'MOV-2, MOV-3, MOV-4, MOV-5', range);
  }

  // Boarding: assign transports with room (UNIT-7: 2 infantry, or 1 infantry + 1 other).
  const boarders = units.filter((u) => rs.territory(u.at).kind === 'land' && tTo.kind === 'sea' && rs.unit(u.type).domain === 'land');
  if (boarders.length) {
    const friendlyTransports = s.units
      .at(to)
      .filter((t) => cargoCapacity(s, rs, t) > 0 && friendly(s, plan.power, t.owner) && (!transport || t.id === transport));
    // RULES §7 [S1 "China"]: Chinese infantry may not be loaded onto Allied transports.
    const ownOnly = paidInUnits(rs, plan.power)?.mayBoardAlliedTransports === false;
    const transports = ownOnly ? friendlyTransports.filter((t) => t.owner === plan.power) : friendlyTransports;
    if (friendlyTransports.length && !transports.length)
      return no('MAY_NOT_BOARD_ALLIED_TRANSPORT', 'RULES §7', `${plan.power}'s units may not be loaded onto allied transports.`);
    transports.sort((x, y) => Number(y.owner === plan.power) - Number(x.owner === plan.power) || compareIds(x.id, y.id));
    const load = new Map(transports.map((t) => [t.id, cargoLoad(s, rs, t.id)]));
    for (const u of [...boarders].sort((x, y) => rs.unit(y.type).transportCost! - rs.unit(x.type).transportCost!)) {
      const need = rs.unit(u.type).transportCost!;
      const t = transports.find((x) => load.get(x.id)! + need <= cargoCapacity(s, rs, x) && carriesType(s, rs, x, u.type));
      const later = !t && !transports.length ? notCarryingYet(s, rs, plan.power, to) : null;
      if (later) return no('NO_TRANSPORT', 'x2-japanese-destroyer-transport', later);
      if (!t) {
        // The rule of the carriers there (MOV-6 with UNIT-7, RULES §7's transport, AMBIG-31's destroyer, or the option).
        const rule = transports.length
          ? [...new Set(transports.map((x) => cargoRule(s, rs, x)))]
              .map((r) => (r.startsWith('RULES') || r === 'UNIT-7' ? `MOV-6, ${r}` : r))
              .join(', ')
          : `MOV-6, ${rs.def.unitList?.rule ?? 'UNIT-7'}`;
        const ships = transports.map((x) => cargoRoom(s, rs, x, load.get(x.id)!)).join(', ');
        return no(
          transports.length ? 'TRANSPORT_FULL' : 'NO_TRANSPORT',
          rule,
          transports.length
            ? `No friendly ship in ${to} has room for ${u.type}, which takes ${need}: ${ships}.`
            : `No friendly ship in ${to} carries land units.`,
        );
      }
      load.set(t.id, load.get(t.id)! + need);
      plan.boarding[u.id] = t.id;
    }
  }

  // Unloading: the cargo of one transport lands together in one territory per turn.
  if (plan.unloading) {
    const transports = new Set(units.map((u) => u.carriedBy));
    for (const t of transports)
      if (t && s.unloadedInto[t] && s.unloadedInto[t] !== to)
        return no('TRANSPORT_ALREADY_UNLOADED', 'MOV-6', `Transport ${t} already unloaded this turn.`);
  }

  // MOV-2: mech infantry blitzes only paired one to one with armour moving with it.
  const crossed = plan.route.slice(0, -1).filter((b) => rs.territory(b).kind === 'land' && landStance(s, rs, plan, b, false) === 'hostile');
  if (crossed.length) {
    const armour = units.filter((u) => rs.unit(u.type).canBlitz).length;
    const mech = units.filter((u) => !rs.unit(u.type).canBlitz && rs.unit(u.type).domain === 'land').length;
    if (mech > armour)
      return no('BLITZ_BLOCKED', 'MOV-2', `Mechanized infantry blitzes only paired one to one with armour (${mech} with ${armour}).`);
  }

  // Cargo rides along with a moving transport or carrier.
  const movingShips = units.filter((u) => rs.unit(u.type).domain === 'sea');
  const moving = new Set(units.map((u) => u.id));
  plan.cargo = s.units
    .at(plan.from)
    .filter((c) => c.carriedBy && movingShips.some((t) => t.id === c.carriedBy) && !moving.has(c.id))
    .map((c) => c.id);

  // What the destination is, and whether a battle follows (MOV-1).
  const hostileLand =
    tTo.kind === 'land' && !isProblem(landStance(s, rs, plan, to, false)) && landStance(s, rs, plan, to, false) === 'hostile';
  const enemyUnitsThere = enemyFightersAt(s, rs, plan.power, to).length > 0;
  // Land units boarding a transport only load it: cargo never fights, so they start no battle and no war there (MOV-6).
  const onlyBoarding = boarders.length === units.length;
  if (attack !== undefined && plan.phase !== 'combatMove')
    return no(
      'HOSTILE_IN_NONCOMBAT',
      'MOV-1, NCM-2',
      'Only a combat move attacks, or chooses not to; leave out `attack` in Non-combat Move.',
    );
  // POL-2 / MOV-1: at sea, the units of powers at peace are attacked only when the mover says so (an act of war, POL-7);
  // on land, entering where they stand attacks them.
  const peaceUnitsThere =
    plan.phase === 'combatMove' && !onlyBoarding && (tTo.kind === 'land' || attack === true)
      ? peacefulOwnersAt(s, plan.power, to).filter((o) => mayStartWar(s, rs, plan.power, o))
      : [];
  const landMovers = units.filter((u) => rs.unit(u.type).domain === 'land');
  const airMovers = units.filter((u) => rs.unit(u.type).domain === 'air');
  const seaMovers = units.filter((u) => rs.unit(u.type).domain === 'sea');

  // CAP-1: land entered or blitzed while empty of enemy units is taken; CAP-9: UK/ANZAC take Dutch land peacefully.
  if (landMovers.length) {
    for (const b of plan.route) {
      if (rs.territory(b).kind !== 'land') continue;
      const owner = ownerOf(s, rs, b);
      const dutch = owner !== null && rs.custodiansOf(owner).includes(plan.power);
      const empty = enemyFightersAt(s, rs, plan.power, b).length === 0 && peacefulOwnersAt(s, plan.power, b).length === 0;
      if (dutch || (plan.phase === 'combatMove' && empty && landStance(s, rs, plan, b, false) === 'hostile')) plan.captures.push(b);
    }
  }

  // NCM-3 / AMBIG-38: a non-combat air move ends where the planes land.
  if (plan.phase === 'nonCombatMove') {
    const landing = nonCombatLandingProblem(s, rs, plan);
    if (landing) return no('NO_LANDING_PLACE', 'NCM-3, AMBIG-38', landing);
  }

  if (plan.phase === 'combatMove') {
    for (const o of peaceUnitsThere) addActOfWar(plan, o, to);
    const enemiesAtSea = tTo.kind === 'sea' && enemiesAt(s, plan.power, to).length > 0;
    if (attack === false && tTo.kind === 'sea' && enemySurfaceWarshipsAt(s, rs, plan.power, to).length > 0 && !onlyBoarding)
      return no('MUST_ATTACK', 'MOV-1, MOV-3', `Enemy surface warships in ${to} must be fought by a combat move that ends there.`);
    if (attack === false && hostileLand) return no('MUST_ATTACK', 'MOV-1', `A combat move into hostile ${to} is an attack.`);
    const hostileSea = attack !== false && (enemiesAtSea || peaceUnitsThere.length > 0);
    if (attack === true && !hostileLand && !hostileSea)
      return no('NOTHING_TO_ATTACK', 'MOV-1', `There is nothing in ${to} that ${plan.power} may attack.`);
    const hostile = hostileLand || hostileSea || peaceUnitsThere.length > 0;
    plan.battle = !onlyBoarding && hostile && (enemyUnitsThere || peaceUnitsThere.length > 0 || (hostileLand && landMovers.length === 0));
    // RULES §8.2 x2-capital-ship-damage [S3 §10a, §10f]: a damaged carrier or battleship cannot attack.
    const damaged = plan.battle ? units.find((u) => cannotAttack(s, rs, u)) : undefined;
    if (damaged)
      return no(
        'DAMAGED_CANNOT_ATTACK',
        'x2-capital-ship-damage',
        `Unit ${damaged.id} (${damaged.type}) is damaged: it cannot attack until it is repaired (it may defend).`,
      );
    // Land and air end a combat move only where they fight or capture, or with an act of war (POL-4, AMBIG-04: entering
    // Chinese land before the war); ships may also carry and escort.
    if (!hostile && plan.captures.length === 0 && boarders.length === 0 && seaMovers.length === 0 && plan.actsOfWar.length === 0)
      return no(
        'NOT_HOSTILE_DESTINATION',
        'MOV-1',
        `A combat move ends only in a hostile place; ${to} is not. Move there in Non-combat Move.`,
      );
    // MOV-4: planes must still be able to reach a landing place after the fight (an airfield there may add, AMBIG-44).
    for (const u of airMovers) {
      const left = movementLeft(s, rs, u) - (plan.costs[u.id] ?? 0);
      if (!landingReachable(s, rs, plan.power, u, to, left))
        return no(
          'NO_LANDING_PLACE',
          'MOV-4',
          `Unit ${u.id} (${u.type}) could not reach a place to land from ${to} with ${left} movement left.`,
        );
    }
  }
  return null;
}

/** SBR-1, SBR-2: bombers, with fighters as escorts, raid an enemy territory's factory, airfield or harbour. */
function raidProblems(s: GameState, rs: RulesetView, plan: MovePlan): Problem | null {
  if (plan.phase !== 'combatMove') return no('WRONG_PHASE', 'SBR-2', 'Raids are flown in Combat Move.');
  for (const u of plan.units) {
    const p = rs.unit(u.type);
    if (!p.isStrategicBomber && !p.abilities.includes('canEscort'))
      return no('NOT_A_RAIDER', 'SBR-1', `${u.type} takes no part in strategic bombing: only bombers raid, with fighters as escorts.`);
  }
  if (!plan.units.some((u) => rs.unit(u.type).isStrategicBomber) && !s.raids[plan.to])
    return no('NOT_A_RAIDER', 'SBR-2', 'A raid needs bombers; fighters only escort them.');
  const targets = s.units
    .at(plan.to)
    .filter(
      (u) =>
        (rs.unit(u.type).isFactory || rs.unit(u.type).isConstruction) &&
        (atWar(s, plan.power, u.owner) || plan.actsOfWar.some((w) => w.against === u.owner)),
    );
  if (rs.territory(plan.to).kind !== 'land' || targets.length === 0)
    return no('NOTHING_TO_RAID', 'SBR-2', `${plan.to} has no enemy factory, airfield or harbour to raid.`);
  // RULES §6 "Tactical bomber": a raider limited to some facilities (2E tactical bombers: bases) needs one of them there.
  const idle = plan.units.find((u) => rs.unit(u.type).isStrategicBomber && !targets.some((t) => mayBomb(rs, u, t)));
  if (idle) return no('NOTHING_TO_RAID', 'RULES §6', `${plan.to} has nothing a ${idle.type} may bomb (airfields and harbours only).`);
  plan.raid = true;
  plan.battle = false;
  plan.captures = [];
  return null;
}

/** Transport space used by the cargo aboard a transport. */
export function cargoLoad(s: GameState, rs: RulesetView, transportId: string): number {
  return s.units.aboard(transportId).reduce((n, c) => n + (rs.unit(c.type).transportCost ?? 0), 0);
}
