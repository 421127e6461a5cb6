// Clocks as a mechanic (docs/clocks.md): time budgets or deadlines chosen at
// creation, their time-outs, and the organizer's pause, resume and extension.
// The time is the command's (the server's accept time), never read here.
import type { Mechanic } from '../engine';
import { applyClock } from './apply';
import { clockEvents } from './clock';
import { decideFlag } from './flag';
import { refuseOutOfTime } from './gate';
import { decideExtend, decidePause, decideResume } from './organizer';

const organizer = (what: string) => ({
  rule: 'docs/clocks.md',
  message: `Only the game's organizer may ${what}; send the organizer token.`,
});

export const clocks = {
  chapter: 'Clocks (docs/clocks.md)',
  commands: {
    FlagTimeOut: { from: 'anyone', decide: (s, c, x) => decideFlag(s, x.rs, c, x.time) },
    PauseClocks: { from: 'organizer', organizer: organizer('pause the clocks'), decide: (s, c, x) => decidePause(s, c, x.time) },
    ResumeClocks: { from: 'organizer', organizer: organizer('resume the clocks'), decide: (s, c, x) => decideResume(s, c, x.time) },
    ExtendDeadline: {
      from: 'organizer',
      organizer: organizer('give a player more time'),
      decide: (s, c, x) => decideExtend(s, x.rs, c, x.time),
    },
  },
  events: {
    ClockStarted: applyClock,
    TurnTimeUsed: applyClock,
    ClockRanOut: applyClock,
    ClocksPaused: applyClock,
    ClocksResumed: applyClock,
    DeadlineExtended: applyClock,
  },
  admit: (s, rs, seat, time) => refuseOutOfTime(s, rs, seat, time),
  afterCommand: (before, after, time, pending) => clockEvents(before, after, time, pending),
} satisfies Mechanic;
