// A game's load folds what the store reads of each event: where the store can read only what the fold keeps
// (EventStore.readFolded: SQLite), GameStates.current reads that, not the whole events with their metadata
// (docs/performance.md, "A game's load reads what it folds"). The entry must be the same as one loaded from the whole
// events, folded whole or a few events at a time, and every state a replay gives (from the snapshots) the fold of the
// events up to there.
import { fold } from '../../src/rules';
import { toGameEvent } from '../../src/app/upcast';
import { createServices } from '../../src/app/services';
import { createSqliteEventStore } from '../../src/store/sqlite';
import type { EventStore } from '../../src/store/port';
import { GameStates, type GameEntry, streamOf } from '../../projections/game-states';
import { boardView } from '../../projections/board';
import { playGame, tickingClock, uuidFrom } from '../support/command-player';

const sameEntry = (entry: GameEntry, expected: GameEntry) => {
  expect(entry.state).toEqual(expected.state);
  expect(entry.revision).toBe(expected.revision);
  expect(entry.lastHash).toBe(expected.lastHash);
  expect(entry.commandEnds).toEqual(expected.commandEnds);
  expect([...entry.commands]).toEqual([...expected.commands]);
  expect([...entry.snapshots.keys()]).toEqual([...expected.snapshots.keys()]);
  for (const [n, state] of entry.snapshots) expect(state).toEqual(expected.snapshots.get(n));
  expect(entry.weightSinceSnapshot).toBe(expected.weightSinceSnapshot);
};

test('a game loaded from what the fold keeps is the entry loaded from the whole events, in chunks of any size, and its replays are the folds', async () => {
  const store = createSqliteEventStore({ path: ':memory:', pollIntervalMs: 0 });
  const services = createServices(store, 'load-folded-secret', { now: tickingClock() });
  const gameId = uuidFrom('load-folded');
  await playGame(services, { seed: 2901, gameId, events: 700 });
  const live = (await services.states.current(gameId))!;
  const recorded = await store.readStream(streamOf(gameId));
  expect(recorded.length).toBeGreaterThanOrEqual(700);
  expect(live.snapshots.size).toBeGreaterThan(3);

  // The same store without readFolded: GameStates reads the whole events (readStream), as on the other stores.
  const wholeEvents: EventStore = { ...store, readFolded: undefined, readStream: (id, o) => store.readStream(id, o) };
  const whole = (await new GameStates(wholeEvents).current(gameId))!;
  sameEntry(whole, live);
  const folded = jest.spyOn(store, 'readFolded');
  const read = jest.spyOn(store, 'readStream');
  for (const readChunk of [1, 7, 100, 1_000_000]) {
    folded.mockClear();
    const states = new GameStates(store, { readChunk });
    const entry = (await states.current(gameId))!;
    expect(folded).toHaveBeenCalledTimes(Math.floor(recorded.length / readChunk) + 1);
    sameEntry(entry, whole);
    if (readChunk !== 7) continue;
    // Replays from the loaded entry's snapshots: every 13th event and every command end near a snapshot.
    const events = recorded.map(toGameEvent);
    const ns = new Set<number>();
    for (let n = 1; n <= events.length; n += 13) ns.add(n);
    for (const s of entry.snapshots.keys()) for (const d of [-1, 0, 1, 2]) if (s + d >= 1 && s + d <= events.length) ns.add(s + d);
    for (const n of ns) {
      const expected = fold(events.slice(0, n))!;
      const state = (await states.at(gameId, n, entry))!;
      expect(state).toEqual(expected);
      expect(boardView(state)).toEqual(boardView(expected));
    }
  }
  // A load read nothing but what it folds.
  expect(read).not.toHaveBeenCalled();
  await store.close();
}, 120_000);
