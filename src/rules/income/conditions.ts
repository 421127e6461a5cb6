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
      // AMBIG-23: presence of any unit of the owners, control not needed. Each place's own units, not the board's
      // (a handful of places against some 200 units: issue 29).
      return c.territories.filter((t) => state.units.at(t).some((u) => c.owners.includes(u.owner))).length >= c.atLeast;
    }
    case 'all':
      return c.of.every((x) => holds(state, x));
    case 'not':
      return !holds(state, c.of);
  }
}
