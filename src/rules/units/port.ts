// RULES §8.1 hr01-ports-shelter [S2 "Ports"]: a ship in port stands in its
// harbour's territory (`at`), on the side of one sea zone (`portZone`). Being
// on land, it is in no sea zone: no naval combat, zone control, blockade,
// convoy rule or movement blocking sees it; the land's rules skip it below.
import type { Unit } from './unit';
import type { TerritoryName } from '../ruleset';

/** The ship is in port (only ever with the option). */
export const inPort = (u: Unit): boolean => u.portZone !== undefined;

/** The sea zone a ship is in, or is in port from (for what a harbour does next to it: repair, PUR-1). */
export const seaZoneOf = (u: Unit): TerritoryName => u.portZone ?? u.at;
