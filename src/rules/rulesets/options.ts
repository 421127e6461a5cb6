// Optional rules (RULES §8): named switches chosen when a game is created,
// recorded in its first event (GameCreated.options) and in positions. Each row
// of RULES §8.1 (seed 002) and §8.2 (seed 003) is listed here with its source,
// the rulesets it applies to (Y as written, A adapted, N not at all), what it
// changes, and the rulesets where the engine implements it. Only an
// implemented row of an applicable ruleset can be chosen (rulesets/option-problems.ts).
//
// The rule itself lives in the mechanic it changes, switched by
// `optionOn(state, id)`; what it names (powers, places, units, dates) is the
// ruleset's, in rulesets/<id>/definition.ts `optionParams`.

export const RULESET_IDS = ['pacific-1940', 'pacific-1940-2e', 'pacific-2001'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** RULES §8: Y = as written, A = with the stated adaptation, N = not applicable. */
export type Applicability = 'Y' | 'A' | 'N';

export const OPTION_IDS = [
  'hr01-japan-military-victory',
  'hr01-japan-economic-vp',
  'hr01-fortifications',
  'hr01-capital-capture-25',
  'hr01-manchuria-garrison',
  'hr01-corrected-setup',
  'hr01-amended-japanese-setup',
  'hr01-pearl-harbor-strike',
  'hr01-hawaii-production-cap',
  'hr01-no-us-factories',
  'hr01-rail-movement',
  'hr01-blitzkrieg-return',
  'hr01-airfields',
  'hr01-port-to-port',
  'hr01-sbr-two-dice',
  'hr01-dogfights',
  'hr01-battleship-two-dice',
  'hr01-destroyer-asw',
  'hr01-sub-evasion',
  'hr01-ports-shelter',
  'hr01-convoy-raiding',
  'hr01-amphibious-support',
  'x2-no-russo-german-1942',
  'x2-enlarged-pacific',
  'x2-increased-shipbuilding',
  'x2-king-tiger',
  'x2-patrol-zone',
  'x2-late-weapons-development',
  'x2-us-national-guard',
  'x2-advanced-production',
  'x2-carrier-fighters',
  'x2-japanese-fortifications',
  'x2-capital-ship-damage',
  'x2-japanese-destroyer-transport',
  'x2-super-battleship',
  'x2-escorts',
] as const;
export type OptionId = (typeof OPTION_IDS)[number];

export const isOptionId = (x: string): x is OptionId => (OPTION_IDS as readonly string[]).includes(x);

export interface OptionalRule {
  id: OptionId;
  /** The seed's heading, as printed. */
  title: string;
  /** Where it comes from: the seed file and its heading, and the RULES row. */
  source: string;
  seed: '002' | '003';
  heading: string;
  /** What it changes, in RULES §8's words. */
  description: string;
  /** RULES §8 "Applies", per ruleset. */
  applies: Readonly<Record<RulesetId, Applicability>>;
  /** The adaptation RULES §8 states for the A rulesets. */
  adaptation?: string;
  /** Rulesets it applies to (Y or A). */
  rulesets: RulesetId[];
  /** Rulesets where the engine plays it; a subset of `rulesets`. */
  implementedIn: RulesetId[];
  /** Implemented for every ruleset it applies to. */
  implemented: boolean;
  /** Options it cannot be combined with (two victory rules; a rule and the one it replaces). */
  conflicts: OptionId[];
  /** Options it needs. */
  requires: OptionId[];
  /** The powers the rule concerns, where it names some. */
  powers?: readonly string[];
}

type Row = [
  id: OptionId,
  title: string,
  heading: string,
  applies: string,
  description: string,
  extra?: { adaptation?: string; conflicts?: OptionId[]; requires?: OptionId[]; powers?: string[] },
];

/** Applies written as in RULES §8: "Y" (all), "01", "1E/2E A", "01 Y; 1E/2E N"... parsed by `appliesFrom`. */
const S2: Row[] = [
  [
    'hr01-japan-military-victory',
    'Japanese Military Victory',
    'Japanese Military Victory',
    'Y Y Y',
    'Japan also wins by holding Western USA, or New South Wales and India together, for a complete turn.',
    { conflicts: ['hr01-japan-economic-vp'] },
  ],
  [
    'hr01-japan-economic-vp',
    'Japanese Economic / Moral Victory',
    'Japanese Economic / Moral Victory',
    'N N Y',
    'At each Japanese turn end Japan scores floor(income/10)-1 VP if its income is at least 20; 22 VP win (default).',
    { conflicts: ['hr01-japan-military-victory'] },
  ],
  [
    'hr01-fortifications',
    'Fortifications',
    'NEW UNITS: Fortifications',
    'Y Y Y',
    'A 4-PU defensive unit (defense 3) that never moves and raises one defending infantry from 2 to 3; placed directly in an own area held since the turn began, at most its value a turn.',
    { conflicts: ['x2-japanese-fortifications'] },
  ],
  [
    'hr01-capital-capture-25',
    'Capital Capture',
    'Capital Capture',
    'Y Y Y',
    'A captured power pays 25% of its PUs to the captor and 25% to the bank (rounded down), plays on and still collects income. Replaces CAP-7 and INC-2.',
  ],
  [
    'hr01-manchuria-garrison',
    'Manchuria',
    'Manchuria',
    'Y Y Y',
    'Japan keeps at least 3 infantry in Manchuria; they may not attack outside it.',
  ],
  [
    'hr01-corrected-setup',
    'Corrected AH setup',
    'Corrected AH setup',
    'N N Y',
    'Setup fixes: one transport fewer in SZ 37, no Marianas fighter, 2 infantry French Indo-China to Hainan, sub SZ 20 to SZ 22.',
  ],
  [
    'hr01-amended-japanese-setup',
    'Amended Japanese setup',
    'Corrected AH setup: Amended Japanese setup',
    'N N Y',
    'All other Japanese units also move SZ 20 to SZ 22, so Japan cannot hit the US carriers in round 1.',
    { requires: ['hr01-corrected-setup'] },
  ],
  [
    'hr01-pearl-harbor-strike',
    'Pearl Harbor Strike Option',
    'Pearl Harbor Strike Option',
    'N N Y',
    "Japan's scripted opening with no dice: its fighters go SZ 22 to SZ 9, it loses 1 fighter, every US ship in SZ 9 and the Hawaii fighter are destroyed.",
    { requires: ['hr01-amended-japanese-setup'] },
  ],
  ['hr01-hawaii-production-cap', 'Hawaiian Production', 'Hawaiian Production', 'N N Y', 'The USA places at most 2 units a turn in Hawaii.'],
  [
    'hr01-no-us-factories',
    'U.S. Factory Construction Deleted',
    'Hawaiian Production: U.S. Factory Construction Deleted',
    'A A Y',
    'The USA may not buy factories.',
    { adaptation: 'Minor and major factories alike.', powers: ['USA'] },
  ],
  [
    'hr01-rail-movement',
    'Rail Movement',
    'Rail Movement',
    'A A Y',
    'Japan and the UK may each move up to 2 land units a turn any distance through connected friendly land (non-combat move, land held since the turn began).',
    { adaptation: 'UK = the British power.' },
  ],
  [
    'hr01-blitzkrieg-return',
    'Blitzkrieg',
    'Blitzkrieg',
    'Y Y Y',
    'Armour that used only 1 MP to attack may go back to its start after winning, if an attacking land unit stays.',
  ],
  ['hr01-airfields', 'Airfields', 'Airfields', 'Y Y Y', 'Planes may land in territories captured this turn (overrides NCM-3).'],
  [
    'hr01-port-to-port',
    'Ports (movement)',
    'Ports Allow non-combat moves between friendly ports',
    'A A Y',
    'A non-combat naval move between two friendly ports may be 4 spaces.',
    { adaptation: 'Ports = zones next to own or allied operative harbours.' },
  ],
  [
    'hr01-sbr-two-dice',
    'Strategic Bombing',
    'Strategic Bombing',
    'Y Y Y',
    "Bombers roll 2 dice of damage against factories, except Hawaii's and China's; caps unchanged, bases not affected.",
  ],
  [
    'hr01-dogfights',
    'Dogfights',
    'Dogfights',
    'Y Y Y',
    'If both sides have planes, all planes first fight a one-round air battle; bombers do not roll but can be hit.',
  ],
  [
    'hr01-battleship-two-dice',
    'Battleships',
    'Battleships',
    'Y Y Y',
    'A battleship rolls 2 dice when the enemy has surface ships in the battle; bombardment stays at 1 die.',
  ],
  [
    'hr01-destroyer-asw',
    'Destroyers',
    'Destroyers',
    'Y Y Y',
    "Planes may hit subs only 1:1 with own destroyers, and each destroyer cancels one sub's first shot.",
  ],
  [
    'hr01-sub-evasion',
    'Submarines May avoid battle',
    'Submarines May avoid battle',
    'Y Y Y',
    'Each sub may try to submerge before combat (succeeds on 1-2); subs cannot hit subs. Replaces CBT-3.',
  ],
  [
    'hr01-ports-shelter',
    'Ports (shelter)',
    'Ports Allow naval units in a Naval Base to avoid naval combat',
    'A A Y',
    'Ships in port at a naval base avoid naval combat and are in no sea zone (no zone control, blockade, convoy rule or movement blocking sees them); they defend neither the territory nor the zone. Going into port is a non-combat move (enterPort; ShipsEnteredPort); a ship leaves by moving on, its move starting in the zone it is in port on (ShipsLeftPort). Only planes attack them (moveUnits port: true), in a battle of their own before any land battle there, against the ships, the AA guns (which fire first) and the planes committed to the port. If the territory falls, the ships in port and the planes that defended the port are lost (TerritoryCaptured.lostInPort). Defaults (seed silent): going into port costs no movement, from a zone next to the port, not for a ship that moved in Combat Move (NCM-1) nor one carrying units; planes there defend the port when only the port is attacked, and the defender commits each to the port or the land (commitPortDefence) when both are; the attacking planes fight nothing else that turn; kamikaze attacks (KAM) strike only ships at sea; ships in port are still repaired by their harbour (PUR-1) and still count wherever units count (income, victory).',
    {
      adaptation:
        "Port = a territory with the power's own operative harbour, held since the turn began (1E/2E: own harbour; 01: the harbours standing for its naval bases).",
    },
  ],
  [
    'hr01-convoy-raiding',
    'Convoy Centers',
    'Convoy Centers',
    'N N Y',
    'Ships and planes ending in a convoy centre roll 1 die each; the total, up to its value, is lost by its owner.',
  ],
  [
    'hr01-amphibious-support',
    'Amphibious Operations',
    'Amphibious Operations',
    'A A Y',
    'Destroyers and battleships give supporting shots 1:1 with landing troops (the CBT-2 bombardment, round 1). Before the sea battle a landing depends on, the attacker keeps some ships out of it to support the landing (designateSupport) and fights the blockers with the rest; if the blockers are not all removed, the landed units go back where they began the turn (InvadersReturned). Defaults where the seed is silent: no split after a scramble into the zone or a kamikaze attack there (CBT-2: no support from there); at most one ship kept out per land unit landing; transports fight with the ships that attack the blockers; units that began the turn at sea go back aboard (MOV-7).',
    { adaptation: 'Cruisers also support; replaces the CBT-2 ship list.' },
  ],
];

const S3: Row[] = [
  [
    'x2-no-russo-german-1942',
    'Single Game Turn Special Event',
    'Single Game Turn Special Event',
    'N N N',
    'Russia and Germany may not attack each other in Early 1942.',
  ],
  [
    'x2-enlarged-pacific',
    'The Enlarged Pacific Ocean',
    '§1 The Enlarged Pacific Ocean',
    'A A A',
    'New values for 11 Pacific islands and territories, extra starting units there, no factories on them; Japan never collects less than 8 while it holds Japan.',
    { adaptation: '1E/2E: Dutch Java gets no units; 01: Ryukyu = Okinawa, no Alaska or Mexico.' },
  ],
  [
    'x2-increased-shipbuilding',
    'Increased ship building',
    '§2 Increased ship building',
    'A A A',
    'Free ships for Japan (zone of Japan) and the USA (zone west of Western USA) at the end of Early 1942, Late 1942, Early 1943 and Late 1943.',
    { adaptation: 'Placed at round end; ordinary fighters unless x2-carrier-fighters is on; the Atlantic destroyers are not given.' },
  ],
  ['x2-king-tiger', 'German King Tiger', '§3 German King Tiger', 'N N N', 'A German tank.'],
  [
    'x2-patrol-zone',
    'Patrol Zone',
    '§4 Patrol Zone',
    'N N A',
    'Home-waters zones of Japan and the USA: enemies pay +1 MP to enter and may not stop; home subs get a free shot at 1.',
    {
      adaptation:
        '01: the zone next to the United States (Western USA) and the zone around Japan. A combat move may end there only to fight; the survivors leave in Non-combat Move (a ship 1 zone even after moving) or are lost as it ends. Each home or allied sub fires once at each move of enemy ships entering; the engine takes the losses by the order of loss.',
    },
  ],
  [
    'x2-late-weapons-development',
    'Weapons Development',
    '§5 Weapons Development',
    'N N N',
    'Research may not start before Late 1943 (no ruleset here plays research).',
  ],
  [
    'x2-us-national-guard',
    'US National Guard',
    '§6 US National Guard',
    'Y Y A',
    'The first Axis attack on Alaska, Hawaii, Midway, Western USA or Mexico gives the USA 4 infantry and 1 fighter free in Western USA, placed right after that combat move.',
    { adaptation: '01: always given.' },
  ],
  [
    'x2-advanced-production',
    'Advanced Production Capacity',
    '§7 Advanced Production Capacity',
    'A A A',
    'While at war Japan collects 8 more (while it holds Japan) and the USA 14 more (while it holds Western USA); China gets 1 free infantry a turn while it has infantry on the board.',
    { adaptation: "The UK's London bonus does not apply." },
  ],
  [
    'x2-carrier-fighters',
    'Carrier Based Fighter Aircraft',
    '§8 Carrier Based Fighter Aircraft',
    'Y Y Y',
    'Japan and the USA may build up to 8 carrier fighters each (cost 6, range 3), placed straight onto an undamaged carrier next to Japan or Western USA.',
  ],
  [
    'x2-japanese-fortifications',
    'Defensive fortifications',
    '§9 Defensive fortifications',
    'Y Y Y',
    'Japan builds 1-PU fortifications on islands it held since its turn began (never Japan); each lets 1 infantry defend at 3.',
    { conflicts: ['hr01-fortifications'] },
  ],
  [
    'x2-capital-ship-damage',
    'Carriers & Battleships taking damage',
    '§10 Carriers & Battleships taking damage',
    'A A A',
    'Damaged carriers and battleships cannot attack; repair costs 3 in Purchase; carriers take hits before battleships; up to 2 own fighters may guard a damaged carrier in port.',
    {
      adaptation:
        'Free harbour repair stays in 1E/2E; 01: carriers gain a 2nd hit and phase 8 no longer repairs them or battleships for free. Guard (§10e): in Non-combat Move up to 2 of the owner’s fighters (not carrier fighters, not an ally’s, none that moved in Combat Move) land on its damaged carrier in a zone next to a friendly territory with a factory, and defend with it there; otherwise a damaged carrier takes no planes (AMBIG-27). With hr01-ports-shelter as well, the two ports stay separate: a carrier in port (on land) takes no guards, and a carrier with guards aboard cannot go into port (a ship enters port empty: CARGO_ABOARD).',
    },
  ],
  [
    'x2-japanese-destroyer-transport',
    'Japanese Destroyers',
    '§11 Japanese Destroyers',
    'Y Y N',
    'From Early 1942 each Japanese destroyer may carry 1 infantry; after unloading it stops in that zone.',
    { powers: ['Japan'] },
  ],
  [
    'x2-super-battleship',
    'Superheavy battleship',
    '§12a Superheavy battleship',
    'Y Y Y',
    'Up to 2 each for Japan and the USA: cost 20, A5/D5 with 2 dice (also bombarding), 3 hits.',
  ],
  [
    'x2-escorts',
    'Escorts & Transports',
    '§12b Escorts & Transports',
    'A A A',
    'From Late 1941: escorts (cost 6, A1/D2); convoy groups of 1 escort and 1-2 transports; from Early 1942 transports defend at 1.',
    { adaptation: 'Overrides UNIT-7.' },
  ],
];

/** Rows the engine plays, by ruleset (pacific-2001's rules landed last: few are built for it yet, RULES §7). */
const P40: readonly RulesetId[] = ['pacific-1940', 'pacific-1940-2e'];
const ALL: readonly RulesetId[] = RULESET_IDS;
const IMPLEMENTED: Partial<Record<OptionId, readonly RulesetId[]>> = {
  'hr01-no-us-factories': ALL,
  'hr01-airfields': ALL,
  'hr01-japan-military-victory': ALL,
  'hr01-capital-capture-25': ALL,
  'x2-advanced-production': ALL,
  'x2-increased-shipbuilding': ALL,
  'x2-us-national-guard': ALL,
  'hr01-sbr-two-dice': ALL,
  'hr01-battleship-two-dice': ALL,
  'x2-japanese-destroyer-transport': P40,
  'hr01-blitzkrieg-return': ALL,
  'hr01-rail-movement': ALL,
  'hr01-port-to-port': ALL,
  'x2-super-battleship': ALL,
  'hr01-fortifications': ALL,
  'x2-japanese-fortifications': ALL,
  'x2-carrier-fighters': ALL,
  'x2-escorts': ALL,
  'hr01-sub-evasion': ALL,
  'hr01-destroyer-asw': ALL,
  'x2-enlarged-pacific': ALL,
  'hr01-dogfights': ALL,
  'x2-capital-ship-damage': ALL,
  'hr01-corrected-setup': ['pacific-2001'],
  'hr01-amended-japanese-setup': ['pacific-2001'],
  'hr01-pearl-harbor-strike': ['pacific-2001'],
  'hr01-hawaii-production-cap': ['pacific-2001'],
  'hr01-japan-economic-vp': ['pacific-2001'],
  'hr01-manchuria-garrison': ALL,
  'hr01-convoy-raiding': ['pacific-2001'],
  'hr01-ports-shelter': ALL,
  'hr01-amphibious-support': ALL,
  'x2-patrol-zone': ['pacific-2001'],
};

function appliesFrom(s: string): Record<RulesetId, Applicability> {
  const [a, b, c] = s.split(' ') as Applicability[];
  return { 'pacific-1940': a, 'pacific-1940-2e': b, 'pacific-2001': c };
}

function rule(seed: '002' | '003', [id, title, heading, appliesText, description, extra = {}]: Row): OptionalRule {
  const applies = appliesFrom(appliesText);
  const rulesets = RULESET_IDS.filter((r) => applies[r] !== 'N');
  const implementedIn = rulesets.filter((r) => IMPLEMENTED[id]?.includes(r));
  return {
    id,
    title,
    seed,
    heading,
    source: `seed ${seed} "${heading}", RULES §${seed === '002' ? '8.1' : '8.2'}`,
    description,
    applies,
    ...(extra.adaptation ? { adaptation: extra.adaptation } : {}),
    rulesets,
    implementedIn,
    implemented: rulesets.length > 0 && implementedIn.length === rulesets.length,
    conflicts: extra.conflicts ?? [],
    requires: extra.requires ?? [],
    ...(extra.powers ? { powers: extra.powers } : {}),
  };
}

export const OPTIONAL_RULES: readonly OptionalRule[] = [...S2.map((r) => rule('002', r)), ...S3.map((r) => rule('003', r))];

const byId = new Map(OPTIONAL_RULES.map((o) => [o.id as string, o]));

/** The optional rule of this id, or undefined for an id that names none (for code that checks a client's id). */
export function optionalRule(id: string): OptionalRule | undefined {
  return byId.get(id);
}

/** The optional rule of this id; throws for an id that names none (the type keeps those out, so one is the engine's bug). */
export function knownOptionalRule(id: OptionId): OptionalRule {
  const rule = byId.get(id);
  if (!rule) throw new Error(`no optional rule ${id}`);
  return rule;
}

/** Whether the game plays with an optional rule. */
export const optionOn = (state: { options: readonly string[] }, id: OptionId): boolean => state.options.includes(id);
