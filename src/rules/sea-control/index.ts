// The public face of sea-control/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { heldBySide, seaControlEvents } from './control';
export type { SeaControlEvent } from './events';
export { type SeaControlState, initialSeaHolders } from './state';
export { SEA_CONTROL_DECISIONS } from './decisions';
