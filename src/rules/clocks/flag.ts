// docs/clocks.md: a player's time-out. Anyone may claim it (the server's clock
// watcher does, the moment it is due); the rules accept the claim only when the
// command's time is past the moment that player's clock ran out.
import { accept, reject, type CommandOf, type GameEvent, type GameState, type Ruling } from '../engine';
import { territoryValue } from '../income';
import type { RulesetView, Side } from '../ruleset';
import { elapsedMs, timeLeftMs } from './clock';

export function decideFlag(state: GameState, rs: RulesetView, c: CommandOf<'FlagTimeOut'>, now: number | null): Ruling {
  const clocks = state.clocks;
  if (!clocks) return reject('NO_CLOCKS', 'docs/clocks.md', 'This game has no clocks.');
  const p = rs.findPower(c.power);
  if (!p) return reject('UNKNOWN_POWER', 'RULES §1.1', `There is no power "${c.power}".`);
  const power = rs.playerOf(c.power).seat;
  if (now === null)
    return reject('CLOCK_NOT_RUN_OUT', 'docs/clocks.md', 'A time-out is judged by the time the server accepts it: none was given.');
  if (clocks.pausedAt !== null) return reject('CLOCKS_PAUSED', 'docs/clocks.md', 'The clocks are paused: nobody runs out of time.');
  if (clocks.running?.power !== power) return reject('CLOCK_NOT_RUN_OUT', 'docs/clocks.md', `${power}'s clock is not running.`);
  const left = timeLeftMs(clocks, power, now);
  if (left > 0) return reject('CLOCK_NOT_RUN_OUT', 'docs/clocks.md', `${power} has ${left} ms left.`);
  const policy = clocks.settings.onTimeOut;
  const events: GameEvent[] = [{ type: 'ClockRanOut', data: { power, policy, usedMs: elapsedMs(clocks, now), at: now } }];
  if (policy === 'ADJUDICATE') events.push(adjudicationOnTime(state, rs, power));
  return accept(...events);
}

/**
 * docs/clocks.md, ADJUDICATE: the game ends as the board stands, as an organizer's adjudication would (docs/rulings.md):
 * the side holding more victory cities wins; equal, the side whose territories are worth more PUs (RULES INC-1, the
 * income it would collect); equal again, a draw. The player who ran out is named in the reason.
 */
export function adjudicationOnTime(state: GameState, rs: RulesetView, power: string): Extract<GameEvent, { type: 'GameAdjudicated' }> {
  const cities: Record<Side, number> = { Axis: 0, Allies: 0 };
  const income: Record<Side, number> = { Axis: 0, Allies: 0 };
  for (const [territory, owner] of Object.entries(state.owners)) {
    const side = owner ? rs.findPower(owner)?.side : null;
    if (!side) continue;
    if (rs.findTerritory(territory)?.victoryCity) cities[side]++;
    income[side] += territoryValue(state, rs, territory);
  }
  const by = (k: Record<Side, number>): Side | null => (k.Axis > k.Allies ? 'Axis' : k.Allies > k.Axis ? 'Allies' : null);
  const winner = by(cities) ?? by(income);
  const standing = `victory cities Axis ${cities.Axis}, Allies ${cities.Allies}; territory PUs Axis ${income.Axis}, Allies ${income.Allies}`;
  const reason = `${power} ran out of time (docs/clocks.md): adjudicated by the board (${standing}).`;
  return {
    type: 'GameAdjudicated',
    data: { outcome: winner ? 'winner' : 'draw', winner, reason, round: state.round, by: 'clock' },
  };
}
