// The planner's ferry (docs/planner.md): an island power (Japan) whose factories
// reach no enemy overland carries its army to the front by sea. In Non-combat
// Move, land units at home board own transports next to them (MOV-6; the
// capital keeps a garrison), loaded transports sail toward a sea zone next to
// own land at the front, with the warships beside them as escort, and the cargo
// goes ashore there (an unload, NCM-2: into own land only). Empty transports
// sail back to a zone next to home. Each call makes the first move that helps.
import { type Command, type Unit } from '../rules';
import { domainOf, firstAccepted, isEnemy, landDistances, ownCapitals, routesOf, type Ctx } from './planner-core';
import { movableGroups } from './planner-attack';

/** Land units an own capital keeps when the rest board (the enemy may land too). */
export const HOME_GUARD = 3;
/** Own land this many land steps or fewer from enemy land is the front the ferry unloads at. */
const FRONT = 2;

const isTransport = (c: Ctx, u: Unit) =>
  domainOf(c, u) === 'sea' && (c.rs.unit(u.type).transportCapacity ?? 0) > 0 && c.rs.unit(u.type).attack === 0;
const load = (c: Ctx, ship: Unit) => c.s.units.aboard(ship.id).reduce((n, u) => n + (c.rs.unit(u.type).transportCost ?? 0), 0);
const room = (c: Ctx, ship: Unit) => (c.rs.unit(ship.type).transportCapacity ?? 0) - load(c, ship);
const hasCargo = (c: Ctx, ship: Unit) => c.s.units.aboard(ship.id).some((u) => domainOf(c, u) === 'land');
const enemyShipsAt = (c: Ctx, zone: string) => c.s.units.at(zone).some((u) => isEnemy(c, u.owner) && domainOf(c, u) === 'sea');

/** Land steps from own and friendly land to the nearest enemy land (missing: no land path, an island). */
export function frontDistances(c: Ctx): Map<string, number> {
  const enemyLand = c.rs.data.territories
    .filter((t) => t.kind === 'land' && !!c.s.owners[t.name] && isEnemy(c, c.s.owners[t.name]!))
    .map((t) => t.name);
  return landDistances(c, enemyLand);
}

/** Own land at the front, next to the sea: where the ferry unloads (nearest the enemy first). */
function landingsAt(c: Ctx, front: Map<string, number>): string[] {
  return c.rs.data.territories
    .filter((t) => t.kind === 'land' && c.mine.includes(c.s.owners[t.name]!) && (front.get(t.name) ?? 99) <= FRONT)
    .filter((t) => !c.s.units.at(t.name).some((u) => isEnemy(c, u.owner)))
    .map((t) => t.name)
    .sort((a, b) => (front.get(a) ?? 99) - (front.get(b) ?? 99));
}

/** Own land with a factory and no land path to the enemy (the home islands where new units stand): where the ferry loads. */
const rear = (c: Ctx, front: Map<string, number>, place: string) =>
  c.rs.territory(place).kind === 'land' &&
  c.mine.includes(c.s.owners[place]!) &&
  !front.has(place) &&
  c.s.units.at(place).some((u) => c.mine.includes(u.owner) && c.rs.unit(u.type).isFactory);

/** Sea steps from every zone to the nearest of `goals`. */
function seaDistances(c: Ctx, goals: readonly string[]): Map<string, number> {
  const dist = new Map(goals.map((g) => [g, 0]));
  let edge = [...goals];
  for (let d = 1; edge.length; d++) {
    const next: string[] = [];
    for (const z of edge)
      for (const n of c.rs.seaNeighbours(z))
        if (!dist.has(n) && !c.rs.territory(n).impassable) {
          dist.set(n, d);
          next.push(n);
        }
    edge = next;
  }
  return dist;
}

const zonesBeside = (c: Ctx, lands: readonly string[]) => [...new Set(lands.flatMap((t) => c.rs.seaNeighbours(t)))];

/** The ferry's next Non-combat move, or null when it has none. */
export function ferryMove(c: Ctx): Command | null {
  const front = frontDistances(c);
  const landings = landingsAt(c, front);
  if (!landings.length) return null;
  return unload(c, landings) ?? sail(c, landings) ?? board(c, front) ?? sailHome(c, front);
}

/** Cargo in a zone next to a landing goes ashore (the landing nearest the enemy). */
function unload(c: Ctx, landings: string[]): Command | null {
  for (const ship of c.s.units.filter((u) => c.mine.includes(u.owner) && isTransport(c, u))) {
    const cargo = c.s.units.aboard(ship.id).filter((u) => {
      const m = c.s.movement.get(u.id);
      return domainOf(c, u) === 'land' && !m?.unloaded && !m?.inCombatMove;
    });
    if (!cargo.length) continue;
    const ashore = landings.filter((t) => c.rs.seaNeighbours(t).includes(ship.at));
    const m = firstAccepted(
      c,
      ashore.flatMap((t): Command[] => [
        { type: 'MoveUnits', units: cargo.map((u) => u.id), route: [t] },
        { type: 'MoveUnits', units: [cargo[0].id], route: [t] },
      ]),
    );
    if (m) return m;
  }
  return null;
}

/** A ship group sails toward `goals` (zones): as near as its movement takes it, never into enemy ships; escorts with it. */
function sailToward(c: Ctx, ships: Unit[], goals: string[]): Command | null {
  const dist = seaDistances(c, goals);
  const ship = ships[0];
  const now = dist.get(ship.at) ?? 99;
  if (now === 0) return null;
  const better = [...routesOf(c, ship)]
    .filter(([z, route]) => (dist.get(z) ?? 99) < now && route.every((r) => !enemyShipsAt(c, r)))
    .sort((a, b) => (dist.get(a[0]) ?? 99) - (dist.get(b[0]) ?? 99) || a[1].length - b[1].length);
  // Warships beside the transports sail with them (a lone transport is sunk by anything); carriers stay (their planes).
  const escorts = movableGroups(c)
    .flat()
    .filter((u) => u.at === ship.at && domainOf(c, u) === 'sea' && !isTransport(c, u) && !c.rs.unit(u.type).carrierCapacity);
  const ids = ships.map((u) => u.id);
  return firstAccepted(
    c,
    better.flatMap(([, route]): Command[] => [
      ...(escorts.length ? [{ type: 'MoveUnits' as const, units: [...ids, ...escorts.map((u) => u.id)], route }] : []),
      { type: 'MoveUnits', units: ids, route },
      { type: 'MoveUnits', units: [ship.id], route },
    ]),
  );
}

/** Loaded transports that may still move sail toward a landing. */
function sail(c: Ctx, landings: string[]): Command | null {
  const goals = zonesBeside(c, landings);
  for (const group of movableGroups(c)) {
    const loaded = group.filter((u) => isTransport(c, u) && hasCargo(c, u));
    if (!loaded.length) continue;
    const m = sailToward(c, loaded, goals);
    if (m) return m;
  }
  return null;
}

/** Land units at home board an own transport beside them with room (the capital keeps HOME_GUARD). */
function board(c: Ctx, front: Map<string, number>): Command | null {
  const capitals = ownCapitals(c);
  const ships = c.s.units.filter((u) => c.mine.includes(u.owner) && isTransport(c, u) && room(c, u) > 0);
  if (!ships.length) return null;
  for (const group of movableGroups(c)) {
    const u = group[0];
    if (domainOf(c, u) !== 'land' || u.carriedBy || !rear(c, front, u.at)) continue;
    const cost = c.rs.unit(u.type).transportCost;
    if (cost === null) continue;
    let free = group;
    if (capitals.includes(u.at)) {
      const landHere = c.s.units.at(u.at).filter((x) => c.mine.includes(x.owner) && domainOf(c, x) === 'land' && !x.carriedBy);
      const spare = Math.max(0, landHere.length - HOME_GUARD);
      if (!spare) continue;
      free = group.slice(0, Math.min(group.length, spare));
    }
    for (const ship of ships.filter((s) => c.rs.seaNeighbours(u.at).includes(s.at) && !enemyShipsAt(c, s.at))) {
      const fits = Math.floor(room(c, ship) / Math.max(1, cost));
      if (!fits) continue;
      const units = free.slice(0, fits).map((x) => x.id);
      const m = firstAccepted(c, [
        { type: 'MoveUnits', units, route: [ship.at], transport: ship.id },
        { type: 'MoveUnits', units: units.slice(0, 1), route: [ship.at], transport: ship.id },
      ]);
      if (m) return m;
    }
  }
  return null;
}

/** Empty transports away from home sail back beside it to load again. */
function sailHome(c: Ctx, front: Map<string, number>): Command | null {
  const homes = c.rs.data.territories.filter((t) => rear(c, front, t.name)).map((t) => t.name);
  const goals = zonesBeside(c, homes);
  if (!goals.length) return null;
  for (const group of movableGroups(c)) {
    const empty = group.filter((u) => isTransport(c, u) && !hasCargo(c, u));
    if (!empty.length || goals.includes(empty[0].at)) continue;
    const m = sailToward(c, empty, goals);
    if (m) return m;
  }
  return null;
}
