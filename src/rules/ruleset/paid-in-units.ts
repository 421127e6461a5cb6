// RULES §7 [S1 "China"]: which power the ruleset pays in units instead of PUs, and how. A lookup in the
// ruleset's data that purchase, mobilize, income, movement and reinforcements all ask, so it lives with the
// ruleset, not in one of them (two mechanics no longer import each other for it).
import type { PaidInUnits, PowerId } from './types';
import type { RulesetView } from './view';

/** The ruleset's payment in units for `power`, if it is paid so. */
export const paidInUnits = (rs: RulesetView, power: PowerId): PaidInUnits | undefined =>
  rs.data.paidInUnits?.find((p) => p.power === power);
