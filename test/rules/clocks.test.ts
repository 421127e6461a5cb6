// docs/clocks.md: clocks chosen at creation (a budget per player with an increment
// per turn, or a deadline per wait), timed by the commands' own times (the rules
// read no clock), their time-outs and the organizer's pause, resume and extension.
import {
  decide,
  fold,
  noDice,
  rulesetView,
  timedOutSeat,
  type Command,
  type GameEvent,
  type GameState,
  type PowerId,
} from '../../src/rules';
import type { ClockSettings } from '../../src/rules';
import { anonymous, given, organizer, standardGame } from '../support/decider-spec';

const T0 = 1_700_000_000_000;
const SEATS = rulesetView('pacific-1940').players.map((p) => p.seat);
const budget = (onTimeOut: ClockSettings['onTimeOut'] = 'END_TURN', budgetMs = 60_000, incrementMs = 5_000): ClockSettings => ({
  mode: 'budget',
  budgetMs,
  incrementMs,
  onTimeOut,
});
const deadline = (deadlineMs = 10_000, onTimeOut: ClockSettings['onTimeOut'] = 'END_TURN'): ClockSettings => ({
  mode: 'deadline',
  deadlineMs,
  onTimeOut,
});
/** A game with every seat taken at T0: Japan's clock starts then. */
const clocked = (clocks: ClockSettings) => standardGame({ seated: SEATS, clocks, time: T0 });
const endPhase: Command = { type: 'EndPhase' };
const flag = (power: PowerId = 'Japan'): Command => ({ type: 'FlagTimeOut', power });
const asOrganizer = (time: number) => ({ by: organizer, time });
/** Japan's whole first turn (six phases, nothing bought or moved), each phase ended `step` ms after the last. */
const japanTurn = (events: GameEvent[], step: number, by: PowerId = 'Japan'): { events: GameEvent[]; state: GameState; at: number } => {
  let all = events;
  let at = T0;
  for (let i = 0; i < 6; i++) {
    at += step;
    given(all)
      .when(endPhase, { by, time: at })
      .then((evs) => {
        all = [...all, ...evs];
      });
    const state = fold(all)!;
    if (state.current !== 'Japan') return { events: all, state, at };
  }
  throw new Error("Japan's turn did not end in six phases");
};

describe('clocks chosen at creation (docs/clocks.md)', () => {
  test('GameCreated records the clocks; taking the last seat starts the clock of the player the game waits for', () => {
    const events = clocked(budget());
    expect(events[0]).toMatchObject({ type: 'GameCreated', data: { clocks: budget() } });
    // The clock starts only once every seat is taken, with the time of that command.
    expect(events.filter((e) => e.type === 'ClockStarted')).toEqual([{ type: 'ClockStarted', data: { power: 'Japan', at: T0 } }]);
    expect(events.at(-1)).toEqual({ type: 'ClockStarted', data: { power: 'Japan', at: T0 } });
  });

  test('a game without clocks: no clock events, whatever the time, and the organizer controls are refused (NO_CLOCKS)', () => {
    const events = standardGame({ seated: SEATS, time: T0 });
    expect(events.some((e) => e.type.startsWith('Clock'))).toBe(false);
    given(events)
      .when(endPhase, { time: T0 + 1 })
      .then((evs) => expect(evs.map((e) => e.type)).not.toContain('TurnTimeUsed'));
    given(events)
      .when({ type: 'PauseClocks', reason: 'lunch' }, asOrganizer(T0))
      .thenRefused({ code: 'NO_CLOCKS', rule: 'docs/clocks.md' });
    given(events)
      .when(flag(), { by: anonymous, time: T0 + 1e9 })
      .thenRefused({ code: 'NO_CLOCKS' });
  });

  test.each([
    [{ mode: 'budget', budgetMs: 50, incrementMs: 0, onTimeOut: 'BOT' }, 'clocks.budgetMs'],
    [{ mode: 'budget', budgetMs: 1000, incrementMs: -1, onTimeOut: 'BOT' }, 'clocks.incrementMs'],
    [{ mode: 'deadline', deadlineMs: 1.5e3 + 0.5, onTimeOut: 'BOT' }, 'clocks.deadlineMs'],
    [{ mode: 'deadline', deadlineMs: 1000, onTimeOut: 'RESIGN' }, 'clocks.onTimeOut'],
    [{ mode: 'hourglass', onTimeOut: 'BOT' }, 'clocks.mode'],
  ])('INVALID_CLOCKS names the field: %j', (clocks, field) => {
    const create = { type: 'CreateGame', gameId: 'g', rulesetId: 'pacific-1940', options: [], name: 'x', organizerTokenHash: 'o', clocks };
    const d = decide(null, create as unknown as Command, { actor: anonymous, dice: noDice });
    expect(d.ok ? null : d.violation).toMatchObject({
      code: 'INVALID_CLOCKS',
      rule: 'docs/clocks.md',
      message: expect.stringContaining(field),
    });
  });
});

describe('budget with an increment (chess-style)', () => {
  test("the clock counts the whole turn: TurnTimeUsed as Japan's turn ends (used, increment, what is left) and the USA's clock starts", () => {
    const { events, at } = japanTurn(clocked(budget()), 2_000);
    const [used, started] = events.slice(-2);
    expect(used).toEqual({
      type: 'TurnTimeUsed',
      data: { power: 'Japan', usedMs: at - T0, incrementMs: 5_000, remainingMs: 60_000 - (at - T0) + 5_000, at },
    });
    expect(started).toEqual({ type: 'ClockStarted', data: { power: 'USA', at } });
    // Only one stop and one start in the whole turn: phases within it are the same player's time.
    expect(events.filter((e) => e.type === 'TurnTimeUsed')).toHaveLength(1);
    expect(fold(events)!.clocks).toMatchObject({ remaining: { Japan: 60_000 - (at - T0) + 5_000 }, running: { power: 'USA', since: at } });
  });

  test('a player out of time acts no more (CLOCK_RAN_OUT), even before its time-out is recorded; a claim before the time is refused (CLOCK_NOT_RUN_OUT)', () => {
    const g = given(clocked(budget('END_TURN', 10_000)));
    g.when(endPhase, { by: 'Japan', time: T0 + 9_999 }).thenAccepted();
    g.when(endPhase, { by: 'Japan', time: T0 + 10_000 }).thenRefused({ code: 'CLOCK_RAN_OUT', rule: 'docs/clocks.md' });
    g.when(flag(), { by: anonymous, time: T0 + 9_999 }).thenRefused({
      code: 'CLOCK_NOT_RUN_OUT',
      rule: 'docs/clocks.md',
      message: '1 ms left',
    });
    g.when(flag('USA'), { by: anonymous, time: T0 + 20_000 }).thenRefused({
      code: 'CLOCK_NOT_RUN_OUT',
      message: "USA's clock is not running",
    });
    // Without a time (a bot's preview of a command), nothing about the clock is judged.
    g.when(endPhase, { by: 'Japan' }).thenAccepted();
  });

  test('END_TURN: the time-out is recorded, the seat is played for its player until that turn ends (timedOutSeat), then its clock runs again', () => {
    let events = clocked(budget('END_TURN', 10_000, 1_000));
    given(events)
      .when(flag(), { by: anonymous, time: T0 + 10_000 })
      .then([{ type: 'ClockRanOut', data: { power: 'Japan', policy: 'END_TURN', usedMs: 10_000, at: T0 + 10_000 } }])
      .thenState((s) => {
        expect(timedOutSeat(s)).toEqual({ power: 'Japan', policy: 'END_TURN' });
        expect(s.clocks).toMatchObject({ running: null, remaining: { Japan: 0 }, flagged: ['Japan'] });
        events = [...events, { type: 'ClockRanOut', data: { power: 'Japan', policy: 'END_TURN', usedMs: 10_000, at: T0 + 10_000 } }];
      });
    // The seat's commands (sent by the safe-defaults player) are accepted: no clock runs for it.
    const after = japanTurn(events, 20_000);
    expect(timedOutSeat(after.state)).toBeNull();
    expect(after.events.slice(-1)).toEqual([{ type: 'ClockStarted', data: { power: 'USA', at: after.at } }]);
  });

  test('BOT: the seat stays timed out for the rest of the game, and its clock never runs again', () => {
    const events = [
      ...clocked(budget('BOT', 10_000)),
      { type: 'ClockRanOut', data: { power: 'Japan', policy: 'BOT', usedMs: 10_000, at: T0 + 10_000 } } as GameEvent,
    ];
    const after = japanTurn(events, 20_000);
    expect(timedOutSeat(after.state)).toEqual({ power: 'Japan', policy: 'BOT' });
  });

  test('ADJUDICATE: the game ends by adjudication on the board, by the clock, naming who ran out', () => {
    given(clocked(budget('ADJUDICATE', 10_000)))
      .when(flag(), { by: anonymous, time: T0 + 12_000 })
      .then((events, s) => {
        expect(events.map((e) => e.type)).toEqual(['ClockRanOut', 'GameAdjudicated']);
        expect(events[1]).toMatchObject({
          type: 'GameAdjudicated',
          data: {
            by: 'clock',
            round: 1,
            reason: expect.stringMatching(
              /^Japan ran out of time \(docs\/clocks\.md\): adjudicated by the board \(victory cities Axis \d+, Allies \d+; territory PUs Axis \d+, Allies \d+\)\.$/,
            ),
          },
        });
        const d = (events[1] as Extract<GameEvent, { type: 'GameAdjudicated' }>).data;
        const [, ax, al, axPu, alPu] = /Axis (\d+), Allies (\d+); territory PUs Axis (\d+), Allies (\d+)/.exec(d.reason)!.map(Number);
        const expected = ax !== al ? (ax > al ? 'Axis' : 'Allies') : axPu !== alPu ? (axPu > alPu ? 'Axis' : 'Allies') : null;
        expect(d.winner).toBe(expected);
        expect(s).toMatchObject({ status: 'ended', ruling: { kind: 'adjudicated' } });
      })
      .when(endPhase, { by: 'USA', time: T0 + 13_000 })
      .thenRefused({ code: 'GAME_ENDED' });
  });
});

describe('deadline per wait (play-by-mail)', () => {
  test('each wait has the deadline; an extension adds to the current one and is spent when the clock stops', () => {
    const g = given(clocked(deadline(10_000)));
    g.when(flag(), { by: anonymous, time: T0 + 9_000 }).thenRefused({ code: 'CLOCK_NOT_RUN_OUT', message: '1000 ms left' });
    g.when({ type: 'ExtendDeadline', power: 'Japan', ms: 5_000, reason: 'network trouble' }, asOrganizer(T0 + 9_000))
      .then([{ type: 'DeadlineExtended', data: { power: 'Japan', ms: 5_000, reason: 'network trouble', at: T0 + 9_000, by: 'organizer' } }])
      .when(flag(), { by: anonymous, time: T0 + 14_999 })
      .thenRefused({ code: 'CLOCK_NOT_RUN_OUT', message: '1 ms left' });
    // The turn played within the deadline: the USA then has a fresh one, and Japan's extension is spent.
    const { events, at } = japanTurn(clocked(deadline(10_000)), 1_500);
    expect(events.slice(-2)).toEqual([
      { type: 'TurnTimeUsed', data: { power: 'Japan', usedMs: at - T0, incrementMs: 0, remainingMs: 0, at } },
      { type: 'ClockStarted', data: { power: 'USA', at } },
    ]);
    given(events)
      .when(flag('USA'), { by: anonymous, time: at + 9_999 })
      .thenRefused({ code: 'CLOCK_NOT_RUN_OUT' });
    given(events)
      .when(flag('USA'), { by: anonymous, time: at + 10_000 })
      .then((evs) => expect(evs.map((e) => e.type)).toEqual(['ClockRanOut']));
  });
});

describe("the organizer's controls (docs/clocks.md, beside docs/rulings.md)", () => {
  test('pause and resume: nobody runs out while paused, and the pause is not counted', () => {
    given(clocked(budget('END_TURN', 10_000)))
      .when({ type: 'PauseClocks', reason: 'server maintenance' }, asOrganizer(T0 + 4_000))
      .then([{ type: 'ClocksPaused', data: { reason: 'server maintenance', at: T0 + 4_000, by: 'organizer' } }])
      .thenState((s) => {
        given(s)
          .when(flag(), { by: anonymous, time: T0 + 50_000 })
          .thenRefused({ code: 'CLOCKS_PAUSED', rule: 'docs/clocks.md' });
        given(s)
          .when({ type: 'PauseClocks', reason: 'again' }, asOrganizer(T0 + 50_000))
          .thenRefused({ code: 'CLOCKS_PAUSED' });
        // Nobody is refused for time while paused.
        given(s)
          .when(endPhase, { by: 'Japan', time: T0 + 50_000 })
          .thenAccepted();
      })
      .when({ type: 'ResumeClocks', reason: 'back' }, asOrganizer(T0 + 64_000))
      .then([{ type: 'ClocksResumed', data: { reason: 'back', at: T0 + 64_000, pausedMs: 60_000, by: 'organizer' } }])
      // 4 s used before the pause, 6 s left after it: out at T0 + 70 s.
      .thenState((s) =>
        given(s)
          .when(flag(), { by: anonymous, time: T0 + 69_999 })
          .thenRefused({ code: 'CLOCK_NOT_RUN_OUT', message: '1 ms left' }),
      )
      .when(flag(), { by: anonymous, time: T0 + 70_000 })
      .then((evs) =>
        expect(evs[0]).toEqual({ type: 'ClockRanOut', data: { power: 'Japan', policy: 'END_TURN', usedMs: 10_000, at: T0 + 70_000 } }),
      );
  });

  test('a clock that starts during a pause waits for the resume', () => {
    let events = clocked(budget('END_TURN', 60_000, 0));
    given(events)
      .when({ type: 'PauseClocks', reason: 'lunch' }, asOrganizer(T0 + 1_000))
      .then((evs) => (events = [...events, ...evs]));
    const { events: all, at } = japanTurn(events, 1_000);
    // Japan's turn ended while paused: it used only the second before the pause; the USA's clock runs from the pause.
    expect(all.slice(-2)).toEqual([
      { type: 'TurnTimeUsed', data: { power: 'Japan', usedMs: 1_000, incrementMs: 0, remainingMs: 59_000, at } },
      { type: 'ClockStarted', data: { power: 'USA', at } },
    ]);
    given(all)
      .when({ type: 'ResumeClocks', reason: 'back' }, asOrganizer(at + 100_000))
      .thenAccepted()
      .when(flag('USA'), { by: anonymous, time: at + 100_000 + 59_999 })
      .thenRefused({ code: 'CLOCK_NOT_RUN_OUT', message: '1 ms left' });
  });

  test('each needs a reason (INVALID_REASON), the organizer token (NOT_AUTHORIZED) and clocks to act on', () => {
    const g = given(clocked(budget()));
    g.when({ type: 'PauseClocks', reason: '   ' }, asOrganizer(T0)).thenRefused({ code: 'INVALID_REASON', rule: 'docs/rulings.md' });
    g.when({ type: 'PauseClocks', reason: 'x' }, { by: 'Japan', time: T0 }).thenRefused({ code: 'NOT_AUTHORIZED', rule: 'docs/clocks.md' });
    g.when({ type: 'ResumeClocks', reason: 'x' }, asOrganizer(T0)).thenRefused({ code: 'CLOCKS_NOT_PAUSED' });
    g.when({ type: 'ExtendDeadline', power: 'Japan', ms: 0, reason: 'x' }, asOrganizer(T0)).thenRefused({ code: 'INVALID_EXTENSION' });
    g.when({ type: 'ExtendDeadline', power: 'Japan', ms: 1_000, reason: '' }, asOrganizer(T0)).thenRefused({ code: 'INVALID_REASON' });
    // A budget extension adds to the player's budget.
    g.when({ type: 'ExtendDeadline', power: 'USA', ms: 1_000, reason: 'compensation' }, asOrganizer(T0)).thenState((s) =>
      expect(s.clocks?.remaining).toEqual({ USA: 61_000 }),
    );
  });
});
