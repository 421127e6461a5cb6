// Configuration of the pacific-2001 ruleset (the original 2001 Axis & Allies
// Pacific, reference pacific-2001/pacific.xml = [P]): what is ours rather than
// the reference file's. Each entry cites RULES.md §7 or §5 (AMBIG ids).
import type { PlayerGroup, PowerId, TerritoryName, VictoryThresholds } from '../../src/rules';

/** TripleA player names -> project power ids (RULES §7 "Players"). */
export const POWER_IDS_2001: Record<string, PowerId> = {
  Japanese: 'Japan',
  British: 'India',
  Australians: 'Australia',
  Commonwealth: 'Commonwealth',
  Chinese: 'China',
  Americans: 'USA',
};

/**
 * The three players of the printed game and the powers each runs, in turn
 * order [S1 "Order of Play"] (RULES §7 "Players", AMBIG-43). [P] has no such
 * grouping (five players); the importer checks that this flattens to [P]'s
 * turn order.
 */
export const PLAYERS_2001: PlayerGroup[] = [
  { name: 'Japan', powers: ['Japan'] },
  { name: 'Great Britain', powers: ['India', 'Australia'] },
  { name: 'USA', powers: ['China', 'USA'] },
];

/**
 * The Burma Road [S1 "The Burma Road"] (RULES §7 "China is paid in infantry"):
 * open while none of these is Japanese. [P] has no trigger for it; TripleA's
 * no-PU purchase step names the same four territories in its own code.
 */
export const BURMA_ROAD_2001: { power: PowerId; territories: TerritoryName[]; closedBy: PowerId[] } = {
  power: 'China',
  territories: ['India', 'Burma', 'Yunnan', 'Szechwan'],
  closedBy: ['Japan'],
};

/**
 * China's pay [S1 "China"] (RULES §7): 1 infantry per controlled territory
 * with a value, +1 while the Burma Road is open; [P]'s no-PU purchase step
 * gives the same (its unit is TripleA's built-in "infantry").
 */
export const PAID_IN_UNITS_2001 = { unit: 'infantry' as const, perValuedTerritory: 1, burmaRoadBonus: 1, mayBoardAlliedTransports: false };

/** [P: dominatingFirstRoundAttack]: TripleA's first-turn defenders defend at min(1, defense) (AMBIG-39). */
export const SURPRISE_ATTACK_DEFENSE_AT_MOST = 1;

/** Japan's victory points [PN] (not a [P] property): 1 VP per 10 PUs, wins at 22 (RULES §7 "Victory", AMBIG-32). */
export const VICTORY_POINTS_2001: VictoryThresholds['victoryPoints'] = { power: 'Japan', pusPerPoint: 10, toWin: 22 };

/** Unit options of [P] not imported (see the notes). */
export const IGNORED_UNIT_OPTIONS_2001 = new Set(['canBeGivenByTerritoryTo']);

/** The AMBIG defaults of RULES §5 that concern pacific-2001 (id -> chosen value, as RULES states them). */
export const AMBIGUITIES_2001: Record<string, string> = {
  'AMBIG-30':
    'no Combat Air Patrol, as [P]: phase 2 is an empty step; fighters in a territory with an operative airfield may scramble 1 space into an adjacent sea zone where the enemy attacks at sea or from which it launches an amphibious assault, at most 3 per airfield, and land afterwards as SCR-4 says',
  'AMBIG-31': 'any destroyer carries 1 infantry or marine ([P] transportCapacity 3)',
  'AMBIG-32':
    'victory as [P]: Japan wins at 22 VP; honorable victory with 2 victory cities (Axis) or all 3 (Allies); economic victory at production 50 (Axis) or 134 (Allies)',
  'AMBIG-33': 'round 1 = Late 1941',
  'AMBIG-39':
    "surprise attack as [P]: in Japan's first turn, Allied defenders other than Chinese defend at min(1, defense) with no support from friendly units, in every round of every battle",
  'AMBIG-40':
    'the 6 kamikaze tokens may be used from the start (no activation trigger), by KAM-3 and KAM-4, against Allied surface warships in the six kamikaze zones at the end of an Allied combat move',
  'AMBIG-41':
    "every rule of RULES §1-§4 not replaced by §7 or [P] applies as written; replaced: politics (all at war from the start), national objectives and CNV (convoy centres and routes instead), China's 1940 area and placement, SCR (the scramble of AMBIG-30), KAM-2 (AMBIG-40), victory (AMBIG-32, AMBIG-42). Points still open, followed as [P] plays them: a factory places, and takes bombing damage, up to its territory's value (WW2V2); a held sea zone passes, at phase 5, to the power whose ships are there when the holder's side has none; subs do not strike moving transports (MOV-11 is the 1940 data's)",
  'AMBIG-42':
    "victory is checked at the end of each complete round (after the USA's turn); Japan gains floor(PUs collected / 10) VP at each of its Collect Income phases and loses 1 VP per full 10 PUs lost to strategic bombing (cumulative), winning at 22 or more; economic victory when a side's territories add up to its threshold at a round's end",
  'AMBIG-43':
    "the American seat plays China's phases, then the USA's, as one turn; Britain's seat plays one turn for India and Australia [S1 \"Countries\"][P]: India's purchase, then Australia's, each with its own PUs; one Combat Air Patrol step, combat move, combat, control-marker step and non-combat move for both, led by India (the seat moves both powers' units, each move its owner's; their units attack together as one side and the seat chooses their casualties); then India's and Australia's placement, phase 8 and income, each its own; units either one buys are that power's own. Land won in a joint battle goes to the power with the most land units left there (India on a tie); land entered without a battle goes to the mover",
  'AMBIG-44':
    "MOV-5 does not apply; as TripleA's Pacific Theater rule: a fighter or bomber gets +1 for an operative own or allied airfield in the territory where its move starts (where it began the turn) and +1 more for one where the move ends, in both move phases; a ship gets +1 only in Non-combat Move, when the zones it starts and ends in are both next to an operative own or allied harbour; none from a base taken this turn",
};

export const NOTES_2001: string[] = [
  'Powers: [P] "British" is India and "Australians" is Australia (RULES §7). "Commonwealth" is [P]\'s optional player for a pooled Commonwealth treasury (its turn step is commented out in [P]); it is kept as a non-playing Allied power with no territories, units or PUs.',
  "players groups the powers into the printed game's three players [S1 \"Order of Play\"] (AMBIG-43); it is this importer's configuration, checked against [P]'s turn order.",
  "Setup owners: [P] gives every starting Commonwealth combat unit, in Australia's territories and sea zones as in India's, to \"British\" (India); Australia owns only facilities (the New South Wales factory, harbours, airfields). The data keeps [P]'s owners.",
  'Not imported: [P]\'s unit hand-over (units\' canBeGivenByTerritoryTo "British", changeUnitOwners "British" on New South Wales and 30 Sea Zone, Australians\' giveUnitControl "British"), TripleA\'s way to let the British player move what Australia places. Here units are their buyer\'s own and one seat moves both powers (AMBIG-43).',
  'Johnston: [P]\'s ownerInitialize lists it twice, Australians (its comment: "moved Johnston Is. from American to Australian") then Americans; TripleA applies the later row, so it is the USA\'s here. It is worth 0.',
  'Sea zones: the convoy centres (3 and 6 Sea Zone USA, 15 Australia, 49 and 52 India) and the 11 convoy-route sea zones keep [P]\'s owner, the power holding them at the start (RULES §7 "Income"); production is the convoy centre\'s value. [P] also gives 23, 24, 25 and 35 Sea Zone to Japan only to mark them as its kamikaze waters; they have no owner here.',
  'convoyRoute: [P] links each of the 11 convoy-route territories and its sea zone both ways (convoyRoute, convoyAttached); the importer checks that the links agree and records them on the land.',
  'Starting PUs equal the start income: Japan 19; India 15 + 3 (SZ 49) + 4 (SZ 52) = 22; Australia 20 + 5 (SZ 15) = 25; USA 60 + 10 (SZ 3) + 5 (SZ 6) = 75; China 0 (RULES §7: "convoy centres are included").',
  'Impassable: [P] sets "Neutrals Are Impassable"; its unowned land, Soviet Union and Himalayas, is impassable (RULES §7). No territory has isImpassable.',
  'Relationships: [P] has no relationshipInitialize; TripleA then makes powers of one alliance allied (default_allied_relation) and all others at war (default_war_relation), so everyone is at war from the start (RULES §7 "No politics").',
  'China: [P] gives China the common production frontier, but its purchase step is "purchaseNoPU" (no PU purchases; 1 infantry per owned territory with a value, +1 while India, Burma, Yunnan and Szechwan are allied-held), so purchasable.China is empty and paidInUnits says what it receives; placeIn is its capital [P: placementInCapitalRestricted].',
  "China's 1940 movement area, factory bans, convoy (blockade) zones and national objectives do not exist in [P]: chineseArea, factoryBanned and convoyZone are false everywhere and nationalObjectives is empty.",
  "Transport space [P]: a transport holds 8; infantry, marine and AA gun take 3, artillery 4, armour 6. So it carries 2 infantry, infantry and artillery, 2 artillery, or 1 armour; an armour with an infantry (9) does not fit. A destroyer (transportCapacity 3) carries one infantry or marine (AMBIG-31), or, by [P]'s numbers, an AA gun.",
  'Marine: [P] isMarine=true, which TripleA reads as +1 attack when the marine attacks from the sea (RULES §7); recorded as the ability "isMarine=1".',
  'Airfield and harbour are pre-placed bases standing in for the printed air and naval bases [PN]: not for sale (cost null), facilities with hitPoints 0, not isConstruction. [P] marks the harbour isAirBase too; its givesMovement abilities name ships only.',
  'Carrier: 1 hit; battleship: 2 hits, repaired at the end of its owner\'s turn wherever it is ([P] "Units Repair Hits End Turn"; RULES §7). The factory has no capacity or damage numbers in [P].',
  "kamikazeZone: [P] sets it on 23, 24, 25, 35, 36 and 37 Sea Zone; each of Japan's 6 tokens attacks at 2 [P: suicideAttackResources count 2]; there is no activation trigger (AMBIG-40).",
  'victory: the victory-city and economic thresholds are [P] properties; the 22 victory points are from [PN] (AMBIG-32, AMBIG-42).',
];
