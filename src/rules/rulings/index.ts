// The public face of rulings/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { RulingCommand } from './commands';
export type { RulingEvent } from './events';
export type { RulingsState } from './state';
export { applyGameRuling, reasonOf, reasonOf as rulingReason } from './rulings';
