// RULES §8.1 hr01-port-to-port [S2 "Ports Allow non-combat moves between
// friendly ports of 4 spaces"]: a Non-combat naval move between two friendly
// ports may be 4 spaces. Adapted to the 1940 board (RULES §8 A): a port is a
// sea zone next to an own or allied operative harbour (one that gives ships
// movement, MOV-5), not one taken this turn.
import { friendly, type GameState, type Unit } from '../engine';
import type { RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';
import { movementGiven, operativeBases } from '../units';
import { startOf } from './allowance';

const PORT_TO_PORT = 4;

function isPort(s: GameState, rs: RulesetView, u: Unit, zone: string): boolean {
  return rs
    .landNeighbours(zone)
    .some(
      (l) =>
        !s.capturedThisTurn.includes(l) &&
        operativeBases(s, rs, u.owner, l, (a, b) => friendly(s, a, b)).some((b) => movementGiven(rs.unit(b.type), u.type) > 0),
    );
}

/** Whether the option concerns this unit's move now: a ship's Non-combat move with hr01-port-to-port on. */
function portRuleApplies(s: GameState, rs: RulesetView, u: Unit): boolean {
  return optionOn(s, 'hr01-port-to-port') && s.phase === 'nonCombatMove' && rs.unit(u.type).domain === 'sea';
}

/** What is left of a port-to-port move's spaces after what the ship has spent this turn. */
const portSpacesLeft = (s: GameState, u: Unit) => Math.max(0, PORT_TO_PORT - (s.movement.get(u.id)?.spent ?? 0));

/** Movement a ship has left for a port-to-port Non-combat move ending in `to`, or 0 when the rule does not apply. */
export function portToPortLeft(s: GameState, rs: RulesetView, u: Unit, to: string): number {
  if (!portRuleApplies(s, rs, u) || !isPort(s, rs, u, startOf(s, u)) || !isPort(s, rs, u, to)) return 0;
  return portSpacesLeft(s, u);
}

/**
 * Why a ship's Non-combat move beyond its range is not port to port, when the option is on (a refusal then cites the
 * option): the reason, or null when the option is no concern of it.
 */
export function portToPortLimit(s: GameState, rs: RulesetView, u: Unit, to: string, cost: number): string | null {
  if (!portRuleApplies(s, rs, u)) return null;
  if (!isPort(s, rs, u, startOf(s, u)) || !isPort(s, rs, u, to))
    return `A move beyond a ship's range goes from port to port (zones next to own or allied operative harbours); ${isPort(s, rs, u, startOf(s, u)) ? to : startOf(s, u)} is not one.`;
  if (cost > portToPortLeft(s, rs, u, to)) return `A port-to-port move is at most ${PORT_TO_PORT} spaces a turn.`;
  return null;
}

/** How far a port-to-port move could take the ship at most (to look that far for destinations); 0 when the rule does not apply. */
export function portToPortReach(s: GameState, rs: RulesetView, u: Unit): number {
  return portRuleApplies(s, rs, u) && isPort(s, rs, u, startOf(s, u)) ? portSpacesLeft(s, u) : 0;
}
