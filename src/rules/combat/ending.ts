// How a battle ends (CBT-9, UNIT-7, CAP-1, MOV-7): decided before its first
// shot or after a round, the outcome, capture, and landings that failed.
import type { PowerId, UnitType, RulesetView } from '../ruleset';
import { type GameEvent, atWar, type BattleState, type GameState, type Unit } from '../engine';
import { captureEvent, isCapturedWithLand } from '../capture';
import { returnScrambled } from '../scramble';
import { hitClass, hitFits, targetsFor } from './fire';
import { planesToLand } from './landing';
import { alive, unitsOf, type Script, type Side } from './script';
import { cargoCapacity, carriesType, fortificationsLost, compareIds } from '../units';
import { convoyValues, onlyConvoyTransports } from './convoy';
import { actingWith } from '../turn';
import { portDefenders } from './port-attack';
import { AMPHIBIOUS_SUPPORT, amphibiousSupportOn, invadersHome } from './amphibious-support';
import { cargoSpace } from '../ruleset';
import { isRestrictedTransport, isTransport } from './fire-model';

export function finishRound(script: Script, rs: RulesetView, b: BattleState) {
  if (!endIfDecided(script, rs, b, false)) script.push({ type: 'BattleRoundEnded', data: { place: b.place, round: b.round } });
}

/**
 * CBT-9 / UNIT-7: whether the battle is decided, before its first shot
 * (`starting`) or after a round: one side is gone, or neither can hurt the
 * other, or one side is defenceless (transports) against an armed enemy and
 * is destroyed without dice. If so, ends it and returns true.
 */
export function endIfDecided(script: Script, rs: RulesetView, b: BattleState, starting: boolean): boolean {
  const s = script.s;
  const att = unitsOf(s, b.attackers);
  // 1E AA guns are infrastructure, captured with the land (CAP-2); a 2E AA gun is not (RULES §6), so it stays a
  // defender and, defenceless once alone, is destroyed rather than left standing in the captured territory.
  const def = unitsOf(s, b.defenders).filter((u) => !isCapturedWithLand(rs.unit(u.type)));
  const canHurt = (mine: Unit[], theirs: Unit[], side: Side) => {
    const targets = targetsFor(s, rs, b, side, theirs);
    const value = (u: Unit) => (side === 'attacker' ? rs.unit(u.type).attack : rs.unit(u.type).defense);
    if (mine.some((u) => value(u) > 0 && targets.some((t) => hitFits(hitClass(rs, b, u, mine, s), rs, t)))) return true;
    if (!starting) return false;
    // Round 1 only: AA fire at attacking planes (CBT-1), bombardment (CBT-2).
    if (side === 'defender')
      return (
        b.kind === 'land' &&
        unitsOf(s, b.defenders).some((u) => rs.unit(u.type).isAA) &&
        theirs.some((u) => rs.unit(u.type).domain === 'air')
      );
    return b.kind === 'land' && unitsOf(s, b.bombarders).length > 0 && targets.length > 0;
  };
  let outcome: Extract<GameEvent, { type: 'BattleEnded' }>['data']['outcome'] | null = null;
  const aHits = canHurt(att, def, 'attacker');
  const dHits = canHurt(def, att, 'defender');
  if (!att.length && !def.length) outcome = 'bothDestroyed';
  else if (!def.length && !dHits) outcome = 'attackerWon';
  else if (!att.length) outcome = 'defenderWon';
  else if (def.length) {
    // UNIT-7 / CBT-9: transports (or anything harmless) left alone against armed enemies are destroyed.
    const armed = (units: Unit[], side: Side) =>
      units.some((u) => (side === 'attacker' ? rs.unit(u.type).attack : rs.unit(u.type).defense) > 0);
    // AMBIG-48 (pacific-2001): a transport there is fought with dice like any unit, never destroyed without them.
    const fightsOn = (u: Unit) => isTransport(rs.unit(u.type)) && !isRestrictedTransport(rs, rs.unit(u.type));
    // RULES §8.2 x2-escorts: transports left alone are destroyed even though they may fire (after firing, this round).
    const v = new Map(def.map((u) => [u.id, rs.unit(u.type).defense]));
    convoyValues(s, rs, def, v);
    const helpless = (!starting && onlyConvoyTransports(s, rs, def)) || (!dHits && def.every((u) => v.get(u.id) === 0 && !fightsOn(u)));
    if (armed(att, 'attacker') && helpless) {
      script.push({
        type: 'CasualtiesRemoved',
        data: {
          place: b.place,
          units: withCargo(
            s,
            def.map((u) => u.id),
          ),
          reason: 'defenceless (UNIT-7)',
        },
      });
      outcome = 'attackerWon';
    } else if (armed(def, 'defender') && !aHits && att.every((u) => rs.unit(u.type).attack === 0 && !fightsOn(u))) {
      script.push({
        type: 'CasualtiesRemoved',
        data: {
          place: b.place,
          units: withCargo(
            s,
            att.map((u) => u.id),
          ),
          reason: 'defenceless (UNIT-7)',
        },
      });
      outcome = 'defenderWon';
    } else if (!aHits && !dHits) outcome = 'stalemate';
  }
  if (!outcome) return false;
  returnScrambled(script, b);
  if (outcome !== 'attackerWon') failedLanding(script, rs, b);
  if (planesToLand(script, rs, outcome, alive(script.s, b.attackers))) return true;
  const after = script.s;
  script.push({
    type: 'BattleEnded',
    data: { place: b.place, outcome, attackers: alive(after, b.attackers), defenders: alive(after, b.defenders) },
  });
  // RULES §8.2 x2-japanese-fortifications: fortifications whose infantry died go with it (nothing without the option).
  for (const e of fortificationsLost(script.s, rs, [b.place], 'its infantry died in the battle')) script.push(e);
  // CAP-1: a land battle won with a land unit left captures the territory.
  const landLeft = alive(script.s, b.attackers).some((id) => rs.unit(script.s.units.unit(id).type).domain === 'land');
  if (outcome === 'attackerWon' && b.kind === 'land' && landLeft) {
    // SCR-4: planes that scrambled from this island and sat out its battle are lost with it (their +1 move is not offered).
    const grounded = new Map<PowerId, { unitId: string; type: UnitType; at: string }[]>();
    // RULES §8.1 hr01-ports-shelter: the port's defending planes are lost with its ships (TerritoryCaptured.lostInPort).
    const forPort = portDefenders(script.s, b.place);
    for (const u of script.s.units.at(b.place))
      if (atWar(script.s, b.attacker, u.owner) && rs.unit(u.type).domain === 'air' && !forPort.has(u.id))
        grounded.set(u.owner, [...(grounded.get(u.owner) ?? []), { unitId: u.id, type: u.type, at: b.place }]);
    for (const [power, units] of grounded) script.push({ type: 'AircraftLost', data: { power, units, rule: 'SCR-4' } });
    const e = captureEvent(script.s, rs, b.place, captor(script.s, rs, b), 0);
    if (e.data.from !== e.data.to) script.push(e);
  }
  return true;
}

/**
 * CAP-1: who takes land won in battle: the attacker. RULES §7, AMBIG-43 (a
 * joint attack of India and Australia): the acting power with the most land
 * units left there, the leader on a tie, as land entered without a battle
 * goes to the mover (the owner of the units that take it).
 */
export function captor(s: GameState, rs: RulesetView, b: BattleState): PowerId {
  const side = actingWith(s, b.attacker);
  if (side.length < 2) return b.attacker;
  const land = new Map<PowerId, number>();
  for (const id of alive(s, b.attackers)) {
    const u = s.units.unit(id);
    if (rs.unit(u.type).domain === 'land') land.set(u.owner, (land.get(u.owner) ?? 0) + 1);
  }
  return side.reduce((best, p) => ((land.get(p) ?? 0) > (land.get(best) ?? 0) ? p : best), side[0]);
}

/** Destroyed transports and carriers take their cargo down with them; planes fighting in the battle fight on (CBT-10). */
export function withCargo(s: GameState, ids: string[]): string[] {
  const set = new Set(ids);
  const fighting = new Set([...(s.battle?.attackers ?? []), ...(s.battle?.defenders ?? [])]);
  for (const id of ids) for (const u of s.units.aboard(id)) if (!fighting.has(u.id)) set.add(u.id);
  return [...set];
}

/**
 * MOV-7: a landing proceeds only if the attacker wins the sea battle in the
 * zone it comes from. Otherwise the units it put ashore never landed: they go
 * back aboard the transports that unloaded them, wherever those are now (a
 * retreat took them along), as far as there is room; the rest are lost with
 * the transports that were sunk. RULES §8.1 hr01-amphibious-support: they go
 * back where they began the turn (amphibious-support.ts).
 */
export function failedLanding(script: Script, rs: RulesetView, b: BattleState) {
  if (b.kind !== 'sea') return;
  const s = script.s;
  const side = actingWith(s, b.attacker); // RULES §7, AMBIG-43: a joint attack's landings
  const landed = s.units
    .all()
    .filter(
      (u) =>
        side.includes(u.owner) &&
        rs.territory(u.at).kind === 'land' &&
        s.movement.get(u.id)?.unloaded &&
        s.movement.get(u.id)?.cameFrom === b.place,
    )
    .sort((x, y) => cargoSpace(rs.unit(y.type)) - cargoSpace(rs.unit(x.type)) || compareIds(x.id, y.id));
  if (!landed.length) return;
  // RULES §8.1 hr01-amphibious-support [S2 "Amphibious Operations"]: they go back where they began the turn instead.
  const option = amphibiousSupportOn(s);
  const { home, rest } = option ? invadersHome(s, rs, landed) : { home: [], rest: landed };
  const room = new Map<string, number>();
  for (const t of s.units.all()) {
    const capacity = cargoCapacity(s, rs, t);
    if (!capacity || !s.unloadedInto[t.id] || !side.includes(t.owner)) continue;
    const used = s.units.aboard(t.id).reduce((n, c) => n + (rs.unit(c.type).transportCost ?? 0), 0);
    room.set(t.id, capacity - used);
  }
  const reboarded: { unitId: string; transportId: string; to: string }[] = [];
  const lost: string[] = [];
  for (const u of rest) {
    const cost = cargoSpace(rs.unit(u.type));
    const hit = [...room].find(([id, left]) => s.unloadedInto[id] === u.at && left >= cost && carriesType(s, rs, s.units.unit(id), u.type));
    if (!hit) {
      lost.push(u.id);
      continue;
    }
    const [t, left] = hit;
    room.set(t, left - cost);
    reboarded.push({ unitId: u.id, transportId: t, to: s.units.unit(t).at });
  }
  if (option && (home.length || reboarded.length))
    script.push({
      type: 'InvadersReturned',
      data: { place: b.place, units: [...home.map((h) => ({ ...h, transportId: null })), ...reboarded], rule: AMPHIBIOUS_SUPPORT },
    });
  else if (reboarded.length) script.push({ type: 'LandingCancelled', data: { place: b.place, units: reboarded, rule: 'MOV-7' } });
  if (lost.length)
    script.push({
      type: 'CasualtiesRemoved',
      data: { place: b.place, units: lost, reason: `MOV-7: the sea battle in ${b.place} was not won and their transports are gone` },
    });
}
