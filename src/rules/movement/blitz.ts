// MOV-2 blitz: armour (and mech infantry paired one to one with it) may cross
// one empty enemy territory on the way. The return from a blitz in Non-combat
// Move is blitz-return.ts.
import type { RulesetView, UnitProfile } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { enemiesAt } from './places';
import { landStance } from './land-stance';
import { no, type MovePlan, type Problem } from './move-plan';

/** A land unit going on through empty enemy territory b: only a blitzer, and not past a factory or AA gun. */
export function blitzThroughProblem(s: GameState, rs: RulesetView, plan: MovePlan, u: Unit, p: UnitProfile, b: string): Problem | null {
  // [X: receivesAbilityWhenWith=canBlitz:armour] mech infantry blitzes paired with armour (checked for the group below).
  const blitzer = p.canBlitz || p.abilities.some((a) => a.startsWith('receivesAbilityWhenWith=canBlitz:'));
  if (!blitzer) return no('MUST_STOP', 'MOV-2', `${u.type} stops on entering enemy territory ${b}.`);
  const blocker = enemiesAt(s, plan.power, b).find((e) => rs.unit(e.type).isFactory || rs.unit(e.type).isAA);
  if (blocker) return no('BLITZ_BLOCKED', 'MOV-2, AMBIG-19', `No blitz through ${b}: it has an enemy ${blocker.type}.`);
  return null;
}

/** MOV-2: mech infantry blitzes only paired one to one with armour moving with it. */
export function blitzPairingProblem(s: GameState, rs: RulesetView, plan: MovePlan): Problem | null {
  const { units } = plan;
  const crossed = plan.route.slice(0, -1).filter((b) => rs.territory(b).kind === 'land' && landStance(s, rs, plan, b, false) === 'hostile');
  if (crossed.length) {
    const armour = units.filter((u) => rs.unit(u.type).canBlitz).length;
    const mech = units.filter((u) => !rs.unit(u.type).canBlitz && rs.unit(u.type).domain === 'land').length;
    if (mech > armour)
      return no('BLITZ_BLOCKED', 'MOV-2', `Mechanized infantry blitzes only paired one to one with armour (${mech} with ${armour}).`);
  }
  return null;
}
