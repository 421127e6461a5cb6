// The public face of scramble/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { assaultScramblers, scrambleCandidates } from './candidates';
export { SCRAMBLE_DECISIONS, type ScrambleCommand } from './commands';
export type { ScrambleEvent } from './events';
export { returnScrambled } from './return';
export { type ScrambleState, scrambleTurnStart } from './state';
