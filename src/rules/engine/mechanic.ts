// A mechanic is one RULES chapter as a value (after Emmett's deciders): the
// commands it decides, the events it applies, and the decisions it waits for.
// engine/mechanics.ts composes them into the
// one decide and evolve of the game; each command and event has exactly one
// owner (test/rules/mechanics.test.ts).
import type { Battles } from '../combat';
import type { Dice } from '../dice';
import type { PhaseHook, PowerId, RulesetView, TurnEndHook } from '../ruleset';
import type { Actor, Command, CommandType } from './commands';
import type { Refusal, Ruling } from './decision';
import type { DecisionKind, PendingDecision } from './pending';
import type { GameEvent, GameEventType } from './events';
import type { GameState, Phase } from './state';

export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;

/** The game's one evolve (engine/evolve.ts), handed to the rules that evolve as they decide: they never import it. */
export type Evolve = (state: GameState | null, event: GameEvent) => GameState;

/**
 * What runs by itself as a phase begins or ends and as a turn ends, by the name a ruleset's turn gives it
 * (engine/hooks.ts composes every mechanic's): handed to the rules that run them (turn/end-phase.ts, a game set up
 * from a position), so that no mechanic imports the others' hooks.
 */
export interface Hooks {
  phase: Record<PhaseHook, (s: GameState, rs: RulesetView, power: PowerId, dice?: Dice) => GameEvent[]>;
  turnEnd: Record<TurnEndHook, (s: GameState, rs: RulesetView) => GameEvent[]>;
  /**
   * What must be done before a phase ends, each the rule of the mechanic it belongs to (a short garrison, battles still
   * to fight): EndPhase (turn/end-phase.ts) is refused with the first problem, in this order.
   */
  phaseEnd: readonly ((s: GameState, rs: RulesetView, power: PowerId) => Refusal | null)[];
}

/** What a command's decide sees besides the state and the command. */
export interface DecideContext {
  rs: RulesetView;
  actor: Actor;
  /** The acting seat's power (seat commands only; '' otherwise). */
  power: PowerId;
  dice: Dice;
  /** Applies an event with every mechanic's appliers (mechanics compose through the engine, never by importing it). */
  evolve: Evolve;
  /** Every mechanic's phase and turn-end hooks (engine/hooks.ts). */
  hooks: Hooks;
  /** The battle machine with every kind of battle, combat's and raids' (engine/battles.ts), for the battles' decides. */
  battles: Battles;
  /** The command's time (ms since 1970: the server's accept time, recorded as its events' metadata.time); null when none was given. */
  time: number | null;
}

/**
 * Who may send a command and when (after boardgame.io's moves and stages):
 * - `anyone`: checked by the command itself (taking a seat); `createsGame`: it needs no game yet;
 * - `organizer`: only the game's organizer (its token), else NOT_AUTHORIZED citing `organizer.rule`; with `operator`,
 *   the server's operator too (docs/operations.md: stopping a game that plays itself, whoever made it);
 * - `seat`: any player's seat, at any time (its decide checks the rest);
 * - `turn`: a seat, and only the power whose turn it is (NOT_YOUR_TURN);
 * - `decision`: a seat, at any time, but see `answers`.
 * `phases`: it is sent only in these phases (WRONG_PHASE, citing `rule`).
 * `answers`: the game must be waiting for a decision of this kind (pending.ts), else NO_DECISION_PENDING,
 * and from this power, else NOT_YOUR_DECISION (citing `notYoursRule`, or `rule`).
 */
export interface CommandAccess {
  from: 'anyone' | 'organizer' | 'seat' | 'turn' | 'decision';
  createsGame?: true;
  /** from `organizer`: the rule and the message of the refusal to anyone else. */
  organizer?: { rule: string; message: string };
  /** from `organizer`: the server's operator (Actor `operator`) may send it as well; its decide records who did. */
  operator?: true;
  phases?: { in: readonly Phase[]; rule: string; message?: string };
  answers?: { kind: DecisionKind; rule: string; notYoursRule?: string };
}

export type CommandSpec<T extends CommandType> = CommandAccess & {
  decide: (s: GameState, command: CommandOf<T>, ctx: DecideContext) => Ruling;
};

export type EventApplier<T extends GameEventType> = (s: GameState, e: EventOf<T>) => GameState;

/** A mechanic's commands: some of them (engine/mechanics.ts checks that together they are all, each once). */
export type CommandSpecs = { [T in CommandType]?: CommandSpec<T> };
export type EventAppliers = { [T in GameEventType]?: EventApplier<T> };
/** Every command's spec, the mechanics' composed: a CommandType missing is a compile error in engine/mechanics.ts. */
export type AllCommandSpecs = { [T in CommandType]: CommandSpec<T> };
/** Every event's applier but GameCreated's, which starts the state (engine/evolve.ts). */
export type AllEventAppliers = { [T in Exclude<GameEventType, 'GameCreated'>]: EventApplier<T> };

/**
 * What a mechanic says of each kind of decision it waits for, beside its `pending` that asks it.
 *
 * `safe`: the commands that answer it the safe way, safest first (the first the rules accept is played). It is part of
 * the rules of a tournament, not a bot's strategy: it is what a seat whose clock ran out plays under the END_TURN
 * policy until its turn ends (docs/clocks.md, the safe-defaults player of docs/bots.md), the engine's own default where
 * it has one (casualties by the order of loss, autoCasualties), and what any bot falls back to for a kind it has no
 * answer of its own to. Nothing, or ending the phase, where the rules allow it.
 */
export interface DecisionSpec {
  safe: (s: GameState, rs: RulesetView, d: PendingDecision) => Command[];
}
/** A kind of decision answered by ending the phase (a phase's own decision, or an option nobody waits for). */
export const endThePhase: DecisionSpec = { safe: (s) => [{ type: 'EndPhase', phase: s.phase }] };

/**
 * Declared `export const x = { … } satisfies Mechanic` (not `: Mechanic`), so
 * that its command, event and decision names stay in its type for
 * engine/mechanics.ts to check.
 */
export interface Mechanic {
  /** The RULES chapter(s) it implements, e.g. "PUR (RULES §4.2)". */
  chapter: string;
  commands?: CommandSpecs;
  events?: EventAppliers;
  /** The kinds of decision its `pending` gives (its folder declares them: engine/pending.ts DECISIONS), each with its safe answer: each kind is one mechanic's. */
  decisions?: { readonly [K in DecisionKind]?: DecisionSpec };
  /** The decisions it waits for now, and from whom. */
  pending?: (s: GameState, rs: RulesetView) => PendingDecision[];
  /** A refusal of any seat command from `seat` at `time` before it is decided (clocks: a player out of time), else null. */
  admit?: (s: GameState, rs: RulesetView, seat: PowerId, time: number | null) => Refusal | null;
  /**
   * Events that follow every accepted command of a game that has started, from the states before and after its own
   * events (clocks: the clock stops for the player no longer waited for, starts for the next). Only with a time.
   */
  afterCommand?: (before: GameState, after: GameState, time: number, pending: PendingDecision[]) => GameEvent[];
}
