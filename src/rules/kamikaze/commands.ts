// The commands this mechanic decides (engine/commands.ts composes every
// mechanic's into Command; <folder>/mechanic.ts says who may send each).

export type KamikazeCommand =
  /** KAM-3, KAM-4: Japan, from its own seat while the kamikaze window is open, spends tokens on ships (several may target one); [] declines. */
  { type: 'KamikazeAttack'; attacks: { target: string; tokens: number }[] };

/**
 * The kinds of decision this mechanic waits for (its mechanic.ts says when, and their safe answers), each with what it
 * asks: its RULES ids, the commands that answer it (by their mutation names) and the PendingDecision fields it fills.
 * engine/pending.ts composes every folder's into DECISIONS; the API serves them as the DecisionKind enum.
 */
export const KAMIKAZE_DECISIONS = {
  kamikaze: 'KAM-3: spend up to `tokens` kamikaze tokens on ships in `units`, or decline with none (kamikazeAttack).',
} as const satisfies Record<string, string>;
