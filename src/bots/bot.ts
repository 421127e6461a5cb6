import type { Command, GameState, PowerId } from '../rules';
/** A bot chooses one legal command for `power`, which must be an acting power of `state`. Pure: randomness only from `random`. */
export type Bot = (state: GameState, power: PowerId, random: () => number) => Command;
export type BotName = 'random' | 'planner' | 'safe-defaults';
