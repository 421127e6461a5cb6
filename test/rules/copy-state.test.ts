// engine/copy-state.ts: the state copy every event makes is a literal naming
// every field (a spread is several times slower). It must copy what a spread
// copies: every field a real game's states have, with the same values, and a
// patch's fields over them. (No rule of RULES.md: this is the engine's own.)
import { copyState } from '../../src/rules/engine/copy-state';
import type { GameState } from '../../src/rules';
import { newGame, roundEvents } from './fixtures';

function statesOfARound(): GameState[] {
  const states: GameState[] = [];
  let s = newGame('pacific-1940-2e');
  states.push(s);
  for (let i = 0; i < 2; i++) {
    s = roundEvents(s).state;
    states.push(s);
  }
  return states;
}

describe('copyState', () => {
  const states = statesOfARound();

  test('copies every field a state has, with the same value (what { ...s } copies)', () => {
    for (const s of states) {
      const copy = copyState(s) as unknown as Record<string, unknown>;
      const original = s as unknown as Record<string, unknown>;
      expect(copy).not.toBe(s);
      for (const key of Object.keys(original)) expect([key, copy[key]]).toEqual([key, original[key]]);
      // Nothing else carries a value (a field absent from s is present and undefined in the copy).
      for (const key of Object.keys(copy)) if (!(key in original)) expect([key, copy[key]]).toEqual([key, undefined]);
    }
  });

  test("a patch's fields replace the state's, the rest is shared, the original is untouched", () => {
    const s = states[states.length - 1];
    const round = s.round;
    const next = copyState(s, { round: round + 1, phase: 'mobilize' });
    expect(next.round).toBe(round + 1);
    expect(next.phase).toBe('mobilize');
    expect(next.units).toBe(s.units);
    expect(s.round).toBe(round);
    expect(JSON.parse(JSON.stringify({ ...next, units: null, movement: null }))).toEqual(
      JSON.parse(JSON.stringify({ ...s, round: round + 1, phase: 'mobilize', units: null, movement: null })),
    );
  });
});
