// Victory (RULES §1.4, VIC) as a mechanic: checked at every turn end (turn
// hook `victory`); evolve applies pending, cleared and won.
import type { Mechanic } from '../engine';
import { applyVictory } from './victory';
import { applyVictoryPoints } from './points';

export const victory = {
  chapter: 'Victory (RULES §1.4, VIC)',
  events: {
    VictoryPending: applyVictory,
    VictoryPendingCleared: applyVictory,
    GameEnded: applyVictory,
    VictoryPointsScored: applyVictoryPoints,
  },
} satisfies Mechanic;
