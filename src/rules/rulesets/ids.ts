// The ids of the powers and unit types of every ruleset (rulesets/<id>/ruleset.json),
// as types, so that a misspelt one ("japan", "tank") is a compile error rather
// than a quiet refusal. test/rulesets/ids.test.ts checks they match the data.

/** Every power of every ruleset, playing or not (RULES §1.1, §7). */
export const POWER_IDS = [
  'Japan',
  'USA',
  'China',
  'UK',
  'ANZAC',
  'India',
  'Australia',
  'Commonwealth',
  'USSR',
  'France',
  'Dutch',
  'Mongolia',
] as const;
export type KnownPowerId = (typeof POWER_IDS)[number];

/** Every unit type of every ruleset (RULES §2, §7). */
export const UNIT_TYPES = [
  'infantry',
  'mech_infantry',
  'marine',
  'artillery',
  'armour',
  'aaGun',
  'fighter',
  'tactical_bomber',
  'bomber',
  'transport',
  'submarine',
  'destroyer',
  'cruiser',
  'carrier',
  'battleship',
  'factory',
  'factory_minor',
  'factory_major',
  'factory_upgrade',
  'airfield',
  'harbour',
] as const;
/** Unit types an optional rule adds (RULES §8: their profiles are in the ruleset's `optionParams.units`), in no ruleset's data. */
export const OPTION_UNIT_TYPES = ['super_battleship', 'fortification', 'island_fortification', 'carrier_fighter', 'escort'] as const;
export type KnownUnitType = (typeof UNIT_TYPES)[number] | (typeof OPTION_UNIT_TYPES)[number];

export const isPowerId = (x: string): x is KnownPowerId => (POWER_IDS as readonly string[]).includes(x);
export const isUnitType = (x: string): x is KnownUnitType =>
  (UNIT_TYPES as readonly string[]).includes(x) || (OPTION_UNIT_TYPES as readonly string[]).includes(x);

/** For data read from outside (reference files, positions, API input already checked): the id, or an error naming it. */
export function asPowerId(x: string): KnownPowerId {
  if (!isPowerId(x)) throw new Error(`"${x}" is not a power of any ruleset (rulesets/ids.ts)`);
  return x;
}
export function asUnitType(x: string): KnownUnitType {
  if (!isUnitType(x)) throw new Error(`"${x}" is not a unit type of any ruleset (rulesets/ids.ts)`);
  return x;
}
