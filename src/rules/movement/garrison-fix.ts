// RULES §8.1 hr01-manchuria-garrison, ⚠ default: a shortfall from combat is
// made good by the end of the power's next Non-combat Move: it may not end that
// phase short while one of its land units could still move in. Where none can,
// the phase ends (the seed gives no penalty for what cannot be done).
import { reject, type Refusal, type GameState } from '../engine';
import type { PowerId, RulesetView, TerritoryName } from '../ruleset';
import { legalDestinations, movableUnits } from './destinations';
import { activeGarrison, garrisonShort } from './garrison';

/** A move that brings a land unit into the short garrison now, if any. */
export function garrisonReinforcement(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
): { unit: string; route: string[]; territory: TerritoryName } | null {
  const g = activeGarrison(s, rs);
  if (s.phase !== 'nonCombatMove' || !g || !garrisonShort(s, rs, power)) return null;
  for (const id of movableUnits(s, rs)) {
    const u = s.units.unit(id);
    if (u.owner !== power || u.at === g.territory || rs.unit(u.type).domain !== 'land') continue;
    const there = legalDestinations(s, rs, power, [id]).find((d) => d.territory === g.territory);
    if (there) return { unit: id, route: there.route, territory: g.territory };
  }
  return null;
}

/** What stops Non-combat Move ending: a short garrison a land unit could still reinforce (EndPhase, engine/hooks.ts). */
export function garrisonShortProblem(s: GameState, rs: RulesetView, power: PowerId): Refusal | null {
  const reinforcement = s.phase === 'nonCombatMove' ? garrisonReinforcement(s, rs, power) : null;
  if (!reinforcement) return null;
  return reject(
    'GARRISON_SHORT',
    'hr01-manchuria-garrison',
    `The garrison of ${reinforcement.territory} is short: bring in land units first (e.g. ${reinforcement.unit}; the seed 002 garrison rule).`,
  );
}
