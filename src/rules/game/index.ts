// The public face of game/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { GameSetupCommand } from './commands';
export { seatName } from './create';
export type { GameSetupEvent } from './events';
export { freshTurn, initialState } from './initial-state';
export type { GameSetupState } from './state';
