// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { PowerId } from '../ruleset/types';

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
    }
  | { type: 'TakeSeat'; power: PowerId; tokenHash: string; entropy?: string };
