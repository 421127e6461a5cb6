// The public face of clocks/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { ClockCommand } from './commands';
export type { ClockEvent } from './events';
export type { Clocks, ClocksState } from './state';
export { checkClockSettings, MAX_CLOCK_MS, MIN_CLOCK_MS, type ClockSettings, type TimeOutPolicy } from './settings';
export { clockView, runsOutAt, timedOutSeat, timeLeftMs, type ClockView } from './clock';
