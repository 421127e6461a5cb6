// RULES §8.2 x2-carrier-fighters [S3 §8 "Carrier Based Fighter Aircraft"]:
// these planes "can only take off from and land on undamaged Aircraft
// Carriers" (landing: landing.ts). One aboard a damaged carrier stays (⚠ the
// deck it is on is the one the seating gives it, carriers.ts); one stranded on
// land after a battle (CBT-10) is cargo there: it moves only in Non-combat
// Move, onto a carrier (landing.ts), and fights no battle (units/carrier-only.ts).
import { type GameState, type Unit, violation, type RuleViolation } from '../engine';
import type { RulesetView } from '../ruleset';
import { seatPlanes } from './carriers';
import { landsOnCarriersOnly } from '../units';

/** Why this carrier fighter cannot take off now, or null (always null for other units and before it has moved). */
export function carrierFighterGrounded(
  s: GameState,
  rs: RulesetView,
  phase: 'combatMove' | 'nonCombatMove',
  u: Unit,
): RuleViolation | null {
  if (!landsOnCarriersOnly(rs, u.type) || s.movement.get(u.id)) return null;
  if (rs.territory(u.at).kind === 'land')
    return phase === 'nonCombatMove'
      ? null
      : violation(
          'CANNOT_MOVE',
          'x2-carrier-fighters',
          `${u.type} ${u.id} is stranded on ${u.at}; it moves onto a carrier in Non-combat Move [seed 003 §8].`,
        );
  const deck = u.carriedBy ?? seatPlanes(s, rs, u.at).seatedOn.get(u.id);
  const carrier = deck ? s.units.get(deck) : undefined;
  if (carrier && carrier.damage > 0)
    return violation(
      'CARRIER_DAMAGED',
      'x2-carrier-fighters',
      `${u.type} ${u.id} takes off from undamaged carriers only; ${carrier.id} is damaged [seed 003 §8].`,
    );
  return null;
}
