// MOV-2..MOV-5 (or the ruleset's bases, AMBIG-44): whether each unit has the
// movement left for the route, spent across both phases; beyond it only by
// rail (hr01-rail-movement), port to port (hr01-port-to-port) or leaving a
// patrol zone (x2-patrol-zone).
import type { RulesetView } from '../ruleset';
import type { GameState } from '../engine';
import { allowance, betweenBases, movementLeft } from './allowance';
import { isRailMove, railLimit } from './rail';
import { portToPortLeft, portToPortLimit } from './ports';
import { patrolExitLeft } from './patrol-zone';
import { no, type MovePlan, type Problem } from './move-plan';

/** Range, spent across both phases (where the move ends counts: AMBIG-44); a rail move uses it all. */
export function rangeProblem(s: GameState, rs: RulesetView, plan: MovePlan): Problem | null {
  const { units, to } = plan;
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
  return null;
}
