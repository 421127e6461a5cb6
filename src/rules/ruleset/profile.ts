// A unit profile's optional numbers, read where a rule needs them (RULES §2). Each says what its absence means:
// a default the rule states, or a clear Error where the rules have already checked the unit has it.
import type { UnitProfile } from './types';

/** UNIT-8: the planes a carrier holds; 0 for a unit that is no carrier. */
export const deckSpace = (p: UnitProfile): number => p.carrierCapacity ?? 0;

/** UNIT-7, MOV-6: the room a land unit takes on a transport; throws for a unit transports cannot carry (checked on boarding). */
export function transportCostOf(p: UnitProfile): number {
  if (p.transportCost === null) throw new Error(`unit type ${p.type} cannot be carried by transports (no transportCost)`);
  return p.transportCost;
}

/** PUR: a unit's purchase price; throws for a unit that cannot be bought in this ruleset (checked by the purchase). */
export function priceOf(p: UnitProfile): number {
  if (p.cost === null) throw new Error(`unit type ${p.type} cannot be bought in this ruleset (no cost)`);
  return p.cost;
}

/** UNIT-7: the room a unit takes aboard a transport, 0 for one no transport carries (as the cargo already aboard is counted). */
export const cargoSpace = (p: UnitProfile): number => p.transportCost ?? 0;
