// evolve(state, event) -> state: applies a fact. It never decides or rolls.
// Each event is applied by the mechanic that owns it (mechanics.ts).
import { copyState, takeFreshCopy } from './copy-state';
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
  takeFreshCopy(null);
  const applied = (apply as (s: GameState, e: GameEvent) => GameState)(state, event);
  const version = state.version + 1;
  // A new object every time (states are shared by snapshots and replays, never changed), made by copyState: a spread
  // costs far more. The applier's own copy when it returned the one it just made (most do): no one else has it yet.
  // Not when it left a field that copyState fills in (ruling, clocks, botSeats) undefined: the copy gives those a value.
  const next =
    takeFreshCopy(applied) && applied.ruling !== undefined && applied.clocks !== undefined && applied.botSeats !== undefined
      ? applied
      : copyState(applied);
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
