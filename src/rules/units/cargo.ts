// MOV-6 / UNIT-7: how much cargo a ship carries and of what kind. A
// transport carries what its profile says (pacific-2001: RULES §7 "Units", a
// destroyer too: AMBIG-31); RULES §8.2
// x2-japanese-destroyer-transport [S3 §11 "Japanese Destroyers"]: from Early
// 1942 (AMBIG-33) each Japanese destroyer also carries one infantry, and
// after unloading it stops in that zone (as every ship that unloaded does).
import type { GameState, Unit } from '../engine';
import type { RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';

/** The option's terms when they apply to this ship now, else null. */
function destroyerTerms(s: GameState, rs: RulesetView, ship: Unit) {
  const p = rs.def.optionParams?.destroyerTransport;
  if (!p || !optionOn(s, 'x2-japanese-destroyer-transport')) return null;
  return ship.owner === p.power && ship.type === p.carrier && s.round >= p.fromRound ? p : null;
}

/** Cargo room of a ship (in transport cost units); 0 for a ship that carries nothing. */
export function cargoCapacity(s: GameState, rs: RulesetView, ship: Unit): number {
  const own = rs.unit(ship.type).transportCapacity ?? 0;
  if (own > 0) return own;
  const p = destroyerTerms(s, rs, ship);
  return p ? (rs.unit(p.cargo).transportCost ?? 0) : 0;
}

/** Whether a ship that carries cargo takes this unit type. */
export function carriesType(s: GameState, rs: RulesetView, ship: Unit, type: string): boolean {
  if ((rs.unit(ship.type).transportCapacity ?? 0) > 0) return true;
  return destroyerTerms(s, rs, ship)?.cargo === type;
}

/**
 * The rule that gives this ship its cargo: the option's id (x2-japanese-destroyer-transport), AMBIG-31 for a warship
 * whose own profile carries (the 2001 destroyer), the ruleset's own unit list (RULES §7) for its transports, else UNIT-7.
 */
export function cargoRule(s: GameState, rs: RulesetView, ship: Unit): string {
  const p = rs.unit(ship.type);
  if ((p.transportCapacity ?? 0) === 0 && destroyerTerms(s, rs, ship)) return 'x2-japanese-destroyer-transport';
  if ((p.transportCapacity ?? 0) > 0 && p.isDestroyer) return 'AMBIG-31';
  return rs.def.unitList?.rule ?? 'UNIT-7';
}

/** What a ship carries, for people: "transport u3 (holds 8, 5 free)". */
export function cargoRoom(s: GameState, rs: RulesetView, ship: Unit, load: number): string {
  const only = destroyerTerms(s, rs, ship)?.cargo;
  return `${ship.type} ${ship.id} (holds ${cargoCapacity(s, rs, ship)}${only ? ` of ${only} only` : ''}, ${cargoCapacity(s, rs, ship) - load} free)`;
}

/**
 * RULES §8.2 x2-japanese-destroyer-transport: when no ship in `zone` carries, whether the option's ships are there but
 * do not carry yet (before its round): the message, else null.
 */
export function notCarryingYet(s: GameState, rs: RulesetView, power: string, zone: string): string | null {
  const p = rs.def.optionParams?.destroyerTransport;
  if (!p || !optionOn(s, 'x2-japanese-destroyer-transport') || p.power !== power || s.round >= p.fromRound) return null;
  if (!s.units.at(zone).some((u) => u.owner === power && u.type === p.carrier)) return null;
  return `${power}'s ${p.carrier}s carry ${p.cargo} from round ${p.fromRound} only (now round ${s.round}) [seed 003 §11].`;
}
