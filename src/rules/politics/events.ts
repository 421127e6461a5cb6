// The events of Politics (POL): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.
import type { PowerId, RelationKind, TerritoryName } from '../ruleset';

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

export type PoliticsEvent =
  | { type: 'WarDeclared'; data: { a: PowerId; b: PowerId; cause: WarCause; rule: string } }
  | { type: 'RelationshipChanged'; data: RelationChange & { cause: WarCause; rule: string } }
  /** RULES §6 (2E): a one-time bonus a declaration pays (the USA's +30 when Japan declares war in rounds 1-3). */
  | { type: 'WarBonusPaid'; data: { bonus: string; power: PowerId; pus: number; pusAfter: number; by: PowerId; rule: string } };
