// The public face of mobilize/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { MOBILIZE_DECISIONS, type MobilizeCommand } from './commands';
export type { MobilizeEvent } from './events';
export { freeUnitToPlaceEvents, nationalGuardEvents, shipbuildingEvents } from './free-units';
export { refundUnplaced } from './refund';
export { type MobilizeState, mobilizeTurnStart } from './state';
