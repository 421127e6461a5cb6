// Where a game's snapshots are kept (projections/game-states.ts): at command ends, once the events since the last
// snapshot weigh SNAPSHOT_WEIGHT or number SNAPSHOT_EVERY and the state there keeps no moves for undo, or past
// SNAPSHOT_AT_MOST events whatever the state. A replay's time goes with what its events carry, so heavy stretches get
// snapshots sooner and no replay starts further back than SNAPSHOT_AT_MOST events and a command (docs/performance.md,
// "A board's tail in process"). Placement changes no answer: every replayed point equals the fold of its events.
import { fold } from '../../src/rules';
import { toGameEvent } from '../../src/app/upcast';
import { createServices } from '../../src/app/services';
import { createMemoryEventStore } from '../../src/store/memory';
import { GameStates, replayWeight, SNAPSHOT_AT_MOST, SNAPSHOT_EVERY, SNAPSHOT_WEIGHT, streamOf } from '../../projections/game-states';
import { playGame, tickingClock, uuidFrom } from '../support/command-player';

test('replayWeight is one and the length of each list in the payload', () => {
  expect(replayWeight({ round: 3, power: 'USA' })).toBe(1);
  expect(replayWeight({ from: 'Japan', route: ['a', 'b'], units: [{}, {}, {}], cargo: [] })).toBe(6);
  expect(replayWeight(null)).toBe(1);
});

// The rule, walked command end by command end over the stored events: where each snapshot must be.
function expectedSnapshots(events: { data: unknown }[], ends: Set<number>, at: { every: number; weight: number; atMost: number }) {
  let last = 0;
  let weight = 0;
  const expected: number[] = [];
  for (let n = 1; n <= events.length; n++) {
    weight += replayWeight(events[n - 1].data);
    if (!ends.has(n)) continue;
    const calm = fold(events.slice(0, n).map((e) => toGameEvent(e as never)))!.moveLog.length === 0;
    const since = n - last;
    if (since >= at.atMost || ((since >= at.every || weight >= at.weight) && calm)) {
      expected.push(n);
      last = n;
      weight = 0;
    }
  }
  return expected;
}

test('snapshots sit at the first calm command end that is due (by weight or count), or past the most events', async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, 'snapshot-placement', { now: tickingClock() });
  const gameId = uuidFrom('snapshot-placement');
  await playGame(services, { seed: 5101, gameId, events: 900 });
  const events = await store.readStream(streamOf(gameId));
  const defaults = { every: SNAPSHOT_EVERY, weight: SNAPSHOT_WEIGHT, atMost: SNAPSHOT_AT_MOST };
  // The defaults (an early game is light: kept by count), and a light weight bound, so that weight decides some.
  for (const at of [defaults, { every: 80, weight: 25, atMost: 120 }, { every: 1_000, weight: 1_000, atMost: 40 }]) {
    const entry = (await new GameStates(store, { snapshots: at, readChunk: 7 }).current(gameId))!;
    const snapshots = [...entry.snapshots.keys()].sort((a, b) => a - b);
    expect(snapshots).toEqual(expectedSnapshots(events, new Set(entry.commandEnds), at));
    expect(snapshots.length).toBeGreaterThan(5);
    const gaps = snapshots.map((n, i) => n - (snapshots[i - 1] ?? 0));
    if (at.weight < 100) expect(gaps.some((g) => g < at.every / 2)).toBe(true);
    for (const n of snapshots) expect(entry.snapshots.get(n)).toEqual(fold(events.slice(0, n).map(toGameEvent)));
  }
  expect(defaults).toEqual({ every: 80, weight: 400, atMost: 120 });
  await store.close();
}, 60_000);
