// Collect Income (RULES §4.8): objectives paid once per game.
export interface IncomeState {
  /** Once-per-game objectives already paid (INC-5). */
  objectivesPaid: string[];
}
