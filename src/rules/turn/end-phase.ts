// Ending a phase moves the turn on (RULES §1.3), through the phases the
// ruleset declares, step by step (steps.ts: a joint step of several powers,
// RULES §7): the ending phase's hooks run, the next step starts and its hooks
// run; after the last phase the turn ends (its hooks: kamikaze
// activation, victory) and, unless the game is won, the next power's turn
// starts. Each hook sees the events before it (engine/hooks.ts). What other
// mechanics require before a phase ends (a short garrison, battles to fight)
// comes in the hooks too (hooks.phaseEnd): turn/ imports none of them.
import {
  type Evolve,
  type Hooks,
  type Command,
  acceptEvolved,
  reject,
  type Ruling,
  type GameEvent,
  type GameState,
  type Phase,
} from '../engine';
import type { PhaseHook, PowerId, RulesetView } from '../ruleset';
import { gameEnds } from '../victory';
import { actingPowers, firstStep, nextStep, stepPowers } from './steps';
import { noDice, type Dice } from '../dice';
import { present } from '../ruleset';

export function decideEndPhase(
  state: GameState,
  rs: RulesetView,
  power: PowerId,
  cmd: Extract<Command, { type: 'EndPhase' }>,
  dice: Dice = noDice,
  evolve: Evolve,
  hooks: Hooks,
): Ruling {
  if (cmd.phase !== undefined && cmd.phase !== state.phase)
    return reject('PHASE_MISMATCH', 'RULES §1.3', `The current phase is ${rs.phaseName(state.phase)}, not ${rs.phaseName(cmd.phase)}.`);
  // KAM-3: Japan answers the kamikaze window (KamikazeAttack) before anything else happens.
  if (state.kamikazeWindow)
    return reject(
      'KAMIKAZE_PENDING',
      'KAM-3',
      `${state.kamikazeWindow.by} has not yet decided on kamikaze attacks against ${state.kamikazeWindow.against}'s ships.`,
    );
  // What the other mechanics require before a phase ends (engine/hooks.ts: a short garrison, battles to fight).
  for (const check of hooks.phaseEnd) {
    const problem = check(state, rs, power);
    if (problem) return problem;
  }

  const events: GameEvent[] = [];
  let s = state;
  // A hook's events as it returns them (no rest parameter and spread: most hooks return none, and each spread was an
  // array made and walked for nothing; issue 29).
  const pushAll = (es: readonly GameEvent[]) => {
    for (let i = 0; i < es.length; i++) push(es[i]);
  };
  const push = (e: GameEvent) => {
    events.push(e);
    s = evolve(s, e);
  };
  // RULES §7, AMBIG-43: a joint step's hooks run for each of its powers, its leader first.
  const runHooks = (names: readonly PhaseHook[] | undefined, powers: readonly PowerId[]) => {
    if (names) for (const hook of names) for (const p of powers) pushAll(hooks.phase[hook](s, rs, p, dice));
  };
  const hooksOf = (phase: Phase) =>
    present(
      rs.def.phases.find((p) => p.phase === phase),
      `phase ${phase} in the ruleset's phases`,
    );
  runHooks(hooksOf(state.phase).onEnd, actingPowers(state, rs));
  const next = nextStep(rs, power, state.phase);
  if (next) {
    push({ type: 'PhaseStarted', data: { round: state.round, power: next.power, phase: next.phase } });
    runHooks(hooksOf(next.phase).onStart, stepPowers(rs, next.power, next.phase));
    return acceptEvolved(events, s);
  }
  push({ type: 'TurnEnded', data: { round: state.round, power } });
  const ended = events.length;
  for (const hook of rs.def.turnEnd) pushAll(hooks.turnEnd[hook](s, rs));
  if (gameEnds(events.slice(ended))) return acceptEvolved(events, s);
  // The next power's turn, and what its first phase starts with.
  const order = rs.data.turnOrder;
  const at = order.indexOf(state.current);
  const nextPower = order[(at + 1) % order.length];
  push({ type: 'TurnStarted', data: { round: at + 1 === order.length ? state.round + 1 : state.round, power: nextPower } });
  const first = firstStep(rs, nextPower);
  runHooks(hooksOf(first.phase).onStart, stepPowers(rs, first.power, first.phase));
  return acceptEvolved(events, s);
}
