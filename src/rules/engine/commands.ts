// Commands: what a player (or the server, for game creation) asks for. The
// rules decide whether each is legal (decide.ts).
import type { PowerId, TerritoryName, UnitType } from '../ruleset/types';
import type { Phase } from './state';

/** Who sends a command. The API resolves seat tokens to this before the rules see it. */
export type Actor = { kind: 'seat'; power: PowerId } | { kind: 'organizer' } | { kind: 'anonymous' };

export type Command =
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
  | { type: 'TakeSeat'; power: PowerId; tokenHash: string; entropy?: string }
  /** The organizer asks to see the dice seed before it is revealed (recorded as DiceSeedDisclosed). */
  | { type: 'DiscloseDiceSeed' }
  /** The organizer edits the position, with a reason (docs/positions.md); `edits` is checked against docs/position-edits.schema.json. */
  | { type: 'EditPosition'; edits: unknown; reason: string }
  | { type: 'PurchaseUnits'; units: { type: UnitType; count: number }[] }
  | { type: 'RepairFacilities'; repairs: { territory: TerritoryName; unitType: UnitType; points: number }[] }
  | {
      type: 'PlaceUnits';
      placements: {
        unitType: UnitType;
        count: number;
        /** Where the units go: the factory's territory, an adjacent sea zone, or (China) any territory it holds. */
        territory: TerritoryName;
        /** The factory they come from, when placing at sea next to more than one. */
        factory?: TerritoryName;
      }[];
    }
  /** Ends the current phase; `phase`, when given, must be the current one (guards double submits). */
  | { type: 'EndPhase'; phase?: Phase }
  /** POL-8: explicit declaration of war. */
  | { type: 'DeclareWar'; against: PowerId }
  /**
   * MOV: moves units that stand together along a route (the places after the
   * start, in order). Land units moving into a sea zone board a transport
   * there (`transport` names it when there are several); cargo moving from a
   * sea zone onto land unloads.
   */
  | {
      type: 'MoveUnits';
      units: string[];
      route: TerritoryName[];
      transport?: string;
      /** SBR-2: bombers (and escorting fighters) raid the destination's facilities. */
      raid?: boolean;
      /**
       * MOV-1, POL-2: whether a combat move attacks where it ends. Omitted: it attacks the units of powers at war with
       * the mover and leaves those at peace alone. true: it also attacks the units of powers at peace (an act of war,
       * POL-3/POL-4/POL-7); refused where there is nothing to attack. false: it ends beside enemy submarines and
       * transports without a battle; refused where enemy surface warships must be fought (MOV-3) or on hostile land.
       */
      attack?: boolean;
    }
  /** Takes back the player's own last move of the current movement phase. */
  | { type: 'UndoMove' }
  /** CBT: the attacker starts the battle in a place (one at a time, in the order it likes, MOV-7 aside). */
  | { type: 'FightBattle'; place: TerritoryName }
  /** CBT-7: the side owing casualties names them; a battleship or carrier listed twice is sunk. */
  | { type: 'ChooseCasualties'; units: string[] }
  /** CBT-8: after a round, the attacker fights on... */
  | { type: 'PressOn' }
  /**
   * ...or retreats to one adjacent friendly place the attack came from. `units`: which attackers go (CBT-8: all of
   * them, unless units landed from the sea stay and fight on, when planes and overland units may go as the attacker
   * chooses); omitted: every attacker that may retreat.
   */
  | { type: 'Retreat'; to: TerritoryName; units?: string[] }
  /** SCR: the defender scrambles planes from adjacent islands into a sea battle (none is a choice). */
  | { type: 'Scramble'; units: string[] }
  /** CBT-3: a side's submarines leave the battle before the round's fire (none is a choice). */
  | { type: 'Submerge'; units: string[] }
  /** CBT-10: where defending planes whose carrier is gone fly (1 space); planes not listed are lost. */
  | { type: 'LandPlanes'; landings: { unitId: string; to: string }[] }
  /** SBR-3: the defender commits fighters in the raided territory as interceptors (none is a choice). */
  | { type: 'Intercept'; units: string[] }
  /** SBR-6: the attacker assigns each surviving bomber to one facility (unit id) in the territory. */
  | { type: 'AssignBombers'; assignments: { bomber: string; facility: string }[] }
  /** Casualty defaults: the engine chooses this power's casualties by this order of loss (null: ask again). */
  | { type: 'SetCasualtyOrder'; orderOfLoss: string[] | null }
  /** CNV-7: before war, a power declares that its warships disrupt a victim's convoy zone. */
  | { type: 'DisruptConvoy'; victim: PowerId; seaZone: TerritoryName }
  /** KAM-3, KAM-4: Japan, from its own seat while the kamikaze window is open, spends tokens on ships (several may target one); [] declines. */
  | { type: 'KamikazeAttack'; attacks: { target: string; tokens: number }[] };

export type CommandType = Command['type'];
