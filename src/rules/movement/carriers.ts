// Who sits on which carrier in a sea zone (UNIT-8, MOV-8, NCM-3, AMBIG-27).
// Planes riding an ally's carrier (cargo) sit on it. Each power's other
// planes there sit on its own carriers, then on its allies' undamaged ones;
// planes that have not moved this turn are already aboard and may stay on a
// damaged carrier (AMBIG-27), while a plane that flew in needs an undamaged
// deck with room (NCM-3), or is a guard of a damaged carrier in port
// (carrier-guard.ts, x2-capital-ship-damage §10e). Powers are seated in id order, the current power
// last: its planes are the ones arriving.
import type { RulesetView } from '../ruleset';
import { friendly, type GameState, type Unit } from '../engine';
import { guardRoom } from './carrier-guard';
import { byUnitId } from '../units';
import { deckSpace, entry } from '../ruleset';

export interface Seating {
  /** Plane id -> the carrier it sits on. */
  seatedOn: Map<string, string>;
  /** Planes with no place on a carrier, in id order. */
  unseated: Unit[];
  /** Carrier id -> the room left on it. */
  room: Map<string, number>;
}

export const carries = (rs: RulesetView, u: Unit) => (rs.unit(u.type).carrierCapacity ?? 0) > 0;
const seatCost = (rs: RulesetView, u: Unit) => rs.unit(u.type).carrierCost ?? 1;

export function seatPlanes(s: GameState, rs: RulesetView, zone: string): Seating {
  const here = s.units.at(zone);
  const carriers = here.filter((u) => carries(rs, u)).sort(byUnitId);
  const room = new Map(carriers.map((c) => [c.id, deckSpace(rs.unit(c.type))]));
  const roomOn = (carrierId: string) => entry(room, carrierId, 'room left on carrier');
  const seatedOn = new Map<string, string>();
  const unseated: Unit[] = [];
  const planes = here.filter((u) => rs.unit(u.type).domain === 'air').sort(byUnitId);
  for (const p of planes) {
    const left = p.carriedBy ? room.get(p.carriedBy) : undefined;
    if (!p.carriedBy || left === undefined) continue;
    room.set(p.carriedBy, left - seatCost(rs, p));
    seatedOn.set(p.id, p.carriedBy);
  }
  const owners = [...new Set(planes.filter((p) => !p.carriedBy).map((p) => p.owner))].sort(
    (a, b) => Number(a === s.current) - Number(b === s.current) || a.localeCompare(b),
  );
  for (const owner of owners) {
    const free = planes.filter((p) => p.owner === owner && !p.carriedBy);
    const aboard = free.filter((p) => !s.movement.get(p.id));
    const arrived = free.filter((p) => s.movement.get(p.id));
    const own = carriers.filter((c) => c.owner === owner);
    const allied = carriers.filter((c) => c.owner !== owner && friendly(s, owner, c.owner) && c.damage === 0);
    // Planes aboard fill the damaged decks first (they are stuck there), arrivals need undamaged ones.
    const seat = (p: Unit, decks: Unit[]) => {
      const cost = rs.unit(p.type).carrierCost;
      const deck = cost === null ? undefined : decks.find((c) => roomOn(c.id) >= cost);
      if (!deck || cost === null) return unseated.push(p);
      room.set(deck.id, roomOn(deck.id) - cost);
      seatedOn.set(p.id, deck.id);
    };
    const damagedFirst = [...own].sort((a, b) => b.damage - a.damage || byUnitId(a, b));
    for (const p of aboard) seat(p, damagedFirst);
    // RULES §8.2 x2-capital-ship-damage [S3 §10e]: a damaged carrier in port takes its owner's guard fighters too.
    const damaged = own.filter((c) => c.damage > 0);
    const seatedOnDeck = (c: Unit) => [...seatedOn.values()].filter((id) => id === c.id).length;
    for (const p of arrived)
      seat(p, [...own.filter((c) => c.damage === 0), ...allied, ...damaged.filter((c) => seatedOnDeck(c) < guardRoom(s, rs, p, c))]);
  }
  return { seatedOn, room, unseated: unseated.sort(byUnitId) };
}
