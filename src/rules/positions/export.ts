// The position document of a game state: complete (every place, every pair of
// powers, every playable power's PUs) and canonical (fixed order, identical
// units grouped with a count), so that export -> create -> export gives the
// same document. Unit ids are not part of it.
import { type PowerId, rulesetView, type RulesetView } from '../ruleset';
import { pairKey, type GameState, type Unit } from '../engine';
import { POSITION_FORMAT, type PlaceEntry, type PositionDocument, type UnitGroup } from './types';

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortedRecord = <T>(r: Record<string, T>, keep: (v: T) => boolean = () => true): Record<string, T> =>
  Object.fromEntries(
    Object.entries(r)
      .filter(([, v]) => keep(v))
      .sort(([a], [b]) => byKey(a, b)),
  );

export function positionOf(state: GameState): PositionDocument {
  const rs = rulesetView(state.rulesetId);
  const powers = rs.data.powers.map((p) => p.id);
  const pus: Record<string, number> = {};
  for (const p of rs.data.powers) if (p.playable) pus[p.id] = state.pus[p.id] ?? 0;
  for (const [p, n] of Object.entries(state.pus)) if (!(p in pus)) pus[p] = n;

  const byPlace = new Map<string, Unit[]>();
  for (const u of state.units.all()) {
    const list = byPlace.get(u.at) ?? [];
    list.push(u);
    byPlace.set(u.at, list);
  }
  const placed = new Set(state.placedThisTurn);
  const territories: Record<string, PlaceEntry> = {};
  for (const t of rs.data.territories) {
    const units = groupUnits(rs, state, byPlace.get(t.name) ?? [], placed);
    const holder = state.seaHolders[t.name];
    if (t.kind === 'sea') territories[t.name] = holder ? { owner: holder, units } : { units };
    else {
      const entry: PlaceEntry = { owner: state.owners[t.name] ?? null };
      if (state.capturedThisTurn.includes(t.name)) entry.heldSinceTurnStart = false;
      entry.units = units;
      territories[t.name] = entry;
    }
  }

  const relations: NonNullable<PositionDocument['relations']> = [];
  const pairs = new Set<string>();
  for (let i = 0; i < powers.length; i++) for (let j = i + 1; j < powers.length; j++) pairs.add(pairKey(powers[i], powers[j]));
  for (const key of Object.keys(state.relations)) pairs.add(key);
  for (const key of [...pairs].sort(byKey)) {
    const [a, b] = key.split('|');
    const declaredBy = state.declaredBy?.[key];
    relations.push({ a: a as PowerId, b: b as PowerId, kind: state.relations[key] ?? 'neutral', ...(declaredBy ? { declaredBy } : {}) });
  }

  return {
    format: POSITION_FORMAT,
    ruleset: state.rulesetId,
    options: [...state.options].sort(byKey),
    round: state.round,
    currentPower: state.current,
    phase: state.phase,
    pus,
    // AMBIG-42: only in rulesets that score victory points (pacific-2001).
    ...(rs.data.victory ? { victoryPoints: sortedRecord(state.victoryPoints) } : {}),
    // AMBIG-42: the bombing tally that costs victory points, once there is one.
    ...(Object.values(state.bombingDamage).some((n) => (n ?? 0) > 0)
      ? { bombingDamage: sortedRecord(state.bombingDamage as Record<string, number>, (n) => n > 0) }
      : {}),
    ...(Object.values(state.bombingCounted).some((n) => (n ?? 0) > 0)
      ? { bombingCounted: sortedRecord(state.bombingCounted as Record<string, number>, (n) => n > 0) }
      : {}),
    territories,
    relations,
    kamikaze: {
      tokens: sortedRecord(state.kamikazeTokens),
      active: state.kamikazeActive ?? false,
      armed: [...state.kamikazeArmed].sort(byKey),
    },
    victoryPending: state.victoryPending
      ? { side: state.victoryPending.side, power: state.victoryPending.power, round: state.victoryPending.round }
      : null,
    objectivesPaid: [...new Set(state.objectivesPaid)].sort(byKey),
    ...(state.warBonusesPaid?.length ? { warBonusesPaid: [...new Set(state.warBonusesPaid)].sort(byKey) } : {}),
    purchased: sortedRecord(state.purchased, (n) => n > 0),
    ...(heldPurchases(state) ? { heldPurchases: heldPurchases(state) } : {}),
    placedThrough: sortedRecord(state.placedThrough, (n) => n > 0),
    upgradedThisTurn: [...new Set(state.upgradedThisTurn)].sort(byKey),
  };
}

/** RULES §7, AMBIG-43: the other powers' purchases waiting for their Mobilize step, if any. */
function heldPurchases(state: GameState): PositionDocument['heldPurchases'] {
  const held = Object.entries(state.heldPurchases ?? {})
    .flatMap(([p, h]) => (h ? [[p, sortedRecord(h.purchased as Record<string, number>, (n) => n > 0)] as const] : []))
    .filter(([, bought]) => Object.keys(bought).length > 0)
    .sort(([a], [b]) => byKey(a, b));
  return held.length ? Object.fromEntries(held) : undefined;
}

/** Units of one place as groups: each top-level unit with what it carries, identical ones counted together. */
function groupUnits(rs: RulesetView, state: GameState, units: Unit[], placed: Set<string>): UnitGroup[] {
  const here = new Set(units.map((u) => u.id));
  const aboard = new Map<string, Unit[]>();
  const top: Unit[] = [];
  for (const u of units) {
    if (u.carriedBy && here.has(u.carriedBy) && u.carriedBy !== u.id && !state.units.unit(u.carriedBy).carriedBy) {
      const list = aboard.get(u.carriedBy) ?? [];
      list.push(u);
      aboard.set(u.carriedBy, list);
    } else top.push(u);
  }
  return countGroups(
    top.map((u) => {
      const g: UnitGroup = { type: u.type, owner: u.owner };
      if (u.damage > 0) {
        if (rs.findUnit(u.type)?.domain === 'facility') g.damage = u.damage;
        else g.hits = u.damage;
      }
      if (placed.has(u.id)) g.placedThisTurn = true;
      if (u.portZone) g.portZone = u.portZone;
      const children = aboard.get(u.id) ?? [];
      const cargo = children.filter((c) => rs.findUnit(c.type)?.domain !== 'air');
      const planes = children.filter((c) => rs.findUnit(c.type)?.domain === 'air');
      if (cargo.length > 0) g.cargo = countGroups(cargo.map((c) => carried(c, placed)));
      if (planes.length > 0) g.planes = countGroups(planes.map((c) => carried(c, placed)));
      return g;
    }),
  );
}

function carried(u: Unit, placed: Set<string>): UnitGroup {
  const g: UnitGroup = { type: u.type, owner: u.owner };
  if (placed.has(u.id)) g.placedThisTurn = true;
  return g;
}

/** Counts identical groups (same fields, same cargo) and orders them by owner, type, then the rest. */
function countGroups(groups: UnitGroup[]): UnitGroup[] {
  const counted = new Map<string, UnitGroup>();
  for (const g of groups) {
    const key = JSON.stringify([
      g.owner,
      g.type,
      g.damage ?? 0,
      g.hits ?? 0,
      g.placedThisTurn ?? false,
      g.portZone ?? null,
      g.cargo ?? [],
      g.planes ?? [],
    ]);
    const hit = counted.get(key);
    if (hit) hit.count = (hit.count ?? 1) + 1;
    else counted.set(key, { ...g, count: 1 });
  }
  return [...counted.entries()].sort(([a], [b]) => byKey(a, b)).map(([, g]) => canonicalGroup(g));
}

/** Fixed key order: type, owner, count, damage, hits, placedThisTurn, portZone, cargo, planes. */
function canonicalGroup(g: UnitGroup): UnitGroup {
  const out: UnitGroup = { type: g.type, owner: g.owner, count: g.count ?? 1 };
  if (g.damage !== undefined) out.damage = g.damage;
  if (g.hits !== undefined) out.hits = g.hits;
  if (g.placedThisTurn) out.placedThisTurn = true;
  if (g.portZone) out.portZone = g.portZone;
  if (g.cargo) out.cargo = g.cargo;
  if (g.planes) out.planes = g.planes;
  return out;
}
