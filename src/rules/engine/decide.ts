// decide(state, command, context) -> events or a violation. Pure: the same
// inputs always give the same answer; dice come in through the context. Who
// may send a command, and when, is its mechanic's spec (mechanic.ts); the
// command is then decided by the mechanic that owns it.
import { type PowerId, type RulesetView, rulesetView } from '../ruleset';
import type { Dice } from '../dice';
import { own, present } from '../ruleset';
import type { Actor, Command, CommandType } from './commands';
import { reject, type Decision, type Ruling } from './decision';
import { evolve, fold } from './evolve';
import { HOOKS } from './hooks';
import { battlesWith } from './battles';
import type { CommandSpec, DecideContext } from './mechanic';
import { MECHANICS, registry } from './mechanics';
import type { GameEvent } from './events';
import { pendingDecisions } from './pending-decisions';
import type { GameState } from './state';

/** The battle machine over the game's evolve, handed to every decide (DecideContext.battles). */
const BATTLES = battlesWith(evolve);

export interface DecideInput {
  actor: Actor;
  dice: Dice;
  /**
   * The command's time, ms since 1970: the server's accept time, the one its events' metadata.time records (the
   * verifier passes that one back). Clocks (docs/clocks.md) are timed by it; without it they stand still.
   */
  time?: number;
}

export function decide(state: GameState | null, command: Command, input: DecideInput): Decision {
  const r = rule(state, command, input);
  if (!r.ok) return r;
  // The state after the events, folded here once for whoever needs it next (the app keeps it).
  const after = r.state ?? present(fold(r.events, state), 'state after an accepted command');
  const more = state && input.time !== undefined && after.clocks ? afterCommand(state, after, input.time) : [];
  if (!more.length) return { ok: true, events: r.events, state: after };
  return { ok: true, events: [...r.events, ...more], state: fold(more, after) };
}

/** What the mechanics add after a command's own events (clocks started and stopped: docs/clocks.md). */
function afterCommand(before: GameState, after: GameState, time: number): GameEvent[] {
  const pending = pendingDecisions(after);
  return MECHANICS.flatMap((m) => m.afterCommand?.(before, after, time, pending) ?? []);
}

/**
 * RULES §7, AMBIG-43: the power a seat acts for. A player running several
 * powers (pacific-2001) acts for the one whose decision is awaited, else the
 * one whose turn it is, else its seat power; everywhere else, the seat's own.
 */
function actingPower(state: GameState, spec: CommandSpec<CommandType>, seat: PowerId): PowerId {
  const runs = rulesetView(state.rulesetId).playerOf(seat).powers;
  if (runs.length < 2) return seat;
  if (spec.answers) {
    const kind = spec.answers.kind;
    const waiting = pendingDecisions(state).find((d) => d.kind === kind && runs.includes(d.power));
    if (waiting) return waiting.power;
  }
  return runs.includes(state.current) ? state.current : seat;
}

function rule(state: GameState | null, command: Command, input: DecideInput): Ruling {
  // own(): "constructor" or "toString" is no command type, whoever sent it (issue 29).
  const spec = own(registry().commands as Record<string, unknown>, command.type) as CommandSpec<CommandType> | undefined;
  if (!spec) throw new Error(`decide: no mechanic decides ${JSON.stringify(command.type)}`);
  if (spec.createsGame)
    return (spec.decide as (s: GameState | null, c: Command, x: DecideContext) => Ruling)(state, command, context(command, input, null));
  if (!state) return reject('GAME_NOT_FOUND', 'API', 'There is no such game.');
  if (state.status === 'ended') return reject('GAME_ENDED', state.ruling ? 'docs/rulings.md' : 'VIC-3', endedMessage(state));
  if (spec.from === 'anyone') return spec.decide(state, command, context(command, input, null));
  if (spec.from === 'organizer') {
    if (input.actor.kind === 'organizer' || (input.actor.kind === 'operator' && spec.operator))
      return spec.decide(state, command, context(command, input, null));
    const who = spec.organizer ?? { rule: 'API', message: "Only the game's organizer may do this; send the organizer token." };
    return reject('NOT_AUTHORIZED', who.rule, who.message);
  }

  if (input.actor.kind !== 'seat') return reject('NOT_AUTHORIZED', 'API', 'This command needs the seat token of a player.');
  const time = input.time ?? null;
  if (state.clocks)
    for (const m of MECHANICS) {
      const refused = m.admit?.(state, rulesetView(state.rulesetId), input.actor.power, time);
      if (refused) return refused;
    }
  const power = actingPower(state, spec, input.actor.power);
  if (spec.from === 'turn' && power !== state.current)
    return reject('NOT_YOUR_TURN', 'RULES §1.3', `It is ${state.current}'s turn, not ${power}'s.`);
  const rs = rulesetView(state.rulesetId);
  if (spec.phases && !spec.phases.in.includes(state.phase))
    return reject(
      'WRONG_PHASE',
      spec.phases.rule,
      spec.phases.message ??
        `This is done in the ${spec.phases.in.map(rs.phaseName).join(' or ')} phase; the current phase is ${rs.phaseName(state.phase)}.`,
    );
  if (spec.answers) {
    const { kind, rule, notYoursRule } = spec.answers;
    const waiting = pendingDecisions(state).filter((d) => d.kind === kind);
    if (!waiting.length) return reject('NO_DECISION_PENDING', rule, `Nobody is asked for that now (${kind}).`);
    if (!waiting.some((d) => d.power === power))
      return reject('NOT_YOUR_DECISION', notYoursRule ?? rule, `${waiting.map((d) => d.power).join(' or ')} decides this, not ${power}.`);
  }
  return spec.decide(state, command, context(command, input, power));

  function context(c: Command, x: DecideInput, p: PowerId | null): DecideContext {
    return new Context(state, c, x, p);
  }
}

/**
 * What a mechanic's decide gets. A class, not an object literal with getters: V8 builds a literal with accessors
 * through its slow path, two closures and a fresh map each time (about 4 µs a command, more than some commands' rules).
 */
class Context implements DecideContext {
  readonly actor: Actor;
  readonly dice: Dice;
  readonly evolve = evolve;
  readonly hooks = HOOKS;
  readonly battles = BATTLES;
  readonly time: number | null;

  constructor(
    private readonly state: GameState | null,
    private readonly command: Command,
    input: DecideInput,
    private readonly acting: PowerId | null,
  ) {
    this.actor = input.actor;
    this.dice = input.dice;
    this.time = input.time ?? null;
  }

  /** The ruleset is the game's; a new game has none yet (its creation reads the command's). */
  get rs(): RulesetView {
    if (!this.state) throw new Error('decide: no ruleset before the game exists');
    return rulesetView(this.state.rulesetId);
  }

  /** Only seat commands act for a power; the others never ask. */
  get power(): PowerId {
    if (this.acting === null) throw new Error(`decide: ${this.command.type} is sent by no seat`);
    return this.acting;
  }
}

/** Why nothing more is accepted: won (VIC), adjudicated or voided by the organizer, voided by the operator (docs/rulings.md). */
function endedMessage(state: GameState): string {
  if (state.ruling?.kind === 'voided')
    return `The game has ended: ${state.ruling.by === 'operator' ? "the server's operator" : 'the organizer'} voided it (${state.ruling.reason}).`;
  if (state.ruling) return `The game has ended: the organizer adjudicated it (${state.ruling.reason}).`;
  return 'The game has ended.';
}
