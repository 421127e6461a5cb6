// Who owns a place (RULES §3, AMBIG-28), what changes hands with it (CAP-2),
// and land held since the turn began, where planes may land (NCM-3, CBT-10).
import type { RulesetView, UnitProfile, PowerId } from '../ruleset';
import { relation, type GameState } from '../engine';
import { optionOn } from '../rulesets';

/** Unowned Mongolia plays as the neutral "Mongolia" power of the data (RULES §3, AMBIG-28). */
export function ownerOf(s: GameState, rs: RulesetView, place: string): PowerId | null {
  const owner = s.owners[place];
  if (owner) return owner;
  return rs.findTerritory(place)?.mongolian ? rs.def.unownedLandPower : null;
}

/** Factories, bases and (1E) AA guns do not fight; they change hands with the territory (CAP-2). */
export const isCapturedWithLand = (p: UnitProfile) => p.domain === 'facility' || p.isInfrastructure;

/** Own or allied land held since the start of the turn: where planes may land (NCM-3; after a sea battle too, CBT-10: combat/landing.ts). */
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
