// docs/clocks.md: whose clock runs, how much time each player has left at a
// given moment, and the events that start and stop clocks as the game moves
// on. Pure: "now" is always an argument (the command's accept time, or the
// moment the API answers for), never read here.
import type { GameEvent, GameState, PendingDecision } from '../engine';
import { rulesetView, type PowerId, type RulesetView } from '../ruleset';
import type { Clocks } from './state';
import type { TimeOutPolicy } from './settings';

/** A player's seat power (RULES §7, AMBIG-43: one clock per player, whichever of its powers acts). */
const seatOf = (rs: RulesetView, power: PowerId): PowerId => rs.playerOf(power).seat;

/** The time `clocks.running` has used so far at `now` (pauses not counted). */
export function elapsedMs(clocks: Clocks, now: number): number {
  if (!clocks.running) return 0;
  return (clocks.pausedAt ?? now) - clocks.running.since;
}

/** What `power`'s player has on its clock, for its current or next wait: budget left, or the deadline with its extensions. */
function allowanceMs(clocks: Clocks, power: PowerId): number {
  const s = clocks.settings;
  if (s.mode === 'budget') return clocks.remaining[power] ?? s.budgetMs;
  return s.deadlineMs + (clocks.extra[power] ?? 0);
}

/** The time `power`'s player (seat power) has left at `now`; negative once it ran out and nobody flagged it yet. */
export function timeLeftMs(clocks: Clocks, power: PowerId, now: number): number {
  return allowanceMs(clocks, power) - (clocks.running?.power === power ? elapsedMs(clocks, now) : 0);
}

/** The moment the running clock runs out (ms), or null when none runs or the clocks are paused: what the server's watcher waits for. */
export function runsOutAt(clocks: Clocks | null): { power: PowerId; at: number } | null {
  if (!clocks?.running || clocks.pausedAt !== null) return null;
  return { power: clocks.running.power, at: clocks.running.since + allowanceMs(clocks, clocks.running.power) };
}

/**
 * docs/clocks.md: the seat a time-out handed to a bot, for the bot runner: END_TURN until the turn it ran out in has
 * ended (the safe-defaults player ends it), BOT for the rest of the game. Null when no seat is timed out.
 */
export function timedOutSeat(state: GameState): { power: PowerId; policy: 'END_TURN' | 'BOT' } | null {
  const t = state.clocks?.timedOut;
  if (!t || state.status !== 'active' || t.policy === 'ADJUDICATE') return null;
  const policy: 'END_TURN' | 'BOT' = t.policy;
  if (policy === 'BOT') return { power: t.power, policy };
  const rs = rulesetView(state.rulesetId);
  if (state.round !== t.round || seatOf(rs, state.current) !== t.turnOf) return null;
  return { power: t.power, policy };
}

/**
 * The player the game waits for, whose clock should run: the seat of the first decision the game needs (a turn's
 * phase, or another player's casualties, scramble, ...), else the seat whose turn it is. None before every seat is
 * taken, after the end, or while the seat is played for a timed-out player.
 */
export function waitedFor(state: GameState, rs: RulesetView, pending: PendingDecision[]): PowerId | null {
  if (!state.clocks || state.status !== 'active') return null;
  if (rs.players.some((p) => !state.seats[p.seat])) return null;
  const d = pending.find((p) => p.required);
  const seat = seatOf(rs, d ? d.power : state.current);
  return timedOutSeat(state)?.power === seat ? null : seat;
}

/**
 * The clock events a command's own events call for (after them, with its time `now`): the clock that ran stops
 * (TurnTimeUsed, with the increment when its player's turn ended) and the player now waited for starts (ClockStarted).
 */
export function clockEvents(before: GameState, after: GameState, now: number, pending: PendingDecision[]): GameEvent[] {
  const clocks = after.clocks;
  if (!clocks) return [];
  const rs = rulesetView(after.rulesetId);
  const want = waitedFor(after, rs, pending);
  const running = clocks.running;
  if ((running?.power ?? null) === want) return [];
  const events: GameEvent[] = [];
  if (running) {
    const s = clocks.settings;
    const usedMs = elapsedMs(clocks, now);
    const turnEnded =
      seatOf(rs, before.current) === running.power && (seatOf(rs, after.current) !== running.power || after.round !== before.round);
    const incrementMs = s.mode === 'budget' && turnEnded ? s.incrementMs : 0;
    const remainingMs = s.mode === 'budget' ? Math.max(0, allowanceMs(clocks, running.power) - usedMs) + incrementMs : 0;
    events.push({ type: 'TurnTimeUsed', data: { power: running.power, usedMs, incrementMs, remainingMs, at: now } });
  }
  if (want) events.push({ type: 'ClockStarted', data: { power: want, at: now } });
  return events;
}

/** What the API shows of the clocks at `now` (docs/clocks.md): a pure function of the state and the moment. */
export interface ClockView {
  mode: 'budget' | 'deadline';
  onTimeOut: TimeOutPolicy;
  budgetMs: number | null;
  incrementMs: number | null;
  deadlineMs: number | null;
  paused: boolean;
  /** The player whose clock runs (seat power), or null. */
  running: PowerId | null;
  /** When the running clock runs out (ms since 1970), or null (none runs, or paused). */
  runsOutAt: number | null;
  players: { power: PowerId; remainingMs: number; running: boolean; flagged: boolean }[];
  timedOut: { power: PowerId; policy: TimeOutPolicy } | null;
}

export function clockView(state: GameState, now: number): ClockView | null {
  const c = state.clocks;
  if (!c) return null;
  const rs = rulesetView(state.rulesetId);
  const s = c.settings;
  const out = runsOutAt(c);
  const t = c.timedOut;
  return {
    mode: s.mode,
    onTimeOut: s.onTimeOut,
    budgetMs: s.mode === 'budget' ? s.budgetMs : null,
    incrementMs: s.mode === 'budget' ? s.incrementMs : null,
    deadlineMs: s.mode === 'deadline' ? s.deadlineMs : null,
    paused: c.pausedAt !== null,
    running: c.running?.power ?? null,
    runsOutAt: out?.at ?? null,
    players: rs.players.map((p) => ({
      power: p.seat,
      remainingMs: Math.max(0, timeLeftMs(c, p.seat, now)),
      running: c.running?.power === p.seat,
      flagged: c.flagged.includes(p.seat),
    })),
    timedOut: t && (t.policy === 'ADJUDICATE' || timedOutSeat(state)) ? { power: t.power, policy: t.policy } : null,
  };
}
