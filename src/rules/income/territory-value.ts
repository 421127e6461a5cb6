// A territory's value (its production, RULES §3), as income, convoys (CNV-4)
// and factories (MOB-5) read it: the data's, or a value an optional rule sets
// (RULES §8.2 x2-enlarged-pacific [S3 §1 "The Enlarged Pacific Ocean"]).
import type { GameState } from '../engine';
import type { RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';

export function territoryValue(s: Pick<GameState, 'options'>, rs: RulesetView, territory: string): number {
  // The option first: a game without it (most) never looks the name up in the option's table.
  const set = optionOn(s, 'x2-enlarged-pacific') ? rs.def.optionParams?.enlargedPacific?.values[territory] : undefined;
  if (set !== undefined) return set;
  return rs.findTerritory(territory)?.production ?? 0;
}

/** Whether `territory` has a value in some game of the ruleset (its data's, or one the option sets): income skips the rest. */
export function mayHaveValue(rs: RulesetView, territory: string): boolean {
  return (rs.findTerritory(territory)?.production ?? 0) > 0 || rs.def.optionParams?.enlargedPacific?.values[territory] !== undefined;
}

/** x2-enlarged-pacific: industrial complexes cannot be built on the territories it revalues. */
export function factoryBannedByOption(s: Pick<GameState, 'options'>, rs: RulesetView, territory: string): boolean {
  return optionOn(s, 'x2-enlarged-pacific') && rs.def.optionParams?.enlargedPacific?.values[territory] !== undefined;
}
