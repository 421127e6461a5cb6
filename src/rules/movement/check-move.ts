// Checks a move step by step (MOV-1..MOV-9, NCM-1..NCM-6, POL-2..POL-7) and
// says what it does: the cost to each unit, boarding and unloading, acts of
// war, captures and whether a battle follows. decide-move.ts turns the plan
// into events; the destinations query asks the same questions. This file
// runs the checks in their order; each rule lives in the file named for it.
import type { Command, GameState, Unit } from '../engine';
import type { RulesetView, PowerId } from '../ruleset';
import { peacetimeProblem } from './peacetime';
import { profile } from './places';
import { blitzReturnProblem } from './blitz-return';
import { portAttackProblem } from './port-shelter';
import { garrisonLeaveProblem } from './garrison';
import { patrolStopProblem } from './patrol-zone';
import { unitCanMove } from './unit-checks';
import { routeStep } from './route-steps';
import { rangeProblem } from './range';
import { assignTransports, boardersOf } from './boarding';
import { unloadedElsewhereProblem } from './unloading';
import { blitzPairingProblem } from './blitz';
import { outcomeProblems } from './outcome';
import { raidProblems } from './raid-move';
import { isProblem, no, type MovePhase, type MovePlan, type Problem } from './move-plan';

// The plan's type is in move-plan.ts; the rules' public surface (index.ts) takes it from here with checkMove.
export type { MovePlan } from './move-plan';

type MoveCommand = Extract<Command, { type: 'MoveUnits' }>;

export function checkMove(s: GameState, rs: RulesetView, power: PowerId, cmd: MoveCommand): MovePlan | Problem {
  const phase = movePhase(s, rs);
  if (isProblem(phase)) return phase;
  const units = namedUnits(s, power, cmd);
  if (isProblem(units)) return units;
  const unknown = routePlacesProblem(rs, cmd.route);
  if (unknown) return unknown;
  const plan = newPlan(power, phase, units, cmd.route);

  for (const u of units) {
    const problem = unitCanMove(s, rs, phase, u, profile(rs, u));
    if (problem) return problem;
  }
  const garrison = garrisonLeaveProblem(s, rs, power, units, plan.from);
  if (garrison) return garrison;
  if (phase === 'nonCombatMove') {
    const back = blitzReturnProblem(s, rs, units, cmd.route);
    if (back) return back;
  }
  const route = routeProblem(s, rs, plan, cmd.transport);
  if (route) return route;

  const group = groupProblems(s, rs, plan, cmd.transport, cmd.attack);
  if (group) return group;
  const raid = cmd.raid ? raidProblems(s, rs, plan) : null;
  const port = cmd.port && !raid ? portAttackProblem(s, rs, plan, Boolean(cmd.raid)) : null;
  return raid ?? port ?? peacetimeProblem(s, rs, plan) ?? patrolStopProblem(s, rs, plan) ?? plan;
}

/** MOV-1, NCM-1: units move only in the two movement phases. */
function movePhase(s: GameState, rs: RulesetView): MovePhase | Problem {
  if (s.phase === 'combatMove' || s.phase === 'nonCombatMove') return s.phase;
  return no(
    'WRONG_PHASE',
    'MOV-1, NCM-1',
    `Units move in ${rs.phaseName('combatMove')} and ${rs.phaseName('nonCombatMove')}; the current phase is ${rs.phaseName(s.phase)}.`,
  );
}

/** MOV-1: the command names the mover's own units, once each, standing together. */
function namedUnits(s: GameState, power: PowerId, cmd: MoveCommand): Unit[] | Problem {
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
  return units;
}

/** MOV-1: the route names at least one place, each a known territory or sea zone. */
function routePlacesProblem(rs: RulesetView, route: string[]): Problem | null {
  if (route.length === 0) return no('EMPTY_ROUTE', 'MOV-1', 'The route names no place to move to.');
  for (const place of route)
    if (!rs.findTerritory(place)) return no('UNKNOWN_TERRITORY', 'MOV-1', `There is no territory or sea zone "${place}".`);
  return null;
}

function newPlan(power: PowerId, phase: MovePhase, units: Unit[], route: string[]): MovePlan {
  return {
    power,
    phase,
    units,
    from: units[0].at,
    route,
    to: route[route.length - 1],
    costs: {},
    boarding: {},
    unloading: false,
    actsOfWar: [],
    captures: [],
    battle: false,
    cargo: [],
    raid: false,
  };
}

/** Each unit's route, step by step (units in the order named, each route from its start). */
function routeProblem(s: GameState, rs: RulesetView, plan: MovePlan, transport: string | undefined): Problem | null {
  const path = [plan.from, ...plan.route];
  for (const u of plan.units) {
    const p = profile(rs, u);
    for (let i = 1; i < path.length; i++) {
      const problem = routeStep(s, rs, plan, u, p, path[i - 1], path[i], i === path.length - 1, transport);
      if (problem) return problem;
    }
  }
  return null;
}

/** Checks that need the whole group, in this order: range, boarding, unloading, blitz pairing, then the outcome. */
function groupProblems(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  transport: string | undefined,
  attack: boolean | undefined,
): Problem | null {
  const range = rangeProblem(s, rs, plan);
  if (range) return range;
  const boarders = boardersOf(rs, plan);
  const boarding = assignTransports(s, rs, plan, boarders, transport);
  if (boarding) return boarding;
  const unloaded = unloadedElsewhereProblem(s, plan);
  if (unloaded) return unloaded;
  const blitz = blitzPairingProblem(s, rs, plan);
  if (blitz) return blitz;
  plan.cargo = cargoCarriedAlong(s, rs, plan);
  return outcomeProblems(s, rs, plan, boarders, attack);
}

/** Cargo rides along with a moving transport or carrier. */
function cargoCarriedAlong(s: GameState, rs: RulesetView, plan: MovePlan): string[] {
  const movingShips = plan.units.filter((u) => rs.unit(u.type).domain === 'sea');
  const moving = new Set(plan.units.map((u) => u.id));
  return s.units
    .at(plan.from)
    .filter((c) => c.carriedBy && movingShips.some((t) => t.id === c.carriedBy) && !moving.has(c.id))
    .map((c) => c.id);
}
