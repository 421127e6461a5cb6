// Powers paid in units (RULES §7, pacific-2001 China) as a mechanic: the units
// arrive by a phase hook (engine/hooks.ts) and wait, like bought ones, to be
// placed at Mobilize (MOB-1).
import type { Mechanic } from '../engine';

export const reinforcements = {
  chapter: 'Powers paid in units (RULES §7, China)',
  events: {
    UnitsReceived: (s, e) => ({ ...s, purchased: { ...s.purchased, [e.data.unit]: (s.purchased[e.data.unit] ?? 0) + e.data.count } }),
  },
} satisfies Mechanic;
