// RULES §8.2 x2-patrol-zone [S3 §4 "Patrol Zone"]: submarines in home waters
// are "always On Patrol". When ships of a power at war with the home power
// enter a patrol zone (in either move phase, passing through or stopping to
// fight), each sub of the home power and its allies there fires once at the
// entering task force, hitting on 1, before any other combat. The ships hit
// are removed at once (two-hit ships are damaged), even if a destroyer is
// with them; then the subs fight any battle there as usual.
//
// ⚠ Defaults: one patrol shot per sub at each entering move (a task force is
// the ships of one MoveUnits); planes are not shot at; the engine takes the
// losses for the owner, by its stated order of loss or the default one
// (CBT-7: two-hit ships absorb first, transports last, the cheapest first), as
// MOV-11 does, so that a move never waits on a choice. Dice: one DiceRolled
// (one die per sub, in id order) and one PatrolShot per zone, even with no
// hit: it ties the roll to the move, which then cannot be undone.
import type { diceRoller } from '../dice';
import { type EventOf, type GameEvent, atWar, friendly, type GameState } from '../engine';
import type { RulesetView } from '../ruleset';
import { autoCasualties, casualtyEffects, noHits } from '../combat';
import { optionOn } from '../rulesets';
import type { MovePlan } from './move-plan';
import { enemyPatrolZone, patrolZones } from './patrol-zone';
import { byUnitId } from '../units';

type Roller = ReturnType<typeof diceRoller>;

/** The patrol shots of a move. `after`: the state right after the move's UnitsMoved (the ships stand at the destination). */
export function patrolShotEvents(after: GameState, rs: RulesetView, plan: MovePlan, roller: Roller, moveNumber: number): GameEvent[] {
  const params = patrolZones(after, rs);
  if (!params) return [];
  const events: GameEvent[] = [];
  let state = after;
  for (const zone of plan.route) {
    const home = enemyPatrolZone(after, rs, plan.power, zone);
    if (!home) continue;
    const ships = plan.units.filter((u) => state.units.has(u.id) && rs.unit(u.type).domain === 'sea').map((u) => u.id);
    if (!ships.length) break;
    const subs = state.units
      .at(zone)
      .filter((u) => rs.unit(u.type).isSub && friendly(state, home, u.owner) && atWar(state, plan.power, u.owner))
      .sort(byUnitId);
    if (!subs.length) continue;
    const { values, event } = roller.roll(subs.length, `patrol shot, ${zone}`);
    events.push(event);
    const hits = values.filter((v) => v <= params.shot).length;
    // Sub hits never strike planes; under hr01-sub-evasion subs cannot hit subs either (RULES §8.1).
    const cls = optionOn(state, 'hr01-sub-evasion') ? { ...noHits(), surface: hits } : { ...noHits(), notAir: hits };
    const taken = hits ? autoCasualties(state, rs, cls, ships, 'attacker', state.casualtyOrders[plan.power] ?? undefined) : [];
    // CBT-7, UNIT-8: one `damaged` entry per hit a ship survives (three hit points: two hits are two), as in battles.
    const units = casualtyEffects(state, rs, taken);
    const sunk = new Set(units.filter((x) => x.effect === 'destroyed').map((x) => x.unitId));
    const cargo = state.units
      .at(plan.to)
      .filter((c) => c.carriedBy && sunk.has(c.carriedBy))
      .sort(byUnitId)
      .map((c) => c.id);
    const e: GameEvent = {
      type: 'PatrolShot',
      data: { power: plan.power, moveNumber, seaZone: zone, subs: subs.map((u) => u.id), hits, units, cargo, rule: 'x2-patrol-zone' },
    };
    events.push(e);
    state = applyPatrolShot(state, e);
  }
  return events;
}

/** evolve's part: ships hit are damaged or removed with their cargo; a battle left without attackers is dropped. */
export function applyPatrolShot(s: GameState, e: EventOf<'PatrolShot'>): GameState {
  if (!e.data.units.length) return s;
  const sunk = e.data.units.filter((x) => x.effect === 'destroyed').map((x) => x.unitId);
  const at = new Set(sunk.map((id) => s.units.get(id)?.at));
  let units = s.units.batch((w) => {
    for (const x of e.data.units) if (x.effect === 'damaged') w.update(x.unitId, (u) => ({ ...u, damage: u.damage + 1 }));
  });
  units = units.without([...sunk, ...e.data.cargo]);
  const battles = s.battles.filter((p) => !at.has(p) || units.at(p).some((u) => u.owner === e.data.power));
  return { ...s, units, battles };
}
