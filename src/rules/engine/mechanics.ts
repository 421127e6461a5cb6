// Every mechanic of the game, one per RULES chapter (src/rules/README.md);
// decide, evolve and pendingDecisions are composed from this list.
//
// The compiler guides a new command, event or decision kind here: the
// composition below is checked to hold every CommandType, every GameEventType
// (but GameCreated, which starts the state) and every DecisionKind, each from
// exactly one mechanic. A command nobody decides, an event nobody applies or a
// kind no mechanic waits for is a type error in this file; so is one claimed
// by two mechanics.
import { capture } from '../capture/mechanic';
import { combat } from '../combat/mechanic';
import { dice } from '../dice/mechanic';
import { game } from '../game/mechanic';
import { income } from '../income/mechanic';
import { kamikaze } from '../kamikaze/mechanic';
import { mobilize } from '../mobilize/mechanic';
import { movement } from '../movement/mechanic';
import { politics } from '../politics/mechanic';
import { positions } from '../positions/mechanic';
import { purchase } from '../purchase/mechanic';
import { raids } from '../raids/mechanic';
import { scramble } from '../scramble/mechanic';
import { turn } from '../turn/mechanic';
import { victory } from '../victory/mechanic';
import { airPatrol } from '../air-patrol/mechanic';
import { reinforcements } from '../reinforcements/mechanic';
import { resurface } from '../resurface/mechanic';
import { seaControl } from '../sea-control/mechanic';
import { rulings } from '../rulings/mechanic';
import { clocks } from '../clocks/mechanic';
import { botSeats } from '../bot-seats/mechanic';
import type { AllCommandSpecs, AllEventAppliers, Mechanic } from './mechanic';
import type { DecisionKind } from './pending';

const ALL = [
  game,
  dice,
  positions,
  turn,
  politics,
  purchase,
  movement,
  capture,
  combat,
  raids,
  scramble,
  kamikaze,
  mobilize,
  income,
  victory,
  airPatrol,
  reinforcements,
  seaControl,
  resurface,
  rulings,
  clocks,
  botSeats,
] as const;

export const MECHANICS: readonly Mechanic[] = ALL;

// --- What the compiler checks of the list (a failure names the type or kind at fault) ---

type Mechanics = typeof ALL;
type Field = 'commands' | 'events' | 'decisions';
/** What a mechanic claims: its command types, its event types, or the decision kinds it waits for. */
type Claims<M, F extends Field> = M extends { [K in F]: infer R } ? keyof R : never;
/** Each claim of a mechanic that one before it in the list also makes. */
type Twice<Ms extends readonly unknown[], F extends Field, Seen = never> = Ms extends readonly [infer M, ...infer Rest]
  ? (Claims<M, F> & Seen) | Twice<Rest, F, Seen | Claims<M, F>>
  : never;
/** `true` when `T` is never; otherwise `T` itself, so that `= true` fails naming it. */
type None<T> = [T] extends [never] ? true : T;

/** A command decided by two mechanics (one owner each: test/rules/mechanics.test.ts checks it again at run time). */
export const commandOwnedTwice: None<Twice<Mechanics, 'commands'>> = true;
/** An event applied by two mechanics. */
export const eventOwnedTwice: None<Twice<Mechanics, 'events'>> = true;
/** A decision kind two mechanics say they wait for. */
export const decisionOwnedTwice: None<Twice<Mechanics, 'decisions'>> = true;
/** A decision kind (a folder's, composed in engine/pending.ts DECISIONS) no mechanic declares in its `decisions` (with its safe answer) and produces in its `pending`. */
export const decisionNobodyWaitsFor: None<Exclude<DecisionKind, Claims<Mechanics[number], 'decisions'>>> = true;

export interface Registry {
  commands: AllCommandSpecs;
  events: AllEventAppliers;
  owners: { commands: Record<string, string[]>; events: Record<string, string[]> };
}

let built: Registry | null = null;

/** The commands and events of every mechanic, each to its owner; built on first use (mechanics import the engine too). */
export function registry(): Registry {
  if (built) return built;
  // Every command's spec: `satisfies` makes a CommandType no mechanic decides a compile error here.
  const commands = {
    ...game.commands,
    ...dice.commands,
    ...positions.commands,
    ...turn.commands,
    ...politics.commands,
    ...purchase.commands,
    ...movement.commands,
    ...combat.commands,
    ...raids.commands,
    ...scramble.commands,
    ...kamikaze.commands,
    ...mobilize.commands,
    ...income.commands,
    ...rulings.commands,
    ...clocks.commands,
    ...botSeats.commands,
  } satisfies AllCommandSpecs;
  // Every event's applier (GameCreated starts the state: engine/evolve.ts): an event nobody applies is a compile error here.
  const events = {
    ...game.events,
    ...dice.events,
    ...positions.events,
    ...turn.events,
    ...politics.events,
    ...purchase.events,
    ...movement.events,
    ...capture.events,
    ...combat.events,
    ...raids.events,
    ...scramble.events,
    ...kamikaze.events,
    ...mobilize.events,
    ...income.events,
    ...victory.events,
    ...reinforcements.events,
    ...seaControl.events,
    ...rulings.events,
    ...clocks.events,
    ...botSeats.events,
  } satisfies AllEventAppliers;
  const owners: Registry['owners'] = { commands: {}, events: {} };
  for (const m of MECHANICS) {
    for (const type of Object.keys(m.commands ?? {})) (owners.commands[type] ??= []).push(m.chapter);
    for (const type of Object.keys(m.events ?? {})) (owners.events[type] ??= []).push(m.chapter);
  }
  const composed: Registry = { commands, events, owners };
  built = composed;
  return composed;
}
