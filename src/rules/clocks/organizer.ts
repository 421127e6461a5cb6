// docs/clocks.md: the organizer's controls of the clocks, beside its rulings
// (docs/rulings.md): pause, resume, and more time for a player, each with a
// reason recorded in the log (INVALID_REASON as for the rulings).
import { accept, reject, type CommandOf, type GameState, type Ruling } from '../engine';
import type { RulesetView } from '../ruleset';
import { reasonOf } from '../rulings';
import { MAX_CLOCK_MS } from './settings';

const noTime = () => reject('NO_CLOCKS', 'docs/clocks.md', 'The organizer controls the clocks by the server time: none was given.');

export function decidePause(state: GameState, c: CommandOf<'PauseClocks'>, now: number | null): Ruling {
  if (!state.clocks) return reject('NO_CLOCKS', 'docs/clocks.md', 'This game has no clocks.');
  const reason = reasonOf(c.reason);
  if (typeof reason !== 'string') return reason;
  if (now === null) return noTime();
  if (state.clocks.pausedAt !== null) return reject('CLOCKS_PAUSED', 'docs/clocks.md', 'The clocks are paused already.');
  return accept({ type: 'ClocksPaused', data: { reason, at: now, by: 'organizer' } });
}

export function decideResume(state: GameState, c: CommandOf<'ResumeClocks'>, now: number | null): Ruling {
  if (!state.clocks) return reject('NO_CLOCKS', 'docs/clocks.md', 'This game has no clocks.');
  const reason = reasonOf(c.reason);
  if (typeof reason !== 'string') return reason;
  if (now === null) return noTime();
  const pausedAt = state.clocks.pausedAt;
  if (pausedAt === null) return reject('CLOCKS_NOT_PAUSED', 'docs/clocks.md', 'The clocks are running: there is nothing to resume.');
  return accept({ type: 'ClocksResumed', data: { reason, at: now, pausedMs: Math.max(0, now - pausedAt), by: 'organizer' } });
}

export function decideExtend(state: GameState, rs: RulesetView, c: CommandOf<'ExtendDeadline'>, now: number | null): Ruling {
  if (!state.clocks) return reject('NO_CLOCKS', 'docs/clocks.md', 'This game has no clocks.');
  const reason = reasonOf(c.reason);
  if (typeof reason !== 'string') return reason;
  if (now === null) return noTime();
  const p = rs.findPower(c.power);
  if (!p) return reject('UNKNOWN_POWER', 'RULES §1.1', `There is no power "${c.power}".`);
  if (!p.playable) return reject('POWER_NOT_PLAYABLE', 'RULES §1.1', `${c.power} has no seat: it does not play.`);
  if (!Number.isSafeInteger(c.ms) || c.ms < 1 || c.ms > MAX_CLOCK_MS)
    return reject('INVALID_EXTENSION', 'docs/clocks.md', `ms: a whole number of milliseconds from 1 to ${MAX_CLOCK_MS}.`);
  const power = rs.playerOf(c.power).seat;
  if (state.clocks.flagged.includes(power) && state.clocks.timedOut?.power === power && state.clocks.timedOut.policy !== 'END_TURN')
    return reject('INVALID_EXTENSION', 'docs/clocks.md', `${power} ran out of time and its seat is a bot's: it is too late to extend.`);
  return accept({ type: 'DeadlineExtended', data: { power, ms: c.ms, reason, at: now, by: 'organizer' } });
}
