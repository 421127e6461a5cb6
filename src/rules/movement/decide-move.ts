// MoveUnits and UndoMove: from a checked plan to events. Acts of war come
// first (POL-7), then the move, then what it captures (CAP), then any
// submarine strike on unescorted transports (MOV-11, sub-strike.ts).
import type { PowerId, RulesetView } from '../ruleset';
import { type Evolve, type Command, accept, acceptEvolved, reject, type Ruling, type GameEvent, type GameState } from '../engine';
import { type Dice, diceRoller } from '../dice';
import { declaredWarEvents } from '../politics';
import { captureEvent } from '../capture';
import { checkMove } from './check-move';
import type { MovePlan } from './move-plan';
import { subStrikeEvents } from './sub-strike';
import { patrolShotEvents } from './patrol-shot';
import { optionOn } from '../rulesets';
import { assaultScramblers } from '../scramble';
import { fortificationsLost } from '../units';
import { moverOf } from './mover';
import { leavingPort } from './port-shelter';

export function decideMove(
  s: GameState,
  rs: RulesetView,
  power: PowerId,
  cmd: Extract<Command, { type: 'MoveUnits' }>,
  dice: Dice,
  evolve: Evolve,
): Ruling {
  // RULES §7, AMBIG-43: in a joint step, each acting power's units move as that power's move.
  const mover = moverOf(s, power, cmd.units);
  // RULES §8.1 hr01-ports-shelter: ships in port first leave it; the move is then one from the zone they were in port on.
  const left = leavingPort(s, mover, cmd.units, s.version + 1);
  const from = left ? evolve(s, left) : s;
  const plan = checkMove(from, rs, mover, cmd);
  if ('code' in plan) return { ok: false, violation: plan };
  const { events, state } = moveEvents(from, rs, plan, diceRoller(from, dice), evolve, left?.data.moveNumber);
  return acceptEvolved(left ? [left, ...events] : events, state);
}

/** `roller`: the command's one roller (MOV-11 strikes roll in it). */
export function moveEvents(
  s: GameState,
  rs: RulesetView,
  plan: MovePlan,
  roller: ReturnType<typeof diceRoller>,
  /** The move's number when an event of it came before (ships leaving port): its first event's. */
  evolve: Evolve,
  number?: number,
): { events: GameEvent[]; state: GameState } {
  const moveNumber = number ?? s.version + 1;
  const events: GameEvent[] = [];
  let work = s;
  const push = (e: GameEvent) => {
    events.push(e);
    work = evolve(work, e);
  };
  for (const w of plan.actsOfWar) {
    const cause = { kind: 'actOfWar' as const, by: plan.power, against: w.against, at: w.at, moveNumber };
    for (const e of declaredWarEvents(work, rs, plan.power, w.against, cause, (d) => `${d}, POL-7`)) push(e);
  }
  // SCR-2 / AMBIG-11 / MOV-7: an assault that planes may scramble against makes a sea battle in the zone it comes from.
  const to = plan.route[plan.route.length - 1];
  const scrambleZone =
    plan.unloading &&
    plan.phase === 'combatMove' &&
    plan.battle &&
    !work.battles.includes(plan.from) &&
    assaultScramblers(work, rs, plan.from, to, plan.power).length > 0;
  push({
    type: 'UnitsMoved',
    data: {
      power: plan.power,
      phase: plan.phase,
      moveNumber,
      from: plan.from,
      route: plan.route,
      units: plan.units.map((u) => ({
        unitId: u.id,
        type: u.type,
        cost: plan.costs[u.id] ?? 0,
        carriedBy: plan.boarding[u.id] ?? null,
        unloaded: plan.unloading,
      })),
      cargo: plan.cargo,
      battle: plan.battle,
      ...(plan.raid ? { raid: true } : {}),
      ...(plan.port ? { port: true } : {}),
      ...(plan.rail ? { rail: true } : {}),
      ...(scrambleZone ? { scrambleZone: plan.from } : {}),
    },
  });
  // RULES §8.2 x2-japanese-fortifications: fortifications whose infantry left are destroyed (nothing without the option).
  for (const e of fortificationsLost(work, rs, [plan.from], 'its infantry left', moveNumber)) push(e);
  for (const t of plan.captures) {
    const e = captureEvent(work, rs, t, plan.power, moveNumber);
    if (e.data.from !== e.data.to) push(e);
  }
  // MOV-11 / AMBIG-13 (1E): subs in the zones entered strike unescorted transports.
  for (const e of subStrikeEvents(work, rs, plan, roller, moveNumber)) push(e);
  // RULES §8.2 x2-patrol-zone: home subs in a patrol zone entered fire their patrol shot (nothing without the option).
  for (const e of patrolShotEvents(work, rs, plan, roller, moveNumber)) push(e);
  return { events, state: work };
}

/** Takes back the mover's last move of this phase, if nothing has happened since and it started no war. */
export function decideUndo(s: GameState, power: PowerId): Ruling {
  const last = s.moveLog[s.moveLog.length - 1];
  if (!last) return reject('NOTHING_TO_UNDO', 'API', `${power} has no move to take back in this phase.`);
  if (last.lastVersion !== s.version) return reject('UNDO_NOT_ALLOWED', 'API', 'Something else has happened since that move.');
  if (last.startedWar) return reject('UNDO_NOT_ALLOWED', 'POL-1', 'That move started a war, and war is permanent.');
  if (last.rolledDice)
    return optionOn(s, 'x2-patrol-zone') // a pacific-2001 option: no MOV-11 strikes in that game
      ? reject('UNDO_NOT_ALLOWED', 'x2-patrol-zone', 'That move rolled dice (a patrol shot), and dice cannot be taken back.')
      : reject('UNDO_NOT_ALLOWED', 'MOV-11', 'That move rolled dice (a submarine strike on transports), and dice cannot be taken back.');
  return accept({ type: 'MoveUndone', data: { power, moveNumber: last.moveNumber } });
}
