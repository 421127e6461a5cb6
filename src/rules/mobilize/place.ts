// MOB-1..MOB-9: placing the units bought this turn.
import { type PowerId, type UnitType, type RulesetView, type UpgradeDef, paidInUnits } from '../ruleset';
import {
  accept,
  isCount,
  reject,
  type Ruling,
  type Command,
  type GameEvent,
  heldSinceTurnStart,
  type GameState,
  type Unit,
} from '../engine';
import { remainingCapacity } from './facilities';
import { factoryIn, isFactory, isNavalBase } from '../units';
import { factoryBannedByOption, territoryValue } from '../income';
import { optionOn } from '../rulesets';
import { enemyPatrolZone } from '../movement';
import { deckSpace } from '../ruleset';
import { present } from '../ruleset';

type Placement = Extract<Command, { type: 'PlaceUnits' }>['placements'][number];
type Placed = Unit & { through: string | null };

/**
 * Places units one placement at a time on a working copy of the state, so
 * that later placements of the same command see the earlier ones (a carrier
 * placed first gives room to fighters placed after it, capacity is shared).
 */
export function decidePlace(state: GameState, rs: RulesetView, power: PowerId, cmd: Extract<Command, { type: 'PlaceUnits' }>): Ruling {
  if (cmd.placements.length === 0) return reject('INVALID_QUANTITY', 'MOB-1', 'Name at least one unit to place.');
  const wanted = new Map<UnitType, number>();
  for (const p of cmd.placements) {
    if (!rs.findUnit(p.unitType)) return reject('UNKNOWN_UNIT_TYPE', 'MOB-1', `There is no unit type "${p.unitType}".`);
    if (!isCount(p.count)) return reject('INVALID_QUANTITY', 'MOB-1', `Quantity of ${p.unitType} must be a whole number of at least 1.`);
    if (!rs.findTerritory(p.territory)) return reject('UNKNOWN_TERRITORY', 'MOB-1', `There is no territory "${p.territory}".`);
    if (p.factory !== undefined && !rs.findTerritory(p.factory))
      return reject('UNKNOWN_TERRITORY', 'MOB-1', `There is no territory "${p.factory}".`);
    wanted.set(p.unitType, (wanted.get(p.unitType) ?? 0) + p.count);
  }
  for (const [type, n] of wanted) {
    const have = state.purchased[type] ?? 0;
    // RULES §7 [S1 "China"]: a power paid in units places what it received, not what it bought.
    if (n > have && paidInUnits(rs, power))
      return reject('NOT_PURCHASED', 'RULES §7', `${power} received ${have} ${type} to place this turn and cannot place ${n}.`);
    if (n > have) return reject('NOT_PURCHASED', 'MOB-1', `${power} bought ${have} ${type} this turn and cannot place ${n}.`);
  }

  const work: GameState = { ...state, placedThrough: { ...state.placedThrough } };
  const placed: Placed[] = [];
  const upgraded: { unitId: string; territory: string }[] = [];
  let next = state.nextUnitNumber;
  const add = (type: UnitType, at: string, through: string | null) => {
    const unit: Unit = { id: `u${next++}`, type, owner: power, at, damage: 0 };
    work.units = work.units.with(unit);
    work.placedThisTurn = [...work.placedThisTurn, unit.id];
    if (through) work.placedThrough[through] = (work.placedThrough[through] ?? 0) + 1;
    placed.push({ ...unit, through });
  };

  for (const p of cmd.placements) {
    const profile = rs.unit(p.unitType);
    for (let i = 0; i < p.count; i++) {
      let problem: Ruling | null;
      const upgrade = rs.upgradeBought(p.unitType);
      if (upgrade) {
        problem = checkUpgrade(work, rs, power, p.territory, upgrade);
        if (!problem) {
          const minor = present(factoryIn(work, rs, p.territory), `factory to upgrade in ${p.territory}`); // checkUpgrade found it
          work.units = work.units.with({ ...minor, type: upgrade.to });
          work.upgradedThisTurn = [...work.upgradedThisTurn, p.territory];
          upgraded.push({ unitId: minor.id, territory: p.territory });
          continue;
        }
      } else if (optionPlacement(rs, p.unitType) === 'direct') {
        problem = checkDirect(work, rs, power, p);
        if (!problem) add(p.unitType, p.territory, null);
      } else if (optionPlacement(rs, p.unitType) === 'onCarrier') {
        // RULES §8.2 x2-carrier-fighters: through the named factory, onto a carrier (carrierRoomProblem checks the deck).
        const at = onCarrierAt(rs, power, p);
        if (typeof at !== 'string') return at;
        const through = factoryFor(work, rs, power, { ...p, factory: at });
        if (typeof through !== 'string') return through;
        add(p.unitType, p.territory, through);
        problem = null;
      } else if (optionPlacement(rs, p.unitType) === 'island') {
        problem = checkIsland(work, rs, power, p);
        if (!problem) add(p.unitType, p.territory, null);
      } else if (profile.domain === 'facility') {
        problem = checkFacility(work, rs, power, p.unitType, p.territory);
        if (!problem) add(p.unitType, p.territory, null);
      } else if (rs.switches.placesWithoutFactories.includes(power)) {
        problem = checkAnywhere(work, rs, power, p);
        if (!problem) add(p.unitType, p.territory, null);
      } else {
        const through = factoryFor(work, rs, power, p);
        if (typeof through !== 'string') return through;
        add(p.unitType, p.territory, through);
        problem = null;
      }
      if (problem) return problem;
    }
  }

  const noRoom = carrierRoomProblem(work, rs, power, placed);
  if (noRoom) return noRoom;
  const event: GameEvent = { type: 'UnitsPlaced', data: { power, units: placed, upgraded } };
  return accept(event);
}

/**
 * RULES §8.1 hr01-fortifications [S2 "Fortifications"]: placed directly in the builder's own territory held since the
 * turn began (not an ally's), at most the territory's value a turn there (1 if it is worth 0).
 */
function checkDirect(s: GameState, rs: RulesetView, power: PowerId, p: Placement): Ruling | null {
  const t = rs.territory(p.territory);
  const rule = 'hr01-fortifications';
  if (t.kind !== 'land') return reject('WRONG_TERRAIN', rule, `${p.unitType} is placed on land.`);
  if (!heldSinceTurnStart(s, p.territory, power))
    return reject('NOT_HELD_SINCE_TURN_START', rule, `${power} has not held ${p.territory} since the turn began.`);
  const cap = Math.max(1, territoryValue(s, rs, p.territory));
  const already = s.placedThisTurn.filter((id) => s.units.get(id)?.type === p.unitType && s.units.get(id)?.at === p.territory).length;
  if (already >= cap)
    return reject('FACTORY_CAPACITY_EXCEEDED', rule, `At most ${cap} ${p.unitType} a turn in ${p.territory} (its value) [seed 002].`);
  return null;
}

/**
 * RULES §8.2 x2-japanese-fortifications [S3 §9 "Defensive fortifications"]: placed directly on an island held since
 * the turn began, never the power's capital (Japan itself), and never more of them there than its infantry.
 */
function checkIsland(s: GameState, rs: RulesetView, power: PowerId, p: Placement): Ruling | null {
  const t = rs.territory(p.territory);
  const unit = rs.optionUnit(p.unitType);
  const rule = unit.option;
  if (t.kind !== 'land' || !t.island) return reject('WRONG_TERRAIN', rule, `${p.unitType} is placed on an island [seed 003 §9].`);
  if (!heldSinceTurnStart(s, p.territory, power))
    return reject('NOT_HELD_SINCE_TURN_START', rule, `${power} has not held ${p.territory} since the turn began.`);
  if (rs.findPower(power)?.capital === p.territory)
    return reject('WRONG_PLACEMENT_TERRITORY', rule, `${power}'s homeland, ${p.territory}, cannot be fortified [seed 003 §9].`);
  const here = s.units.at(p.territory).filter((u) => u.owner === power);
  const men = here.filter((u) => u.type === unit.garrison).length;
  if (here.filter((u) => u.type === p.unitType).length >= men)
    return reject(
      'FACTORY_CAPACITY_EXCEEDED',
      rule,
      `${p.territory} has ${men} ${unit.garrison}: never more ${p.unitType} than that there [seed 003 §9].`,
    );
  return null;
}

/**
 * RULES §8.2 x2-carrier-fighters [S3 §8 "Carrier Based Fighter Aircraft"]: built at the power's named factory (Japan,
 * the western USA) and placed straight onto an undamaged own carrier in a zone next to it: the factory it goes through.
 */
function onCarrierAt(rs: RulesetView, power: PowerId, p: Placement): string | Ruling {
  const unit = rs.optionUnit(p.unitType);
  const rule = unit.option;
  const at = unit.placement?.kind === 'onCarrier' ? unit.placement.at[power] : undefined;
  if (!at) return reject('WRONG_PLACEMENT_TERRITORY', rule, `${power} does not build ${p.unitType}.`);
  if (rs.territory(p.territory).kind !== 'sea' || !rs.adjacent(at, p.territory))
    return reject(
      'WRONG_PLACEMENT_TERRITORY',
      rule,
      `${p.unitType} is placed onto an undamaged carrier in a sea zone next to ${at} [seed 003 §8].`,
    );
  return at;
}

/** RULES §8: how a unit an optional rule adds is placed, when not through a factory. */
const optionPlacement = (rs: RulesetView, type: string) =>
  rs.def.optionParams?.units?.find((u) => u.profile.type === type)?.placement?.kind;

/** MOB-8: China places any number in any territory it holds now (AMBIG-25); RULES §7 (2001): in one territory only. */
function checkAnywhere(s: GameState, rs: RulesetView, power: PowerId, p: Placement): Ruling | null {
  const t = rs.territory(p.territory);
  // RULES §7 [S1 "China"]: units received instead of PUs are all placed in one territory (Szechwan); MOB-8 is replaced.
  const only = paidInUnits(rs, power)?.placeIn;
  if (only && p.territory !== only) return reject('WRONG_PLACEMENT_TERRITORY', 'RULES §7', `${power} places its units in ${only} only.`);
  if (t.kind !== 'land' || rs.unit(p.unitType).domain === 'sea')
    return reject(
      'WRONG_TERRAIN',
      paidInUnits(rs, power) ? 'RULES §7' : 'MOB-8',
      `${power} places only land units, in territories it holds.`,
    );
  if (s.owners[p.territory] !== power)
    return reject('NOT_OWN_TERRITORY', paidInUnits(rs, power) ? 'RULES §7' : 'MOB-8, AMBIG-25', `${power} does not hold ${p.territory}.`);
  return null;
}

/** MOB-2, MOB-3, MOB-4: the factory a unit is placed through, or why there is none. */
function factoryFor(s: GameState, rs: RulesetView, power: PowerId, p: Placement): string | Ruling {
  const t = rs.territory(p.territory);
  const domain = rs.unit(p.unitType).domain;
  const usable = (territory: string): Ruling | null => {
    const f = factoryIn(s, rs, territory);
    if (!f || f.owner !== power) return reject('NO_FACTORY', 'MOB-2', `${power} has no factory in ${territory}.`);
    if (!heldSinceTurnStart(s, territory, power))
      return reject('NOT_HELD_SINCE_TURN_START', 'MOB-2', `${territory} was not held by ${power} at the start of the turn.`);
    const cap = rs.def.optionParams?.productionCap;
    if (cap && optionOn(s, 'hr01-hawaii-production-cap') && cap.power === power && cap.territory === territory)
      if ((s.placedThrough[territory] ?? 0) >= cap.max)
        return reject(
          'FACTORY_CAPACITY_EXCEEDED',
          'hr01-hawaii-production-cap',
          `${power} places at most ${cap.max} units a turn in ${territory} (seed 002 "Hawaiian Production").`,
        );
    if (remainingCapacity(s, rs, f) < 1) {
      const cap = Math.max(0, (rs.findUnit(f.type)?.productionCapacity ?? 0) - f.damage);
      return reject(
        'FACTORY_CAPACITY_EXCEEDED',
        'MOB-2, UNIT-9',
        `The factory in ${territory} cannot place more units this turn (capacity ${cap} after damage, ${s.placedThrough[territory] ?? 0} placed).`,
      );
    }
    return null;
  };
  if (t.kind === 'land') {
    if (domain === 'sea') return reject('WRONG_TERRAIN', 'MOB-3', `${p.unitType} must be placed in a sea zone next to a factory.`);
    if (p.factory !== undefined && p.factory !== p.territory)
      return reject('NOT_ADJACENT', 'MOB-2', `Land and air units are placed in the factory's own territory.`);
    return usable(p.territory) ?? p.territory;
  }
  if (domain === 'land') return reject('WRONG_TERRAIN', 'MOB-2', `${p.unitType} cannot be placed at sea.`);
  // RULES §8.2 x2-patrol-zone [S3 §4]: the home power's enemies may not stay in its patrol zone, nor be placed there.
  const home = enemyPatrolZone(s, rs, power, p.territory);
  if (home)
    return reject('PATROL_ZONE_NO_STOP', 'x2-patrol-zone', `${p.territory} is ${home}'s patrol zone: ${power}'s ships may not stay there.`);
  if (p.factory !== undefined) {
    if (!rs.adjacent(p.factory, p.territory)) return reject('NOT_ADJACENT', 'MOB-3', `${p.territory} is not next to ${p.factory}.`);
    return usable(p.factory) ?? p.factory;
  }
  const candidates = rs.landNeighbours(p.territory).filter((l) => factoryIn(s, rs, l)?.owner === power);
  if (candidates.length === 0) return reject('NO_FACTORY', 'MOB-3', `${power} has no factory next to ${p.territory}.`);
  const open = candidates.filter((l) => !usable(l));
  if (open.length === 1) return open[0];
  if (open.length > 1)
    return reject(
      'AMBIGUOUS_FACTORY',
      'MOB-3',
      `${p.territory} is next to factories in ${open.join(', ')}; say which one places the unit.`,
    );
  return usable(candidates[0]) as Ruling;
}

/** MOB-5, MOB-7, AMBIG-34: a new factory, airfield or harbour. */
function checkFacility(s: GameState, rs: RulesetView, power: PowerId, type: string, territory: string): Ruling | null {
  const t = rs.territory(territory);
  const profile = rs.unit(type);
  const rule = profile.isFactory ? 'MOB-5' : 'MOB-7';
  if (t.kind !== 'land') return reject('WRONG_TERRAIN', rule, `${type} is built on land.`);
  if (s.owners[territory] !== power) return reject('NOT_OWN_TERRITORY', rule, `${power} does not hold ${territory}.`);
  if (!heldSinceTurnStart(s, territory, power))
    return reject('NOT_HELD_SINCE_TURN_START', rule, `${territory} was not held by ${power} at the start of the turn.`);
  const here = [...s.units.at(territory)];
  if (profile.isFactory) {
    if (t.factoryBanned) return reject('FACTORY_BANNED', 'MOB-5, RULES §3', `No factory may be built in ${territory}.`);
    if (factoryBannedByOption(s, rs, territory))
      return reject('FACTORY_BANNED', 'x2-enlarged-pacific', `No factory may be built in ${territory} (seed 003 §1).`);
    const worth = territoryValue(s, rs, territory);
    if (worth < (profile.minTerritoryValue ?? 0))
      return reject(
        'TERRITORY_VALUE_TOO_LOW',
        'MOB-5',
        `${type} needs a territory worth at least ${profile.minTerritoryValue}; ${territory} is worth ${worth}.`,
      );
    if (rs.switches.majorFactoryOriginalOnly && rs.def.upgrades.some((u) => u.to === type) && t.originalOwner !== power)
      return reject('NOT_ORIGINAL_TERRITORY', 'MOB-5, RULES §6', `A major factory may only be built in ${power}'s original territories.`);
    if (here.some((u) => isFactory(rs, u))) return reject('FACILITY_EXISTS', 'MOB-5, AMBIG-34', `${territory} already has a factory.`);
    return null;
  }
  if (isNavalBase(rs, profile) && rs.seaNeighbours(territory).length === 0)
    return reject('NOT_COASTAL', 'MOB-7', `A harbour needs a coastal territory; ${territory} has no sea zone.`);
  if (here.some((u) => u.type === type)) return reject('FACILITY_EXISTS', 'MOB-7', `${territory} already has a ${type}.`);
  return null;
}

/** MOB-6, AMBIG-26: upgrade an own minor factory (held since turn start) in a territory worth >= 3. */
function checkUpgrade(s: GameState, rs: RulesetView, power: PowerId, territory: string, upgrade: UpgradeDef): Ruling | null {
  const f = factoryIn(s, rs, territory);
  if (!f || f.owner !== power || f.type !== upgrade.from)
    return reject('NO_MINOR_FACTORY', 'MOB-6', `${power} has no minor factory in ${territory} to upgrade.`);
  if (!heldSinceTurnStart(s, territory, power))
    return reject('NOT_HELD_SINCE_TURN_START', 'MOB-6', `${territory} was not held by ${power} at the start of the turn.`);
  const min = rs.findUnit(upgrade.to)?.minTerritoryValue ?? 0;
  const value = territoryValue(s, rs, territory);
  if (value < min)
    return reject(
      'TERRITORY_VALUE_TOO_LOW',
      'MOB-6',
      `An upgrade needs a territory worth at least ${min}; ${territory} is worth ${value}.`,
    );
  if (rs.switches.majorFactoryOriginalOnly && rs.territory(territory).originalOwner !== power)
    return reject('NOT_ORIGINAL_TERRITORY', 'MOB-6, RULES §6', `A major factory may only be in ${power}'s original territories.`);
  return null;
}

/** MOB-4: planes placed at sea need room on own undamaged carriers in that zone (placed now or already there). */
function carrierRoomProblem(s: GameState, rs: RulesetView, power: PowerId, placed: Placed[]): Ruling | null {
  const zones = new Set(placed.filter((u) => rs.unit(u.type).domain === 'air' && rs.territory(u.at).kind === 'sea').map((u) => u.at));
  for (const zone of zones) {
    const own = s.units.at(zone).filter((u) => u.owner === power);
    const room = own
      .filter((u) => (rs.unit(u.type).carrierCapacity ?? 0) > 0 && u.damage === 0)
      .reduce((n, u) => n + deckSpace(rs.unit(u.type)), 0);
    // The power's planes there (not riding an ally's carrier), and allies' planes riding its carriers (MOV-8).
    const decks = new Set(own.filter((u) => (rs.unit(u.type).carrierCapacity ?? 0) > 0).map((u) => u.id));
    const used = s.units
      .at(zone)
      .filter((u) => rs.unit(u.type).domain === 'air' && (u.carriedBy ? decks.has(u.carriedBy) : u.owner === power))
      .reduce((n, u) => n + (rs.unit(u.type).carrierCost ?? 1), 0);
    if (own.some((u) => rs.unit(u.type).domain === 'air' && rs.unit(u.type).carrierCost === null))
      return reject('NO_CARRIER_ROOM', 'MOB-4', `Only fighters and tactical bombers can be placed on carriers.`);
    if (used > room)
      return reject(
        'NO_CARRIER_ROOM',
        'MOB-4, UNIT-8',
        `${zone} has room for ${room} planes on ${power}'s undamaged carriers; ${used} would be there.`,
      );
  }
  return null;
}
