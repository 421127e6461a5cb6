// Purchase (RULES §4.2): money, and what was bought this turn.
import type { PowerId, UnitType } from '../ruleset/types';

export interface PurchaseState {
  pus: Partial<Record<PowerId, number>>;
  /** Units the current power bought this turn and has not placed yet (MOB-1). */
  purchased: Partial<Record<UnitType, number>>;
}

export const purchaseTurnStart = (): Pick<PurchaseState, 'purchased'> => ({ purchased: {} });
