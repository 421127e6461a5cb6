// The public face of raids/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { RAID_DECISIONS, type RaidCommand } from './commands';
export type { RaidEvent } from './events';
export { mayBomb, startRaid } from './raid';
export { type RaidsState, raidsTurnStart } from './state';
export { raidStep } from './steps';
