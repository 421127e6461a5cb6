// The public face of kamikaze/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { kamikazeEvents } from './activation';
export { kamikazeWindowEvents } from './attack';
export { KAMIKAZE_DECISIONS, type KamikazeCommand } from './commands';
export type { KamikazeEvent } from './events';
export { type KamikazeState, kamikazeTurnStart } from './state';
