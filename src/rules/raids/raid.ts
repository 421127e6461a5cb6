// Strategic bombing raids (SBR-1..SBR-11): starting a raid, the defender's
// interceptors (SBR-3, AMBIG-21) and the attacker's choice of targets (SBR-6).
import type { PowerId, RulesetView } from '../ruleset';
import { reject, type Ruling, atWar, type BattleState, type GameState, type Unit } from '../engine';
import { type Dice, diceRoller } from '../dice';
import { ownerOf } from '../capture';
import { abilityNumber, battleOf, alive, Script, unitsOf, type Side, type Battles } from '../combat';
import { byUnitId } from '../units';

export const isBomber = (rs: RulesetView, u: Unit) => rs.unit(u.type).isStrategicBomber;
export const isFacility = (rs: RulesetView, u: Unit) => rs.unit(u.type).isFactory || rs.unit(u.type).isConstruction;
/**
 * SBR-1 / RULES §6 "Tactical bomber": the facilities a raider may bomb: any, or only the
 * types its data names [X2: bombingTargets] (2E tactical bombers: airfields and harbours).
 */
export function mayBomb(rs: RulesetView, bomber: Unit, facility: Unit): boolean {
  const key = 'bombingTargets=';
  const a = rs.unit(bomber.type).abilities.find((x) => x.startsWith(key));
  return !a || a.slice(key.length).split(':').includes(facility.type);
}

/** SBR-9 / RULES §6 "Bomber damage": damage added to a raider's die: its own [X2: bombingBonus] (2E bomber +2, tactical bomber 0), else the ruleset's. */
export function bombingBonus(rs: RulesetView, bomber: Unit): number {
  return abilityNumber(rs.unit(bomber.type), 'bombingBonus') ?? rs.switches.bombingBonus;
}

/** Air battle values of a raid (SBR-4): escorts hit on 1, interceptors on 2 [X: airAttack, airDefense]. */
export function airValue(rs: RulesetView, u: Unit, side: Side): number {
  const key = side === 'attacker' ? 'airAttack=' : 'airDefense=';
  const a = rs.unit(u.type).abilities.find((x) => x.startsWith(key));
  return a ? Number(a.slice(key.length)) : 0;
}

/** AMBIG-21: fighters of the territory's side in the territory may intercept. */
export function interceptorCandidates(s: GameState, rs: RulesetView, place: string, attacker: PowerId): Unit[] {
  return s.units.at(place).filter((u) => atWar(s, attacker, u.owner) && rs.unit(u.type).abilities.includes('canIntercept'));
}

export function startRaid(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, place: string, battles: Battles): Ruling {
  const script = new Script(s, battles.evolve);
  const attackers = alive(s, s.raids[place].units);
  const defender = ownerOf(s, rs, place) ?? power;
  script.push({
    type: 'BattleStarted',
    data: { place, kind: 'raid', attacker: power, defender, attackers, defenders: [], bombarders: [], amphibious: [] },
  });
  if (interceptorCandidates(s, rs, place, power).length === 0)
    script.push({ type: 'InterceptorsCommitted', data: { place, power: defender, units: [] } });
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}

export function decideIntercept(s: GameState, rs: RulesetView, power: PowerId, dice: Dice, units: string[], battles: Battles): Ruling {
  const b = battleOf(s); // the engine has checked the battle waits for this (pending decisions)
  const candidates = new Set(interceptorCandidates(s, rs, b.place, b.attacker).map((u) => u.id));
  if (new Set(units).size !== units.length || units.some((id) => !candidates.has(id)))
    return reject('INVALID_INTERCEPTORS', 'SBR-3', `Interceptors must be fighters in ${b.place}: ${[...candidates].join(', ') || 'none'}.`);
  const script = new Script(s, battles.evolve);
  script.push({ type: 'InterceptorsCommitted', data: { place: b.place, power, units } });
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}

export function decideAssignBombers(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  dice: Dice,
  assignments: { bomber: string; facility: string }[],
  battles: Battles,
): Ruling {
  const b = battleOf(s); // the engine has checked the battle waits for this (pending decisions)
  const bombers = unitsOf(s, b.attackers)
    .filter((u) => isBomber(rs, u))
    .map((u) => u.id);
  const facilities = new Set(raidTargets(s, rs, b).map((u) => u.id));
  const named = assignments.map((a) => a.bomber);
  if (new Set(named).size !== named.length || named.length !== bombers.length || !bombers.every((id) => named.includes(id)))
    return reject('INVALID_ASSIGNMENT', 'SBR-6', `Assign each surviving bomber once: ${bombers.join(', ')}.`);
  if (assignments.some((a) => !facilities.has(a.facility)))
    return reject('INVALID_ASSIGNMENT', 'SBR-6', `Targets are the facilities in ${b.place}: ${[...facilities].join(', ')}.`);
  const wrong = assignments.find((a) => !mayBomb(rs, s.units.unit(a.bomber), s.units.unit(a.facility)));
  if (wrong)
    return reject('INVALID_ASSIGNMENT', 'RULES §6', `${s.units.unit(wrong.bomber).type} ${wrong.bomber} may not bomb ${wrong.facility}.`);
  const script = new Script(s, battles.evolve);
  script.push({ type: 'BombersAssigned', data: { place: b.place, assignments } });
  battles.run(script, rs, diceRoller(s, dice));
  return script.ruling();
}

export function raidTargets(s: GameState, rs: RulesetView, b: BattleState): Unit[] {
  return s.units
    .at(b.place)
    .filter((u) => isFacility(rs, u) && atWar(s, b.attacker, u.owner))
    .sort(byUnitId);
}
