// The events of Combat (CBT): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { HitClasses } from './hits';
import type { BattleStepName } from '../engine';
import type { PowerId, TerritoryName } from '../ruleset';

export type BattleOutcome = 'attackerWon' | 'defenderWon' | 'bothDestroyed' | 'retreated' | 'stalemate' | 'raided';

export type CombatEvent =
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
        /** RULES §8.1 hr01-ports-shelter: planes attack the ships in port (`kind` land: it takes no land). */
        port?: true;
      };
    }
  /** RULES §8.1 hr01-ports-shelter: the defender's planes in `place` committed to its port or to its land. */
  | { type: 'PortDefenceCommitted'; data: { place: TerritoryName; power: PowerId; port: string[]; land: string[]; rule: string } }
  /** CBT-3: subs that leave the battle (none is a decision too). */
  | { type: 'SubsSubmerged'; data: { place: TerritoryName; side: 'attacker' | 'defender'; power: PowerId; units: string[] } }
  /** CBT-10: the sea battle is over (`outcome`) but these defending planes have lost their carrier: the defender says where they fly. */
  | { type: 'PlanesStranded'; data: { place: TerritoryName; planes: string[]; outcome: BattleOutcome; attackers: string[] } }
  /** MOV-7: the sea battle in `place` was not won: units put ashore from it are back aboard their transports. */
  | {
      type: 'LandingCancelled';
      data: { place: TerritoryName; units: { unitId: string; transportId: string; to: TerritoryName }[]; rule: string };
    }
  /**
   * RULES §8.1 hr01-amphibious-support [S2 "Amphibious Operations"]: before the sea battle a landing depends on, the
   * attacker kept `supporting` out of it to support the landings in `landings`; `fighting` attack the blockers.
   */
  | {
      type: 'AmphibiousSupportDesignated';
      data: { place: TerritoryName; power: PowerId; landings: TerritoryName[]; supporting: string[]; fighting: string[]; rule: string };
    }
  /**
   * RULES §8.1 hr01-amphibious-support: the blockers in `place` were not all removed, so the land units put ashore from
   * it go back where they began the turn (`to`; aboard `transportId` when they began it at sea on that transport).
   */
  | {
      type: 'InvadersReturned';
      data: { place: TerritoryName; units: { unitId: string; to: TerritoryName; transportId: string | null }[]; rule: string };
    }
  /** CBT-10: stranded planes flown 1 space, onto land or a carrier (`carrierId` when it is an ally's, MOV-8). */
  | {
      type: 'PlanesLanded';
      data: { place: TerritoryName; landings: { unitId: string; to: TerritoryName; carrierId: string | null }[]; rule: string };
    }
  | { type: 'BattleStep'; data: { place: TerritoryName; round: number; step: BattleStepName } }
  | {
      type: 'HitsScored';
      data: {
        place: TerritoryName;
        round: number;
        step: BattleStepName;
        by: 'attacker' | 'defender';
        firing: string[];
        hits: HitClasses;
        total: number;
      };
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
  | { type: 'CasualtyOrderSet'; data: { power: PowerId; orderOfLoss: string[] | null } };
