// The public face of bot-seats/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { BotSeatCommand } from './commands';
export type { BotSeatEvent } from './events';
export type { BotSeat, BotSeatsState } from './state';
export { BOT_NAMES, isBotName, type BotName } from './names';
export { botFor } from './bot-seats';
