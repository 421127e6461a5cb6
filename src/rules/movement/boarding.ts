// MOV-6 / UNIT-7: land units boarding ships. The step onto a ship's sea zone,
// then, for the whole group, which ship each boarder goes aboard (those with
// room, the mover's own first).
import { type RulesetView, type UnitProfile, paidInUnits } from '../ruleset';
import { friendly, type GameState, type Unit } from '../engine';
import { compareIds, cargoCapacity, cargoRoom, cargoRule, carriesType, notCarryingYet } from '../units';
import { movementLeft } from './allowance';
import { enemySurfaceWarshipsAt } from './places';
import { no, type MovePlan, type Problem } from './move-plan';
import { transportCostOf } from '../ruleset';
import { entry } from '../ruleset';

/** A land unit's step from land into a sea zone: it boards there, as the last step. */
export function boardingStep(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  u: Unit,
  p: UnitProfile,
  b: string,
  last: boolean,
  transport: string | undefined,
): Problem | null {
  // Boarding (MOV-6): the last step, onto a transport in that zone.
  if (!last) return no('MUST_STOP', 'MOV-6', 'Land units boarding a transport stop in its sea zone.');
  if (p.transportCost === null) return no('NO_TRANSPORT', 'MOV-6, UNIT-7', `${u.type} cannot be carried by transports.`);
  // Moved earlier this turn, or on this route before reaching the sea (the boarding cost below would hide those steps).
  if ((s.movement.get(u.id)?.spent ?? 0) > 0 || (plan.costs[u.id] ?? 0) > 0)
    return no('ALREADY_MOVED', 'MOV-6', 'A land unit that has moved this turn cannot board a transport.');
  if (enemySurfaceWarshipsAt(s, rs, plan.power, b).length > 0)
    return no('ENEMY_WARSHIPS_PRESENT', 'MOV-6', `No loading in ${b} while enemy surface warships are there.`);
  if (transport !== undefined) {
    const t = s.units.get(transport);
    if (!t || t.at !== b || cargoCapacity(s, rs, t) === 0 || !friendly(s, plan.power, t.owner))
      return no('NO_TRANSPORT', 'MOV-6', `There is no friendly transport "${transport}" in ${b}.`);
  }
  plan.costs[u.id] = movementLeft(s, rs, u); // boarding ends its own movement for the turn [C]
  return null;
}

/** The land units of the group going from land onto a sea zone. */
export function boardersOf(rs: RulesetView, plan: MovePlan): Unit[] {
  const tTo = rs.territory(plan.to);
  return plan.units.filter((u) => rs.territory(u.at).kind === 'land' && tTo.kind === 'sea' && rs.unit(u.type).domain === 'land');
}

/** Boarding: assign transports with room (UNIT-7: 2 infantry, or 1 infantry + 1 other), into plan.boarding. */
export function assignTransports(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  boarders: Unit[],
  transport: string | undefined,
): Problem | null {
  if (!boarders.length) return null;
  const { to } = plan;
  const friendlyTransports = s.units
    .at(to)
    .filter((t) => cargoCapacity(s, rs, t) > 0 && friendly(s, plan.power, t.owner) && (!transport || t.id === transport));
  // RULES §7 [S1 "China"]: Chinese infantry may not be loaded onto Allied transports.
  const ownOnly = paidInUnits(rs, plan.power)?.mayBoardAlliedTransports === false;
  const transports = ownOnly ? friendlyTransports.filter((t) => t.owner === plan.power) : friendlyTransports;
  if (friendlyTransports.length && !transports.length)
    return no('MAY_NOT_BOARD_ALLIED_TRANSPORT', 'RULES §7', `${plan.power}'s units may not be loaded onto allied transports.`);
  transports.sort((x, y) => Number(y.owner === plan.power) - Number(x.owner === plan.power) || compareIds(x.id, y.id));
  const load = new Map(transports.map((t) => [t.id, cargoLoad(s, rs, t.id)]));
  const loaded = (transportId: string) => entry(load, transportId, 'load of transport');
  // Each boarder's transportCost was checked on its boarding step (boardingStep: NO_TRANSPORT).
  const need = (u: Unit) => transportCostOf(rs.unit(u.type));
  for (const u of [...boarders].sort((x, y) => need(y) - need(x))) {
    const t = transports.find((x) => loaded(x.id) + need(u) <= cargoCapacity(s, rs, x) && carriesType(s, rs, x, u.type));
    const later = !t && !transports.length ? notCarryingYet(s, rs, plan.power, to) : null;
    if (later) return no('NO_TRANSPORT', 'x2-japanese-destroyer-transport', later);
    if (!t) {
      // The rule of the carriers there (MOV-6 with UNIT-7, RULES §7's transport, AMBIG-31's destroyer, or the option).
      const rule = transports.length
        ? [...new Set(transports.map((x) => cargoRule(s, rs, x)))]
            .map((r) => (r.startsWith('RULES') || r === 'UNIT-7' ? `MOV-6, ${r}` : r))
            .join(', ')
        : `MOV-6, ${rs.def.unitList?.rule ?? 'UNIT-7'}`;
      const ships = transports.map((x) => cargoRoom(s, rs, x, loaded(x.id))).join(', ');
      return no(
        transports.length ? 'TRANSPORT_FULL' : 'NO_TRANSPORT',
        rule,
        transports.length
          ? `No friendly ship in ${to} has room for ${u.type}, which takes ${need(u)}: ${ships}.`
          : `No friendly ship in ${to} carries land units.`,
      );
    }
    load.set(t.id, loaded(t.id) + need(u));
    plan.boarding[u.id] = t.id;
  }
  return null;
}

/** Transport space used by the cargo aboard a transport. */
export function cargoLoad(s: GameState, rs: RulesetView, transportId: string): number {
  return s.units.aboard(transportId).reduce((n, c) => n + (rs.unit(c.type).transportCost ?? 0), 0);
}
