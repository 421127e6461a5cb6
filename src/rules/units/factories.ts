// Which unit is a factory, and the factory in a territory (UNIT-9): read by
// mobilize (where to place), movement (carriers and planes bought beside one)
// and the API.
import type { RulesetView } from '../ruleset';
import type { GameState, Unit } from '../engine';

export const isFactory = (rs: RulesetView, u: Unit) => rs.findUnit(u.type)?.isFactory === true;

export function factoryIn(state: GameState, rs: RulesetView, territory: string): Unit | undefined {
  return state.units.at(territory).find((u) => isFactory(rs, u));
}
