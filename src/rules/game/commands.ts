// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { PowerId } from '../ruleset';
import type { ClockSettings } from '../clocks';

export type GameSetupCommand =
  | {
      type: 'CreateGame';
      gameId: string;
      rulesetId: string;
      options: string[];
      name: string;
      organizerTokenHash: string;
      /** SHA-256 of the game's dice seed, set by the app (docs/dice.md). */
      diceCommitment?: string;
      /** Practice: a seed the creator gives (recorded, so anyone can predict the rolls). */
      diceSeed?: string;
      /** Practice: die values used in order for the first rolls. */
      scriptedDice?: number[];
      /** Rated or tournament game: no practice dice. */
      rated?: boolean;
      /** A position document to set the game up from (docs/positions.md); its ruleset and options replace `rulesetId` and `options`. */
      position?: unknown;
      /** How seats are given (docs/seats.md): to whoever asks first (open, the default) or by the organizer's invitations. */
      seating?: Seating;
      /** The game's clocks (docs/clocks.md): a budget per player with an increment, or a deadline per wait; absent: none. */
      clocks?: ClockSettings;
    }
  /** `invitationHash`: SHA-256 of the invitation code, set by the app (games seated by invitation). */
  | { type: 'TakeSeat'; power: PowerId; tokenHash: string; entropy?: string; invitationHash?: string }
  /** The organizer invites someone to a seat: `codeHash` is SHA-256 of the code the app hands the organizer. */
  | { type: 'InviteToSeat'; power: PowerId; codeHash: string };

/** docs/seats.md: open seats go to whoever asks first; invitation seats to whoever holds the organizer's code for that seat. */
export type Seating = 'open' | 'invitation';
