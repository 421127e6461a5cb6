// The public face of resurface/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { uprightEvents } from './upright';
export { RESURFACE_DECISIONS } from './decisions';
