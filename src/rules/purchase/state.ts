// Purchase (RULES §4.2): money, and what was bought this turn.
import type { PowerId, UnitType } from '../ruleset';

export interface PurchaseState {
  pus: Partial<Record<PowerId, number>>;
  /** Units the current power bought this turn and has not placed yet (MOB-1). */
  purchased: Partial<Record<UnitType, number>>;
  /** RULES §8.2 x2-advanced-production: how many of `purchased` were given free (never refunded, MOB-9); absent when none. */
  freeToPlace?: Partial<Record<UnitType, number>>;
  /** RULES §7, AMBIG-43: what the player's other powers bought this turn and place in their own step (purchase/held.ts); absent when none. */
  heldPurchases?: Partial<Record<PowerId, HeldPurchase>>;
}

export interface HeldPurchase {
  purchased: Partial<Record<UnitType, number>>;
  freeToPlace?: Partial<Record<UnitType, number>>;
}

export const purchaseTurnStart = (): Pick<PurchaseState, 'purchased' | 'freeToPlace' | 'heldPurchases'> => ({
  purchased: {},
  freeToPlace: undefined,
  heldPurchases: undefined,
});
