// MOV-6, MOV-7: cargo going ashore from its transport. The unloading step
// itself, the one-territory-per-turn rule for the whole group, and (2E) an
// enemy sub blocking an amphibious landing.
import type { RulesetView, PowerId } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { enemiesAt, isSurfaceWarship, profile } from './places';
import { no, type MovePlan, type Problem } from './move-plan';

/** A land unit's step from a sea zone onto land: it unloads, as its only step. */
export function unloadingStep(s: GameState, plan: MovePlan, u: Unit, a: string, b: string): Problem | null {
  // Unloading (MOV-6, MOV-7): cargo goes ashore from its transport, as its only step.
  const t = u.carriedBy ? s.units.unit(u.carriedBy) : undefined;
  if (!t || t.at !== a) return no('NO_TRANSPORT', 'MOV-6', `Unit ${u.id} is not aboard a transport in ${a}.`);
  if (plan.route.length !== 1) return no('MUST_STOP', 'MOV-6', 'Unloaded units stop in the territory they land in.');
  const done = s.unloadedInto[t.id];
  if (done && done !== b) return no('TRANSPORT_ALREADY_UNLOADED', 'MOV-6', `Transport ${t.id} already unloaded into ${done} this turn.`);
  plan.unloading = true;
  plan.costs[u.id] = 0;
  return null;
}

/** RULES §6 "Subs" (2E): an enemy sub in the zone, with no warship of the mover's own there, blocks an amphibious unloading. */
export function subBlocksUnloading(s: GameState, rs: RulesetView, power: PowerId, zone: string): Problem | null {
  if (!rs.switches.subsBlockUnloading) return null;
  if (!enemiesAt(s, power, zone).some((e) => profile(rs, e).isSub)) return null;
  const own = s.units.at(zone).some((u) => u.owner === power && (isSurfaceWarship(profile(rs, u)) || profile(rs, u).isSub));
  return own
    ? null
    : no('SUBMARINE_BLOCKS_UNLOADING', 'RULES §6', `An enemy submarine in ${zone} blocks the landing: no ${power} warship is there.`);
}

/** Unloading: the cargo of one transport lands together in one territory per turn. */
export function unloadedElsewhereProblem(s: GameState, plan: MovePlan): Problem | null {
  if (!plan.unloading) return null;
  const transports = new Set(plan.units.map((u) => u.carriedBy));
  for (const t of transports)
    if (t && s.unloadedInto[t] && s.unloadedInto[t] !== plan.to)
      return no('TRANSPORT_ALREADY_UNLOADED', 'MOV-6', `Transport ${t} already unloaded this turn.`);
  return null;
}
