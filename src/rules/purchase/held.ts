// RULES §7 "Players", AMBIG-43 (pacific-2001 Britain): in one player's turn
// India and Australia buy separately and place separately, with joint steps
// in between (turn/steps.ts). `purchased` is always the current power's; the
// other powers' purchases wait in `heldPurchases` until their own step.
import type { GameState } from '../engine';
import type { PowerId } from '../ruleset';
import type { HeldPurchase, PurchaseState } from './state';

/** The purchase fields as `to` becomes the current power within the same turn. */
export function heldPurchasesSwitched(s: GameState, to: PowerId): Pick<PurchaseState, 'purchased' | 'freeToPlace' | 'heldPurchases'> {
  const held: Partial<Record<PowerId, HeldPurchase>> = { ...(s.heldPurchases ?? {}) };
  if (Object.values(s.purchased).some((n) => (n ?? 0) > 0) || s.freeToPlace)
    held[s.current] = { purchased: s.purchased, ...(s.freeToPlace ? { freeToPlace: s.freeToPlace } : {}) };
  const mine = held[to];
  delete held[to];
  return {
    purchased: mine?.purchased ?? {},
    freeToPlace: mine?.freeToPlace,
    heldPurchases: Object.keys(held).length ? held : undefined,
  };
}
