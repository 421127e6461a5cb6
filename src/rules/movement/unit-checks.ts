// Whether a unit may move at all in this phase, before its route is looked at
// (NCM-1, MOV-1..MOV-3, MOV-6, MOV-9, UNIT-8). The destinations query asks it
// too, to list the units that can move.
import type { RulesetView, UnitProfile } from '../ruleset';
import type { GameState, Unit } from '../engine';
import { carrierFighterGrounded } from './carrier-fighters';
import { mayReturn } from './blitz-return';
import { patrolExitLeft } from './patrol-zone';
import { no, type MovePhase, type Problem } from './move-plan';

/** NCM-1, MOV-6, MOV-9: whether a unit may move at all in this phase. */
export function unitCanMove(s: GameState, rs: RulesetView, phase: MovePhase, u: Unit, p: UnitProfile): Problem | null {
  if (p.domain === 'facility' || p.movement === 0) return no('CANNOT_MOVE', 'RULES §2', `${u.type} does not move.`);
  if (phase === 'combatMove' && p.isAA) return no('NO_COMBAT_MOVE', 'MOV-9', 'Anti-aircraft guns may not move in Combat Move.');
  const m = s.movement.get(u.id);
  // RULES §8.2 x2-patrol-zone (⚠ default): a ship that must leave a patrol zone may, whatever it did in Combat Move.
  const leaving = patrolExitLeft(s, rs, u) > 0;
  if (m?.unloaded) return no('UNLOADED_UNITS_STOP', 'MOV-6', `Unit ${u.id} was unloaded this turn and moves no further.`);
  if (phase === 'nonCombatMove' && m?.inCombatMove && p.domain !== 'air' && !mayReturn(s, u, p) && !leaving)
    return no('ALREADY_MOVED', 'NCM-1', `Unit ${u.id} moved in Combat Move; only planes finish their move now.`);
  if (phase === 'combatMove' && m?.scripted)
    return no(
      'ALREADY_MOVED',
      'hr01-pearl-harbor-strike',
      `Unit ${u.id} flew the Pearl Harbor strike; it moves again in Non-combat Move (seed 002 "Pearl Harbor Strike Option").`,
    );
  if (phase === 'combatMove' && stoppedToFight(s, rs, u))
    return no('MUST_STOP', 'MOV-1, MOV-2, MOV-3', `Unit ${u.id} moved into ${u.at} to fight or take it, and stays there this Combat Move.`);
  if (p.domain === 'sea' && s.unloadedInto[u.id] && !leaving)
    return no('TRANSPORT_ALREADY_UNLOADED', 'MOV-6', `Transport ${u.id} has unloaded this turn and stops.`);
  // UNIT-8 / AMBIG-27: an ally's planes aboard a damaged carrier are stuck until it is repaired.
  const carrier = p.domain === 'air' && u.carriedBy ? s.units.unit(u.carriedBy) : undefined;
  if (carrier && carrier.damage > 0)
    return no(
      'CARRIER_DAMAGED',
      'UNIT-8, AMBIG-27',
      `${u.id} is aboard ${carrier.id}, a damaged ${carrier.owner} carrier, until it is repaired.`,
    );
  return carrierFighterGrounded(s, rs, phase, u);
}

/**
 * MOV-1..MOV-3: a unit that has moved into a place where it will fight (a
 * battle or a raid) or, on land, into territory it took this turn, has stopped
 * there: a later move may not carry it on (one route could not have). Cargo
 * may still unload (MOV-7); UK/ANZAC entering Dutch land take it peacefully (CAP-9).
 */
export function stoppedToFight(s: GameState, rs: RulesetView, u: Unit): boolean {
  if (!s.movement.get(u.id)?.inCombatMove || u.carriedBy) return false;
  if (s.battles.includes(u.at) || s.raids[u.at]?.units.includes(u.id) || s.portAttacks?.[u.at]?.units.includes(u.id)) return true;
  const took = rs.unit(u.type).domain === 'land' && s.capturedThisTurn.includes(u.at);
  const original = rs.territory(u.at).originalOwner;
  return took && !(original && rs.custodiansOf(original).includes(u.owner));
}
