// The profiles of the units optional rules add (RULES §8), shared by the
// rulesets that build them: each ruleset's definition lists them in
// `optionParams.units` with its own limits (who, how many, where).
import type { UnitProfile } from '../ruleset';

/** What a unit's profile says when it says nothing special (the base of the units optional rules add). */
const PLAIN: Omit<UnitProfile, 'type' | 'domain' | 'cost' | 'attack' | 'defense' | 'movement' | 'hitPoints'> = {
  transportCost: null,
  transportCapacity: null,
  carrierCost: null,
  carrierCapacity: null,
  convoyDamage: 0,
  isSub: false,
  isDestroyer: false,
  isAirTransportable: false,
  canBlitz: false,
  isArtillery: false,
  isArtillerySupportable: false,
  canBombard: false,
  isStrategicBomber: false,
  isAA: false,
  isInfrastructure: false,
  isFactory: false,
  isConstruction: false,
  maxDamage: null,
  productionCapacity: null,
  minTerritoryValue: null,
  maxOperationalDamage: null,
  abilities: [],
};

/** RULES §8.2 x2-super-battleship [S3 §12a]: cost 20, A5/D5 (2 dice, bombarding too), 3 hits; otherwise battleship rules. */
export const SUPER_BATTLESHIP: UnitProfile = {
  ...PLAIN,
  domain: 'sea',
  type: 'super_battleship',
  cost: 20,
  attack: 5,
  defense: 5,
  movement: 2,
  hitPoints: 3,
  convoyDamage: 1,
  canBombard: true,
};

/**
 * RULES §8.1 hr01-fortifications [S2 "NEW UNITS: Fortifications"]: cost 4, defense 3 (⚠ rolls itself and can be a
 * casualty), never attacks or moves, raises one defending infantry from 2 to 3.
 */
export const FORTIFICATION: UnitProfile = {
  ...PLAIN,
  domain: 'land',
  type: 'fortification',
  cost: 4,
  attack: 0,
  defense: 3,
  movement: 0,
  hitPoints: 1,
  abilities: ['support:defence:+1:infantry:own:1'],
};

/**
 * RULES §8.2 x2-japanese-fortifications [S3 §9 "Defensive fortifications"]: cost 1; it never fires, moves or is a
 * casualty itself; each lets one infantry defend at 3 (+1 over its 2) and goes with it (`garrison` in optionParams).
 */
export const ISLAND_FORTIFICATION: UnitProfile = {
  ...PLAIN,
  domain: 'land',
  type: 'island_fortification',
  cost: 1,
  attack: 0,
  defense: 0,
  movement: 0,
  hitPoints: 1,
  abilities: ['support:defence:+1:infantry:own:1'],
};

/**
 * RULES §8.2 x2-carrier-fighters [S3 §8 "Carrier Based Fighter Aircraft"]: cost 6, range 3, one place on a carrier,
 * "fighter plane rules" otherwise: the ruleset's fighter values and abilities (`fighter`), less scrambling from an
 * island's airfield (it flies from carriers; one stranded on land is cargo).
 */
export function carrierFighter(fighter: Pick<UnitProfile, 'attack' | 'defense' | 'abilities'> & { convoyDamage?: number }): UnitProfile {
  return {
    ...PLAIN,
    domain: 'air',
    type: 'carrier_fighter',
    cost: 6,
    attack: fighter.attack,
    defense: fighter.defense,
    movement: 3,
    hitPoints: 1,
    carrierCost: 1,
    convoyDamage: fighter.convoyDamage ?? 0,
    abilities: fighter.abilities.filter((a) => !a.startsWith('canScramble') && !a.startsWith('maxScrambleDistance')),
  };
}

/**
 * RULES §8.2 x2-escorts [S3 §12b "Escorts & Transports"]: cost 6, A1/D2, destroyer rules (it cancels a sub's surprise
 * strike and lets its side's planes hit subs) minus sub hunting; in a convoy it defends at 3 (optionParams.escorts).
 */
export const ESCORT: UnitProfile = {
  ...PLAIN,
  domain: 'sea',
  type: 'escort',
  cost: 6,
  attack: 1,
  defense: 2,
  movement: 2,
  hitPoints: 1,
  convoyDamage: 1,
  isDestroyer: true,
};
