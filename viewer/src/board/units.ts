// Unit types as the board draws them: a short abbreviation on a badge (the usual A&A
// shorthand), the full name in the tooltip and legend, and an order (land, air, sea,
// facilities) so a territory's badges always appear in the same places.
import type { UnitType } from '../gql/graphql';

export const UNIT_ABBR: Record<UnitType, string> = {
  INFANTRY: 'INF',
  MARINE: 'MAR',
  ARTILLERY: 'ART',
  MECH_INFANTRY: 'MEC',
  ARMOUR: 'ARM',
  AA_GUN: 'AA',
  FORTIFICATION: 'FRT',
  ISLAND_FORTIFICATION: 'IFT',
  FIGHTER: 'FTR',
  CARRIER_FIGHTER: 'CVF',
  TACTICAL_BOMBER: 'TAC',
  BOMBER: 'BMB',
  TRANSPORT: 'TRN',
  SUBMARINE: 'SUB',
  ESCORT: 'ESC',
  DESTROYER: 'DD',
  CRUISER: 'CA',
  CARRIER: 'CV',
  BATTLESHIP: 'BB',
  SUPER_BATTLESHIP: 'SBB',
  FACTORY: 'IC',
  FACTORY_MAJOR: 'IC+',
  FACTORY_MINOR: 'IC',
  FACTORY_UPGRADE: 'UPG',
  AIRFIELD: 'AB',
  HARBOUR: 'NB',
};

export const UNIT_NAME: Record<UnitType, string> = {
  INFANTRY: 'Infantry',
  MARINE: 'Marine',
  ARTILLERY: 'Artillery',
  MECH_INFANTRY: 'Mech. infantry',
  ARMOUR: 'Armour',
  AA_GUN: 'AA gun',
  FORTIFICATION: 'Fortification',
  ISLAND_FORTIFICATION: 'Island fortification',
  FIGHTER: 'Fighter',
  CARRIER_FIGHTER: 'Carrier fighter',
  TACTICAL_BOMBER: 'Tactical bomber',
  BOMBER: 'Bomber',
  TRANSPORT: 'Transport',
  SUBMARINE: 'Submarine',
  ESCORT: 'Escort',
  DESTROYER: 'Destroyer',
  CRUISER: 'Cruiser',
  CARRIER: 'Carrier',
  BATTLESHIP: 'Battleship',
  SUPER_BATTLESHIP: 'Super battleship',
  FACTORY: 'Factory',
  FACTORY_MAJOR: 'Major factory',
  FACTORY_MINOR: 'Minor factory',
  FACTORY_UPGRADE: 'Factory upgrade',
  AIRFIELD: 'Airfield',
  HARBOUR: 'Naval base',
};

const ORDER = Object.keys(UNIT_ABBR) as UnitType[];
const RANK = new Map(ORDER.map((t, i) => [t, i]));
export function unitRank(t: string): number {
  return RANK.get(t as UnitType) ?? ORDER.length;
}
export function unitAbbr(t: string): string {
  return UNIT_ABBR[t as UnitType] ?? t.slice(0, 3);
}
export function unitName(t: string): string {
  return UNIT_NAME[t as UnitType] ?? t.toLowerCase().replace(/_/g, ' ');
}
