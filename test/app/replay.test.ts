// Replays: the board after any event number is the fold of exactly that many
// events, however the state was cached or snapshotted.
import { fold } from '../../src/rules';
import { toGameEvent } from '../../src/app/upcast';
import { createServices } from '../../src/app/services';
import { createMemoryEventStore } from '../../src/store/memory';
import { commandEndOf, GameStates, streamOf } from '../../projections/game-states';
import { boardView } from '../../projections/board';

const POWERS = ['Japan', 'USA', 'China', 'UK', 'ANZAC'];

test('GameStates.at(n) equals folding the first n events, across snapshots; a fresh projection agrees', async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, 'secret');
  const gameId = '00000000-0000-4000-8000-000000000002';
  const run = async (commandId: string, token: string | null, command: any) => {
    const r = await services.commands.handle({ gameId, commandId, token, command });
    if (!r.ok) throw new Error(r.violation.message);
    return r;
  };
  await run('create', null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'replay' });
  const tokens: Record<string, string> = {};
  for (const p of POWERS) tokens[p] = (await run(`seat-${p}`, null, { type: 'TakeSeat', power: p })).token!;
  // Enough turns to pass the 100-event snapshot mark.
  for (let turn = 0; turn < 20; turn++) {
    const state = (await services.states.current(gameId))!.state;
    const token = tokens[state.current];
    if (state.current !== 'China') await run(`buy-${turn}`, token, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] });
    for (let p = 0; p < 6; p++) await run(`end-${turn}-${p}`, token, { type: 'EndPhase' });
  }
  const events = (await store.readStream(streamOf(gameId))).map(toGameEvent);
  expect(events.length).toBeGreaterThan(100);
  const fresh = new GameStates(store);
  for (const n of [1, 2, 7, 99, 100, 101, events.length - 1, events.length]) {
    const expected = fold(events.slice(0, n));
    expect(await services.states.at(gameId, n)).toEqual(expected);
    expect(await fresh.at(gameId, n)).toEqual(expected);
  }
  expect(await services.states.at(gameId, 0)).toBeNull();
  expect(await services.states.at(gameId, events.length + 1)).toBeNull();
  const board = boardView((await services.states.at(gameId, events.length))!);
  expect(board.eventNumber).toBe(events.length);
  expect(board.round).toBe(5);
});

test('commandEndOf: every event number maps to the last event of its command, in a projection built live or from the store', async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, 'secret');
  const gameId = '00000000-0000-4000-8000-000000000003';
  let n = 0;
  const run = async (token: string | null, command: any) => {
    const r = await services.commands.handle({ gameId, commandId: `c${++n}`, token, command });
    if (!r.ok) throw new Error(r.violation.message);
    return r;
  };
  await run(null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'ends' });
  const tokens: Record<string, string> = {};
  for (const p of POWERS) tokens[p] = (await run(null, { type: 'TakeSeat', power: p })).token!;
  for (let turn = 0; turn < 3; turn++) {
    const token = tokens[(await services.states.current(gameId))!.state.current];
    for (let p = 0; p < 6; p++) await run(token, { type: 'EndPhase' });
  }
  const events = await store.readStream(streamOf(gameId));
  // From the log: an event ends its command when the next event has another command id.
  const expected = events.map((_, i) => {
    let j = i;
    while (j + 1 < events.length && events[j + 1].metadata.commandId === events[i].metadata.commandId) j++;
    return j + 1;
  });
  expect(new Set(expected).size).toBeLessThan(events.length); // some commands appended several events
  for (const states of [services.states, new GameStates(store)]) {
    const entry = (await states.current(gameId))!;
    expect(events.map((e) => commandEndOf(entry, e.revision + 1))).toEqual(expected);
    expect(() => commandEndOf(entry, events.length + 1)).toThrow(RangeError);
  }
});
