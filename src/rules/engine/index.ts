// The public face of engine/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { Actor, Command } from './commands';
export { copyState } from './copy-state';
export { type Refusal, type Ruling, accept, acceptEvolved, isCount, reject } from './decision';
export type { BattleOutcome, EventOf, GameEvent, IncomeLine, WarCause } from './events';
export { type CommandOf, type DecideContext, type DecisionSpec, type Evolve, type Hooks, type Mechanic, endThePhase } from './mechanic';
export type { PendingDecision } from './pending';
export {
  type BattleState,
  type BattleStepName,
  type GameState,
  type LandBattle,
  type Phase,
  type RaidBattle,
  type SeaBattle,
  type Unit,
  type VictoryPending,
  atWar,
  battlesStillManned,
  friendly,
  heldSinceTurnStart,
  pairKey,
  purchasedUnits,
  relation,
} from './state';
export { type RuleViolation, type ViolationCode, violation } from './violations';
