// Pacific 1940, first edition (RULES §1–§5): what the ruleset declares beside
// its board data (ruleset.json). The second edition starts from this one.
import type { Declaration, GameDefinition, FreeUnits, UnitType } from '../../ruleset';
import { carrierFighter, ESCORT, FORTIFICATION, ISLAND_FORTIFICATION, SUPER_BATTLESHIP } from '../option-units';

/** POL-3: Japan's war on any of the USA, UK, ANZAC and the Dutch is war on all of them; the Allies close ranks. */
const JAPAN_AT_WAR: Omit<Declaration, 'by' | 'against' | 'rule'> = {
  wars: [
    ['Japan', 'USA'],
    ['Japan', 'UK'],
    ['Japan', 'ANZAC'],
    ['Japan', 'Dutch'],
  ],
  allies: [
    ['China', 'USA'],
    ['China', 'UK'],
    ['China', 'ANZAC'],
    ['USA', 'UK'],
    ['USA', 'ANZAC'],
    ['USA', 'France'],
    ['USA', 'Dutch'],
  ],
};

/** x2-increased-shipbuilding [S3 §2]: Japan's in the zone of Japan, the USA's in the zone west of Western USA. */
function shipbuilding(units: UnitType[]): FreeUnits[] {
  return [
    { power: 'Japan', place: '6 Sea Zone', units },
    { power: 'USA', place: '10 Sea Zone', units },
  ];
}

export const PACIFIC_1940: GameDefinition = {
  // Bumped when these rules change what a command produces (GameDefinition.version, docs/exports.md).
  version: 1,
  // RULES §1.3: Politics is part of Purchase (POL-8); the Tech steps are inert. Names: RULES §1.3's.
  phases: [
    // freeUnitToPlace, nationalGuard, shipbuilding: optional rules' gifts (RULES §8.2); nothing without their options.
    { phase: 'purchase', name: 'Purchase & Repair', onStart: ['repairShips', 'freeUnitToPlace'] },
    { phase: 'combatMove', name: 'Combat Move', onEnd: ['nationalGuard'] },
    { phase: 'conductCombat', name: 'Conduct Combat', onStart: ['kamikazeWindow'] },
    { phase: 'nonCombatMove', name: 'Non-combat Move', onEnd: ['landPlanes'] },
    { phase: 'mobilize', name: 'Mobilize', onEnd: ['landPlanesAfterPlacement', 'refundUnplaced'] },
    { phase: 'collectIncome', name: 'Collect Income', onStart: ['automaticWar'], onEnd: ['collectIncome'] },
  ],
  turnEnd: ['kamikazeActivation', 'shipbuilding', 'victory'],
  politics: {
    declarations: [
      { by: ['Japan'], against: ['USA', 'UK', 'ANZAC', 'Dutch'], ...JAPAN_AT_WAR, rule: 'POL-3' },
      // POL-4: UK and ANZAC (and the Dutch) only; the USA stays neutral.
      {
        by: ['UK', 'ANZAC'],
        against: ['Japan'],
        wars: [
          ['Japan', 'UK'],
          ['Japan', 'ANZAC'],
          ['Japan', 'Dutch'],
        ],
        allies: [
          ['China', 'UK'],
          ['China', 'ANZAC'],
        ],
        rule: 'POL-4',
      },
    ],
    // POL-6 / AMBIG-03: the USA is at war when its round-3 Collect Income begins, and so are UK, ANZAC and the Dutch.
    automatic: [{ power: 'USA', against: 'Japan', round: 3, phase: 'collectIncome', brings: JAPAN_AT_WAR, rule: 'POL-6, AMBIG-03' }],
    entering: [
      // POL-4 / AMBIG-04: UK or ANZAC units entering Chinese land before their war with Japan start it.
      { by: ['UK', 'ANZAC'], owners: ['China'], against: 'Japan', effect: { actOfWar: true }, rule: 'AMBIG-04' },
      // POL-6: US units may not enter China until the USA is at war.
      { by: ['USA'], owners: ['China'], against: 'Japan', effect: { refused: 'USA_NOT_AT_WAR' }, rule: 'POL-6' },
    ],
  },
  kamikaze: { activatingPowers: ['USA', 'UK', 'ANZAC'], triggers: ['Iwo Jima', 'Marianas', 'Okinawa'], triggersAfterHold: ['Philippines'] },
  upgrades: [{ buy: 'factory_upgrade', from: 'factory_minor', to: 'factory_major' }],
  unownedLandPower: 'Mongolia',
  switches: {
    bombingBonus: 0,
    // MOV-5: bases give movement by where a unit began the turn.
    baseMovement: 'turnStart',
    majorFactoryOriginalOnly: false,
    placesWithoutFactories: ['China'],
    noCapital: ['China'],
    convoyImmune: ['China'],
    cannotDeclareWar: ['USA', 'China'],
    kamikazeActiveFromStart: false,
    kamikazeAttackersOnly: false,
    subStrikeOnTransports: true,
    scrambleFromAnyTerritory: false,
    confinedToChineseArea: ['China'],
    capturesForOriginalOwner: ['China'],
    factoriesRemovedOnCapture: ['China'],
  },
  // RULES §8: what the optional rules name on this board (AMBIG-33: round 1 = Early 1940, so Early 1942 = 5, Late 1943 = 8).
  optionParams: {
    // RULES §8.1 hr01-manchuria-garrison [S2 "Manchuria"]: 3 Japanese infantry.
    garrison: { power: 'Japan', territory: 'Manchuria', type: 'infantry', count: 3 },
    units: [
      // RULES §8.2 x2-super-battleship [S3 §12a]: Japan and the USA, 2 each (Germany's 1 is off this board).
      { option: 'x2-super-battleship', profile: SUPER_BATTLESHIP, maxPerPower: { Japan: 2, USA: 2 }, dice: 2 },
      // RULES §8.1 hr01-fortifications [S2 "NEW UNITS: Fortifications"]: any number; the limit is where and how fast
      // they are placed (directly, at most the area's value a turn).
      {
        option: 'hr01-fortifications',
        profile: FORTIFICATION,
        maxPerPower: { Japan: Infinity, USA: Infinity, China: Infinity, UK: Infinity, ANZAC: Infinity },
        placement: { kind: 'direct' },
      },
      // RULES §8.2 x2-japanese-fortifications [S3 §9 "Defensive fortifications"]: Japan's, on its islands (never Japan),
      // one infantry each.
      {
        option: 'x2-japanese-fortifications',
        profile: ISLAND_FORTIFICATION,
        maxPerPower: { Japan: Infinity },
        placement: { kind: 'island' },
        garrison: 'infantry',
      },
      // RULES §8.2 x2-carrier-fighters [S3 §8 "Carrier Based Fighter Aircraft"]: Japan and the USA, up to 8 each, built
      // at Japan or the western USA straight onto an undamaged carrier next to it (the money is lost otherwise); the
      // ruleset's fighter values; shipbuilding's fighters are these while the option is on (x2-increased-shipbuilding).
      {
        option: 'x2-carrier-fighters',
        profile: carrierFighter({
          attack: 3,
          defense: 4,
          abilities: ['airAttack=1', 'airDefense=2', 'canEscort', 'canIntercept', 'support:offence:+1:tactical_bomber:allied:1'],
        }),
        maxPerPower: { Japan: 8, USA: 8 },
        placement: { kind: 'onCarrier', at: { Japan: 'Japan', USA: 'Western United States' } },
        carrierOnly: true,
        standsFor: 'fighter',
      },
      // RULES §8.2 x2-escorts [S3 §12b "Escorts & Transports"]: every power with a navy, from Late 1941 (AMBIG-33: round 4).
      {
        option: 'x2-escorts',
        profile: ESCORT,
        maxPerPower: { Japan: Infinity, USA: Infinity, UK: Infinity, ANZAC: Infinity },
        fromRound: 4,
      },
    ],
    // RULES §8.2 x2-enlarged-pacific [S3 §1]; adapted: Dutch Java gets no units (RULES §8 A).
    enlargedPacific: {
      values: {
        Alaska: 4,
        Midway: 2,
        'Hawaiian Islands': 3,
        Mexico: 4,
        Okinawa: 2,
        'Wake Island': 2,
        Philippines: 4,
        Java: 3,
        'New Guinea': 2,
        'Solomon Islands': 2,
        'Caroline Islands': 2,
      },
      units: [
        { territory: 'Alaska', types: ['infantry', 'infantry'] },
        { territory: 'Midway', types: ['infantry'] },
        { territory: 'Hawaiian Islands', types: ['fighter', 'infantry'] },
        { territory: 'Mexico', types: ['infantry', 'infantry'] },
        { territory: 'Okinawa', types: ['infantry'] },
        { territory: 'Philippines', types: ['fighter', 'infantry'] },
        { territory: 'New Guinea', types: ['infantry'] },
        { territory: 'Solomon Islands', types: ['infantry', 'infantry'] },
        { territory: 'Caroline Islands', types: ['infantry'] },
      ],
      floor: { power: 'Japan', pus: 8 },
    },
    militaryVictory: { power: 'Japan', holdAny: [['Western United States'], ['New South Wales', 'India']] },
    advancedProduction: {
      bonuses: [
        { power: 'Japan', pus: 8, while: 'Japan' },
        { power: 'USA', pus: 14, while: 'Western United States' },
      ],
      freeUnit: { power: 'China', type: 'infantry' },
    },
    sbrTwoDice: { exempt: ['Hawaiian Islands'] },
    // x2-escorts [S3 §12b]: a convoy is 1 escort and up to 2 transports (escort D3, transports D1); from Early 1942
    // (AMBIG-33: round 5) every transport defends at 1.
    escorts: { type: 'escort', perEscort: 2, convoyDefense: 3, transportDefense: 1, transportsDefendFrom: 5 },
    battleshipTwoDice: { type: 'battleship' },
    // RULES §8.1 hr01-amphibious-support [S2 "Amphibious Operations"]: DDs and BBs support landings 1:1 (1E/2E: cruisers too);
    // ⚠ a battleship an option adds (x2-super-battleship) supports as a battleship.
    amphibiousSupport: { ships: ['destroyer', 'cruiser', 'battleship', 'super_battleship'] },
    // RULES §8.1 hr01-dogfights [S2 "Dogfights"]: fighters roll; bombers (⚠ tactical bombers too) only take hits.
    dogfights: { fighters: ['fighter', 'carrier_fighter'] },
    // RULES §8.2 x2-capital-ship-damage [S3 §10]: the super battleship follows battleship rules (§12a); PUR-1 stays (⚠).
    capitalShipDamage: {
      carriers: ['carrier'],
      battleships: ['battleship', 'super_battleship'],
      extraHit: [],
      repairCost: 3,
      freeRepair: true,
      // [S3 §10e]: fighters only ("not Aircraft Carrier Based Fighters"; tactical bombers are no fighters), 2 a carrier.
      guards: { types: ['fighter'], perCarrier: 2 },
    },
    // RULES §8.1 adaptation: the UK is the British power.
    rail: { powers: ['Japan', 'UK'], perTurn: 2 },
    destroyerTransport: { power: 'Japan', carrier: 'destroyer', cargo: 'infantry', fromRound: 5 },
    shipbuilding: [
      { round: 5, gifts: shipbuilding(['cruiser', 'submarine']) },
      { round: 6, gifts: shipbuilding(['carrier', 'fighter', 'fighter']) },
      { round: 7, gifts: shipbuilding(['transport', 'battleship']) },
      { round: 8, gifts: shipbuilding(['destroyer', 'destroyer']) },
    ],
    nationalGuard: {
      power: 'USA',
      triggers: ['Alaska', 'Hawaiian Islands', 'Midway', 'Western United States', 'Mexico'],
      gift: { power: 'USA', place: 'Western United States', units: ['infantry', 'infantry', 'infantry', 'infantry', 'fighter'] },
    },
  },
};
