// The cache of game states (projections/game-states.ts) and the command
// service's use of it: commands decide on the cached state without reading the
// store, the state a command's decision folded is kept without folding it again,
// and games are evicted when the cache is full. None of this may change a
// byte of what is appended: the soak players play the same game with the cache
// and with the state folded again from the stored events before every command.
import { fold } from '../../src/rules';
import { toGameEvent } from '../../src/app/upcast';
import { createServices } from '../../src/app/services';
import { createMemoryEventStore } from '../../src/store/memory';
import { DEFAULT_GAME_CACHE, GameStates, streamOf } from '../../projections/game-states';
import { configFromEnv } from '../../src/app/config';
import { playGame, tickingClock, uuidFrom } from '../support/command-player';

const SECRET = 'state-cache-secret';

async function play(seed: number, events: number, reloadEveryCommand: boolean) {
  const store = createMemoryEventStore();
  const services = createServices(store, SECRET, { now: tickingClock() });
  const gameId = uuidFrom(`state-cache-${seed}`);
  const game = await playGame(services, {
    seed,
    gameId,
    events,
    beforeCommand: reloadEveryCommand ? () => services.states.forget(gameId) : undefined,
  });
  const log = await store.readStream(streamOf(gameId));
  await store.close();
  return { game, log };
}

test.each([2001, 2002])(
  'seed %i: kept and reused states append byte-identical events to states folded from the store before every command',
  async (seed) => {
    const cached = await play(seed, 700, false);
    const reloaded = await play(seed, 700, true);
    expect(cached.log.length).toBeGreaterThanOrEqual(700);
    expect(cached.game.commands).toBe(reloaded.game.commands);
    expect(JSON.stringify(cached.log)).toBe(JSON.stringify(reloaded.log));
    // Battles were fought, so moves, dice and casualties went through the reused states.
    expect(cached.log.some((e) => e.type === 'DiceRolled')).toBe(true);
    // And the state kept at the end is the fold of what was stored.
    expect(cached.game.state).toEqual(fold(reloaded.log.map(toGameEvent)));
  },
  60_000,
);

test('a game evicted from a full cache is folded again from its events into the same entry', async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, SECRET, { now: tickingClock() });
  const ids = [1, 2, 3].map((i) => uuidFrom(`evict-${i}`));
  for (const [i, gameId] of ids.entries()) await playGame(services, { seed: 3000 + i, gameId, events: 150 });
  const live = new Map(await Promise.all(ids.map(async (id) => [id, (await services.states.current(id))!] as const)));

  const small = new GameStates(store, { maxGames: 2 });
  for (const id of ids) await small.current(id);
  expect(small.size.games).toBe(2);
  expect(small.cached(ids[0])).toBeNull(); // least recently used: gone
  const reloaded = (await small.current(ids[0]))!;
  const original = live.get(ids[0])!;
  expect(reloaded.state).toEqual(original.state);
  expect(reloaded.revision).toBe(original.revision);
  expect(reloaded.lastHash).toBe(original.lastHash);
  expect(reloaded.commandEnds).toEqual(original.commandEnds);
  expect([...reloaded.commands]).toEqual([...original.commands]);
  expect(small.size.games).toBe(2);
  expect(small.cached(ids[1])).toBeNull(); // the next least recently used made room

  // Bounded by events as well: a cache of at most 400 events keeps two 150-odd-event games, not three.
  const byEvents = new GameStates(store, { maxEvents: 400 });
  for (const id of ids) await byEvents.current(id);
  expect(byEvents.size.games).toBe(2);
  expect(byEvents.size.events).toBeLessThanOrEqual(400);

  // Every point of a replay is the same, however the entry was built (snapshots at other places or none).
  for (const n of [1, 60, 101, 149, original.revision + 1]) expect(await small.at(ids[0], n)).toEqual(await services.states.at(ids[0], n));
  await store.close();
});

test('a game read and folded a few events at a time is the same entry as one folded whole, commands split across reads included', async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, SECRET, { now: tickingClock() });
  const gameId = uuidFrom('chunked');
  await playGame(services, { seed: 3101, gameId, events: 300 });
  const whole = (await new GameStates(store, { readChunk: 1_000_000 }).current(gameId))!;
  // Some command's events straddle a 7-event read: the chunks below do split commands.
  expect(whole.commandEnds.some((end, i) => end - (whole.commandEnds[i - 1] ?? 0) > 1)).toBe(true);
  let reads = 0;
  const readStream = store.readStream.bind(store);
  store.readStream = async (...args) => {
    reads++;
    return readStream(...args);
  };
  for (const readChunk of [1, 7, 300]) {
    reads = 0;
    const chunked = new GameStates(store, { readChunk });
    const entry = (await chunked.current(gameId))!;
    expect(reads).toBe(Math.floor((whole.revision + 1) / readChunk) + 1);
    expect(entry.state).toEqual(whole.state);
    expect(entry.revision).toBe(whole.revision);
    expect(entry.lastHash).toBe(whole.lastHash);
    expect(entry.commandEnds).toEqual(whole.commandEnds);
    expect([...entry.commands]).toEqual([...whole.commands]);
    expect([...entry.snapshots.keys()]).toEqual([...whole.snapshots.keys()]);
    // The cache counts every event of the game, however many reads built it (its bound is in events).
    expect(chunked.size).toEqual({ games: 1, events: whole.revision + 1 });
  }
  await store.close();
});

test('a game that grows by commands is counted in the cache with all its events, so GAME_CACHE_EVENTS bounds live games too', async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, SECRET, { now: tickingClock() });
  const gameId = uuidFrom('grows');
  await playGame(services, { seed: 3201, gameId, events: 200 });
  const entry = services.states.cached(gameId)!;
  expect(entry.revision + 1).toBeGreaterThanOrEqual(200);
  // Created with one event, then grown command by command through apply(): all of them count.
  expect(services.states.size).toEqual({ games: 1, events: entry.revision + 1 });
  await store.close();
});

test('a command decides on the cached state without reading the store', async () => {
  const store = createMemoryEventStore();
  const services = createServices(store, SECRET, { now: tickingClock() });
  const gameId = uuidFrom('no-read');
  const game = await playGame(services, { seed: 4001, gameId, events: 20 });
  let reads = 0;
  const readStream = store.readStream.bind(store);
  store.readStream = async (...args) => {
    reads++;
    return readStream(...args);
  };
  const r = await services.commands.handle({
    gameId,
    commandId: uuidFrom('no-read-end'),
    token: game.tokens[game.state.current],
    command: { type: 'EndPhase' },
  });
  expect(r.ok).toBe(true);
  expect(reads).toBe(0);
  await store.close();
});

test('GAME_CACHE_GAMES and GAME_CACHE_EVENTS bound the cache; defaults otherwise', () => {
  const base = { EVENT_STORE: 'memory', TOKEN_SECRET: 'x'.repeat(32) };
  expect(configFromEnv(base).gameCache).toEqual(DEFAULT_GAME_CACHE);
  expect(configFromEnv({ ...base, GAME_CACHE_GAMES: '20', GAME_CACHE_EVENTS: '5000' }).gameCache).toEqual({
    maxGames: 20,
    maxEvents: 5000,
  });
  expect(() => configFromEnv({ ...base, GAME_CACHE_GAMES: '0' })).toThrow(/GAME_CACHE_GAMES must be a whole number/);
  expect(() => configFromEnv({ ...base, GAME_CACHE_EVENTS: 'lots' })).toThrow(/GAME_CACHE_EVENTS/);
});
