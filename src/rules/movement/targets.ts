// Where each unit that may still move can go in this phase, for a frontend
// offering targets without asking per unit (issue 25: "the Combat Move
// decision lists unit ids and no place to attack"). The answer is
// legalDestinations' (so checkMove's) for one unit of each group of units
// that stand alike: same type, owner, place, carrier, damage, movement so far
// and cargo; each group is searched once. In Combat Move each destination is
// marked an attack or not (AMBIG-45: land units and planes end a combat move
// only where they attack; ships may also end in a friendly or empty zone, and
// land units may board a transport there).
import type { PowerId, UnitType, RulesetView } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { movementLeft } from './allowance';
import { legalDestinations, movableUnits, type Destination } from './destinations';

export interface MoveTarget extends Destination {
  /** Combat Move: ending there attacks (a battle, a capture or an act of war), AMBIG-45; false for a move that does not. */
  attack: boolean;
}

export interface MoveTargetGroup {
  unitType: UnitType;
  owner: PowerId;
  /** Where the units stand. */
  at: string;
  /** Movement each has left (a base where a move ends may add one, RULES §7 "Bases", AMBIG-44). */
  movementLeft: number;
  /** The units of the group, each of which may go to every target alone. */
  units: string[];
  targets: MoveTarget[];
}

/** What makes two units' destinations the same: everything checkMove reads of a unit, but its id. */
function groupKey(s: GameState, u: Unit): string {
  const aboard = s.units
    .aboard(u.id)
    .map((c) => c.type)
    .sort();
  return JSON.stringify([u.type, u.owner, u.at, u.carriedBy ?? null, u.portZone ?? null, u.damage, s.movement.get(u.id) ?? null, aboard]);
}

/**
 * The movable units (or `unitIds`) in groups of alike units, each with where one of them may go now. Computed per
 * group, so a decision listing 81 units searches the map once per kind of unit and place.
 */
export function moveTargets(s: GameState, rs: RulesetView, unitIds: readonly string[] = movableUnits(s, rs)): MoveTargetGroup[] {
  const groups = new Map<string, Unit[]>();
  for (const id of unitIds) {
    const u = s.units.get(id);
    if (!u) continue;
    const key = groupKey(s, u);
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  const combat = s.phase === 'combatMove';
  return [...groups.values()].map((units) => {
    const first = units[0];
    const targets = legalDestinations(s, rs, first.owner, [first.id]).map((d) => ({
      ...d,
      attack: combat && (d.battle || d.captures.length > 0 || d.warWith.length > 0),
    }));
    return {
      unitType: first.type,
      owner: first.owner,
      at: first.at,
      movementLeft: movementLeft(s, rs, first),
      units: units.map((u) => u.id),
      targets,
    };
  });
}
