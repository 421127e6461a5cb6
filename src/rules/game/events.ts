// The events of Games and seats (RULES §1.1): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { DiceSetup } from '../dice';
import type { PositionDocument } from '../positions';
import type { PowerId, TerritoryName, UnitType } from '../ruleset';
import type { Unit } from '../engine';
import type { OptionId } from '../rulesets';
import type { ClockSettings } from '../clocks';

export type GameSetupEvent =
  | {
      type: 'GameCreated';
      data: {
        gameId: string;
        rulesetId: string;
        /** SHA-256 of the ruleset data's source file, so an auditor knows which data was used. */
        rulesetSourceHash: string;
        options: string[];
        name: string;
        organizerTokenHash: string;
        turnOrder: PowerId[];
        /** A rated (tournament) game: it can never have practice dice. Absent in older games: false. */
        rated?: boolean;
        /** The dice commitment and any practice dice (docs/dice.md). Absent in games created before dice were committed. */
        dice?: DiceSetup;
        /** Set up from a position document, not a standard start (ratings and leaderboards tell them apart). */
        setUp?: true;
        /** With setUp: the complete resulting position (docs/positions.md); the game starts from it. */
        position?: PositionDocument;
        /** Seats given by invitation (docs/seats.md). Absent: open seats. */
        seating?: 'invitation';
        /** The game's clocks and its time-out policy (docs/clocks.md). Absent: no clocks. */
        clocks?: ClockSettings;
      };
    }
  /** `entropy`: what the seat added to the game's dice seed (public; docs/dice.md). `invitation`: the hash of the code it came with. */
  | { type: 'SeatTaken'; data: { power: PowerId; tokenHash: string; entropy?: string; invitation?: string } }
  /**
   * RULES §8.1 setup options of the 2001 game (hr01-corrected-setup, hr01-amended-japanese-setup,
   * hr01-pearl-harbor-strike): how one changes the standard start, right after GameCreated, so a replay and an
   * auditor see the start the game was played from. `removed`: the units taken off, as they were; `moved`: units
   * moved, and (`movementLeft`) what they keep for Non-combat Move of the first turn.
   */
  | {
      type: 'SetupAmended';
      data: {
        option: OptionId;
        heading: string;
        removed: Unit[];
        moved: { unit: string; type: UnitType; owner: PowerId; from: TerritoryName; to: TerritoryName; movementLeft?: number }[];
      };
    }
  /** docs/seats.md: the organizer's invitation to a seat (the hash of its code); it replaces any earlier one for that seat. */
  | { type: 'InvitationIssued'; data: { power: PowerId; codeHash: string } };
