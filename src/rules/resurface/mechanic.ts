// Phase 8 (RULES §7, pacific-2001) as a mechanic: the repair runs as the phase
// starts (engine/hooks.ts, reusing PUR-1's ShipsRepaired event); the phase then
// waits for its power to end it.
import { type Mechanic, endThePhase } from '../engine';

export const resurface = {
  chapter: 'Subs resurface, battleships uprighted (RULES §7 phase 8)',
  decisions: { resurface: endThePhase },
  pending: (s) =>
    s.phase !== 'resurface'
      ? []
      : [{ kind: 'resurface', power: s.current, place: null, commands: ['EndPhase'], rule: 'RULES §7', required: true }],
} satisfies Mechanic;
