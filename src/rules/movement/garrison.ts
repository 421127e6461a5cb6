// RULES §8.1 hr01-manchuria-garrison [S2 "Manchuria"]: Japan keeps at least 3
// infantry in Manchuria, and they may not attack outside it; below 3, Japan
// must bring in at least 3 combat units. ⚠ Defaults (RULES §8.1): voluntary
// moves may not break the garrison (so its infantry never attacks outside);
// a shortfall from combat must be made good by the end of Japan's next
// Non-combat Move (garrison-fix.ts); the rule is void while Manchuria is not
// Japan's. The power, place, type and number are the ruleset's
// (optionParams.garrison).
import { type GameState, type Unit, violation, type RuleViolation } from '../engine';
import type { PowerId, RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';

type Garrison = NonNullable<NonNullable<RulesetView['def']['optionParams']>['garrison']>;

/** The garrison the game keeps now: the option is on and the place is the power's. */
export function activeGarrison(s: GameState, rs: RulesetView): Garrison | null {
  const g = rs.def.optionParams?.garrison;
  if (!g || !optionOn(s, 'hr01-manchuria-garrison') || s.owners[g.territory] !== g.power) return null;
  return g;
}

const isCombatLand = (rs: RulesetView, u: Unit) => {
  const p = rs.unit(u.type);
  return p.domain === 'land' && (p.attack > 0 || p.defense > 0);
};

/** What stands in the place: the garrison's type, and land combat units of any type (the remedy below 3). */
export function garrisonStrength(s: GameState, rs: RulesetView, g: Garrison, leaving: ReadonlySet<string> = new Set()) {
  const here = s.units.at(g.territory).filter((u) => u.owner === g.power && !leaving.has(u.id) && !u.carriedBy);
  return { kept: here.filter((u) => u.type === g.type).length, combat: here.filter((u) => isCombatLand(rs, u)).length };
}

/** Below the garrison: fewer than `count` of its type and fewer than `count` combat units there. */
export function garrisonShort(s: GameState, rs: RulesetView, power: PowerId): boolean {
  const g = activeGarrison(s, rs);
  if (!g || g.power !== power) return false;
  const { kept, combat } = garrisonStrength(s, rs, g);
  return kept < g.count && combat < g.count;
}

/** A move out of the place may not leave fewer than `count` of the type there; while short, no combat unit leaves below `count`. */
export function garrisonLeaveProblem(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  units: readonly Unit[],
  from: string,
): RuleViolation | null {
  const g = activeGarrison(s, rs);
  if (!g || g.power !== power || from !== g.territory) return null;
  const before = garrisonStrength(s, rs, g);
  const after = garrisonStrength(s, rs, g, new Set(units.map((u) => u.id)));
  const takesType = after.kept < before.kept;
  const takesCombat = after.combat < before.combat;
  if ((takesType && after.kept < g.count) || (before.kept < g.count && takesCombat && after.combat < g.count))
    return violation(
      'GARRISON_REQUIRED',
      'hr01-manchuria-garrison',
      `${g.power} must keep ${g.count} ${g.type} in ${g.territory}; they may not attack outside it (the seed 002 garrison rule).`,
    );
  return null;
}
