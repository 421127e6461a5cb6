// Politics (RULES §4.1): the relationship of every pair of powers.
import type { RelationKind } from '../ruleset/types';

export interface PoliticsState {
  /** Relationship of each pair of powers, keyed by pairKey(a, b). */
  relations: Record<string, RelationKind>;
}
