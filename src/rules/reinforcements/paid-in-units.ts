// RULES §7 [S1 "China"]: a power paid in units instead of PUs (China) receives,
// at the start of its turn, one unit per controlled territory with a value,
// plus one while the Burma Road is open; they are placed in its capital
// (Szechwan) at Mobilize, never bought, and never refunded (MOB-9 is for
// units bought with PUs). It never collects PUs (income/income.ts).
import type { GameEvent, GameState } from '../engine';
import { burmaRoadOpen } from '../purchase';
import { paidInUnits, type PowerId, type RulesetView } from '../ruleset';

/** Phase hook `unitsInsteadOfPUs`: the units `power` receives as its turn starts. */
export function unitsReceived(state: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  const pay = paidInUnits(rs, power);
  if (!pay) return [];
  const territories = rs.data.territories
    .filter((t) => t.kind === 'land' && t.production > 0 && state.owners[t.name] === power)
    .map((t) => t.name);
  const open = burmaRoadOpen(state, rs);
  const count = territories.length * pay.perValuedTerritory + (open ? pay.burmaRoadBonus : 0);
  if (count === 0) return [];
  return [{ type: 'UnitsReceived', data: { power, unit: pay.unit, count, territories, burmaRoadOpen: open, placeIn: pay.placeIn } }];
}
