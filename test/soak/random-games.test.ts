// Soak test: scripted random-but-legal players (random-player.ts) play whole
// games of Pacific 1940 through the pure rules core, and every command is
// checked against invariants that must hold whatever the players do.
//
// Each game is named by its seed; the seed alone reproduces it (the players'
// choices and the dice come from one seeded stream (test/support/random.ts)). To replay or explore:
//   SOAK_SEEDS=1003 SOAK_ROUNDS=8 npx jest test/soak
// A failure names the seed and command; SOAK_TRACE=u142 adds the turn's events that mention that unit (or place).
import { nextStep } from '../../src/rules/turn/steps';
import { isImmutable } from 'immutable';
import { UnitTable } from '../../src/rules/units/table';
import type { PowerId, Unit, UnitType } from '../../src/rules/index';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  actingPowers,
  decide,
  evolve,
  fixedDice,
  fold,
  pendingDecisions,
  type Command,
  type Decision,
  type GameEvent,
  type GameState,
} from '../../src/rules';
import type { Actor } from '../../src/rules/engine/commands';
import { OPTIONAL_RULES } from '../../src/rules/rulesets/options';
import { OPTION_UNIT_TYPES } from '../../src/rules/rulesets/ids';
import { supportsLandings } from '../../src/rules/combat/fire-model';
import { relation } from '../../src/rules/engine/state';
import { rulesetView, type RulesetView } from '../../src/rules/ruleset/view';
import { checkMove } from '../../src/rules/movement/check-move';
import { hitPointsOf } from '../../src/rules/combat/capital-damage';
import { cargoCapacity } from '../../src/rules/units/cargo';
import { legalDestinations, movableUnits } from '../../src/rules/movement/destinations';
import {
  advanceTo,
  apply,
  applyWith,
  atTurn,
  ids,
  move,
  newGame,
  play,
  refusal,
  unitsOf,
  withoutUnits,
  withPUs,
  withRelation,
  withUnits,
} from '../rules/fixtures';
import { brinkEdits, RandomPlayer, Rng, TURN_ORDER, type Intent, type Temperament } from './random-player';
import { recording, stepOf, write, type Step } from '../golden/capture';

const SEEDS = (process.env.SOAK_SEEDS ?? '1001,1002,1003,1004,1005,1006,1007,1008').split(',').map(Number);
const MAX_ROUNDS = Number(process.env.SOAK_ROUNDS ?? 8);
/**
 * What a seed plays: seeds 0 mod 4 the second edition's data (kamikaze active
 * from the start, no sub strikes on transports, +2 bombing); seeds 3 mod 4 a
 * "brink" game, where the organizer's opening edit gives Japan six victory
 * cities so that the game's end (VIC-3, GameEnded) is played; the rest the
 * standard first-edition game.
 */
const rulesetFor = (seed: number) => (seed % 4 === 0 ? 'pacific-1940-2e' : 'pacific-1940');
const isBrink = (seed: number) => seed % 4 === 3;
/** Games played with every optional rule built for their ruleset (RULES §8): seeds 1 mod 4 first edition, 0 mod 4 second. */
const OPTION_SEEDS = (process.env.SOAK_OPTION_SEEDS ?? '2001,2004').split(',').map(Number);
/**
 * Every optional rule built for a ruleset, switched on together; of two that conflict, the first listed, the rows of
 * seed `prefer` first (003: Expansion II "in its entirety", so x2-japanese-fortifications rather than hr01-fortifications).
 */
function compatibleOptions(rulesetId: string, prefer: '002' | '003' = '002'): string[] {
  const built = OPTIONAL_RULES.filter((o) => (o.implementedIn as string[]).includes(rulesetId)).sort(
    (a, b) => Number(a.seed !== prefer) - Number(b.seed !== prefer),
  );
  return built
    .filter(
      (o) => !o.conflicts.some((c) => built.findIndex((x) => x.id === c) > -1 && built.findIndex((x) => x.id === c) < built.indexOf(o)),
    )
    .map((o) => o.id);
}
/**
 * The opening of the hr01-amphibious-support games: the organizer gives an island next to Japan's fleet to an enemy with
 * destroyers in its zone; Japan buys nothing and lands 2 infantry there escorted by every warship that may support.
 */
function blockedLanding(game: Game) {
  const s0 = game.state;
  const [enemy, home, loadZone, zone, island]: [PowerId, string, string, string, string] =
    s0.rulesetId === 'pacific-2001'
      ? ['USA', 'Japan', '36 Sea Zone', '37 Sea Zone', 'Korea']
      : ['UK', 'Japan', '6 Sea Zone', '19 Sea Zone', 'Okinawa'];
  const rs = rulesetView(s0.rulesetId);
  const gone = [...s0.units.at(island), ...s0.units.at(zone)].map((u) => u.id);
  const edits = [
    { op: 'removeUnits', unitIds: gone },
    { op: 'setOwner', territory: island, owner: enemy, heldSinceTurnStart: true },
    { op: 'addUnits', at: island, units: [{ type: 'infantry', owner: enemy, count: 1 }] },
    { op: 'addUnits', at: zone, units: [{ type: 'destroyer', owner: enemy, count: 3 }] },
    ...(s0.rulesetId === 'pacific-2001' ? [] : [{ op: 'setRelation', a: 'Japan', b: enemy, kind: 'war' }]),
  ];
  const edit: Command = { type: 'EditPosition', edits, reason: 'soak: a landing against blocking ships' };
  game.send({ power: 'Japan', organizer: true, command: edit, expect: 'legal', why: 'the organizer sets up a blocked landing' });
  const send = (command: Command, why: string) => game.send({ power: 'Japan', command, expect: 'legal', why });
  while (game.state.phase !== 'combatMove') send({ type: 'EndPhase' }, 'on to Combat Move');
  const s = game.state;
  const transport = s.units.at(loadZone).find((u) => u.owner === 'Japan' && u.type === 'transport')!.id;
  const inf = s.units
    .at(home)
    .filter((u) => u.owner === 'Japan' && u.type === 'infantry')
    .slice(0, 2)
    .map((u) => u.id);
  send({ type: 'MoveUnits', units: inf, route: [loadZone], transport }, 'load 2 infantry');
  const escort = game.state.units
    .at(loadZone)
    .filter((u) => u.owner === 'Japan' && supportsLandings(game.state, rs, u.type))
    .map((u) => u.id);
  send({ type: 'MoveUnits', units: [transport, ...escort], route: [zone] }, 'sail into the blocked zone');
  send({ type: 'MoveUnits', units: inf, route: [island] }, 'land on the island');
}

/** A runaway game (a battle that never settles, a phase that never ends) fails rather than hangs. */
const MAX_COMMANDS = 30000;

/** Every violation code the rules core declares (read from violations.ts, so the list cannot drift). */
const VIOLATION_CODES = new Set(
  [...readFileSync(join(__dirname, '../../src/rules/engine/violations.ts'), 'utf8').matchAll(/^\s*\|\s*'([A-Z_]+)'/gm)].map((m) => m[1]),
);

interface Stats {
  commands: number;
  accepted: number;
  refusedAsExpected: number;
  triesRefused: number;
  events: number;
  dice: number;
  rounds: number;
  battles: Record<string, number>;
  battleRounds: number;
  battlesByAttacker: Record<string, number>;
  captures: number;
  wars: number;
  kamikazeAttacks: number;
  undos: number;
  aircraftLost: number;
  transportsSunk: number;
  fullFolds: number;
  /** How often the rarer paths were taken. */
  paths: Record<string, number>;
  ended: string | null;
  ms: number;
}

const newStats = (): Stats => ({
  commands: 0,
  accepted: 0,
  refusedAsExpected: 0,
  triesRefused: 0,
  events: 0,
  dice: 0,
  rounds: 0,
  battles: {},
  battleRounds: 0,
  battlesByAttacker: {},
  captures: 0,
  wars: 0,
  kamikazeAttacks: 0,
  undos: 0,
  aircraftLost: 0,
  transportsSunk: 0,
  fullFolds: 0,
  paths: {},
  ended: null,
  ms: 0,
});

const allStats: Record<number, Stats> = {};

// ---------------------------------------------------------------------------
// Helpers

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of value instanceof UnitTable ? value.all() : Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Structural equality that treats a missing key like an undefined one (as a
 * JSON store would) and remembers pairs already compared, so the states nested
 * in the undo log are compared once, not once per path. Returns the path of
 * the first difference, or null.
 */
function difference(a: unknown, b: unknown, path = '$', seen = new Map<object, Set<object>>()): string | null {
  if (a === b) return null;
  // The unit table: its units, and their order (which orders the units of events).
  if (a instanceof UnitTable || b instanceof UnitTable) {
    if (!(a instanceof UnitTable && b instanceof UnitTable)) return `${path}: a unit table vs something else`;
    return difference(a.ids(), b.ids(), `${path}.ids()`, seen) ?? difference(a.toJSON(), b.toJSON(), path, seen);
  }
  // Persistent maps (movement): their entries, not how their tries happen to be built.
  if (isImmutable(a) || isImmutable(b)) {
    if (!(isImmutable(a) && isImmutable(b))) return `${path}: a persistent map vs something else`;
    return difference(a.toJSON(), b.toJSON(), path, seen);
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b) ? null : `${path}: ${JSON.stringify(a)} != ${JSON.stringify(b)}`;
  }
  const done = seen.get(a);
  if (done?.has(b)) return null;
  if (done) done.add(b);
  else seen.set(a, new Set([b]));
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return `${path}: length ${a.length} != ${b.length}`;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    const d = difference(ra[k], rb[k], `${path}.${k}`, seen);
    if (d) return d;
  }
  return null;
}

/** The units a command names, as they stand, for failure messages. */
function namedUnits(s: GameState, c: Command): string {
  const ids = new Set<string>();
  JSON.stringify(c, (_k, v) => (typeof v === 'string' && /^[ut]\d+$/.test(v) ? (ids.add(v), v) : v));
  return (
    [...ids]
      .map((id) =>
        s.units.get(id)!
          ? `${id}=${s.units.get(id)!.owner} ${s.units.get(id)!.type} in ${s.units.get(id)!.at}${s.units.get(id)!.carriedBy ? ` on ${s.units.get(id)!.carriedBy}` : ''}`
          : `${id}=gone`,
      )
      .join(', ') || 'none'
  );
}

const unitsThere = (s: GameState, place: string) =>
  s.units
    .all()
    .filter((u) => u.at === place)
    .map(
      (u) =>
        `${u.id}=${u.owner} ${u.type}${u.carriedBy ? ` on ${u.carriedBy}` : ''}${u.damage ? ` damage ${u.damage}` : ''}${s.movement.get(u.id) ? ` moved ${JSON.stringify(s.movement.get(u.id))}` : ''}`,
    )
    .join(', ');

/** The seat that sends an intent: its player's seat (one per player in pacific-2001, RULES §7), so decide must find the power it acts for. */
const actorOf = (i: Intent, rulesetId = 'pacific-1940'): Actor =>
  i.organizer ? { kind: 'organizer' } : { kind: 'seat', power: rulesetView(rulesetId).playerOf(i.power).seat };

const describeCommand = (i: Intent) => `${i.power}: ${JSON.stringify(i.command)} (${i.why})`;

// ---------------------------------------------------------------------------
// Invariants on a state

function stateProblems(s: GameState, rs: RulesetView): string[] {
  const out: string[] = [];
  const powers = new Set(rs.data.powers.map((p) => p.id));
  // No power has negative (or fractional) PUs.
  for (const [p, n] of Object.entries(s.pus)) if (!Number.isSafeInteger(n) || n < 0) out.push(`${p} has ${n} PUs`);
  for (const [t, owner] of Object.entries(s.owners)) {
    if (rs.findTerritory(t)?.kind !== 'land') out.push(`owner recorded for ${t}, which is not land`);
    if (owner !== null && !powers.has(owner)) out.push(`${t} is owned by unknown power ${owner}`);
  }
  const carried = new Map<string, number>();
  for (const u of s.units.all()) {
    const id = u.id;
    const where = rs.findTerritory(u.at);
    const p = rs.findUnit(u.type);
    const label = `${u.owner} ${u.type} ${id} in ${u.at}`;
    if (u.id !== id) out.push(`unit keyed ${id} has id ${u.id}`);
    if (!where) {
      out.push(`${label}: no such territory or sea zone`);
      continue;
    }
    if (!p) {
      out.push(`${label}: no such unit type`);
      continue;
    }
    if (!powers.has(u.owner)) out.push(`${label}: unknown owner`);
    if (where.impassable || where.soviet) out.push(`${label}: nobody may be there (RULES §3)`);
    if (rs.switches.confinedToChineseArea.includes(u.owner) && !(where.kind === 'land' && where.chineseArea))
      out.push(`${label}: Chinese units stay in China's area (RULES §3)`);
    if (!Number.isSafeInteger(u.damage) || u.damage < 0) out.push(`${label}: damage ${u.damage}`);
    if (p.domain === 'facility' && p.maxDamage !== null && u.damage > p.maxDamage)
      out.push(`${label}: damage ${u.damage} above the cap ${p.maxDamage} (SBR-10)`);
    if (p.domain !== 'facility' && u.damage >= hitPointsOf(s, rs, u.type)) out.push(`${label}: damage ${u.damage} should have sunk it`);
    if (p.domain === 'facility' && where.kind !== 'land') out.push(`${label}: a facility at sea`);
    // RULES §8.1 hr01-ports-shelter: a ship is on land only in port, beside a zone next to it, empty, in a game with the option.
    if (p.domain === 'sea' && where.kind !== 'sea' && !u.portZone) out.push(`${label}: a ship on land`);
    if (u.portZone !== undefined) {
      if (p.domain !== 'sea' || where.kind !== 'land' || !rs.seaNeighbours(u.at).includes(u.portZone))
        out.push(`${label}: in port on ${u.portZone}, which is no sea zone of its land`);
      if (!s.options.includes('hr01-ports-shelter')) out.push(`${label}: in port without hr01-ports-shelter`);
      if (s.units.aboard(id).length) out.push(`${label}: carries units in port`);
      if (s.battle?.kind === 'sea' && [...s.battle.attackers, ...s.battle.defenders].includes(id))
        out.push(`${label}: in port yet in a sea battle`);
      if (s.battle?.kind === 'land' && !s.battle.port && s.battle.defenders.includes(id))
        out.push(`${label}: in port yet defending the land`);
    }
    // Land units at sea only as transport cargo.
    if (p.domain === 'land' && where.kind === 'sea' && !u.carriedBy) out.push(`${label}: a land unit at sea on no transport`);
    if (u.carriedBy) {
      const c = s.units.get(u.carriedBy);
      const cp = c && rs.findUnit(c.type);
      // CBT-10: a plane whose carrier sank fights on until the battle ends (then it is lost or finds room).
      const fightsOn = !c && s.battle?.place === u.at && s.battle.defenders.includes(id) && p.domain === 'air';
      if (fightsOn) continue;
      if (!c || !cp) out.push(`${label}: carried by missing unit ${u.carriedBy}`);
      else {
        if (c.at !== u.at) out.push(`${label}: carried by ${c.id}, which is in ${c.at}`);
        if (p.domain === 'land' && !cargoCapacity(s, rs, c)) out.push(`${label}: carried by ${c.type} ${c.id}, not a transport`);
        if (p.domain === 'air' && !(cp.carrierCapacity ?? 0)) out.push(`${label}: carried by ${c.type} ${c.id}, not a carrier`);
        if (p.domain !== 'land' && p.domain !== 'air') out.push(`${label}: a ${p.domain} unit cannot be carried`);
        carried.set(c.id, (carried.get(c.id) ?? 0) + ((p.domain === 'land' ? p.transportCost : p.carrierCost) ?? 99));
      }
    }
  }
  // Transports and carriers within capacity.
  for (const [id, load] of carried) {
    const c = s.units.get(id)!;
    const cp = rs.unit(c.type)!;
    const cap = cargoCapacity(s, rs, c) + (cp.carrierCapacity ?? 0);
    if (load > cap) out.push(`${c.owner} ${c.type} ${id} in ${c.at} carries ${load} of ${cap}`);
  }
  // Planes at sea sit on carriers with room, except the mover's own planes while they are in the air, or waiting in
  // Mobilize for a carrier bought this turn (NCM-3). The movers are the acting powers: in a joint step (RULES §7,
  // AMBIG-43) Australia's planes fly in India's Non-combat Move (seed 2005 of the 2001 soak, after AMBIG-44).
  const inFlight = (owner: string) =>
    (owner === s.current || actingPowers(s).includes(owner as PowerId)) &&
    ['combatMove', 'conductCombat', 'nationalControl', 'nonCombatMove', 'mobilize'].includes(s.phase);
  const zones = new Map<string, Unit[]>();
  for (const u of s.units.all()) if (rs.findTerritory(u.at)?.kind === 'sea') zones.set(u.at, [...(zones.get(u.at) ?? []), u]);
  for (const [zone, units] of zones) {
    for (const owner of new Set(units.map((u) => u.owner))) {
      if (inFlight(owner)) continue;
      const carriers = units.filter((u) => u.owner === owner && (rs.unit(u.type)!.carrierCapacity ?? 0) > 0);
      const room = carriers.reduce((n, c) => n + rs.unit(c.type)!.carrierCapacity!, 0);
      const ids = new Set(carriers.map((c) => c.id));
      // While a sea battle lasts, its defending planes fight on even with their carrier gone (scrambled ones too, SCR-4).
      const fighting = new Set(s.battle?.place === zone ? s.battle.defenders : []);
      // RULES §8.1 hr01-pearl-harbor-strike: the strike's fighters are in the air from the start until Non-combat Move.
      const planes = units.filter(
        (u) =>
          rs.unit(u.type)!.domain === 'air' &&
          !fighting.has(u.id) &&
          !s.movement.get(u.id)?.scripted &&
          (u.carriedBy ? ids.has(u.carriedBy) : u.owner === owner),
      );
      const need = planes.reduce((n, u) => n + (rs.unit(u.type)!.carrierCost ?? 99), 0);
      if (need > room)
        out.push(
          `${zone}: ${planes.map((u) => `${u.owner} ${u.type} ${u.id}`).join(', ')} need ${need} carrier space; ${owner}'s carriers have ${room}`,
        );
    }
  }
  // Land: facilities belong to the territory's owner, and (1E) AA guns to it or an ally (CAP-2: they change hands with
  // the land); once the fighting and moving are over, nobody stands on land whose owner is not its own or an ally's
  // (MOV-1, NCM-2, NCM-3, CBT-9, CAP-1).
  const settled = ['purchase', 'mobilize', 'collectIncome'].includes(s.phase);
  for (const u of s.units.all()) {
    const t = rs.findTerritory(u.at);
    const owner = s.owners[u.at];
    if (!t || t.kind !== 'land' || !owner) continue;
    const p = rs.unit(u.type)!;
    const friendlyHere = ['self', 'allied'].includes(relation(s, u.owner, owner));
    if (p.domain === 'facility' && u.owner !== owner) out.push(`${u.owner} ${u.type} ${u.id} in ${u.at}, which ${owner} holds (CAP-2)`);
    else if ((p.isInfrastructure || settled) && !friendlyHere)
      out.push(`${u.owner} ${u.type} ${u.id} in ${u.at}, which ${owner} holds (${relation(s, u.owner, owner)}) in ${s.phase}`);
  }
  // RULES §6 (2E peacetime movement): until their war, Japan has no unit in the zones barred to it, nor the USA in its.
  for (const limit of rs.def.politics.peacetime ?? []) {
    if (relation(s, limit.power, limit.until) === 'war') continue;
    for (const zone of limit.barred)
      for (const u of s.units.at(zone))
        if (u.owner === limit.power) out.push(`${u.owner} ${u.type} ${u.id} in ${zone} before war with ${limit.until}`);
  }
  // RULES §8.2 x2-patrol-zone: the home power's enemies have ships and planes in its patrol zone only while moves and
  // battles last (they pass through or fight there, then leave or are lost as their Non-combat Move ends; planes
  // scrambled there go back to base after the battle, SCR-4).
  const moving = ['combatMove', 'conductCombat', 'nationalControl', 'nonCombatMove'].includes(s.phase);
  const patrol = s.options.includes('x2-patrol-zone') && !moving ? (rs.def.optionParams?.patrolZones?.zones ?? []) : [];
  for (const { zone, power: home } of patrol)
    for (const u of s.units.at(zone))
      if (relation(s, u.owner, home) === 'war' && ['sea', 'air'].includes(rs.unit(u.type)!.domain))
        out.push(`${u.owner} ${u.type} ${u.id} stays in ${home}'s patrol zone ${zone} in ${s.current}'s ${s.phase} (x2-patrol-zone)`);
  // Battles live only in Conduct Combat.
  if (s.phase !== 'conductCombat' && s.battle) out.push(`a battle in ${s.battle.place} outside Conduct Combat`);
  if (!['combatMove', 'conductCombat'].includes(s.phase) && (s.battles.length || Object.values(s.raids).some((r) => !r.done)))
    out.push(`battles ${s.battles.join(', ')} left after Conduct Combat`);
  if (s.status === 'ended' && !s.winner) out.push('the game ended with no winner');
  return out;
}

/** What an event says about money must agree with the state it applies to (PUR-2, PUR-3, MOB-9, INC-1, CAP-7). */
function eventProblem(s: GameState, rs: RulesetView, e: GameEvent): string | null {
  const pus = (p: PowerId) => s.pus[p] ?? 0;
  switch (e.type) {
    case 'UnitsPurchased': {
      const total = e.data.units.reduce((n, u) => n + u.cost, 0);
      if (e.data.units.some((u) => u.cost !== rs.unit(u.type)!.cost! * u.count))
        return `UnitsPurchased prices ${JSON.stringify(e.data.units)} wrongly`;
      return total === e.data.total && e.data.pusLeft === pus(e.data.power) - total
        ? null
        : `UnitsPurchased: ${pus(e.data.power)} PUs - ${total} != ${e.data.pusLeft}`;
    }
    case 'FacilitiesRepaired': {
      const total = e.data.repairs.reduce((n, r) => n + r.points, 0);
      return total === e.data.total && e.data.pusLeft === pus(e.data.power) - total
        ? null
        : `FacilitiesRepaired: ${pus(e.data.power)} PUs - ${total} != ${e.data.pusLeft}`;
    }
    case 'UnplacedUnitsRefunded': {
      const worth = e.data.units.reduce((n, u) => n + rs.unit(u.type)!.cost! * u.count, 0);
      // Units given free (RULES §8.2 x2-advanced-production) are never refunded; nor are carrier fighters (x2-carrier-fighters:
      // one not put onto a carrier is lost with its money).
      const lost = (t: UnitType) => rs.def.optionParams?.units?.some((u) => u.profile.type === t && u.placement?.kind === 'onCarrier');
      const paid = (t: UnitType) => (lost(t) ? 0 : (s.purchased[t] ?? 0) - Math.min(s.purchased[t] ?? 0, s.freeToPlace?.[t] ?? 0));
      const bought =
        e.data.units.every((u) => paid(u.type) === u.count) &&
        (Object.keys(s.purchased) as UnitType[]).filter((t) => paid(t) > 0).length === e.data.units.length;
      return worth === e.data.pus && e.data.pusAfter === pus(e.data.power) + worth && bought
        ? null
        : `UnplacedUnitsRefunded ${JSON.stringify(e.data)} with ${JSON.stringify(s.purchased)} unplaced`;
    }
    case 'IncomeCollected': {
      const sum = e.data.lines.reduce((n, l) => n + l.pus, 0);
      if (e.data.power !== s.current) return `${e.data.power} collects in ${s.current}'s turn`;
      // RULES §6 (2E): a convoy line's dice are its units' dice; each 1-3 costs its pips, capped per zone.
      for (const l of e.data.lines) {
        if (l.source !== 'convoy' || !l.dice) continue;
        const dice = l.ships.reduce((n, x) => n + x.count * x.each, 0);
        const raw = l.dice.filter((v) => v <= 3).reduce((n, v) => n + v, 0);
        if (l.dice.length !== dice || l.raw !== raw || -l.pus !== Math.min(raw, l.cap))
          return `convoy dice in ${l.seaZone}: ${JSON.stringify(l)} (RULES §6)`;
      }
      return e.data.amount === Math.max(0, sum) && e.data.pusAfter === pus(e.data.power) + e.data.amount
        ? null
        : `IncomeCollected: lines sum to ${sum}, amount ${e.data.amount}, ${pus(e.data.power)} -> ${e.data.pusAfter}`;
    }
    case 'WarBonusPaid':
      return e.data.pusAfter === pus(e.data.power) + e.data.pus && !(s.warBonusesPaid ?? []).includes(e.data.bonus)
        ? null
        : `WarBonusPaid ${JSON.stringify(e.data)} with ${pus(e.data.power)} PUs (RULES §6: once)`;
    case 'TerritoryCaptured': {
      // CAP-7: everything; RULES §8.1 hr01-capital-capture-25: a quarter to the captor and a quarter to the bank.
      const quarter = s.options.includes('hr01-capital-capture-25');
      const from = e.data.pusSeized ? pus(e.data.pusSeized.from) : 0;
      const expected = quarter ? Math.floor(from / 4) : from;
      return !e.data.pusSeized || (e.data.pusSeized.amount === expected && (e.data.pusSeized.toBank ?? 0) === (quarter ? expected : 0))
        ? null
        : `CAP-7: seized ${e.data.pusSeized.amount} (+${e.data.pusSeized.toBank ?? 0} to the bank) of ${from}`;
    }
    default:
      return null;
  }
}

/**
 * RULES §1.3: one command moves the game on by at most one phase, in order; turns pass Japan → USA → China → UK → ANZAC.
 * RULES §7, AMBIG-43: within the British player's one turn, the next step may be another of its powers' (turn/steps.ts).
 */
function turnProblem(before: GameState, after: GameState): string | null {
  const at = (s: GameState) => `round ${s.round} ${s.current} ${s.phase}`;
  if (before.round === after.round && before.current === after.current && before.phase === after.phase) return null;
  const rs = rulesetView(before.rulesetId);
  if (rs.playerOf(before.current).jointPhases) {
    const next = nextStep(rs, before.current, before.phase);
    if (next)
      return after.round === before.round && after.current === next.power && after.phase === next.phase
        ? null
        : `step jumped from ${at(before)} to ${at(after)}`;
  }
  if (before.round === after.round && before.current === after.current) {
    const phases = rulesetView(before.rulesetId).def.phases.map((p) => p.phase);
    return phases.indexOf(after.phase) === phases.indexOf(before.phase) + 1 ? null : `phase jumped from ${at(before)} to ${at(after)}`;
  }
  const order = rulesetView(before.rulesetId).data.turnOrder;
  const i = order.indexOf(before.current);
  const ok =
    before.phase === 'collectIncome' &&
    after.phase === 'purchase' &&
    after.current === order[(i + 1) % order.length] &&
    after.round === before.round + (i === order.length - 1 ? 1 : 0);
  return ok ? null : `turn passed from ${at(before)} to ${at(after)}`;
}

/** The rarer paths an event shows were taken (for the coverage record). */
function pathOf(e: GameEvent): string | null {
  switch (e.type) {
    case 'BattleStarted':
      if (e.data.port) return 'port attack'; // RULES §8.1 hr01-ports-shelter
      return e.data.amphibious.length ? (e.data.bombarders.length ? 'amphibious assault with bombardment' : 'amphibious assault') : null;
    // RULES §8.1 hr01-ports-shelter
    case 'ShipsEnteredPort':
      return 'ships into port';
    case 'ShipsLeftPort':
      return 'ships out of port';
    case 'PortDefenceCommitted':
      return 'port defence committed';
    case 'PlanesScrambled':
      return e.data.units.length ? 'scramble' : 'scramble declined';
    case 'SubsSubmerged':
      return e.data.units.length ? 'submerge' : 'submerge declined';
    case 'AmphibiousSupportDesignated':
      return e.data.supporting.length ? 'ships kept out to support a landing' : 'no ship kept out to support a landing';
    case 'InvadersReturned':
      return 'invaders returned';
    case 'PlanesStranded':
      return 'planes stranded (CBT-10)';
    case 'PlanesLanded':
      return 'planes flown to land (CBT-10)';
    case 'DiceRolled':
      return e.data.purpose.startsWith('anti-aircraft fire,')
        ? 'AA fire'
        : e.data.purpose.startsWith('surprise strike')
          ? 'surprise strike'
          : null;
    case 'CasualtiesChosen':
      return e.data.units.some((u) => u.effect === 'damaged')
        ? 'two-hit unit damaged'
        : e.data.auto
          ? null
          : 'casualties chosen by a player';
    case 'AttackersRetreated':
      return 'retreat';
    case 'KamikazeWindowOpened':
      return 'kamikaze window';
    case 'KamikazeAttacked':
      return 'kamikaze attack';
    case 'KamikazeActivated':
      return 'kamikaze activated';
    case 'InterceptorsCommitted':
      return e.data.units.length ? 'interceptors' : null;
    case 'FacilitiesDamaged':
      return 'bombing damage';
    case 'FacilitiesRepaired':
      return 'facility repair';
    case 'ShipsRepaired':
      return 'ship repair';
    case 'UnplacedUnitsRefunded':
      return 'refund';
    case 'TerritoryCaptured':
      return e.data.pusSeized
        ? 'capital taken'
        : e.data.returned.length
          ? 'capital liberated'
          : e.data.rule.includes('CAP-4')
            ? 'liberation'
            : null;
    case 'ConvoyDisruptionDeclared':
      return 'convoy disruption declared';
    case 'IncomeCollected':
      return e.data.lines.some((l) => l.source === 'convoy')
        ? 'convoy losses'
        : e.data.lines.some((l) => l.source === 'option')
          ? 'option income'
          : null;
    case 'FreeUnitsGiven':
      return 'free units';
    case 'UnitsPlaced':
      return e.data.upgraded.length
        ? 'factory upgraded'
        : e.data.units.some((u) => u.type.startsWith('factory') || u.type === 'airfield' || u.type === 'harbour')
          ? 'facility built'
          : e.data.units.some((u) => (OPTION_UNIT_TYPES as readonly string[]).includes(u.type))
            ? 'option unit placed'
            : null;
    case 'FortificationsLost':
      return 'fortifications lost';
    case 'AircraftLanded':
      return "planes on an ally's carrier";
    case 'VictoryPending':
      return 'victory pending';
    case 'VictoryPendingCleared':
      return 'victory pending cleared';
    case 'PositionEdited':
      return 'organizer edit';
    case 'TransportsSunk':
      return 'sub strike on transports';
    case 'PatrolShot':
      return 'patrol shot';
    case 'PatrolZoneUnitsLost':
      return 'lost in a patrol zone';
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------
// A game

class Game {
  readonly rng: Rng;
  readonly player: RandomPlayer;
  readonly stats = newStats();
  state: GameState;
  /** The state folded from every event through a JSON round trip, as a store would replay it. */
  replayed: GameState;
  readonly log: GameEvent[] = [];
  /** Every command and answer, for the golden replay (test/golden). */
  readonly capture: Step[] = [];
  private rolled = 0;

  constructor(
    readonly seed: number,
    readonly rulesetId = rulesetFor(seed),
    readonly options: string[] = [],
  ) {
    this.rng = new Rng(seed);
    const temperament: Temperament = {
      japanDeclares: [0.15, 0.4, 0.8][this.rng.int(3)],
      aggression: 0.6 + this.rng.float() * 0.35,
      mischief: 0.06,
    };
    this.player = new RandomPlayer(this.rng, temperament);
    const create: Command = {
      type: 'CreateGame',
      gameId: `soak-${seed}`,
      rulesetId,
      options,
      name: `soak ${seed}`,
      organizerTokenHash: 'org',
    };
    const created = decide(null, create, {
      actor: { kind: 'anonymous' },
      dice: () => {
        throw new Error('no dice at creation');
      },
    });
    if (!created.ok) throw new Error(created.violation.message);
    this.capture.push(stepOf({ kind: 'anonymous' }, create, created));
    this.log.push(...created.events);
    this.state = fold(created.events)!;
    this.replayed = fold(JSON.parse(JSON.stringify(created.events)))!;
  }

  fail(message: string, intent?: Intent): never {
    const s = this.state;
    const place = s.battle?.place ?? (intent?.command.type === 'FightBattle' ? intent.command.place : undefined) ?? process.env.SOAK_TRACE;
    throw new Error(
      `soak seed ${this.seed}, command #${this.stats.commands} at round ${s.round} ${s.current} ${s.phase}: ${message}` +
        (intent ? `\n  command: ${describeCommand(intent)}` : '') +
        (intent ? `\n  units named: ${namedUnits(s, intent.command)}` : '') +
        (s.battle ? `\n  battle: ${JSON.stringify(s.battle)}` : '') +
        (place ? `\n  in ${place}: ${unitsThere(s, place)}\n  this turn: ${this.turnEventsAbout(place)}` : '') +
        `\n  reproduce: SOAK_SEEDS=${this.seed} SOAK_ROUNDS=${MAX_ROUNDS} npx jest test/soak`,
    );
  }

  /** Planes scrambled this turn: they fight no other battle that turn (SCR-4). */
  private scrambledThisTurn = new Set<string>();

  /** What a battle event must respect: who fights whom (MOV-1, CBT), and scrambled planes fight once (SCR-4). */
  battleProblem(s: GameState, e: GameEvent): string | null {
    if (e.type === 'TurnStarted') this.scrambledThisTurn.clear();
    if (e.type === 'PlanesScrambled') for (const p of e.data.units) this.scrambledThisTurn.add(p.unitId);
    if (e.type !== 'BattleStarted') return null;
    const { place, attacker, attackers, defenders, kind } = e.data;
    if (!attackers.length) return `a ${kind} battle in ${place} starts with no attackers`;
    // RULES §7, AMBIG-43: a joint attack's units are its acting powers' (Britain: India's and Australia's).
    const side = actingPowers(s).includes(attacker) ? actingPowers(s) : [attacker];
    const strays = attackers.filter((id) => !side.includes(s.units.get(id)?.owner ?? attacker) || s.units.get(id)?.at !== place);
    if (strays.length) return `battle in ${place}: attackers ${strays.join(', ')} are not ${side.join(' or ')}'s units there`;
    const friends = defenders.filter(
      (id) => !s.units.get(id)! || s.units.get(id)!.at !== place || relation(s, attacker, s.units.get(id)!.owner) !== 'war',
    );
    if (friends.length) return `battle in ${place}: defenders ${friends.join(', ')} are not enemies of ${attacker} there`;
    const again = defenders.filter((id) => this.scrambledThisTurn.has(id));
    if (again.length) return `battle in ${place}: ${again.join(', ')} scrambled earlier this turn and fight again (SCR-4)`;
    return null;
  }

  /** This turn's events that mention a place, for failure messages. */
  turnEventsAbout(place: string): string {
    const start = this.log.map((e) => e.type).lastIndexOf('TurnStarted');
    return this.log
      .slice(start)
      .filter(
        (e) =>
          JSON.stringify(e).includes(`"${place}"`) || (process.env.SOAK_TRACE && JSON.stringify(e).includes(`"${process.env.SOAK_TRACE}"`)),
      )
      .map((e) => `\n    ${JSON.stringify(e)}`)
      .join('');
  }

  /** Sends one command and checks everything that must hold after it. Returns whether it was accepted. */
  send(intent: Intent): boolean {
    const before = deepFreeze(this.state); // decide and evolve must never change the state they are given
    this.stats.commands++;
    const values: number[] = [];
    const roll = this.rng.dice();
    let d: Decision;
    try {
      d = decide(before, intent.command, {
        actor: actorOf(intent, before.rulesetId),
        dice: (n, sides) => {
          const v = roll(n, sides);
          values.push(...v);
          return v;
        },
      });
    } catch (e) {
      this.fail(`decide threw: ${(e as Error).stack}`, intent);
    }
    // Pure: the same state, command and dice give the same answer.
    let again: Decision;
    try {
      again = decide(before, intent.command, { actor: actorOf(intent, before.rulesetId), dice: fixedDice(values) });
    } catch (e) {
      this.fail(`decide threw on the same command with the same dice: ${(e as Error).stack}`, intent);
    }
    this.capture.push(stepOf(actorOf(intent, before.rulesetId), intent.command, d));
    const nondeterminism = difference(d, again);
    if (nondeterminism) this.fail(`decide is not deterministic: ${nondeterminism}`, intent);

    if (!d.ok) {
      const v = d.violation;
      if (!VIOLATION_CODES.has(v.code)) this.fail(`refused with unknown code ${v.code}`, intent);
      if (!v.message || !v.rule) this.fail(`refusal ${v.code} without message or rule`, intent);
      if (values.length) this.fail(`refusal ${v.code} rolled ${values.length} dice`, intent);
      // The state was deep-frozen before decide: a refusal (or anything else) that wrote to it would have thrown.
      const expect = intent.expect;
      if (expect === 'legal') this.fail(`refused ${v.code}: ${v.message} [${v.rule}]`, intent);
      else if (expect === 'try') this.stats.triesRefused++;
      else if (!Array.isArray(expect)) {
        if (!expect.unless.includes(v.code))
          this.fail(`refused ${v.code}: ${v.message} [${v.rule}]; only ${expect.unless.join(' or ')} may refuse it`, intent);
        this.stats.triesRefused++;
      } else if (!expect.includes(v.code)) this.fail(`refused with ${v.code} (${v.message}); expected ${expect.join(' or ')}`, intent);
      else this.stats.refusedAsExpected++;
      return false;
    }

    if (Array.isArray(intent.expect))
      this.fail(
        `accepted, but should have been refused with ${intent.expect.join(' or ')}: ${d.events.map((e) => e.type).join(', ')}`,
        intent,
      );
    if (before.status === 'ended') this.fail(`accepted after GameEnded: ${d.events.map((e) => e.type).join(', ')}`, intent);
    if (!Array.isArray(d.events) || d.events.length === 0) this.fail('accepted with no events', intent);

    let next = before;
    const won: { place: string; attacker: PowerId }[] = [];
    for (const e of d.events) {
      const wrong = eventProblem(next, rulesetView(next.rulesetId), e) ?? this.battleProblem(next, e);
      if (wrong) this.fail(wrong, intent);
      if (e.type === 'BattleEnded' && e.data.outcome === 'attackerWon' && next.battle?.kind === 'land') {
        const rsNow = rulesetView(next.rulesetId);
        if (e.data.attackers.some((id) => next.units.get(id)! && rsNow.unit(next.units.get(id)!.type)!.domain === 'land'))
          won.push({ place: e.data.place, attacker: next.battle.attacker });
      }
      try {
        next = evolve(next, e);
      } catch (err) {
        this.fail(`evolve threw on ${e.type}: ${(err as Error).stack}`, intent);
      }
    }
    // CAP-1: a land battle won with a land unit left leaves the territory in the attacker's (or, liberated, an ally's) hands.
    for (const w of won) {
      const owner = next.owners[w.place];
      if (!owner || !['self', 'allied'].includes(relation(next, w.attacker, owner)))
        this.fail(`${w.attacker} won ${w.place} with land units, but ${owner} holds it`, intent);
    }
    // Dice: every die numbered in order, each 1..6, every value the dice function gave recorded once.
    const rolledNow: number[] = [];
    for (const e of d.events) {
      if (e.type !== 'DiceRolled') continue;
      if (e.data.first !== this.rolled + rolledNow.length + 1)
        this.fail(`DiceRolled starts at ${e.data.first}, expected ${this.rolled + rolledNow.length + 1}`, intent);
      rolledNow.push(...e.data.values);
    }
    if (difference(rolledNow, values))
      this.fail(`DiceRolled events record ${JSON.stringify(rolledNow)}; the dice gave ${JSON.stringify(values)}`, intent);
    this.rolled += rolledNow.length;
    if (next.dice.rolled !== this.rolled) this.fail(`state counts ${next.dice.rolled} dice rolled; the events ${this.rolled}`, intent);

    this.log.push(...d.events);
    if (next.version !== this.log.length) this.fail(`state version ${next.version} after ${this.log.length} events`, intent);
    // The same events, as a store gives them back (JSON), fold to the same state.
    const stored = JSON.parse(JSON.stringify(d.events)) as GameEvent[];
    for (const e of stored) this.replayed = evolve(this.replayed, e);
    const drift = difference(next, this.replayed);
    if (drift) this.fail(`the state folded from the stored events differs: ${drift}`, intent);
    // decide hands back the state its events lead to (folded once): it is that state.
    const handed = difference(next, d.state);
    if (handed) this.fail(`the state decide handed back differs from its events folded: ${handed}`, intent);

    const rs = rulesetView(next.rulesetId);
    const problems = stateProblems(next, rs);
    if (problems.length)
      this.fail(`broken invariants:\n    ${problems.join('\n    ')}\n  events: ${d.events.map((e) => e.type).join(', ')}`, intent);
    const turn = turnProblem(before, next);
    if (turn) this.fail(turn, intent);
    if (next.status === 'ended' && !d.events.some((e) => e.type === 'GameEnded')) this.fail('the game ended without GameEnded', intent);
    // The game never stalls: while it goes on, pendingDecisions names someone it waits for, exactly one at a time.
    const waiting = next.status === 'active' ? pendingDecisions(next).filter((x) => x.required) : [];
    if (next.status === 'active' && waiting.length !== 1)
      this.fail(`the game waits for ${waiting.length} decisions: ${JSON.stringify(waiting.map((x) => [x.kind, x.power]))}`, intent);

    // The destinations query is complete: a move the rules accept ends where it offered.
    if (intent.offered && intent.command.type === 'MoveUnits') {
      const to = intent.command.route[intent.command.route.length - 1];
      if (!intent.offered.includes(to)) {
        const rs = rulesetView(before.rulesetId);
        const c = intent.command;
        const prefixes = c.route.map((_, i) => {
          const plan = checkMove(before, rs, intent.power, { ...c, route: c.route.slice(0, i + 1) });
          return `${c.route.slice(0, i + 1).join(' > ')}: ${'code' in plan ? plan.code : 'legal'}`;
        });
        this.fail(
          `the move was accepted, but legalDestinations did not offer ${to} (it offered ${intent.offered.join(', ') || 'nothing'}); routes: ${prefixes.join('; ')}`,
          intent,
        );
      }
      this.stats.paths['made-up move accepted'] = (this.stats.paths['made-up move accepted'] ?? 0) + 1;
    }
    // An undo gives back exactly the state before the move.
    if (intent.command.type === 'UndoMove') {
      const record = before.moveLog[before.moveLog.length - 1];
      const back = difference({ ...record.before, version: 0 }, { ...next, version: 0 });
      if (back) this.fail(`UndoMove did not restore the state before the move: ${back}`, intent);
      this.stats.undos++;
    }

    this.count(d.events);
    this.stats.accepted++;
    this.state = next;
    if (before.round !== next.round) this.fullFold();
    return true;
  }

  /** Folding the whole log from scratch gives the state built command by command. */
  fullFold() {
    const scratch = fold(this.log);
    const d = difference(this.state, scratch);
    if (d) this.fail(`folding all ${this.log.length} events from scratch differs from the incremental state: ${d}`);
    this.stats.fullFolds++;
  }

  private count(events: GameEvent[]) {
    const st = this.stats;
    st.events += events.length;
    const s = this.state;
    for (const e of events) {
      if (e.type === 'DiceRolled') st.dice += e.data.values.length;
      if (e.type === 'BattleStarted') {
        st.battles[e.data.kind] = (st.battles[e.data.kind] ?? 0) + 1;
        st.battlesByAttacker[e.data.attacker] = (st.battlesByAttacker[e.data.attacker] ?? 0) + 1;
        // RULES §7, AMBIG-43: a battle whose attackers are of several powers (Britain's India and Australia together).
        const owners = new Set(e.data.attackers.map((id) => s.units.get(id)?.owner));
        if (owners.size > 1) st.paths['joint attack'] = (st.paths['joint attack'] ?? 0) + 1;
      }
      if (e.type === 'BattleStep' && e.data.step === 'general') st.battleRounds++;
      if (e.type === 'TerritoryCaptured') st.captures++;
      if (e.type === 'WarDeclared') st.wars++;
      if (e.type === 'KamikazeAttacked') st.kamikazeAttacks += e.data.attacks.length;
      if (e.type === 'AircraftLost') st.aircraftLost += e.data.units.length;
      if (e.type === 'TransportsSunk') st.transportsSunk += e.data.units.length;
      const path = pathOf(e);
      if (path) st.paths[path] = (st.paths[path] ?? 0) + 1;
      if (e.type === 'GameEnded') st.ended = `${e.data.winner} (${e.data.condition}) in round ${e.data.round}`;
    }
  }

  play(maxRounds: number, opening?: (game: Game) => void) {
    const started = Date.now();
    const seats = [
      ...new Set(rulesetView(this.state.rulesetId).data.turnOrder.map((p) => rulesetView(this.state.rulesetId).playerOf(p).seat)),
    ];
    for (const power of seats)
      this.send({ power, command: { type: 'TakeSeat', power, tokenHash: `seat-${power}` }, expect: 'legal', why: 'take a seat' });
    this.send({
      power: 'Japan',
      command: { type: 'TakeSeat', power: 'Japan', tokenHash: 'again' },
      expect: ['SEAT_TAKEN'],
      why: 'take a taken seat',
    });
    if (isBrink(this.seed)) {
      const edit: Command = { type: 'EditPosition', edits: brinkEdits(this.state), reason: 'soak: Japan at the brink of victory' };
      this.send({ power: 'Japan', command: edit, expect: ['NOT_AUTHORIZED'], why: 'a seat edits the position' });
      this.send({ power: 'Japan', organizer: true, command: edit, expect: 'legal', why: 'the organizer edits the position' });
    }
    opening?.(this);
    while (this.state.status === 'active' && this.state.round <= maxRounds) {
      if (this.stats.commands > MAX_COMMANDS) this.fail(`no end after ${MAX_COMMANDS} commands`);
      this.send(this.player.next(this.state));
    }
    if (this.state.status === 'ended') {
      // Once GameEnded, no command is accepted.
      const s = this.state;
      const afterEnd: Command[] = [
        { type: 'EndPhase' },
        { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] },
        { type: 'MoveUnits', units: s.units.ids().slice(0, 1), route: ['Japan'] },
        { type: 'FightBattle', place: 'Japan' },
        { type: 'DeclareWar', against: 'USA' },
      ];
      for (const command of afterEnd)
        for (const power of [s.current, 'Japan' as const])
          this.send({ power, command, expect: ['GAME_ENDED'], why: 'a command after the game ended' });
    }
    this.fullFold();
    this.stats.rounds = this.state.status === 'ended' ? this.state.round : this.state.round - 1;
    this.stats.ms = Date.now() - started;
  }
}

// ---------------------------------------------------------------------------

describe('soak: random legal players play whole games of Pacific 1940 through the rules core', () => {
  test("the turn order the invariants check is the ruleset's (RULES §1.3)", () => {
    expect(rulesetView('pacific-1940').data.turnOrder).toEqual([...TURN_ORDER]);
    expect(VIOLATION_CODES.size).toBeGreaterThan(90);
    expect(VIOLATION_CODES.has('INSUFFICIENT_PUS')).toBe(true);
  });

  test.each(SEEDS)('game with seed %i: every command keeps the invariants', (seed) => {
    const game = new Game(seed);
    game.play(MAX_ROUNDS);
    if (recording()) write({ name: `soak-${seed}`, steps: game.capture });
    const st = game.stats;
    allStats[seed] = st;
    // The game got somewhere: every round played (or a winner), battles fought by Japan, illegal commands refused.
    expect(st.ended !== null || st.rounds === MAX_ROUNDS).toBe(true);
    expect(st.battlesByAttacker.Japan ?? 0).toBeGreaterThan(0);
    expect(Object.values(st.battles).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(MAX_ROUNDS);
    expect(st.refusedAsExpected).toBeGreaterThan(0);
    // A brink game plays its end: the Axis condition becomes pending (VIC-3), and the game ends or the mark is cleared.
    if (isBrink(seed)) expect(st.paths['victory pending'] ?? 0).toBeGreaterThan(0);
  });

  test.each(OPTION_SEEDS)(
    'game with seed %i and every optional rule built for its ruleset (RULES §8): every command keeps the invariants',
    (seed) => {
      // The second edition's game prefers Expansion II where two rows conflict, the first edition's the house rules.
      const options = compatibleOptions(rulesetFor(seed), rulesetFor(seed) === 'pacific-1940-2e' ? '003' : '002');
      expect(options.length).toBeGreaterThan(5);
      const game = new Game(seed, rulesetFor(seed), options);
      game.play(MAX_ROUNDS);
      const st = game.stats;
      expect(st.ended !== null || st.rounds === MAX_ROUNDS).toBe(true);
      expect(Object.values(st.battles).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(MAX_ROUNDS);
      // The options' own events happened: free units (China's infantry every turn, x2-advanced-production) and bonus income.
      expect(st.paths['free units'] ?? 0).toBeGreaterThan(0);
      expect(st.paths['option income'] ?? 0).toBeGreaterThan(0);
      // The players buy and place the units the options add (RULES §8: fortifications, super battleships...).
      expect(st.paths['option unit placed'] ?? 0).toBeGreaterThan(0);
      // RULES §8.1 hr01-ports-shelter: ships go into port and out again.
      expect(st.paths['ships into port'] ?? 0).toBeGreaterThan(0);
      expect(st.paths['ships out of port'] ?? 0).toBeGreaterThan(0);
    },
  );

  // RULES §8.1 hr01-amphibious-support [S2 "Amphibious Operations"]: random games rarely land against blocking ships, so
  // the organizer sets one up (enemy destroyers in the zone, an enemy island) and Japan's opening move lands there; the
  // soak players then designate the supporting ships, fight the blockers and the landing, and play on.
  // Seeds chosen anew when hr01-ports-shelter joined the all-options games (its players draw numbers too).
  test.each([
    [2106, 'pacific-1940'],
    [2111, 'pacific-1940-2e'],
    [2104, 'pacific-2001'],
  ])('seed %i (%s, every optional rule): a landing against blocking ships is played out by the soak players', (seed, rulesetId) => {
    const game = new Game(seed, rulesetId, compatibleOptions(rulesetId, rulesetId === 'pacific-1940-2e' ? '003' : '002'));
    game.play(1, blockedLanding);
    const paths = game.stats.paths;
    // These seeds keep ships out to support and lose to the blockers, so the invaders go back (InvadersReturned).
    expect(paths['ships kept out to support a landing'] ?? 0).toBeGreaterThan(0);
    expect(paths['invaders returned'] ?? 0).toBeGreaterThan(0);
  });

  test('over all games, the Allies attack too, and land, sea and raid battles, captures and wars all happen', () => {
    const all = Object.values(allStats);
    expect(all.length).toBe(SEEDS.length);
    const sum = (f: (s: Stats) => number) => all.reduce((n, s) => n + f(s), 0);
    expect(
      sum(
        (s) =>
          (s.battlesByAttacker.USA ?? 0) +
          (s.battlesByAttacker.UK ?? 0) +
          (s.battlesByAttacker.ANZAC ?? 0) +
          (s.battlesByAttacker.China ?? 0),
      ),
    ).toBeGreaterThan(0);
    expect(sum((s) => s.battles.land ?? 0)).toBeGreaterThan(0);
    expect(sum((s) => s.battles.sea ?? 0)).toBeGreaterThan(0);
    expect(sum((s) => s.captures)).toBeGreaterThan(0);
    expect(sum((s) => s.wars)).toBeGreaterThan(0);
    // The default seeds reach the rarer paths too (a player that stops reaching them fails here, not silently).
    if (!process.env.SOAK_SEEDS) {
      const paths = all.flatMap((s) => Object.keys(s.paths));
      for (const path of [
        'casualties chosen by a player',
        'two-hit unit damaged',
        'retreat',
        'submerge',
        'surprise strike',
        'scramble',
        'amphibious assault',
        'sub strike on transports',
        'kamikaze attack',
        'bombing damage',
        'convoy losses',
        'victory pending',
        'made-up move accepted',
      ])
        expect([path, paths.includes(path)]).toEqual([path, true]);
      expect(all.some((s) => s.ended)).toBe(true);
    }
    const total = {
      games: all.length,
      rounds: sum((s) => s.rounds),
      commands: sum((s) => s.commands),
      accepted: sum((s) => s.accepted),
      refusedAsExpected: sum((s) => s.refusedAsExpected),
      triesRefused: sum((s) => s.triesRefused),
      events: sum((s) => s.events),
      dice: sum((s) => s.dice),
      battles: sum((s) => Object.values(s.battles).reduce((a, b) => a + b, 0)),
      battleRounds: sum((s) => s.battleRounds),
      ms: sum((s) => s.ms),
    };
    // One line per game and a total, for the record.
    console.log(
      [...Object.entries(allStats).map(([seed, s]) => `seed ${seed}: ${JSON.stringify(s)}`), `total: ${JSON.stringify(total)}`].join('\n'),
    );
  });
});

// ---------------------------------------------------------------------------
// The original 2001 game (RULES §7): three players, nine phases, China paid in infantry, the surprise attack, its
// own victory; seeds 3 mod 4 are brink games (brinkEdits). The default seeds 2003 and 2009 end: 2003 by Japan's
// victory points (AMBIG-42), 2009 by the Allies' economic victory (AMBIG-32); 2041 plays its 12 rounds with a joint
// attack (AMBIG-43). (The 2001 bases, AMBIG-44, and 2001 transports that fight, AMBIG-48, changed every 2001 game:
// seeds 2001 and 2003 were the defaults before.)
// SOAK_2001_SEEDS=2002 SOAK_2001_ROUNDS=12 npx jest test/soak -t 2001 replays one.

const SEEDS_2001 = (process.env.SOAK_2001_SEEDS ?? '2003,2009,2041').split(',').map(Number);
/** The default seeds that play the game to its end. */
const ENDING_2001 = [2003, 2009];
const ROUNDS_2001 = Number(process.env.SOAK_2001_ROUNDS ?? 12);

describe('soak: random legal players play the 2001 game (pacific-2001) through the rules core', () => {
  test.each(SEEDS_2001)('2001 game with seed %i: every command keeps the invariants, to its end', (seed) => {
    const game = new Game(seed, 'pacific-2001');
    game.play(ROUNDS_2001);
    const st = game.stats;
    console.log(`pacific-2001 seed ${seed}: ${JSON.stringify(st)}`);
    expect(st.ended !== null || st.rounds === ROUNDS_2001).toBe(true);
    expect(st.battlesByAttacker.Japan ?? 0).toBeGreaterThan(0);
    expect(st.refusedAsExpected).toBeGreaterThan(0);
    // A brink game (Japan given India, AMBIG-32) plays the game's end; so do the default seeds.
    if (isBrink(seed) || (!process.env.SOAK_2001_SEEDS && ENDING_2001.includes(seed))) expect(st.ended).not.toBeNull();
    // RULES §7, AMBIG-43: seed 2041's British player attacks with India's and Australia's units together.
    if (seed === 2041) expect(st.paths['joint attack'] ?? 0).toBeGreaterThan(0);
  });

  // Seed 2009 also reaches a patrol shot (x2-patrol-zone) as the options stand today; the invariants hold either way.
  test.each([2005, 2009])(
    '2001 game with seed %i and every optional rule built for pacific-2001 (RULES §8): every command keeps the invariants',
    (seed) => {
      const options = compatibleOptions('pacific-2001');
      expect(options).toEqual(
        expect.arrayContaining([
          'hr01-no-us-factories',
          'hr01-airfields',
          'hr01-sub-evasion',
          'hr01-destroyer-asw',
          'x2-capital-ship-damage',
          'hr01-dogfights',
          'x2-patrol-zone',
        ]),
      );
      const game = new Game(seed, 'pacific-2001', options);
      game.play(ROUNDS_2001);
      expect(game.stats.ended !== null || game.stats.rounds === ROUNDS_2001).toBe(true);
      console.log(`pacific-2001 seed ${seed}, all options: ${JSON.stringify(game.stats.paths)}`);
    },
  );
});

// ---------------------------------------------------------------------------
// The rule-core bugs the soak found, each pinned down in a small position. The title names a seed that trips the
// soak on it with the fix undone (today's player), or says how it was found otherwise.

describe('rule-core bugs found by the soak', () => {
  const rs1 = rulesetView('pacific-1940');
  const fightersOf = (s: GameState, at: string) => unitsOf(s, at).filter((u) => rs1.unit(u.type)!.domain === 'air');

  test('seed 4 (first seen reading check-move): a land unit may not walk and board a transport in one move (MOV-6: a unit that has moved does not board)', () => {
    const s = advanceTo(newGame(), 'nonCombatMove');
    const [inf] = ids(s, 'Manchuria', 'Japan', 'infantry', 1);
    expect(refusal(play(s, move([inf], 'Korea', '6 Sea Zone'))).code).toBe('ALREADY_MOVED');
    // Boarding from where it stands is still fine.
    const [korean] = ids(s, 'Korea', 'Japan', 'infantry', 1);
    expect(apply(s, move([korean], '6 Sea Zone')).state.units.get(korean)!.carriedBy).toBeDefined();
  });

  test('seeds 3 and 1: a ship that moved into a sea battle (or a bomber into a raid) stays to fight; a second move may not carry it on (MOV-3)', () => {
    let s = withRelation(withUnits(newGame(), 'UK', '7 Sea Zone', 'destroyer'), 'Japan', 'UK', 'war');
    s = advanceTo(s, 'combatMove');
    const [cruiser] = ids(s, '6 Sea Zone', 'Japan', 'cruiser', 1);
    s = apply(s, move([cruiser], '7 Sea Zone')).state;
    expect(s.battles).toEqual(['7 Sea Zone']);
    expect(refusal(play(s, move([cruiser], '6 Sea Zone'))).code).toBe('MUST_STOP');
    expect(movableUnits(s, rs1)).not.toContain(cruiser);
    expect(legalDestinations(s, rs1, 'Japan', [cruiser])).toEqual([]);
    // A bomber that flew a raid (SBR-2) fights nothing else and flies on only in Non-combat Move.
    const [bomber] = ids(s, 'Kiangsu', 'Japan', 'bomber', 1);
    const target = legalDestinations(s, rs1, 'Japan', [bomber]).find((d) =>
      unitsOf(s, d.territory, 'UK').some((u) => rs1.unit(u.type)!.domain === 'facility'),
    )!;
    s = apply(s, { ...move([bomber], ...target.route), raid: true }).state;
    expect(s.raids[target.territory]).toEqual({ units: [bomber], done: false });
    expect(refusal(play(s, move([bomber], rs1.territory(target.territory)!.adjacent[0]))).code).toBe('MUST_STOP');
  });

  test('seed 58: land units boarding a transport in a zone with enemy units start no battle there (cargo never fights)', () => {
    let s = withRelation(
      withUnits(withUnits(newGame(), 'UK', '39 Sea Zone', 'transport'), 'Japan', '39 Sea Zone', 'transport'),
      'Japan',
      'UK',
      'war',
    );
    s = advanceTo(atTurn(s, 'UK'), 'combatMove');
    const r = apply(s, move(ids(s, 'India', 'UK', 'infantry', 2), '39 Sea Zone'));
    expect(r.events.find((e) => e.type === 'UnitsMoved')).toMatchObject({ data: { battle: false } });
    expect(r.state.battles).toEqual([]);
  });

  test('seed 7: a landing whose sea battle is lost (MOV-7) leaves no land battle without attackers behind', () => {
    let s = withoutUnits(withoutUnits(newGame(), '34 Sea Zone'), '46 Sea Zone');
    s = withUnits(
      withUnits(withUnits(s, 'ANZAC', '46 Sea Zone', 'destroyer'), 'ANZAC', '46 Sea Zone', 'transport'),
      'Japan',
      '34 Sea Zone',
      'destroyer',
    );
    s = withUnits(s, 'ANZAC', '46 Sea Zone', 'infantry');
    const [transport] = ids(s, '46 Sea Zone', 'ANZAC', 'transport');
    const [inf] = ids(s, '46 Sea Zone', 'ANZAC', 'infantry');
    s = { ...s, units: s.units.with({ ...s.units.get(inf)!, carriedBy: transport }) };
    s = advanceTo(atTurn(withRelation(s, 'ANZAC', 'Japan', 'war'), 'ANZAC'), 'combatMove');
    s = apply(s, move([...ids(s, '46 Sea Zone', 'ANZAC', 'destroyer'), transport], '34 Sea Zone')).state;
    s = apply(s, move([inf], 'Paulau Island')).state;
    s = advanceTo(s, 'conductCombat');
    expect([...s.battles].sort()).toEqual(['34 Sea Zone', 'Paulau Island']);
    // The ANZAC destroyer misses, the Japanese one hits; ANZAC loses its destroyer, and the lone transport then sinks.
    s = applyWith(s, { type: 'FightBattle', place: '34 Sea Zone' }, [6, 1]).state;
    const r = apply(s, { type: 'ChooseCasualties', units: ids(s, '34 Sea Zone', 'ANZAC', 'destroyer') });
    expect(r.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'defenderWon' } });
    expect(r.state.units.get(inf)!).toBeUndefined();
    expect(r.state.battles).toEqual([]);
    expect(apply(r.state, { type: 'EndPhase' }).state.phase).toBe('nonCombatMove');
  });

  test('seed 41 (with the landing fix undone): a unit already in a zone whose battle lost its movers may leave; the battle goes with it', () => {
    let s = withoutUnits(withoutUnits(newGame(), '39 Sea Zone'), '38 Sea Zone');
    s = withUnits(
      withUnits(withUnits(s, 'Japan', '39 Sea Zone', 'submarine'), 'UK', '39 Sea Zone', 'submarine'),
      'UK',
      '38 Sea Zone',
      'transport',
    );
    s = advanceTo(atTurn(withRelation(s, 'UK', 'Japan', 'war'), 'UK'), 'combatMove');
    const [transport] = ids(s, '38 Sea Zone', 'UK', 'transport');
    const [sub] = ids(s, '39 Sea Zone', 'UK', 'submarine');
    // The transport sails into the Japanese sub's zone alone and is sunk by its strike (MOV-11); the UK sub stays, so the battle does.
    s = applyWith(s, move([transport], '39 Sea Zone'), [1]).state;
    expect(s.units.get(transport)!).toBeUndefined();
    expect(s.battles).toEqual(['39 Sea Zone']);
    s = apply(s, move([sub], '38 Sea Zone')).state;
    expect(s.battles).toEqual([]);
    expect(advanceTo(s, 'nonCombatMove').phase).toBe('nonCombatMove');
  });

  test("seed 30 of an earlier player: a plane ending its move at sea does not ride an ally's carrier already full of the ally's own planes (NCM-3, MOV-8)", () => {
    let s = withoutUnits(newGame(), '10 Sea Zone');
    s = withUnits(withUnits(s, 'USA', '10 Sea Zone', 'carrier'), 'USA', '10 Sea Zone', 'fighter', 2);
    s = withUnits(s, 'ANZAC', '10 Sea Zone', 'fighter');
    s = advanceTo(atTurn(withRelation(s, 'USA', 'ANZAC', 'allied'), 'ANZAC'), 'nonCombatMove');
    const [anzac] = ids(s, '10 Sea Zone', 'ANZAC', 'fighter');
    const r = apply(s, { type: 'EndPhase' });
    expect(r.events.find((e) => e.type === 'AircraftLanded')).toBeUndefined();
    expect(r.events.find((e) => e.type === 'AircraftLost')).toMatchObject({ data: { units: [{ unitId: anzac }] } });
    expect(fightersOf(r.state, '10 Sea Zone')).toHaveLength(2);
  });

  test("found by reading the code next to the seed 30 bug: new fighters are not placed on a carrier whose room an ally's plane already takes (MOB-4)", () => {
    let s = withoutUnits(newGame(), '10 Sea Zone');
    s = withUnits(
      withUnits(withUnits(s, 'USA', '10 Sea Zone', 'carrier'), 'USA', '10 Sea Zone', 'fighter'),
      'ANZAC',
      '10 Sea Zone',
      'fighter',
    );
    const [carrier] = ids(s, '10 Sea Zone', 'USA', 'carrier');
    const [rider] = ids(s, '10 Sea Zone', 'ANZAC', 'fighter');
    s = { ...s, units: s.units.with({ ...s.units.get(rider)!, carriedBy: carrier }) };
    s = withPUs(atTurn(withRelation(s, 'USA', 'ANZAC', 'allied'), 'USA'), 'USA', 50);
    s = advanceTo(apply(s, { type: 'PurchaseUnits', units: [{ type: 'fighter', count: 1 }] }).state, 'mobilize');
    expect(refusal(play(s, { type: 'PlaceUnits', placements: [{ unitType: 'fighter', count: 1, territory: '10 Sea Zone' }] })).code).toBe(
      'NO_CARRIER_ROOM',
    );
  });

  test("seeds 28 and 32 (2E data): an AA gun left alone in a lost territory is destroyed, not left standing in the captor's land (RULES §6)", () => {
    let s = withoutUnits(newGame('pacific-1940-2e'), 'Kiangsi');
    s = withUnits(s, 'Japan', 'Kiangsi', 'aaGun');
    s = advanceTo(atTurn(s, 'China'), 'combatMove');
    s = apply(s, move(ids(s, 'Hunan', 'China', 'infantry', 1), 'Kiangsi')).state;
    s = advanceTo(s, 'conductCombat');
    const r = applyWith(s, { type: 'FightBattle', place: 'Kiangsi' }, [6]);
    expect(r.events.find((e) => e.type === 'BattleEnded')).toMatchObject({ data: { outcome: 'attackerWon' } });
    expect(r.state.owners.Kiangsi).toBe('China');
    expect(unitsOf(r.state, 'Kiangsi', 'Japan')).toEqual([]);
  });
});

describe('the destinations query the players rely on', () => {
  test('seed 9 (with every fix undone): a place past a zone a non-combat move may not enter is still offered by another way (NCM-2, NCM-6)', () => {
    const rs = rulesetView('pacific-1940');
    // At war, ANZAC's sub in 47 Sea Zone may not enter 33 Sea Zone (Japan's fleet), but reaches 32 Sea Zone through 48.
    const s = advanceTo(atTurn(withRelation(newGame(), 'ANZAC', 'Japan', 'war'), 'ANZAC'), 'nonCombatMove');
    const [sub] = ids(s, '47 Sea Zone', 'ANZAC', 'submarine');
    expect(refusal(play(s, move([sub], '33 Sea Zone', '32 Sea Zone'))).code).toBe('HOSTILE_IN_NONCOMBAT');
    expect(play(s, move([sub], '48 Sea Zone', '32 Sea Zone')).ok).toBe(true);
    expect(legalDestinations(s, rs, 'ANZAC', [sub]).find((d) => d.territory === '32 Sea Zone')).toMatchObject({
      route: ['48 Sea Zone', '32 Sea Zone'],
    });
  });

  test('found while adding the made-up-move check (no seed has hit it yet): a blitz that ends in friendly land is offered (MOV-2, CAP-1)', () => {
    const rs = rulesetView('pacific-1940');
    let s = withUnits(withoutUnits(newGame(), 'Anhwe'), 'Japan', 'Jehol', 'armour');
    s = advanceTo(s, 'combatMove');
    const tank = unitsOf(s, 'Jehol', 'Japan', 'armour').pop()!.id;
    // Jehol, Anhwe and Shantung touch each other; Anhwe (Chinese) is empty, Shantung Japanese.
    expect(apply(s, move([tank], 'Anhwe', 'Shantung')).state.owners.Anhwe).toBe('Japan');
    expect(legalDestinations(s, rs, 'Japan', [tank]).find((d) => d.territory === 'Shantung')).toMatchObject({
      route: ['Anhwe', 'Shantung'],
      captures: ['Anhwe'],
    });
  });
});
