// Evaluates the data-driven conditions of national objectives (INC-5).
import type { Condition } from '../ruleset';
import { atWar, type GameState } from '../engine';
import { declaredWarOn } from '../politics';

export function holds(state: GameState, c: Condition): boolean {
  switch (c.kind) {
    case 'controls':
      return (
        c.territories.filter((t) => {
          const o = state.owners[t];
          return o !== null && o !== undefined && c.owners.includes(o);
        }).length >= c.atLeast
      );
    case 'atWar':
      return atWar(state, c.a, c.b);
    case 'declaredWar':
      return declaredWarOn(state, c.by, c.against);
    case 'unitsPresent': {
      // AMBIG-23: presence of any unit of the owners, control not needed.
      const present = new Set(
        state.units
          .all()
          .filter((u) => c.owners.includes(u.owner))
          .map((u) => u.at),
      );
      return c.territories.filter((t) => present.has(t)).length >= c.atLeast;
    }
    case 'all':
      return c.of.every((x) => holds(state, x));
    case 'not':
      return !holds(state, c.of);
  }
}
