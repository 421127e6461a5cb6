// docs/clocks.md over HTTP: a game created with clocks of a second or so, the
// server's clock watcher flagging the player who runs out (END_TURN and
// ADJUDICATE), `game { clocks }`, the clockRanOut subscription, the organizer's
// pause and extension, timers rebuilt after a restart, and the logs
// re-validated offline with the clocks (verifyGame).
import { ClockWatch } from '../../src/app/clock-watch';
import { verifyGame } from '../../src/audit/verify';
import { MUTATIONS, newId, SEATS, startTestServer, type Game, type Power, type TestServer } from './helpers';

let t: TestServer;
/** The server's own watcher (src/api/server.ts starts one), then the one the restart starts. */
let watch: ClockWatch;
let restarted: ClockWatch | null = null;
beforeAll(async () => {
  t = await startTestServer();
  watch = t.server.clocks;
});
afterAll(async () => {
  restarted?.stop();
  await t?.stop();
});

const CLOCKS = `clocks { mode onTimeOut budgetMs incrementMs deadlineMs paused running runsOutAt now
  players { power remainingMs running flagged } timedOut { power policy } }`;
const GAME = `query($id: String!) { game(id: $id) { status result winner ${CLOCKS} } }`;
const ANSWER = `__typename ... on CommandAccepted { events { type data } } ... on RuleViolation { code message rule }`;
const send = <T>(q: string, v?: Record<string, unknown>) => t.data<T>(q, v);

async function clockedGame(clocks: Record<string, unknown>): Promise<Game> {
  const created = (await send<any>(MUTATIONS.createGame, { input: { commandId: newId(), name: 'clocked', clocks } })).createGame;
  if (created.__typename !== 'GameCreated') throw new Error(JSON.stringify(created));
  const gameId: string = created.game.id;
  const tokens = {} as Record<Power, string>;
  for (const power of SEATS)
    tokens[power] = (await send<any>(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat.seatToken;
  return { gameId, organizerToken: created.organizerToken, tokens };
}
const game = async (id: string) => (await send<any>(GAME, { id })).game;
const log = (id: string) => t.store.readStream(`game-${id}`);
async function until<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('END_TURN: the watcher flags Japan when its budget runs out; game { clocks } and clockRanOut show it; the log re-validates offline', async () => {
  const g = await clockedGame({ mode: 'BUDGET', budgetMs: 1_200, incrementMs: 100, onTimeOut: 'END_TURN' });
  const feed = t.subscribe(`subscription($id: String!) { clockRanOut(gameId: $id) { type data } }`, { id: g.gameId }, (d) => d.clockRanOut);
  const before = (await game(g.gameId)).clocks;
  expect(before).toMatchObject({
    mode: 'BUDGET',
    onTimeOut: 'END_TURN',
    budgetMs: 1_200,
    incrementMs: 100,
    deadlineMs: null,
    paused: false,
    running: 'JAPAN',
    timedOut: null,
  });
  expect(before.players.map((p: { power: string }) => p.power)).toEqual(SEATS);
  const japan = before.players[0];
  expect(japan.running).toBe(true);
  expect(japan.remainingMs).toBeGreaterThan(0);
  expect(japan.remainingMs).toBeLessThanOrEqual(1_200);
  expect(before.players[1]).toEqual({ power: 'USA', remainingMs: 1_200, running: false, flagged: false });

  const [ranOut] = await feed.waitFor(1, 10_000);
  expect(ranOut).toMatchObject({ type: 'ClockRanOut', data: { power: 'Japan', policy: 'END_TURN' } });
  expect(ranOut.data.usedMs).toBeGreaterThanOrEqual(1_200);
  const after = (await game(g.gameId)).clocks;
  expect(after).toMatchObject({ running: null, timedOut: { power: 'JAPAN', policy: 'END_TURN' } });
  expect(after.players[0]).toEqual({ power: 'JAPAN', remainingMs: 0, running: false, flagged: true });
  // Flagged once, by the server, as an anonymous sender; a second claim is refused (nobody's clock runs).
  const events = await log(g.gameId);
  expect(events.filter((e) => e.type === 'ClockRanOut')).toHaveLength(1);
  expect(events.find((e) => e.type === 'ClockRanOut')?.metadata).toMatchObject({ actor: 'anonymous', commandType: 'FlagTimeOut' });
  const again = (
    await send<any>(`mutation($input: FlagTimeOutInput!) { flagTimeOut(input: $input) { ${ANSWER} } }`, {
      input: { commandId: newId(), gameId: g.gameId, power: 'JAPAN' },
    })
  ).flagTimeOut;
  expect(again).toMatchObject({ __typename: 'RuleViolation', code: 'CLOCK_NOT_RUN_OUT' });

  const report = verifyGame(events);
  expect(report.rules.divergence).toBeNull();
  expect(report.findings).toEqual([]);
  expect(report.rules.rederived).toBe(events.length);
});

test('ADJUDICATE: the game ends by adjudication on time, its seed revealed; the log re-validates offline', async () => {
  const g = await clockedGame({ mode: 'DEADLINE', deadlineMs: 800, onTimeOut: 'ADJUDICATE' });
  const ended = await until(
    'the game ended',
    () => game(g.gameId),
    (x) => x.status === 'ENDED',
  );
  expect(ended).toMatchObject({ result: 'ADJUDICATED' });
  const types = (await log(g.gameId)).map((e) => e.type);
  expect(types.slice(-3)).toEqual(['ClockRanOut', 'GameAdjudicated', 'DiceSeedRevealed']);
  const report = verifyGame(await log(g.gameId));
  expect(report.verdict).toBe('valid');
});

test("the organizer pauses and extends; the watcher follows; after a restart its timers are rebuilt from the games' states", async () => {
  const g = await clockedGame({ mode: 'BUDGET', budgetMs: 60_000, onTimeOut: 'BOT' });
  const pending = () => watch.pending().find((p) => p.gameId === g.gameId);
  const at = (await until(
    'the timer is set',
    async () => pending(),
    (p) => p !== undefined,
  ))!.at;
  const organizer = { gameId: g.gameId, organizerToken: g.organizerToken };
  const extend = await send<any>(`mutation($input: ExtendDeadlineInput!) { extendDeadline(input: $input) { ${ANSWER} } }`, {
    input: { commandId: newId(), ...organizer, power: 'JAPAN', ms: 5_000, reason: 'late start' },
  });
  expect(extend.extendDeadline.events[0]).toMatchObject({
    type: 'DeadlineExtended',
    data: { power: 'Japan', ms: 5_000, reason: 'late start' },
  });
  await until(
    'the timer moved',
    async () => pending()?.at,
    (a) => a === at + 5_000,
  );

  const pause = await send<any>(`mutation($input: PauseClocksInput!) { pauseClocks(input: $input) { ${ANSWER} } }`, {
    input: { commandId: newId(), ...organizer, reason: 'a player lost the connection' },
  });
  expect(pause.pauseClocks.events.map((e: { type: string }) => e.type)).toEqual(['ClocksPaused']);
  await until(
    'no timer while paused',
    async () => pending(),
    (p) => p === undefined,
  );
  expect((await game(g.gameId)).clocks).toMatchObject({ paused: true, running: 'JAPAN', runsOutAt: null });
  const blank = await send<any>(`mutation($input: ResumeClocksInput!) { resumeClocks(input: $input) { ${ANSWER} } }`, {
    input: { commandId: newId(), ...organizer, reason: 'back', organizerToken: g.tokens.JAPAN },
  });
  expect(blank.resumeClocks).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_AUTHORIZED' });
  await send(`mutation($input: ResumeClocksInput!) { resumeClocks(input: $input) { ${ANSWER} } }`, {
    input: { commandId: newId(), ...organizer, reason: 'back' },
  });
  const resumed = await until(
    'a timer again',
    async () => pending(),
    (p) => p !== undefined,
  );

  // A restart: a new watcher knows nothing but the store, and sets the same timer.
  watch.stop();
  restarted = watch = new ClockWatch(t.services);
  await watch.start();
  expect(watch.pending().find((p) => p.gameId === g.gameId)).toEqual(resumed);
  expect(verifyGame(await log(g.gameId)).verdict).toBe('valid');
});
