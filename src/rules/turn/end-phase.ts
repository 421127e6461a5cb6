// Ending a phase moves the turn on (RULES §1.3), through the phases the
// ruleset declares: the ending phase's hooks run, the next phase starts and
// its hooks run; after the last phase the turn ends (its hooks: kamikaze
// activation, victory) and, unless the game is won, the next power's turn
// starts. Each hook sees the events before it (turn/hooks.ts).
import type { Command } from '../engine/commands';
import { acceptEvolved, reject, type Ruling } from '../engine/decision';
import type { GameEvent } from '../engine/events';
import { evolve } from '../engine/evolve';
import type { GameState } from '../engine/state';
import type { PowerId } from '../ruleset/types';
import type { RulesetView } from '../ruleset/view';
import { gameEnds } from '../victory/victory';
import { PHASE_HOOKS, TURN_END_HOOKS } from './hooks';
import { noDice, type Dice } from '../dice/dice';

export function decideEndPhase(
  state: GameState,
  rs: RulesetView,
  power: PowerId,
  cmd: Extract<Command, { type: 'EndPhase' }>,
  dice: Dice = noDice,
): Ruling {
  if (cmd.phase !== undefined && cmd.phase !== state.phase)
    return reject('PHASE_MISMATCH', 'RULES §1.3', `The current phase is ${state.phase}, not ${cmd.phase}.`);
  // KAM-3: Japan answers the kamikaze window (KamikazeAttack) before anything else happens.
  if (state.kamikazeWindow)
    return reject(
      'KAMIKAZE_PENDING',
      'KAM-3',
      `${state.kamikazeWindow.by} has not yet decided on kamikaze attacks against ${state.kamikazeWindow.against}'s ships.`,
    );
  // CBT: every battle of the turn is fought before combat ends.
  const raids = Object.keys(state.raids).filter((p) => !state.raids[p].done);
  if (state.phase === 'conductCombat' && (state.battle || state.battles.length || raids.length))
    return reject(
      'BATTLES_PENDING',
      'RULES §4.4, MOV-1',
      `Fight the battles and raids in ${state.battle?.place ?? [...raids, ...state.battles].join(', ')} first.`,
    );

  const events: GameEvent[] = [];
  let s = state;
  const push = (...es: GameEvent[]) => {
    for (const e of es) {
      events.push(e);
      s = evolve(s, e);
    }
  };
  const phases = rs.def.phases;
  const i = phases.findIndex((p) => p.phase === state.phase);
  for (const hook of phases[i].onEnd ?? []) push(...PHASE_HOOKS[hook](s, rs, power, dice));
  const next = phases[i + 1];
  if (next) {
    push({ type: 'PhaseStarted', data: { round: state.round, power, phase: next.phase } });
    for (const hook of next.onStart ?? []) push(...PHASE_HOOKS[hook](s, rs, power, dice));
    return acceptEvolved(events, s);
  }
  push({ type: 'TurnEnded', data: { round: state.round, power } });
  const ended = events.length;
  for (const hook of rs.def.turnEnd) push(...TURN_END_HOOKS[hook](s, rs));
  if (gameEnds(events.slice(ended))) return acceptEvolved(events, s);
  // The next power's turn, and what its first phase starts with.
  const order = rs.data.turnOrder;
  const at = order.indexOf(state.current);
  const nextPower = order[(at + 1) % order.length];
  push({ type: 'TurnStarted', data: { round: at + 1 === order.length ? state.round + 1 : state.round, power: nextPower } });
  for (const hook of phases[0].onStart ?? []) push(...PHASE_HOOKS[hook](s, rs, nextPower, dice));
  return acceptEvolved(events, s);
}
