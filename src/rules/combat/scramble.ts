// SCR-1, SCR-2 / AMBIG-11 (1E: islands only): which defending planes may
// scramble into a sea zone. Against an attack on the defenders in the zone,
// planes on any island of that zone may; against an amphibious assault
// launched from the zone, only those on the island assaulted.
import { operative } from '../economy/repair';
import type { RulesetView } from '../ruleset/view';
import { atWar, friendly, type GameState } from '../state';

export interface ScrambleCandidate {
  unitId: string;
  from: string;
}

/** SCR-1: fighters and tactical bombers at war with `attacker` on `island`, with an operative friendly airfield there. */
export function islandScramblers(s: GameState, rs: RulesetView, island: string, attacker: string): ScrambleCandidate[] {
  if (!rs.territory(island)?.island) return [];
  const planes = Object.values(s.units).filter(
    (u) =>
      u.at === island &&
      !u.carriedBy &&
      atWar(s, attacker, u.owner) &&
      rs.unit(u.type)!.abilities.includes('canScramble') &&
      !(s.scrambledThisTurn ?? []).includes(u.id), // SCR-4: once a turn
  );
  const field = Object.values(s.units).some((u) => u.at === island && u.type === 'airfield' && operative(rs, u) && planes.some((p) => friendly(s, p.owner, u.owner)));
  return field ? planes.map((p) => ({ unitId: p.id, from: island })) : [];
}

/** Islands `attacker` lands on this turn from `zone` (amphibious assaults launched there). */
export function islandsAssaultedFrom(s: GameState, rs: RulesetView, zone: string, attacker: string): string[] {
  const out = new Set<string>();
  for (const u of Object.values(s.units)) {
    const m = s.movement[u.id];
    if (u.owner === attacker && m?.unloaded && m.cameFrom === zone && rs.territory(u.at)?.island) out.add(u.at);
  }
  return [...out];
}

/**
 * SCR-2: the planes that may scramble into `zone`. With defenders in the zone
 * (a sea attack), those of every island there; with none, only those of the
 * islands assaulted from it (AMBIG-11).
 */
export function scrambleCandidates(s: GameState, rs: RulesetView, zone: string, attacker: string): ScrambleCandidate[] {
  const defended = Object.values(s.units).some((u) => u.at === zone && atWar(s, attacker, u.owner));
  const islands = defended ? rs.landNeighbours(zone) : islandsAssaultedFrom(s, rs, zone, attacker);
  return islands.flatMap((island) => islandScramblers(s, rs, island, attacker));
}
