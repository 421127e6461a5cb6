// evolve keeps the copy an event's applier has just made instead of copying it again (engine/evolve.ts,
// takeFreshCopy; docs/performance.md, "The replay's own garbage"). What must hold: every state evolve gives is
// what copying the applier's result gave (the same fields and values, moveLog included), a new object that is
// neither the state given nor one a state keeps (undo's `before`), and the states given are never changed. (No rule
// of RULES.md: this is the engine's own.)
import { copyState, takeFreshCopy } from '../../src/rules/engine/copy-state';
import { registry } from '../../src/rules/engine/mechanics';
import { recordMove } from '../../src/rules/movement';
import { evolve, type GameEvent, type GameState } from '../../src/rules';
import { createServices } from '../../src/app/services';
import { toGameEvent } from '../../src/app/upcast';
import { createMemoryEventStore } from '../../src/store/memory';
import { streamOf } from '../../projections/game-states';
import { playGame, tickingClock, uuidFrom } from '../support/command-player';
import { advanceTo, apply, ids, move, newGame } from './fixtures';

/** What evolve did before: a copy of whatever the applier returned, always. */
function copyingEvolve(state: GameState | null, event: GameEvent): GameState {
  if (!state || event.type === 'GameCreated') return evolve(state, event);
  const appliers = registry().events as unknown as Record<string, (s: GameState, e: GameEvent) => GameState>;
  const applied = appliers[event.type](state, event);
  const next = copyState(applied);
  next.version = state.version + 1;
  next.moveLog = recordMove(state, { moveLog: applied.moveLog, version: next.version }, event);
  return next;
}

/** A state's JSON, each kept `before` state shown by what would tell a changed one (its own JSON is in its step). */
const json = (s: GameState) =>
  JSON.stringify(s, (key, v) => (key === 'before' ? { version: v.version, moves: v.moveLog.length, units: JSON.stringify(v.units) } : v));

describe('takeFreshCopy', () => {
  test('names only the copy copyState made last, once; a copy made since, or a call, forgets it', () => {
    const s = newGame();
    takeFreshCopy(null);
    const a = copyState(s);
    expect(takeFreshCopy(a)).toBe(true);
    expect(takeFreshCopy(a)).toBe(false); // taken
    const b = copyState(s);
    const c = copyState(b, { round: 9 });
    expect(takeFreshCopy(b)).toBe(false); // c came after it
    const d = copyState(s);
    takeFreshCopy(null);
    expect(takeFreshCopy(d)).toBe(false);
    expect(takeFreshCopy(s)).toBe(false); // never a copy
    expect(c.round).toBe(9);
  });
});

describe('evolve keeps the applier’s own copy', () => {
  test('a seeded game: every state is what copying gave, new, and the state before is left as it was', async () => {
    const store = createMemoryEventStore();
    const services = createServices(store, 'evolve-own-copy', { now: tickingClock() });
    const gameId = uuidFrom('evolve-own-copy');
    await playGame(services, { seed: 4129, gameId, events: 700 });
    const events = (await store.readStream(streamOf(gameId))).map(toGameEvent);
    await store.close();
    const types = new Set(events.map((e) => e.type));
    for (const t of ['UnitsMoved', 'UnitsPlaced', 'PhaseStarted', 'BattleStarted']) expect(types).toContain(t);

    let state: GameState | null = null;
    let before = '';
    let kept = 0;
    for (const e of events) {
      const next = evolve(state, e);
      const expected = copyingEvolve(state, e);
      expect(json(next)).toBe(json(expected));
      expect(Object.keys(next)).toEqual(Object.keys(expected));
      if (state) {
        expect(next).not.toBe(state);
        expect(json(state)).toBe(before); // unchanged by evolving it
        for (const m of next.moveLog) expect(next).not.toBe(m.before);
        kept += next.moveLog.length;
      }
      state = next;
      before = json(state);
    }
    expect(kept).toBeGreaterThan(0); // moves were logged, so kept states were checked
  });

  test('an undone move: the state kept before it comes back as a copy, and the kept one is not renumbered', () => {
    const s = advanceTo(newGame(), 'combatMove');
    const moved = apply(s, move(ids(s, 'Kiangsu', 'Japan', 'infantry', 1), 'Anhwe')).state;
    const kept = moved.moveLog[moved.moveLog.length - 1].before;
    const undone = evolve(moved, { type: 'MoveUndone', data: { power: 'Japan', moveNumber: moved.moveLog[0].moveNumber } });
    expect(undone).not.toBe(kept);
    expect(kept.version).toBe(s.version);
    expect(undone.version).toBe(moved.version + 1);
    expect(JSON.stringify({ ...undone, version: 0 })).toBe(JSON.stringify({ ...kept, version: 0 }));
  });
});
