// Bot seats (docs/bots.md): the organizer seats a bot at a seat, or takes it
// back, each with a reason recorded in the log. The rules only record who plays
// the seat; the bot's commands come through the API like a person's and are
// decided by the same rules. A seat need not be taken: a bot may play an empty
// seat (a practice game) as well as a dropped player's.
import { accept, reject, type CommandOf, type EventOf, type GameState, type Ruling } from '../engine';
import { rulesetView, type PowerId, type RulesetView } from '../ruleset';
import { seatName } from '../game';
import { rulingReason } from '../rulings';
import { timedOutSeat } from '../clocks';
import { BOT_NAMES, isBotName, type BotName } from './names';

/** The seat (the player's seat power) of `power`, or the refusal of a power that has none. */
function seatOf(rs: RulesetView, power: PowerId): PowerId | ReturnType<typeof reject> {
  const p = rs.findPower(power);
  if (!p) return reject('UNKNOWN_POWER', 'RULES §1.1', `There is no power "${power}".`);
  if (!p.playable) return reject('POWER_NOT_PLAYABLE', 'RULES §1.1', `${power} has no seat: it does not play.`);
  return rs.playerOf(power).seat;
}

export function decideSeatBot(state: GameState, rs: RulesetView, c: CommandOf<'SeatBot'>): Ruling {
  const reason = rulingReason(c.reason, 'docs/bots.md');
  if (typeof reason !== 'string') return reason;
  if (!isBotName(c.bot))
    return reject('UNKNOWN_BOT', 'docs/bots.md', `There is no bot "${String(c.bot)}": one of ${BOT_NAMES.join(', ')}.`);
  const seat = seatOf(rs, c.power);
  if (typeof seat !== 'string') return seat;
  const now = state.botSeats[seat];
  if (now?.bot === c.bot)
    return reject('BOT_ALREADY_SEATED', 'docs/bots.md', `${seatName(rs.playerOf(seat))} is already played by the ${c.bot} bot.`);
  return accept({
    type: 'BotSeated',
    data: { power: seat, bot: c.bot, replaced: now?.bot ?? null, reason, round: state.round, by: 'organizer' },
  });
}

export function decideUnseatBot(state: GameState, rs: RulesetView, c: CommandOf<'UnseatBot'>): Ruling {
  const reason = rulingReason(c.reason, 'docs/bots.md');
  if (typeof reason !== 'string') return reason;
  const seat = seatOf(rs, c.power);
  if (typeof seat !== 'string') return seat;
  const now = state.botSeats[seat];
  if (!now) return reject('NO_BOT_SEATED', 'docs/bots.md', `No bot plays ${seatName(rs.playerOf(seat))}.`);
  return accept({ type: 'BotUnseated', data: { power: seat, bot: now.bot, reason, round: state.round, by: 'organizer' } });
}

/** evolve's part for the bot seats' events. */
export function applyBotSeat(s: GameState, e: EventOf<'BotSeated'> | EventOf<'BotUnseated'>): GameState {
  const botSeats = { ...s.botSeats };
  if (e.type === 'BotSeated') botSeats[e.data.power] = { bot: e.data.bot, reason: e.data.reason, since: e.data.round };
  else delete botSeats[e.data.power];
  return { ...s, botSeats };
}

/**
 * The bot that plays `power`'s seat (any power its player runs, RULES §7, AMBIG-43), or null when a person does
 * (or nobody yet). What the bot runner asks before it plays a pending decision. A bot the organizer seated plays;
 * else a seat whose clock ran out (docs/clocks.md) is played by the game's time-out policy: END_TURN by the
 * safe-defaults bot until that turn ends, BOT by the planner for the rest of the game.
 */
export function botFor(state: GameState, power: PowerId): BotName | null {
  const rs = rulesetView(state.rulesetId);
  if (!rs.findPower(power)?.playable) return null;
  const seat = rs.playerOf(power).seat;
  const seated = state.botSeats?.[seat]?.bot;
  if (seated) return seated;
  const out = timedOutSeat(state);
  if (out && out.power === seat) return out.policy === 'END_TURN' ? 'safe-defaults' : 'planner';
  return null;
}
