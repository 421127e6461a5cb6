// A replayed board folds what the store reads of the events after the nearest snapshot. Where the store can read the
// payloads alone (EventStore.readPayloads: SQLite), GameStates.at reads only them, not the whole events with their
// metadata (docs/performance.md, "Replayed boards that allocate less"): the states must be the same as the fold of
// the whole events, at every command end, from a projection built live or loaded from the store.
import { fold } from '../../src/rules';
import { toGameEvent } from '../../src/app/upcast';
import { createServices } from '../../src/app/services';
import { createSqliteEventStore } from '../../src/store/sqlite';
import type { EventStore } from '../../src/store/port';
import { GameStates, streamOf } from '../../projections/game-states';
import { boardView } from '../../projections/board';

const POWERS = ['Japan', 'USA', 'China', 'UK', 'ANZAC'];

test('GameStates.at reads payloads alone where the store can, and folds the same states as the whole events', async () => {
  const store = createSqliteEventStore({ path: ':memory:', pollIntervalMs: 0 });
  const services = createServices(store, 'secret');
  const gameId = '00000000-0000-4000-8000-000000000029';
  const run = async (commandId: string, token: string | null, command: any) => {
    const r = await services.commands.handle({ gameId, commandId, token, command });
    if (!r.ok) throw new Error(r.violation.message);
    return r;
  };
  await run('create', null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'payloads' });
  const tokens: Record<string, string> = {};
  for (const p of POWERS) tokens[p] = (await run(`seat-${p}`, null, { type: 'TakeSeat', power: p })).token!;
  for (let turn = 0; turn < 12; turn++) {
    const state = (await services.states.current(gameId))!.state;
    const token = tokens[state.current];
    if (state.current !== 'China') await run(`buy-${turn}`, token, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] });
    for (let p = 0; p < 6; p++) await run(`end-${turn}-${p}`, token, { type: 'EndPhase' });
  }
  const recorded = await store.readStream(streamOf(gameId));
  const events = recorded.map(toGameEvent);
  expect(events.length).toBeGreaterThan(120); // past a snapshot (one each 80 events or so in a game this light)
  expect((await services.states.current(gameId))!.snapshots.size).toBeGreaterThan(0);

  // The same store without readPayloads: GameStates falls back to readStream.
  const wholeEvents: EventStore = { ...store, readPayloads: undefined, readStream: (id, o) => store.readStream(id, o) };
  const withPayloads = [services.states, new GameStates(store)];
  const fallback = new GameStates(wholeEvents);
  for (const states of [...withPayloads, fallback]) await states.current(gameId);
  const read = jest.spyOn(store, 'readStream');
  const payloads = jest.spyOn(store, 'readPayloads');
  const ns = [1, 2, 5, 49, 50, 51, 99, 100, 101, events.length - 1, events.length];
  for (const n of ns) {
    const expected = fold(events.slice(0, n))!;
    for (const states of withPayloads) expect(await states.at(gameId, n, (await states.current(gameId))!)).toEqual(expected);
    expect(boardView((await services.states.at(gameId, n))!)).toEqual(boardView(expected));
  }
  // Replays read payloads only (current() reads the store for newer events, from the end: no toRevision).
  expect(payloads).toHaveBeenCalled();
  expect(read.mock.calls.filter(([, options]) => options?.toRevision !== undefined)).toEqual([]);
  payloads.mockClear();
  for (const n of ns) expect(await fallback.at(gameId, n, (await fallback.current(gameId))!)).toEqual(fold(events.slice(0, n)));
  expect(payloads).not.toHaveBeenCalled();
  expect(read.mock.calls.filter(([, options]) => options?.toRevision !== undefined).length).toBeGreaterThan(0);
  await store.close();
});
