// docs/bots.md "Pacing" (issue 29): a server whose automatic play is paced (BOT_SHARE at its default) still plays a
// bot seat's whole turn, through the one pacer it shares with the clock watcher, up to the next decision a person makes.
import { DEFAULT_BOT_SHARE } from '../../src/app/pacer';
import { streamOf } from '../../projections/game-states';
import { MUTATIONS, newGame, newId, sendCommand, SEATS, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ botShare: DEFAULT_BOT_SHARE });
}, 90_000);
afterAll(() => t.stop());

test("paced at the default share, the safe-defaults bot plays Japan's turn and the game waits for the USA's player", async () => {
  const send = t.data.bind(t);
  const g = await newGame(send);
  expect(t.server.bots.pacer.paced).toBe(true);
  expect(t.server.bots.pacer.share).toBe(DEFAULT_BOT_SHARE);
  const seated = await sendCommand(send, 'seatBot', {
    gameId: g.gameId,
    commandId: newId(),
    organizerToken: g.organizerToken,
    power: 'JAPAN',
    bot: 'SAFE_DEFAULTS',
    reason: 'practice',
  });
  expect(seated).toMatchObject({ __typename: 'CommandAccepted' });
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    if ((await t.services.states.current(g.gameId))!.state.current === 'USA') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await t.server.bots.idle();
  const state = (await t.services.states.current(g.gameId))!.state;
  expect(state.current).toBe('USA');
  const events = await t.services.store.readStream(streamOf(g.gameId));
  const byBot = events.filter((e) => e.metadata.bot === 'safe-defaults');
  expect(byBot.length).toBeGreaterThan(3);
  // Every bot command went through the pacer, and the last one the bot played ended Japan's turn.
  expect(t.server.bots.pacer.stats.runs).toBeGreaterThanOrEqual(new Set(byBot.map((e) => e.metadata.commandId)).size);
  expect(events.at(-1)!.metadata.bot).toBe('safe-defaults');
}, 90_000);

test('a game whose players have all run out (END_TURN) is claimed and played turn after turn through the same pacer, until its organizer voids it', async () => {
  const send = t.data.bind(t);
  // What the pacer ran: a bot's step answers whether to go on, a time-out claim answers the command's outcome. Watched
  // from before the game exists: a player's 100 ms can run out while the later seats are still being taken.
  const pacer = t.server.bots.pacer;
  const run = pacer.run.bind(pacer);
  const claimedIn: string[] = [];
  pacer.run = async (key, fn) => {
    const r = await run(key, fn);
    if (r !== undefined && typeof r !== 'boolean') claimedIn.push(key);
    return r;
  };
  // The smallest budget and no increment: once each player has run out, every turn is a claim at 0 delay and the
  // safe-defaults player's turn, for ever (docs/operations.md "A game that plays itself").
  const created = (
    await send(MUTATIONS.createGame, {
      input: { commandId: newId(), name: 'runs out', clocks: { mode: 'BUDGET', budgetMs: 100, incrementMs: 0, onTimeOut: 'END_TURN' } },
    })
  ).createGame;
  const gameId: string = created.game.id;
  for (const power of SEATS) await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } });
  const ranOut = async () => (await t.services.store.readStream(streamOf(gameId))).filter((e) => e.type === 'ClockRanOut').length;
  // Two rounds of time-outs: the second round's come at 0 delay, one after another's turn.
  for (const end = Date.now() + 30_000; Date.now() < end && (await ranOut()) < 7;) await new Promise((r) => setTimeout(r, 50));
  expect(await ranOut()).toBeGreaterThanOrEqual(7);
  expect(claimedIn.filter((key) => key === gameId).length).toBeGreaterThanOrEqual(7);

  const voided = await sendCommand(send, 'voidGame', {
    gameId,
    commandId: newId(),
    organizerToken: created.organizerToken,
    reason: 'plays itself',
  });
  expect(voided).toMatchObject({ __typename: 'CommandAccepted' });
  await t.server.bots.idle();
  const ended = (await t.services.states.current(gameId))!;
  expect(ended.state.status).toBe('ended');
  await new Promise((r) => setTimeout(r, 300));
  expect((await t.services.states.current(gameId))!.revision).toBe(ended.revision);
  expect(t.server.clocks.pending().find((p) => p.gameId === gameId)).toBeUndefined();
});
