// RULES §1.1 as a mechanic: games and seats.
import type { Evolve, Mechanic, Ruling, GameState, Command } from '../engine';
import { decideCreateFromPosition } from '../positions';
import { decideCreate, decideInvite, decideTakeSeat } from './create';
import { applySetupAmended, setupOptionEvents } from './setup-options';
import { evolveDice } from '../dice';
import { rulesetView } from '../ruleset';

export const game = {
  chapter: 'Games and seats (RULES §1.1)',
  commands: {
    CreateGame: {
      from: 'anyone',
      createsGame: true,
      decide: (s, c, x) => {
        const standard = (st: GameState | null, cc: typeof c) => decideStandardCreate(st, cc, x.evolve);
        return c.position === undefined ? standard(s, c) : decideCreateFromPosition(s, c, standard, x.evolve, x.hooks);
      },
    },
    TakeSeat: { from: 'anyone', decide: (s, c, x) => decideTakeSeat(s, x.rs, c) },
    InviteToSeat: {
      from: 'organizer',
      organizer: { rule: 'docs/seats.md', message: "Only the game's organizer invites players to its seats; send the organizer token." },
      decide: (s, c, x) => decideInvite(s, x.rs, c),
    },
  },
  events: {
    // GameCreated starts the state (engine/evolve.ts, game/initial-state.ts).
    SeatTaken: (s, e) => {
      const { [e.data.power]: _used, ...invitations } = s.invitations;
      // RULES §7, AMBIG-43: one seat acts for every power its player runs, the seat power first.
      const player = rulesetView(s.rulesetId).playerOf(e.data.power);
      const seats = { ...s.seats, [e.data.power]: e.data.tokenHash };
      for (const p of player.powers) seats[p] = e.data.tokenHash;
      return { ...s, seats, invitations, dice: evolveDice(s.dice, e) };
    },
    SetupAmended: (s, e) => applySetupAmended(s, e, rulesetView(s.rulesetId)),
    InvitationIssued: (s, e) => ({ ...s, invitations: { ...s.invitations, [e.data.power]: e.data.codeHash } }),
  },
} satisfies Mechanic;

/** A standard start: GameCreated, then what the setup options change in it (RULES §8.1). */
function decideStandardCreate(s: GameState | null, c: Extract<Command, { type: 'CreateGame' }>, evolve: Evolve): Ruling {
  const d = decideCreate(s, c);
  if (!d.ok) return d;
  const [first, ...rest] = d.events;
  const created = rest.reduce<GameState>((st, e) => evolve(st, e), evolve(null, first));
  const amended = setupOptionEvents(created, rulesetView(created.rulesetId));
  return amended.length ? { ...d, events: [...d.events, ...amended] } : d;
}
