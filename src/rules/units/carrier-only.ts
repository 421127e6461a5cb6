// RULES §8.2 x2-carrier-fighters [S3 §8 "Carrier Based Fighter Aircraft"]: a
// plane that takes off from and lands on carriers only. Where it may take off
// and land is movement's (movement/carrier-fighters.ts, movement/landing.ts);
// stranded on land it is cargo there and fights no battle (combat/start.ts).
import type { Unit } from '../engine';
import { perRuleset, type RulesetView } from '../ruleset';

/** The ruleset's carrier-only types, listed once: the landing hook asks of every plane at every end of a move (issue 29). */
const carrierOnlyTypes = perRuleset(
  (rs): ReadonlySet<string> => new Set((rs.def.optionParams?.units ?? []).filter((u) => u.carrierOnly).map((u) => u.profile.type)),
);

/** RULES §8.2 x2-carrier-fighters [S3 §8]: a plane that takes off from and lands on carriers only (never on land by choice). */
export const landsOnCarriersOnly = (rs: RulesetView, type: string): boolean => carrierOnlyTypes(rs).has(type);

/** A carrier fighter on land is cargo there: it does not fight (combat/start.ts). */
export const strandedCargo = (rs: RulesetView, u: Unit): boolean => landsOnCarriersOnly(rs, u.type) && rs.territory(u.at).kind === 'land';
