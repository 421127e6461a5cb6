// Where planes may land (MOV-4, NCM-3): own or allied land held since the
// start of the turn, or (fighters and tactical bombers) a friendly undamaged
// carrier with room, including one that can still sail there or be placed there.
import type { PowerId, UnitType, RulesetView } from '../ruleset';
import { type GameEvent, friendly, type GameState, type Unit, heldSinceTurnStart, purchasedUnits, relation } from '../engine';
import { endBonus, mostEndBonus, mostMovementLeft, movementLeft } from './allowance';
import { enemySurfaceWarshipsAt } from './places';
import { landingTerritory, ownerOf } from '../capture';
import { landsOnCarriersOnly, factoryIn } from '../units';
import { carries, seatPlanes } from './carriers';
import { enemyPatrolZone, patrolSurcharge, patrolZones } from './patrol-zone';

/** Places a plane may fly through or into (no Soviet land, no neutral airspace, no Mongolia, nothing impassable). */
export function airPassable(s: GameState, rs: RulesetView, power: PowerId, place: string): boolean {
  const t = rs.findTerritory(place);
  if (!t || t.impassable || t.soviet || t.mongolian) return false;
  if (rs.switches.confinedToChineseArea.includes(power) && !(t.kind === 'land' && t.chineseArea)) return false;
  if (t.kind === 'land') {
    const owner = ownerOf(s, rs, place);
    if (owner && relation(s, power, owner) === 'neutral') return false;
  }
  return true;
}

/** Distance (in movement) from `from` to every place within `max`, for a plane. */
export function airDistances(s: GameState, rs: RulesetView, power: PowerId, from: string, max: number): Map<string, number> {
  if (patrolZones(s, rs))
    return patrolDistances(
      s,
      rs,
      power,
      from,
      max,
      (p) => rs.territory(p).adjacent,
      (n) => airPassable(s, rs, power, n),
    );
  const dist = new Map([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d <= max && frontier.length; d++) {
    const next: string[] = [];
    for (const p of frontier)
      for (const n of rs.territory(p).adjacent)
        if (!dist.has(n) && airPassable(s, rs, power, n)) {
          dist.set(n, d);
          next.push(n);
        }
    frontier = next;
  }
  return dist;
}

/**
 * Distances (in movement) for `power`'s ships or planes when RULES §8.2 x2-patrol-zone is on: entering an enemy patrol
 * zone costs its surcharge more. `next`: the places a step may go to from a place; `ok`: whether a place may be entered.
 */
function patrolDistances(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  from: string,
  max: number,
  next: (p: string) => readonly string[],
  ok: (n: string) => boolean,
): Map<string, number> {
  const dist = new Map([[from, 0]]);
  const at: string[][] = [[from]];
  for (let d = 0; d <= max; d++)
    for (const p of at[d] ?? []) {
      if (dist.get(p) !== d) continue;
      for (const n of next(p)) {
        if (!ok(n)) continue;
        const nd = d + 1 + patrolSurcharge(s, rs, power, n);
        if (nd > max || (dist.get(n) ?? Infinity) <= nd) continue;
        dist.set(n, nd);
        (at[nd] ??= []).push(n);
      }
    }
  return dist;
}

/** Sea zones where a friendly carrier is, or an own carrier could still sail to or be placed this turn (MOV-4 [C]). */
function carrierZones(s: GameState, rs: RulesetView, power: PowerId): Set<string> {
  const zones = new Set<string>();
  for (const c of s.units.all()) {
    if (!carries(rs, c) || c.damage > 0 || !friendly(s, power, c.owner) || rs.territory(c.at).kind !== 'sea') continue;
    zones.add(c.at);
    const canSail = c.owner === power && !(s.phase === 'nonCombatMove' && s.movement.get(c.id)?.inCombatMove);
    // RULES §7 "Bases", AMBIG-44: a carrier sailing in Non-combat Move between zones next to harbours goes one further.
    const reaches = (z: string, d: number) => d <= movementLeft(s, rs, c) || d <= movementLeft(s, rs, c, z, 'nonCombatMove');
    const reach = mostMovementLeft(s, rs, c, 'nonCombatMove');
    // RULES §8.2 x2-patrol-zone: sailing into an enemy patrol zone costs more.
    if (canSail && patrolZones(s, rs)) {
      for (const [z, d] of patrolDistances(
        s,
        rs,
        power,
        c.at,
        reach,
        (z) => rs.seaNeighbours(z),
        () => true,
      ))
        if (reaches(z, d)) zones.add(z);
    } else if (canSail) {
      const passed = new Set<string>(); // zones gone through that this carrier may not end in
      let frontier = [c.at];
      for (let d = 1; d <= reach; d++) {
        const next: string[] = [];
        for (const z of frontier)
          for (const n of rs.seaNeighbours(z))
            if (!zones.has(n) && !passed.has(n)) {
              (reaches(n, d) ? zones : passed).add(n);
              next.push(n);
            }
        frontier = next;
      }
    }
  }
  // A carrier bought this turn can be placed next to an own factory (MOV-4 [X: Land existing fighters on new carriers]).
  for (const t of rs.data.territories)
    if (t.kind === 'land' && factoryIn(s, rs, t.name)?.owner === power)
      for (const z of rs.seaNeighbours(t.name)) if (carrierMayBePlaced(s, rs, power, z)) zones.add(z);
  return zones;
}

/**
 * MOV-4: can this plane, at `from` with `left` movement (what it has whatever its end), still reach a legal landing
 * place? An airfield where it lands may add to its range (RULES §7 "Bases", AMBIG-44).
 */
export function landingReachable(s: GameState, rs: RulesetView, power: PowerId, plane: Unit, from: string, left: number): boolean {
  if (left < 0) return false;
  const onCarrier = rs.unit(plane.type).carrierCost !== null;
  const zones = onCarrier ? carrierZones(s, rs, power) : new Set<string>();
  // RULES §8.2 x2-carrier-fighters: attacking, it may not land on land, only on a carrier.
  const carriersOnly = landsOnCarriersOnly(rs, plane.type);
  const most = mostEndBonus(s, rs, plane, 'nonCombatMove');
  for (const [place, d] of airDistances(s, rs, power, from, left + most)) {
    if (d > left && d > left + endBonus(s, rs, plane, place, 'nonCombatMove')) continue;
    // RULES §8.2 x2-patrol-zone: no plane of the home power's enemies ends its move in a patrol zone.
    if (enemyPatrolZone(s, rs, power, place)) continue;
    const owner = place === from && rs.territory(from).kind === 'land' ? ownerOf(s, rs, from) : null;
    if (owner !== null && relation(s, power, owner) === 'war') continue;
    if (!carriersOnly && landingTerritory(s, rs, power, place)) return true;
    if (zones.has(place)) return true;
  }
  return false;
}

/**
 * NCM-3 at the end of Non-combat Move (and, for planes waiting where a carrier
 * bought this turn may still be placed, at the end of Mobilize): the mover's
 * planes on land not held since the turn start, or at sea with no place on a
 * carrier (carriers.ts), are lost. Planes seated on an ally's carrier become
 * its cargo (MOV-8). `waitForPlacement`: spare the planes in zones where a
 * carrier bought this turn could still be placed (NCM-3 "including one placed
 * this turn next to a factory").
 */
export function landingEvents(s: GameState, rs: RulesetView, power: PowerId, waitForPlacement = false): GameEvent[] {
  const lost: { unitId: string; type: UnitType; at: string }[] = [];
  const aboard: { unitId: string; carrierId: string; seaZone: string }[] = [];
  const planes = s.units.ownedBy(power).filter((u) => rs.unit(u.type).domain === 'air' && !u.carriedBy);
  const zones = new Set<string>();
  for (const p of planes) {
    if (rs.territory(p.at).kind === 'land') {
      // RULES §8.2 x2-carrier-fighters: one that flew this turn must end on a carrier; one stranded on land stays (cargo).
      const stray = landsOnCarriersOnly(rs, p.type) && s.movement.has(p.id);
      if (stray || !landingTerritory(s, rs, power, p.at)) lost.push({ unitId: p.id, type: p.type, at: p.at });
    } else zones.add(p.at);
  }
  for (const zone of [...zones].sort()) {
    if (waitForPlacement && carrierMayBePlaced(s, rs, power, zone)) continue;
    const seating = seatPlanes(s, rs, zone);
    for (const p of planes.filter((x) => x.at === zone)) {
      const carrier = seating.seatedOn.get(p.id);
      if (!carrier) lost.push({ unitId: p.id, type: p.type, at: zone });
      else if (s.units.unit(carrier).owner !== power) aboard.push({ unitId: p.id, carrierId: carrier, seaZone: zone });
    }
  }
  const events: GameEvent[] = [];
  if (lost.length) events.push({ type: 'AircraftLost', data: { power, units: lost, rule: 'NCM-3' } });
  if (aboard.length) events.push({ type: 'AircraftLanded', data: { power, units: aboard } });
  return events;
}

/** MOV-4 / NCM-3: a carrier `power` bought this turn can still be placed in `zone` (next to an own factory held since the turn began). */
export function carrierMayBePlaced(s: GameState, rs: RulesetView, power: PowerId, zone: string): boolean {
  const bought = purchasedUnits(s).some(([t]) => (rs.findUnit(t)?.carrierCapacity ?? 0) > 0);
  return bought && rs.landNeighbours(zone).some((l) => factoryIn(s, rs, l)?.owner === power && heldSinceTurnStart(s, l, power));
}

/**
 * NCM-3 / AMBIG-38: a non-combat air move ends where the planes land. On land:
 * own or allied territory held since the turn began. At sea (fighters and
 * tactical bombers only): a place on a carrier there once the move is made
 * (carriers.ts), or a zone an own undamaged carrier can still sail to in this
 * phase, or where one bought this turn can be placed (NCM-4, MOV-4).
 */
export function nonCombatLandingProblem(
  s: GameState,
  rs: RulesetView,
  plan: { power: PowerId; units: Unit[]; to: string; cargo: string[] },
): string | null {
  const planes = plan.units.filter((u) => rs.unit(u.type).domain === 'air');
  if (!planes.length) return null;
  const { power, to } = plan;
  const carrierOnly = planes.find((p) => landsOnCarriersOnly(rs, p.type));
  if (rs.territory(to).kind === 'land' && carrierOnly)
    return `${carrierOnly.type} ${carrierOnly.id} lands on carriers only, and ${to} is land [seed 003 §8].`;
  if (rs.territory(to).kind === 'land')
    return landingTerritory(s, rs, power, to)
      ? null
      : `${to} is not own or allied land held since the start of the turn: planes cannot land there.`;
  const bomber = planes.find((p) => rs.unit(p.type).carrierCost === null);
  if (bomber) return `${bomber.type} ${bomber.id} cannot land on a carrier, and ${to} is a sea zone.`;
  // The zone as it will be after the move: the movers (and what they carry) there, having moved.
  const moving = new Set([...plan.units.map((u) => u.id), ...plan.cargo]);
  const units = s.units.batch((w) => {
    for (const id of moving) w.update(id, (u) => ({ ...u, at: to }));
  });
  const movement = s.movement.withMutations((moved) => {
    for (const id of moving)
      if (!moved.has(id)) moved.set(id, { spent: 1, startedAt: s.units.unit(id).at, inCombatMove: false, unloaded: false });
  });
  const seating = seatPlanes({ ...s, units, movement }, rs, to);
  const homeless = planes.filter((p) => !seating.seatedOn.has(p.id));
  if (!homeless.length || carrierMayCome(s, rs, power, to, moving) || carrierMayBePlaced(s, rs, power, to)) return null;
  return `No carrier in ${to} has room for ${homeless.map((p) => `${p.type} ${p.id}`).join(', ')} (damaged carriers take no planes), and none can come there this turn.`;
}

/** NCM-4: an own undamaged carrier (not among `moving`) that can still sail to `zone` in this phase, past no enemy surface warships (NCM-2). */
function carrierMayCome(s: GameState, rs: RulesetView, power: PowerId, zone: string, moving: Set<string>): boolean {
  const blocked = (z: string) => enemySurfaceWarshipsAt(s, rs, power, z).length > 0;
  for (const c of s.units.all()) {
    if (c.owner !== power || !carries(rs, c) || c.damage > 0 || c.at === zone || moving.has(c.id)) continue;
    if (rs.territory(c.at).kind !== 'sea' || (s.phase === 'nonCombatMove' && s.movement.get(c.id)?.inCombatMove)) continue;
    if ((seatPlanes(s, rs, c.at).room.get(c.id) ?? 0) <= 0) continue; // full with the planes it has now
    // RULES §7 "Bases", AMBIG-44: a harbour at both ends adds to the carrier's move.
    const reach = movementLeft(s, rs, c, zone);
    // RULES §8.2 x2-patrol-zone: sailing into an enemy patrol zone costs more.
    if (patrolZones(s, rs)) {
      if (
        patrolDistances(
          s,
          rs,
          power,
          c.at,
          reach,
          (z) => rs.seaNeighbours(z),
          (n) => !blocked(n),
        ).has(zone)
      )
        return true;
      continue;
    }
    const seen = new Set([c.at]);
    let frontier = [c.at];
    for (let d = 1; d <= reach && frontier.length; d++) {
      const next: string[] = [];
      for (const z of frontier)
        for (const n of rs.seaNeighbours(z))
          if (!seen.has(n) && !blocked(n)) {
            if (n === zone) return true;
            seen.add(n);
            next.push(n);
          }
      frontier = next;
    }
  }
  return false;
}
