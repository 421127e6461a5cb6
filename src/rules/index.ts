// The rules core's public face: decide and evolve, plus the types around them.
export { decide, type DecideInput } from './engine/decide';
export { pendingDecisions } from './engine/pending-decisions';
export { DECISION_KINDS, type DecisionKind, type PendingDecision } from './engine/pending';
export { evolve, fold, initialState } from './engine/evolve';
export type { Actor, Command, CommandType } from './engine/commands';
export type { GameEvent, GameEventType, IncomeLine } from './engine/events';
export { EVENT_SCHEMA_VERSION } from './engine/events';
export type { Decision } from './engine/decision';
export type { Dice } from './dice/dice';
export { fixedDice, noDice } from './dice/dice';
export { BATTLE_DICE_ORDER, diceRoller, rollDice, type DiceSetup, type DiceState } from './dice/log';
export type { RuleViolation, ViolationCode } from './engine/violations';
export type { GameState, Phase, Unit } from './engine/state';
export { PHASE_KINDS } from './ruleset/definition';
