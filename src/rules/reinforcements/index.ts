// The public face of reinforcements/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { ReinforcementsEvent } from './events';
export { unitsReceived } from './paid-in-units';
