// The original 2001 Axis & Allies Pacific (RULES §7, seed 001): what the
// ruleset declares beside its board data (ruleset.json): the nine phases of
// seed 001 ("What to do on a Turn"), its three players, everyone at war from
// the start (no politics), kamikaze from the start (AMBIG-40), scramble as [P]
// plays it instead of Combat Air Patrol (AMBIG-30), and its own victory
// (AMBIG-32, AMBIG-42).
import type { GameDefinition, FreeUnits, UnitType } from '../../ruleset';
import { carrierFighter, ESCORT, FORTIFICATION, ISLAND_FORTIFICATION, SUPER_BATTLESHIP } from '../option-units';

/** x2-increased-shipbuilding [S3 §2]: Japan's in the zone of Japan, the USA's in the zone west of the United States. */
function shipbuilding(units: UnitType[]): FreeUnits[] {
  return [
    { power: 'Japan', place: '36 Sea Zone', units },
    { power: 'USA', place: '5 Sea Zone', units },
  ];
}

export const PACIFIC_2001: GameDefinition = {
  // Bumped when these rules change what a command produces (GameDefinition.version, docs/exports.md).
  version: 1,
  // [S1 "Phases"]: 1 Purchase, 2 land CAP fighters, 3 Combat Move, 4 Combat, 5 control markers and
  // production chart, 6 Non-combat Move, 7 Place, 8 subs resurface and battleships uprighted, 9 Collect Income.
  // Names: seed 001's "Phase 1 Purchase Combat Units" ... "Phase 9 Collect Income", as printed.
  phases: [
    // [S1 "China"]: China's infantry is counted at the start of its turn.
    // freeUnitToPlace, nationalGuard: RULES §8.2 options' gifts (nothing without them).
    { phase: 'purchase', name: 'Purchase Combat Units', onStart: ['unitsInsteadOfPUs', 'freeUnitToPlace'] },
    { phase: 'combatAirPatrol', name: 'Land Fighters on Combat Air Patrol' },
    { phase: 'combatMove', name: 'Combat Movement', onEnd: ['nationalGuard'] },
    // AMBIG-40: kamikaze from the start, at the end of an Allied combat move.
    // convoyRaids: RULES §8.1 hr01-convoy-raiding as combat ends (nothing without the option).
    { phase: 'conductCombat', name: 'Resolve Combat', onStart: ['kamikazeWindow'], onEnd: ['convoyRaids'] },
    {
      phase: 'nationalControl',
      name: 'Place/Remove National Control Markers and Adjust the National Production Chart',
      onStart: ['controlSeaZones'],
    },
    // patrolZones: RULES §8.2 x2-patrol-zone, enemies left in a patrol zone are lost (nothing without the option).
    { phase: 'nonCombatMove', name: 'Non-Combat Movement', onEnd: ['patrolZones', 'landPlanes'] },
    { phase: 'mobilize', name: 'Place New Units', onEnd: ['landPlanesAfterPlacement', 'refundUnplaced'] },
    // [P: Units Repair Hits End Turn]: battleships are repaired anywhere at the end of their owner's turn.
    { phase: 'resurface', name: 'Submerged Submarines Resurface, Damaged Battleships Uprighted', onStart: ['uprightBattleships'] },
    // AMBIG-42: Japan's victory points come with its income (victory/points.ts).
    { phase: 'collectIncome', name: 'Collect Income', onEnd: ['collectIncome'] },
  ],
  // AMBIG-42: victory is checked at the end of each complete round.
  // shipbuilding: RULES §8.2 x2-increased-shipbuilding's gifts as a round ends (nothing without the option).
  // militaryVictory: RULES §8.1 hr01-japan-military-victory (nothing without the option).
  turnEnd: ['shipbuilding', 'militaryVictory', 'roundVictory'],
  // RULES §7: everyone is at war from the start; there are no declarations.
  politics: { declarations: [], automatic: [], entering: [] },
  // AMBIG-40: no activation trigger (the tokens are active from the start).
  kamikaze: { activatingPowers: [], triggers: [], triggersAfterHold: [] },
  upgrades: [],
  unownedLandPower: null,
  // RULES §7 "Units": the 2001 units, costs and cargo (marines and factories the USA's only) replace §2's.
  unitList: { rule: 'RULES §7' },
  // [S1 "Order of Play"], AMBIG-43: three players; the American seat plays China's turn then the USA's.
  players: [
    { name: 'Japan', seat: 'Japan', powers: ['Japan'] },
    // [S1 "Countries"]: India and Australia "move and fight together. However, they buy and place units separately";
    // [P]'s order: India's purchase, Australia's, one combat move, combat and non-combat move led by India (with
    // phase 2 and phase 5 between them), then India's and Australia's placement, phase 8 and income.
    {
      name: 'Great Britain',
      seat: 'India',
      powers: ['India', 'Australia'],
      jointPhases: ['combatAirPatrol', 'combatMove', 'conductCombat', 'nationalControl', 'nonCombatMove'],
    },
    { name: 'USA', seat: 'USA', powers: ['China', 'USA'] },
  ],
  // RULES §8: what the optional rules built for this ruleset name on its board (hr01-battleship-two-dice).
  optionParams: {
    // RULES §8.1 hr01-manchuria-garrison [S2 "Manchuria"]: 3 Japanese infantry.
    garrison: { power: 'Japan', territory: 'Manchuria', type: 'infantry', count: 3 },
    // RULES §8.1 setup options [S2 "Corrected AH setup", "Pearl Harbor Strike Option"], in the order they apply.
    setup: [
      {
        // ⚠ RULES §8.1: [P] already has the sub in SZ 22 and no Marianas fighter; only what still differs.
        option: 'hr01-corrected-setup',
        steps: [
          { kind: 'remove', owner: 'Japan', at: '37 Sea Zone', type: 'transport', count: 1 },
          { kind: 'move', owner: 'Japan', at: 'French Indo-China', type: 'infantry', count: 2, to: 'Hainan' },
        ],
      },
      // "Move remainder of Japanese units from SZ 20 to SZ 22" (Japan cannot hit the US carriers in round 1).
      { option: 'hr01-amended-japanese-setup', steps: [{ kind: 'move', owner: 'Japan', at: '20 Sea Zone', to: '22 Sea Zone' }] },
      {
        // Japan's fighters SZ 22 -> SZ 9 with 2 MP left for Non-combat Move; 1 lost; US ships in SZ 9 and Hawaii's fighter destroyed.
        option: 'hr01-pearl-harbor-strike',
        steps: [
          { kind: 'move', owner: 'Japan', at: '22 Sea Zone', type: 'fighter', to: '9 Sea Zone', movementLeft: 2 },
          { kind: 'remove', owner: 'Japan', at: '9 Sea Zone', type: 'fighter', count: 1 },
          { kind: 'remove', owner: 'USA', at: '9 Sea Zone', domain: 'sea' },
          { kind: 'remove', owner: 'USA', at: 'Hawaiian', type: 'fighter' },
        ],
      },
    ],
    units: [
      // RULES §8.2 x2-super-battleship [S3 §12a] as written: Japan and the USA, 2 each, cost 20 (below the 2001
      // battleship's 24, as the seed prices it); uprighted at its owner's turn end like a battleship (phase 8).
      { option: 'x2-super-battleship', profile: SUPER_BATTLESHIP, maxPerPower: { Japan: 2, USA: 2 }, dice: 2 },
      // RULES §8.1 hr01-fortifications [S2 "NEW UNITS: Fortifications"]: the powers that buy (China, paid in infantry
      // (RULES §7), has no PUs to buy them with).
      {
        option: 'hr01-fortifications',
        profile: FORTIFICATION,
        maxPerPower: { Japan: Infinity, India: Infinity, Australia: Infinity, USA: Infinity },
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
          abilities: ['airAttack=1', 'airDefense=2', 'canAirBattle', 'canEscort', 'canIntercept'],
        }),
        maxPerPower: { Japan: 8, USA: 8 },
        placement: { kind: 'onCarrier', at: { Japan: 'Japan', USA: 'United States' } },
        carrierOnly: true,
        standsFor: 'fighter',
      },
      // RULES §8.2 x2-escorts [S3 §12b "Escorts & Transports"]: every power with a navy, from Late 1941 (AMBIG-33: round 1).
      {
        option: 'x2-escorts',
        profile: ESCORT,
        maxPerPower: { Japan: Infinity, India: Infinity, Australia: Infinity, USA: Infinity },
        fromRound: 1,
      },
    ],
    // x2-escorts [S3 §12b]: a convoy is 1 escort and up to 2 transports (escort D3, transports D1); from Early 1942
    // (AMBIG-33: round 2) every transport defends at 1.
    escorts: { type: 'escort', perEscort: 2, convoyDefense: 3, transportDefense: 1, transportsDefendFrom: 2 },
    battleshipTwoDice: { type: 'battleship' },
    // RULES §8.1 hr01-amphibious-support [S2 "Amphibious Operations"]: DDs and BBs support landings 1:1;
    // ⚠ a battleship an option adds (x2-super-battleship) supports as a battleship.
    amphibiousSupport: { ships: ['destroyer', 'battleship', 'super_battleship'] },
    // RULES §8.1 hr01-dogfights [S2 "Dogfights"]: fighters roll; bombers (⚠ tactical bombers too) only take hits.
    dogfights: { fighters: ['fighter', 'carrier_fighter'] },
    // RULES §8.2 x2-capital-ship-damage [S3 §10], adapted: carriers gain a 2nd hit; repair is paid, so phase 8 no longer
    // uprights them for free (⚠ only 1E/2E keep their free repair).
    capitalShipDamage: {
      carriers: ['carrier'],
      battleships: ['battleship', 'super_battleship'],
      extraHit: ['carrier'],
      repairCost: 3,
      freeRepair: false,
      // [S3 §10e]: fighters only ("not Aircraft Carrier Based Fighters"), 2 a carrier.
      guards: { types: ['fighter'], perCarrier: 2 },
    },
    // RULES §8.2 x2-patrol-zone [S3 §4 "Patrol Zone"], adapted (RULES §8 01 A): the zone next to Western USA (the 2001
    // United States) and the zone surrounding Japan; +1 to enter, subs' patrol shot at 1.
    patrolZones: {
      zones: [
        { zone: '5 Sea Zone', power: 'USA' },
        { zone: '36 Sea Zone', power: 'Japan' },
      ],
      surcharge: 1,
      shot: 1,
    },
    // RULES §8.1 hr01-rail-movement [S2 "Rail Movement"]: Japan and the UK, which in 2001 is the British player's two
    // powers; 2 land units a turn of the power whose turn it is.
    rail: { powers: ['Japan', 'India', 'Australia'], perTurn: 2 },
    // RULES §8.1 hr01-sbr-two-dice [S2 "Strategic Bombing"]: "except the Hawaiian and Chinese factory".
    sbrTwoDice: { exempt: ['Hawaiian', 'Szechwan'] },
    // RULES §8.1 hr01-hawaii-production-cap [S2 "Hawaiian Production"].
    productionCap: { power: 'USA', territory: 'Hawaiian', max: 2 },
    // RULES §8.1 hr01-japan-military-victory [S2 "Japanese Military Victory"]: Western USA is the 2001 United States.
    militaryVictory: { power: 'Japan', holdAny: [['United States'], ['New South Wales', 'India']] },
    // RULES §8.2 x2-enlarged-pacific [S3 §1], adapted (RULES §8 A): Ryukyu is Okinawa; the 2001 board has no Alaska or Mexico.
    enlargedPacific: {
      values: {
        Midway: 2,
        Hawaiian: 3,
        Ryukyu: 2,
        Wake: 2,
        Philippines: 4,
        Java: 3,
        'New Guinea': 2,
        Solomon: 2,
        Caroline: 2,
      },
      units: [
        { territory: 'Midway', types: ['infantry'] },
        { territory: 'Hawaiian', types: ['fighter', 'infantry'] },
        { territory: 'Ryukyu', types: ['infantry'] },
        { territory: 'Philippines', types: ['fighter', 'infantry'] },
        { territory: 'New Guinea', types: ['infantry'] },
        { territory: 'Solomon', types: ['infantry', 'infantry'] },
        { territory: 'Caroline', types: ['infantry'] },
      ],
      floor: { power: 'Japan', pus: 8 },
    },
    // x2-us-national-guard [S3 §6], adapted (RULES §8): always given; the 2001 board has no Alaska or Mexico.
    nationalGuard: {
      power: 'USA',
      triggers: ['Hawaiian', 'Midway', 'United States'],
      gift: { power: 'USA', place: 'United States', units: ['infantry', 'infantry', 'infantry', 'infantry', 'fighter'] },
    },
    // x2-advanced-production [S3 §7]: China's free infantry goes where its infantry goes, Szechwan (RULES §7).
    advancedProduction: {
      bonuses: [
        { power: 'Japan', pus: 8, while: 'Japan' },
        { power: 'USA', pus: 14, while: 'United States' },
      ],
      freeUnit: { power: 'China', type: 'infantry' },
    },
    // x2-increased-shipbuilding [S3 §2], AMBIG-33: round 1 = Late 1941, so Early 1942 = 2 ... Late 1943 = 5.
    shipbuilding: [
      // ⚠ The 2001 game has no cruiser: a destroyer stands in for it.
      { round: 2, gifts: shipbuilding(['destroyer', 'submarine']) },
      { round: 3, gifts: shipbuilding(['carrier', 'fighter', 'fighter']) },
      { round: 4, gifts: shipbuilding(['transport', 'battleship']) },
      { round: 5, gifts: shipbuilding(['destroyer', 'destroyer']) },
    ],
  },
  switches: {
    bombingBonus: 0,
    // RULES §7 "Bases", AMBIG-44: MOV-5 does not apply; planes gain between airfields, ships between harbours in Non-combat Move.
    baseMovement: 'betweenBases',
    majorFactoryOriginalOnly: false,
    // [S1 "China"]: China's infantry needs no factory; it is placed in Szechwan (paidInUnits in the data).
    placesWithoutFactories: ['China'],
    noCapital: [],
    convoyImmune: [],
    cannotDeclareWar: [],
    kamikazeActiveFromStart: true,
    kamikazeAttackersOnly: false,
    // [P] has no strike on moving transports (MOV-11 is the 1940 data's).
    subStrikeOnTransports: false,
    // AMBIG-30: fighters scramble from any territory with an operative airfield, into sea battles and landings.
    scrambleFromAnyTerritory: true,
    confinedToChineseArea: [],
    capturesForOriginalOwner: [],
    factoriesRemovedOnCapture: [],
    // AMBIG-48: [P] sets neither "Unescorted Transport Dies" nor "Transport Casualties Restricted"; transports defend at 1.
    transportsFightLikeAnyUnit: true,
  },
};
