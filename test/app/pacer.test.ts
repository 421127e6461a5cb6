// docs/bots.md "Pacing" (issue 29): the pacer of automatic play, on an injected clock. Each automatic command is
// charged the time it took; once the budget (refilled at share × elapsed, up to a burst) is spent, commands wait;
// waiting games take turns; over any stretch the automatic time is bounded by burst + share × elapsed. The bot runner
// paced this way appends exactly the events it appends unpaced (only their timing changes).
import { BotRunner } from '../../src/app/bot-runner';
import { botShareFrom } from '../../src/app/config';
import { DEFAULT_BOT_SHARE, Pacer } from '../../src/app/pacer';
import { createServices, type Services } from '../../src/app/services';
import { NoLegalCommand, randomBot, type Bot } from '../../src/bots';
import { createMemoryEventStore } from '../../src/store/memory';
import { streamOf } from '../../projections/game-states';
import { uuidFrom } from '../support/command-player';
import type { PowerId } from '../../src/rules';

/** A process clock that moves only when a command "costs" time or the pacer sleeps (the sleep passes at once). */
function virtualTime() {
  const v = { t: 0, slept: 0, now: () => v.t, sleep: async (ms: number) => void ((v.t += ms), (v.slept += ms)) };
  return v;
}

/** A game's loop as the bot runner runs it: one command at a time, each `cost` ms long, `n` of them. */
async function loop(pacer: Pacer, v: { t: number }, key: string, n: number, cost: number, order: string[]): Promise<void> {
  for (let i = 0; i < n; i++)
    await pacer.run(key, () => {
      v.t += cost;
      order.push(key);
    });
}

test('each command is charged the time it took; within the burst nothing waits', async () => {
  const v = virtualTime();
  const pacer = new Pacer({ share: 0.25, burstMs: 100, now: v.now, sleep: v.sleep });
  const order: string[] = [];
  await loop(pacer, v, 'a', 3, 7, order);
  expect(pacer.stats).toEqual({ runs: 3, waited: 0, chargedMs: 21 });
  expect(v.slept).toBe(0);
});

test('once the budget is spent a command waits until share × elapsed has paid the debt back', async () => {
  let t = 0;
  const sleeps: { ms: number; wake: () => void }[] = [];
  const pacer = new Pacer({
    share: 0.5,
    burstMs: 10,
    now: () => t,
    sleep: (ms) => new Promise<void>((wake) => sleeps.push({ ms, wake })),
  });
  await pacer.run('a', () => void (t += 30)); // 10 - 30: 20 ms in debt
  let ran = false;
  const next = pacer.run('a', () => void (ran = true));
  await new Promise((r) => setImmediate(r));
  expect(ran).toBe(false);
  expect(pacer.waiting()).toEqual(['a']);
  // The debt of 20 ms at a share of 0.5 takes 40 ms of the process's time to pay back.
  expect(sleeps.map((s) => s.ms)).toEqual([40]);
  t += 40;
  sleeps[0].wake();
  await next;
  expect(ran).toBe(true);
  expect(pacer.stats.waited).toBe(1);
});

test('waiting games take turns: a game with long commands does not starve one with short ones', async () => {
  const v = virtualTime();
  const pacer = new Pacer({ share: 0.1, burstMs: 20, now: v.now, sleep: v.sleep });
  const order: string[] = [];
  await Promise.all([loop(pacer, v, 'busy', 20, 10, order), loop(pacer, v, 'small', 5, 1, order)]);
  expect(order.slice(0, 10)).toEqual(['busy', 'small', 'busy', 'small', 'busy', 'small', 'busy', 'small', 'busy', 'small']);
  expect(order.slice(10)).toEqual(Array(15).fill('busy'));
});

test('three games in turn, in the order they first waited', async () => {
  const v = virtualTime();
  const pacer = new Pacer({ share: 0.2, burstMs: 1, now: v.now, sleep: v.sleep });
  const order: string[] = [];
  await Promise.all(['x', 'y', 'z'].map((k) => loop(pacer, v, k, 4, 5, order)));
  expect(order).toEqual(['x', 'y', 'z', 'x', 'y', 'z', 'x', 'y', 'z', 'x', 'y', 'z']);
});

test('over a simulated stretch automatic time stays within burst + share × elapsed, and uses about that much', async () => {
  for (const share of [0.05, 0.25, 0.5]) {
    const v = virtualTime();
    const burstMs = 50;
    const pacer = new Pacer({ share, burstMs, now: v.now, sleep: v.sleep });
    const order: string[] = [];
    await Promise.all(Array.from({ length: 8 }, (_, i) => loop(pacer, v, `g${i}`, 100, 2 + (i % 3) * 4, order)));
    expect(order).toHaveLength(800);
    const charged = pacer.stats.chargedMs;
    expect(charged).toBe(100 * (2 + 6 + 10) * 2 + 100 * (2 + 6));
    // The bound (plus one command: the last one charged may overdraw what was left)...
    expect(charged).toBeLessThanOrEqual(burstMs + share * v.t + 10);
    // ...and the pacer does not hold back more than that: the time is what the share allows, not much more.
    expect(v.t).toBeLessThanOrEqual(charged / share + 10 / share);
  }
});

test('the log is told when commands waited, at most once a reporting period, with the games', async () => {
  const v = virtualTime();
  const reports: unknown[] = [];
  const pacer = new Pacer({ share: 0.5, burstMs: 10, now: v.now, sleep: v.sleep, reportEveryMs: 1000, onPaced: (r) => reports.push(r) });
  const order: string[] = [];
  // Within the burst: nothing waits, nothing is told.
  await loop(pacer, v, 'a', 1, 5, order);
  expect(reports).toEqual([]);
  v.t += 1000;
  await Promise.all([loop(pacer, v, 'a', 20, 20, order), loop(pacer, v, 'b', 20, 20, order)]);
  // 40 commands of 20 ms at a share of 0.5: 1.6 s, of which one report (the first wait) and one a second later.
  expect(reports).toHaveLength(2);
  expect(reports[0]).toMatchObject({ waited: 1, games: ['b'], share: 0.5 });
  expect((reports[1] as { games: string[] }).games.sort()).toEqual(['a', 'b']);
  expect((reports[1] as { overMs: number }).overMs).toBeGreaterThanOrEqual(1000);
});

test('share 1 is unpaced: nothing waits, nothing sleeps', async () => {
  const v = virtualTime();
  const pacer = new Pacer({ share: 1, burstMs: 1, now: v.now, sleep: v.sleep });
  const order: string[] = [];
  await Promise.all([loop(pacer, v, 'a', 10, 50, order), loop(pacer, v, 'b', 10, 50, order)]);
  expect(order).toHaveLength(20);
  expect(pacer.stats.waited).toBe(0);
  expect(v.slept).toBe(0);
});

test('closed, it releases the waiting commands unrun and runs no more', async () => {
  let t = 0;
  const pacer = new Pacer({ share: 0.1, burstMs: 1, now: () => t, sleep: () => new Promise<void>(() => undefined) });
  await pacer.run('a', () => void (t += 100));
  let ran = 0;
  const waiting = [pacer.run('a', () => ran++), pacer.run('b', () => ran++)];
  await new Promise((r) => setImmediate(r));
  pacer.close();
  expect(await Promise.all(waiting)).toEqual([undefined, undefined]);
  expect(await pacer.run('c', () => ran++)).toBeUndefined();
  expect(ran).toBe(0);
});

test('BOT_SHARE: a fraction or a percentage, 1 or off unpaced, the default otherwise; anything else refused', () => {
  expect(botShareFrom(undefined)).toBe(DEFAULT_BOT_SHARE);
  expect(botShareFrom(' ')).toBe(DEFAULT_BOT_SHARE);
  expect(botShareFrom('0.1')).toBe(0.1);
  expect(botShareFrom('25%')).toBe(0.25);
  expect(botShareFrom('1')).toBe(1);
  expect(botShareFrom('OFF')).toBe(1);
  for (const bad of ['0', '-0.5', '1.5', '150%', 'half', 'NaN']) expect(() => botShareFrom(bad)).toThrow(/BOT_SHARE/);
  expect(() => new Pacer({ share: 0 })).toThrow(/share/);
});

// The bot runner, paced on the virtual clock: every bot command "costs" 3 ms of it; each game has its own budget.
const bot =
  (v: { t: number }, budgets: Map<string, { left: number }>, order: string[]): Bot =>
  (s, power, random) => {
    const budget = budgets.get(s.gameId)!;
    if (budget.left-- <= 0) throw new NoLegalCommand(s, power, 'random');
    v.t += 3;
    order.push(s.gameId);
    return randomBot(s, power, random);
  };

async function newBotGame(services: Services, gameId: string): Promise<void> {
  const created = await services.commands.handle({
    gameId,
    commandId: uuidFrom(`create ${gameId}`),
    token: null,
    command: { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'bots' },
  });
  if (!created.ok) throw new Error(created.violation.message);
  for (const power of ['Japan', 'USA', 'China', 'UK', 'ANZAC'] as PowerId[]) {
    const r = await services.commands.handle({
      gameId,
      commandId: uuidFrom(`seat ${gameId} ${power}`),
      token: created.token,
      command: { type: 'SeatBot', power, bot: 'random', reason: 'practice' },
    });
    if (!r.ok) throw new Error(r.violation.message);
  }
}

const GAMES = [uuidFrom('pacer game 1'), uuidFrom('pacer game 2')];

async function playBoth(share: number) {
  const v = virtualTime();
  const services = createServices(createMemoryEventStore(), 'pacer-secret', { now: () => new Date(Date.UTC(2026, 0, 1)) });
  for (const id of GAMES) await newBotGame(services, id);
  const pacer = new Pacer({ share, burstMs: 10, now: v.now, sleep: v.sleep });
  const order: string[] = [];
  const budgets = new Map(GAMES.map((id) => [id, { left: 30 }]));
  const runner = new BotRunner(services, { pacer, bots: { random: bot(v, budgets, order) } });
  for (const id of GAMES) runner.poke(id);
  await runner.idle();
  await runner.close();
  const events = await Promise.all(
    GAMES.map(async (id) => (await services.store.readStream(streamOf(id))).map((e) => JSON.stringify([e.type, e.data, e.metadata]))),
  );
  return { events, order, pacer, v, counts: runner.counts };
}

test('the bot runner paced appends the same events as unpaced, the games in turn, within the share', async () => {
  const fast = await playBoth(1);
  const slow = await playBoth(0.1);
  expect(fast.counts).toEqual({ accepted: 60, raced: 0, outOfTime: 0, refused: 0 });
  expect(slow.counts).toEqual(fast.counts);
  expect(slow.events).toEqual(fast.events);
  expect(slow.events[0].length).toBeGreaterThan(36);
  // Paced, the two games alternate command by command once the burst is spent.
  const tail = slow.order.slice(10, 50);
  for (let i = 1; i < tail.length; i++) expect(tail[i]).not.toBe(tail[i - 1]);
  expect(slow.pacer.stats.waited).toBeGreaterThan(50);
  expect(slow.pacer.stats.chargedMs).toBeGreaterThanOrEqual(60 * 3);
  expect(slow.pacer.stats.chargedMs).toBeLessThanOrEqual(10 + 0.1 * slow.v.t + 3);
  expect(fast.v.slept).toBe(0);
});
