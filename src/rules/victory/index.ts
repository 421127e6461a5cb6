// The public face of victory/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { VictoryEvent } from './events';
export { victoryPointEvents } from './points';
export { roundVictoryEvents } from './round-victory';
export type { VictoryPending, VictoryState } from './state';
export { applyVictory, gameEnds, militaryVictoryEvents, victoryEvents } from './victory';
