// The board as every game file encodes it: players, turn order, territories,
// connections, owners and the territory attachments. Each edition's importer
// (pacific-1940.ts, pacific-2001.ts) decides what the facts mean for it.
import type { PowerDef, PowerId, Side, TerritoryDef, TerritoryName } from '../../src/rules';
import { attr, cmp, kid, kids, opt, optBool, optNum, optValue, reqAttr, splitList, type GameFile, type XAttachment } from './xml';

/** Maps the data's player names to project power ids; throws on a name it does not know. */
export function powerIdOf(ids: Record<string, PowerId>): (sourceName: string) => PowerId {
  return (sourceName) => {
    const p = Object.prototype.hasOwnProperty.call(ids, sourceName) ? ids[sourceName] : undefined;
    if (!p) throw new Error(`unknown player "${sourceName}"`);
    return p;
  };
}

/** Starting PUs and kamikaze tokens per power [resourceInitialize]. */
export function readStartResources(file: GameFile, pid: (s: string) => PowerId) {
  const pus = new Map<PowerId, number>();
  const tokens = new Map<PowerId, number>();
  for (const r of kids(kid(file.initialize, 'resourceInitialize'), 'resourceGiven')) {
    const p = pid(reqAttr(r, 'player'));
    const q = Number(reqAttr(r, 'quantity'));
    if (reqAttr(r, 'resource') === 'PUs') pus.set(p, q);
    if (reqAttr(r, 'resource') === 'SuicideAttackTokens') tokens.set(p, q);
  }
  return { pus, tokens };
}

/** The territoryAttachment of each territory that has one. */
export function territoryAttachments(file: GameFile): Map<TerritoryName, XAttachment> {
  const tAtt = new Map<string, XAttachment>();
  for (const a of file.attachments.filter((x) => x.name === 'territoryAttachment')) tAtt.set(a.attachTo, a);
  return tAtt;
}

/** Capitals; a capital in an impassable territory is the data's dummy (1940 China). */
export function readCapitals(tAtt: Map<TerritoryName, XAttachment>, pid: (s: string) => PowerId) {
  const dummyCapitals = new Set<TerritoryName>();
  const capitalOf = new Map<TerritoryName, PowerId>();
  for (const [terr, a] of tAtt) {
    const cap = optValue(a, 'capital');
    if (!cap) continue;
    if (optBool(a, 'isImpassable')) dummyCapitals.add(terr);
    else capitalOf.set(terr, pid(cap));
  }
  return { dummyCapitals, capitalOf };
}

/** The players in data order, with side (alliance), capital and starting PUs. */
export function readPowers(
  file: GameFile,
  pid: (s: string) => PowerId,
  capitalOf: Map<TerritoryName, PowerId>,
  startPUs: Map<PowerId, number>,
): PowerDef[] {
  const playerList = kid(file.game, 'playerList');
  const alliances = new Map(kids(playerList, 'alliance').map((a) => [reqAttr(a, 'player'), reqAttr(a, 'alliance')]));
  return kids(playerList, 'player').map((p) => {
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
}

/** The data's alliance of each player (its name as written), for relationships the data leaves to alliances. */
export function readAlliances(file: GameFile): Map<string, string> {
  return new Map(kids(kid(file.game, 'playerList'), 'alliance').map((a) => [reqAttr(a, 'player'), reqAttr(a, 'alliance')]));
}

/**
 * Turn order: the powers of the purchase steps in sequence order. "purchaseNoPU"
 * is the purchase step of a power paid in units (2001 China).
 */
export function readTurnOrder(file: GameFile, pid: (s: string) => PowerId): PowerId[] {
  const purchaseDelegates = new Set(['purchase', 'purchaseNoPU']);
  return kids(kid(kid(file.game, 'gamePlay'), 'sequence'), 'step')
    .filter((s) => purchaseDelegates.has(attr(s, 'delegate') ?? '') && attr(s, 'player') !== undefined)
    .map((s) => pid(reqAttr(s, 'player')));
}

export interface MapData {
  /** Every territory name, and whether it is a sea zone. */
  isSea: Map<TerritoryName, boolean>;
  neighbours: Map<TerritoryName, Set<TerritoryName>>;
  /** Each connection once, [a, b] with a < b, sorted. */
  connections: [TerritoryName, TerritoryName][];
}

export function readMap(file: GameFile): MapData {
  const mapNode = kid(file.game, 'map');
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
  return { isSea, neighbours, connections };
}

/**
 * Territory owners at the start [ownerInitialize]. TripleA applies the rows in
 * order, so a later row for the same territory wins; rows that disagree are
 * returned as conflicts for the importer to account for.
 */
export function readOwners(file: GameFile) {
  const owners = new Map<TerritoryName, string>();
  const conflicts: { territory: TerritoryName; owners: string[] }[] = [];
  const rows = new Map<TerritoryName, string[]>();
  for (const o of kids(kid(file.initialize, 'ownerInitialize'), 'territoryOwner')) {
    const territory = reqAttr(o, 'territory');
    const owner = reqAttr(o, 'owner');
    owners.set(territory, owner);
    rows.set(territory, [...(rows.get(territory) ?? []), owner]);
  }
  for (const [territory, list] of rows) if (new Set(list).size > 1) conflicts.push({ territory, owners: list });
  conflicts.sort((x, y) => cmp(x.territory, y.territory));
  return { owners, conflicts };
}

/** Territories where the factory units may not be placed [unitPlacementRestrictions]. */
export function readFactoryBans(file: GameFile): Set<TerritoryName> {
  const banned = new Set<TerritoryName>();
  for (const a of file.attachments.filter((x) => x.name === 'unitAttachment' && optBool(x, 'isFactory'))) {
    const r = optValue(a, 'unitPlacementRestrictions');
    if (r) splitList(r).forEach((t) => banned.add(t));
  }
  return banned;
}

/** Kamikaze zones: set directly on the territory, or by triggers that switch on kamikazeZone. */
export function readKamikazeZones(file: GameFile, tAtt: Map<TerritoryName, XAttachment>): Set<TerritoryName> {
  const kamikaze = new Set<TerritoryName>();
  for (const [terr, a] of tAtt) if (optBool(a, 'kamikazeZone')) kamikaze.add(terr);
  for (const a of file.attachments.filter((x) => x.name.startsWith('triggerAttachment'))) {
    const prop = opt(a, 'territoryProperty');
    if (prop?.value === 'kamikazeZone' && prop.count === 'true') {
      splitList(optValue(a, 'territories') ?? '').forEach((t) => kamikaze.add(t));
    }
  }
  return kamikaze;
}

/** How an edition reads the facts that differ in meaning between games. */
export interface TerritoryPolicy {
  pid: (s: string) => PowerId;
  /** China's movement area (1940); empty where the data restricts nobody. */
  chineseArea: Set<TerritoryName>;
  /** Land with no owner is impassable (the data's "Neutrals Are Impassable"). */
  unownedLandImpassable: boolean;
  /** Sea zones that keep the data's owner (2001 convoy centres and routes); every other sea zone has none. */
  ownedSeaZones: Set<TerritoryName>;
}

/** The territories, sorted by name, with the flags of TerritoryDef. */
export function buildTerritories(file: GameFile, map: MapData, policy: TerritoryPolicy): TerritoryDef[] {
  const { pid } = policy;
  const tAtt = territoryAttachments(file);
  const { dummyCapitals, capitalOf } = readCapitals(tAtt, pid);
  const { owners: xmlOwner } = readOwners(file);
  const factoryBanned = readFactoryBans(file);
  const kamikaze = readKamikazeZones(file, tAtt);
  const { isSea, neighbours } = map;

  for (const name of [...factoryBanned, ...kamikaze, ...policy.chineseArea, ...policy.ownedSeaZones, ...xmlOwner.keys(), ...tAtt.keys()]) {
    if (!isSea.has(name)) throw new Error(`reference names unknown territory "${name}"`);
  }

  return [...isSea.keys()].sort(cmp).map((name) => {
    const sea = isSea.get(name)!;
    const a = tAtt.get(name);
    const rawOwner = xmlOwner.get(name);
    const impassable = (a ? optBool(a, 'isImpassable') : false) || (policy.unownedLandImpassable && !sea && rawOwner === undefined);
    // Sea zones (unless the edition keeps their owner) and the dummy capital have no owner here (see notes).
    const keepsOwner = sea ? policy.ownedSeaZones.has(name) : !dummyCapitals.has(name);
    const owner = !keepsOwner || rawOwner === undefined ? null : pid(rawOwner);
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
      chineseArea: policy.chineseArea.has(name),
      soviet: owner === 'USSR',
      mongolian: !sea && !impassable && rawOwner === undefined,
      adjacent,
    } satisfies TerritoryDef;
  });
}
