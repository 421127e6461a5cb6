// A unit moved to another place: a literal of the unit's fields, not a spread.
// A fold moves tens of thousands of units (the long game of issue 12: 7,062
// moves), and V8 copies `{ ...unit, at }` property by property, several times
// slower than building the literal. The fields are listed in the order every
// unit is made in (initial-state, place, positions), so a unit's JSON is the
// same either way.
import type { Unit } from '../game/state';
import type { TerritoryName } from '../ruleset/types';

/** `unit` at `at`, aboard `carriedBy` (or aboard nothing when it is absent). */
export function relocated(unit: Unit, at: TerritoryName, carriedBy?: string): Unit {
  return carriedBy
    ? { id: unit.id, type: unit.type, owner: unit.owner, at, damage: unit.damage, carriedBy }
    : { id: unit.id, type: unit.type, owner: unit.owner, at, damage: unit.damage };
}
