// What a phase starts with when a game is set up at its start (positions):
// the same hooks as when the turn reaches it (turn/end-phase.ts), so the
// start of Purchase repairs ships (PUR-1) in every case, exactly once.
import type { GameEvent, Evolve, GameState, Hooks } from '../engine';
import type { Phase, RulesetView } from '../ruleset';
import { stepPowers } from './steps';

/** `state`: the game as the phase begins, with `state.current` the power whose phase it is. */
export function phaseStartEvents(state: GameState, rs: RulesetView, phase: Phase, evolve: Evolve, hooks: Hooks): GameEvent[] {
  const events: GameEvent[] = [];
  let s = state;
  // RULES §7, AMBIG-43: a joint step's hooks run for each of its powers.
  for (const hook of rs.def.phases.find((p) => p.phase === phase)?.onStart ?? [])
    for (const power of stepPowers(rs, state.current, phase))
      for (const e of hooks.phase[hook](s, rs, power)) {
        events.push(e);
        s = evolve(s, e);
      }
  return events;
}
