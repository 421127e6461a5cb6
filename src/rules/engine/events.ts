// Events: past-tense facts, each with everything a replay viewer or auditor
// needs without re-running the rules (DESIGN "Rules core").
import type { PositionDocument, ResolvedEdit } from '../positions/types';
import type { PowerId, RelationKind, Side, TerritoryName, UnitType } from '../ruleset/types';
import type { BattleStepName, Phase, Unit } from './state';
import type { HitClasses } from '../combat/hits';
import type { DiceSetup } from '../dice/log';

/** Bumped when a payload's shape changes; old payloads are upcast on read. */
export const EVENT_SCHEMA_VERSION = 1;

export type IncomeLine =
  | { source: 'territory'; territory: TerritoryName; pus: number }
  /** CNV-3/CNV-4: a negative line per disrupted convoy zone. */
  | {
      source: 'convoy';
      seaZone: TerritoryName;
      pus: number;
      raw: number;
      cap: number;
      ships: { owner: PowerId; type: UnitType; count: number; each: number }[];
    }
  | { source: 'objective'; objective: string; pus: number; description: string }
  /** INC-2: a power that does not hold its own capital collects nothing. */
  | { source: 'noCapital'; capital: TerritoryName; pus: 0 };

export interface RelationChange {
  a: PowerId;
  b: PowerId;
  from: RelationKind;
  to: RelationKind;
}

export type WarCause =
  | { kind: 'declaration'; by: PowerId }
  /** POL-3/POL-4/POL-7: a move into a place of a power at peace; `moveNumber` ties it to the move. */
  | { kind: 'actOfWar'; by: PowerId; against: PowerId; at: TerritoryName; moveNumber: number }
  | { kind: 'convoyDisruption'; by: PowerId; victim: PowerId; seaZone: TerritoryName }
  | { kind: 'automatic'; rule: string };

export type BattleOutcome = 'attackerWon' | 'defenderWon' | 'bothDestroyed' | 'retreated' | 'stalemate' | 'raided';

export type GameEvent =
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
      };
    }
  /** `entropy`: what the seat added to the game's dice seed (public; docs/dice.md). */
  | { type: 'SeatTaken'; data: { power: PowerId; tokenHash: string; entropy?: string } }
  /** Dice rolls first..first+values.length-1 of the game, what they were for, and which came from a practice script. */
  | { type: 'DiceRolled'; data: { first: number; values: number[]; purpose: string; scripted: boolean[] } }
  /** The game's dice seed, made public (when the game ends): every roll can now be recomputed. */
  | { type: 'DiceSeedRevealed'; data: { seed: string; commitment: string | null; reason: 'gameEnded' } }
  /** The organizer was shown the dice seed before its reveal (the seed is not in the event). */
  | { type: 'DiceSeedDisclosed'; data: { to: 'organizer'; rollsSoFar: number } }
  | { type: 'TurnStarted'; data: { round: number; power: PowerId } }
  | { type: 'PhaseStarted'; data: { round: number; power: PowerId; phase: Phase } }
  | {
      type: 'UnitsPurchased';
      data: { power: PowerId; units: { type: UnitType; count: number; cost: number }[]; total: number; pusLeft: number };
    }
  | {
      type: 'FacilitiesRepaired';
      data: {
        power: PowerId;
        repairs: { unitId: string; type: UnitType; territory: TerritoryName; points: number; damageLeft: number }[];
        total: number;
        pusLeft: number;
      };
    }
  /** PUR-1: free repair of battleships and carriers next to an operative friendly harbour. */
  | { type: 'ShipsRepaired'; data: { power: PowerId; units: { unitId: string; seaZone: TerritoryName }[] } }
  | {
      type: 'UnitsPlaced';
      data: {
        power: PowerId;
        units: (Unit & { through: TerritoryName | null })[];
        /** MOB-6: minor factories that became majors (the unit keeps its id and damage). */
        upgraded: { unitId: string; territory: TerritoryName }[];
      };
    }
  /** MOB-9 / AMBIG-18: what was bought and not placed is refunded. */
  | { type: 'UnplacedUnitsRefunded'; data: { power: PowerId; units: { type: UnitType; count: number }[]; pus: number; pusAfter: number } }
  | { type: 'ConvoyDisruptionDeclared'; data: { by: PowerId; victim: PowerId; seaZone: TerritoryName } }
  | { type: 'WarDeclared'; data: { a: PowerId; b: PowerId; cause: WarCause; rule: string } }
  | { type: 'RelationshipChanged'; data: RelationChange & { cause: WarCause; rule: string } }
  | {
      type: 'IncomeCollected';
      data: { power: PowerId; round: number; amount: number; pusAfter: number; lines: IncomeLine[]; objectivesPaidOnce: string[] };
    }
  | { type: 'TurnEnded'; data: { round: number; power: PowerId } }
  /** KAM-2: Japan held a conditional trigger (the Philippines) at the end of its turn: Allied units there now activate kamikaze. */
  | { type: 'KamikazeTriggerArmed'; data: { territory: TerritoryName; power: PowerId } }
  /** KAM-2 / AMBIG-12: kamikaze attacks are active from now on; `trigger` is where Allied units stood at the end of `power`'s turn. */
  | { type: 'KamikazeActivated'; data: { trigger: TerritoryName; power: PowerId; rule: 'KAM-2' } }
  /** KAM-3: `against` ended its Combat Move with surface warships in kamikaze zones: `by` (Japan) may attack them now; battles wait. */
  | { type: 'KamikazeWindowOpened'; data: { by: PowerId; against: PowerId; targets: string[]; tokens: number; rule: 'KAM-3' } }
  /** KAM-1, KAM-4: the tokens spent on each ship, the hits (1-2 on a die per token) and what they did; sunk ships and their cargo are `removed`. */
  | {
      type: 'KamikazeAttacked';
      data: {
        by: PowerId;
        against: PowerId;
        attacks: { target: string; type: UnitType; seaZone: TerritoryName; tokens: number; hits: number; result: 'missed' | 'damaged' | 'sunk' }[];
        removed: string[];
        tokensLeft: number;
        rule: 'KAM-4';
      };
    }
  /** KAM-3: Japan has attacked or declined; battles may be fought. */
  | { type: 'KamikazeWindowClosed'; data: { by: PowerId; against: PowerId } }
  /** VIC-3 / AMBIG-14: `condition` (VIC-1 or VIC-2) first held at the end of `power`'s turn in `round`. */
  | { type: 'VictoryPending'; data: { side: Side; power: PowerId; round: number; condition: string } }
  /** VIC-3: the pending condition no longer holds at a turn end. */
  | { type: 'VictoryPendingCleared'; data: { side: Side } }
  /** VIC-3: the condition still held at the end of the pending power's next turn: `winner` wins; no command is accepted after this. */
  | { type: 'GameEnded'; data: { winner: Side; condition: string; round: number; power: PowerId } }
  | {
      type: 'UnitsMoved';
      data: {
        power: PowerId;
        phase: Phase;
        /** Number of the move's first event: ties its captures and acts of war to it, and names it for undo. */
        moveNumber: number;
        from: TerritoryName;
        route: TerritoryName[];
        units: { unitId: string; type: UnitType; cost: number; carriedBy: string | null; unloaded: boolean }[];
        /** Units aboard a moving transport or carrier, carried along. */
        cargo: string[];
        /** The move ends in a hostile place: a battle will be fought there (MOV-1). */
        battle: boolean;
        /** SBR-2: the planes raid the destination's facilities and fight nothing else this turn. */
        raid?: boolean;
        /** SCR-2 / AMBIG-11: the assaulted island's planes may scramble into this zone, the one the landing comes from: a sea battle there comes first (MOV-7). */
        scrambleZone?: TerritoryName;
      };
    }
  | {
      type: 'TerritoryCaptured';
      data: {
        territory: TerritoryName;
        from: PowerId | null;
        /** New owner: the captor, the original owner when liberated (CAP-4), or the UK (CAP-5). */
        to: PowerId;
        by: PowerId;
        moveNumber: number;
        rule: string;
        /** CAP-2: facilities and AA guns that change owner; a major factory becomes a minor. */
        facilities: { unitId: string; type: UnitType; becomes: UnitType; damage: number }[];
        /** CAP-3: factories removed when the territory becomes Chinese. */
        removed: string[];
        /** CAP-7: the PUs of a captured capital's owner. */
        pusSeized: { from: PowerId; amount: number } | null;
        /** CAP-8: territories returned to a power whose capital was liberated. */
        returned: { territory: TerritoryName; from: PowerId | null; to: PowerId }[];
      };
    }
  | { type: 'MoveUndone'; data: { power: PowerId; moveNumber: number } }
  /** MOV-11 / AMBIG-13 (1E): the subs of a zone the transports moved into or through struck (one die each, at 2); `units`: the transports sunk (engine's order of loss), `cargo`: what they carried. */
  | {
      type: 'TransportsSunk';
      data: { power: PowerId; moveNumber: number; seaZone: TerritoryName; subs: string[]; hits: number; units: string[]; cargo: string[]; rule: string };
    }
  // Combat (CBT): every step of a battle is an event, so a replay shows it roll by roll.
  | {
      type: 'BattleStarted';
      data: {
        place: TerritoryName;
        kind: 'land' | 'sea' | 'raid';
        attacker: PowerId;
        /** The defending power that chooses the defenders' casualties. */
        defender: PowerId;
        attackers: string[];
        defenders: string[];
        /** CBT-2: ships that bombard in the first round. */
        bombarders: string[];
        /** Land units that came from the sea: they may not retreat (CBT-8). */
        amphibious: string[];
        /** SCR-1..SCR-3: defending planes on adjacent islands that may scramble in. */
        scramblers?: string[];
      };
    }
  | { type: 'PlanesScrambled'; data: { place: TerritoryName; power: PowerId; units: { unitId: string; from: TerritoryName }[] } }
  /** SCR-4: scrambled planes go back to their island after the battle. */
  | { type: 'ScrambledPlanesReturned'; data: { place: TerritoryName; units: { unitId: string; to: TerritoryName }[] } }
  /** CBT-3: subs that leave the battle (none is a decision too). */
  | { type: 'SubsSubmerged'; data: { place: TerritoryName; side: 'attacker' | 'defender'; power: PowerId; units: string[] } }
  /** CBT-10: the sea battle is over (`outcome`) but these defending planes have lost their carrier: the defender says where they fly. */
  | { type: 'PlanesStranded'; data: { place: TerritoryName; planes: string[]; outcome: BattleOutcome; attackers: string[] } }
  /** MOV-7: the sea battle in `place` was not won: units put ashore from it are back aboard their transports. */
  | { type: 'LandingCancelled'; data: { place: TerritoryName; units: { unitId: string; transportId: string; to: TerritoryName }[]; rule: string } }
  /** CBT-10: stranded planes flown 1 space, onto land or a carrier (`carrierId` when it is an ally's, MOV-8). */
  | { type: 'PlanesLanded'; data: { place: TerritoryName; landings: { unitId: string; to: TerritoryName; carrierId: string | null }[]; rule: string } }
  | { type: 'BattleStep'; data: { place: TerritoryName; round: number; step: BattleStepName } }
  | {
      type: 'HitsScored';
      data: { place: TerritoryName; round: number; step: BattleStepName; by: 'attacker' | 'defender'; firing: string[]; hits: HitClasses; total: number };
    }
  | {
      type: 'CasualtiesChosen';
      data: {
        place: TerritoryName;
        side: 'attacker' | 'defender';
        power: PowerId;
        units: { unitId: string; effect: 'damaged' | 'destroyed' }[];
        /** Chosen by the engine: forced, or by the power's stated order of loss. */
        auto: boolean;
      };
    }
  | { type: 'CasualtiesRemoved'; data: { place: TerritoryName; units: string[]; reason: string } }
  | { type: 'BattleRoundEnded'; data: { place: TerritoryName; round: number } }
  | { type: 'BattleContinued'; data: { place: TerritoryName; round: number } }
  | { type: 'AttackersRetreated'; data: { place: TerritoryName; to: TerritoryName; units: string[] } }
  | {
      type: 'BattleEnded';
      data: {
        place: TerritoryName;
        outcome: BattleOutcome;
        attackers: string[];
        defenders: string[];
      };
    }
  | { type: 'CasualtyOrderSet'; data: { power: PowerId; orderOfLoss: string[] | null } }
  | { type: 'InterceptorsCommitted'; data: { place: TerritoryName; power: PowerId; units: string[] } }
  | { type: 'BombersAssigned'; data: { place: TerritoryName; assignments: { bomber: string; facility: string }[] } }
  /** SBR-9..SBR-11: the damage each surviving bomber did, capped by the facility's maximum. */
  | {
      type: 'FacilitiesDamaged';
      data: { place: TerritoryName; damage: { facility: string; type: UnitType; bomber: string; rolled: number; added: number; damage: number }[] };
    }
  /** NCM-3: planes with no legal landing place at the end of Non-combat Move are lost. */
  | { type: 'AircraftLost'; data: { power: PowerId; units: { unitId: string; type: UnitType; at: TerritoryName }[]; rule: string } }
  /** Planes that ended the turn on an ally's carrier ride with it as cargo (MOV-8). */
  | { type: 'AircraftLanded'; data: { power: PowerId; units: { unitId: string; carrierId: string; seaZone: TerritoryName }[] } }
  /** An organizer's edit of the position (docs/positions.md): explicit facts, with the reason, visible in every replay. */
  | { type: 'PositionEdited'; data: { edits: ResolvedEdit[]; reason: string; by: 'organizer' } };

export type GameEventType = GameEvent['type'];
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
