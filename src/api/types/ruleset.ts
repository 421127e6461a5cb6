// GraphQL types of a ruleset's data: the board and units a frontend draws.
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { COST } from '../cost';
import { BoardMapType } from './board-map';
import { TerritoryKindName, UnitDomainName } from './enums';

@ObjectType('Power', { description: 'A power of the ruleset.' })
export class PowerDefinition {
  @Field() id: string;
  @Field({ description: 'The name the reference data uses (e.g. "Japanese").' }) sourceName: string;
  @Field(() => String, { nullable: true }) side: string | null;
  @Field({ description: 'Has a seat, a turn and money.' }) playable: boolean;
  @Field(() => String, { nullable: true }) capital: string | null;
  @Field(() => Int) startingPUs: number;
}

@ObjectType('Territory', { description: 'A territory or sea zone as the ruleset defines it.' })
export class TerritoryDefinition {
  @Field() name: string;
  @Field(() => TerritoryKindName) kind: string;
  @Field(() => Int) production: number;
  @Field(() => String, { nullable: true, description: 'Owner at the start of a standard game.' }) owner: string | null;
  @Field(() => String, { nullable: true }) originalOwner: string | null;
  @Field(() => String, { nullable: true }) capitalOf: string | null;
  @Field() victoryCity: boolean;
  @Field() impassable: boolean;
  @Field() island: boolean;
  @Field() factoryBanned: boolean;
  @Field() convoyZone: boolean;
  @Field() kamikazeZone: boolean;
  @Field() chineseArea: boolean;
  @Field() soviet: boolean;
  @Field() mongolian: boolean;
  @Field(() => [String]) adjacent: string[];
}

@ObjectType()
export class Connection {
  @Field() a: string;
  @Field() b: string;
}

@ObjectType('UnitProfile', { description: 'A unit type: cost, combat values, movement and abilities.' })
export class UnitProfileType {
  @Field() type: string;
  @Field(() => UnitDomainName) domain: string;
  @Field(() => Int, { nullable: true }) cost: number | null;
  @Field(() => Int) attack: number;
  @Field(() => Int) defense: number;
  @Field(() => Int) movement: number;
  @Field(() => Int) hitPoints: number;
  @Field(() => Int, { nullable: true }) transportCost: number | null;
  @Field(() => Int, { nullable: true }) transportCapacity: number | null;
  @Field(() => Int, { nullable: true }) carrierCost: number | null;
  @Field(() => Int, { nullable: true }) carrierCapacity: number | null;
  @Field(() => Int) convoyDamage: number;
  @Field() isSub: boolean;
  @Field() isDestroyer: boolean;
  @Field() canBlitz: boolean;
  @Field() isArtillery: boolean;
  @Field() isArtillerySupportable: boolean;
  @Field() canBombard: boolean;
  @Field() isStrategicBomber: boolean;
  @Field() isAA: boolean;
  @Field() isInfrastructure: boolean;
  @Field() isFactory: boolean;
  @Field() isConstruction: boolean;
  @Field(() => Int, { nullable: true }) maxDamage: number | null;
  @Field(() => Int, { nullable: true }) productionCapacity: number | null;
  @Field(() => Int, { nullable: true }) minTerritoryValue: number | null;
  @Field(() => Int, { nullable: true }) maxOperationalDamage: number | null;
  @Field(() => [String]) abilities: string[];
}

@ObjectType('NationalObjective')
export class NationalObjectiveType {
  @Field() id: string;
  @Field() power: string;
  @Field(() => Int) pus: number;
  @Field() oncePerGame: boolean;
  @Field() description: string;
  @Field() source: string;
  @Field(() => GraphQLJSON, { description: 'The condition as data (see src/rules/ruleset/types.ts Condition).' }) condition: unknown;
}

@ObjectType({ description: 'RULES §8 "Applies" for one ruleset.' })
export class OptionApplicability {
  @Field() ruleset: string;
  @Field({ description: 'Y = as written, A = with the stated adaptation, N = not applicable.' }) applies: string;
}

@ObjectType('OptionalRule')
export class OptionalRuleType {
  @Field() id: string;
  @Field({ description: "The seed's heading, as printed." }) title: string;
  @Field({ description: 'The seed and heading it comes from, and its RULES §8 table.' }) source: string;
  @Field({ description: 'The seed file: "002" (2001 house rules) or "003" (Expansion II).' }) seed: string;
  @Field() heading: string;
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

@ObjectType()
export class Ambiguity {
  @Field({ description: 'RULES.md AMBIG id.' }) id: string;
  @Field() choice: string;
}

@ObjectType({ description: 'A ruleset whose data is committed, and whether games can be played with it.' })
export class RulesetSummary {
  @Field() id: string;
  @Field() name: string;
  @Field({
    description:
      'A game can be created with it. False for a ruleset whose board can be read but whose rules are not built yet (pacific-2001).',
  })
  playable: boolean;
}

@ObjectType({ description: 'A ruleset: map, units, setup, objectives and the choices made where the sources are silent.' })
export class Ruleset {
  @Field() id: string;
  @Field() name: string;
  @Field({ description: 'Reference file the data was imported from.' }) source: string;
  @Field({ description: 'SHA-256 of that file.' }) sourceHash: string;
  @Field({ description: 'A game can be created with it (createGame refuses the others with RULESET_NOT_PLAYABLE).' }) playable: boolean;
  @Field(() => [PowerDefinition]) powers: PowerDefinition[];
  @Field(() => [String]) turnOrder: string[];
  @Field(() => [TerritoryDefinition]) territories: TerritoryDefinition[];
  @Field(() => [Connection]) connections: Connection[];
  @Field(() => [UnitProfileType]) units: UnitProfileType[];
  @Field(() => [NationalObjectiveType]) nationalObjectives: NationalObjectiveType[];
  @Field(() => [OptionalRuleType]) optionalRules: OptionalRuleType[];
  @Field(() => [Ambiguity]) ambiguities: Ambiguity[];
  @Field(() => [String]) notes: string[];
  @Field(() => BoardMapType, {
    complexity: COST.rulesetMap,
    description: "The board's geometry for drawing it: map size, and each territory's outline and label point.",
  })
  map: BoardMapType;
}
