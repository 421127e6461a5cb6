// A board at an event answered from the cached game without the store's catch-up read (issue 29, the board's tail):
// only before the cached game's last command, so the answer is the same board a caught-up cache gives, and the
// catch-up still happens for an event in or after that command. The reader is a second projection on the same store,
// as another process would be, loaded in small chunks (a chunk may end inside a command).
import { fold } from '../../src/rules';
import { toGameEvent } from '../../src/app/upcast';
import { createServices } from '../../src/app/services';
import { createMemoryEventStore } from '../../src/store/memory';
import { commandEndOf, GameStates, streamOf } from '../../projections/game-states';
import { stateAt } from '../../src/api/resolvers/game';
import type { ApiContext } from '../../src/api/context';

const POWERS = ['Japan', 'USA', 'China', 'UK', 'ANZAC'];
const gameId = '00000000-0000-4000-8000-000000000029';

test('boards before the cached last command come from the cache; later ones catch up first; all equal the fold', async () => {
  const store = createMemoryEventStore();
  const writer = createServices(store, 'secret');
  let n = 0;
  const run = async (token: string | null, command: any) => {
    const r = await writer.commands.handle({ gameId, commandId: `c${++n}`, token, command });
    if (!r.ok) throw new Error(r.violation.message);
    return r;
  };
  const turns = async (count: number) => {
    for (let t = 0; t < count; t++) {
      const state = (await writer.states.current(gameId))!.state;
      const token = tokens[state.current];
      if (state.current !== 'China') await run(token, { type: 'PurchaseUnits', units: [{ type: 'infantry', count: 1 }] });
      for (let p = 0; p < 6; p++) await run(token, { type: 'EndPhase' });
    }
  };
  await run(null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'cache' });
  const tokens: Record<string, string> = {};
  for (const p of POWERS) tokens[p] = (await run(null, { type: 'TakeSeat', power: p })).token!;
  await turns(8);

  const reader = new GameStates(store, { readChunk: 7 });
  const ctx = { services: { states: reader, store } } as unknown as ApiContext;
  const cached = (await reader.current(gameId))!;
  const cachedRevision = cached.revision;
  const ends = [...cached.commandEnds];
  await turns(4); // appended by the writer only: the reader's cache is now behind the store
  const events = (await store.readStream(streamOf(gameId))).map(toGameEvent);
  expect(events.length).toBeGreaterThan(cachedRevision + 20);
  const truth = new GameStates(store);
  const caughtUp = (await truth.current(gameId))!;
  const expected = (at: number) => fold(events.slice(0, commandEndOf(caughtUp, at)));

  // Before the cached last command: from the cache, which stays where it was.
  for (const at of [1, 2, ends[3] - 1, ends[ends.length - 2]]) {
    expect(await stateAt(ctx, gameId, at)).toEqual(expected(at));
    expect(reader.cached(gameId)!.revision).toBe(cachedRevision);
  }
  // In the cached last command: caught up first.
  const inLast = ends[ends.length - 2] + 1;
  expect(await stateAt(ctx, gameId, inLast)).toEqual(expected(inLast));
  expect(reader.cached(gameId)!.revision).toBe(events.length - 1);
  // After it, and beyond the game: as before.
  expect(await stateAt(ctx, gameId, events.length)).toEqual(expected(events.length));
  await expect(stateAt(ctx, gameId, events.length + 1)).rejects.toThrow(`numbered 1 to ${events.length}`);
  await expect(stateAt(ctx, gameId, 0)).rejects.toThrow('is not an event of this game');
});
