// Indexed, read-only access to a ruleset's data, built once per ruleset.
import { getDefinition, getRuleset } from '../rulesets';
import type { GameDefinition, Phase, PlayerDef, UpgradeDef } from './definition';
import type { OptionUnit } from './option-params';
import type { PowerDef, PowerId, RulesetData, TerritoryDef, TerritoryName, UnitProfile, UnitType } from './types';
import type { RulesetSwitches } from './switches';

export interface RulesetView {
  data: RulesetData;
  /** What the ruleset declares about its game (rulesets/<id>/definition.ts). */
  def: GameDefinition;
  switches: RulesetSwitches;
  /** Powers that take `owner`'s land peacefully (CAP-9: the data's custodianship relations). */
  custodiansOf(owner: string): PowerId[];
  /** MOB-6: the upgrade bought as `type`, if it is one. */
  upgradeBought(type: string): UpgradeDef | undefined;
  /**
   * A territory or sea zone; throws for a name this ruleset does not have. Names reach the rules checked (a command's
   * places by the rules' refusals, state's by its history), so an unknown one here is the engine's bug, not the player's.
   */
  territory(name: TerritoryName): TerritoryDef;
  /** A territory or sea zone, or undefined for a name this ruleset does not have (for code that checks a name). */
  findTerritory(name: TerritoryName): TerritoryDef | undefined;
  /** A unit type's profile; throws for a type this ruleset does not have (as `territory`). */
  unit(type: string): UnitProfile;
  /** A unit type's profile, or undefined for a type this ruleset does not have (so a lookup doubles as a check). */
  findUnit(type: string): UnitProfile | undefined;
  /** A power's definition; throws for an id this ruleset does not have (as `territory`). */
  power(id: string): PowerDef;
  /** A power's definition, or undefined for an id this ruleset does not have. */
  findPower(id: string): PowerDef | undefined;
  /** RULES §8: what an optional rule says of the unit type it adds; throws for a type no optional rule adds. */
  optionUnit(type: string): OptionUnit;
  /** RULES §8: what an optional rule says of the unit type it adds, or undefined for any other type. */
  findOptionUnit(type: string): OptionUnit | undefined;
  adjacent(a: TerritoryName, b: TerritoryName): boolean;
  /** Sea zones next to a land territory (or sea neighbours of a sea zone). */
  seaNeighbours(name: TerritoryName): readonly TerritoryName[];
  landNeighbours(name: TerritoryName): readonly TerritoryName[];
  /** RULES §7, AMBIG-43: the player who runs `power`, and its seat; a power of no player group plays alone. */
  playerOf(power: PowerId): PlayerDef;
  /** RULES §7, AMBIG-43: every player (one seat each) in turn order, with the powers it runs (1940: one per playable power). */
  players: readonly PlayerDef[];
  /** The ruleset's own name of a phase (its definition's `phases`), e.g. "Land Fighters on Combat Air Patrol". */
  phaseName(phase: Phase): string;
}

const cache = new Map<string, RulesetView>();

/** `map`'s entry for `key`, or a clear Error naming what was missing (rather than a TypeError further on). */
function known<K, V>(map: Map<K, V>, key: K, what: string, ruleset: string): V {
  const hit = map.get(key);
  if (hit === undefined) throw new Error(`ruleset ${ruleset} has no ${what} ${JSON.stringify(key)}`);
  return hit;
}

export function rulesetView(id: string): RulesetView {
  const hit = cache.get(id);
  if (hit) return hit;
  const data = getRuleset(id);
  const territories = new Map(data.territories.map((t) => [t.name, t]));
  // Unit types optional rules add (RULES §8) are known to every game of the ruleset; only a game with the option can build them.
  const units = new Map([...data.units, ...(getDefinition(id).optionParams?.units ?? []).map((u) => u.profile)].map((u) => [u.type, u]));
  const powers = new Map(data.powers.map((p) => [p.id, p]));
  // The first entry of a type wins, as a find over the list would.
  const optionUnits = new Map<UnitType, OptionUnit>();
  for (const u of getDefinition(id).optionParams?.units ?? []) if (!optionUnits.has(u.profile.type)) optionUnits.set(u.profile.type, u);
  const adjacency = new Map(data.territories.map((t) => [t.name, new Set(t.adjacent)]));
  // Each place's land and sea neighbours, listed once (the income, landing and repair hooks ask at every turn); a name
  // the ruleset does not have has none (positions ask with a client's names, so nothing is kept for those).
  const neighboursOf = (kind: 'land' | 'sea') =>
    new Map(data.territories.map((t) => [t.name, t.adjacent.filter((n) => territories.get(n)?.kind === kind)]));
  const neighbours = { land: neighboursOf('land'), sea: neighboursOf('sea') };
  const NONE: readonly TerritoryName[] = [];
  const byKind = (name: TerritoryName, kind: 'land' | 'sea'): readonly TerritoryName[] => neighbours[kind].get(name) ?? NONE;
  const def = getDefinition(id);
  const custodians = new Map<PowerId, PowerId[]>();
  for (const r of data.relationships)
    if (r.sourceType === 'Custodianship') {
      // The data lists each pair once; the one that is not playable is the one held in custody.
      const [keeper, held] = data.powers.find((p) => p.id === r.a)?.playable ? [r.a, r.b] : [r.b, r.a];
      custodians.set(held, [...(custodians.get(held) ?? []), keeper]);
    }
  const playerOf = (power: PowerId): PlayerDef =>
    def.players?.find((p) => p.powers.includes(power)) ?? { name: power, seat: power, powers: [power] };
  const players = [...new Map(data.turnOrder.map((p) => [playerOf(p).seat, playerOf(p)])).values()];
  const phaseNames = new Map(def.phases.map((p) => [p.phase, p.name]));
  const view: RulesetView = {
    data,
    def,
    switches: def.switches,
    custodiansOf: (owner) => custodians.get(owner as PowerId) ?? [],
    upgradeBought: (type) => def.upgrades.find((u) => u.buy === type),
    territory: (name) => known(territories, name, 'territory', id),
    findTerritory: (name) => territories.get(name),
    unit: (type) => known(units, type as UnitType, 'unit type', id),
    findUnit: (type) => units.get(type as UnitType),
    power: (pid) => known(powers, pid as PowerId, 'power', id),
    findPower: (pid) => powers.get(pid as PowerId),
    optionUnit: (type) => known(optionUnits, type as UnitType, 'optional unit type', id),
    findOptionUnit: (type) => optionUnits.get(type as UnitType),
    adjacent: (a, b) => adjacency.get(a)?.has(b) ?? false,
    seaNeighbours: (name) => byKind(name, 'sea'),
    landNeighbours: (name) => byKind(name, 'land'),
    playerOf,
    players,
    phaseName: (phase) => phaseNames.get(phase) ?? phase,
  };
  cache.set(id, view);
  return view;
}
