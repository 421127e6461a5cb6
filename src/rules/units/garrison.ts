// RULES §8.2 x2-japanese-fortifications [S3 §9 "Defensive fortifications"]:
// a unit an optional rule adds that is manned by one unit of its `garrison`
// type each (optionParams.units). It never fires and is never a casualty
// itself; its infantry defends at 3 (the support in its profile). "There may
// never be more fortifications at an island than infantry": when its infantry
// die (a battle ends) or leave (a move), the fortifications beyond their
// number are destroyed, never captured (FortificationsLost).
import type { GameEvent, GameState, Unit } from '../engine';
import type { OptionUnit, RulesetView } from '../ruleset';
import { byUnitId } from './order';

const byIdDesc = (a: Unit, b: Unit) => byUnitId(b, a);

/** The option unit of this type that is manned by a garrison, if it is one. */
export function garrisoned(rs: RulesetView, type: string): (OptionUnit & { garrison: NonNullable<OptionUnit['garrison']> }) | null {
  const u = rs.def.optionParams?.units?.find((x) => x.profile.type === type && x.garrison);
  return u ? (u as OptionUnit & { garrison: NonNullable<OptionUnit['garrison']> }) : null;
}

/** Whether a unit is a garrisoned fortification (never a casualty itself). */
export const isGarrisoned = (rs: RulesetView, u: { type: string }): boolean => garrisoned(rs, u.type) !== null;

/** The fortifications at `places` with fewer of their garrison (same owner) left there, as one event per owner; none without any. */
export function fortificationsLost(
  s: GameState,
  rs: RulesetView,
  places: Iterable<string>,
  reason: string,
  moveNumber?: number,
): GameEvent[] {
  const kinds = (rs.def.optionParams?.units ?? []).filter((u) => u.garrison && s.options.includes(u.option));
  if (!kinds.length) return [];
  const lost = new Map<
    string,
    { power: Unit['owner']; rule: OptionUnit['option']; units: { unitId: string; type: Unit['type']; at: string }[] }
  >();
  for (const place of new Set(places))
    for (const k of kinds) {
      const forts = s.units.at(place).filter((u) => u.type === k.profile.type);
      for (const owner of new Set(forts.map((f) => f.owner))) {
        const mine = forts.filter((f) => f.owner === owner).sort(byIdDesc);
        const men = s.units.at(place).filter((u) => u.owner === owner && u.type === k.garrison).length;
        const key = `${owner} ${k.option}`;
        for (const f of mine.slice(0, Math.max(0, mine.length - men))) {
          let group = lost.get(key);
          if (!group) lost.set(key, (group = { power: owner, rule: k.option, units: [] }));
          group.units.push({ unitId: f.id, type: f.type, at: place });
        }
      }
    }
  return [...lost.values()].map((l) => ({ type: 'FortificationsLost', data: { ...l, reason, ...(moveNumber ? { moveNumber } : {}) } }));
}
