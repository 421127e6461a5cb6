import type { OptionId } from '../rulesets';
// The events of Collect Income (INC, CNV): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, TerritoryName, UnitType } from '../ruleset';

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
      /** RULES §6 (2E): the convoy dice rolled, `each` per unit in `ships` order; `raw` adds the pips of those 1-3. */
      dice?: number[];
    }
  | { source: 'objective'; objective: string; pus: number; description: string }
  /** INC-2: a power that does not hold its own capital collects nothing. */
  | { source: 'noCapital'; capital: TerritoryName; pus: 0 }
  /** RULES §8: PUs an optional rule adds (x2-advanced-production), with why. */
  | { source: 'option'; option: OptionId; pus: number; description: string }
  /** RULES §7 (pacific-2001): a convoy centre (a valued sea zone) the power holds. */
  | { source: 'convoyCentre'; seaZone: TerritoryName; pus: number }
  /** RULES §7 (pacific-2001): a convoy-route territory whose sea zone the enemy holds produces nothing. */
  | { source: 'convoyRouteCut'; territory: TerritoryName; seaZone: TerritoryName; pus: 0 }
  /** RULES §7 [S1 "China"]: a power paid in units collects no PUs. */
  | { source: 'paidInUnits'; pus: 0 };

export type IncomeEvent =
  | { type: 'ConvoyDisruptionDeclared'; data: { by: PowerId; victim: PowerId; seaZone: TerritoryName } }
  /** RULES §8.1 hr01-convoy-raiding (pacific-2001): `raiders` rolled `rolled`; the holder lost `lost` (up to the centre's value `cap`). */
  | {
      type: 'ConvoyRaided';
      data: { by: PowerId; victim: PowerId; seaZone: TerritoryName; raiders: string[]; rolled: number; cap: number; lost: number };
    }
  | {
      type: 'IncomeCollected';
      data: { power: PowerId; round: number; amount: number; pusAfter: number; lines: IncomeLine[]; objectivesPaidOnce: string[] };
    };
