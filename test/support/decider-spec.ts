// Rule tests as given events / when a command / then events or a refusal, after
// Emmett's DeciderSpecification: the game is a decider (src/rules/README.md), so a
// rule is stated by what happened before, what is asked, and what the core answers.
// Unlike Emmett's, a spec here may go on from an accepted command (`.when` again),
// since many rules are about what a first command leaves behind.
import {
  decide,
  fixedDice,
  fold,
  noDice,
  type Actor,
  type ClockSettings,
  type Command,
  type Decision,
  type GameEvent,
  type GameState,
  type PowerId,
  type RuleViolation,
} from '../../src/rules';

export const organizer: Actor = { kind: 'organizer' };
export const anonymous: Actor = { kind: 'anonymous' };

export interface WhenOptions {
  /** Who sends it: a power's seat, or any actor. Default: the seat of the power whose turn it is. */
  by?: PowerId | Actor;
  /** The rolls the command gets, in order; none given means it must roll none. */
  dice?: number[];
  /** The command's time, ms since 1970 (the server's accept time): clocks (docs/clocks.md) are timed by it. */
  time?: number;
}

/** What a refusal is checked against: its code, and (as each test needs) the rule it cites and its message. */
export interface ExpectedRefusal {
  code: RuleViolation['code'];
  rule?: string;
  /** A part of the message (a string), or a pattern it matches. */
  message?: string | RegExp;
}

export interface Given {
  /** The state the command is decided on (frozen: decide and evolve must not change it). */
  readonly state: GameState;
  when(command: Command, options?: WhenOptions): When;
}

export interface When {
  /** Accepted with exactly these events, or whatever the check asserts of them. */
  then(expected: GameEvent[] | ((events: GameEvent[], state: GameState) => void)): Accepted;
  /** Accepted, and the state after its events passes the check. */
  thenState(check: (state: GameState) => void): Accepted;
  /** Accepted, whatever its events (a step on the way to the command a test is about). */
  thenAccepted(): Accepted;
  /** Refused with this code (and rule, message when given); returns the violation for further checks. */
  thenRefused(expected: ExpectedRefusal): RuleViolation;
}

/** An accepted command: its events, the state after them, and the next command from there. */
export interface Accepted extends Given {
  readonly events: GameEvent[];
  thenState(check: (state: GameState) => void): Accepted;
}

/**
 * Given a history: events folded from nothing (GameCreated first), or a state
 * built some other way (fixtures' position edits, a position import).
 */
export function given(history: GameEvent[] | GameState): Given {
  return at(Array.isArray(history) ? foldHistory(history) : history);
}

/**
 * The events of a new game of `ruleset` with `options`, the seats of `seated` taken
 * (token hash `t-<power>`; the organizer's is `org`): the usual start of a spec.
 */
export function standardGame(
  opts: { ruleset?: string; options?: string[]; seated?: PowerId[]; clocks?: ClockSettings; time?: number } = {},
): GameEvent[] {
  const { ruleset = 'pacific-1940', options = [], seated = [] } = opts;
  const clocks = opts.clocks ? { clocks: opts.clocks } : {};
  const commands: Command[] = [
    { type: 'CreateGame', gameId: 'g1', rulesetId: ruleset, options, name: 'test', organizerTokenHash: 'org', ...clocks },
    ...seated.map((power): Command => ({ type: 'TakeSeat', power, tokenHash: `t-${power}` })),
  ];
  let state: GameState | null = null;
  const events: GameEvent[] = [];
  for (const c of commands) {
    const d = decide(state, c, { actor: anonymous, dice: noDice, ...(opts.time !== undefined ? { time: opts.time } : {}) });
    if (!d.ok) throw new Error(`standardGame: ${c.type} refused: ${show(d.violation)}`);
    events.push(...d.events);
    state = d.state;
  }
  return events;
}

function foldHistory(events: GameEvent[]): GameState {
  if (events[0]?.type !== 'GameCreated')
    throw new Error(`given: a history starts with GameCreated, not ${events[0]?.type ?? 'nothing'} (use standardGame())`);
  return fold(events)!;
}

function at(state: GameState): Given {
  deepFreeze(state);
  return { state, when: (command, options) => decided(state, command, options) };
}

function decided(state: GameState, command: Command, options: WhenOptions = {}): When {
  const by = options.by ?? state.current;
  const actor: Actor = typeof by === 'string' ? { kind: 'seat', power: by } : by;
  const time = options.time !== undefined ? { time: options.time } : {};
  const d = decide(state, command, { actor, dice: options.dice ? fixedDice(options.dice) : noDice, ...time });
  const asked = `${command.type} by ${actor.kind === 'seat' ? actor.power : actor.kind}`;
  const accepted = (what: string): Extract<Decision, { ok: true }> => {
    if (!d.ok) throw new Error(`${asked}: expected ${what}, but it was refused: ${show(d.violation)}`);
    return d;
  };
  return {
    then(expected) {
      const ok = accepted(Array.isArray(expected) ? `events ${expected.map((e) => e.type).join(', ') || '(none)'}` : 'events');
      if (Array.isArray(expected)) expect(ok.events).toEqual(expected);
      else expected(ok.events, ok.state);
      return after(ok);
    },
    thenState(check) {
      const ok = accepted('its events');
      check(ok.state);
      return after(ok);
    },
    thenAccepted() {
      return after(accepted('acceptance'));
    },
    thenRefused(expected) {
      if (d.ok)
        throw new Error(
          `${asked}: expected a refusal ${show(expected)}, but it was accepted with ${d.events.map((e) => e.type).join(', ') || 'no events'}`,
        );
      const { message, ...rest } = expected;
      expect(d.violation).toMatchObject(rest);
      if (typeof message === 'string') expect(d.violation.message).toContain(message);
      else if (message) expect(d.violation.message).toMatch(message);
      return d.violation;
    },
  };
}

function after(d: Extract<Decision, { ok: true }>): Accepted {
  const next = at(d.state);
  const accepted: Accepted = {
    ...next,
    events: d.events,
    thenState(check) {
      check(d.state);
      return accepted;
    },
  };
  return accepted;
}

function show(v: ExpectedRefusal): string {
  return `${v.code}${v.rule ? ` (${v.rule})` : ''}${v.message ? `: ${String(v.message)}` : ''}`;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
