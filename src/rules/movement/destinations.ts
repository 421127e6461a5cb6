// Questions a frontend asks so it never re-implements movement: where a set
// of units can go (with a route and the movement left), and which units can
// still move. Every answer is checked by the same checkMove as the command.
import type { PowerId, RulesetView } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { portToPortReach } from './ports';
import { hasMovementLeft, mostMovementLeft, movementLeft } from './allowance';
import { checkMove } from './check-move';
import { unitCanMove } from './unit-checks';
import { actingPowers } from '../turn';
import { patrolExitLeft } from './patrol-zone';
import { withShipsOutOfPort } from './port-shelter';

export interface Destination {
  territory: string;
  /** A legal route there (the places after the start), shortest first found. */
  route: string[];
  /** Least movement any of the units would have left on arrival. */
  movementLeft: number;
  /** A battle would be fought there. */
  battle: boolean;
  /** Territories the move would take. */
  captures: string[];
  /** Powers the move would go to war with (POL-7). */
  warWith: string[];
}

/**
 * Breadth-first over routes whose every step the rules allow, keeping each
 * place at the first (shortest) legal route found to it.
 */
export function legalDestinations(board: GameState, rs: RulesetView, power: PowerId, unitIds: string[], attack?: boolean): Destination[] {
  // RULES §8.1 hr01-ports-shelter: a move of ships in port starts in the zone they are in port on.
  const owner = board.units.get(unitIds[0])?.owner;
  const s = owner ? withShipsOutOfPort(board, owner, unitIds) : board;
  const first = s.units.get(unitIds[0]);
  if (!first) return [];
  // AMBIG-44: a base where the move ends may add to it, so look as far as the best end allows.
  // RULES §8.1 hr01-port-to-port: a ship in port may go up to 4 to another port.
  const most = (u: Unit) => Math.max(mostMovementLeft(s, rs, u), portToPortReach(s, rs, u));
  const reach = Math.max(0, ...unitIds.map((id) => (s.units.has(id) ? most(s.units.unit(id)) : 0)), 1);
  const found = new Map<string, Destination>();
  const expanded = new Set<string>([first.at]);
  // `captured`: the route took land on the way (a blitz), which can make a stop legal that a shorter route does not reach
  // legally (a combat move may end in friendly land after a capture), so such routes look again at places already explored.
  let frontier: { route: string[]; captured: boolean }[] = [{ route: [], captured: false }];
  for (let depth = 1; depth <= reach && frontier.length; depth++) {
    const next: typeof frontier = [];
    for (const { route, captured } of frontier) {
      const here = route.length ? route[route.length - 1] : first.at;
      for (const n of rs.territory(here).adjacent) {
        const seen = expanded.has(n);
        if (seen && (!captured || found.has(n))) continue;
        const candidate = [...route, n];
        const plan = checkMove(s, rs, power, {
          type: 'MoveUnits',
          units: unitIds,
          route: candidate,
          ...(attack === undefined ? {} : { attack }),
        });
        if (!('code' in plan) && !found.has(n)) {
          found.set(n, {
            territory: n,
            route: candidate,
            movementLeft: Math.min(...plan.units.map((u) => movementLeft(s, rs, u, n) - (plan.costs[u.id] ?? 0))),
            battle: plan.battle,
            captures: plan.captures,
            warWith: plan.actsOfWar.map((w) => w.against),
          });
        }
        // Keep exploring through places the units may pass (a legal stop, or a step the rules let them go on from).
        if (!seen && (!('code' in plan) || passable(plan))) {
          expanded.add(n);
          next.push({ route: candidate, captured: captured || (!('code' in plan) && plan.captures.length > 0) });
        }
      }
    }
    frontier = next;
  }
  return [...found.values()];
}

/**
 * Refusals about where a route ends, not about passing through: exploration may continue beyond. HOSTILE_IN_NONCOMBAT
 * is one only for NCM-6 (a sub may not end beside enemy warships); under NCM-2 the place may not even be entered.
 */
const passable = (v: { code: string; rule: string }) =>
  ['NOT_HOSTILE_DESTINATION', 'NO_LANDING_PLACE', 'NOTHING_TO_ATTACK', 'MUST_ATTACK', 'PATROL_ZONE_NO_STOP'].includes(v.code) ||
  (v.code === 'HOSTILE_IN_NONCOMBAT' && v.rule === 'NCM-6');

/** Units of the powers acting now (the current power's, or a joint step's, RULES §7) that can still move in this phase. */
export function movableUnits(s: GameState, rs: RulesetView): string[] {
  const phase = s.phase;
  if (phase !== 'combatMove' && phase !== 'nonCombatMove') return [];
  const acting = actingPowers(s, rs);
  return (
    s.units
      .all()
      // Cargo counts too: land units aboard may unload (MOV-6), an ally's planes aboard a carrier take off on their own turn (MOV-8).
      .filter((u) => acting.includes(u.owner))
      // RULES §8.2 x2-patrol-zone: a ship that must leave a patrol zone may, with no movement left.
      .filter((u) => (hasMovementLeft(s, rs, u) || patrolExitLeft(s, rs, u) > 0) && !unitCanMove(s, rs, phase, u, rs.unit(u.type)))
      .map((u) => u.id)
  );
}

/**
 * checkMove as the move would be decided: its ships in port leave port first (RULES §8.1
 * hr01-ports-shelter, as decideMove does), so a frontend asking before it moves gets the same answer.
 */
export function checkMoveOf(
  board: GameState,
  rs: RulesetView,
  power: PowerId,
  cmd: Parameters<typeof checkMove>[3],
): ReturnType<typeof checkMove> {
  return checkMove(withShipsOutOfPort(board, power, cmd.units), rs, power, cmd);
}
