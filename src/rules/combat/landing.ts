// CBT-10 / AMBIG-27: defending planes at the end of a sea battle. They stay on
// the carrier they rode if it survived, or on their own carriers there while
// those have room (a damaged carrier keeps the planes it had). The others may
// fly 1 space to a friendly territory or to a carrier with room, which their
// side chooses (LandPlanes), or are lost.
import type { PowerId, UnitType, RulesetView } from '../ruleset';
import {
  type BattleOutcome,
  type GameEvent,
  reject,
  type Ruling,
  friendly,
  type BattleState,
  type GameState,
  type SeaBattle,
  type Unit,
} from '../engine';
import { battleOf } from './state';
import { alive, Script, type Battles } from './script';
import { landingTerritory } from '../capture';
import { deckSpace } from '../ruleset';
import { present } from '../ruleset';

/** The defending planes in `b` that have no place in the zone any more. */
export function strandedPlanes(s: GameState, rs: RulesetView, b: BattleState): Unit[] {
  if (b.kind !== 'sea') return [];
  const scrambled = new Set(Object.keys(b.scrambled ?? {}));
  const planes = b.defenders
    .map((id) => s.units.get(id))
    .filter((u): u is Unit => u !== undefined && rs.unit(u.type).domain === 'air' && !scrambled.has(u.id));
  const room = new Map<string, number>(); // per owner: own carriers' room left in the zone
  for (const c of s.units.at(b.place))
    if ((rs.unit(c.type).carrierCapacity ?? 0) > 0) {
      const used = s.units.aboard(c.id).reduce((n, r) => n + (rs.unit(r.type).carrierCost ?? 1), 0);
      room.set(c.owner, (room.get(c.owner) ?? 0) + deckSpace(rs.unit(c.type)) - used);
    }
  const out: Unit[] = [];
  for (const p of planes) {
    if (p.carriedBy && s.units.has(p.carriedBy)) continue;
    const cost = rs.unit(p.type).carrierCost;
    const left = room.get(p.owner) ?? 0;
    if (!p.carriedBy && cost !== null && left >= cost) {
      room.set(p.owner, left - cost);
      continue;
    }
    out.push(p);
  }
  return out;
}

/** Room for `power`'s planes on friendly undamaged carriers in `zone` (own planes there and riders take it). */
export function carrierRoom(s: GameState, rs: RulesetView, zone: string, power: PowerId): { room: number; carrier: Unit | null } {
  const carriers = s.units
    .at(zone)
    .filter((c) => (rs.unit(c.type).carrierCapacity ?? 0) > 0 && c.damage === 0 && friendly(s, power, c.owner));
  const capacity = carriers.reduce((n, c) => n + deckSpace(rs.unit(c.type)), 0);
  const used = s.units
    .at(zone)
    .filter(
      (u) =>
        rs.unit(u.type).domain === 'air' &&
        (u.carriedBy ? carriers.some((c) => c.id === u.carriedBy) : carriers.some((c) => c.owner === u.owner)),
    )
    .reduce((n, u) => n + (rs.unit(u.type).carrierCost ?? 1), 0);
  return { room: capacity - used, carrier: carriers.find((c) => c.owner === power) ?? carriers[0] ?? null };
}

/**
 * CBT-10: the places 1 space away where `plane` may land: friendly land held since the turn began, as in Non-combat
 * Move (landingTerritory: NCM-3, hr01-airfields), or a carrier with room.
 */
export function landingOptions(s: GameState, rs: RulesetView, plane: Unit, zone: string): string[] {
  const cost = rs.unit(plane.type).carrierCost;
  return rs
    .territory(zone)
    .adjacent.filter((p) =>
      rs.territory(p).kind === 'land'
        ? landingTerritory(s, rs, plane.owner, p)
        : cost !== null && carrierRoom(s, rs, p, plane.owner).room >= cost,
    );
}

/** Lands `landings` in order, each checked against what the earlier ones took; the rest of `stranded` is lost. */
export function landingEvents(
  s: GameState,
  rs: RulesetView,
  place: string,
  stranded: Unit[],
  landings: { unitId: string; to: string }[],
): { events: GameEvent[]; problem: string | null } {
  let work = s;
  const done: { unitId: string; to: string; carrierId: string | null }[] = [];
  const ids = new Set(stranded.map((u) => u.id));
  for (const l of landings) {
    const plane = work.units.get(l.unitId);
    if (!plane || !ids.has(l.unitId) || done.some((d) => d.unitId === l.unitId))
      return { events: [], problem: `${l.unitId} is not a plane waiting to land here.` };
    if (!landingOptions(work, rs, plane, place).includes(l.to))
      return {
        events: [],
        problem: `${l.unitId} cannot land in ${l.to}: ${landingOptions(work, rs, plane, place).join(', ') || 'nowhere'} is in reach.`,
      };
    const carrier = rs.territory(l.to).kind === 'sea' ? carrierRoom(work, rs, l.to, plane.owner).carrier : null;
    // An ally's carrier takes the plane as cargo (MOV-8); its own carrier's zone holds it as a free unit.
    const carrierId = carrier && carrier.owner !== plane.owner ? carrier.id : null;
    done.push({ unitId: l.unitId, to: l.to, carrierId });
    const { carriedBy: _gone, ...rest } = plane;
    work = { ...work, units: work.units.with(carrierId ? { ...rest, at: l.to, carriedBy: carrierId } : { ...rest, at: l.to }) };
  }
  const events: GameEvent[] = [];
  if (done.length) events.push({ type: 'PlanesLanded', data: { place, landings: done, rule: 'CBT-10' } });
  const lost = new Map<PowerId, { unitId: string; type: UnitType; at: string }[]>();
  for (const p of stranded)
    if (!done.some((d) => d.unitId === p.id)) lost.set(p.owner, [...(lost.get(p.owner) ?? []), { unitId: p.id, type: p.type, at: place }]);
  for (const [power, units] of lost) events.push({ type: 'AircraftLost', data: { power, units, rule: 'CBT-10' } });
  return { events, problem: null };
}

/** The engine's choice when the side has a casualty order: each plane to its first place still in reach, in id order. */
export function autoLandings(s: GameState, rs: RulesetView, place: string, stranded: Unit[]): { unitId: string; to: string }[] {
  const out: { unitId: string; to: string }[] = [];
  for (const p of stranded) {
    const to = landingOptions(s, rs, p, place).find(
      (t) => !landingEvents(s, rs, place, stranded, [...out, { unitId: p.id, to: t }]).problem,
    );
    if (to) out.push({ unitId: p.id, to });
  }
  return out;
}

/**
 * CBT-10 at the end of a sea battle: defending planes left without a carrier
 * fly 1 space where their side says (LandPlanes), or where the engine says
 * with a casualty order set; those with nowhere to go are lost. True when the
 * battle now waits for that decision (BattleEnded comes with it).
 */
export function planesToLand(script: Script, rs: RulesetView, outcome: BattleOutcome, attackers: string[]): boolean {
  const b = battleOf(script.s);
  const stranded = strandedPlanes(script.s, rs, b);
  if (!stranded.length) return false;
  const canFly = stranded.some((p) => landingOptions(script.s, rs, p, b.place).length > 0);
  if (canFly && !script.s.casualtyOrders[b.defender]) {
    script.push({ type: 'PlanesStranded', data: { place: b.place, planes: stranded.map((p) => p.id), outcome, attackers } });
    return true;
  }
  const landings = canFly ? autoLandings(script.s, rs, b.place, stranded) : [];
  for (const e of landingEvents(script.s, rs, b.place, stranded, landings).events) script.push(e);
  return false;
}

export function decideLandPlanes(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  landings: { unitId: string; to: string }[],
  battles: Battles,
): Ruling {
  const b = s.battle as SeaBattle; // the engine has checked a sea battle waits for this (pending decisions)
  const ending = present(b.ending, `ending of the sea battle in ${b.place} (the planes land once it is decided)`);
  const stranded = alive(s, b.stranded ?? []).map((id) => s.units.unit(id));
  const r = landingEvents(s, rs, b.place, stranded, landings);
  if (r.problem) return reject('INVALID_LANDING', 'CBT-10', r.problem);
  const script = new Script(s, battles.evolve);
  for (const e of r.events) script.push(e);
  script.push({
    type: 'BattleEnded',
    data: {
      place: b.place,
      outcome: ending.outcome,
      attackers: alive(script.s, ending.attackers),
      defenders: alive(script.s, b.defenders),
    },
  });
  return script.ruling();
}
