// Rulings as a mechanic (docs/rulings.md): the organizer ends a game by
// adjudication, voids it, or hands a seat to another player, each with a reason;
// the server's operator may void any game too (docs/operations.md).
import type { Mechanic } from '../engine';
import { applyRuling, decideAdjudicate, decideHandOver, decideVoid } from './rulings';

export const rulings = {
  chapter: 'Rulings (docs/rulings.md)',
  commands: {
    AdjudicateGame: {
      from: 'organizer',
      organizer: { rule: 'docs/rulings.md', message: "Only the game's organizer may end it by adjudication; send the organizer token." },
      decide: (s, c) => decideAdjudicate(s, c),
    },
    VoidGame: {
      from: 'organizer',
      // docs/operations.md: the server's operator stops any game, whoever made it (one that plays itself).
      operator: true,
      organizer: {
        rule: 'docs/rulings.md',
        message: "Only the game's organizer (organizerToken) or the server's operator (operatorToken) may void it.",
      },
      decide: (s, c, x) => decideVoid(s, c, x.actor),
    },
    HandOverSeat: {
      from: 'organizer',
      organizer: {
        rule: 'docs/rulings.md',
        message: "Only the game's organizer may hand a seat to another player; send the organizer token.",
      },
      decide: (s, c, x) => decideHandOver(s, x.rs, c),
    },
  },
  events: { GameAdjudicated: applyRuling, GameVoided: applyRuling, SeatHandedOver: applyRuling },
} satisfies Mechanic;
