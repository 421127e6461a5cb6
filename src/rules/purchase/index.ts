// The public face of purchase/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { burmaRoadOpen } from './burma-road';
export { PURCHASE_DECISIONS, type PurchaseCommand } from './commands';
export type { PurchaseEvent } from './events';
export { heldPurchasesSwitched } from './held';
export { shipRepairs } from './repair';
export { type PurchaseState, purchaseTurnStart } from './state';
