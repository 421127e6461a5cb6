// The game list (projections/game-list.ts): folded as this process appends,
// caught up from the log for other processes' appends, and checkpointed in the
// SQLite file so that a restart folds only the events after its checkpoint.
// Whatever path an event takes, the list equals one folded from the whole log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_LIST_CHECKPOINT, GameList } from '../../projections/game-list';
import { timelineOf } from '../../projections/timeline';
import type { CommandOutcome } from '../../src/app/commands';
import { createServices } from '../../src/app/services';
import type { EventStore } from '../../src/store/port';
import { createMemoryEventStore } from '../../src/store/memory';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { playGame, tickingClock, uuidFrom } from '../support/command-player';

const SECRET = 'game-list-secret';
const dir = mkdtempSync(join(tmpdir(), 'pacific-list-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The store, counting the events its readAll returns. */
function counting(store: EventStore) {
  const counted = { readAllEvents: 0 };
  const wrapped: EventStore = Object.create(store);
  wrapped.readAll = async (options) => {
    const events = await store.readAll(options);
    counted.readAllEvents += events.length;
    return events;
  };
  return { store: wrapped, counted };
}

/** The list folded from the whole log, without any checkpoint. */
async function rebuilt(store: EventStore) {
  const plain: EventStore = Object.create(store);
  Object.defineProperty(plain, 'checkpoints', { value: null });
  return new GameList(plain).list();
}

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never true: ${what}`);
}

test('a restart loads the checkpoint and folds only the events after it; the list equals a full rebuild', async () => {
  const path = join(dir, 'restart.db');
  // First run: three games, a checkpoint at least every 50 events.
  const first = createSqliteEventStore({ path });
  const a = createServices(first, SECRET, { now: tickingClock(), gameList: { checkpointEvery: 50 } });
  const ids = [1, 2, 3].map((i) => uuidFrom(`list-${i}`));
  const played = [];
  for (const [i, gameId] of ids.entries()) played.push(await playGame(a, { seed: 5000 + i, gameId, events: 80 }));
  await a.games.list();
  const last = (await first.readAll()).at(-1)!.position;
  await eventually(
    async () => (await first.checkpoints!.load(GAME_LIST_CHECKPOINT))?.position === last,
    'the checkpoint reaches the end of the log',
  );
  await first.close();

  // Another process appends while the first is down: two new games, and an event of an old one.
  const second = createSqliteEventStore({ path });
  const b = createServices(second, SECRET, { now: tickingClock(Date.UTC(2026, 1, 1)) });
  const disclosed = await b.commands.handle({
    gameId: ids[0],
    commandId: uuidFrom('disclose'),
    token: played[0].organizerToken,
    command: { type: 'DiscloseDiceSeed' },
  });
  expect(disclosed.ok).toBe(true);
  await playGame(b, { seed: 5009, gameId: uuidFrom('list-4'), events: 30 });
  await playGame(b, { seed: 5010, gameId: uuidFrom('list-5'), events: 10 });
  await second.close();
  const newEvents = await (async () => {
    const s = createSqliteEventStore({ path });
    const n = (await s.readAll({ after: last })).length;
    await s.close();
    return n;
  })();
  expect(newEvents).toBeGreaterThan(0);

  // Restart: only the events after the checkpoint are read.
  const third = createSqliteEventStore({ path });
  const { store, counted } = counting(third);
  const list = new GameList(store);
  const games = await list.list();
  expect(counted.readAllEvents).toBe(newEvents);
  expect(games).toHaveLength(5);
  expect(games).toEqual(await rebuilt(third));
  expect(games.find((g) => g.gameId === ids[0])!.eventCount).toBe((await third.streamRevision(`game-${ids[0]}`)) + 1);
  await third.close();
});

test("this process's appends are listed without reading the log; another store object's at the next read", async () => {
  const path = join(dir, 'live.db');
  const mine = createSqliteEventStore({ path });
  const { store, counted } = counting(mine);
  const services = createServices(store, SECRET, { now: tickingClock() });
  const gameId = uuidFrom('live-1');
  await services.games.list();
  let answered = 0;
  await playGame(services, {
    seed: 6001,
    gameId,
    events: 40,
    // As the API answers an accepted command: the game's summary, already up to date.
    afterCommand: async (outcome) => {
      if (!outcome.ok) return;
      const summary = (await services.games.get(gameId))!;
      expect(summary.eventCount).toBe(outcome.events.at(-1)!.revision + 1);
      answered++;
    },
  });
  expect(answered).toBeGreaterThan(10);
  expect(counted.readAllEvents).toBe(0); // nothing was read from the log: every event was folded as it was appended

  const other = createSqliteEventStore({ path });
  const elsewhere = createServices(other, SECRET, { now: tickingClock(Date.UTC(2026, 2, 1)) });
  await playGame(elsewhere, { seed: 6002, gameId: uuidFrom('live-2'), events: 20 });
  await other.close();

  // The next read folds what the other store object appended, and only that.
  const listed = await services.games.list();
  expect(counted.readAllEvents).toBe((await mine.readAll()).filter((e) => e.streamId === `game-${uuidFrom('live-2')}`).length);
  expect(listed.map((g) => g.gameId).sort()).toEqual([gameId, uuidFrom('live-2')].sort());
  expect(listed).toEqual(await rebuilt(mine));
  await mine.close();
});

test("a command's answer lists its game without a read after this process's appends, and with one after another's", async () => {
  const path = join(dir, 'after.db');
  const mine = createSqliteEventStore({ path });
  const reads = { calls: 0 };
  const store: EventStore = Object.create(mine);
  store.readAll = (options) => {
    reads.calls++;
    return mine.readAll(options);
  };
  const services = createServices(store, SECRET, { now: tickingClock() });
  await services.games.list();
  const readsBefore = reads.calls;
  // As the API answers an accepted command (src/api/resolvers/commands.ts): the game as of its last event.
  const answers: { eventCount: number; expected: number }[] = [];
  const answer = (gameId: string) => async (outcome: CommandOutcome) => {
    if (!outcome.ok) return;
    const last = outcome.events.at(-1)!;
    const summary = (await services.games.getAfter(gameId, last.position))!;
    answers.push({ eventCount: summary.eventCount, expected: last.revision + 1 });
  };
  await playGame(services, { seed: 6101, gameId: uuidFrom('after-1'), events: 30, afterCommand: answer(uuidFrom('after-1')) });
  expect(answers.length).toBeGreaterThan(10);
  for (const a of answers) expect(a.eventCount).toBe(a.expected);
  expect(reads.calls).toBe(readsBefore); // every answer came from the events pushed as they were appended

  // Another store object on the file appends a game: this process's next append lies after a gap in what it folded.
  const other = createSqliteEventStore({ path });
  await playGame(createServices(other, SECRET, { now: tickingClock(Date.UTC(2026, 2, 1)) }), {
    seed: 6102,
    gameId: uuidFrom('after-2'),
    events: 10,
  });
  await other.close();
  answers.length = 0;
  await playGame(services, { seed: 6103, gameId: uuidFrom('after-3'), events: 12, afterCommand: answer(uuidFrom('after-3')) });
  for (const a of answers) expect(a.eventCount).toBe(a.expected);
  expect(reads.calls).toBe(readsBefore + 1); // the first answer read the log across the gap; the others needed no read
  expect(await services.games.list()).toEqual(await rebuilt(mine));
  await mine.close();
});

test('the list and the timeline say what the rules fold says: round, power and phase after every command, in every rule system', async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, SECRET, { now: tickingClock() });
  const rulesets = ['pacific-1940', 'pacific-1940-2e', 'pacific-2001'];
  for (const [i, rulesetId] of rulesets.entries()) {
    const gameId = uuidFrom(`one-fold-${rulesetId}`);
    let compared = 0;
    await playGame(services, {
      seed: 7100 + i,
      gameId,
      rulesetId,
      events: 250,
      afterCommand: async (outcome) => {
        if (!outcome.ok) return;
        const [summary, state] = [(await services.games.get(gameId))!, (await services.states.current(gameId))!.state];
        expect([summary.round, summary.currentPower, summary.phase, summary.status]).toEqual([
          state.round,
          state.current,
          state.phase,
          state.status,
        ]);
        compared++;
      },
    });
    expect(compared).toBeGreaterThan(20);
    // Each timeline mark is the state at that event: the phase just begun, of that round and power.
    const marks = timelineOf(await store.readStream(`game-${gameId}`));
    expect(new Set(marks.map((m) => m.power)).size).toBeGreaterThan(1);
    for (const m of marks) {
      const at = (await services.states.at(gameId, m.eventNumber))!;
      expect([at.round, at.current, at.phase]).toEqual([m.round, m.power, m.phase]);
    }
  }
  await store.close();
});
