// The server operator's authority (docs/operations.md "A game that plays itself", issue 29): with OPERATOR_TOKEN set,
// whoever runs the server voids any game that has not ended, whoever made it, by voidGame with `operatorToken`. The
// event says the operator did it, the verifier decides it again as the operator's, and the token never reaches a log.
import { createServices } from '../../src/app/services';
import { operatorTokenFrom } from '../../src/app/operator';
import { verifyGame } from '../../src/audit/verify';
import { createMemoryEventStore } from '../../src/store/memory';
import { streamOf } from '../../projections/game-states';
import { copyOf, indexOf, rehash } from '../audit/tamper';
import { MUTATIONS, newGame, newId, SEATS, startTestServer, type TestServer } from './helpers';

// Values no path, id or time in a log line can hold by chance.
const OPERATOR_TOKEN = 'operator-token-for-tests-7c1e9a0b4d2f6e83';
const WRONG_TOKEN = 'operator-token-for-tests-7c1e9a0b4d2f6e84';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ operatorToken: OPERATOR_TOKEN });
}, 90_000);
afterAll(() => t?.stop());

const VOID = `mutation($input: VoidGameInput!) { voidGame(input: $input) {
  __typename
  ... on CommandAccepted { duplicate events { type data summary metadata { actor actorKind actorPower } } game { status winner result rulingReason } }
  ... on RuleViolation { code message rule } } }`;
const voidGame = async (input: Record<string, unknown>) => (await t.gql(VOID, { input: { commandId: newId(), ...input } })) as any;
const revision = async (gameId: string) => (await t.services.states.current(gameId))!.revision;
const send = <T>(q: string, v?: Record<string, unknown>) => t.data<T>(q, v);

/** A game whose every player's clock runs out at once (END_TURN): from then on it plays itself (docs/clocks.md). */
async function selfPlayingGame(): Promise<string> {
  const created = (
    await send<any>(MUTATIONS.createGame, {
      input: { commandId: newId(), name: 'plays itself', clocks: { mode: 'BUDGET', budgetMs: 100, incrementMs: 0, onTimeOut: 'END_TURN' } },
    })
  ).createGame;
  const gameId: string = created.game.id;
  for (const power of SEATS) await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } });
  return gameId;
}

describe('a game that plays itself, stopped by the operator', () => {
  test('given a game nobody asks to be played, when the operator voids it, then its time-out claims and bot turns stop for good', async () => {
    const gameId = await selfPlayingGame();
    const ranOut = async () => (await t.store.readStream(streamOf(gameId))).filter((e) => e.type === 'ClockRanOut').length;
    for (const end = Date.now() + 30_000; Date.now() < end && (await ranOut()) < 3;) await new Promise((r) => setTimeout(r, 50));
    expect(await ranOut()).toBeGreaterThanOrEqual(3);

    const r = (await voidGame({ gameId, operatorToken: OPERATOR_TOKEN, reason: 'plays itself: every clock ran out' })).data.voidGame;
    expect(r.__typename).toBe('CommandAccepted');
    expect(r.game).toEqual({ status: 'ENDED', winner: null, result: 'VOIDED', rulingReason: 'plays itself: every clock ran out' });
    // A clock still running at the void is stopped by it (TurnTimeUsed: src/rules/clocks/clock.ts, docs/clocks.md): whether
    // one runs at that moment depends on when the last time-out claim landed, so it may or may not be there.
    const types = r.events.map((e: { type: string }) => e.type);
    expect([
      ['GameVoided', 'DiceSeedRevealed'],
      ['GameVoided', 'TurnTimeUsed', 'DiceSeedRevealed'],
    ]).toContainEqual(types);

    await t.server.bots.idle();
    const ended = await revision(gameId);
    await new Promise((r) => setTimeout(r, 300));
    expect(await revision(gameId)).toBe(ended);
    expect(t.server.clocks.pending().find((p) => p.gameId === gameId)).toBeUndefined();
    expect((await t.store.readStream(streamOf(gameId))).at(-1)!.type).toBe('DiceSeedRevealed');
  }, 60_000);
});

describe('the event, the audit trail and the verifier show the operator', () => {
  let gameId: string;
  let answer: any;
  beforeAll(async () => {
    gameId = (await newGame(send)).gameId;
    answer = (await voidGame({ gameId, operatorToken: OPERATOR_TOKEN, reason: 'abuse report 17' })).data.voidGame;
  });

  test("GameVoided by operator, sent by the OPERATOR, summarised as the server's operator's", () => {
    expect(answer.events[0]).toEqual({
      type: 'GameVoided',
      data: { reason: 'abuse report 17', round: 1, by: 'operator' },
      summary: "The server's operator voided the game in round 1: abuse report 17",
      metadata: { actor: 'operator', actorKind: 'OPERATOR', actorPower: null },
    });
  });

  test('a retry of the very same request is a duplicate: nothing new written', async () => {
    const commandId = newId();
    const g = (await newGame(send)).gameId;
    const first = (await voidGame({ commandId, gameId: g, operatorToken: OPERATOR_TOKEN, reason: 'spam' })).data.voidGame;
    const again = (await voidGame({ commandId, gameId: g, operatorToken: OPERATOR_TOKEN, reason: 'spam' })).data.voidGame;
    expect([first.duplicate, again.duplicate]).toEqual([false, true]);
    expect(again.events).toEqual(first.events);
  });

  test("verifyGame decides the void again as the operator's and lists it with the operator named", async () => {
    const log = copyOf(await t.store.readStream(streamOf(gameId)));
    const report = verifyGame(log);
    expect(report.verdict).toBe('valid');
    expect(report.rules.divergence).toBeNull();
    expect(report.rules.rederived).toBe(log.length);
    expect(report.ended).toBe(true);
    expect(report.rulings).toEqual([
      { event: log.length - 1, type: 'GameVoided', summary: "The server's operator voided the game in round 1: abuse report 17" },
    ]);
  });

  test("a log rewritten to say the organizer voided it, every hash recomputed, fails: the rules give the operator's event", async () => {
    const log = copyOf(await t.store.readStream(streamOf(gameId)));
    const at = indexOf(log, 'GameVoided');
    (log[at].data as { by: string }).by = 'organizer';
    const report = verifyGame(rehash(log));
    expect(report.verdict).toBe('invalid');
    expect(report.first).toMatchObject({ event: at + 1, check: 'rules' });
    expect(report.first!.message).toMatch(/operator/);
  });
});

describe('refusals', () => {
  test('a wrong operator token: NOT_AUTHORIZED citing docs/operations.md, and nothing written', async () => {
    const g = await newGame(send);
    const before = await t.store.readStream(streamOf(g.gameId));
    const r = (await voidGame({ gameId: g.gameId, operatorToken: WRONG_TOKEN, reason: 'guess' })).data.voidGame;
    expect(r).toEqual({
      __typename: 'RuleViolation',
      code: 'NOT_AUTHORIZED',
      rule: 'docs/operations.md',
      message: "The operator token is not this server's OPERATOR_TOKEN.",
    });
    // An organizer token or a seat token sent as the operator's is wrong too.
    for (const token of [g.organizerToken, g.tokens.JAPAN])
      expect((await voidGame({ gameId: g.gameId, operatorToken: token, reason: 'guess' })).data.voidGame).toMatchObject({
        code: 'NOT_AUTHORIZED',
        rule: 'docs/operations.md',
      });
    expect(await t.store.readStream(streamOf(g.gameId))).toEqual(before);
  });

  test('no token at all: NOT_AUTHORIZED citing docs/rulings.md, which says who may void', async () => {
    const g = await newGame(send);
    const before = await revision(g.gameId);
    const r = (await voidGame({ gameId: g.gameId, reason: 'no token' })).data.voidGame;
    expect(r).toMatchObject({ code: 'NOT_AUTHORIZED', rule: 'docs/rulings.md', message: expect.stringContaining('operatorToken') });
    expect(await revision(g.gameId)).toBe(before);
  });

  test('both tokens: BAD_USER_INPUT naming operatorToken, nothing written', async () => {
    const g = await newGame(send);
    const before = await revision(g.gameId);
    const r = await voidGame({ gameId: g.gameId, organizerToken: g.organizerToken, operatorToken: OPERATOR_TOKEN, reason: 'both' });
    expect(r.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'operatorToken' }] });
    expect(await revision(g.gameId)).toBe(before);
  });

  test('a game that has ended: GAME_ENDED, as for the organizer', async () => {
    const g = await newGame(send);
    await voidGame({ gameId: g.gameId, organizerToken: g.organizerToken, reason: 'the organizer first' });
    const r = (await voidGame({ gameId: g.gameId, operatorToken: OPERATOR_TOKEN, reason: 'too late' })).data.voidGame;
    expect(r).toMatchObject({ code: 'GAME_ENDED', rule: 'docs/rulings.md', message: expect.stringContaining('the organizer voided it') });
  });

  test('a server with no OPERATOR_TOKEN has no operator: any operator token is NOT_AUTHORIZED, saying so', async () => {
    const services = createServices(createMemoryEventStore(), 'operator-test-secret');
    const gameId = newId();
    const created = await services.commands.handle({
      gameId,
      commandId: newId(),
      token: null,
      command: { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'x', rated: false },
    });
    expect(created.ok).toBe(true);
    const r = await services.commands.handle({
      gameId,
      commandId: newId(),
      token: null,
      operatorToken: OPERATOR_TOKEN,
      command: { type: 'VoidGame', reason: 'r' },
    });
    expect(r).toEqual({
      ok: false,
      violation: { code: 'NOT_AUTHORIZED', rule: 'docs/operations.md', message: expect.stringMatching(/OPERATOR_TOKEN is not set/) },
    });
    expect((await services.store.readStream(streamOf(gameId))).length).toBe(1);
  });
});

test('the operator token, right or wrong, reaches no log line, even in a request refused as bad input', async () => {
  const g = await newGame(send);
  await voidGame({ gameId: g.gameId, operatorToken: WRONG_TOKEN, reason: 'x' });
  await voidGame({ gameId: g.gameId, operatorToken: OPERATOR_TOKEN, reason: '   ' });
  await voidGame({ gameId: g.gameId, operatorToken: OPERATOR_TOKEN, reason: 'logged?' });
  await fetch(`${t.url}?query=${encodeURIComponent('{ __typename }')}&operatorToken=${OPERATOR_TOKEN}`);
  // What is logged of the operator: its void, and the refused attempt (docs/operations.md), by game and client.
  const lines = t.logs.lines.filter((l) => l.component === 'operator' && l.gameId === g.gameId);
  expect(lines.map((l) => [l.level, l.msg, l.refused ?? null])).toEqual([
    ['warn', 'operator void refused', 'NOT_AUTHORIZED'],
    ['info', 'operator voided a game', null],
  ]);
  const text = t.logs.raw.join('\n');
  expect(text).not.toContain(OPERATOR_TOKEN);
  expect(text).not.toContain(WRONG_TOKEN);
  // Nor in the settings, should they be printed whole.
  const op = operatorTokenFrom(OPERATOR_TOKEN);
  expect(JSON.stringify({ operator: op })).toBe('{"operator":"[operator token]"}');
});
