// RULES §8.2 x2-capital-ship-damage [S3 §10e "Protecting carriers while
// repairs are being made"]: a damaged carrier takes no planes (AMBIG-27),
// except its guard. While it is "in port" (its zone is next to a friendly
// territory with a factory), up to 2 of its owner's fighters (the ruleset's
// `guards`: never carrier fighters, never an ally's, never on a battleship)
// that were "not given any other assignment this turn" (⚠ they did not move in
// Combat Move) may land on it in Non-combat Move. Guarding means they sit on
// it in that zone: they defend with it there as any plane in the zone does
// ("in the event of an attack the aircraft can defend with the carrier as
// usual"), and stay while it is damaged and in port; they may leave as the
// owner's planes on a damaged carrier may (AMBIG-27). Once repaired it is an
// ordinary carrier and they ordinary planes aboard it.
import type { RulesetView } from '../ruleset';
import { friendly, type GameState, type Unit } from '../engine';
import { capitalDamage } from '../combat';
import { factoryIn } from '../units';
import { ownerOf } from '../capture';

/** [S3 §10e]: a port is a sea zone next to a friendly territory (own or allied) with a factory. */
export function inPort(s: GameState, rs: RulesetView, carrier: Unit): boolean {
  return rs.landNeighbours(carrier.at).some((l) => {
    const owner = ownerOf(s, rs, l);
    return owner !== null && friendly(s, carrier.owner, owner) && factoryIn(s, rs, l) !== undefined;
  });
}

/** The most guards a carrier takes when `plane`, arriving, may guard `carrier`'s owner's damaged carriers; 0 when it may not. */
export function guardRoom(s: GameState, rs: RulesetView, plane: Unit, carrier: Unit): number {
  const guards = capitalDamage(s, rs)?.guards;
  if (!guards || carrier.damage === 0 || carrier.owner !== plane.owner) return 0;
  if (!guards.types.includes(plane.type) || s.movement.get(plane.id)?.inCombatMove) return 0;
  return inPort(s, rs, carrier) ? guards.perCarrier : 0;
}
