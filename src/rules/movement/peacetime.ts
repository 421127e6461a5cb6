// RULES §6 (2E) peacetime movement: until a power is at war with the one its
// limit names, its units stay out of the barred sea zones and end no move in
// the others. The ruleset declares the limits (`politics.peacetime`).
import type { RulesetView } from '../ruleset';
import { atWar, type GameState, violation, type RuleViolation } from '../engine';
import type { MovePlan } from './move-plan';

export function peacetimeProblem(s: GameState, rs: RulesetView, plan: MovePlan): RuleViolation | null {
  for (const limit of rs.def.politics.peacetime ?? []) {
    if (limit.power !== plan.power || atWar(s, limit.power, limit.until)) continue;
    // POL-7: a move that is itself an act of war on `until` starts that war first, which lifts the limit.
    if (plan.actsOfWar.some((w) => w.against === limit.until)) continue;
    const { rule } = limit;
    const barred = plan.route.find((p) => limit.barred.includes(p));
    if (barred)
      return violation(
        'PEACETIME_LIMIT',
        rule,
        `${plan.power} units may not enter ${barred} until ${plan.power} is at war with ${limit.until}.`,
      );
    if (limit.mayNotEndIn.includes(plan.to))
      return violation(
        'PEACETIME_LIMIT',
        rule,
        `${plan.power} moves may not end in ${plan.to} until ${plan.power} is at war with ${limit.until}.`,
      );
  }
  return null;
}
