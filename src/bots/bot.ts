// What a bot is (docs/bots.md): a player the server seats for a person, which
// chooses one command at a time from the game as it stands. The bot runner
// (src/app/bot-runner.ts) sends what it chooses through the same API and checks
// as a person's commands.
import type { Command, GameState, PowerId } from '../rules';

/** A bot chooses one legal command for `power`, which must be an acting power of `state`. Pure: randomness only from `random`. */
export type Bot = (state: GameState, power: PowerId, random: () => number) => Command;
export type BotName = 'random' | 'planner' | 'safe-defaults';
