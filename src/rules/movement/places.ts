// What a place is to a moving power: own, allied, at peace or hostile, and
// who stands there (POL-2, MOV-2, MOV-3, RULES §3).
import type { RulesetView, UnitProfile, PowerId } from '../ruleset';
import { atWar, relation, type GameState, type Unit } from '../engine';
import { optionOn } from '../rulesets';
import { inPort } from '../units';

/** Unowned Mongolia plays as the neutral "Mongolia" power of the data (RULES §3, AMBIG-28). */
export function ownerOf(s: GameState, rs: RulesetView, place: string): PowerId | null {
  const owner = s.owners[place];
  if (owner) return owner;
  return rs.findTerritory(place)?.mongolian ? rs.def.unownedLandPower : null;
}

export const profile = (rs: RulesetView, u: Unit): UnitProfile => rs.unit(u.type);

/** A transport (UNIT-7): a ship that carries and has no attack; the 2001 destroyer carries one infantry and is a warship (AMBIG-31). */
const carriesOnly = (p: UnitProfile) => (p.transportCapacity ?? 0) > 0 && p.attack === 0;

export const isSurfaceWarship = (p: UnitProfile) => p.domain === 'sea' && !p.isSub && !carriesOnly(p);

/** A ship that fights: not a transport (NCM-6: a sub may not end beside one of these). */
export const isWarship = (p: UnitProfile) => p.domain === 'sea' && !carriesOnly(p);

/**
 * Units at a place that belong to powers at war with `power`. RULES §8.1 hr01-ports-shelter: ships in port "cannot
 * defend their territory" and block nothing; they are lost if it falls (capture/capture.ts).
 */
export function enemiesAt(s: GameState, power: PowerId, place: string): Unit[] {
  return s.units.at(place).filter((u) => atWar(s, power, u.owner) && !inPort(u));
}

/** Enemy units that fight: everything but infrastructure (factories, bases, 1E AA guns are captured, not fought). */
export function enemyFightersAt(s: GameState, rs: RulesetView, power: PowerId, place: string): Unit[] {
  return enemiesAt(s, power, place).filter((u) => !isCapturedWithLand(profile(rs, u)) && !u.carriedBy);
}

/** Factories, bases and (1E) AA guns do not fight; they change hands with the territory (CAP-2). */
export const isCapturedWithLand = (p: UnitProfile) => p.domain === 'facility' || p.isInfrastructure;

export function enemySurfaceWarshipsAt(s: GameState, rs: RulesetView, power: PowerId, place: string): Unit[] {
  return enemiesAt(s, power, place).filter((u) => isSurfaceWarship(profile(rs, u)));
}

/** Powers at peace with `power` that have units at the place (candidates for an act of war). */
export function peacefulOwnersAt(s: GameState, power: PowerId, place: string): PowerId[] {
  const owners = new Set(
    s.units
      .at(place)
      .filter((u) => relation(s, power, u.owner) === 'neutral' && !inPort(u))
      .map((u) => u.owner),
  );
  return [...owners];
}

/** Own or allied land held since the start of the turn: where planes may land (NCM-3). */
export function landingTerritory(s: GameState, rs: RulesetView, power: PowerId, place: string): boolean {
  const t = rs.findTerritory(place);
  if (!t || t.kind !== 'land' || t.impassable) return false;
  const owner = s.owners[place];
  if (!owner || (s.capturedThisTurn.includes(place) && !landsOnCaptured(s))) return false;
  const r = relation(s, power, owner);
  return r === 'self' || r === 'allied';
}

/** RULES §8.1 hr01-airfields [S2 "Airfields"]: planes may land in territories captured this turn (overrides NCM-3). */
export const landsOnCaptured = (s: GameState): boolean => optionOn(s, 'hr01-airfields');

/** RULES §8.2 x2-carrier-fighters [S3 §8]: a plane that takes off from and lands on carriers only (never on land by choice). */
export const landsOnCarriersOnly = (rs: RulesetView, type: string): boolean =>
  rs.def.optionParams?.units?.some((u) => u.profile.type === type && u.carrierOnly) ?? false;
