// docs/bots.md, issue 30: bot seats through the server. The organizer seats the
// RANDOM bot at every seat; the server's bot runner then plays the game through
// the same command service and checks as a person's commands, each recorded as
// the seat's with `metadata.bot`. A second runner on the same store (another
// process) plays alongside without acting twice: both choose the same command
// under the same id at each point.
import { BotRunner } from '../../src/app/bot-runner';
import { verifyChain } from '../../src/app/event-chain';
import { streamOf } from '../../projections/game-states';
import { newGame, newId, sendCommand, SEATS, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const until = async (check: () => Promise<boolean>, ms = 120_000) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
};

test('the organizer seats RANDOM bots at every seat: the server plays the game, recorded as the seats with metadata.bot', async () => {
  const send = t.data.bind(t);
  const g = await newGame(send);
  // Another process's runner, on the same store: it is told of nothing but sees the same games.
  const other = new BotRunner(t.services);
  const seat = (power: string, bot = 'RANDOM') =>
    sendCommand(send, 'seatBot', {
      gameId: g.gameId,
      commandId: newId(),
      organizerToken: g.organizerToken,
      power,
      bot,
      reason: 'practice',
    });

  // Only the organizer; a bot name outside the enum is a validation error naming the field.
  const bySeat = await sendCommand(send, 'seatBot', {
    gameId: g.gameId,
    commandId: newId(),
    organizerToken: g.tokens.JAPAN,
    power: 'JAPAN',
    bot: 'RANDOM',
    reason: 'x',
  });
  expect(bySeat).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_AUTHORIZED' });
  const bad = await t.gql(
    `mutation { seatBot(input: { gameId: "${g.gameId}", commandId: "${newId()}", power: JAPAN, bot: DEEP_BLUE, reason: "x" }) { __typename } }`,
  );
  expect(JSON.stringify(bad.errors)).toMatch(/DEEP_BLUE/);

  // The four Allied seats first: Japan's turn waits for a person until Japan's seat gets its bot too.
  for (const power of SEATS.filter((p) => p !== 'JAPAN')) expect(await seat(power)).toMatchObject({ __typename: 'CommandAccepted' });
  await t.server.bots.idle();
  const before = (await t.services.states.current(g.gameId))!;
  expect(before.state.current).toBe('Japan');
  expect((await seat('JAPAN')).events[0]).toMatchObject({ type: 'BotSeated', data: { power: 'Japan', bot: 'random', reason: 'practice' } });
  other.poke(g.gameId);

  const seats = (await send(`query($id: String!) { game(id: $id) { seats { power bot } } }`, { id: g.gameId })).game.seats;
  expect(seats.map((s: { bot: string }) => s.bot)).toEqual(['RANDOM', 'RANDOM', 'RANDOM', 'RANDOM', 'RANDOM']);

  // Japan's whole turn and the USA's played by the bots (a whole game is the soak's and the bot tests' job), then both
  // runners stop after the command in flight: nothing more is appended.
  await until(async () => (await t.services.states.current(g.gameId))!.state.current === 'China');
  await Promise.all([t.server.bots.close(), other.close()]);
  const stopped = (await t.services.states.current(g.gameId))!;
  await new Promise((r) => setTimeout(r, 300));
  expect((await t.services.states.current(g.gameId))!.revision).toBe(stopped.revision);
  // The organizer takes a seat back: BotUnseated, and the seat shows no bot.
  const back = await sendCommand(send, 'unseatBot', {
    gameId: g.gameId,
    commandId: newId(),
    organizerToken: g.organizerToken,
    power: 'JAPAN',
    reason: 'done',
  });
  expect(back.events[0]).toMatchObject({ type: 'BotUnseated', data: { power: 'Japan', bot: 'random', reason: 'done' } });
  const after = (await send(`query($id: String!) { game(id: $id) { seats { power bot } } }`, { id: g.gameId })).game.seats;
  expect(after[0]).toEqual({ power: 'JAPAN', bot: null });

  // Every command after the seating is a bot's, as its seat, naming the bot; none was refused, and none applied twice.
  const events = await t.store.readStream(streamOf(g.gameId));
  expect(verifyChain(events).valid).toBe(true);
  const played = events.filter((e) => e.metadata.bot);
  expect(played.length).toBeGreaterThan(40);
  for (const e of played) {
    expect(e.metadata.bot).toBe('random');
    expect(['Japan', 'USA', 'China', 'UK', 'ANZAC']).toContain(e.metadata.actor);
  }
  for (const type of ['PurchaseUnits', 'MoveUnits', 'EndPhase']) expect(played.map((e) => e.metadata.commandType)).toContain(type);
  expect(events.filter((e) => !e.metadata.bot && e.metadata.actor !== 'organizer' && e.metadata.actor !== 'anonymous')).toEqual([]);
  expect(t.server.bots.counts.refused + other.counts.refused).toBe(0);
  // metadata.bot is served with the other metadata, and covered by the hash like it (verifyChain above).
  const served = await t.data(`query($id: String!) { events(gameId: $id, first: 500) { edges { node { metadata { bot actor } } } } }`, {
    id: g.gameId,
  });
  const bots = served.events.edges.map((e: { node: { metadata: { bot: string | null } } }) => e.node.metadata.bot);
  expect(bots.filter((b: string | null) => b === 'random').length).toBe(events.slice(0, 500).filter((e) => e.metadata.bot).length);
  expect(bots[0]).toBeNull();
}, 300_000);
