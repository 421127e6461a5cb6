// RULES §8.2 x2-patrol-zone [S3 §4 "Patrol Zone"] (pacific-2001, adapted: the
// zone next to Western USA, the 2001 United States, and the zone surrounding
// Japan; optionParams.patrolZones names them and their home powers).
//
// - Ships and planes of a power at war with the home power pay +1 to enter a
//   patrol zone; leaving costs nothing more.
// - They may not end a move there ("they can only move through it"). ⚠ Default:
//   a combat move may end there to fight there (the seed's example: fighters
//   attack a destroyer in the zone and fly back out); afterwards the survivors
//   must leave in their Non-combat Move. A ship that moved in Combat Move (or
//   unloaded, or has no movement left) may make that move out, as far as 1 zone
//   or its movement left; planes leave as planes always do (they must land, and
//   never in a patrol zone). Enemy ships and planes still in a patrol zone when
//   their Non-combat Move ends are lost, with their cargo (PatrolZoneUnitsLost).
// - The home power's and its allies' submarines there fire at each entering
//   task force (patrol-shot.ts).
import { type GameEvent, atWar, type GameState, type Unit, violation, type RuleViolation } from '../engine';
import type { RulesetView, PowerId, TerritoryName } from '../ruleset';
import { optionOn } from '../rulesets';

const RULE = 'x2-patrol-zone';

/** The option's parameters when the game plays it, else null. */
export function patrolZones(s: { options: readonly string[] }, rs: RulesetView) {
  const p = rs.def.optionParams?.patrolZones;
  return p && optionOn(s, RULE) ? p : null;
}

/** The home power of `zone` when it is a patrol zone that `power` is an enemy in (at war with its home power), else null. */
export function enemyPatrolZone(s: GameState, rs: RulesetView, power: PowerId, zone: TerritoryName): PowerId | null {
  const home = patrolZones(s, rs)?.zones.find((z) => z.zone === zone)?.power;
  return home && atWar(s, power, home) ? home : null;
}

/** [S3 §4]: what `power`'s ships and planes pay on top of the step to enter `zone` (0 unless it is an enemy patrol zone). */
export function patrolSurcharge(s: GameState, rs: RulesetView, power: PowerId, zone: TerritoryName): number {
  const patrol = patrolZones(s, rs);
  return patrol && enemyPatrolZone(s, rs, power, zone) ? patrol.surcharge : 0;
}

const movesThroughPatrol = (rs: RulesetView, u: Unit) => ['sea', 'air'].includes(rs.unit(u.type).domain);

/**
 * [S3 §4] "enemy sea units can not stay in the Patrol Zone – they can only move through it": a move of ships or planes
 * may end in an enemy patrol zone only as a combat move that fights there (⚠ the seed's example).
 */
export function patrolStopProblem(
  s: GameState,
  rs: RulesetView,
  plan: { power: PowerId; phase: string; units: Unit[]; to: TerritoryName; battle: boolean },
): RuleViolation | null {
  const home = enemyPatrolZone(s, rs, plan.power, plan.to);
  if (!home || !plan.units.some((u) => movesThroughPatrol(rs, u))) return null;
  if (plan.phase === 'combatMove' && plan.battle) return null;
  return violation(
    'PATROL_ZONE_NO_STOP',
    'x2-patrol-zone',
    `${plan.to} is ${home}'s patrol zone: ${plan.power}'s ships and planes may pass through it or fight there, but not stop there (seed 003 §4 "Patrol Zone").`,
  );
}

/** A ship of a power at war with the home power, in a patrol zone during Non-combat Move: it must leave. */
function mustLeave(s: GameState, rs: RulesetView, u: Unit): boolean {
  return s.phase === 'nonCombatMove' && rs.unit(u.type).domain === 'sea' && enemyPatrolZone(s, rs, u.owner, u.at) !== null;
}

/**
 * ⚠ Default: the movement a ship that must leave a patrol zone has for it at least (1: "leaving costs only one
 * movement"), even if it moved in Combat Move or unloaded; 0 for every other unit.
 */
export const patrolExitLeft = (s: GameState, rs: RulesetView, u: Unit): number => (mustLeave(s, rs, u) ? 1 : 0);

/** The end of `power`'s Non-combat Move: its ships and planes still in an enemy patrol zone are lost, with their cargo. */
export function patrolZoneLossEvents(s: GameState, rs: RulesetView, power: PowerId): GameEvent[] {
  const params = patrolZones(s, rs);
  if (!params) return [];
  const events: GameEvent[] = [];
  for (const { zone } of params.zones) {
    if (!enemyPatrolZone(s, rs, power, zone)) continue;
    const lost = s.units.at(zone).filter((u) => u.owner === power && !u.carriedBy && movesThroughPatrol(rs, u));
    if (!lost.length) continue;
    const ids = new Set(lost.map((u) => u.id));
    const cargo = s.units.at(zone).filter((u) => u.carriedBy && ids.has(u.carriedBy) && !ids.has(u.id));
    events.push({
      type: 'PatrolZoneUnitsLost',
      data: {
        power,
        seaZone: zone,
        units: lost.map((u) => ({ unitId: u.id, type: u.type })),
        cargo: cargo.map((u) => u.id),
        rule: RULE,
      },
    });
  }
  return events;
}

/** evolve's part: the units and their cargo are removed. */
export function applyPatrolZoneUnitsLost(s: GameState, e: Extract<GameEvent, { type: 'PatrolZoneUnitsLost' }>): GameState {
  return { ...s, units: s.units.without([...e.data.units.map((u) => u.unitId), ...e.data.cargo]) };
}
