// What a move writes into the state (movement/evolve.ts, applyMove), built with less garbage (docs/performance.md,
// "The replay's own garbage"): each moved unit's record has the same fields in the same order as before, `rail` last
// and only by rail (hr01-rail-movement); the transports' unloading record is copied only by a move that unloads, and
// the state before the move keeps its own.
import { advanceTo, apply, ids, move, newGame } from './fixtures';

describe('a move’s records (MOV-1, MOV-6, hr01-rail-movement)', () => {
  test('each moved unit’s record: its fields in order, `rail` last only for a move by rail', () => {
    const s = advanceTo(newGame('pacific-2001', ['hr01-rail-movement']), 'nonCombatMove');
    const inf = ids(s, 'Korea', 'Japan', 'infantry', 2);
    const byRail = apply(s, move(inf, 'Manchuria', 'Shantung')).state;
    const rail = byRail.movement.get(inf[0])!;
    expect(Object.keys(rail)).toEqual(['spent', 'startedAt', 'inCombatMove', 'unloaded', 'cameFrom', 'rail']);
    expect(rail).toEqual({ spent: 1, startedAt: 'Korea', inCombatMove: false, unloaded: false, cameFrom: 'Manchuria', rail: true });

    const t = advanceTo(newGame(), 'nonCombatMove');
    const walker = ids(t, 'Kiangsu', 'Japan', 'infantry', 1);
    const walked = apply(t, move(walker, 'Shantung')).state.movement.get(walker[0])!;
    expect(Object.keys(walked)).toEqual(['spent', 'startedAt', 'inCombatMove', 'unloaded', 'cameFrom']);
    expect(JSON.stringify(walked)).toBe('{"spent":1,"startedAt":"Kiangsu","inCombatMove":false,"unloaded":false,"cameFrom":"Kiangsu"}');
  });

  test('unloading: recorded by the move that unloads, in a new record; the moves before share theirs untouched', () => {
    let s = advanceTo(newGame(), 'nonCombatMove');
    const inf = ids(s, 'Japan', 'Japan', 'infantry', 2);
    const boarded = apply(s, move(inf, '6 Sea Zone')).state;
    expect(boarded.unloadedInto).toBe(s.unloadedInto); // no unloading: the same (empty) record
    const transport = boarded.units.get(inf[0])!.carriedBy!;
    s = apply(boarded, move([transport], '19 Sea Zone')).state;
    expect(s.unloadedInto).toBe(boarded.unloadedInto);
    const ashore = apply(s, move([inf[0]], 'Kiangsu')).state;
    expect(ashore.unloadedInto).toEqual({ [transport]: 'Kiangsu' });
    expect(s.unloadedInto).toEqual({});
    expect(ashore.unloadedInto).not.toBe(s.unloadedInto);
  });
});
