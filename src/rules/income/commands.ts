// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).
import type { PowerId, TerritoryName } from '../ruleset';

export type IncomeCommand =
  /** CNV-7: before war, a power declares that its warships disrupt a victim's convoy zone. */
  { type: 'DisruptConvoy'; victim: PowerId; seaZone: TerritoryName };

/**
 * The kinds of decision this mechanic waits for (its mechanic.ts says when, and their safe answers), each with what it
 * asks: its RULES ids, the commands that answer it (by their mutation names) and the PendingDecision fields it fills.
 * engine/pending.ts composes every folder's into DECISIONS; the API serves them as the DecisionKind enum.
 */
export const INCOME_DECISIONS = {
  collectIncome: 'INC-1: end the phase to collect the income (endPhase).',
  disruptConvoy: 'CNV-7: before war, disrupt the convoy in one of `places` (disruptConvoy), an act of war; optional.',
} as const satisfies Record<string, string>;
