// How far a unit may go this turn: its movement, plus what operative own or
// allied bases give it, less what it has spent. Which bases count is the
// ruleset's switch `baseMovement`:
// - 'turnStart' (MOV-5): fixed by where the unit began the turn, in both move
//   phases: +1 to planes from an airfield in their territory, to ships from a
//   harbour next to their zone.
// - 'betweenBases' (RULES §7 "Bases", AMBIG-44, pacific-2001): a plane gets +1
//   for an airfield where its move starts and +1 more for one where it ends
//   (both move phases); a ship gets +1 only in Non-combat Move, and only when
//   the zone it starts in and the zone it ends in are both next to a harbour.
// The move's start is where the unit began the turn; its end is where the
// move being checked ends (`end`): a unit's spending counts for the whole turn.
import type { RulesetView } from '../ruleset';
import { friendly, type GameState, type Unit } from '../engine';
import { movementGiven, operativeBases } from '../units';

type Phase = GameState['phase'];

/** The most an operative own or allied base in `territory` gives `u` (none from a base taken this turn [N]). */
function bonusFrom(s: GameState, rs: RulesetView, u: Unit, territory: string): number {
  if (s.capturedThisTurn.includes(territory)) return 0;
  const given = operativeBases(s, rs, u.owner, territory, (a, b) => friendly(s, a, b)).map((b) => movementGiven(rs.unit(b.type), u.type));
  return Math.max(0, ...given);
}

/** An airfield's bonus in a land territory (none at sea). */
const airfieldBonus = (s: GameState, rs: RulesetView, u: Unit, place: string) =>
  rs.findTerritory(place)?.kind === 'land' ? bonusFrom(s, rs, u, place) : 0;

/** A harbour's bonus to a ship in a zone: the best of the harbours next to it. */
const harbourBonus = (s: GameState, rs: RulesetView, u: Unit, zone: string) =>
  Math.max(0, ...rs.landNeighbours(zone).map((l) => bonusFrom(s, rs, u, l)));

/** Where the unit began the turn. */
export const startOf = (s: GameState, u: Unit) => s.movement.get(u.id)?.startedAt ?? u.at;

/** Whether the ruleset gives base movement between bases (RULES §7 "Bases", AMBIG-44) rather than by MOV-5. */
export const betweenBases = (rs: RulesetView) => rs.switches.baseMovement === 'betweenBases';

/** The rule a refusal for want of movement cites: MOV-5's bonus, or the ruleset's own (AMBIG-44). */
export const rangeRule = (rs: RulesetView) => (betweenBases(rs) ? 'MOV-2, MOV-3, MOV-4, AMBIG-44' : 'MOV-2, MOV-3, MOV-4, MOV-5');

/**
 * The base bonus for a move ending in `end` in `phase` (MOV-5, or AMBIG-44).
 * Without `end`, only what the start gives (what the unit has whatever its end).
 */
export function baseBonus(s: GameState, rs: RulesetView, u: Unit, end?: string, phase: Phase = s.phase): number {
  const domain = rs.unit(u.type).domain;
  const start = startOf(s, u);
  if (!betweenBases(rs)) {
    if (domain === 'air') return airfieldBonus(s, rs, u, start);
    if (domain === 'sea') return harbourBonus(s, rs, u, start);
    return 0;
  }
  // AMBIG-44: planes +1 where the move starts and +1 more where it ends.
  if (domain === 'air') return airfieldBonus(s, rs, u, start) + (end === undefined ? 0 : airfieldBonus(s, rs, u, end));
  // AMBIG-44: ships +1 in Non-combat Move only, between zones both next to harbours.
  if (domain === 'sea' && end !== undefined && phase === 'nonCombatMove')
    return Math.min(harbourBonus(s, rs, u, start), harbourBonus(s, rs, u, end));
  return 0;
}

/** What ending the move in `end` adds to what the start gives (AMBIG-44; 0 under MOV-5). */
export function endBonus(s: GameState, rs: RulesetView, u: Unit, end: string, phase: Phase = s.phase): number {
  return baseBonus(s, rs, u, end, phase) - baseBonus(s, rs, u, undefined, phase);
}

/** The most the end of a move could add to `u` (AMBIG-44), whatever that end is: the best base of the ruleset for its type. */
export function mostEndBonus(s: GameState, rs: RulesetView, u: Unit, phase: Phase): number {
  if (!betweenBases(rs)) return 0;
  const domain = rs.unit(u.type).domain;
  if (domain === 'sea' && phase !== 'nonCombatMove') return 0;
  if (domain !== 'air' && domain !== 'sea') return 0;
  return Math.max(0, ...rs.data.units.filter((p) => p.domain === 'facility').map((p) => movementGiven(p, u.type)));
}

/** The unit's movement this turn for a move ending in `end` (without `end`: what it has whatever the end). */
export function allowance(s: GameState, rs: RulesetView, u: Unit, end?: string, phase: Phase = s.phase): number {
  return rs.unit(u.type).movement + baseBonus(s, rs, u, end, phase);
}

/** Movement left for a move ending in `end` (without `end`: what it has whatever the end). */
export function movementLeft(s: GameState, rs: RulesetView, u: Unit, end?: string, phase: Phase = s.phase): number {
  return Math.max(0, allowance(s, rs, u, end, phase) - (s.movement.get(u.id)?.spent ?? 0));
}

/** The most movement left for any end of the move (AMBIG-44: a base where it ends may add): how far to look. */
export function mostMovementLeft(s: GameState, rs: RulesetView, u: Unit, phase: Phase = s.phase): number {
  return Math.max(0, allowance(s, rs, u, undefined, phase) + mostEndBonus(s, rs, u, phase) - (s.movement.get(u.id)?.spent ?? 0));
}

/** mostMovementLeft(…) > 0, without looking for bases while less than the unit's own movement is spent (a bonus only adds). */
export function hasMovementLeft(s: GameState, rs: RulesetView, u: Unit): boolean {
  if ((s.movement.get(u.id)?.spent ?? 0) < rs.unit(u.type).movement) return true;
  return mostMovementLeft(s, rs, u) > 0;
}
