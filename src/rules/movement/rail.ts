// RULES §8.1 hr01-rail-movement [S2 "Rail Movement"]: Japan and the UK may
// each move up to 2 land units a turn any distance through connected friendly
// land. ⚠ Default: in Non-combat Move, units that have not moved this turn,
// through own or allied land held since the start of the turn (AMBIG-free
// reading of "friendly connected areas"); the route names every territory.
import type { GameState, Unit } from '../engine/state';
import { friendly } from '../engine/state';
import type { PowerId } from '../ruleset/types';
import type { RulesetView } from '../ruleset/view';
import { optionOn } from '../rulesets/options';

/** Land units moved by rail this turn (they are the mover's: movement resets each turn). */
export const railUnitsThisTurn = (s: GameState): number => [...s.movement.values()].filter((m) => m.rail).length;

/** Whether this Non-combat move may go beyond the units' range by rail. */
export function isRailMove(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  units: readonly Unit[],
  from: string,
  route: readonly string[],
): boolean {
  const p = rs.def.optionParams?.rail;
  if (!p || !optionOn(s, 'hr01-rail-movement') || s.phase !== 'nonCombatMove' || !p.powers.includes(power)) return false;
  if (units.some((u) => rs.unit(u.type)!.domain !== 'land' || s.movement.has(u.id) || u.carriedBy)) return false;
  if (railUnitsThisTurn(s) + units.length > p.perTurn) return false;
  return [from, ...route].every((t) => {
    const owner = s.owners[t];
    return rs.territory(t)?.kind === 'land' && owner && friendly(s, power, owner) && !s.capturedThisTurn.includes(t);
  });
}
