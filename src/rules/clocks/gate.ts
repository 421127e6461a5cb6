// docs/clocks.md: a player whose clock has run out acts no more, even before the
// watcher's time-out is recorded (the command's time says so, as a chess clock's
// flag does); its time-out is then recorded and its seat goes by the game's policy.
import { reject, type GameState, type Refusal } from '../engine';
import type { PowerId, RulesetView } from '../ruleset';
import { timeLeftMs } from './clock';

export function refuseOutOfTime(state: GameState, rs: RulesetView, seat: PowerId, now: number | null): Refusal | null {
  const c = state.clocks;
  if (!c || now === null || c.pausedAt !== null) return null;
  const power = rs.playerOf(seat).seat;
  if (c.running?.power !== power || timeLeftMs(c, power, now) > 0) return null;
  return reject('CLOCK_RAN_OUT', 'docs/clocks.md', `${power}'s time has run out; its time-out is being recorded.`);
}
