// The events of bot seats (docs/bots.md), visible in every replay. engine/events.ts composes them into GameEvent.
import type { PowerId } from '../ruleset';
import type { BotName } from './names';

export type BotSeatEvent =
  /** The organizer seated `bot` at `power`'s seat (the player's seat power) in `round`; `replaced` the bot it had before, if any. */
  | { type: 'BotSeated'; data: { power: PowerId; bot: BotName; replaced: BotName | null; reason: string; round: number; by: 'organizer' } }
  /** The organizer took `power`'s seat back from `bot` in `round`. */
  | { type: 'BotUnseated'; data: { power: PowerId; bot: BotName; reason: string; round: number; by: 'organizer' } };
