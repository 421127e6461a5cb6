// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).

export type RaidCommand =
  /** SBR-3: the defender commits fighters in the raided territory as interceptors (none is a choice). */
  | { type: 'Intercept'; units: string[] }
  /** SBR-6: the attacker assigns each surviving bomber to one facility (unit id) in the territory. */
  | { type: 'AssignBombers'; assignments: { bomber: string; facility: string }[] };

/**
 * The kinds of decision this mechanic waits for (its mechanic.ts says when, and their safe answers), each with what it
 * asks: its RULES ids, the commands that answer it (by their mutation names) and the PendingDecision fields it fills.
 * engine/pending.ts composes every folder's into DECISIONS; the API serves them as the DecisionKind enum.
 */
export const RAID_DECISIONS = {
  intercept: 'SBR-3: intercept with some of `units`, or none (intercept).',
  assignBombers: 'SBR-6: give each bomber in `units` one of `targets` (assignBombers).',
} as const satisfies Record<string, string>;
