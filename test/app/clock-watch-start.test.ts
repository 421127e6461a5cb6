// The clock watcher's start on a large store (src/app/clock-watch.ts, issue 29's start row): it reads the first event
// of every running game to find the ones with clocks. The SQLite store reads synchronously, so without a turn of the
// event loop between reads the server could not listen (nor answer anyone) until all were read: half a second on a
// store of 10,000 games. These fakes answer as synchronously as SQLite does.
import { ClockWatch } from '../../src/app/clock-watch';

test('start lets the event loop turn while it reads many games, and still reads every running game', async () => {
  const games = Array.from({ length: 1000 }, (_, i) => ({ gameId: `g${i}`, status: 'active' }));
  const reads: string[] = [];
  const store = {
    onAppended: () => () => undefined,
    readStream: async (stream: string) => {
      reads.push(stream);
      return [{ data: stream.endsWith('7') ? { clocks: { budgetMs: 60_000 } } : {} }];
    },
  };
  const watch = new ClockWatch({
    store: store as never,
    states: { current: async () => null } as never,
    games: { list: async () => games } as never,
    commands: {} as never,
  });
  let readsWhenTheLoopTurned = -1;
  setImmediate(() => (readsWhenTheLoopTurned = reads.length));
  await watch.start();
  // The loop turned before the last game was read (it would not have until all were, without the yield).
  expect(readsWhenTheLoopTurned).toBeGreaterThan(0);
  expect(readsWhenTheLoopTurned).toBeLessThan(games.length);
  expect(reads).toHaveLength(games.length);
  watch.stop();
});
