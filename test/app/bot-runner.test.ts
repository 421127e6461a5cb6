// docs/bots.md: the bot runner is reproducible and survives a restart. A game whose
// seats are all bots, played by one runner for 60 bot commands, and the same game
// played by a runner stopped after 30 and a new one (a restarted server: it finds
// the game in the game list) for the other 30, append the same events: the bot's
// randomness and the command ids come from the game id and its event count.
import { BotRunner } from '../../src/app/bot-runner';
import { createServices, type Services } from '../../src/app/services';
import { NoLegalCommand, randomBot, type Bot } from '../../src/bots';
import { createMemoryEventStore } from '../../src/store/memory';
import { streamOf } from '../../projections/game-states';
import { tickingClock, uuidFrom } from '../support/command-player';
import type { PowerId } from '../../src/rules';

const GAME = uuidFrom('bot-runner-test');

/** The random bot, until `budget` commands of all runners given it were chosen: then it finds none (the runner stops). */
function limited(budget: { left: number }): Bot {
  return (s, power, random) => {
    if (budget.left-- <= 0) throw new NoLegalCommand(s, power, 'random');
    return randomBot(s, power, random);
  };
}

async function newBotGame(): Promise<Services> {
  const services = createServices(createMemoryEventStore(), 'bot-runner-secret', { now: tickingClock() });
  const created = await services.commands.handle({
    gameId: GAME,
    commandId: uuidFrom('create'),
    token: null,
    command: { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'bots' },
  });
  if (!created.ok) throw new Error(created.violation.message);
  await seatBots(services, created.token!, ['Japan', 'USA', 'China', 'UK', 'ANZAC']);
  return services;
}

/** The organizer hands each seat to the random bot, in this order. */
async function seatBots(services: Services, organizerToken: string, powers: PowerId[]): Promise<void> {
  for (const power of powers) {
    const r = await services.commands.handle({
      gameId: GAME,
      commandId: uuidFrom(`seat ${power}`),
      token: organizerToken,
      command: { type: 'SeatBot', power, bot: 'random', reason: 'practice' },
    });
    if (!r.ok) throw new Error(r.violation.message);
  }
}

const played = async (services: Services) =>
  (await services.store.readStream(streamOf(GAME))).map((e) => ({
    type: e.type,
    data: e.data,
    bot: e.metadata.bot,
    actor: e.metadata.actor,
  }));

test('one runner, or one stopped halfway and another after a restart: the same events', async () => {
  const once = await newBotGame();
  const single = new BotRunner(once, { bots: { random: limited({ left: 60 }) } });
  single.poke(GAME);
  await single.idle();
  await single.close();
  expect(single.counts).toEqual({ accepted: 60, raced: 0, outOfTime: 0, refused: 0 });

  const twice = await newBotGame();
  const budget = { left: 30 };
  const first = new BotRunner(twice, { bots: { random: limited(budget) } });
  first.poke(GAME);
  await first.idle();
  await first.close();
  budget.left = 30;
  const restarted = new BotRunner(twice, { bots: { random: limited(budget) } });
  await restarted.start();
  await restarted.idle();
  await restarted.close();
  expect(first.counts.accepted + restarted.counts.accepted).toBe(60);

  const a = await played(once);
  const b = await played(twice);
  expect(a.length).toBeGreaterThan(66);
  expect(b).toEqual(a);
  expect(a.slice(6).every((e) => e.bot === 'random' && e.actor !== 'organizer')).toBe(true);
});

test('after a command in a game no bot plays, the runner reads nothing; once a bot is seated, it plays', async () => {
  const store = createMemoryEventStore();
  let reads = 0;
  const readStream = store.readStream.bind(store);
  store.readStream = (...args) => {
    reads++;
    return readStream(...args);
  };
  const services = createServices(store, 'bot-runner-secret', { now: tickingClock() });
  const created = await services.commands.handle({
    gameId: GAME,
    commandId: uuidFrom('create'),
    token: null,
    command: { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'people' },
  });
  if (!created.ok) throw new Error(created.violation.message);
  const runner = new BotRunner(services, { bots: { random: limited({ left: 3 }) } });
  services.commands.onAppended((gameId) => runner.poke(gameId));
  const before = reads;
  runner.poke(GAME);
  await runner.idle();
  expect(reads).toBe(before);
  expect(runner.counts).toEqual({ accepted: 0, raced: 0, outOfTime: 0, refused: 0 });

  const seated = await services.commands.handle({
    gameId: GAME,
    commandId: uuidFrom('seat bot'),
    token: created.token,
    command: { type: 'SeatBot', power: 'Japan' as PowerId, bot: 'random', reason: 'practice' },
  });
  if (!seated.ok) throw new Error(seated.violation.message);
  await runner.idle();
  await runner.close();
  expect(runner.counts.accepted).toBe(3);
});

test("a bot seat whose clock ran out before its command came: counted as out of time, not as the bot's fault, and the seat waits for the clock's time-out", async () => {
  // docs/clocks.md: on a busy server a bot can run out of a short clock while it chooses; the refusal
  // (CLOCK_RAN_OUT) is time, and the clock watcher's time-out policy moves the game on.
  let t = Date.UTC(2026, 0, 1);
  const services = createServices(createMemoryEventStore(), 'bot-runner-secret', { now: () => new Date(t) });
  const created = await services.commands.handle({
    gameId: GAME,
    commandId: uuidFrom('create'),
    token: null,
    command: {
      type: 'CreateGame',
      rulesetId: 'pacific-1940',
      options: [],
      name: 'clocked bots',
      clocks: { mode: 'budget', budgetMs: 1_000, incrementMs: 0, onTimeOut: 'END_TURN' },
    },
  });
  if (!created.ok) throw new Error(created.violation.message);
  // Every seat taken (the clocks start with the last), then handed to the bot, Japan's last.
  for (const power of ['USA', 'China', 'UK', 'ANZAC', 'Japan'] as PowerId[]) {
    const took = await services.commands.handle({
      gameId: GAME,
      commandId: uuidFrom(`take ${power}`),
      token: null,
      command: { type: 'TakeSeat', power },
    });
    if (!took.ok) throw new Error(took.violation.message);
  }
  await seatBots(services, created.token!, ['USA', 'China', 'UK', 'ANZAC', 'Japan']);
  const before = (await services.store.readStream(streamOf(GAME))).length;
  t += 60_000; // Japan's bot "chose" for a minute: its second is long gone
  const logged: { msg: string; code?: string }[] = [];
  const log = { info: (o: { code?: string }, msg: string) => logged.push({ msg, code: o.code }), warn: () => {}, error: () => {} };
  const runner = new BotRunner(services, { bots: { random: limited({ left: 5 }) }, log: log as never });
  runner.poke(GAME);
  await runner.idle();
  await runner.close();
  expect(runner.counts).toEqual({ accepted: 0, raced: 0, outOfTime: 1, refused: 0 });
  expect(logged).toEqual([
    { msg: "bot runner: the seat's clock ran out before the bot's command; its time-out is the clock's to record", code: 'CLOCK_RAN_OUT' },
  ]);
  expect((await services.store.readStream(streamOf(GAME))).length).toBe(before);
});
