// The public face of turn/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { TurnCommand } from './commands';
export type { TurnEvent } from './events';
export { phaseStartEvents } from './phase-start';
export type { TurnState } from './state';
export { actingPowers, actingWith, stepPowers } from './steps';
export { firstPhase, gameStart, phaseStarted, turnStarted, type TurnPosition } from './position';
