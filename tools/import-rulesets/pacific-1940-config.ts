// Configuration of the Pacific 1940 rulesets (1st and 2nd edition): what is
// ours rather than the reference file's — power ids, readable objective ids and
// citations, the AMBIG defaults of RULES §5, and the notes on where the data
// departs from the reference file.
import type { PowerDef, PowerId, TerritoryName } from '../../src/rules';

/** TripleA player names -> project power ids. */
export const POWER_IDS: Record<string, PowerId> = {
  Japanese: 'Japan',
  Americans: 'USA',
  Chinese: 'China',
  British: 'UK',
  ANZAC: 'ANZAC',
  Russians: 'USSR',
  French: 'France',
  Dutch: 'Dutch',
};

/**
 * Units placed with no owner belong to TripleA's neutral "null player". Only
 * Mongolia has such units; they get this non-playing power.
 */
export const NEUTRAL_POWER: PowerDef = {
  id: 'Mongolia',
  sourceName: 'Neutral',
  side: null,
  playable: false,
  capital: null,
  startingPUs: 0,
};
/** TripleA's built-in relation between the null player and everyone (archetype war). */
export const NEUTRAL_RELATION_TYPE = 'null_relation';

/** City names of the victory-city territories, for readable objective ids (RULES §1.4). */
export const CITY_SLUGS: Record<TerritoryName, string> = {
  'Hawaiian Islands': 'honolulu',
  'New South Wales': 'sydney',
  India: 'calcutta',
  'Western United States': 'san-francisco',
};

export interface EditionConfig {
  /** Citation tag of the game data: "X" (1E) or "X2" (2E), RULES §0. */
  dataTag: string;
  /** Extra citations for objectives, by attachment name (e.g. "[S0 §NO]", AMBIG ids). */
  objectiveCitations: Record<string, string[]>;
  /** Readable ids by attachment name; 'each' objectives get "-<city>" appended. */
  objectiveIds: Record<string, string>;
  /** Sentences appended to generated objective descriptions, by attachment name. */
  objectiveRemarks: Record<string, string>;
  ambiguities: Record<string, string>;
  notes: string[];
}

const S0_NO = '[S0 §NO]';

/** AMBIG defaults of RULES §5 that apply to the Pacific 1940 rulesets (id -> chosen value). */
const AMBIGUITIES_1E: Record<string, string> = {
  'AMBIG-01': 'war starts by a Politics declaration or automatically by an act of war',
  'AMBIG-02': 'acts against a power already at war with Japan spread nothing',
  'AMBIG-03': 'the automatic US war also puts UK, ANZAC and the Dutch at war with Japan',
  'AMBIG-04': 'UK/ANZAC may enter China before war; doing so declares war on Japan',
  'AMBIG-05': 'powers at peace: no land entry, overflight or landing',
  'AMBIG-06': "the defending side's planes on the island scramble (owner's and allies')",
  'AMBIG-07': 'convoy disruption is automatic once at war',
  'AMBIG-08': 'US +40 is a bonus; Western United States stays worth 10',
  'AMBIG-09': 'AA gun: 1 die per attacking plane, never a casualty, captured',
  'AMBIG-10': 'scramble at most 3 per island airfield',
  'AMBIG-11': 'scramble against a landing only on that island',
  'AMBIG-12': 'kamikaze zones SZ 6, 17, 19, 20, 22, 35; activation checked after each US/UK/ANZAC turn; surface warships only',
  'AMBIG-13': "sub strike on unescorted transports is on; the transports' owner picks losses",
  'AMBIG-14': 'victory must hold for a complete round (VIC-3)',
  'AMBIG-15': 'a captured major factory becomes a minor',
  'AMBIG-16': 'a factory in land that becomes Chinese is removed',
  'AMBIG-17': 'Flying Tigers: Chinese-owned, never rebuilt',
  'AMBIG-18': 'refund unplaceable units',
  'AMBIG-19': 'an enemy factory or AA gun blocks a blitz; airfields and harbours do not',
  'AMBIG-20': 'the liberator keeps French and Dutch land; Burma/Kwangtung taken by China go to the UK',
  'AMBIG-21': 'interceptors: fighters of the territory owner and its allies in that territory',
  'AMBIG-22': 'ANZAC collects the strategic-islands and once-only objectives',
  'AMBIG-23': "occupying = an ANZAC unit present at ANZAC's income; control not needed",
  'AMBIG-24': 'objectives are paid at peace; only the US +40 needs war',
  'AMBIG-25': 'China places in any territory it controls at placement time',
  'AMBIG-26': 'a damaged minor factory may be upgraded; the damage carries over',
  'AMBIG-27': 'damaged carrier: no landings; planes aboard stay; allied planes stuck until repair',
  'AMBIG-28': 'Mongolia may be attacked; Chinese units may not enter it',
  'AMBIG-29': "allied cargo loads and unloads on its owner's turn (MOV-6)",
  'AMBIG-33': 'round 1 = Early 1940',
  'AMBIG-34': 'one factory per territory',
  'AMBIG-35': "the planes' owner picks AA casualties",
  'AMBIG-36': 'repair beyond the damage is refused',
  'AMBIG-37': "both sides' submarine surprise strikes are simultaneous",
};

const COMMON_NOTES = [
  "China has no capital (RULES §1.1, [S0 §China]). The reference data makes the impassable dummy territory Himalayas China's capital and gives it to China only so that TripleA pays China's income; here Himalayas has no owner and is nobody's capital, and China's capital is null.",
  'Sea zones have no owner here. The reference data gives sea zones 6, 17, 19, 20, 22 and 35 to Japan only to mark them as Japanese kamikaze waters.',
  'kamikazeZone marks the sea zones the reference kamikaze triggers switch on (SZ 6, 17, 19, 20, 22, 35). When they become active is a game rule (KAM-2), not data.',
  'Mongolia: the reference data places 6 infantry (Ulaanbaatar 1, Buyant-Uhaa 2, Olgiy 2, Dzavhan 1) with no owner, i.e. under TripleA\'s neutral "null player". Here they belong to the non-playing power "Mongolia" (sourceName "Neutral"), whose relationship with every power is war (sourceType "null_relation", TripleA\'s built-in relation for that player, archetype war), so Mongolia may be attacked (RULES §3, AMBIG-28). Its 6 territories have no owner.',
  'Unit hitPoints: facilities (factories, factory_upgrade, airfield, harbour) have 0: they are never combat casualties; their bombing damage is counted against maxDamage.',
  'transportCapacity is kept for sea transports only. The bomber\'s air-transport capacity in the reference data belongs to the paratrooper technology, which is inert (Tech Development is off); it is kept as the abilities "isAirTransport" and "transportCapacity=2".',
  'isAA marks combat AA (isAA / isAAforCombatOnly). The built-in bombing AA of facilities is the ability "isAAforBombingThisUnitOnly".',
  "purchasable excludes China's Burma Road artillery (see burmaRoad); the reference data starts China on its road-open production frontier.",
  'Condition owners: "allied ownership" conditions without an explicit players list are read as owned by any power on the same side as the condition\'s power; Japan has no allies, so for Japan that is Japan alone.',
  'kamikazeTokens come from the starting SuicideAttackTokens resource; each token attacks at 2 (reference player attachment, UNIT-11).',
];

export const EDITIONS: Record<string, EditionConfig> = {
  'pacific-1940': {
    dataTag: 'X',
    objectiveCitations: {
      objectiveAttachment_Japanese1_Control_Dutch_East_Indies: [S0_NO],
      objectiveAttachment_Japanese_2_Control_Honolulu_Sydney_Calcutta: [S0_NO],
      objectiveAttachment_Japanese3_Control_Strategic_Islands: [S0_NO],
      objectiveAttachment_Americans1_Wartime_Economy: [S0_NO, 'AMBIG-08', 'AMBIG-24'],
      objectiveAttachment_Americans2_Control_Philippines: [S0_NO],
      objectiveAttachment_Americans3_Control_Japanese_Islands: [S0_NO],
      objectiveAttachment_Chinese1_Burma_Road: [S0_NO, 'PUR-4'],
      objectiveAttachment_British1_Control_Dutch_East_Indies: [S0_NO],
      objectiveAttachment_British2_Retaining_Empire: [S0_NO],
      objectiveAttachment_ANZAC1_Control_Strategic_Islands: [S0_NO, 'AMBIG-22'],
      objectiveAttachment_ANZAC2_High_Morale: [S0_NO, 'AMBIG-22', 'AMBIG-23'],
    },
    objectiveIds: {
      objectiveAttachment_Japanese1_Control_Dutch_East_Indies: 'japan-dutch-east-indies',
      objectiveAttachment_Japanese_2_Control_Honolulu_Sydney_Calcutta: 'japan',
      objectiveAttachment_Japanese3_Control_Strategic_Islands: 'japan-strategic-islands',
      objectiveAttachment_Americans1_Wartime_Economy: 'usa-war-economy',
      objectiveAttachment_Americans2_Control_Philippines: 'usa-philippines',
      objectiveAttachment_Americans3_Control_Japanese_Islands: 'usa-okinawa-iwo-jima',
      objectiveAttachment_Chinese1_Burma_Road: 'china-burma-road',
      objectiveAttachment_British1_Control_Dutch_East_Indies: 'uk-dutch-east-indies',
      objectiveAttachment_British2_Retaining_Empire: 'uk-kwangtung-malaya',
      objectiveAttachment_ANZAC1_Control_Strategic_Islands: 'anzac-strategic-islands',
      objectiveAttachment_ANZAC2_High_Morale: 'anzac-high-morale',
    },
    objectiveRemarks: {
      objectiveAttachment_Americans1_Wartime_Economy:
        'A bonus on top of income, not a change to the value of Western United States (AMBIG-08).',
      objectiveAttachment_Chinese1_Burma_Road: 'That is: the Burma Road is open (PUR-4).',
      objectiveAttachment_British1_Control_Dutch_East_Indies: 'Dutch control does not count.',
      objectiveAttachment_ANZAC1_Control_Strategic_Islands:
        'Dutch control does not count. [S0 §NO] lists this objective under the UK; the game data gives it to ANZAC (AMBIG-22).',
      objectiveAttachment_ANZAC2_High_Morale:
        "Presence, not control, at ANZAC's income (AMBIG-23). [S0 §NO] lists this objective under the UK; the game data gives it to ANZAC (AMBIG-22).",
    },
    ambiguities: AMBIGUITIES_1E,
    notes: [
      ...COMMON_NOTES,
      'The 1E submarine strike on unescorted transports (MOV-11) is the submarine ability "isAAforFlyOverOnly" with its targetsAA/attackAA/maxAAattacks details.',
      'Reference properties overridden by RULES.md AMBIG defaults: "Unplaced units live when not placed"=true (here: refund, AMBIG-18); maxFactoriesPerTerritory=2 (here: one factory, AMBIG-34); "Units Can Be Changed On Capture"=false (here: a captured major becomes a minor, AMBIG-15).',
    ],
  },
  'pacific-1940-2e': {
    dataTag: 'X2',
    objectiveCitations: {
      objectiveAttachment_Japanese_1_Trade_With_America: ['RULES §6'],
    },
    objectiveIds: {
      objectiveAttachment_Japanese_1_Trade_With_America: 'japan-trade-with-america',
      objectiveAttachment_Japanese_2_Strategic_Defense_Perimeter: 'japan-defense-perimeter',
      objectiveAttachment_Japanese_3_Control_Honolulu_Or_Sydney_Or_Calcutta_Or_Western_United_States: 'japan',
      objectiveAttachment_Japanese_4_Control_Dutch_East_Indies: 'japan-dutch-east-indies',
      objectiveAttachment_UK_Pacific_2_Kwangtung_And_Malaya: 'uk-kwangtung-malaya',
      triggerAttachment_ANZAC_1_Control_Original_And_Malaya: 'anzac-original-and-malaya',
      objectiveAttachment_ANZAC_2_Control_Strategic_Islands: 'anzac-strategic-islands',
      objectiveAttachment_Americans_1_Homeland: 'usa-homeland',
      objectiveAttachment_Americans_2_Outer_Territories: 'usa-outer-territories',
      objectiveAttachment_Americans_3_Defense_Obligations: 'usa-defense-obligations',
      objectiveAttachment_Americans_4_Philippines: 'usa-philippines',
      objectiveAttachment_Chinese_1_Burma_Road: 'china-burma-road',
    },
    objectiveRemarks: {
      objectiveAttachment_Japanese_1_Trade_With_America:
        'A war the UK or ANZAC declared ("Unprovoked") does not cancel it; only one Japan declared (RULES §6).',
      objectiveAttachment_Chinese_1_Burma_Road: 'That is: the Burma Road is open (PUR-4).',
      triggerAttachment_ANZAC_1_Control_Original_And_Malaya:
        'In the game data this is a trigger that pays 5 PUs; Malaya may be held by any Allied power.',
      objectiveAttachment_ANZAC_2_Control_Strategic_Islands: 'Dutch control does not count.',
    },
    ambiguities: {
      ...AMBIGUITIES_1E,
      'AMBIG-03': 'n/a in 2E: the automatic round-3 war brings in the USA only [X2]',
      'AMBIG-09': '2E: up to 3 dice per AA gun (never more than the planes); the AA gun may be a casualty [X2]',
      'AMBIG-10': 'scramble at most 3 per airfield [X2: maxScrambleCount 3]',
      'AMBIG-11': '2E: scramble also into any amphibious-assault zone [N2]',
      'AMBIG-12': '2E: kamikaze zones SZ 6, 17, 19, 20, 22, 35 are active from the start; targets BB/CV/CA/DD [X2]',
      'AMBIG-13': 'n/a in 2E: no submarine strike on transports [X2]',
      'AMBIG-16': '2E: factories are removed when China owns Kiangsu, Shantung or Manchuria [X2]',
      'AMBIG-22': 'n/a in 2E: ANZAC has its own objectives [X2]',
      'AMBIG-23': 'n/a in 2E: no once-only occupation objective [X2]',
      'AMBIG-24': '2E: each objective carries its own at-war terms [X2]',
    },
    notes: [
      ...COMMON_NOTES,
      'convoyDamage in 2E is the number of convoy dice per unit (reference "blockade"), not fixed PUs (RULES §6).',
      'Japan\'s +10 (japan-trade-with-america): the game data requires that the UK-Japan relationship is not of type "War" (set only when Japan declares war on the UK), while a UK declaration sets type "Unprovoked" and keeps the +10; the condition reads "Japan has not declared war on the UK" (declaredWar).',
      'ANZAC\'s original-territories-and-Malaya objective: "Malaya allied-owned" is read as owned by any power on the Allied side (USA, China, UK, ANZAC), because the Condition union has no "allied with" owner set.',
      'Not imported as an objective: the one-time +30 PUs to the USA after Japanese Politics in rounds 1-3 when Japan has declared war on the UK or the USA (reference triggerAttachment_Japanese_Unprovoked_Declaration_of_War_Mobilizes_Americans). It is a bonus of those declarations (rulesets/pacific-1940-2e/definition.ts, WarBonusPaid), not an income objective.',
      'Peacetime movement limits of 2E (RULES §6: Japan barred from SZ 1-3 and 8-12, the USA from SZ 6, 19, 20, 36 until US-Japan war) are rules (rulesets/pacific-1940-2e/definition.ts, politics.peacetime), not part of this data.',
    ],
  },
};
