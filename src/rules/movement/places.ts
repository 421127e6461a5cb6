// What a place is to a moving power: own, allied, at peace or hostile, and
// who stands there (POL-2, MOV-2, MOV-3, RULES §3).
import type { RulesetView, UnitProfile, PowerId } from '../ruleset';
import { isCapturedWithLand } from '../capture';
import { atWar, relation, type GameState, type Unit } from '../engine';
import { inPort } from '../units';

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
