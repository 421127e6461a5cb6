// The commands of bot seats (docs/bots.md): the organizer gives a seat to a bot,
// or takes it back. engine/commands.ts composes them into Command.
import type { PowerId } from '../ruleset';
import type { BotName } from './names';

export type BotSeatCommand =
  /** The organizer seats bot `bot` at `power`'s seat (a practice game, a dropped player), with a reason. */
  | { type: 'SeatBot'; power: PowerId; bot: BotName; reason: string }
  /** The organizer takes `power`'s seat back from its bot, with a reason: nobody plays it automatically any more. */
  | { type: 'UnseatBot'; power: PowerId; reason: string };
