// MOV-1..MOV-7, NCM-2, NCM-6: each step of a unit's route, from one place to
// the next, checked and costed by the unit's domain (land, sea or air).
// Boarding, unloading and blitzing have their own files.
import type { RulesetView, UnitProfile } from '../ruleset';
import { relation, type GameState, type Unit } from '../engine';
import { enemiesAt, enemyFightersAt, enemySurfaceWarshipsAt, isWarship, peacefulOwnersAt } from './places';
import { ownerOf } from '../capture';
import { patrolSurcharge } from './patrol-zone';
import { boardingStep } from './boarding';
import { subBlocksUnloading, unloadingStep } from './unloading';
import { blitzThroughProblem } from './blitz';
import { landStance } from './land-stance';
import { isProblem, no, type MovePlan, type Problem } from './move-plan';

/** The step from a to b of unit u's route (last: b is where the move ends). */
export function routeStep(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  u: Unit,
  p: UnitProfile,
  a: string,
  b: string,
  last: boolean,
  transport: string | undefined,
): Problem | null {
  const tb = rs.territory(b);
  if (!rs.adjacent(a, b)) return no('ROUTE_GAP', 'MOV-1', `${b} is not next to ${a}.`);
  if (tb.impassable) return no('IMPASSABLE', 'RULES §3', `${b} is impassable.`);
  if (tb.soviet) return no('SOVIET_TERRITORY', 'RULES §3', `No power may enter or fly over the Soviet Union (${b}).`);
  if (rs.switches.confinedToChineseArea.includes(plan.power) && !(tb.kind === 'land' && tb.chineseArea))
    return no('OUTSIDE_CHINA', 'RULES §3', `Chinese units move only inside China's area; ${b} is outside it.`);
  if (p.domain === 'air') return airStep(s, rs, plan, u, b, last);
  if (p.domain === 'sea') return seaStep(s, rs, plan, u, p, b, last);
  return landStep(s, rs, plan, u, p, a, b, last, transport);
}

function landStep(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  u: Unit,
  p: UnitProfile,
  a: string,
  b: string,
  last: boolean,
  transport: string | undefined,
): Problem | null {
  const ta = rs.territory(a);
  const tb = rs.territory(b);
  if (ta.kind === 'sea' && tb.kind === 'sea')
    return no('CARGO_MOVES_WITH_TRANSPORT', 'MOV-6', 'Land units at sea move with their transport.');
  if (tb.kind === 'sea') return boardingStep(s, rs, plan, u, p, b, last, transport);
  if (ta.kind === 'sea') {
    const unloading = unloadingStep(s, plan, u, a, b);
    if (unloading) return unloading;
  } else {
    plan.costs[u.id] = (plan.costs[u.id] ?? 0) + 1;
  }

  const stance = landStance(s, rs, plan, b, true);
  if (isProblem(stance)) return stance;
  if (plan.unloading && stance === 'hostile') {
    const blocked = subBlocksUnloading(s, rs, plan.power, a);
    if (blocked) return blocked;
  }
  if (stance === 'friendly') return null;
  if (plan.phase === 'nonCombatMove') return no('HOSTILE_IN_NONCOMBAT', 'NCM-2', `Non-combat moves may not enter hostile ${b}.`);
  const defended = enemyFightersAt(s, rs, plan.power, b).length > 0 || peacefulOwnersAt(s, plan.power, b).length > 0;
  if (last) return null;
  if (defended) return no('MUST_STOP', 'MOV-2', `Land units stop on entering ${b}, which has enemy units.`);
  return blitzThroughProblem(s, rs, plan, u, p, b);
}

function seaStep(s: GameState, rs: RulesetView, plan: MovePlan, u: Unit, p: UnitProfile, b: string, last: boolean): Problem | null {
  if (rs.territory(b).kind !== 'sea') return no('WRONG_TERRAIN', 'MOV-3', `${u.type} cannot go onto land (${b}).`);
  // RULES §8.2 x2-patrol-zone: +1 to enter an enemy patrol zone.
  plan.costs[u.id] = (plan.costs[u.id] ?? 0) + 1 + patrolSurcharge(s, rs, plan.power, b);
  const warships = enemySurfaceWarshipsAt(s, rs, plan.power, b);
  const destroyer = enemiesAt(s, plan.power, b).some((e) => rs.unit(e.type).isDestroyer);
  if (plan.phase === 'nonCombatMove') {
    // NCM-6 / RULES §6 "Subs" (2E): a sub may end its non-combat move with enemy warships; it passes them unless a destroyer is there (MOV-3).
    if (p.isSub && rs.switches.subsEndNonCombatWithEnemies)
      return !last && destroyer
        ? no('HOSTILE_IN_NONCOMBAT', 'NCM-2, MOV-3', `Submarines stop on entering ${b}: an enemy destroyer is there.`)
        : null;
    if (warships.length > 0)
      return no('HOSTILE_IN_NONCOMBAT', 'NCM-2', `Non-combat moves may not enter ${b}: enemy surface warships are there.`);
    if (last && p.isSub && enemiesAt(s, plan.power, b).some((e) => isWarship(rs.unit(e.type))))
      return no('HOSTILE_IN_NONCOMBAT', 'NCM-6', 'Submarines may not end a non-combat move with enemy warships.');
    return null;
  }
  if (!last && warships.length > 0 && !(p.isSub && !destroyer))
    return no('MUST_STOP', 'MOV-3', `Ships stop on entering ${b}: enemy surface warships are there.`);
  return null;
}

function airStep(s: GameState, rs: RulesetView, plan: MovePlan, u: Unit, b: string, last: boolean): Problem | null {
  plan.costs[u.id] = (plan.costs[u.id] ?? 0) + 1 + patrolSurcharge(s, rs, plan.power, b);
  const tb = rs.territory(b);
  if (tb.kind === 'land') {
    const owner = ownerOf(s, rs, b);
    if (tb.mongolian && !last)
      return no('MONGOLIAN_AIRSPACE', 'MOV-4, RULES §3', `Planes may not fly over Mongolia (${b}) except to attack it.`);
    if (owner && relation(s, plan.power, owner) === 'neutral') {
      if (!last) return no('POWER_AT_PEACE', 'POL-2, AMBIG-05', `Planes may not fly over ${b}: ${plan.power} is at peace with ${owner}.`);
      const stance = landStance(s, rs, plan, b, true);
      if (isProblem(stance)) return stance;
    }
  }
  return null;
}
