// The public face of dice/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { DiceCommand } from './commands';
export { type Dice, noDice } from './dice';
export type { DiceEvent } from './events';
export { type DiceSetup, checkEntropy, decideDiceSetup, diceRoller, evolveDice, initialDiceState } from './log';
export type { DiceSlice } from './state';
