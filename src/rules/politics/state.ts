// Politics (RULES §4.1): the relationship of every pair of powers.
import type { PowerId, RelationKind } from '../ruleset';

export interface PoliticsState {
  /** Relationship of each pair of powers, keyed by pairKey(a, b). */
  relations: Record<string, RelationKind>;
  /**
   * Who started each war, keyed by pairKey(a, b), when a power did (a
   * declaration, an act of war, a convoy choice); automatic wars have none.
   * RULES §6: a war the UK started on Japan is "unprovoked" and keeps Japan's
   * +10. Absent in states from before it was kept (read as none).
   */
  declaredBy?: Record<string, PowerId>;
  /** RULES §6: one-time war bonuses already paid (`WarBonus.id`); absent is none. */
  warBonusesPaid?: readonly string[];
}
