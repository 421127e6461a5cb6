// Capture and liberation (RULES §4.9, CAP) as a mechanic: captures come with
// moves (movement/) and battles (combat/); evolve applies them here.
import type { Mechanic } from '../engine';
import { applyCapture } from './evolve';

export const capture = {
  chapter: 'Capture and liberation (RULES §4.9, CAP)',
  events: {
    TerritoryCaptured: applyCapture,
    FactoriesRemoved: (s, e) => ({ ...s, units: s.units.without(e.data.units) }),
  },
} satisfies Mechanic;
