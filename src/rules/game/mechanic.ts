// RULES §1.1 as a mechanic: games and seats.
import type { Mechanic } from '../engine/mechanic';
import { decideCreateFromPosition } from '../positions/create';
import { decideCreate, decideTakeSeat } from './create';
import { evolveDice } from '../dice/log';

export const game: Mechanic = {
  chapter: 'Games and seats (RULES §1.1)',
  commands: {
    CreateGame: {
      from: 'anyone',
      createsGame: true,
      decide: (s, c) => (c.position === undefined ? decideCreate(s, c) : decideCreateFromPosition(s, c, decideCreate)),
    },
    TakeSeat: { from: 'anyone', decide: (s, c, x) => decideTakeSeat(s, x.rs, c) },
  },
  events: {
    // GameCreated starts the state (engine/evolve.ts, game/initial-state.ts).
    SeatTaken: (s, e) => ({ ...s, seats: { ...s.seats, [e.data.power]: e.data.tokenHash }, dice: evolveDice(s.dice, e) }),
  },
};
