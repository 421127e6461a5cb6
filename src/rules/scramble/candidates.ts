// SCR-1, SCR-2 / AMBIG-11: which defending planes may scramble into a sea zone.
// 1E: from islands only; against an attack on the defenders in the zone,
// planes on any island of that zone may; against an amphibious assault
// launched from the zone, only those on the island assaulted. 2E (RULES §6,
// switch scrambleFromAnyTerritory): from any territory next to the zone, and
// into any zone an amphibious assault is launched from.
import type { PowerId, RulesetView } from '../ruleset';
import { isAirBase, operative } from '../units';
import { atWar, friendly, type GameState } from '../engine';
import { actingWith } from '../turn';

export interface ScrambleCandidate {
  unitId: string;
  from: string;
}

/** SCR-1: fighters and tactical bombers at war with `attacker` in `territory`, with an operative friendly airfield there (1E: islands only). */
export function airfieldScramblers(s: GameState, rs: RulesetView, territory: string, attacker: PowerId): ScrambleCandidate[] {
  if (!rs.findTerritory(territory)?.island && !rs.switches.scrambleFromAnyTerritory) return [];
  const planes = s.units.all().filter(
    (u) =>
      u.at === territory &&
      !u.carriedBy &&
      atWar(s, attacker, u.owner) &&
      rs.unit(u.type).abilities.includes('canScramble') &&
      !s.scrambledThisTurn.includes(u.id), // SCR-4: once a turn
  );
  const field = s.units
    .at(territory)
    .some((u) => isAirBase(rs.unit(u.type)) && operative(rs, u) && planes.some((p) => friendly(s, p.owner, u.owner)));
  return field ? planes.map((p) => ({ unitId: p.id, from: territory })) : [];
}

/** Territories `attacker` (with the powers attacking with it, RULES §7) lands in this turn from `zone` (amphibious assaults launched there). */
export function assaultedFrom(s: GameState, rs: RulesetView, zone: string, attacker: PowerId): string[] {
  const out = new Set<string>();
  const side = actingWith(s, attacker);
  for (const u of s.units.all()) {
    const m = s.movement.get(u.id);
    if (side.includes(u.owner) && m?.unloaded && m.cameFrom === zone && rs.findTerritory(u.at)?.kind === 'land') out.add(u.at);
  }
  return [...out];
}

/** SCR-2: the planes that may scramble into `zone` against an amphibious assault from it on `target` (1E: only the target's, AMBIG-11). */
export function assaultScramblers(s: GameState, rs: RulesetView, zone: string, target: string, attacker: PowerId): ScrambleCandidate[] {
  const from = rs.switches.scrambleFromAnyTerritory ? rs.landNeighbours(zone) : [target];
  return from.flatMap((t) => airfieldScramblers(s, rs, t, attacker));
}

/**
 * SCR-2: the planes that may scramble into `zone`. With defenders in the zone
 * (a sea attack), those of every airfield next to it; with none, those that
 * may meet the amphibious assaults launched from it.
 */
export function scrambleCandidates(s: GameState, rs: RulesetView, zone: string, attacker: PowerId): ScrambleCandidate[] {
  const defended = s.units.at(zone).some((u) => atWar(s, attacker, u.owner));
  if (defended) return rs.landNeighbours(zone).flatMap((t) => airfieldScramblers(s, rs, t, attacker));
  const seen = new Set<string>();
  return assaultedFrom(s, rs, zone, attacker)
    .flatMap((t) => assaultScramblers(s, rs, zone, t, attacker))
    .filter((c) => !seen.has(c.unitId) && Boolean(seen.add(c.unitId)));
}
