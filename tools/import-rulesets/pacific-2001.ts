// The original 2001 game file (pacific-2001/pacific.xml, [P]) -> ruleset data:
// the shared board and units, plus what only this game has — convoy centres
// and convoy routes, China paid in infantry, the first-turn surprise attack,
// the victory numbers, the three printed players, and relationships left to
// the alliances. RULES.md §7.
import type {
  PaidInUnits,
  PowerId,
  RelationshipDef,
  RulesetData,
  Side,
  SurpriseAttack,
  TerritoryDef,
  TerritoryName,
  UnitProfile,
  UnitType,
} from '../../src/rules';
import {
  buildTerritories,
  powerIdOf,
  readAlliances,
  readCapitals,
  readMap,
  readOwners,
  readPowers,
  readStartResources,
  readTurnOrder,
  territoryAttachments,
  type MapData,
} from './board';
import {
  AMBIGUITIES_2001,
  BURMA_ROAD_2001,
  IGNORED_UNIT_OPTIONS_2001,
  NOTES_2001,
  PAID_IN_UNITS_2001,
  PLAYERS_2001,
  POWER_IDS_2001,
  SURPRISE_ATTACK_DEFENSE_AT_MOST,
  VICTORY_POINTS_2001,
} from './pacific-2001-config';
import type { RulesetIdentity } from './rulesets';
import { readProduction, readSetup, readUnits } from './units';
import { attr, cmp, kid, kids, optBool, optValue, reqAttr, type GameFile, type XAttachment } from './xml';

export const isPacific2001 = (id: string) => id === 'pacific-2001';

/** Turns the 2001 game file into ruleset data. Pure. */
export function importPacific2001(file: GameFile, identity: RulesetIdentity): RulesetData {
  const pid = powerIdOf(POWER_IDS_2001);
  const tAtt = territoryAttachments(file);

  // --- Powers and turns -------------------------------------------------------
  const { pus: startPUs, tokens: startTokens } = readStartResources(file, pid);
  const { capitalOf } = readCapitals(tAtt, pid);
  const powers = readPowers(file, pid, capitalOf, startPUs);
  const turnOrder = readTurnOrder(file, pid);
  const grouped = PLAYERS_2001.flatMap((p) => p.powers);
  if (grouped.join() !== turnOrder.join()) throw new Error(`players ${grouped.join()} do not follow the turn order ${turnOrder.join()}`);

  // --- Map ----------------------------------------------------------------------
  const map = readMap(file);
  const routes = readConvoyRoutes(tAtt, map);
  const centres = [...tAtt].filter(([name, a]) => map.isSea.get(name) && Number(optValue(a, 'production') ?? 0) > 0).map(([n]) => n);
  const territories = buildTerritories(file, map, {
    pid,
    chineseArea: new Set(),
    unownedLandImpassable: file.property('Neutrals Are Impassable') === 'true',
    ownedSeaZones: new Set([...centres, ...routes.values()]),
  }).map((t) => withConvoy(t, centres.includes(t.name), routes.get(t.name)));
  const { conflicts } = readOwners(file);
  const unexpected = conflicts.filter((c) => new Set(c.owners).size > 1 && c.territory !== 'Johnston');
  if (unexpected.length > 0) throw new Error(`conflicting owners not accounted for in the notes: ${JSON.stringify(unexpected)}`);

  // --- Production, units, setup ------------------------------------------------
  const { frontiers, playerFrontier, unitCost } = readProduction(file, pid);
  const paidInUnits = readPaidInUnits(file, pid, powers.find((p) => p.id === BURMA_ROAD_2001.power)?.capital ?? null);
  const purchasable: Partial<Record<PowerId, UnitType[]>> = {};
  for (const p of powers.filter((x) => x.playable)) {
    const f = playerFrontier.get(p.id);
    if (!f) throw new Error(`${p.id} has no production frontier`);
    // A power paid in units buys nothing with PUs (see notes).
    purchasable[p.id] = paidInUnits.some((x) => x.power === p.id) ? [] : [...(frontiers.get(f) ?? [])];
  }
  const units = readUnits(file, unitCost, { ignoredOptions: IGNORED_UNIT_OPTIONS_2001 }).map(marineBonus);
  const { setup, neutralUnits } = readSetup(file, pid, map.isSea, new Set(units.map((u) => u.type)), null);
  if (neutralUnits) throw new Error('[P] places units with no owner; the 2001 importer has no neutral power for them');

  for (const t of BURMA_ROAD_2001.territories) if (!territories.some((x) => x.name === t)) throw new Error(`Burma Road: no territory ${t}`);

  const kamikazeTokens: Partial<Record<PowerId, number>> = {};
  for (const p of powers) {
    const n = startTokens.get(p.id);
    if (n !== undefined) kamikazeTokens[p.id] = n;
  }
  const ambiguities: Record<string, string> = {};
  for (const k of Object.keys(AMBIGUITIES_2001).sort(cmp)) ambiguities[k] = AMBIGUITIES_2001[k];

  return {
    id: identity.id,
    name: identity.name,
    sourceHash: file.sourceHash,
    source: identity.source,
    powers,
    turnOrder,
    territories,
    connections: map.connections,
    units,
    setup,
    relationships: relationshipsFromAlliances(
      file,
      powers.map((p) => p.id),
      pid,
    ),
    nationalObjectives: [],
    purchasable,
    burmaRoad: { ...BURMA_ROAD_2001, unlocks: [] },
    kamikazeTokens,
    players: PLAYERS_2001.map((p) => ({ name: p.name, powers: [...p.powers] })),
    paidInUnits,
    surpriseAttack: readSurpriseAttack(file, pid),
    victory: readVictory(file),
    ambiguities,
    notes: [...NOTES_2001],
  };
}

/** Land -> the sea zone its income depends on [P: convoyRoute, convoyAttached], checked both ways. */
function readConvoyRoutes(tAtt: Map<TerritoryName, XAttachment>, map: MapData): Map<TerritoryName, TerritoryName> {
  const links = new Map<TerritoryName, TerritoryName>();
  for (const [name, a] of tAtt) {
    if (!optBool(a, 'convoyRoute')) continue;
    const attached = optValue(a, 'convoyAttached');
    if (!attached || !map.isSea.has(attached)) throw new Error(`${name}: convoyAttached "${attached}" is not a territory`);
    if (attached.includes(':')) throw new Error(`${name}: several convoyAttached territories are not supported`);
    links.set(name, attached);
  }
  const routes = new Map<TerritoryName, TerritoryName>();
  for (const [from, to] of links) {
    if (map.isSea.get(from)) continue; // the sea side of a route; checked from the land side
    if (!map.isSea.get(to)) throw new Error(`${from}: convoy route to land ${to}`);
    if (links.get(to) !== from) throw new Error(`convoy route ${from} -> ${to} is not linked back`);
    if (!map.neighbours.get(from)!.has(to)) throw new Error(`convoy route ${from} -> ${to}: not adjacent`);
    routes.set(from, to);
  }
  for (const [from, to] of links)
    if (map.isSea.get(from) && routes.get(to) !== from) throw new Error(`sea zone ${from} routes to ${to}, which does not route back`);
  return routes;
}

/** The territory with the 2001 convoy fields, placed before `adjacent` so the JSON reads in order. */
function withConvoy(t: TerritoryDef, centre: boolean, route: TerritoryName | undefined): TerritoryDef {
  const { adjacent, ...rest } = t;
  return { ...rest, ...(centre ? { convoyCentre: true } : {}), ...(route ? { convoyRoute: route } : {}), adjacent };
}

/** [P] isMarine=true is TripleA's +1 attack when landing; recorded with its value (see notes). */
function marineBonus(u: UnitProfile): UnitProfile {
  if (!u.abilities.includes('isMarine')) return u;
  return { ...u, abilities: u.abilities.map((a) => (a === 'isMarine' ? 'isMarine=1' : a)).sort(cmp) };
}

/** The powers whose purchase step is TripleA's no-PU purchase (China), with [S1]'s pay. */
function readPaidInUnits(file: GameFile, pid: (s: string) => PowerId, chinaCapital: TerritoryName | null): PaidInUnits[] {
  if (file.property('Production Per Valued Territory Restricted') !== 'true')
    throw new Error('expected "Production Per Valued Territory Restricted"');
  const players = kids(kid(kid(file.game, 'gamePlay'), 'sequence'), 'step')
    .filter((s) => attr(s, 'delegate') === 'purchaseNoPU')
    .map((s) => reqAttr(s, 'player'));
  return players.map((name) => {
    const power = pid(name);
    if (power !== BURMA_ROAD_2001.power) throw new Error(`${power} is paid in units, but the Burma Road is ${BURMA_ROAD_2001.power}'s`);
    const rules = file.attachmentsNamed('rulesAttachment', name);
    if (!rules.some((r) => optBool(r, 'placementInCapitalRestricted')) || !chinaCapital) {
      throw new Error(`${power}: expected placementInCapitalRestricted and a capital`);
    }
    const { unit, perValuedTerritory, burmaRoadBonus, mayBoardAlliedTransports } = PAID_IN_UNITS_2001;
    return { power, unit, perValuedTerritory, burmaRoadBonus, placeIn: chinaCapital, mayBoardAlliedTransports };
  });
}

function readSurpriseAttack(file: GameFile, pid: (s: string) => PowerId): SurpriseAttack {
  const rules = file.attachments.filter((a) => a.name === 'rulesAttachment');
  const by = rules.filter((a) => optBool(a, 'dominatingFirstRoundAttack')).map((a) => pid(a.attachTo));
  if (by.length !== 1) throw new Error(`expected one power with dominatingFirstRoundAttack, found ${by.length}`);
  const exempt = rules.filter((a) => optBool(a, 'negateDominatingFirstRoundAttack')).map((a) => pid(a.attachTo));
  return { power: by[0], exempt, defenseAtMost: SURPRISE_ATTACK_DEFENSE_AT_MOST };
}

function readVictory(file: GameFile): RulesetData['victory'] {
  const num = (name: string) => {
    const v = Number(file.property(name));
    if (!Number.isInteger(v)) throw new Error(`property "${name}" is not a number`);
    return v;
  };
  if (file.property('Economic Victory') !== 'true') throw new Error('expected "Economic Victory" on');
  return {
    victoryCities: { Axis: num('Axis Honorable Victory VCs'), Allies: num('Allies Honorable Victory VCs') },
    economic: { Axis: num('Axis Economic Victory'), Allies: num('Allies Economic Victory') },
    victoryPoints: { ...VICTORY_POINTS_2001 },
  };
}

/** No relationshipInitialize: TripleA's defaults from the alliances (allied within one, war across). */
function relationshipsFromAlliances(file: GameFile, ids: PowerId[], pid: (s: string) => PowerId): RelationshipDef[] {
  if (kids(file.initialize, 'relationshipInitialize').length > 0) throw new Error('[P] declares relationships; read them instead');
  const side = new Map<PowerId, Side | string>();
  for (const [player, alliance] of readAlliances(file)) side.set(pid(player), alliance);
  const out: RelationshipDef[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i], ids[j]];
      if (!side.has(a) || !side.has(b)) throw new Error(`no alliance for ${side.has(a) ? b : a}`);
      const allied = side.get(a) === side.get(b);
      out.push({ a, b, kind: allied ? 'allied' : 'war', sourceType: allied ? 'default_allied_relation' : 'default_war_relation' });
    }
  }
  return out;
}
