// Scramble (RULES §4.4, SCR) as a mechanic.
import type { Mechanic } from '../engine';
import { battlesOf } from '../combat';
import { scrambleCandidates } from './candidates';
import { applyScrambled, applyScrambledReturned } from './evolve';
import { decideScramble } from './scramble';

export const scramble = {
  chapter: 'Scramble (RULES §4.4, SCR)',
  commands: {
    Scramble: {
      from: 'decision',
      answers: { kind: 'scramble', rule: 'SCR-2', notYoursRule: 'SCR-2, AMBIG-06' },
      decide: (s, c, x) => decideScramble(s, x.rs, x.power, x.dice, c.units, battlesOf(x)),
    },
  },
  events: { PlanesScrambled: applyScrambled, ScrambledPlanesReturned: applyScrambledReturned },
  decisions: { scramble: { safe: () => [{ type: 'Scramble', units: [] }] } },
  pending: (s, rs) => {
    const b = s.battle;
    if (!b || b.step !== 'scramble' || b.owed.length) return [];
    const units = scrambleCandidates(s, rs, b.place, b.attacker).map((c) => c.unitId);
    return [{ kind: 'scramble', power: b.defender, place: b.place, commands: ['Scramble'], rule: 'SCR-2', required: true, units }];
  },
} satisfies Mechanic;
