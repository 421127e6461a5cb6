// evolve's part for the clocks' events (docs/clocks.md): only what the events say, with their own times.
import type { EventOf, GameState } from '../engine';
import { rulesetView } from '../ruleset';
import type { Clocks } from './state';

type ClockEventType = 'ClockStarted' | 'TurnTimeUsed' | 'ClockRanOut' | 'ClocksPaused' | 'ClocksResumed' | 'DeadlineExtended';

export function applyClock(s: GameState, e: EventOf<ClockEventType>): GameState {
  const c = s.clocks;
  if (!c) throw new Error(`evolve: ${e.type} in a game without clocks`);
  return { ...s, clocks: next(s, c, e) };
}

function next(s: GameState, c: Clocks, e: EventOf<ClockEventType>): Clocks {
  switch (e.type) {
    case 'ClockStarted':
      // Started while paused: it runs from the pause, so the resume's shift counts none of the pause.
      return { ...c, running: { power: e.data.power, since: c.pausedAt ?? e.data.at } };
    case 'TurnTimeUsed': {
      const { [e.data.power]: _spent, ...extra } = c.extra;
      const remaining = c.settings.mode === 'budget' ? { ...c.remaining, [e.data.power]: e.data.remainingMs } : c.remaining;
      return { ...c, running: null, remaining, extra };
    }
    case 'ClockRanOut': {
      const { power, policy } = e.data;
      const remaining = c.settings.mode === 'budget' ? { ...c.remaining, [power]: 0 } : c.remaining;
      const { [power]: _spent, ...extra } = c.extra;
      const turnOf = rulesetView(s.rulesetId).playerOf(s.current).seat;
      return { ...c, running: null, remaining, extra, timedOut: { power, policy, round: s.round, turnOf }, flagged: [...c.flagged, power] };
    }
    case 'ClocksPaused':
      return { ...c, pausedAt: e.data.at };
    case 'ClocksResumed':
      return { ...c, pausedAt: null, running: c.running ? { ...c.running, since: c.running.since + e.data.pausedMs } : null };
    case 'DeadlineExtended': {
      const { power, ms } = e.data;
      if (c.settings.mode === 'budget')
        return { ...c, remaining: { ...c.remaining, [power]: (c.remaining[power] ?? c.settings.budgetMs) + ms } };
      return { ...c, extra: { ...c.extra, [power]: (c.extra[power] ?? 0) + ms } };
    }
  }
}
