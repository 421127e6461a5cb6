// docs/bots.md "Pacing" (issue 29): a server whose automatic play is paced (BOT_SHARE at its default) still plays a
// bot seat's whole turn, through the one pacer it shares with the clock watcher, up to the next decision a person makes.
import { DEFAULT_BOT_SHARE } from '../../src/app/pacer';
import { streamOf } from '../../projections/game-states';
import { newGame, newId, sendCommand, startTestServer, type TestServer } from './helpers';

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
