// Builds a game state from a position document over the standard start:
// named places hold exactly their listed units, stated values replace the
// standard ones, everything else stays as set up. Units are numbered u1, u2,
// ... in board order (the ruleset's order of places, then the document's
// order of units, each carrier or transport followed by what it carries).
import { UnitTable } from '../units';
import { type PowerId, type UnitType, rulesetView, type RulesetView } from '../ruleset';
import { pairKey, type GameState, type Unit } from '../engine';
import type { PositionDocument } from './types';

/**
 * MOV-8: own planes on a carrier are independent air units in its zone (they
 * fly and fight on their own); only an ally's planes ride it as cargo.
 */
export const ridesOn = (rs: RulesetView, unit: { type: string; owner: PowerId }, carrierOwner: string) =>
  rs.findUnit(unit.type)?.domain !== 'air' || unit.owner !== carrierOwner;

/** RULES §7, AMBIG-43: the other powers' purchases waiting for their Mobilize step. */
function heldPurchases(doc: PositionDocument): GameState['heldPurchases'] {
  const held = Object.entries(doc.heldPurchases ?? {})
    .map(([p, bought]) => [p, Object.fromEntries(Object.entries(bought ?? {}).filter(([, n]) => (n ?? 0) > 0))] as const)
    .filter(([, bought]) => Object.keys(bought).length > 0);
  return held.length ? Object.fromEntries(held.map(([p, purchased]) => [p, { purchased }])) : undefined;
}

/** `standard` is the state right after a standard GameCreated; `doc` must be valid (validatePosition). */
export function applyPosition(standard: GameState, doc: PositionDocument): GameState {
  const rs = rulesetView(standard.rulesetId);
  const named = doc.territories ?? {};
  const units: Record<string, Unit> = {};
  const placedThisTurn: string[] = [];
  let n = 0;
  const add = (type: UnitType, owner: PowerId, at: string, damage: number, carriedBy?: string, portZone?: string) => {
    const id = `u${++n}`;
    units[id] = carriedBy ? { id, type, owner, at, damage, carriedBy } : { id, type, owner, at, damage };
    if (portZone) units[id].portZone = portZone; // RULES §8.1 hr01-ports-shelter
    return id;
  };

  const standardAt = new Map<string, Unit[]>();
  for (const u of [...standard.units.all()].sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)))) {
    const list = standardAt.get(u.at) ?? [];
    list.push(u);
    standardAt.set(u.at, list);
  }
  const renamed = new Map<string, string>();
  const riding: string[] = [];
  for (const t of rs.data.territories) {
    const entry = Object.prototype.hasOwnProperty.call(named, t.name) ? named[t.name] : undefined;
    if (!entry) {
      for (const u of standardAt.get(t.name) ?? []) {
        const id = add(u.type, u.owner, u.at, u.damage, u.carriedBy, u.portZone);
        renamed.set(u.id, id);
        if (u.carriedBy) riding.push(id);
      }
      continue;
    }
    for (const g of entry.units ?? []) {
      const facility = rs.findUnit(g.type)?.domain === 'facility';
      for (let i = 0; i < (g.count ?? 1); i++) {
        const id = add(g.type, g.owner, t.name, (facility ? g.damage : g.hits) ?? 0, undefined, g.portZone);
        if (g.placedThisTurn) placedThisTurn.push(id);
        for (const c of [...(g.cargo ?? []), ...(g.planes ?? [])])
          for (let k = 0; k < (c.count ?? 1); k++) {
            const cid = add(c.type, c.owner, t.name, 0, ridesOn(rs, c, g.owner) ? id : undefined);
            if (c.placedThisTurn) placedThisTurn.push(cid);
          }
      }
    }
  }
  // Standard units aboard others keep riding the same (renumbered) unit.
  for (const id of riding) {
    const by = units[id].carriedBy;
    const parent = by === undefined ? undefined : renamed.get(by);
    if (parent) units[id].carriedBy = parent;
    else delete units[id].carriedBy;
  }

  const owners = { ...standard.owners };
  const capturedThisTurn: string[] = [];
  for (const t of rs.data.territories) {
    const entry = Object.prototype.hasOwnProperty.call(named, t.name) ? named[t.name] : undefined;
    if (!entry || t.kind !== 'land') continue;
    if (entry.owner !== undefined) owners[t.name] = entry.owner;
    if (entry.heldSinceTurnStart === false) capturedThisTurn.push(t.name);
  }
  // RULES §7 (pacific-2001): the holders of the sea zones that can be held.
  const seaHolders = { ...standard.seaHolders };
  for (const t of rs.data.territories) {
    const entry = Object.prototype.hasOwnProperty.call(named, t.name) ? named[t.name] : undefined;
    if (entry?.owner && t.kind === 'sea') seaHolders[t.name] = entry.owner;
  }
  const relations = { ...standard.relations };
  const declaredBy: Record<string, PowerId> = {};
  for (const r of doc.relations ?? []) {
    relations[pairKey(r.a, r.b)] = r.kind;
    if (r.declaredBy) declaredBy[pairKey(r.a, r.b)] = r.declaredBy;
  }
  const positive = (r: Record<string, number> | undefined) => Object.fromEntries(Object.entries(r ?? {}).filter(([, v]) => v > 0));

  return {
    ...standard,
    round: doc.round ?? standard.round,
    current: doc.currentPower ?? standard.current,
    phase: doc.phase ?? standard.phase,
    pus: { ...standard.pus, ...(doc.pus ?? {}) },
    owners,
    capturedThisTurn,
    units: UnitTable.of(Object.values(units)),
    nextUnitNumber: n + 1,
    relations,
    purchased: positive(doc.purchased),
    placedThrough: positive(doc.placedThrough),
    placedThisTurn,
    upgradedThisTurn: [...(doc.upgradedThisTurn ?? [])],
    objectivesPaid: [...(doc.objectivesPaid ?? [])],
    ...(Object.keys(declaredBy).length ? { declaredBy } : {}),
    ...(doc.warBonusesPaid?.length ? { warBonusesPaid: [...doc.warBonusesPaid] } : {}),
    kamikazeTokens: { ...standard.kamikazeTokens, ...(doc.kamikaze?.tokens ?? {}) },
    kamikazeActive: doc.kamikaze?.active ?? standard.kamikazeActive,
    kamikazeArmed: [...(doc.kamikaze?.armed ?? standard.kamikazeArmed)],
    seaHolders,
    victoryPoints: { ...(doc.victoryPoints ?? {}) },
    bombingDamage: { ...(doc.bombingDamage ?? {}) },
    bombingCounted: { ...(doc.bombingCounted ?? {}) },
    heldPurchases: heldPurchases(doc),
    victoryPending: doc.victoryPending === undefined ? standard.victoryPending : doc.victoryPending,
  };
}
