// MOV-11 (RULES §4.3, 1E only; AMBIG-13): submarine strike on unescorted
// transports. When transports move (either move phase) into or through a sea
// zone with submarines of a power at war with them, and no surface warship
// (DD/CA/CV/BB) moves with them all the way, each such sub fires once at 2
// [X: submarine attackAA=2, maxAAattacks=1], however many transports there are.
// Each hit sinks one transport with its cargo.
//
// Escort (AMBIG-13 [F]): a surface warship in the same MoveUnits command; all
// units of one command start together and follow the same route, so it moves
// with the transports all the way. Warships already in the zone do not escort.
//
// Losses (AMBIG-13: "the owner chooses which"): so that movement never stalls
// on a choice, the engine takes them for the owner in a fixed order, the one
// an owner would pick: the transport carrying the least (PU cost of its
// cargo; empty ones first), then the lowest unit id.
//
// Dice: zones in route order; in each zone with striking subs, one DiceRolled
// (one die per sub, subs in id order) and one TransportsSunk (even with no
// hit: it ties the roll to the move, which then cannot be undone). Subs fire
// no more once every moving transport is sunk. Switch: subStrikeOnTransports
// (off in 2E, RULES §6).
import type { diceRoller } from '../dice';
import { type EventOf, type GameEvent, atWar, type GameState, type Unit } from '../engine';
import type { RulesetView } from '../ruleset';
import type { MovePlan } from './move-plan';
import { isSurfaceWarship } from './places';
import { byUnitId } from '../units';

type Roller = ReturnType<typeof diceRoller>;

/** MOV-11: the number a striking sub hits at (the data's attackAA, 2 by default). */
export function strikeValue(rs: RulesetView, u: Unit): number {
  const a = rs.unit(u.type).abilities.find((x) => x.startsWith('attackAA='));
  return a ? Number(a.slice('attackAA='.length)) : 2;
}

const isTransport = (rs: RulesetView, u: Unit) => rs.unit(u.type).domain === 'sea' && (rs.unit(u.type).transportCapacity ?? 0) > 0;

/**
 * The strike events of a move. `after`: the state right after the move's
 * UnitsMoved (the transports stand at the destination; the subs have not moved).
 */
export function subStrikeEvents(after: GameState, rs: RulesetView, plan: MovePlan, roller: Roller, moveNumber: number): GameEvent[] {
  if (!rs.switches.subStrikeOnTransports) return [];
  const transports = plan.units.filter((u) => isTransport(rs, u));
  if (!transports.length || plan.units.some((u) => isSurfaceWarship(rs.unit(u.type)))) return [];
  const cargoOf = (t: Unit) => after.units.aboard(t.id);
  const worth = (t: Unit) => cargoOf(t).reduce((n, c) => n + (rs.findUnit(c.type)?.cost ?? 0), 0);
  // AMBIG-13 default order of loss: least cargo first, then lowest id.
  const afloat = [...transports].sort((a, b) => worth(a) - worth(b) || byUnitId(a, b));
  const events: GameEvent[] = [];
  for (const zone of plan.route) {
    if (!afloat.length) break;
    if (rs.findTerritory(zone)?.kind !== 'sea') continue;
    const subs = after.units
      .at(zone)
      .filter((u) => rs.unit(u.type).isSub && atWar(after, plan.power, u.owner))
      .sort(byUnitId);
    if (!subs.length) continue;
    const { values, event } = roller.roll(subs.length, `submarine strike on transports, ${zone}`);
    events.push(event);
    const hits = values.filter((v, i) => v <= strikeValue(rs, subs[i])).length;
    const sunk = afloat.splice(0, hits);
    const data: EventOf<'TransportsSunk'>['data'] = {
      power: plan.power,
      moveNumber,
      seaZone: zone,
      subs: subs.map((u) => u.id),
      hits,
      units: sunk.map((t) => t.id),
      cargo: sunk.flatMap((t) =>
        cargoOf(t)
          .sort(byUnitId)
          .map((c) => c.id),
      ),
      rule: 'MOV-11, AMBIG-13',
    };
    events.push({ type: 'TransportsSunk', data });
  }
  return events;
}

/** evolve's part: the sunk transports and their cargo are removed; a battle left without attackers is dropped. */
export function applyTransportsSunk(s: GameState, e: EventOf<'TransportsSunk'>): GameState {
  if (!e.data.units.length) return s;
  const at = new Set(e.data.units.map((id) => s.units.get(id)?.at));
  const units = s.units.without([...e.data.units, ...e.data.cargo]);
  const battles = s.battles.filter((p) => !at.has(p) || units.at(p).some((u) => u.owner === e.data.power));
  return { ...s, units, battles };
}
