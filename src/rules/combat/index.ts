// The public face of combat/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { landedFromZone } from './amphibious-support';
export { cannotAttack, capitalDamage, capitalKind, hitPointsOf } from './capital-damage';
export { COMBAT_DECISIONS, type CombatCommand } from './commands';
export type { BattleOutcome, CombatEvent } from './events';
export { abilityNumber } from './fire-model';
export { autoCasualties, type CasualtyCandidate, casualtyEffects, type HitClasses, noHits } from './hits';
export { landingEvents } from './landing';
export { battleMachine, battlesOf } from './machine';
export { battleOdds, BattleOddsInputError, ODDS_LIMITS, type BattleOddsInput, type BattleOddsResult, type OddsBudget } from './odds';
export { attacksPort, portAttacksDue } from './port-attack';
export { battlesPendingProblem } from './start';
export { alive, type Battles, bySkill, type RaidSteps, type Roller, Script, scored, type Side, unitsOf } from './script';
export {
  type BattleState,
  type BattleStepName,
  type CombatState,
  type LandBattle,
  type RaidBattle,
  type RaidStep,
  type RoundStep,
  type SeaBattle,
  battleOf,
  combatTurnStart,
  landedUnits,
} from './state';
