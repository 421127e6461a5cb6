// Bot seats as a mechanic (docs/bots.md): the organizer seats a bot at a seat, or takes it back, each with a reason.
import type { Mechanic } from '../engine';
import { applyBotSeat, decideSeatBot, decideUnseatBot } from './bot-seats';

export const botSeats = {
  chapter: 'Bot seats (docs/bots.md)',
  commands: {
    SeatBot: {
      from: 'organizer',
      organizer: { rule: 'docs/bots.md', message: "Only the game's organizer may seat a bot; send the organizer token." },
      decide: (s, c, x) => decideSeatBot(s, x.rs, c),
    },
    UnseatBot: {
      from: 'organizer',
      organizer: { rule: 'docs/bots.md', message: "Only the game's organizer may take a seat back from a bot; send the organizer token." },
      decide: (s, c, x) => decideUnseatBot(s, x.rs, c),
    },
  },
  events: { BotSeated: applyBotSeat, BotUnseated: applyBotSeat },
} satisfies Mechanic;
