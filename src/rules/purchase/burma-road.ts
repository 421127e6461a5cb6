// PUR-4 / INC-5: the Burma Road is open while none of India, Burma, Yunnan
// and Szechwan is held by Japan [S0 §China].
import type { RulesetView } from '../ruleset';
import type { GameState } from '../engine';

export function burmaRoadOpen(state: GameState, rs: RulesetView): boolean {
  const road = rs.data.burmaRoad;
  if (!road) return false;
  return road.territories.every((t) => {
    const o = state.owners[t];
    return !o || !road.closedBy.includes(o);
  });
}
