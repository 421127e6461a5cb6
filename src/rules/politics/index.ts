// The public face of politics/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export type { PoliticsCommand } from './commands';
export type { PoliticsEvent, RelationChange, WarCause } from './events';
export type { PoliticsState } from './state';
export { automaticWarEvents, canDeclare, declaredWarEvents, declaredWarOn, mayStartWar } from './war';
