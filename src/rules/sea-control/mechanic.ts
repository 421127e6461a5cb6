// Sea-zone control and phase 5 (RULES §7, pacific-2001) as a mechanic: the
// markers change by a phase hook (engine/hooks.ts); the phase then waits for
// its power to end it.
import { type Mechanic, endThePhase } from '../engine';

export const seaControl = {
  chapter: 'Control markers and sea zones (RULES §7 phase 5)',
  events: {
    SeaZoneControlled: (s, e) => ({ ...s, seaHolders: { ...s.seaHolders, [e.data.seaZone]: e.data.to } }),
  },
  decisions: { nationalControl: endThePhase },
  pending: (s) =>
    s.phase !== 'nationalControl'
      ? []
      : [{ kind: 'nationalControl', power: s.current, place: null, commands: ['EndPhase'], rule: 'RULES §7', required: true }],
} satisfies Mechanic;
