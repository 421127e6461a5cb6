// Dice (docs/dice.md): the game's dice as the rules see them (never the seed).
import type { DiceState } from './log';

export interface DiceSlice {
  /** Dice commitment, practice dice, seat entropy and the number of dice rolled so far (dice/log.ts). */
  dice: DiceState;
}
