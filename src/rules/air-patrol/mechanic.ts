// Phase 2 "Land Fighters on Combat Air Patrol" (RULES §7, pacific-2001) as a
// mechanic. Seed 001 stops mid-rule; AMBIG-30's default follows [P], where
// CAP is not played and fighters scramble from airfields instead (scramble/,
// switch scrambleFromAnyTerritory): so no fighter is ever on patrol, and the
// phase is an empty step that waits for its power to end it.
import { type Mechanic, endThePhase } from '../engine';

export const airPatrol = {
  chapter: 'Combat Air Patrol (RULES §7 phase 2, AMBIG-30)',
  decisions: { combatAirPatrol: endThePhase },
  pending: (s) =>
    s.phase !== 'combatAirPatrol'
      ? []
      : [{ kind: 'combatAirPatrol', power: s.current, place: null, commands: ['EndPhase'], rule: 'AMBIG-30', required: true }],
} satisfies Mechanic;
