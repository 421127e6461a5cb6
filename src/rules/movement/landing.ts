// Where planes may land (MOV-4, NCM-3): own or allied land held since the
// start of the turn, or (fighters and tactical bombers) a friendly undamaged
// carrier with room, including one that can still sail there or be placed there.
import type { GameEvent } from '../events';
import type { RulesetView } from '../ruleset/view';
import { friendly, type GameState, type Unit } from '../state';
import { movementLeft } from './allowance';
import { landingTerritory, ownerOf } from './places';
import { relation } from '../state';
import { factoryIn } from '../economy/facilities';

/** Places a plane may fly through or into (no Soviet land, no neutral airspace, no Mongolia, nothing impassable). */
export function airPassable(s: GameState, rs: RulesetView, power: string, place: string): boolean {
  const t = rs.territory(place);
  if (!t || t.impassable || t.soviet || t.mongolian) return false;
  if (power === 'China' && !(t.kind === 'land' && t.chineseArea)) return false;
  if (t.kind === 'land') {
    const owner = ownerOf(s, rs, place);
    if (owner && relation(s, power, owner) === 'neutral') return false;
  }
  return true;
}

/** Distance (in steps) from `from` to every place within `max`, for a plane. */
export function airDistances(s: GameState, rs: RulesetView, power: string, from: string, max: number): Map<string, number> {
  const dist = new Map([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d <= max && frontier.length; d++) {
    const next: string[] = [];
    for (const p of frontier)
      for (const n of rs.territory(p)!.adjacent)
        if (!dist.has(n) && airPassable(s, rs, power, n)) {
          dist.set(n, d);
          next.push(n);
        }
    frontier = next;
  }
  return dist;
}

const carries = (rs: RulesetView, u: Unit) => (rs.unit(u.type)!.carrierCapacity ?? 0) > 0;

/** Sea zones where a friendly carrier is, or an own carrier could still sail to or be placed this turn (MOV-4 [C]). */
function carrierZones(s: GameState, rs: RulesetView, power: string): Set<string> {
  const zones = new Set<string>();
  for (const c of Object.values(s.units)) {
    if (!carries(rs, c) || c.damage > 0 || !friendly(s, power, c.owner) || rs.territory(c.at)!.kind !== 'sea') continue;
    zones.add(c.at);
    const canSail = c.owner === power && !(s.phase === 'nonCombatMove' && s.movement[c.id]?.inCombatMove);
    if (canSail) {
      let frontier = [c.at];
      for (let d = 1; d <= movementLeft(s, rs, c); d++) {
        const next: string[] = [];
        for (const z of frontier) for (const n of rs.seaNeighbours(z)) if (!zones.has(n)) { zones.add(n); next.push(n); }
        frontier = next;
      }
    }
  }
  // A carrier bought this turn can be placed next to an own factory (MOV-4 [X: Land existing fighters on new carriers]).
  if (Object.values(s.purchased).length && Object.entries(s.purchased).some(([t, n]) => n > 0 && (rs.unit(t)?.carrierCapacity ?? 0) > 0))
    for (const t of rs.data.territories)
      if (t.kind === 'land' && factoryIn(s, rs, t.name)?.owner === power && s.owners[t.name] === power)
        for (const z of rs.seaNeighbours(t.name)) zones.add(z);
  return zones;
}

/** MOV-4: can this plane, at `from` with `left` movement, still reach a legal landing place? */
export function landingReachable(s: GameState, rs: RulesetView, power: string, plane: Unit, from: string, left: number): boolean {
  if (left < 0) return false;
  const onCarrier = rs.unit(plane.type)!.carrierCost !== null;
  const zones = onCarrier ? carrierZones(s, rs, power) : new Set<string>();
  for (const [place] of airDistances(s, rs, power, from, left)) {
    if (place === from && rs.territory(from)!.kind === 'land' && ownerOf(s, rs, from) !== null && relation(s, power, ownerOf(s, rs, from)!) === 'war') continue;
    if (landingTerritory(s, rs, power, place)) return true;
    if (zones.has(place)) return true;
  }
  return false;
}

/**
 * NCM-3 at the end of Non-combat Move: the mover's planes on land not held
 * since the turn start, or at sea without carrier room, are lost. Planes on an
 * ally's carrier become its cargo (MOV-8).
 */
export function landingEvents(s: GameState, rs: RulesetView, power: string): GameEvent[] {
  const lost: { unitId: string; type: string; at: string }[] = [];
  const aboard: { unitId: string; carrierId: string; seaZone: string }[] = [];
  const planes = Object.values(s.units).filter((u) => u.owner === power && rs.unit(u.type)!.domain === 'air' && !u.carriedBy);
  const byZone = new Map<string, Unit[]>();
  for (const p of planes) {
    if (rs.territory(p.at)!.kind === 'land') {
      if (!landingTerritory(s, rs, power, p.at)) lost.push({ unitId: p.id, type: p.type, at: p.at });
    } else byZone.set(p.at, [...(byZone.get(p.at) ?? []), p]);
  }
  for (const [zone, zonePlanes] of byZone) {
    const carriers = Object.values(s.units)
      .filter((c) => c.at === zone && carries(rs, c) && c.damage === 0 && friendly(s, power, c.owner))
      .sort((a, b) => Number(b.owner === power) - Number(a.owner === power) || a.id.localeCompare(b.id, 'en', { numeric: true }));
    const room = new Map(carriers.map((c) => [c.id, rs.unit(c.type)!.carrierCapacity! - aboardCost(s, rs, c.id)]));
    // An ally's own planes there sit on its carriers (first on its damaged ones, where they are stuck): only what is left is room.
    for (const owner of new Set(carriers.map((c) => c.owner).filter((o) => o !== power))) {
      let need = Object.values(s.units)
        .filter((u) => u.at === zone && u.owner === owner && !u.carriedBy && rs.unit(u.type)!.domain === 'air')
        .reduce((n, u) => n + (rs.unit(u.type)!.carrierCost ?? 1), 0);
      const decks = Object.values(s.units)
        .filter((c) => c.at === zone && c.owner === owner && carries(rs, c))
        .sort((a, b) => b.damage - a.damage || a.id.localeCompare(b.id, 'en', { numeric: true }));
      for (const c of decks) {
        const free = room.get(c.id) ?? rs.unit(c.type)!.carrierCapacity! - aboardCost(s, rs, c.id);
        const used = Math.max(0, Math.min(free, need));
        need -= used;
        if (room.has(c.id)) room.set(c.id, free - used);
      }
    }
    for (const p of zonePlanes) {
      const cost = rs.unit(p.type)!.carrierCost;
      const c = cost === null ? undefined : carriers.find((x) => room.get(x.id)! >= cost);
      if (!c) {
        lost.push({ unitId: p.id, type: p.type, at: zone });
        continue;
      }
      room.set(c.id, room.get(c.id)! - cost!);
      if (c.owner !== power) aboard.push({ unitId: p.id, carrierId: c.id, seaZone: zone });
    }
  }
  const events: GameEvent[] = [];
  if (lost.length) events.push({ type: 'AircraftLost', data: { power, units: lost, rule: 'NCM-3' } });
  if (aboard.length) events.push({ type: 'AircraftLanded', data: { power, units: aboard } });
  return events;
}

/** Carrier space already taken by planes riding on a carrier (an ally's, or the mover's own that stayed aboard). */
function aboardCost(s: GameState, rs: RulesetView, carrierId: string): number {
  return Object.values(s.units)
    .filter((u) => u.carriedBy === carrierId)
    .reduce((n, u) => n + (rs.unit(u.type)!.carrierCost ?? 1), 0);
}
