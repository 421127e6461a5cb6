// The rules core's public face: decide and evolve, plus the types around them.
export { decide, type DecideContext } from './decide';
export { evolve, fold, initialState } from './evolve';
export type { Actor, Command, CommandType } from './commands';
export type { GameEvent, GameEventType, IncomeLine } from './events';
export { EVENT_SCHEMA_VERSION } from './events';
export type { Decision } from './decision';
export type { Dice } from './dice';
export { fixedDice, noDice } from './dice';
export { BATTLE_DICE_ORDER, diceRoller, rollDice, type DiceSetup, type DiceState } from './dice-log';
export type { RuleViolation, ViolationCode } from './violations';
export { PHASES, type GameState, type Phase, type Unit } from './state';
