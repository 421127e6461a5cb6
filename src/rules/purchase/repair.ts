// PUR-3: repair of damaged factories and bases, 1 PU a point, never more than
// the damage (AMBIG-36). PUR-1: free repair of capital ships next to a harbour.
import type { PowerId, RulesetView } from '../ruleset';
import { accept, isCount, reject, type Ruling, type Command, type GameEvent, friendly, type GameState } from '../engine';
import { operative, repairsUnits, seaZoneOf, compareIds } from '../units';
import { capitalDamage, capitalKind } from '../combat';

export function decideRepair(
  state: GameState,
  rs: RulesetView,
  power: PowerId,
  cmd: Extract<Command, { type: 'RepairFacilities' }>,
): Ruling {
  if (cmd.repairs.length === 0) return reject('INVALID_QUANTITY', 'PUR-3', 'Name at least one facility to repair.');
  const points = new Map<string, number>();
  for (const r of cmd.repairs) {
    if (!rs.findTerritory(r.territory)) return reject('UNKNOWN_TERRITORY', 'PUR-3', `There is no territory "${r.territory}".`);
    if (!rs.findUnit(r.unitType)) return reject('UNKNOWN_UNIT_TYPE', 'PUR-3', `There is no unit type "${r.unitType}".`);
    if (!isCount(r.points)) return reject('INVALID_QUANTITY', 'PUR-3', 'Repair points must be a whole number of at least 1.');
    // RULES §8.2 x2-capital-ship-damage [S3 §10b]: a damaged carrier or battleship is repaired here too, at a price a hit;
    // of several alike in the zone, the most damaged first.
    const ship = capitalKind(state, rs, r.unitType)
      ? state.units
          .at(r.territory)
          .filter((u) => u.type === r.unitType && u.owner === power && (points.get(u.id) ?? 0) < u.damage)
          .sort((a, b) => b.damage - a.damage || compareIds(a.id, b.id))[0]
      : undefined;
    const facility =
      ship ??
      state.units.at(r.territory).find((u) => u.type === r.unitType && u.owner === power && rs.findUnit(u.type)?.domain === 'facility');
    if (!facility) return reject('NO_SUCH_FACILITY', 'PUR-3', `${power} has no ${r.unitType} in ${r.territory}.`);
    points.set(facility.id, (points.get(facility.id) ?? 0) + r.points);
  }
  const repairs = [];
  let total = 0;
  for (const [unitId, p] of points) {
    const u = state.units.unit(unitId);
    if (u.damage === 0) return reject('NOTHING_TO_REPAIR', 'PUR-3', `The ${u.type} in ${u.at} has no damage.`);
    if (p > u.damage)
      return reject(
        'REPAIR_EXCEEDS_DAMAGE',
        'PUR-3, AMBIG-36',
        `The ${u.type} in ${u.at} has ${u.damage} damage; ${p} points cannot be repaired.`,
      );
    repairs.push({ unitId, type: u.type, territory: u.at, points: p, damageLeft: u.damage - p });
    const capital = capitalDamage(state, rs); // capitalKind is null without it
    total += p * (capital && capitalKind(state, rs, u.type) ? capital.repairCost : 1);
  }
  const have = state.pus[power] ?? 0;
  if (total > have) return reject('INSUFFICIENT_PUS', 'PUR-3', `Repairs cost ${total} PUs; ${power} has ${have}.`);
  return accept({ type: 'FacilitiesRepaired', data: { power, repairs, total, pusLeft: have - total } });
}

/** PUR-1: at the start of Purchase, damaged battleships and carriers next to an operative own or allied harbour are repaired. */
export function shipRepairs(state: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  const damaged = state.units.ownedBy(power).filter((u) => u.damage > 0 && rs.findUnit(u.type)?.domain === 'sea');
  // Most turns nothing is damaged: no need to look for bases.
  if (!damaged.length) return [];
  // [X: repairsUnits]: what each operative friendly base repairs, in the zones next to it.
  const repaired = new Map<string, Set<string>>();
  for (const u of state.units.all()) {
    const types = repairsUnits(rs.unit(u.type));
    if (types.length && friendly(state, power, u.owner) && operative(rs, u))
      for (const sz of rs.seaNeighbours(u.at)) repaired.set(sz, new Set([...(repaired.get(sz) ?? []), ...types]));
  }
  // RULES §8.1 hr01-ports-shelter: a ship in port is next to its harbour, on the zone it is in port from.
  const units = damaged.filter((u) => repaired.get(seaZoneOf(u))?.has(u.type)).map((u) => ({ unitId: u.id, seaZone: seaZoneOf(u) }));
  return units.length ? [{ type: 'ShipsRepaired', data: { power, units } }] : [];
}
