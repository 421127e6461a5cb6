// A unit moved to another place: a literal of the unit's fields, not a spread.
// A fold moves tens of thousands of units (the long game of issue 12: 7,062
// moves), and V8 copies `{ ...unit, at }` property by property, several times
// slower than building the literal. The fields are listed in the order every
// unit is made in (initial-state, place, positions), so a unit's JSON is the
// same either way; a unit with a rarer field (a ship in port) is spread as
// before.
import type { Unit } from './unit';
import type { TerritoryName } from '../ruleset';

/** Every field of a unit: a field added to Unit and not handled here is a compile error. */
const FIELDS: Record<keyof Unit, 'literal' | 'spread'> = {
  id: 'literal',
  type: 'literal',
  owner: 'literal',
  at: 'literal',
  damage: 'literal',
  carriedBy: 'literal',
  portZone: 'spread',
};
const SPREAD = (Object.keys(FIELDS) as (keyof Unit)[]).filter((k) => FIELDS[k] === 'spread');
const plain = (u: Unit) => SPREAD.every((k) => u[k] === undefined);

/** `unit` at `at`, aboard `carriedBy` (or aboard nothing when it is absent). */
export function relocated(unit: Unit, at: TerritoryName, carriedBy?: string): Unit {
  if (!plain(unit)) {
    const { carriedBy: _aboard, ...rest } = unit;
    return carriedBy ? { ...rest, at, carriedBy } : { ...rest, at };
  }
  return carriedBy
    ? { id: unit.id, type: unit.type, owner: unit.owner, at, damage: unit.damage, carriedBy }
    : { id: unit.id, type: unit.type, owner: unit.owner, at, damage: unit.damage };
}

/** `unit` at `at`, aboard what it is aboard (cargo moving with its transport). */
export function carriedTo(unit: Unit, at: TerritoryName): Unit {
  return plain(unit) ? relocated(unit, at, unit.carriedBy) : { ...unit, at };
}
