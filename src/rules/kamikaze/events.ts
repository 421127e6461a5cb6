// The events of Kamikaze (KAM): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

export type KamikazeEvent =
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
        attacks: {
          target: string;
          type: UnitType;
          seaZone: TerritoryName;
          tokens: number;
          hits: number;
          result: 'missed' | 'damaged' | 'sunk';
        }[];
        removed: string[];
        tokensLeft: number;
        rule: 'KAM-4';
      };
    }
  /** KAM-3: Japan has attacked or declined; battles may be fought. */
  | { type: 'KamikazeWindowClosed'; data: { by: PowerId; against: PowerId } };
