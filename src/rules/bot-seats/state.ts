// Bot seats (docs/bots.md): which seats a bot plays.
import type { PowerId } from '../ruleset';
import type { BotName } from './names';

export interface BotSeatsState {
  /** By seat (the player's seat power): the bot that plays it, since when and why. Absent: a person plays it (or nobody yet). */
  botSeats: Partial<Record<PowerId, BotSeat>>;
}

export interface BotSeat {
  bot: BotName;
  reason: string;
  /** The round it was seated in. */
  since: number;
}
