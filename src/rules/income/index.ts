// The public face of income/: what other folders may use; everything else here is its own (.dependency-cruiser.cjs).
export { INCOME_DECISIONS, type IncomeCommand } from './commands';
export { convoyRaidEvents } from './convoy-raids';
export type { IncomeEvent, IncomeLine } from './events';
export { collectIncome } from './income';
export type { IncomeState } from './state';
export { factoryBannedByOption, territoryValue } from './territory-value';
