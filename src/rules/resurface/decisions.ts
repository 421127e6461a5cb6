// The decision this mechanic waits for, with what it asks (engine/pending.ts composes every folder's into DECISIONS;
// the API serves them as the DecisionKind enum). Its phase has no command of its own: the turn's endPhase answers it.

export const RESURFACE_DECISIONS = {
  resurface: 'RULES §7 (pacific-2001): the Resurface phase; end it (endPhase).',
} as const satisfies Record<string, string>;
