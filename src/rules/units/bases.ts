// UNIT-10: airfields and harbours, read from what the data says they do
// rather than from their names: a base gives movement to the unit types its
// `givesMovement` lists (MOV-5), an air base (`isAirBase`) lets planes
// scramble (SCR-1), a base that `repairsUnits` repairs those ships (PUR-1),
// and every base works only while its damage is at most its operational
// limit (SBR-11).
import type { GameState, Unit } from '../engine';
import type { UnitProfile, UnitType, PowerId, RulesetView } from '../ruleset';

/** UNIT-10 / SBR-11: a base works while its damage is at most its operational limit. */
export function operative(rs: RulesetView, unit: { type: string; damage: number }): boolean {
  const limit = rs.findUnit(unit.type)?.maxOperationalDamage;
  return limit === null || limit === undefined || unit.damage <= limit;
}

/**
 * SBR-10: the most damage a facility carries. A facility with no number of its
 * own (pacific-2001) carries at most its territory's value [P: WW2V2, bombing
 * costs at most the territory's production] (RULES §7, AMBIG-41).
 */
export function damageCap(rs: RulesetView, unit: { type: string; at: string }): number {
  return rs.findUnit(unit.type)?.maxDamage ?? rs.findTerritory(unit.at)?.production ?? 0;
}

/** Each base profile's givesMovement abilities, parsed once: unit type -> the most it gives. */
const givenByProfile = new WeakMap<UnitProfile, Map<string, number>>();

/** MOV-5 [X: givesMovement]: the movement a base gives units of `type` (0 if none). */
export function movementGiven(base: UnitProfile, type: UnitType): number {
  let given = givenByProfile.get(base);
  if (!given) {
    given = new Map();
    for (const a of base.abilities) {
      const m = /^givesMovement=(-?\d+):(.+)$/.exec(a);
      if (m) given.set(m[2], Math.max(given.get(m[2]) ?? 0, Number(m[1])));
    }
    givenByProfile.set(base, given);
  }
  return Math.max(0, given.get(type) ?? 0);
}

/** SCR-1 [X: isAirBase]: planes here may scramble. */
export const isAirBase = (p: UnitProfile) => p.abilities.includes('isAirBase');

/** PUR-1 [X: repairsUnits]: the ship types a base repairs next to it. */
export function repairsUnits(p: UnitProfile): UnitType[] {
  const a = p.abilities.find((x) => x.startsWith('repairsUnits='));
  return a ? (a.slice('repairsUnits='.length).split(':') as UnitType[]) : [];
}

/** MOB-7: a naval base (it serves ships), which needs a coastal territory. */
export const isNavalBase = (rs: RulesetView, p: UnitProfile) =>
  p.abilities.some((a) => {
    const m = /^givesMovement=-?\d+:(.+)$/.exec(a);
    return m !== null && rs.findUnit(m[1])?.domain === 'sea';
  });

/** Own or allied operative bases in `territory` (none from one taken this turn [N], for MOV-5). */
export function operativeBases(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  territory: string,
  friendlyTo: (a: PowerId, b: PowerId) => boolean,
): Unit[] {
  return s.units.at(territory).filter((u) => rs.unit(u.type).domain === 'facility' && friendlyTo(power, u.owner) && operative(rs, u));
}
