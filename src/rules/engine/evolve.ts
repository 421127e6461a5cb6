// evolve(state, event) -> state: applies a fact. It never decides or rolls.
// Each event is applied by the mechanic that owns it (mechanics.ts).
import { copyState } from './copy-state';
import type { GameEvent } from './events';
import { initialState } from '../game';
import { recordMove } from '../movement';
import type { EventAppliers } from './mechanic';
import { registry } from './mechanics';
import type { GameState } from './state';
import { own } from '../ruleset';

export { initialState };

export function evolve(state: GameState | null, event: GameEvent): GameState {
  if (event.type === 'GameCreated') return initialState(event.data);
  if (!state) throw new Error(`evolve: ${event.type} before GameCreated`);
  // own(): an event's type read from an imported export is anybody's string ("constructor" is no event; issue 29).
  const apply = own(registry().events as Record<string, unknown>, event.type) as NonNullable<EventAppliers[GameEvent['type']]> | undefined;
  if (!apply) throw new Error(`evolve: no mechanic applies ${event.type}`);
  const applied = (apply as (s: GameState, e: GameEvent) => GameState)(state, event);
  const version = state.version + 1;
  // A new object every time (states are shared by snapshots and replays, never changed), made by copyState: a spread costs far more.
  const next = copyState(applied);
  next.version = version;
  next.moveLog = recordMove(state, { moveLog: applied.moveLog, version }, event);
  return next;
}

/** Folds a list of events onto a state (a state comes out: `evolve` never returns null). */
export function fold(events: readonly GameEvent[], from: GameState): GameState;
/** Folds a list of events from nothing (null for no events). */
export function fold(events: readonly GameEvent[], from?: GameState | null): GameState | null;
export function fold(events: readonly GameEvent[], from: GameState | null = null): GameState | null {
  let state = from;
  for (const e of events) state = evolve(state, e);
  return state;
}
