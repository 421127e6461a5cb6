// RULES §8.1 hr01-rail-movement [S2 "Rail Movement"]: Japan and the UK may
// each move up to 2 land units a turn any distance through connected friendly
// land. ⚠ Default: in Non-combat Move, units that have not moved this turn,
// through own or allied land held since the start of the turn (AMBIG-free
// reading of "friendly connected areas"); the route names every territory.
import { type GameState, type Unit, friendly } from '../engine';
import type { PowerId, RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';

/** Land units moved by rail this turn (they are the mover's: movement resets each turn). */
export const railUnitsThisTurn = (s: GameState): number => [...s.movement.values()].filter((m) => m.rail).length;

/**
 * Why this move may not go by rail although the option could carry it (a Non-combat move of land units of a power
 * with rail): the reason, for a refusal that cites the option; null when it may, or when rail is no concern of it.
 */
export function railLimit(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  units: readonly Unit[],
  from: string,
  route: readonly string[],
): string | null {
  const p = railFor(s, rs, power, units);
  if (!p) return null;
  const moved = units.find((u) => s.movement.has(u.id));
  if (moved) return `${moved.type} ${moved.id} has moved this turn: only units that have not moved go by rail.`;
  if (railUnitsThisTurn(s) + units.length > p.perTurn)
    return `${power} may move at most ${p.perTurn} land units a turn by rail; ${railUnitsThisTurn(s)} have gone.`;
  const off = [from, ...route].find((t) => {
    const owner = s.owners[t];
    return !(rs.findTerritory(t)?.kind === 'land' && owner && friendly(s, power, owner) && !s.capturedThisTurn.includes(t));
  });
  return off ? `Rail runs through own or allied land held since the turn began; ${off} is not.` : null;
}

/** Whether this Non-combat move may go beyond the units' range by rail. */
export function isRailMove(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  units: readonly Unit[],
  from: string,
  route: readonly string[],
): boolean {
  return railFor(s, rs, power, units) !== null && railLimit(s, rs, power, units, from, route) === null;
}

/** The option's rail parameters when rail concerns this move (a Non-combat move of land units, none aboard, of a power with rail); else null. */
function railFor(s: GameState, rs: RulesetView, power: PowerId, units: readonly Unit[]) {
  const p = rs.def.optionParams?.rail;
  if (!p || !optionOn(s, 'hr01-rail-movement') || s.phase !== 'nonCombatMove' || !p.powers.includes(power)) return null;
  if (units.some((u) => rs.unit(u.type).domain !== 'land' || u.carriedBy)) return null;
  return p;
}
