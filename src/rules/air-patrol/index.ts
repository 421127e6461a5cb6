// The public face of air-patrol/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { AIR_PATROL_DECISIONS } from './decisions';
