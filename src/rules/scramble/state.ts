// Scramble (RULES §4.4, SCR): planes that scrambled this turn.
export interface ScrambleState {
  /** SCR-4: planes that scrambled this turn fight no other battle (reset when a turn starts). */
  scrambledThisTurn: string[];
}

export const scrambleTurnStart = (): ScrambleState => ({ scrambledThisTurn: [] });
