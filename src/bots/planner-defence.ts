// The planner's Non-combat Move: land the planes, defend the capital, then
// bring land units up to the front. Each call makes the first move that still
// helps; when none does, the phase ends.
import { garrisonReinforcement, landingTerritory, legalDestinations, moverOf, type Command, type Unit } from '../rules';
import {
  accepted,
  dangerTo,
  domainOf,
  firstAccepted,
  isEnemy,
  isFriend,
  landDistances,
  ownCapitals,
  routesOf,
  type Ctx,
} from './planner-core';
import { movableGroups } from './planner-attack';
import { ferryMove } from './planner-ferry';

/** A capital the enemy could take with at least this chance gets every land unit that can reach it. */
export const DANGER = 0.2;

export function nonCombatMove(c: Ctx): Command | null {
  // RULES §8.1 hr01-manchuria-garrison: a short garrison is made good before the phase may end.
  for (const p of c.mine) {
    const fix = garrisonReinforcement(c.s, c.rs, p);
    if (fix) {
      const m: Command = { type: 'MoveUnits', units: [fix.unit], route: fix.route };
      if (accepted(c, m)) return m;
    }
  }
  return landPlanes(c) ?? defendCapital(c) ?? ferryMove(c) ?? advance(c) ?? planesForward(c);
}

/** NCM-3: a plane where it may not stay (at sea off a carrier, in land taken this turn) flies to a place it may land. */
export function landPlanes(c: Ctx): Command | null {
  const capitals = ownCapitals(c);
  const seated = seatedAtSea(c);
  for (const all of movableGroups(c)) {
    const group = all.filter((u) => !seated.has(u.id));
    const plane = group[0];
    if (!plane || domainOf(c, plane) !== 'air' || plane.carriedBy || landingTerritory(c.s, c.rs, plane.owner, plane.at)) continue;
    const dests = legalDestinations(c.s, c.rs, moverOf(c.s, c.power, [plane.id]), [plane.id]);
    // Own land first (the capital best), then any place the rules accept (a carrier's zone).
    const ranked = [
      ...dests.filter((d) => capitals.includes(d.territory)),
      ...dests.filter((d) => landingTerritory(c.s, c.rs, plane.owner, d.territory)),
      ...dests.filter((d) => c.rs.territory(d.territory).kind === 'sea'),
    ];
    const m = firstAccepted(
      c,
      ranked.flatMap((d): Command[] => [
        { type: 'MoveUnits', units: group.map((u) => u.id), route: d.route },
        { type: 'MoveUnits', units: [plane.id], route: d.route },
      ]),
    );
    if (m) return m;
  }
  return null;
}

/**
 * Planes at sea that friendly carriers there have room for (MOV-8, NCM-3: carriers' spaces, `carrierCost` each; a plane
 * without one never lands at sea), the player's own first.
 */
function seatedAtSea(c: Ctx): Set<string> {
  const seated = new Set<string>();
  const zones = new Set(c.s.units.filter((u) => domainOf(c, u) === 'air' && c.rs.territory(u.at).kind === 'sea').map((u) => u.at));
  for (const zone of zones) {
    const here = c.s.units.at(zone);
    let room = here.filter((u) => isFriend(c, u.owner)).reduce((n, u) => n + (c.rs.unit(u.type).carrierCapacity ?? 0), 0);
    const planes = here
      .filter((u) => domainOf(c, u) === 'air' && isFriend(c, u.owner) && !u.carriedBy && c.rs.unit(u.type).carrierCost !== null)
      .sort((a, b) => Number(c.mine.includes(b.owner)) - Number(c.mine.includes(a.owner)));
    for (const p of planes) {
      const cost = c.rs.unit(p.type).carrierCost ?? 1;
      if (cost > room) continue;
      room -= cost;
      seated.add(p.id);
    }
  }
  return seated;
}

/** Land units next to a capital in danger move into it. */
export function defendCapital(c: Ctx): Command | null {
  for (const capital of ownCapitals(c)) {
    if (dangerTo(c, capital) < DANGER) continue;
    for (const group of movableGroups(c)) {
      const u = group[0];
      if (domainOf(c, u) !== 'land' || u.at === capital || capitalsHold(c, u)) continue;
      const route = routesOf(c, u).get(capital);
      if (!route) continue;
      const m = firstAccepted(c, [
        { type: 'MoveUnits', units: group.map((x) => x.id), route },
        { type: 'MoveUnits', units: [u.id], route },
      ]);
      if (m) return m;
    }
  }
  return null;
}

const capitalsHold = (c: Ctx, u: Unit) => ownCapitals(c).includes(u.at);

/** The land territories an enemy of the planner's power holds. */
function enemyLandOf(c: Ctx): string[] {
  return c.rs.data.territories
    .filter((t) => {
      const owner = t.kind === 'land' ? c.s.owners[t.name] : undefined;
      return !!owner && isEnemy(c, owner);
    })
    .map((t) => t.name);
}

/** Land units step toward the nearest enemy land (never out of a capital, never past the front). */
export function advance(c: Ctx): Command | null {
  const enemyLand = enemyLandOf(c);
  if (!enemyLand.length) return null;
  const dist = landDistances(c, enemyLand);
  for (const group of movableGroups(c)) {
    const u = group[0];
    if (domainOf(c, u) !== 'land' || u.carriedBy || capitalsHold(c, u)) continue;
    const now = dist.get(u.at);
    if (now === undefined || now <= 1) continue;
    // The last land unit of own land stays (a garrison: empty land is taken by anyone who lands or walks in).
    const landHere = c.s.units.at(u.at).filter((x) => c.mine.includes(x.owner) && domainOf(c, x) === 'land').length;
    const moving = landHere > group.length ? group : group.slice(0, -1);
    if (!moving.length) continue;
    // Only through and into friendly land: a Non-combat Move (NCM-2).
    const better = [...routesOf(c, u)]
      .map(([territory, route]) => ({ territory, route }))
      .filter((d) => {
        const owner = c.s.owners[d.territory];
        return !!owner && isFriend(c, owner) && (dist.get(d.territory) ?? Infinity) < now;
      })
      .filter((d) => d.route.every((t) => !c.s.units.at(t).some((x) => isEnemy(c, x.owner))))
      .sort((a, b) => (dist.get(a.territory) ?? 0) - (dist.get(b.territory) ?? 0));
    const m = firstAccepted(
      c,
      better.flatMap((d): Command[] => [
        { type: 'MoveUnits', units: moving.map((x) => x.id), route: d.route },
        { type: 'MoveUnits', units: [moving[0].id], route: d.route },
      ]),
    );
    if (m) return m;
  }
  return null;
}

/** Planes on land 3 or more land steps from the enemy fly to own land nearer it where they may land (not out of a capital in danger). */
export function planesForward(c: Ctx): Command | null {
  const enemyLand = enemyLandOf(c);
  if (!enemyLand.length) return null;
  const dist = landDistances(c, enemyLand);
  const far = (t: string) => dist.get(t) ?? 9;
  const capitals = ownCapitals(c);
  for (const group of movableGroups(c)) {
    const u = group[0];
    if (domainOf(c, u) !== 'air' || c.rs.territory(u.at).kind !== 'land' || far(u.at) < 3) continue;
    if (capitals.includes(u.at) && dangerTo(c, u.at) >= DANGER) continue;
    const better = [...routesOf(c, u)]
      .filter(([t]) => far(t) < far(u.at) && c.mine.some((p) => p === c.s.owners[t]) && landingTerritory(c.s, c.rs, u.owner, t))
      .sort((a, b) => far(a[0]) - far(b[0]) || a[1].length - b[1].length);
    const m = firstAccepted(
      c,
      better.map(([, route]): Command => ({ type: 'MoveUnits', units: group.map((x) => x.id), route })),
    );
    if (m) return m;
  }
  return null;
}
