// The public face of capture/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { captureEvent } from './capture';
export type { CaptureEvent } from './events';
export { factoryRemovalEvents } from './factory-removal';
export { isCapturedWithLand, landingTerritory, landsOnCaptured, ownerOf } from './owners';
export { type CaptureState, captureTurnStart } from './state';
