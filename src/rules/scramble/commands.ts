// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).

export type ScrambleCommand =
  /** SCR: the defender scrambles planes from adjacent islands into a sea battle (none is a choice). */
  { type: 'Scramble'; units: string[] };

/**
 * The kinds of decision this mechanic waits for (its mechanic.ts says when, and their safe answers), each with what it
 * asks: its RULES ids, the commands that answer it (by their mutation names) and the PendingDecision fields it fills.
 * engine/pending.ts composes every folder's into DECISIONS; the API serves them as the DecisionKind enum.
 */
export const SCRAMBLE_DECISIONS = {
  scramble: 'SCR-2: scramble some of `units` into the sea battle, or none (scramble).',
} as const satisfies Record<string, string>;
