// Units as every game file encodes them: production rules and frontiers (what
// each player may buy, and at what cost), unit profiles, and the setup.
import type { PowerId, SetupUnits, TerritoryName, UnitDomain, UnitProfile, UnitType } from '../../src/rules';
import { asUnitType } from '../../src/rules';
import { attr, cmp, kid, kids, optBool, optNum, optValue, reqAttr, splitList, type GameFile } from './xml';

export interface Production {
  /** Units of each production frontier, in data order. */
  frontiers: Map<string, UnitType[]>;
  /** Each player's frontier at the start. */
  playerFrontier: Map<PowerId, string>;
  /** The cost of each unit in the frontiers in use (the players' and those triggers switch to). */
  unitCost: Map<UnitType, number>;
}

export function readProduction(file: GameFile, pid: (s: string) => PowerId): Production {
  const production = kid(file.game, 'production');
  const rules = new Map<string, { unit: UnitType; cost: number }>();
  for (const r of kids(production, 'productionRule')) {
    const costs = kids(r, 'cost');
    const results = kids(r, 'result');
    if (costs.length !== 1 || results.length !== 1) continue;
    if (reqAttr(costs[0], 'resource') !== 'PUs' || reqAttr(results[0], 'quantity') !== '1') continue;
    rules.set(reqAttr(r, 'name'), { unit: asUnitType(reqAttr(results[0], 'resourceOrUnit')), cost: Number(reqAttr(costs[0], 'quantity')) });
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
  for (const a of file.attachments) {
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
  return { frontiers, playerFrontier, unitCost };
}

/** Unit options that become UnitProfile fields rather than abilities. */
const MAPPED = new Set([
  'movement',
  'attack',
  'defense',
  'hitPoints',
  'transportCost',
  'carrierCost',
  'carrierCapacity',
  'blockade',
  'isSub',
  'isDestroyer',
  'isAirTransportable',
  'canBlitz',
  'artillery',
  'artillerySupportable',
  'canBombard',
  'isStrategicBomber',
  'isAA',
  'isAAforCombatOnly',
  'isInfrastructure',
  'isFactory',
  'isConstruction',
  'maxDamage',
  'canProduceXUnits',
  'canOnlyBePlacedInTerritoryValuedAtX',
  'maxOperationalDamage',
  'isSea',
  'isAir',
  'unitPlacementRestrictions',
]);

export interface UnitReadOptions {
  /** Unit options the edition does not import at all (see its notes). */
  ignoredOptions?: ReadonlySet<string>;
}

/** The unit profiles, in unitList order. */
export function readUnits(file: GameFile, unitCost: Map<UnitType, number>, options: UnitReadOptions = {}): UnitProfile[] {
  const ignored = options.ignoredOptions ?? new Set<string>();
  const supports = file.attachments.filter(
    (a) => a.name.startsWith('supportAttachment') && a.type === 'unitType' && splitList(optValue(a, 'players') ?? '').length > 0,
  );
  const artilleryGivers = new Set<UnitType>();
  const artilleryTakers = new Set<UnitType>();
  for (const s of supports) {
    const targets = splitList(optValue(s, 'unitType') ?? '');
    if (targets.includes('infantry') && optValue(s, 'side') === 'offence') {
      artilleryGivers.add(asUnitType(s.attachTo));
      targets.forEach((t) => artilleryTakers.add(asUnitType(t)));
    }
  }

  return kids(kid(file.game, 'unitList'), 'unit').map((u) => {
    const type = asUnitType(reqAttr(u, 'name'));
    const list = file.attachmentsNamed('unitAttachment', type);
    if (list.length !== 1) throw new Error(`expected one unitAttachment for ${type}`);
    const a = list[0];
    const air = optBool(a, 'isAir');
    // Facilities: factories, and the bases (1940: constructions; 2001: pre-placed air bases).
    const domain: UnitDomain = optBool(a, 'isSea')
      ? 'sea'
      : air
        ? 'air'
        : optBool(a, 'isFactory') || optBool(a, 'isConstruction') || optBool(a, 'isAirBase')
          ? 'facility'
          : 'land';
    const abilities = new Set<string>();
    for (const o of a.options) {
      if (MAPPED.has(o.name) || ignored.has(o.name)) continue;
      if (o.name === 'transportCapacity' && !air) continue;
      if (o.value === 'false') continue;
      if (o.value === 'true' && o.count === undefined) abilities.add(o.name);
      else abilities.add(`${o.name}=${o.value}${o.count !== undefined ? `@${o.count}` : ''}`);
    }
    for (const s of supports.filter((x) => x.attachTo === type && !artilleryGivers.has(type))) {
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
}

/**
 * The setup, one row per territory, owner and type (sorted). Units placed with
 * no owner belong to TripleA's neutral "null player": they get `neutralOwner`,
 * and `neutralUnits` says whether there were any.
 */
export function readSetup(
  file: GameFile,
  pid: (s: string) => PowerId,
  isSea: Map<TerritoryName, boolean>,
  unitTypes: Set<UnitType>,
  neutralOwner: PowerId | null,
): { setup: SetupUnits[]; neutralUnits: boolean } {
  let neutralUnits = false;
  const setupMap = new Map<string, SetupUnits>();
  for (const p of kids(kid(file.initialize, 'unitInitialize'), 'unitPlacement')) {
    const territory = reqAttr(p, 'territory');
    const type = asUnitType(reqAttr(p, 'unitType'));
    const ownerName = attr(p, 'owner');
    if (!isSea.has(territory)) throw new Error(`setup in unknown territory ${territory}`);
    if (!unitTypes.has(type)) throw new Error(`setup of unknown unit ${type}`);
    let owner: PowerId;
    if (ownerName === undefined) {
      neutralUnits = true;
      if (!neutralOwner) throw new Error(`units with no owner in ${territory}, and this board has no neutral power for them`);
      owner = neutralOwner;
    } else owner = pid(ownerName);
    const key = [territory, owner, type].join('\u0000');
    const count = Number(reqAttr(p, 'quantity'));
    const prev = setupMap.get(key);
    if (prev) prev.count += count;
    else setupMap.set(key, { territory, owner, type, count });
  }
  const setup = [...setupMap.values()].sort((x, y) => cmp(x.territory, y.territory) || cmp(x.owner, y.owner) || cmp(x.type, y.type));
  return { setup, neutralUnits };
}
