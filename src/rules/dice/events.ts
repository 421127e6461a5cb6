// The events of Dice (docs/dice.md): past-tense facts, each with what a replay
// viewer or auditor needs without re-running the rules. engine/events.ts
// composes every mechanic's into GameEvent.

export type DiceEvent =
  /** Dice rolls first..first+values.length-1 of the game, what they were for, and which came from a practice script. */
  | { type: 'DiceRolled'; data: { first: number; values: number[]; purpose: string; scripted: boolean[] } }
  /** The game's dice seed, made public (when the game ends): every roll can now be recomputed. */
  | { type: 'DiceSeedRevealed'; data: { seed: string; commitment: string | null; reason: 'gameEnded' } }
  /** The organizer was shown the dice seed before its reveal (the seed is not in the event). */
  | { type: 'DiceSeedDisclosed'; data: { to: 'organizer'; rollsSoFar: number } };
