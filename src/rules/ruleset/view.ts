// Indexed, read-only access to a ruleset's data, built once per ruleset.
import { getRuleset } from '../rulesets';
import type {
  PowerDef,
  PowerId,
  RulesetData,
  TerritoryDef,
  TerritoryName,
  UnitProfile,
  UnitType,
} from './types';
import { switchesFor, type RulesetSwitches } from './switches';

export interface RulesetView {
  data: RulesetData;
  switches: RulesetSwitches;
  territory(name: TerritoryName): TerritoryDef | undefined;
  unit(type: UnitType): UnitProfile | undefined;
  power(id: PowerId): PowerDef | undefined;
  adjacent(a: TerritoryName, b: TerritoryName): boolean;
  /** Sea zones next to a land territory (or sea neighbours of a sea zone). */
  seaNeighbours(name: TerritoryName): TerritoryName[];
  landNeighbours(name: TerritoryName): TerritoryName[];
}

const cache = new Map<string, RulesetView>();

export function rulesetView(id: string): RulesetView {
  const hit = cache.get(id);
  if (hit) return hit;
  const data = getRuleset(id);
  const territories = new Map(data.territories.map((t) => [t.name, t]));
  const units = new Map(data.units.map((u) => [u.type, u]));
  const powers = new Map(data.powers.map((p) => [p.id, p]));
  const adjacency = new Map(data.territories.map((t) => [t.name, new Set(t.adjacent)]));
  const byKind = (name: TerritoryName, kind: 'land' | 'sea') =>
    (territories.get(name)?.adjacent ?? []).filter((n) => territories.get(n)?.kind === kind);
  const view: RulesetView = {
    data,
    switches: switchesFor(id),
    territory: (name) => territories.get(name),
    unit: (type) => units.get(type),
    power: (pid) => powers.get(pid),
    adjacent: (a, b) => adjacency.get(a)?.has(b) ?? false,
    seaNeighbours: (name) => byKind(name, 'sea'),
    landNeighbours: (name) => byKind(name, 'land'),
  };
  cache.set(id, view);
  return view;
}
