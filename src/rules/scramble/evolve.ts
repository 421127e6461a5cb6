// evolve for scramble events (SCR): planes join the sea battle's defenders,
// and go back to their island afterwards (SCR-4).
import type { EventOf, GameState, SeaBattle } from '../engine';

export function applyScrambled(s: GameState, e: EventOf<'PlanesScrambled'>): GameState {
  const b = s.battle as SeaBattle; // scrambles join sea battles only (SCR-2)
  const units = s.units.batch((w) => {
    for (const p of e.data.units) w.update(p.unitId, (u) => ({ ...u, at: e.data.place }));
  });
  return {
    ...s,
    units,
    battle: {
      ...b,
      step: 'aa',
      defenders: [...b.defenders, ...e.data.units.map((p) => p.unitId)],
      scrambled: Object.fromEntries(e.data.units.map((p) => [p.unitId, p.from])),
    },
    scrambledThisTurn: [...s.scrambledThisTurn, ...e.data.units.map((p) => p.unitId)],
  };
}

export function applyScrambledReturned(s: GameState, e: EventOf<'ScrambledPlanesReturned'>): GameState {
  const units = s.units.batch((w) => {
    for (const p of e.data.units) w.update(p.unitId, (u) => ({ ...u, at: p.to }));
  });
  return { ...s, units };
}
