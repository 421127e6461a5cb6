// Issue 30, "How it will be judged": a tournament plays several games at once with
// clocks running fast (a second, not hours), one player timing out in each way
// the organizer may choose at creation (docs/clocks.md):
//   - END_TURN: the safe-defaults bot ends the player's turn (no purchase, no move,
//     casualties by the order of loss), and the game goes on;
//   - ADJUDICATE: the game ends at once by adjudication;
//   - BOT: the planning bot takes the seat for the rest of the game.
// The other seats are taken and then handed to bots by the organizer (docs/bots.md),
// so every seat's commands go through the server's own checks. A game that goes on
// ends when the tournament round does: the organizer adjudicates it (docs/rulings.md).
// Each log then re-validates offline with its clocks (verifyGame), and no bot
// command was refused.
import { verifyGame } from '../../src/audit/verify';
import type { RecordedEvent } from '../../src/store/port';
import { MUTATIONS, newId, sendCommand, SEATS, startTestServer, type Game, type Power, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

type Policy = 'END_TURN' | 'ADJUDICATE' | 'BOT';
const GAME = `query($id: String!) { game(id: $id) { status result rulingReason round currentPower
  clocks { timedOut { power policy } players { power flagged } } } }`;

async function until<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms = 45_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A game with clocks whose five seats are taken, every seat but Japan's handed to the safe-defaults bot. */
async function tournamentGame(clocks: Record<string, unknown>): Promise<Game> {
  const created = (await t.data<any>(MUTATIONS.createGame, { input: { commandId: newId(), name: 'tournament', clocks } })).createGame;
  expect(created.__typename).toBe('GameCreated');
  const gameId: string = created.game.id;
  const tokens = {} as Record<Power, string>;
  const g = { gameId, organizerToken: created.organizerToken as string, tokens };
  const take = async (power: Power) =>
    (tokens[power] = (await t.data<any>(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat.seatToken);
  // The Allied seats are taken and handed to bots first: the clocks start with the last seat taken, Japan's, so
  // however slow the machine, no clock runs out before every bot is seated.
  for (const power of SEATS.filter((p) => p !== 'JAPAN')) {
    await take(power);
    expect(await organizer(g, 'seatBot', { power, bot: 'SAFE_DEFAULTS', reason: 'a dropped player' })).toMatchObject({
      __typename: 'CommandAccepted',
    });
  }
  // Japan's player never moves: its clock, which starts now, runs out.
  await take('JAPAN');
  return g;
}

const organizer = (g: Game, mutation: string, input: Record<string, unknown>) =>
  sendCommand(t.data.bind(t), mutation, { gameId: g.gameId, commandId: newId(), organizerToken: g.organizerToken, ...input });
const game = async (g: Game) => (await t.data<any>(GAME, { id: g.gameId })).game;
const log = (g: Game) => t.store.readStream(`game-${g.gameId}`);
/** The events of Japan's turns after its clock first ran out, with the bot each was played by. */
const japanAfterTimeOut = (events: RecordedEvent[]) => {
  const from = events.findIndex((e) => e.type === 'ClockRanOut');
  return events.slice(from + 1).filter((e) => e.metadata.actor === 'Japan');
};

test('three games at once, Japan timing out in each way; each ends, and its log re-validates offline with its clocks', async () => {
  const budget = (onTimeOut: Policy) => ({ mode: 'BUDGET', budgetMs: 1_000, incrementMs: 200, onTimeOut });
  const [endTurn, adjudicate, bot] = await Promise.all([
    tournamentGame(budget('END_TURN')),
    tournamentGame({ mode: 'DEADLINE', deadlineMs: 800, onTimeOut: 'ADJUDICATE' }),
    tournamentGame(budget('BOT')),
  ]);

  // ADJUDICATE: the game ends on time (the side with more victory cities wins, docs/clocks.md).
  const adjudicated = await until(
    'the adjudication on time',
    () => game(adjudicate),
    (x) => x.status !== 'ACTIVE',
  );
  expect(adjudicated).toMatchObject({ status: 'ENDED', result: 'ADJUDICATED' });
  expect(adjudicated.rulingReason).toMatch(/time/i);

  // END_TURN and BOT: the games go on past Japan's time-out, to round 2 and the Allies' turns of it.
  const goneOn = (x: { round: number; currentPower: string; clocks: any }) => x.round >= 2 && x.currentPower !== 'JAPAN';
  const [afterEndTurn, afterBot] = await Promise.all([
    until('END_TURN game in round 2', () => game(endTurn), goneOn),
    until('BOT game in round 2', () => game(bot), goneOn),
  ]);
  expect(afterEndTurn.clocks.players[0]).toMatchObject({ power: 'JAPAN', flagged: true });
  expect(afterBot.clocks.timedOut).toEqual({ power: 'JAPAN', policy: 'BOT' });

  // The tournament round is over: the organizer adjudicates both games still going.
  for (const g of [endTurn, bot])
    expect(await organizer(g, 'adjudicateGame', { outcome: 'DRAW', reason: 'the tournament round ended' })).toMatchObject({
      __typename: 'CommandAccepted',
    });

  const [endTurnLog, adjudicateLog, botLog] = await Promise.all([log(endTurn), log(adjudicate), log(bot)]);
  // END_TURN: Japan's turn after the time-out was played by the safe-defaults bot, recorded as Japan's seat.
  const endTurnJapan = japanAfterTimeOut(endTurnLog);
  expect(endTurnJapan.length).toBeGreaterThan(0);
  expect(new Set(endTurnJapan.map((e) => e.metadata.bot))).toEqual(new Set(['safe-defaults']));
  // BOT: Japan's seat is the planner's from the time-out on.
  const botJapan = japanAfterTimeOut(botLog);
  expect(botJapan.length).toBeGreaterThan(0);
  expect(new Set(botJapan.map((e) => e.metadata.bot))).toEqual(new Set(['planner']));

  for (const events of [endTurnLog, adjudicateLog, botLog]) {
    expect(events.filter((e) => e.type === 'ClockRanOut').length).toBeGreaterThan(0);
    expect(events.at(-1)?.type).toBe('DiceSeedRevealed');
    const report = verifyGame(events);
    expect(report.findings).toEqual([]);
    expect(report.rules.divergence).toBeNull();
    expect(report.verdict).toBe('valid');
  }
  expect(t.server.bots.counts.refused).toBe(0);
}, 120_000);
