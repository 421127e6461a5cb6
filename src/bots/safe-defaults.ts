// The safe-defaults bot (docs/bots.md, issue 30): no purchase, no move, casualties by the order of loss, press on,
// place nothing it need not, end the turn (safe-choice.ts says each decision's default).
import type { Bot } from './bot';
import { NoLegalCommand } from './legal';
import { randomChoice } from './random';
import { safeChoice } from './safe-choice';

/** When no safe default is accepted (free units an option makes it place, MOB-9), the random player's checked choice. */
export const safeDefaultsBot: Bot = (state, power, random) => {
  const choice = safeChoice(state, power, random) ?? randomChoice(state, power, random);
  if (!choice) throw new NoLegalCommand(state, power, 'safe-defaults');
  return choice;
};
