// The bots this server runs (docs/bots.md), by name: only bots that exist.
import type { Bot, BotName } from './bot';
import { plannerBot } from './planner';
import { randomBot } from './random';
import { safeDefaultsBot } from './safe-defaults';

export type { Bot, BotName } from './bot';
export { NoLegalCommand } from './legal';
export { plannerBot } from './planner';
export { randomBot } from './random';
export { safeDefaultsBot } from './safe-defaults';

export const BOTS: { readonly [K in BotName]?: Bot } = {
  random: randomBot,
  planner: plannerBot,
  'safe-defaults': safeDefaultsBot,
};

/** The names of the bots this server runs. */
export const availableBots = (): BotName[] => (Object.keys(BOTS) as BotName[]).filter((n) => BOTS[n]);
