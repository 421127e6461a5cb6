// GraphQL types of a ruleset's data: the board and units a frontend draws.
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { COST } from '../cost';
import { BoardMapType } from './board-map';
import { ApplicabilityEnum, OptionUnitPlacementEnum, PhaseName, SideEnum, TerritoryKindName, UnitDomainName } from './enums';
import { PowerEnum, UnitTypeEnum } from './id-enums';

@ObjectType('PowerProfile', {
  description: 'A power of the ruleset: side, capital, money at the start (the type was named Power before the Power enum).',
})
export class PowerDefinition {
  @Field(() => PowerEnum, {
    description: 'The power.',
    deprecationReason: 'Use power: the same value, named as everywhere else in the schema.',
  })
  id: string;
  @Field(() => PowerEnum, { description: 'The power.' }) power: string;
  @Field({ description: 'The name the reference data uses (e.g. "Japanese").' }) sourceName: string;
  @Field(() => SideEnum, { nullable: true, description: 'Its side; null for a power on neither.' }) side: string | null;
  @Field({ description: 'Has a seat, a turn and money.' }) playable: boolean;
  @Field(() => String, { nullable: true, description: 'Its capital, if it has one.' }) capital: string | null;
  @Field(() => Int, { description: 'PUs at the start of a standard game.' }) startingPUs: number;
  @Field(() => String, {
    nullable: true,
    description:
      'The player who plays it (pacific-2001: "Great Britain" for INDIA and AUSTRALIA, RULES §7, AMBIG-43); null if it does not play.',
  })
  player?: string | null;
  @Field(() => PowerEnum, {
    nullable: true,
    description: "The power its player's seat is recorded under (`players`); null if it does not play.",
  })
  seat?: string | null;
}

@ObjectType('PlayerProfile', {
  description: 'A player of the ruleset: one seat, and the powers it plays (RULES §1.1; pacific-2001: three players, RULES §7, AMBIG-43).',
})
export class PlayerDefinition {
  @Field({ description: 'The player, e.g. "Great Britain" (in 1940 every power is its own player, named by its id).' }) name: string;
  @Field(() => PowerEnum, { description: 'The power its seat is recorded under; takeSeat naming any of its powers takes this seat.' })
  seat: string;
  @Field(() => [PowerEnum], { description: 'The powers it plays, the seat power first.' }) powers: string[];
}

@ObjectType('PhaseProfile', { description: "A phase of the ruleset's turn, in order, with the name its rulebook prints." })
export class PhaseDefinition {
  @Field(() => Int, { description: 'Its number in the turn, from 1.' }) number: number;
  @Field(() => PhaseName, { description: 'The phase, as `board.phase` and the PhaseStarted event name it.' }) phase: string;
  @Field({ description: 'Its name, e.g. "Land Fighters on Combat Air Patrol" (pacific-2001 phase 2, RULES §7).' }) name: string;
}

@ObjectType('Territory', { description: 'A territory or sea zone as the ruleset defines it.' })
export class TerritoryDefinition {
  @Field({ description: 'Its name, the id commands and queries use.' }) name: string;
  @Field(() => TerritoryKindName, { description: 'Land or sea.' }) kind: string;
  @Field(() => Int, { description: 'Its income value in PUs (0 for sea zones).' }) production: number;
  @Field(() => PowerEnum, { nullable: true, description: 'Owner at the start of a standard game.' }) owner: string | null;
  @Field(() => PowerEnum, { nullable: true, description: 'Whose original territory it is (liberation, CAP-4; major factories, MOB-5).' })
  originalOwner: string | null;
  @Field(() => PowerEnum, { nullable: true, description: 'The power whose capital it is, if any.' }) capitalOf: string | null;
  @Field({ description: 'It holds a victory city (VIC-1).' }) victoryCity: boolean;
  @Field({ description: 'No unit may enter it (RULES §3).' }) impassable: boolean;
  @Field({ description: 'An island (SCR-1: scramble from island airfields).' }) island: boolean;
  @Field({ description: 'No factory may be built there (MOB-5).' }) factoryBanned: boolean;
  @Field({ description: 'A sea zone with a convoy (CNV).' }) convoyZone: boolean;
  @Field({
    description:
      'pacific-2001 (RULES §7 "Income"): a convoy centre, a valued sea zone whose holder (`owner`) collects its `production`; false elsewhere.',
  })
  convoyCentre: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'pacific-2001 (RULES §7 "Income"): this land is one of the 11 convoy-route territories and produces income only while its owner\'s side holds this sea zone (an income line `convoyRouteCut` otherwise); null for other places and in other rulesets.',
  })
  convoyRouteSeaZone: string | null;
  @Field({ description: 'A sea zone where kamikaze attacks may strike (KAM-3).' }) kamikazeZone: boolean;
  @Field({ description: 'Inside the area Chinese units may move in (RULES §3).' }) chineseArea: boolean;
  @Field({ description: 'Part of the Soviet Union: nobody enters it (RULES §3).' }) soviet: boolean;
  @Field({ description: 'Part of Mongolia: neutral, planes may not fly over it (RULES §3).' }) mongolian: boolean;
  @Field(() => [String], { description: 'The places next to it.' }) adjacent: string[];
}

@ObjectType({ description: 'Two places next to each other.' })
export class Connection {
  @Field({ description: 'One place.' }) a: string;
  @Field({ description: 'The other place.' }) b: string;
}

@ObjectType('UnitProfile', { description: 'A unit type: cost, combat values, movement and abilities.' })
export class UnitProfileType {
  @Field(() => UnitTypeEnum, { description: 'The unit type.' }) type: string;
  @Field(() => UnitDomainName, { description: 'Land, sea, air or facility.' }) domain: string;
  @Field(() => Int, { nullable: true, description: 'Purchase price in PUs; null if it cannot be bought in this ruleset.' }) cost:
    number | null;
  @Field(() => Int, { description: 'Attack value: hits on this or less.' }) attack: number;
  @Field(() => Int, { description: 'Defense value: hits on this or less.' }) defense: number;
  @Field(() => Int, { description: 'Spaces it moves per turn, before base bonuses.' }) movement: number;
  @Field(() => Int, { description: 'Hits it takes before it is destroyed (2 for battleships and carriers, UNIT-3).' }) hitPoints: number;
  @Field(() => Int, { nullable: true, description: 'Space it takes on a transport; null if it cannot be transported.' }) transportCost:
    number | null;
  @Field(() => Int, { nullable: true, description: 'What a transport holds (transports only).' }) transportCapacity: number | null;
  @Field(() => Int, { nullable: true, description: 'Space it takes on a carrier (fighters, tactical bombers).' }) carrierCost:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Planes a carrier holds (carriers only).' }) carrierCapacity: number | null;
  @Field(() => Int, { description: 'Convoy damage it does (CNV-3).' }) convoyDamage: number;
  @Field({ description: 'A submarine (UNIT-5).' }) isSub: boolean;
  @Field({ description: "A destroyer: cancels submarines' special abilities (UNIT-6)." }) isDestroyer: boolean;
  @Field({ description: 'May blitz through empty enemy territory (MOV-2).' }) canBlitz: boolean;
  @Field({ description: 'Gives +1 attack to one supportable unit.' }) isArtillery: boolean;
  @Field({ description: 'Gets +1 attack from an artillery.' }) isArtillerySupportable: boolean;
  @Field({ description: 'May bombard in the first round of a landing (CBT-2).' }) canBombard: boolean;
  @Field({ description: 'May make strategic bombing raids (SBR).' }) isStrategicBomber: boolean;
  @Field({ description: 'Fires at attacking planes (CBT-2).' }) isAA: boolean;
  @Field({ description: 'Captured rather than destroyed (CAP-2).' }) isInfrastructure: boolean;
  @Field({ description: 'A factory: units are placed there (MOB).' }) isFactory: boolean;
  @Field({ description: 'An airfield or harbour: built at mobilize without a factory.' }) isConstruction: boolean;
  @Field(() => Int, { nullable: true, description: 'Facilities: most damage it can carry.' }) maxDamage: number | null;
  @Field(() => Int, { nullable: true, description: 'Factories: units placed per turn.' }) productionCapacity: number | null;
  @Field(() => Int, { nullable: true, description: 'Factories: lowest territory value it may be built in.' }) minTerritoryValue:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Airfields and harbours: inoperative when damage exceeds this.' }) maxOperationalDamage:
    number | null;
  @Field(() => [String], { description: 'Reference-data abilities kept as named flags (e.g. canScramble).' }) abilities: string[];
}

@ObjectType('OptionUnitLimit', { description: 'RULES §8: how many units of an optional rule one power may have on the board at once.' })
export class OptionUnitLimitType {
  @Field(() => PowerEnum, { description: 'A power that may build the unit (powers not listed may not).' }) power: string;
  @Field(() => Int, { nullable: true, description: 'The most it may have on the board at once; null: no limit.' }) max: number | null;
}

@ObjectType('OptionUnitCarrierBase', { description: 'x2-carrier-fighters: where a power builds carrier fighters.' })
export class OptionUnitCarrierBaseType {
  @Field(() => PowerEnum, { description: 'The power.' }) power: string;
  @Field({ description: 'The territory whose factory builds them, onto an undamaged own carrier in a zone next to it.' }) territory: string;
}

@ObjectType('OptionUnit', {
  description:
    'A unit type an optional rule adds (RULES §8): its profile in this ruleset, the option that adds it and its limits. ' +
    'Only a game created with the option can buy it; `ruleset(id, options: [...]) { units }` lists it among the units too.',
})
export class OptionUnitType {
  @Field({ description: "The optional rule that adds it (an id of `optionalRules`, as createGame's options take it)." }) option: string;
  @Field(() => UnitProfileType, { description: 'Its profile in this ruleset.' }) unit: UnitProfileType;
  @Field(() => [OptionUnitLimitType], { description: 'The powers that may build it, each with the most it may have on the board.' })
  limits: OptionUnitLimitType[];
  @Field(() => Int, { description: 'Dice it rolls each time it fires, bombardment too (x2-super-battleship: 2).' }) dice: number;
  @Field(() => OptionUnitPlacementEnum, { description: 'Where it is placed.' }) placement: string;
  @Field(() => [OptionUnitCarrierBaseType], { description: 'Placement ON_CARRIER: where each power builds it; empty otherwise.' })
  carrierBases: OptionUnitCarrierBaseType[];
  @Field(() => UnitTypeEnum, {
    nullable: true,
    description:
      'x2-japanese-fortifications: each is manned by one unit of this type, never more of it than of them where it is; it never fires nor is a casualty itself, and goes when they do.',
  })
  garrison: string | null;
  @Field({ description: 'Takes off from and lands on carriers only (x2-carrier-fighters).' }) carrierOnly: boolean;
  @Field(() => UnitTypeEnum, {
    nullable: true,
    description: "x2-increased-shipbuilding's gifts of this type are this unit instead while its option is on.",
  })
  standsFor: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Buildable from this round on (AMBIG-33; x2-escorts: round 4, Late 1941); null: from the start.',
  })
  fromRound: number | null;
}

@ObjectType('NationalObjective', {
  description: 'A national objective (RULES §4.8 NO): PUs paid at Collect Income while its condition holds.',
})
export class NationalObjectiveType {
  @Field({ description: 'Its id, as income lines name it.' }) id: string;
  @Field(() => PowerEnum, { description: 'The power it pays.' }) power: string;
  @Field(() => Int, { description: 'PUs it pays.' }) pus: number;
  @Field({ description: 'Paid once per game only.' }) oncePerGame: boolean;
  @Field({ description: 'What it asks, in words.' }) description: string;
  @Field({ description: 'Where the rule comes from.' }) source: string;
  @Field(() => GraphQLJSON, { description: 'The condition as data (see src/rules/ruleset/types.ts Condition).' }) condition: unknown;
}

@ObjectType({ description: 'RULES §8 "Applies" for one ruleset.' })
export class OptionApplicability {
  @Field({ description: 'A ruleset id.', deprecationReason: 'Use rulesetId: the same value, named as everywhere else in the schema.' })
  ruleset: string;
  @Field({ description: 'A ruleset id.' }) rulesetId: string;
  @Field(() => ApplicabilityEnum, { description: 'Y = as written, A = with the stated adaptation, N = not applicable.' }) applies: string;
}

@ObjectType('OptionalRule', { description: 'An optional rule (RULES §8) and whether it is built.' })
export class OptionalRuleType {
  @Field({ description: "Its id: pass it in createGame's options." }) id: string;
  @Field({ description: "The seed's heading, as printed." }) title: string;
  @Field({ description: 'The seed and heading it comes from, and its RULES §8 table.' }) source: string;
  @Field({ description: 'The seed file: "002" (2001 house rules) or "003" (Expansion II).' }) seed: string;
  @Field({ description: 'The heading in the seed it comes from.' }) heading: string;
  @Field({ description: 'What it changes.' }) description: string;
  @Field(() => [OptionApplicability], { description: 'RULES §8 "Applies", for every ruleset.' }) applies: OptionApplicability[];
  @Field({ nullable: true, description: 'The adaptation made for the rulesets marked A.' }) adaptation?: string;
  @Field(() => [String], { description: 'Rulesets it applies to (Y or A).' }) rulesets: string[];
  @Field(() => [String], { description: 'Rulesets where the engine plays it: only these can choose it.' }) implementedIn: string[];
  @Field({
    description:
      'Implemented for every ruleset it applies to (in `ruleset(id).optionalRules`: for that ruleset). Only implemented rules can be chosen when creating a game.',
  })
  implemented: boolean;
  @Field(() => [String], { description: 'Optional rules it cannot be combined with (OPTIONS_CONFLICT).' }) conflicts: string[];
  @Field(() => [String], { description: 'Optional rules it needs (OPTION_REQUIRES).' }) requires: string[];
}

@ObjectType({ description: 'A choice made where the sources are silent.' })
export class Ambiguity {
  @Field({ description: 'RULES.md AMBIG id.' }) id: string;
  @Field({ description: 'The choice this engine made.' }) choice: string;
}

@ObjectType({ description: 'A ruleset whose data is committed, and whether games can be played with it.' })
export class RulesetSummary {
  @Field({ description: 'Its id.' }) id: string;
  @Field({ description: 'Its name.' }) name: string;
  @Field({
    description:
      'A game can be created with it: true for every committed ruleset today (pacific-1940, pacific-1940-2e and pacific-2001, the 2001 game ' +
      'of RULES §7). False would mark one whose board can be read but whose rules are not built (createGame refuses it with RULESET_NOT_PLAYABLE).',
  })
  playable: boolean;
}

@ObjectType({ description: 'A ruleset: map, units, setup, objectives and the choices made where the sources are silent.' })
export class Ruleset {
  @Field({ description: 'Its id.' }) id: string;
  @Field({ description: 'Its name.' }) name: string;
  @Field({ description: 'Reference file the data was imported from.' }) source: string;
  @Field({ description: 'SHA-256 of that file.' }) sourceHash: string;
  @Field(() => Int, {
    description:
      "The version of its rules: bumped when a change to them alters what a command produces; exports carry it, and verify and import-game say when a game's differs (docs/exports.md).",
  })
  version: number;
  @Field({ description: 'A game can be created with it (createGame refuses the others with RULESET_NOT_PLAYABLE).' }) playable: boolean;
  @Field(() => [PowerDefinition], { description: 'Every power, playing or not.' }) powers: PowerDefinition[];
  @Field(() => [PowerEnum], { description: 'The playing powers in turn order.' }) turnOrder: string[];
  @Field(() => [PlayerDefinition], { description: 'The players in turn order, one seat each, with the powers each plays.' })
  players: PlayerDefinition[];
  @Field(() => [PhaseDefinition], { description: 'The phases of a turn, in order, with their names.' }) phases: PhaseDefinition[];
  @Field(() => [TerritoryDefinition], { description: 'Every territory and sea zone.' }) territories: TerritoryDefinition[];
  @Field(() => [Connection], { description: 'Every connection between two places, once.' }) connections: Connection[];
  @Field(() => [UnitProfileType], {
    description:
      "Every unit type's profile: the ruleset's own, then those the optional rules named in `ruleset(id, options:)` add (RULES §8; `optionUnits` lists every one with its option).",
  })
  units: UnitProfileType[];
  @Field(() => [OptionUnitType], {
    description: 'Every unit type an optional rule adds in this ruleset (RULES §8), with the option that adds it, whether chosen or not.',
  })
  optionUnits: OptionUnitType[];
  @Field(() => [NationalObjectiveType], { description: 'The national objectives (NO).' }) nationalObjectives: NationalObjectiveType[];
  @Field(() => [OptionalRuleType], { description: 'Optional rules for this ruleset.' }) optionalRules: OptionalRuleType[];
  @Field(() => [Ambiguity], { description: 'Choices made where the sources are silent (RULES.md AMBIG ids).' }) ambiguities: Ambiguity[];
  @Field(() => [String], { description: 'Where the data deliberately departs from the reference file.' }) notes: string[];
  @Field(() => BoardMapType, {
    complexity: COST.rulesetMap,
    description: "The board's geometry for drawing it: map size, and each territory's outline and label point.",
  })
  map: BoardMapType;
}
