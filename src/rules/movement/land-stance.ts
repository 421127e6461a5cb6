// Whether land the move enters is friendly or hostile to the mover, once the
// politics of peace are applied (POL-2, POL-6, POL-7, CAP-9, AMBIG-04): the
// route steps, the blitz pairing, the captures and the destination all ask it.
import { mayStartWar } from '../politics';
import type { RulesetView } from '../ruleset';
import { atWar, relation, type GameState } from '../engine';
import { ownerOf } from '../capture';
import { addActOfWar, no, type MovePlan, type Problem } from './move-plan';

/** A land territory as the mover sees it, after any act of war this move commits. */
export function landStance(s: GameState, rs: RulesetView, plan: MovePlan, b: string, commit: boolean): Problem | 'friendly' | 'hostile' {
  const owner = ownerOf(s, rs, b);
  if (!owner) return 'friendly';
  const r = relation(s, plan.power, owner);
  if (r === 'self' || r === 'allied') return 'friendly';
  if (r === 'war') return 'hostile';
  // At peace with the owner (POL-2).
  if (rs.custodiansOf(owner).includes(plan.power)) return 'friendly'; // CAP-9
  // RULES §4.1: entering the land of some powers at peace is an act of war on another (AMBIG-04), or refused (POL-6).
  const entering = rs.def.politics.entering.find(
    (e) => e.by.includes(plan.power) && e.owners.includes(owner) && !atWar(s, plan.power, e.against),
  );
  if (entering && 'refused' in entering.effect)
    return no(
      entering.effect.refused,
      entering.rule,
      `${plan.power} units may not enter ${owner}'s land until ${plan.power} is at war with ${entering.against}.`,
    );
  if (entering) {
    // An act of war, committed with the combat-move command (POL-7).
    if (plan.phase !== 'combatMove')
      return no(
        'POWER_AT_PEACE',
        `POL-7, ${entering.rule}`,
        `Entering ${owner}'s ${b} before ${plan.power}'s war with ${entering.against} is an act of war; it is made in Combat Move.`,
      );
    if (commit) addActOfWar(plan, entering.against, b);
    return 'friendly';
  }
  if (plan.phase === 'combatMove' && mayStartWar(s, rs, plan.power, owner)) {
    if (commit) addActOfWar(plan, owner, b);
    return 'hostile';
  }
  return no('POWER_AT_PEACE', 'POL-2', `${plan.power} is not at war with ${owner} and may not enter ${b}.`);
}
