// The battle sequence of Pacific 1940, 1st edition (CBT-1..CBT-9), as a state
// machine: the engine rolls and records every step, and stops where a player
// must decide (casualties, press on or retreat). Dice are consumed in the
// documented order (BATTLE_DICE_ORDER in dice-log.ts).
import type { Command } from '../engine/commands';
import { accept, reject, type Decision } from '../engine/decision';
import type { Dice } from '../dice/dice';
import { diceRoller } from '../dice/log';
import type { BattleOutcome, GameEvent } from '../engine/events';
import { evolve } from '../engine/evolve';
import { captureEvent } from '../capture/capture';
import { isCapturedWithLand, ownerOf } from '../movement/places';
import { operative } from '../purchase/repair';
import type { RulesetView } from '../ruleset/view';
import { atWar, friendly, type BattleState, type BattleStepName, type GameState, type Unit } from '../engine/state';
import { scrambleCandidates } from '../scramble/candidates';
import { autoLandings, landingEvents, landingOptions, strandedPlanes } from './landing';

export { scrambleCandidates } from '../scramble/candidates';
import { autoCasualties, casualtyProblem, choiceIsForced, noHits, totalHits, type HitClasses } from './hits';
import { baseValue, lossOrder, supportBonuses } from './fire-model';

type Side = 'attacker' | 'defender';
type Roller = ReturnType<typeof diceRoller>;

/** Runs commands' events through evolve as they are made, so each step sees the last. */
class Script {
  events: GameEvent[] = [];
  constructor(public s: GameState) {}
  push(e: GameEvent) {
    this.events.push(e);
    this.s = evolve(this.s, e);
  }
}

const alive = (s: GameState, ids: string[]) => ids.filter((id) => s.units[id]);
const unitsOf = (s: GameState, ids: string[]) => alive(s, ids).map((id) => s.units[id]);

// ---------------------------------------------------------------------------
// Commands

export function decideFight(s: GameState, rs: RulesetView, power: string, dice: Dice, place: string): Decision {
  if (s.phase !== 'conductCombat') return reject('WRONG_PHASE', 'RULES §1.3', `Battles are fought in Conduct Combat; the current phase is ${s.phase}.`);
  if (s.battle) return reject('BATTLE_IN_PROGRESS', 'RULES §4.4', `The battle in ${s.battle.place} is not over.`);
  // KAM-3 / RULES §4.4: kamikaze attacks come before any battle.
  if (s.kamikazeWindow) return reject('KAMIKAZE_PENDING', 'KAM-3', `${s.kamikazeWindow.by} decides on kamikaze attacks before any battle is fought.`);
  // SBR: a raid comes before a land battle in the same territory [E].
  if (s.raids[place] && !s.raids[place].done) return startRaid(s, rs, power, dice, place);
  if (!s.battles.includes(place)) return reject('NO_BATTLE_THERE', 'MOV-1', `There is no battle to fight in ${place}.`);
  // MOV-7: a sea battle in the zone an amphibious assault comes from is fought first.
  const seaFirst = s.battles.find((z) => rs.territory(z)!.kind === 'sea' && landedFrom(s, rs, place).includes(z));
  if (seaFirst) return reject('BATTLE_ORDER', 'MOV-7', `The sea battle in ${seaFirst} comes before the landing in ${place}.`);
  const kind = rs.territory(place)!.kind;
  const raiders = new Set(s.raids[place]?.units ?? []); // SBR-2: raiders fight nothing else
  const attackers = Object.values(s.units).filter(
    (u) => u.at === place && u.owner === power && !u.carriedBy && !isCapturedWithLand(rs.unit(u.type)!) && !raiders.has(u.id),
  );
  // UNIT-8 / MOV-8: allied planes riding a defending carrier defend with it; land cargo never fights.
  const enemies = Object.values(s.units).filter((u) => u.at === place && atWar(s, power, u.owner) && (!u.carriedBy || rs.unit(u.type)!.domain === 'air'));
  // SCR-4: planes that scrambled this turn fight no other battle.
  const scrambledBefore = new Set(s.scrambledThisTurn);
  const defenders = enemies.filter((u) => (!isCapturedWithLand(rs.unit(u.type)!) || rs.unit(u.type)!.isAA) && !scrambledBefore.has(u.id));
  const amphibious = attackers.filter((u) => s.movement[u.id]?.unloaded).map((u) => u.id);
  const scramblers = kind === 'sea' ? scrambleCandidates(s, rs, place, power) : [];
  // SCR-2: with no defenders in the zone, the battle is the scramblers' (an assault launched from it).
  const defender = principalDefender(s, rs, place, defenders) ?? ownerOf(s, rs, place) ?? (scramblers.length ? s.units[scramblers[0].unitId].owner : power);
  const script = new Script(s);
  script.push({
    type: 'BattleStarted',
    data: {
      place,
      kind,
      attacker: power,
      defender,
      attackers: attackers.map((u) => u.id),
      defenders: defenders.map((u) => u.id),
      bombarders: kind === 'land' ? bombarders(s, rs, place, power, amphibious) : [],
      amphibious,
      ...(scramblers.length ? { scramblers: scramblers.map((c) => c.unitId) } : {}),
    },
  });
  run(script, rs, diceRoller(s, dice));
  return accept(...script.events);
}

export function decideCasualties(
  s: GameState,
  rs: RulesetView,
  power: string,
  dice: Dice,
  cmd: Extract<Command, { type: 'ChooseCasualties' }>,
): Decision {
  const b = s.battle;
  const owed = b?.owed[0];
  if (!b || !owed) return reject('NO_DECISION_PENDING', 'CBT-7', 'No casualties are owed now.');
  const chooser = owed.side === 'attacker' ? b.attacker : b.defender;
  if (power !== chooser) return reject('NOT_YOUR_DECISION', 'CBT-7', `${chooser} chooses these casualties, not ${power}.`);
  const pool = owed.side === 'attacker' ? b.attackers : b.defenders;
  const problem = casualtyProblem(s, rs, owed.hits, takers(s, rs, pool), cmd.units);
  if (problem) return reject('INVALID_CASUALTIES', 'CBT-7', problem);
  const script = new Script(s);
  script.push(casualtiesEvent(s, rs, owed.side, chooser, cmd.units, false));
  run(script, rs, diceRoller(s, dice));
  return accept(...script.events);
}

export function decidePressOn(s: GameState, rs: RulesetView, power: string, dice: Dice): Decision {
  const b = s.battle;
  if (!b || b.step !== 'decide') return reject('NO_DECISION_PENDING', 'CBT-8', 'No battle is waiting to go on or retreat.');
  if (power !== b.attacker) return reject('NOT_YOUR_DECISION', 'CBT-8', 'Only the attacker presses on or retreats.');
  const script = new Script(s);
  script.push({ type: 'BattleContinued', data: { place: b.place, round: b.round + 1 } });
  run(script, rs, diceRoller(s, dice));
  return accept(...script.events);
}

export function decideRetreat(s: GameState, rs: RulesetView, power: string, to: string, named: string[] | undefined, dice: Dice): Decision {
  const b = s.battle;
  if (!b || b.step !== 'decide') return reject('NO_DECISION_PENDING', 'CBT-8', 'No battle is waiting to go on or retreat.');
  if (power !== b.attacker) return reject('NOT_YOUR_DECISION', 'CBT-8', 'Only the attacker retreats; defenders never do.');
  // CBT-8 [X: Partial Amphibious Retreat]: units landed from the sea stay and fight on; overland units and planes may go.
  const landed = new Set(alive(s, b.amphibious));
  const attackers = alive(s, b.attackers);
  const free = attackers.filter((id) => !landed.has(id));
  if (!free.length) return reject('CANNOT_RETREAT', 'CBT-8', 'Units landed from the sea may not retreat, and no other attacker is left.');
  let units = free;
  if (named) {
    const unknown = named.find((id) => !attackers.includes(id));
    if (unknown !== undefined || new Set(named).size !== named.length || !named.length)
      return reject('ILLEGAL_RETREAT', 'CBT-8', `Name each retreating attacker once, from this battle's attackers: ${attackers.join(', ')}.`);
    const ashore = named.filter((id) => landed.has(id));
    if (ashore.length) return reject('ILLEGAL_RETREAT', 'CBT-8', `Units landed from the sea may not retreat: ${ashore.join(', ')}.`);
    if (!landed.size && named.length !== attackers.length)
      return reject('ILLEGAL_RETREAT', 'CBT-8', 'The attackers retreat together, all of them; only beside units landed from the sea may some stay.');
    units = named;
  }
  const allowed = retreatPlaces(s, rs, b);
  if (!allowed.includes(to))
    return reject('ILLEGAL_RETREAT', 'CBT-8', `Retreat only to one adjacent friendly place the attack came from: ${allowed.join(', ') || 'none'}.`);
  const script = new Script(s);
  script.push({ type: 'AttackersRetreated', data: { place: b.place, to, units } });
  if (units.length < attackers.length) {
    script.push({ type: 'BattleContinued', data: { place: b.place, round: b.round + 1 } });
    run(script, rs, diceRoller(s, dice));
    return accept(...script.events);
  }
  returnScrambled(script, b);
  failedLanding(script, rs, b);
  if (!planesToLand(script, rs, 'retreated', units))
    script.push({ type: 'BattleEnded', data: { place: b.place, outcome: 'retreated', attackers: units, defenders: alive(script.s, b.defenders) } });
  return accept(...script.events);
}

// ---------------------------------------------------------------------------
// Strategic bombing raids (SBR-1..SBR-11)

const isBomber = (rs: RulesetView, u: Unit) => rs.unit(u.type)!.isStrategicBomber;
const isFacility = (rs: RulesetView, u: Unit) => rs.unit(u.type)!.isFactory || rs.unit(u.type)!.isConstruction;
/** Air battle values of a raid (SBR-4): escorts hit on 1, interceptors on 2 [X: airAttack, airDefense]. */
function airValue(rs: RulesetView, u: Unit, side: Side): number {
  const key = side === 'attacker' ? 'airAttack=' : 'airDefense=';
  const a = rs.unit(u.type)!.abilities.find((x) => x.startsWith(key));
  return a ? Number(a.slice(key.length)) : 0;
}

/** AMBIG-21: fighters of the territory's side in the territory may intercept. */
function interceptorCandidates(s: GameState, rs: RulesetView, place: string, attacker: string): Unit[] {
  return Object.values(s.units).filter((u) => u.at === place && atWar(s, attacker, u.owner) && rs.unit(u.type)!.abilities.includes('canIntercept'));
}

function startRaid(s: GameState, rs: RulesetView, power: string, dice: Dice, place: string): Decision {
  const script = new Script(s);
  const attackers = alive(s, s.raids[place].units);
  const defender = ownerOf(s, rs, place) ?? power;
  script.push({ type: 'BattleStarted', data: { place, kind: 'raid', attacker: power, defender, attackers, defenders: [], bombarders: [], amphibious: [] } });
  if (interceptorCandidates(s, rs, place, power).length === 0) script.push({ type: 'InterceptorsCommitted', data: { place, power: defender, units: [] } });
  run(script, rs, diceRoller(s, dice));
  return accept(...script.events);
}

export function decideIntercept(s: GameState, rs: RulesetView, power: string, dice: Dice, units: string[]): Decision {
  const b = s.battle;
  if (!b || b.kind !== 'raid' || b.step !== 'intercept') return reject('NO_DECISION_PENDING', 'SBR-3', 'No raid is waiting for interceptors.');
  if (power !== b.defender) return reject('NOT_YOUR_DECISION', 'SBR-3, AMBIG-21', `${b.defender} decides on interceptors.`);
  const candidates = new Set(interceptorCandidates(s, rs, b.place, b.attacker).map((u) => u.id));
  if (new Set(units).size !== units.length || units.some((id) => !candidates.has(id)))
    return reject('INVALID_INTERCEPTORS', 'SBR-3', `Interceptors must be fighters in ${b.place}: ${[...candidates].join(', ') || 'none'}.`);
  const script = new Script(s);
  script.push({ type: 'InterceptorsCommitted', data: { place: b.place, power, units } });
  run(script, rs, diceRoller(s, dice));
  return accept(...script.events);
}

export function decideAssignBombers(s: GameState, rs: RulesetView, power: string, dice: Dice, assignments: { bomber: string; facility: string }[]): Decision {
  const b = s.battle;
  if (!b || b.kind !== 'raid' || b.step !== 'assign') return reject('NO_DECISION_PENDING', 'SBR-6', 'No raid is waiting for bomber targets.');
  if (power !== b.attacker) return reject('NOT_YOUR_DECISION', 'SBR-6', 'The attacker assigns its bombers.');
  const bombers = unitsOf(s, b.attackers).filter((u) => isBomber(rs, u)).map((u) => u.id);
  const facilities = new Set(raidTargets(s, rs, b).map((u) => u.id));
  const named = assignments.map((a) => a.bomber);
  if (new Set(named).size !== named.length || named.length !== bombers.length || !bombers.every((id) => named.includes(id)))
    return reject('INVALID_ASSIGNMENT', 'SBR-6', `Assign each surviving bomber once: ${bombers.join(', ')}.`);
  if (assignments.some((a) => !facilities.has(a.facility)))
    return reject('INVALID_ASSIGNMENT', 'SBR-6', `Targets are the facilities in ${b.place}: ${[...facilities].join(', ')}.`);
  const script = new Script(s);
  script.push({ type: 'BombersAssigned', data: { place: b.place, assignments } });
  run(script, rs, diceRoller(s, dice));
  return accept(...script.events);
}

function raidTargets(s: GameState, rs: RulesetView, b: BattleState): Unit[] {
  return Object.values(s.units)
    .filter((u) => u.at === b.place && isFacility(rs, u) && atWar(s, b.attacker, u.owner))
    .sort((x, y) => x.id.localeCompare(y.id, 'en', { numeric: true }));
}

function raidStep(script: Script, rs: RulesetView, roller: Roller, b: BattleState) {
  const s = script.s;
  const next = (to: BattleStepName) => script.push({ type: 'BattleStep', data: { place: b.place, round: b.round, step: to } });
  const att = unitsOf(s, b.attackers);
  switch (b.step) {
    case 'intercept':
      return; // the defender decides (decideIntercept)
    case 'airBattle': {
      if (!b.rolled) {
        // SBR-4: one round; escorts and interceptors fire, bombers do not but may be hit.
        const interceptors = unitsOf(s, b.defenders);
        if (!interceptors.length) return next('assign');
        const a = fireAir(script, rs, roller, b, 'attacker', att.filter((u) => airValue(rs, u, 'attacker') > 0), interceptors.length > 0);
        const d = fireAir(script, rs, roller, b, 'defender', interceptors, att.length > 0);
        if (a || d) return;
        return next('assign');
      }
      if (s.battle!.doomed.length) {
        script.push({ type: 'CasualtiesRemoved', data: { place: b.place, units: s.battle!.doomed, reason: 'raid air battle' } });
        return;
      }
      return next('assign');
    }
    case 'assign': {
      const bombers = att.filter((u) => isBomber(rs, u));
      const targets = raidTargets(s, rs, b);
      if (!bombers.length || !targets.length) {
        script.push({ type: 'BattleEnded', data: { place: b.place, outcome: 'raided', attackers: alive(s, b.attackers), defenders: alive(s, b.defenders) } });
        return;
      }
      if (targets.length === 1)
        script.push({ type: 'BombersAssigned', data: { place: b.place, assignments: bombers.map((u) => ({ bomber: u.id, facility: targets[0].id })) } });
      return; // otherwise the attacker assigns (decideAssignBombers)
    }
    case 'facilityAA': {
      // SBR-7: each facility rolls one die per bomber attacking it; each 1 downs one of those bombers.
      const lost: string[] = [];
      for (const f of raidTargets(s, rs, b)) {
        const mine = Object.entries(b.targets ?? {})
          .filter(([bomber, facility]) => facility === f.id && s.units[bomber])
          .map(([bomber]) => bomber)
          .sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
        if (!mine.length) continue;
        const { values, event } = roller.roll(mine.length, `anti-aircraft fire of ${f.type} ${f.id}, raid on ${b.place}`);
        script.push(event);
        lost.push(...mine.slice(0, values.filter((v) => v === 1).length));
      }
      if (lost.length) script.push({ type: 'CasualtiesRemoved', data: { place: b.place, units: lost, reason: 'facility anti-aircraft fire (SBR-7)' } });
      return next('damage');
    }
    case 'damage': {
      // SBR-9, SBR-10: each surviving bomber rolls 1d6 damage, capped by the facility's maximum.
      const pairs = Object.entries(b.targets ?? {})
        .filter(([bomber]) => s.units[bomber])
        .sort(([x, fx], [y, fy]) => fx.localeCompare(fy, 'en', { numeric: true }) || x.localeCompare(y, 'en', { numeric: true }));
      if (pairs.length) {
        const { values, event } = roller.roll(pairs.length, `bombing damage, raid on ${b.place}`);
        script.push(event);
        const damage: Extract<GameEvent, { type: 'FacilitiesDamaged' }>['data']['damage'] = [];
        const now = new Map<string, number>();
        pairs.forEach(([bomber, facility], i) => {
          const f = s.units[facility];
          const before = now.get(facility) ?? f.damage;
          const cap = rs.unit(f.type)!.maxDamage ?? before + values[i];
          const added = Math.max(0, Math.min(values[i] + rs.switches.bombingBonus, cap - before));
          now.set(facility, before + added);
          damage.push({ facility, type: f.type, bomber, rolled: values[i], added, damage: before + added });
        });
        script.push({ type: 'FacilitiesDamaged', data: { place: b.place, damage } });
      }
      script.push({ type: 'BattleEnded', data: { place: b.place, outcome: 'raided', attackers: alive(script.s, b.attackers), defenders: alive(script.s, b.defenders) } });
      return;
    }
  }
}

function fireAir(script: Script, rs: RulesetView, roller: Roller, b: BattleState, side: Side, shooters: Unit[], targetsExist: boolean): boolean {
  if (!shooters.length || !targetsExist) return false;
  const sorted = bySkill(shooters, (u) => airValue(rs, u, side));
  const { values, event } = roller.roll(sorted.length, `raid air battle, ${side}, ${b.place}`);
  script.push(event);
  const hits = values.filter((v, i) => v <= airValue(rs, sorted[i], side)).length;
  scored(script, b, 'airBattle', side, sorted.map((u) => u.id), { ...noHits(), any: hits });
  return true;
}

// ---------------------------------------------------------------------------
// Scramble (SCR-1..SCR-4, 1E: islands only) and submerge (CBT-3)

export function decideScramble(s: GameState, rs: RulesetView, power: string, dice: Dice, units: string[]): Decision {
  const b = s.battle;
  if (!b || b.step !== 'scramble') return reject('NO_DECISION_PENDING', 'SCR-2', 'No battle is waiting for a scramble.');
  if (power !== b.defender) return reject('NOT_YOUR_DECISION', 'SCR-2, AMBIG-06', `${b.defender} decides what scrambles.`);
  const candidates = new Map(scrambleCandidates(s, rs, b.place, b.attacker).map((c) => [c.unitId, c.from]));
  if (new Set(units).size !== units.length || units.some((id) => !candidates.has(id)))
    return reject('INVALID_SCRAMBLE', 'SCR-1', `Only planes on adjacent islands with an operative airfield scramble: ${[...candidates.keys()].join(', ') || 'none'}.`);
  const perIsland = new Map<string, number>();
  for (const id of units) perIsland.set(candidates.get(id)!, (perIsland.get(candidates.get(id)!) ?? 0) + 1);
  for (const [island, n] of perIsland)
    if (n > SCRAMBLE_LIMIT) return reject('INVALID_SCRAMBLE', 'SCR-3, AMBIG-10', `At most ${SCRAMBLE_LIMIT} planes scramble from ${island}'s airfield.`);
  const script = new Script(s);
  script.push({ type: 'PlanesScrambled', data: { place: b.place, power, units: units.map((unitId) => ({ unitId, from: candidates.get(unitId)! })) } });
  run(script, rs, diceRoller(s, dice));
  return accept(...script.events);
}

/** SCR-3 / AMBIG-10: at most 3 per island airfield. */
const SCRAMBLE_LIMIT = 3;

/** SCR-4: scrambled planes still alive go back to their island. */
function returnScrambled(script: Script, b: BattleState) {
  const scrambled = script.s.battle?.scrambled ?? b.scrambled ?? {};
  const units = Object.entries(scrambled)
    .filter(([id]) => script.s.units[id])
    .map(([unitId, to]) => ({ unitId, to }));
  if (units.length) script.push({ type: 'ScrambledPlanesReturned', data: { place: b.place, units } });
}

/** The side whose subs may submerge now and has not decided yet this round (attacker first), or null. */
export function submergeSide(s: GameState, rs: RulesetView, b: BattleState): 'attacker' | 'defender' | null {
  const decided = b.submergeDecided ?? [];
  const att = unitsOf(s, b.attackers);
  const def = unitsOf(s, b.defenders);
  for (const side of ['attacker', 'defender'] as const) {
    if (decided.includes(side)) continue;
    const [mine, theirs] = side === 'attacker' ? [att, def] : [def, att];
    if (mine.some((u) => rs.unit(u.type)!.isSub) && !theirs.some((u) => rs.unit(u.type)!.isDestroyer)) return side;
  }
  return null;
}

export function decideSubmerge(s: GameState, rs: RulesetView, power: string, dice: Dice, units: string[]): Decision {
  const b = s.battle;
  const side = b && b.step === 'submerge' ? submergeSide(s, rs, b) : null;
  if (!b || !side) return reject('NO_DECISION_PENDING', 'CBT-3', 'No submarines may submerge now.');
  const chooser = side === 'attacker' ? b.attacker : b.defender;
  if (power !== chooser) return reject('NOT_YOUR_DECISION', 'CBT-3', `${chooser} decides on its submarines now.`);
  const mine = new Set(unitsOf(s, side === 'attacker' ? b.attackers : b.defenders).filter((u) => rs.unit(u.type)!.isSub).map((u) => u.id));
  if (new Set(units).size !== units.length || units.some((id) => !mine.has(id)))
    return reject('INVALID_SUBMERGE', 'CBT-3', `Only ${chooser}'s submarines in the battle may submerge: ${[...mine].join(', ')}.`);
  const script = new Script(s);
  script.push({ type: 'SubsSubmerged', data: { place: b.place, side, power, units } });
  run(script, rs, diceRoller(s, dice));
  return accept(...script.events);
}

/** The engine picks casualties for this power from now on, by this order of loss (null: ask every time). */
export function decideCasualtyOrder(s: GameState, rs: RulesetView, power: string, orderOfLoss: string[] | null): Decision {
  for (const t of orderOfLoss ?? []) if (!rs.unit(t)) return reject('UNKNOWN_UNIT_TYPE', 'CBT-7', `There is no unit type "${t}".`);
  return accept({ type: 'CasualtyOrderSet', data: { power, orderOfLoss } });
}

/** CBT-8: adjacent places the attacking units came from that are friendly to the attacker. */
export function retreatPlaces(s: GameState, rs: RulesetView, b: BattleState): string[] {
  const from = new Set(alive(s, b.attackers).map((id) => s.movement[id]?.cameFrom).filter((x): x is string => Boolean(x)));
  return [...from].filter((p) => {
    if (!rs.adjacent(p, b.place)) return false;
    const t = rs.territory(p)!;
    if (t.kind !== rs.territory(b.place)!.kind) return false;
    if (t.kind === 'sea') return !Object.values(s.units).some((u) => u.at === p && atWar(s, b.attacker, u.owner));
    const owner = s.owners[p];
    return Boolean(owner && friendly(s, b.attacker, owner));
  });
}

// ---------------------------------------------------------------------------
// The machine

function run(script: Script, rs: RulesetView, roller: Roller) {
  for (let guard = 0; guard < 10000; guard++) {
    const b = script.s.battle;
    if (!b) return;
    if (b.owed.length) {
      if (!settleOwed(script, rs)) return; // a player decides
      continue;
    }
    if (b.step === 'decide') return;
    const before = script.events.length;
    if (b.kind === 'raid') raidStep(script, rs, roller, b);
    else step(script, rs, roller, b);
    if (script.events.length === before) return; // waiting for a decision
  }
  throw new Error('battle: the machine did not settle');
}

/** Takes owed casualties the engine may choose itself; false when a player must choose. */
function settleOwed(script: Script, rs: RulesetView): boolean {
  const s = script.s;
  const b = s.battle!;
  const owed = b.owed[0];
  const power = owed.side === 'attacker' ? b.attacker : b.defender;
  const pool = takers(s, rs, owed.side === 'attacker' ? b.attackers : b.defenders);
  const order = s.casualtyOrders[power];
  if (!order && !choiceIsForced(s, rs, owed.hits, pool)) return false;
  script.push(casualtiesEvent(s, rs, owed.side, power, autoCasualties(s, rs, owed.hits, pool, owed.side, order), true));
  return true;
}

function casualtiesEvent(s: GameState, rs: RulesetView, side: Side, power: string, ids: string[], auto: boolean): GameEvent {
  const units: { unitId: string; effect: 'damaged' | 'destroyed' }[] = [];
  const seen = new Map<string, number>();
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const [unitId, n] of seen) {
    const u = s.units[unitId];
    const left = Math.max(1, rs.unit(u.type)!.hitPoints) - u.damage;
    units.push({ unitId, effect: n >= left ? 'destroyed' : 'damaged' });
  }
  return { type: 'CasualtiesChosen', data: { place: s.battle!.place, side, power, units, auto } };
}

/** Units that can be casualties: everything in the fight but AA guns (UNIT-4) and units already doomed. */
function takers(s: GameState, rs: RulesetView, ids: string[]): string[] {
  const doomed = new Set(s.battle?.doomed ?? []);
  return alive(s, ids).filter((id) => !rs.unit(s.units[id].type)!.isAA && !doomed.has(id));
}

function step(script: Script, rs: RulesetView, roller: Roller, b: BattleState) {
  const s = script.s;
  const next = (to: BattleStepName) => script.push({ type: 'BattleStep', data: { place: b.place, round: b.round, step: to } });
  const att = unitsOf(s, b.attackers);
  const def = unitsOf(s, b.defenders);
  switch (b.step) {
    case 'aa': {
      if (b.rolled) return next('bombard');
      // CBT-9 / UNIT-7: a battle that cannot be fought rolls no die: it ends before its first shot.
      if (b.round === 1 && endIfDecided(script, rs, b, true)) return;
      // CBT-1 / UNIT-4 / AMBIG-09: round 1 of a land battle, one die per attacking plane, hits on 1.
      const planes = att.filter((u) => rs.unit(u.type)!.domain === 'air');
      if (b.round === 1 && b.kind === 'land' && planes.length && def.some((u) => rs.unit(u.type)!.isAA)) {
        const guns = def.filter((u) => rs.unit(u.type)!.isAA).map((u) => u.id);
        const { values, event } = roller.roll(planes.length, `anti-aircraft fire, round 1, ${b.place}`);
        script.push(event);
        return scored(script, b, 'aa', 'defender', guns, { ...noHits(), airOnly: values.filter((v) => v <= 1).length });
      }
      return next('bombard');
    }
    case 'bombard': {
      if (b.rolled) return next('submerge');
      // CBT-2: battleships and cruisers fire once in round 1; their victims still fire back.
      const ships = unitsOf(s, b.bombarders);
      if (b.round === 1 && ships.length && targetsFor(s, rs, b, 'attacker', def).length) {
        const sorted = bySkill(ships, (u) => rs.unit(u.type)!.attack);
        const { values, event } = roller.roll(sorted.length, `bombardment, round 1, ${b.place}`);
        script.push(event);
        const hits = values.filter((v, i) => v <= rs.unit(sorted[i].type)!.attack).length;
        return scored(script, b, 'bombard', 'attacker', sorted.map((u) => u.id), { ...noHits(), any: hits });
      }
      return next('submerge');
    }
    case 'scramble': {
      if (s.casualtyOrders[b.defender]) return script.push({ type: 'PlanesScrambled', data: { place: b.place, power: b.defender, units: [] } });
      return; // the defender decides (decideScramble)
    }
    case 'submerge': {
      // CBT-3: attacking, then defending subs may leave the battle unless an enemy destroyer is there.
      const side = submergeSide(s, rs, b);
      if (!side) return next('surprise');
      const power = side === 'attacker' ? b.attacker : b.defender;
      if (s.casualtyOrders[power]) return script.push({ type: 'SubsSubmerged', data: { place: b.place, side, power, units: [] } });
      return; // that side decides (decideSubmerge)
    }
    case 'surprise': {
      if (b.rolled) return next('general');
      // CBT-4 / AMBIG-37: subs facing no enemy destroyer fire first, both sides together; their victims do not fire back.
      const strike = (mine: Unit[], theirs: Unit[], side: Side) => {
        const subs = mine.filter((u) => rs.unit(u.type)!.isSub);
        if (!subs.length || theirs.some((u) => rs.unit(u.type)!.isDestroyer)) return null;
        // UNIT-5: a sub never hits planes; with nothing else to hit it does not roll.
        if (!targetsFor(s, rs, b, side, theirs).some((t) => hitFits('notAir', rs, t))) return null;
        const value = (u: Unit) => (side === 'attacker' ? rs.unit(u.type)!.attack : rs.unit(u.type)!.defense);
        const sorted = bySkill(subs, value);
        const { values, event } = roller.roll(sorted.length, `surprise strike by the ${side}, round ${b.round}, ${b.place}`);
        script.push(event);
        return { side, ids: sorted.map((u) => u.id), hits: values.filter((v, i) => v <= value(sorted[i])).length };
      };
      const a = strike(att, def, 'attacker');
      const d = strike(def, att, 'defender');
      for (const x of [a, d]) if (x) scored(script, b, 'surprise', x.side, x.ids, { ...noHits(), notAir: x.hits });
      if (a || d) return;
      return next('general');
    }
    case 'general': {
      if (b.rolled) return next('end');
      // CBT-5 / CBT-6: the attacker, then the defender; casualties removed together.
      const struck = new Set(s.battle!.struck);
      const a = fire(script, rs, roller, b, 'attacker', att.filter((u) => !struck.has(u.id)), def);
      const d = fire(script, rs, roller, b, 'defender', def.filter((u) => !struck.has(u.id)), att);
      if (a || d) return;
      return next('end');
    }
    case 'end': {
      if (s.battle!.doomed.length) {
        script.push({ type: 'CasualtiesRemoved', data: { place: b.place, units: withCargo(s, s.battle!.doomed), reason: `round ${b.round}` } });
        return;
      }
      return finishRound(script, rs, b);
    }
  }
}

/** Rolls a side's general fire: one die per unit that has a value, grouped by what its hits may strike. */
function fire(script: Script, rs: RulesetView, roller: Roller, b: BattleState, side: Side, mine: Unit[], theirs: Unit[]): boolean {
  const s = script.s;
  const value = valuesFor(s, rs, side, mine);
  const targets = targetsFor(s, rs, b, side, theirs);
  const classOf = (u: Unit) => hitClass(rs, b, u, mine);
  // A unit with nothing it could hit rolls no die (CBT-9: no die the rules do not roll).
  const shooters = bySkill(
    mine.filter((u) => (value.get(u.id) ?? 0) > 0 && targets.some((t) => hitFits(classOf(u), rs, t))),
    (u) => value.get(u.id)!,
  );
  if (!shooters.length) return false;
  const { values, event } = roller.roll(shooters.length, `${side}, round ${b.round}, ${b.place}`);
  script.push(event);
  const hits = noHits();
  shooters.forEach((u, i) => {
    if (values[i] <= value.get(u.id)!) hits[classOf(u)]++;
  });
  scored(script, b, 'general', side, shooters.map((u) => u.id), hits);
  return true;
}

/** What a unit's hit may strike (CBT-7): subs never planes (UNIT-5); planes at sea no subs without a destroyer on their side (UNIT-6). */
function hitClass(rs: RulesetView, b: BattleState, u: Unit, side: Unit[]): keyof HitClasses {
  const p = rs.unit(u.type)!;
  if (p.isSub) return 'notAir';
  if (p.domain === 'air' && b.kind === 'sea' && !side.some((m) => rs.unit(m.type)!.isDestroyer)) return 'notSub';
  return 'any';
}

function hitFits(cls: keyof HitClasses, rs: RulesetView, target: Unit): boolean {
  const p = rs.unit(target.type)!;
  if (cls === 'notAir') return p.domain !== 'air';
  if (cls === 'notSub') return !p.isSub;
  if (cls === 'airOnly') return p.domain === 'air';
  return true;
}

/** The enemy units `side`'s hits may fall on: alive, not AA guns (UNIT-4), not already chosen as casualties. */
function targetsFor(s: GameState, rs: RulesetView, b: BattleState, side: Side, theirs: Unit[]): Unit[] {
  const pool = new Set(takers(s, rs, side === 'attacker' ? b.defenders : b.attackers));
  return theirs.filter((u) => pool.has(u.id));
}

/** Attack or defense values with support (UNIT-2, UNIT-3), by the one fire model (fire-model.ts) that battleOdds uses too. */
function valuesFor(s: GameState, rs: RulesetView, side: Side, units: Unit[]): Map<string, number> {
  const v = new Map(units.map((u) => [u.id, baseValue(rs.unit(u.type)!, side)]));
  const power = side === 'attacker' ? s.battle?.attacker : s.battle?.defender;
  const types = [...new Set(units.map((u) => u.type))].sort(lossOrder(rs, side, (power && s.casualtyOrders[power]) || []));
  const ofType = new Map(types.map((t) => [t, units.filter((u) => u.type === t).sort(byUnitId)]));
  const bonuses = supportBonuses(rs, side, types.map((t) => ({ key: t, type: t, count: ofType.get(t)!.length })));
  for (const t of types) {
    let i = 0;
    for (const b of bonuses.get(t)!) for (let n = 0; n < b.n; n++, i++) v.set(ofType.get(t)![i].id, v.get(ofType.get(t)![i].id)! + b.bonus);
  }
  return v;
}

const byUnitId = (a: Unit, b: Unit) => a.id.localeCompare(b.id, 'en', { numeric: true });

/** Dice order within a step: ascending by the number the unit hits at, then by unit id (BATTLE_DICE_ORDER). */
function bySkill(units: Unit[], value: (u: Unit) => number): Unit[] {
  return [...units].sort((a, b) => value(a) - value(b) || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

function scored(script: Script, b: BattleState, step: BattleStepName, by: Side, firing: string[], hits: HitClasses) {
  script.push({ type: 'HitsScored', data: { place: b.place, round: script.s.battle!.round, step, by, firing, hits, total: totalHits(hits) } });
}

function finishRound(script: Script, rs: RulesetView, b: BattleState) {
  if (!endIfDecided(script, rs, b, false)) script.push({ type: 'BattleRoundEnded', data: { place: b.place, round: b.round } });
}

/**
 * CBT-9 / UNIT-7: whether the battle is decided, before its first shot
 * (`starting`) or after a round: one side is gone, or neither can hurt the
 * other, or one side is defenceless (transports) against an armed enemy and
 * is destroyed without dice. If so, ends it and returns true.
 */
function endIfDecided(script: Script, rs: RulesetView, b: BattleState, starting: boolean): boolean {
  const s = script.s;
  const att = unitsOf(s, b.attackers);
  // 1E AA guns are infrastructure, captured with the land (CAP-2); a 2E AA gun is not (RULES §6), so it stays a
  // defender and, defenceless once alone, is destroyed rather than left standing in the captured territory.
  const def = unitsOf(s, b.defenders).filter((u) => !isCapturedWithLand(rs.unit(u.type)!));
  const canHurt = (mine: Unit[], theirs: Unit[], side: Side) => {
    const targets = targetsFor(s, rs, b, side, theirs);
    const value = (u: Unit) => (side === 'attacker' ? rs.unit(u.type)!.attack : rs.unit(u.type)!.defense);
    if (mine.some((u) => value(u) > 0 && targets.some((t) => hitFits(hitClass(rs, b, u, mine), rs, t)))) return true;
    if (!starting) return false;
    // Round 1 only: AA fire at attacking planes (CBT-1), bombardment (CBT-2).
    if (side === 'defender') return b.kind === 'land' && unitsOf(s, b.defenders).some((u) => rs.unit(u.type)!.isAA) && theirs.some((u) => rs.unit(u.type)!.domain === 'air');
    return unitsOf(s, b.bombarders).length > 0 && targets.length > 0;
  };
  let outcome: Extract<GameEvent, { type: 'BattleEnded' }>['data']['outcome'] | null = null;
  const aHits = canHurt(att, def, 'attacker');
  const dHits = canHurt(def, att, 'defender');
  if (!att.length && !def.length) outcome = 'bothDestroyed';
  else if (!def.length && !dHits) outcome = 'attackerWon';
  else if (!att.length) outcome = 'defenderWon';
  else if (def.length) {
    // UNIT-7 / CBT-9: transports (or anything harmless) left alone against armed enemies are destroyed.
    const armed = (units: Unit[], side: Side) => units.some((u) => (side === 'attacker' ? rs.unit(u.type)!.attack : rs.unit(u.type)!.defense) > 0);
    if (armed(att, 'attacker') && !dHits && def.every((u) => rs.unit(u.type)!.defense === 0)) {
      script.push({ type: 'CasualtiesRemoved', data: { place: b.place, units: withCargo(s, def.map((u) => u.id)), reason: 'defenceless (UNIT-7)' } });
      outcome = 'attackerWon';
    } else if (armed(def, 'defender') && !aHits && att.every((u) => rs.unit(u.type)!.attack === 0)) {
      script.push({ type: 'CasualtiesRemoved', data: { place: b.place, units: withCargo(s, att.map((u) => u.id)), reason: 'defenceless (UNIT-7)' } });
      outcome = 'defenderWon';
    } else if (!aHits && !dHits) outcome = 'stalemate';
  }
  if (!outcome) return false;
  returnScrambled(script, b);
  if (outcome !== 'attackerWon') failedLanding(script, rs, b);
  if (planesToLand(script, rs, outcome, alive(script.s, b.attackers))) return true;
  const after = script.s;
  script.push({ type: 'BattleEnded', data: { place: b.place, outcome, attackers: alive(after, b.attackers), defenders: alive(after, b.defenders) } });
  // CAP-1: a land battle won with a land unit left captures the territory.
  const landLeft = alive(script.s, b.attackers).some((id) => rs.unit(script.s.units[id].type)!.domain === 'land');
  if (outcome === 'attackerWon' && b.kind === 'land' && landLeft) {
    // SCR-4: planes that scrambled from this island and sat out its battle are lost with it (their +1 move is not offered).
    const grounded = new Map<string, { unitId: string; type: string; at: string }[]>();
    for (const u of Object.values(script.s.units))
      if (u.at === b.place && atWar(script.s, b.attacker, u.owner) && rs.unit(u.type)!.domain === 'air')
        grounded.set(u.owner, [...(grounded.get(u.owner) ?? []), { unitId: u.id, type: u.type, at: b.place }]);
    for (const [power, units] of grounded) script.push({ type: 'AircraftLost', data: { power, units, rule: 'SCR-4' } });
    const e = captureEvent(script.s, rs, b.place, b.attacker, 0);
    if (e.data.from !== e.data.to) script.push(e);
  }
  return true;
}

/** Destroyed transports and carriers take their cargo down with them; planes fighting in the battle fight on (CBT-10). */
function withCargo(s: GameState, ids: string[]): string[] {
  const set = new Set(ids);
  const fighting = new Set([...(s.battle?.attackers ?? []), ...(s.battle?.defenders ?? [])]);
  for (const u of Object.values(s.units)) if (u.carriedBy && set.has(u.carriedBy) && !fighting.has(u.id)) set.add(u.id);
  return [...set];
}

/**
 * CBT-10 at the end of a sea battle: defending planes left without a carrier
 * fly 1 space where their side says (LandPlanes), or where the engine says
 * with a casualty order set; those with nowhere to go are lost. True when the
 * battle now waits for that decision (BattleEnded comes with it).
 */
function planesToLand(script: Script, rs: RulesetView, outcome: BattleOutcome, attackers: string[]): boolean {
  const b = script.s.battle!;
  const stranded = strandedPlanes(script.s, rs, b);
  if (!stranded.length) return false;
  const canFly = stranded.some((p) => landingOptions(script.s, rs, p, b.place).length > 0);
  if (canFly && !script.s.casualtyOrders[b.defender]) {
    script.push({ type: 'PlanesStranded', data: { place: b.place, planes: stranded.map((p) => p.id), outcome, attackers } });
    return true;
  }
  const landings = canFly ? autoLandings(script.s, rs, b.place, stranded) : [];
  for (const e of landingEvents(script.s, rs, b.place, stranded, landings).events) script.push(e);
  return false;
}

export function decideLandPlanes(s: GameState, rs: RulesetView, power: string, landings: { unitId: string; to: string }[]): Decision {
  const b = s.battle;
  if (!b || b.step !== 'landPlanes' || !b.ending) return reject('NO_DECISION_PENDING', 'CBT-10', 'No planes are waiting to land.');
  if (power !== b.defender) return reject('NOT_YOUR_DECISION', 'CBT-10', `${b.defender} says where its side's planes land.`);
  const stranded = alive(s, b.stranded ?? []).map((id) => s.units[id]);
  const r = landingEvents(s, rs, b.place, stranded, landings);
  if (r.problem) return reject('INVALID_LANDING', 'CBT-10', r.problem);
  const script = new Script(s);
  for (const e of r.events) script.push(e);
  script.push({ type: 'BattleEnded', data: { place: b.place, outcome: b.ending.outcome, attackers: alive(script.s, b.ending.attackers), defenders: alive(script.s, b.defenders) } });
  return accept(...script.events);
}

/**
 * MOV-7: a landing proceeds only if the attacker wins the sea battle in the
 * zone it comes from. Otherwise the units it put ashore never landed: they go
 * back aboard the transports that unloaded them, wherever those are now (a
 * retreat took them along), as far as there is room; the rest are lost with
 * the transports that were sunk.
 */
function failedLanding(script: Script, rs: RulesetView, b: BattleState) {
  if (b.kind !== 'sea') return;
  const s = script.s;
  const landed = Object.values(s.units)
    .filter((u) => u.owner === b.attacker && rs.territory(u.at)!.kind === 'land' && s.movement[u.id]?.unloaded && s.movement[u.id]?.cameFrom === b.place)
    .sort((x, y) => rs.unit(y.type)!.transportCost! - rs.unit(x.type)!.transportCost! || x.id.localeCompare(y.id, 'en', { numeric: true }));
  if (!landed.length) return;
  const room = new Map<string, number>();
  for (const t of Object.values(s.units)) {
    const capacity = rs.unit(t.type)!.transportCapacity ?? 0;
    if (!capacity || !s.unloadedInto[t.id] || t.owner !== b.attacker) continue;
    const used = Object.values(s.units)
      .filter((c) => c.carriedBy === t.id)
      .reduce((n, c) => n + (rs.unit(c.type)!.transportCost ?? 0), 0);
    room.set(t.id, capacity - used);
  }
  const reboarded: { unitId: string; transportId: string; to: string }[] = [];
  const lost: string[] = [];
  for (const u of landed) {
    const cost = rs.unit(u.type)!.transportCost!;
    const t = [...room.keys()].find((id) => s.unloadedInto[id] === u.at && room.get(id)! >= cost);
    if (!t) {
      lost.push(u.id);
      continue;
    }
    room.set(t, room.get(t)! - cost);
    reboarded.push({ unitId: u.id, transportId: t, to: s.units[t].at });
  }
  if (reboarded.length) script.push({ type: 'LandingCancelled', data: { place: b.place, units: reboarded, rule: 'MOV-7' } });
  if (lost.length) script.push({ type: 'CasualtiesRemoved', data: { place: b.place, units: lost, reason: `MOV-7: the sea battle in ${b.place} was not won and their transports are gone` } });
}


/** The defending power with the most units there chooses the defenders' casualties (the territory's owner on a tie). */
function principalDefender(s: GameState, rs: RulesetView, place: string, defenders: Unit[]): string | null {
  const counts = new Map<string, number>();
  for (const u of defenders) counts.set(u.owner, (counts.get(u.owner) ?? 0) + 1);
  const owner = ownerOf(s, rs, place);
  let best: string | null = null;
  for (const [p, n] of counts) if (!best || n > counts.get(best)! || (n === counts.get(best)! && p === owner)) best = p;
  return best;
}

/** The sea zones the amphibious attackers of a territory came from. */
function landedFrom(s: GameState, rs: RulesetView, place: string): string[] {
  return Object.values(s.units)
    .filter((u) => u.at === place && s.movement[u.id]?.unloaded && s.movement[u.id]?.cameFrom)
    .map((u) => s.movement[u.id]!.cameFrom!)
    .filter((z) => rs.territory(z)?.kind === 'sea');
}

/** CBT-2: at most one battleship or cruiser per land unit unloaded from that zone; none that fought a sea battle there this turn. */
function bombarders(s: GameState, rs: RulesetView, place: string, power: string, amphibious: string[]): string[] {
  const perZone = new Map<string, number>();
  for (const id of amphibious) {
    const z = s.movement[id]?.cameFrom;
    if (z) perZone.set(z, (perZone.get(z) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const [zone, landed] of perZone) {
    if (s.foughtAtSea?.includes(zone) || s.kamikazeZonesHit?.includes(zone)) continue; // CBT-2: nor from a zone with a kamikaze attack
    const ships = Object.values(s.units)
      .filter((u) => u.at === zone && u.owner === power && rs.unit(u.type)!.canBombard)
      .sort((a, b) => rs.unit(b.type)!.attack - rs.unit(a.type)!.attack || a.id.localeCompare(b.id, 'en', { numeric: true }));
    out.push(...ships.slice(0, landed).map((u) => u.id));
  }
  return out;
}

