// Imports the TripleA reference game files (facts only: names, adjacency,
// numbers, setup, objectives) into this project's own ruleset data
// (src/rules/rulesets/<id>/ruleset.json). The engine reads only that JSON.
//
//   npx ts-node --transpile-only tools/import-rulesets.ts [referenceDir]
//
// referenceDir defaults to ../shared/reference (the shared folder beside the
// repository). Output is deterministic: re-running gives identical bytes.
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type {
  Condition,
  NationalObjective,
  PowerDef,
  PowerId,
  RelationKind,
  RelationshipDef,
  RulesetData,
  SetupUnits,
  Side,
  TerritoryDef,
  TerritoryName,
  UnitDomain,
  UnitProfile,
  UnitType,
} from '../src/rules/ruleset/types';

// ---------------------------------------------------------------------------
// Configuration: what is ours rather than the reference file's.

/** The reference files each ruleset comes from, relative to the reference folder. */
export const RULESET_SOURCES: ReadonlyArray<{ id: string; file: string; name: string }> = [
  { id: 'pacific-1940', file: 'pacific-1940/ww2pac40.xml', name: 'Pacific 1940 (1st edition)' },
  { id: 'pacific-1940-2e', file: 'pacific-1940/ww2pac40_2nd_edition.xml', name: 'Pacific 1940 (2nd edition)' },
];

/** TripleA player names -> project power ids. */
const POWER_IDS: Record<string, PowerId> = {
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
const NEUTRAL_POWER: PowerDef = {
  id: 'Mongolia',
  sourceName: 'Neutral',
  side: null,
  playable: false,
  capital: null,
  startingPUs: 0,
};
/** TripleA's built-in relation between the null player and everyone (archetype war). */
const NEUTRAL_RELATION_TYPE = 'null_relation';

/** City names of the victory-city territories, for readable objective ids (RULES §1.4). */
const CITY_SLUGS: Record<TerritoryName, string> = {
  'Hawaiian Islands': 'honolulu',
  'New South Wales': 'sydney',
  India: 'calcutta',
  'Western United States': 'san-francisco',
};

interface EditionConfig {
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
  'AMBIG-13': 'sub strike on unescorted transports is on; the transports\' owner picks losses',
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
  'AMBIG-29': 'allied cargo loads and unloads on its owner\'s turn (MOV-6)',
  'AMBIG-33': 'round 1 = Early 1940',
  'AMBIG-34': 'one factory per territory',
  'AMBIG-35': 'the planes\' owner picks AA casualties',
  'AMBIG-36': 'repair beyond the damage is refused',
  'AMBIG-37': "both sides' submarine surprise strikes are simultaneous",
};

const COMMON_NOTES = [
  'China has no capital (RULES §1.1, [S0 §China]). The reference data makes the impassable dummy territory Himalayas China\'s capital and gives it to China only so that TripleA pays China\'s income; here Himalayas has no owner and is nobody\'s capital, and China\'s capital is null.',
  'Sea zones have no owner here. The reference data gives sea zones 6, 17, 19, 20, 22 and 35 to Japan only to mark them as Japanese kamikaze waters.',
  'kamikazeZone marks the sea zones the reference kamikaze triggers switch on (SZ 6, 17, 19, 20, 22, 35). When they become active is a game rule (KAM-2), not data.',
  'Mongolia: the reference data places 6 infantry (Ulaanbaatar 1, Buyant-Uhaa 2, Olgiy 2, Dzavhan 1) with no owner, i.e. under TripleA\'s neutral "null player". Here they belong to the non-playing power "Mongolia" (sourceName "Neutral"), whose relationship with every power is war (sourceType "null_relation", TripleA\'s built-in relation for that player, archetype war), so Mongolia may be attacked (RULES §3, AMBIG-28). Its 6 territories have no owner.',
  'Unit hitPoints: facilities (factories, factory_upgrade, airfield, harbour) have 0: they are never combat casualties; their bombing damage is counted against maxDamage.',
  'transportCapacity is kept for sea transports only. The bomber\'s air-transport capacity in the reference data belongs to the paratrooper technology, which is inert (Tech Development is off); it is kept as the abilities "isAirTransport" and "transportCapacity=2".',
  'isAA marks combat AA (isAA / isAAforCombatOnly). The built-in bombing AA of facilities is the ability "isAAforBombingThisUnitOnly".',
  'purchasable excludes China\'s Burma Road artillery (see burmaRoad); the reference data starts China on its road-open production frontier.',
  'Condition owners: "allied ownership" conditions without an explicit players list are read as owned by any power on the same side as the condition\'s power; Japan has no allies, so for Japan that is Japan alone.',
  'kamikazeTokens come from the starting SuicideAttackTokens resource; each token attacks at 2 (reference player attachment, UNIT-11).',
];

const EDITIONS: Record<string, EditionConfig> = {
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
        'Presence, not control, at ANZAC\'s income (AMBIG-23). [S0 §NO] lists this objective under the UK; the game data gives it to ANZAC (AMBIG-22).',
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
        'APPROXIMATION: the game data cancels this only when the UK-Japan relationship is of type "War" (Japan declared it), not "Unprovoked" (the UK declared it); the condition here uses any war between the UK and Japan, so a UK declaration also cancels it. See notes.',
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
      'Japan\'s +10 (japan-trade-with-america) is an approximation: the game data requires that the UK-Japan relationship is not of type "War" (set only when Japan declares war on the UK), while a UK declaration sets type "Unprovoked" and keeps the +10. The Condition union has no relationship type or declarer, so the condition uses not(atWar(UK, Japan)), which also cancels it after a UK declaration.',
      'ANZAC\'s original-territories-and-Malaya objective: "Malaya allied-owned" is read as owned by any power on the Allied side (USA, China, UK, ANZAC), because the Condition union has no "allied with" owner set.',
      'Not imported as an objective: the one-time +30 PUs to the USA after Japanese Politics in rounds 1-3 when Japan has declared war on the UK or the USA (reference triggerAttachment_Japanese_Unprovoked_Declaration_of_War_Mobilizes_Americans). It is an event with a round window and a relationship-type test, not an income objective; it needs a rule.',
      'Peacetime movement limits of 2E (RULES §6: Japan barred from SZ 1-3 and 8-12, the USA from SZ 6, 19, 20, 36 until US-Japan war) are rules, not part of this data.',
    ],
  },
};

// ---------------------------------------------------------------------------
// Small helpers.

type XNode = Record<string, unknown>;

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function kids(node: unknown, tag: string): XNode[] {
  if (!node || typeof node !== 'object') return [];
  const v = (node as XNode)[tag];
  return Array.isArray(v) ? (v as XNode[]) : [];
}
function kid(node: unknown, tag: string): XNode {
  const k = kids(node, tag);
  if (k.length !== 1) throw new Error(`expected one <${tag}>, found ${k.length}`);
  return k[0];
}
function attr(node: XNode, name: string): string | undefined {
  const v = node[`@_${name}`];
  return v === undefined ? undefined : String(v);
}
function reqAttr(node: XNode, name: string): string {
  const v = attr(node, name);
  if (v === undefined) throw new Error(`missing attribute ${name}`);
  return v;
}
const splitList = (v: string): string[] => v.split(':').filter((s) => s.length > 0);
const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface XOption {
  name: string;
  value: string;
  count?: string;
}
interface XAttachment {
  name: string;
  attachTo: string;
  type: string;
  options: XOption[];
}

function opt(a: XAttachment, name: string): XOption | undefined {
  const all = a.options.filter((o) => o.name === name);
  return all[all.length - 1];
}
const optValue = (a: XAttachment, name: string) => opt(a, name)?.value;
const optBool = (a: XAttachment, name: string) => optValue(a, name) === 'true';
function optNum(a: XAttachment, name: string): number | null {
  const v = optValue(a, name);
  if (v === undefined) return null;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`${a.name}/${a.attachTo}: option ${name} is not a number: ${v}`);
  return n;
}

// ---------------------------------------------------------------------------
// The importer.

export interface ImportOptions {
  /** Display name; defaults to the RULESET_SOURCES name. */
  name?: string;
  /** Source path recorded in the data; defaults to "reference/<file>". */
  source?: string;
}

/** Turns one TripleA game file into this project's ruleset data. Pure. */
export function importRuleset(xml: string | Buffer, id: string, options: ImportOptions = {}): RulesetData {
  const edition = EDITIONS[id];
  const known = RULESET_SOURCES.find((s) => s.id === id);
  if (!edition || !known) throw new Error(`importRuleset: unknown ruleset id "${id}"`);
  const bytes = typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml;
  const sourceHash = createHash('sha256').update(bytes).digest('hex');

  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseAttributeValue: false,
    parseTagValue: false,
    isArray: (_name: string, _jpath: unknown, _isLeaf: boolean, isAttribute: boolean) => !isAttribute,
  });
  const doc = parser.parse(bytes.toString('utf8')) as XNode;
  const game = kid(doc, 'game');

  const attachments: XAttachment[] = kids(kid(game, 'attachmentList'), 'attachment').map((a) => ({
    name: reqAttr(a, 'name'),
    attachTo: reqAttr(a, 'attachTo'),
    type: reqAttr(a, 'type'),
    options: kids(a, 'option').map((o) => {
      const count = attr(o, 'count');
      return { name: reqAttr(o, 'name'), value: attr(o, 'value') ?? '', ...(count !== undefined ? { count } : {}) };
    }),
  }));
  const attachmentsNamed = (name: string, attachTo?: string) =>
    attachments.filter((a) => a.name === name && (attachTo === undefined || a.attachTo === attachTo));
  const attachmentByName = (name: string): XAttachment => {
    const all = attachments.filter((a) => a.name === name);
    if (all.length !== 1) throw new Error(`expected one attachment named ${name}, found ${all.length}`);
    return all[0];
  };

  // --- Powers -------------------------------------------------------------
  const playerList = kid(game, 'playerList');
  const alliances = new Map(kids(playerList, 'alliance').map((a) => [reqAttr(a, 'player'), reqAttr(a, 'alliance')]));
  const pid = (sourceName: string): PowerId => {
    const p = POWER_IDS[sourceName];
    if (!p) throw new Error(`unknown player "${sourceName}"`);
    return p;
  };

  const initialize = kid(game, 'initialize');
  const startPUs = new Map<PowerId, number>();
  const startTokens = new Map<PowerId, number>();
  for (const r of kids(kid(initialize, 'resourceInitialize'), 'resourceGiven')) {
    const p = pid(reqAttr(r, 'player'));
    const q = Number(reqAttr(r, 'quantity'));
    if (reqAttr(r, 'resource') === 'PUs') startPUs.set(p, q);
    if (reqAttr(r, 'resource') === 'SuicideAttackTokens') startTokens.set(p, q);
  }

  // Territory attachments.
  const tAtt = new Map<string, XAttachment>();
  for (const a of attachments.filter((x) => x.name === 'territoryAttachment')) tAtt.set(a.attachTo, a);

  // Capitals: a capital in an impassable territory is the data's dummy (China).
  const dummyCapitals = new Set<TerritoryName>();
  const capitalOf = new Map<TerritoryName, PowerId>();
  for (const [terr, a] of tAtt) {
    const cap = optValue(a, 'capital');
    if (!cap) continue;
    if (optBool(a, 'isImpassable')) dummyCapitals.add(terr);
    else capitalOf.set(terr, pid(cap));
  }

  const powers: PowerDef[] = kids(playerList, 'player').map((p) => {
    const sourceName = reqAttr(p, 'name');
    const id = pid(sourceName);
    const alliance = alliances.get(sourceName);
    const side: Side | null = alliance === 'Axis' || alliance === 'Allies' ? alliance : null;
    const capital = [...capitalOf].filter(([, owner]) => owner === id).map(([t]) => t);
    if (capital.length > 1) throw new Error(`${id} has several capitals`);
    return {
      id,
      sourceName,
      side,
      playable: attr(p, 'optional') !== 'true',
      capital: capital[0] ?? null,
      startingPUs: startPUs.get(id) ?? 0,
    };
  });

  const gamePlay = kid(game, 'gamePlay');
  const turnOrder: PowerId[] = kids(kid(gamePlay, 'sequence'), 'step')
    .filter((s) => attr(s, 'delegate') === 'purchase' && attr(s, 'player') !== undefined)
    .map((s) => pid(reqAttr(s, 'player')));

  // --- Map ----------------------------------------------------------------
  const mapNode = kid(game, 'map');
  const terrNodes = kids(mapNode, 'territory');
  const isSea = new Map(terrNodes.map((t) => [reqAttr(t, 'name'), attr(t, 'water') === 'true']));
  const neighbours = new Map<TerritoryName, Set<TerritoryName>>([...isSea.keys()].map((n) => [n, new Set()]));
  const connectionKeys = new Set<string>();
  const connections: [TerritoryName, TerritoryName][] = [];
  for (const c of kids(mapNode, 'connection')) {
    const t1 = reqAttr(c, 't1');
    const t2 = reqAttr(c, 't2');
    if (!isSea.has(t1) || !isSea.has(t2)) throw new Error(`connection to unknown territory ${t1} / ${t2}`);
    if (t1 === t2) throw new Error(`self-connection ${t1}`);
    const pair: [string, string] = cmp(t1, t2) < 0 ? [t1, t2] : [t2, t1];
    const key = pair.join('\u0000');
    if (connectionKeys.has(key)) continue;
    connectionKeys.add(key);
    connections.push(pair);
    neighbours.get(t1)!.add(t2);
    neighbours.get(t2)!.add(t1);
  }
  connections.sort((x, y) => cmp(x[0], y[0]) || cmp(x[1], y[1]));

  const xmlOwner = new Map<TerritoryName, string>();
  for (const o of kids(kid(initialize, 'ownerInitialize'), 'territoryOwner')) {
    xmlOwner.set(reqAttr(o, 'territory'), reqAttr(o, 'owner'));
  }

  // Factory bans: the placement restrictions of the factory units.
  const factoryBanned = new Set<TerritoryName>();
  for (const a of attachments.filter((x) => x.name === 'unitAttachment' && optBool(x, 'isFactory'))) {
    const r = optValue(a, 'unitPlacementRestrictions');
    if (r) splitList(r).forEach((t) => factoryBanned.add(t));
  }

  // Kamikaze zones: set directly, or by the triggers that switch on kamikazeZone.
  const kamikaze = new Set<TerritoryName>();
  for (const [terr, a] of tAtt) if (optBool(a, 'kamikazeZone')) kamikaze.add(terr);
  for (const a of attachments.filter((x) => x.name.startsWith('triggerAttachment'))) {
    const prop = opt(a, 'territoryProperty');
    if (prop?.value === 'kamikazeZone' && prop.count === 'true') {
      splitList(optValue(a, 'territories') ?? '').forEach((t) => kamikaze.add(t));
    }
  }

  // China's movement area.
  const chinaRules = attachmentsNamed('rulesAttachment', 'Chinese');
  if (chinaRules.length !== 1 || optValue(chinaRules[0], 'movementRestrictionType') !== 'allowed') {
    throw new Error('expected one Chinese rulesAttachment with an allowed movement list');
  }
  const chineseArea = new Set(splitList(optValue(chinaRules[0], 'movementRestrictionTerritories') ?? ''));

  for (const name of [...factoryBanned, ...kamikaze, ...chineseArea, ...xmlOwner.keys(), ...tAtt.keys()]) {
    if (!isSea.has(name)) throw new Error(`reference names unknown territory "${name}"`);
  }

  const territories: TerritoryDef[] = [...isSea.keys()]
    .sort(cmp)
    .map((name) => {
      const sea = isSea.get(name)!;
      const a = tAtt.get(name);
      const impassable = a ? optBool(a, 'isImpassable') : false;
      const rawOwner = xmlOwner.get(name);
      // Sea zones and the dummy capital have no owner here (see notes).
      const owner = sea || dummyCapitals.has(name) || rawOwner === undefined ? null : pid(rawOwner);
      const orig = a ? optValue(a, 'originalOwner') : undefined;
      const adjacent = [...neighbours.get(name)!].sort(cmp);
      const seaNeighbours = adjacent.filter((n) => isSea.get(n)).length;
      const landNeighbours = adjacent.length - seaNeighbours;
      return {
        name,
        kind: sea ? 'sea' : 'land',
        production: a ? (optNum(a, 'production') ?? 0) : 0,
        owner,
        originalOwner: orig ? pid(orig) : owner,
        capitalOf: capitalOf.get(name) ?? null,
        victoryCity: a ? (optNum(a, 'victoryCity') ?? 0) > 0 : false,
        impassable,
        island: !sea && !impassable && seaNeighbours === 1 && landNeighbours === 0,
        factoryBanned: factoryBanned.has(name),
        convoyZone: a ? optBool(a, 'blockadeZone') : false,
        kamikazeZone: kamikaze.has(name),
        chineseArea: chineseArea.has(name),
        soviet: owner === 'USSR',
        mongolian: !sea && !impassable && rawOwner === undefined,
        adjacent,
      } satisfies TerritoryDef;
    });

  // --- Production -----------------------------------------------------------
  const production = kid(game, 'production');
  const rules = new Map<string, { unit: UnitType; cost: number }>();
  for (const r of kids(production, 'productionRule')) {
    const costs = kids(r, 'cost');
    const results = kids(r, 'result');
    if (costs.length !== 1 || results.length !== 1) continue;
    if (reqAttr(costs[0], 'resource') !== 'PUs' || reqAttr(results[0], 'quantity') !== '1') continue;
    rules.set(reqAttr(r, 'name'), { unit: reqAttr(results[0], 'resourceOrUnit'), cost: Number(reqAttr(costs[0], 'quantity')) });
  }
  const frontiers = new Map<string, UnitType[]>();
  for (const f of kids(production, 'productionFrontier')) {
    const units = kids(f, 'frontierRules').map((fr) => {
      const rule = rules.get(reqAttr(fr, 'name'));
      if (!rule) throw new Error(`frontier ${attr(f, 'name')} uses unknown rule ${attr(fr, 'name')}`);
      return rule.unit;
    });
    frontiers.set(reqAttr(f, 'name'), units);
  }
  const playerFrontier = new Map<PowerId, string>(
    kids(production, 'playerProduction').map((pp) => [pid(reqAttr(pp, 'player')), reqAttr(pp, 'frontier')]),
  );
  // Frontiers in use: those of the players, and those triggers switch to.
  const usedFrontiers = new Set<string>(playerFrontier.values());
  for (const a of attachments) {
    const f = a.name.startsWith('triggerAttachment') ? optValue(a, 'frontier') : undefined;
    if (f) usedFrontiers.add(f);
  }
  const unitCost = new Map<UnitType, number>();
  for (const f of kids(production, 'productionFrontier').filter((pf) => usedFrontiers.has(reqAttr(pf, 'name')))) {
    for (const fr of kids(f, 'frontierRules')) {
      const rule = rules.get(reqAttr(fr, 'name'))!;
      const prev = unitCost.get(rule.unit);
      if (prev !== undefined && prev !== rule.cost) throw new Error(`two costs for ${rule.unit}: ${prev}, ${rule.cost}`);
      unitCost.set(rule.unit, rule.cost);
    }
  }

  // --- Burma Road -----------------------------------------------------------
  // A trigger switches China between two frontiers on its road objective.
  let burmaRoad: RulesetData['burmaRoad'] = null;
  const frontierTriggers = attachments.filter((a) => a.name.startsWith('triggerAttachment') && optValue(a, 'frontier'));
  const openTrigger = frontierTriggers.find((a) => !optBool(a, 'invert'));
  const closedTrigger = frontierTriggers.find((a) => optBool(a, 'invert'));
  const resolver = makeConditionResolver(attachmentByName, powers, pid, territories);
  if (openTrigger && closedTrigger) {
    const power = pid(openTrigger.attachTo);
    const openUnits = frontiers.get(optValue(openTrigger, 'frontier')!) ?? [];
    const closedUnits = frontiers.get(optValue(closedTrigger, 'frontier')!) ?? [];
    const cond = resolver.conditionsOf(openTrigger).condition;
    // Expected shape: not(controls(T, atLeast 1, closers)).
    const ctl = cond.kind === 'not' ? cond.of : null;
    if (!ctl || ctl.kind !== 'controls' || ctl.atLeast !== 1) {
      throw new Error(`unexpected Burma Road condition: ${JSON.stringify(cond)}`);
    }
    burmaRoad = {
      power,
      territories: ctl.territories,
      closedBy: ctl.owners,
      unlocks: openUnits.filter((u) => !closedUnits.includes(u)),
    };
  }

  const purchasable: Record<PowerId, UnitType[]> = {};
  for (const p of powers.filter((x) => x.playable)) {
    const f = playerFrontier.get(p.id);
    if (!f) throw new Error(`${p.id} has no production frontier`);
    const extras = burmaRoad && burmaRoad.power === p.id ? burmaRoad.unlocks : [];
    purchasable[p.id] = (frontiers.get(f) ?? []).filter((u) => !extras.includes(u));
  }

  // --- Units ----------------------------------------------------------------
  const supports = attachments.filter(
    (a) => a.name.startsWith('supportAttachment') && a.type === 'unitType' && splitList(optValue(a, 'players') ?? '').length > 0,
  );
  const artilleryGivers = new Set<UnitType>();
  const artilleryTakers = new Set<UnitType>();
  for (const s of supports) {
    const targets = splitList(optValue(s, 'unitType') ?? '');
    if (targets.includes('infantry') && optValue(s, 'side') === 'offence') {
      artilleryGivers.add(s.attachTo);
      targets.forEach((t) => artilleryTakers.add(t));
    }
  }

  const MAPPED = new Set([
    'movement', 'attack', 'defense', 'hitPoints', 'transportCost', 'carrierCost', 'carrierCapacity', 'blockade',
    'isSub', 'isDestroyer', 'isAirTransportable', 'canBlitz', 'artillery', 'artillerySupportable', 'canBombard',
    'isStrategicBomber', 'isAA', 'isAAforCombatOnly', 'isInfrastructure', 'isFactory', 'isConstruction', 'maxDamage',
    'canProduceXUnits', 'canOnlyBePlacedInTerritoryValuedAtX', 'maxOperationalDamage', 'isSea', 'isAir',
    'unitPlacementRestrictions',
  ]);
  const units: UnitProfile[] = kids(kid(game, 'unitList'), 'unit').map((u) => {
    const type = reqAttr(u, 'name');
    const list = attachmentsNamed('unitAttachment', type);
    if (list.length !== 1) throw new Error(`expected one unitAttachment for ${type}`);
    const a = list[0];
    const air = optBool(a, 'isAir');
    const domain: UnitDomain = optBool(a, 'isSea')
      ? 'sea'
      : air
        ? 'air'
        : optBool(a, 'isFactory') || optBool(a, 'isConstruction')
          ? 'facility'
          : 'land';
    const abilities = new Set<string>();
    for (const o of a.options) {
      if (MAPPED.has(o.name)) continue;
      if (o.name === 'transportCapacity' && !air) continue;
      if (o.value === 'false') continue;
      if (o.value === 'true' && o.count === undefined) abilities.add(o.name);
      else abilities.add(`${o.name}=${o.value}${o.count !== undefined ? `@${o.count}` : ''}`);
    }
    for (const s of supports.filter((x) => x.attachTo === type && !artilleryGivers.has(x.attachTo))) {
      const targets = splitList(optValue(s, 'unitType') ?? '').join('|');
      abilities.add(
        `support:${optValue(s, 'side')}:+${optValue(s, 'bonus')}:${targets}:${optValue(s, 'faction')}:${optValue(s, 'number')}`,
      );
    }
    const num = (name: string) => optNum(a, name);
    return {
      type,
      domain,
      cost: unitCost.get(type) ?? null,
      attack: num('attack') ?? 0,
      defense: num('defense') ?? 0,
      movement: num('movement') ?? 0,
      hitPoints: domain === 'facility' ? 0 : (num('hitPoints') ?? 1),
      transportCost: num('transportCost'),
      transportCapacity: air ? null : num('transportCapacity'),
      carrierCost: num('carrierCost'),
      carrierCapacity: num('carrierCapacity'),
      convoyDamage: num('blockade') ?? 0,
      isSub: optBool(a, 'isSub'),
      isDestroyer: optBool(a, 'isDestroyer'),
      isAirTransportable: optBool(a, 'isAirTransportable'),
      canBlitz: optBool(a, 'canBlitz'),
      isArtillery: optBool(a, 'artillery') || artilleryGivers.has(type),
      isArtillerySupportable: optBool(a, 'artillerySupportable') || artilleryTakers.has(type),
      canBombard: optBool(a, 'canBombard'),
      isStrategicBomber: optBool(a, 'isStrategicBomber'),
      isAA: optBool(a, 'isAA') || optBool(a, 'isAAforCombatOnly'),
      isInfrastructure: optBool(a, 'isInfrastructure'),
      isFactory: optBool(a, 'isFactory'),
      isConstruction: optBool(a, 'isConstruction'),
      maxDamage: num('maxDamage'),
      productionCapacity: num('canProduceXUnits'),
      minTerritoryValue: num('canOnlyBePlacedInTerritoryValuedAtX'),
      maxOperationalDamage: num('maxOperationalDamage'),
      abilities: [...abilities].sort(cmp),
    } satisfies UnitProfile;
  });
  const unitTypes = new Set(units.map((u) => u.type));

  // --- Setup ----------------------------------------------------------------
  let neutralUnits = false;
  const setupMap = new Map<string, SetupUnits>();
  for (const p of kids(kid(initialize, 'unitInitialize'), 'unitPlacement')) {
    const territory = reqAttr(p, 'territory');
    const type = reqAttr(p, 'unitType');
    const ownerName = attr(p, 'owner');
    if (!isSea.has(territory)) throw new Error(`setup in unknown territory ${territory}`);
    if (!unitTypes.has(type)) throw new Error(`setup of unknown unit ${type}`);
    let owner: PowerId;
    if (ownerName === undefined) {
      neutralUnits = true;
      owner = NEUTRAL_POWER.id;
    } else owner = pid(ownerName);
    const key = [territory, owner, type].join('\u0000');
    const count = Number(reqAttr(p, 'quantity'));
    const prev = setupMap.get(key);
    if (prev) prev.count += count;
    else setupMap.set(key, { territory, owner, type, count });
  }
  const setup = [...setupMap.values()].sort(
    (x, y) => cmp(x.territory, y.territory) || cmp(x.owner, y.owner) || cmp(x.type, y.type),
  );
  if (neutralUnits) powers.push({ ...NEUTRAL_POWER });

  // --- Relationships --------------------------------------------------------
  const archetypes = new Map<string, RelationKind>();
  for (const a of attachments.filter((x) => x.name === 'relationshipTypeAttachment')) {
    const arche = optValue(a, 'archeType');
    if (arche !== 'war' && arche !== 'allied' && arche !== 'neutral') throw new Error(`bad archetype for ${a.attachTo}`);
    archetypes.set(a.attachTo, arche);
  }
  const initial = new Map<string, string>();
  const pairKey = (a: PowerId, b: PowerId) => [a, b].sort(cmp).join('\u0000');
  for (const r of kids(kid(initialize, 'relationshipInitialize'), 'relationship')) {
    initial.set(pairKey(pid(reqAttr(r, 'player1')), pid(reqAttr(r, 'player2'))), reqAttr(r, 'type'));
  }
  const relationships: RelationshipDef[] = [];
  for (let i = 0; i < powers.length; i++) {
    for (let j = i + 1; j < powers.length; j++) {
      const a = powers[i].id;
      const b = powers[j].id;
      if (a === NEUTRAL_POWER.id || b === NEUTRAL_POWER.id) {
        relationships.push({ a, b, kind: 'war', sourceType: NEUTRAL_RELATION_TYPE });
        continue;
      }
      const type = initial.get(pairKey(a, b));
      if (type === undefined) {
        relationships.push({ a, b, kind: 'neutral', sourceType: '(none)' });
        continue;
      }
      const kind = archetypes.get(type);
      if (!kind) throw new Error(`relationship type ${type} has no archetype`);
      relationships.push({ a, b, kind, sourceType: type });
    }
  }

  // --- National objectives --------------------------------------------------
  const nationalObjectives: NationalObjective[] = [];
  const objectiveSources = attachments.filter(
    (a) =>
      a.type === 'player' &&
      (a.name.startsWith('objectiveAttachment') ||
        // A trigger that pays PUs at income (no "when") is an objective in disguise.
        (a.name.startsWith('triggerAttachment') &&
          optValue(a, 'resource') === 'PUs' &&
          optValue(a, 'resourceCount') !== undefined &&
          optValue(a, 'when') === undefined)),
  );
  for (const a of objectiveSources) {
    const power = pid(a.attachTo);
    const isTrigger = a.name.startsWith('triggerAttachment');
    const pus = isTrigger ? Number(optValue(a, 'resourceCount')) : optNum(a, 'objectiveValue');
    if (pus === null || !Number.isFinite(pus)) throw new Error(`${a.name}: no PU value`);
    const baseId = edition.objectiveIds[a.name] ?? slug(`${power}-${a.name.replace(/^(objective|trigger)Attachment_?/, '')}`);
    const source = [`[${edition.dataTag}: ${a.name}]`, ...(edition.objectiveCitations[a.name] ?? [])].join(' ');
    const remark = edition.objectiveRemarks[a.name];
    const oncePerGame = optValue(a, 'uses') === '1';
    const { condition, each } = isTrigger ? resolver.conditionsOf(a) : resolver.objectiveCondition(a);
    const variants: { id: string; condition: Condition }[] = each
      ? each.territories.map((t) => ({
          id: `${baseId}-${CITY_SLUGS[t] ?? slug(t)}`,
          condition: each.build(t),
        }))
      : [{ id: baseId, condition }];
    for (const v of variants) {
      nationalObjectives.push({
        id: v.id,
        power,
        pus,
        oncePerGame,
        description: [
          `+${pus} PUs to ${power}${oncePerGame ? ', once per game,' : ''} if ${describe(v.condition)}.`,
          ...(remark ? [remark] : []),
        ].join(' '),
        source,
        condition: v.condition,
      });
    }
  }
  const powerIndex = (p: PowerId) => powers.findIndex((x) => x.id === p);
  nationalObjectives.sort((x, y) => powerIndex(x.power) - powerIndex(y.power)); // stable: keeps data order per power
  const ids = new Set<string>();
  for (const o of nationalObjectives) {
    if (ids.has(o.id)) throw new Error(`duplicate objective id ${o.id}`);
    ids.add(o.id);
  }

  // --- Kamikaze tokens ------------------------------------------------------
  const kamikazeTokens: Record<PowerId, number> = {};
  for (const p of powers) {
    const n = startTokens.get(p.id);
    if (n !== undefined) kamikazeTokens[p.id] = n;
  }

  const ambiguities: Record<string, string> = {};
  for (const k of Object.keys(edition.ambiguities).sort(cmp)) ambiguities[k] = edition.ambiguities[k];

  return {
    id,
    name: options.name ?? known.name,
    sourceHash,
    source: options.source ?? `reference/${known.file}`,
    powers,
    turnOrder,
    territories,
    connections,
    units,
    setup,
    relationships,
    nationalObjectives,
    purchasable,
    burmaRoad,
    kamikazeTokens,
    ambiguities,
    notes: [...edition.notes],
  };
}

// ---------------------------------------------------------------------------
// Conditions: RulesAttachment options -> the Condition union.

interface Resolved {
  condition: Condition;
  /** count="each": one objective per territory. */
  each?: { territories: TerritoryName[]; build: (t: TerritoryName) => Condition };
}

function makeConditionResolver(
  attachmentByName: (name: string) => XAttachment,
  powers: PowerDef[],
  pid: (s: string) => PowerId,
  territories: TerritoryDef[],
) {
  const order = (ps: PowerId[]) =>
    [...new Set(ps)].sort((x, y) => powers.findIndex((p) => p.id === x) - powers.findIndex((p) => p.id === y));
  const sideOf = (p: PowerId) => powers.find((x) => x.id === p)?.side ?? null;

  /** Owners of an ownership/presence test: explicit players, or the power (and its side, if "allied"). */
  function owners(a: XAttachment, allied: boolean): PowerId[] {
    const self = pid(a.attachTo);
    const players = optValue(a, 'players');
    if (players) return order(splitList(players).map(pid));
    if (!allied) return [self];
    const side = sideOf(self);
    return side ? order(powers.filter((p) => p.side === side).map((p) => p.id)) : [self];
  }

  function territoryList(a: XAttachment, o: XOption): TerritoryName[] {
    if (o.value === 'original') {
      const self = pid(a.attachTo);
      return territories.filter((t) => t.kind === 'land' && t.originalOwner === self).map((t) => t.name);
    }
    const list = splitList(o.value);
    for (const t of list) if (!territories.some((x) => x.name === t)) throw new Error(`${a.name}: unknown territory ${t}`);
    return list;
  }

  const IGNORED = new Set(['objectiveValue', 'uses', 'players', 'invert', 'conditionType', 'conditions', 'trigger']);

  /** The terms of one rules attachment, all of which must hold (invert applies to the whole). */
  function terms(a: XAttachment, allowEach: boolean): { parts: Condition[]; each?: Resolved['each'] } {
    const parts: Condition[] = [];
    let each: Resolved['each'];
    const subs = [...splitList(optValue(a, 'conditions') ?? ''), ...splitList(optValue(a, 'trigger') ?? '')];
    if (subs.length > 0) {
      const resolvedSubs = subs.map((s) => resolve(attachmentByName(s)));
      const type = optValue(a, 'conditionType') ?? 'AND';
      if (type === 'AND' || type === 'and') parts.push(...resolvedSubs);
      else if ((type === 'OR' || type === 'or') && resolvedSubs.length === 1) parts.push(resolvedSubs[0]);
      else if (type === 'OR' || type === 'or') {
        parts.push({ kind: 'not', of: { kind: 'all', of: resolvedSubs.map((c) => ({ kind: 'not', of: c }) as Condition) } });
      } else throw new Error(`${a.name}: conditionType ${type} cannot be expressed`);
    }
    for (const o of a.options) {
      if (IGNORED.has(o.name)) continue;
      switch (o.name) {
        case 'alliedOwnershipTerritories':
        case 'directOwnershipTerritories': {
          const list = territoryList(a, o);
          const own = owners(a, o.name === 'alliedOwnershipTerritories');
          if (o.count === 'each') {
            if (!allowEach || each) throw new Error(`${a.name}: count="each" is only supported once, on an objective`);
            each = { territories: list, build: (t) => ({ kind: 'controls', territories: [t], atLeast: 1, owners: own }) };
            break;
          }
          const atLeast = o.count === undefined ? list.length : Number(o.count);
          if (!Number.isInteger(atLeast)) throw new Error(`${a.name}: bad count ${o.count}`);
          parts.push({ kind: 'controls', territories: list, atLeast, owners: own });
          break;
        }
        case 'alliedPresenceTerritories':
        case 'directPresenceTerritories': {
          const list = territoryList(a, o);
          const atLeast = o.count === undefined ? list.length : Number(o.count);
          if (!Number.isInteger(atLeast)) throw new Error(`${a.name}: bad count ${o.count}`);
          parts.push({
            kind: 'unitsPresent',
            territories: list,
            atLeast,
            owners: owners(a, o.name === 'alliedPresenceTerritories'),
          });
          break;
        }
        case 'relationship': {
          const [p1, p2, rel] = splitList(o.value);
          if (!p1 || !p2 || !rel) throw new Error(`${a.name}: bad relationship ${o.value}`);
          // "anyWar", or a named type whose archetype is war (approximated by the
          // archetype: the Condition union has no relationship types; see notes).
          if (rel === 'anyWar' || rel === 'War') {
            parts.push({ kind: 'atWar', a: pid(p1), b: pid(p2) });
          } else throw new Error(`${a.name}: relationship ${o.value} cannot be expressed`);
          break;
        }
        case 'atWarPlayers': {
          const self = pid(a.attachTo);
          const others = splitList(o.value).map(pid);
          const n = o.count === undefined ? others.length : Number(o.count);
          if (n === 0) others.forEach((b) => parts.push({ kind: 'not', of: { kind: 'atWar', a: self, b } }));
          else if (n === others.length) others.forEach((b) => parts.push({ kind: 'atWar', a: self, b }));
          else throw new Error(`${a.name}: atWarPlayers count ${o.count} of ${others.length} cannot be expressed`);
          break;
        }
        default:
          throw new Error(`${a.name}: option ${o.name} cannot be expressed as a Condition`);
      }
    }
    return { parts, each };
  }

  function combine(parts: Condition[], invert: boolean): Condition {
    if (parts.length === 0) throw new Error('empty condition');
    const c: Condition = parts.length === 1 ? parts[0] : { kind: 'all', of: parts };
    return invert ? { kind: 'not', of: c } : c;
  }

  function resolve(a: XAttachment): Condition {
    const { parts } = terms(a, false);
    return combine(parts, optBool(a, 'invert'));
  }

  return {
    /** An objectiveAttachment: its own terms; count="each" splits it. */
    objectiveCondition(a: XAttachment): Resolved {
      const { parts, each } = terms(a, true);
      if (optBool(a, 'invert')) throw new Error(`${a.name}: inverted objective not supported`);
      if (each) {
        const build = each.build;
        return {
          condition: build(each.territories[0]),
          each: { territories: each.territories, build: (t) => (parts.length ? combine([...parts, build(t)], false) : build(t)) },
        };
      }
      return { condition: combine(parts, false) };
    },
    /** A trigger: the conditions it fires on (invert excluded: it is the trigger's own switch). */
    conditionsOf(a: XAttachment): Resolved {
      const subs = [...splitList(optValue(a, 'conditions') ?? ''), ...splitList(optValue(a, 'trigger') ?? '')];
      if (subs.length === 0) throw new Error(`${a.name}: trigger without conditions`);
      const resolvedSubs = subs.map((s) => {
        const att = attachmentByName(s);
        return att.name.startsWith('objectiveAttachment') ? combine(terms(att, false).parts, optBool(att, 'invert')) : resolve(att);
      });
      const type = optValue(a, 'conditionType') ?? 'AND';
      if (type !== 'AND' && type !== 'and' && resolvedSubs.length > 1) throw new Error(`${a.name}: conditionType ${type}`);
      return { condition: combine(resolvedSubs, false) };
    },
  };
}

function joinList(items: string[], conj: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** Plain-words rendering of a condition, for objective descriptions. */
export function describe(c: Condition): string {
  switch (c.kind) {
    case 'controls': {
      const who = joinList(c.owners, 'or');
      const subject = c.owners.length === 1 ? who : `one of ${who}`;
      if (c.territories.length === 1) return `${subject} controls ${c.territories[0]}`;
      if (c.atLeast === c.territories.length) {
        return c.owners.length === 1
          ? `${who} controls all of ${joinList(c.territories, 'and')}`
          : `each of ${joinList(c.territories, 'and')} is controlled by ${who}`;
      }
      return `${subject} controls at least ${c.atLeast} of ${joinList(c.territories, 'and')}`;
    }
    case 'atWar':
      return `${c.a} is at war with ${c.b}`;
    case 'unitsPresent': {
      const who = joinList(c.owners, 'or');
      return c.atLeast === 1
        ? `${who} has a unit in at least one of ${joinList(c.territories, 'and')}`
        : `${who} has units in at least ${c.atLeast} of ${joinList(c.territories, 'and')}`;
    }
    case 'all':
      return c.of.map(describe).join(', and ');
    case 'not': {
      const inner = c.of;
      if (inner.kind === 'atWar') return `${inner.a} is not at war with ${inner.b}`;
      if (inner.kind === 'controls' && inner.atLeast === 1) {
        const who = joinList(inner.owners, 'or');
        return inner.territories.length === 1
          ? `${who} does not control ${inner.territories[0]}`
          : `${who} controls none of ${joinList(inner.territories, 'and')}`;
      }
      return `not (${describe(inner)})`;
    }
  }
}

// ---------------------------------------------------------------------------
// CLI.

/** Imports every ruleset from a reference folder. */
export function importAll(referenceDir: string): Map<string, RulesetData> {
  const out = new Map<string, RulesetData>();
  for (const s of RULESET_SOURCES) {
    const bytes = fs.readFileSync(path.join(referenceDir, s.file));
    out.set(s.id, importRuleset(bytes, s.id));
  }
  return out;
}

/** The exact bytes written for a ruleset. */
export const serialize = (data: RulesetData): string => `${JSON.stringify(data, null, 2)}\n`;

export const rulesetJsonPath = (repoRoot: string, id: string) =>
  path.join(repoRoot, 'src', 'rules', 'rulesets', id, 'ruleset.json');

function main(argv: string[]): void {
  const repoRoot = path.resolve(__dirname, '..');
  const referenceDir = path.resolve(argv[0] ?? path.join(repoRoot, '..', 'shared', 'reference'));
  if (!fs.existsSync(referenceDir)) {
    console.error(`reference folder not found: ${referenceDir}`);
    process.exit(1);
  }
  for (const [id, data] of importAll(referenceDir)) {
    const file = rulesetJsonPath(repoRoot, id);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, serialize(data));
    console.log(
      `${id}: ${data.territories.length} territories, ${data.connections.length} connections, ` +
        `${data.units.length} units, ${data.setup.length} setup rows, ${data.nationalObjectives.length} objectives -> ${path.relative(repoRoot, file)}`,
    );
  }
}

if (require.main === module) main(process.argv.slice(2));
