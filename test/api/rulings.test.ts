// The organizer's rulings over HTTP (issue 27, docs/rulings.md): adjudicateGame
// ends a game naming the winner (or a draw), voidGame ends it with no result,
// handOverSeat gives a held seat a new token. Each with a reason; organizer only.
import { createHash } from 'node:crypto';
import { endPhase, MUTATIONS, newGame, newId, purchase, startTestServer, type Game, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

const ANSWER = `__typename
  ... on CommandAccepted { events { type data } game { status winner result rulingReason } }
  ... on RuleViolation { code message rule }`;
const ADJUDICATE = `mutation($input: AdjudicateGameInput!) { adjudicateGame(input: $input) { ${ANSWER} } }`;
const VOID = `mutation($input: VoidGameInput!) { voidGame(input: $input) { ${ANSWER} } }`;
const HAND_OVER = `mutation($input: HandOverSeatInput!) { handOverSeat(input: $input) {
  __typename
  ... on SeatHandOver { seat seatToken duplicate events { type data } game { status } }
  ... on RuleViolation { code message rule } } }`;
const GAME = `query($id: String!) { game(id: $id) {
  status winner result rulingReason
  dice { commitment revealedSeed }
} }`;
const LIST = `query { games(first: 100) { edges { node { id status winner result rulingReason } } } }`;

const game = async (id: string) => (await t.data(GAME, { id })).game;
const listed = async (id: string) =>
  (await t.data(LIST)).games.edges.map((e: { node: { id: string } }) => e.node).find((n: { id: string }) => n.id === id);
const types = async (id: string) => (await t.store.readStream(`game-${id}`)).map((e) => e.type);
const adjudicate = async (input: Record<string, unknown>) =>
  (await t.data(ADJUDICATE, { input: { commandId: newId(), ...input } })).adjudicateGame;
const voidGame = async (input: Record<string, unknown>) => (await t.data(VOID, { input: { commandId: newId(), ...input } })).voidGame;
const handOver = async (input: Record<string, unknown>) =>
  (await t.data(HAND_OVER, { input: { commandId: newId(), ...input } })).handOverSeat;
const SUMMARIES = `query($id: String!, $last: Int!) { game(id: $id) { events(last: $last) { edges { node { summary } } } } }`;
const lastSummaries = async (id: string, last: number) =>
  (await t.data(SUMMARIES, { id, last })).game.events.edges.map((e: { node: { summary: string } }) => e.node.summary);
const send = <T>(q: string, v?: Record<string, unknown>) => t.data<T>(q, v);

describe('adjudication', () => {
  test('the organizer names the winner: GameAdjudicated, the game ended with that winner, its dice seed revealed', async () => {
    const g = await newGame(send);
    expect((await game(g.gameId)).dice.revealedSeed).toBeNull();
    const r = await adjudicate({
      gameId: g.gameId,
      organizerToken: g.organizerToken,
      outcome: 'WINNER',
      winner: 'ALLIES',
      reason: 'Japan resigned',
    });
    expect(r.__typename).toBe('CommandAccepted');
    expect(r.events.map((e: { type: string }) => e.type)).toEqual(['GameAdjudicated', 'DiceSeedRevealed']);
    expect(r.events[0].data).toEqual({ outcome: 'winner', winner: 'Allies', reason: 'Japan resigned', round: 1, by: 'organizer' });
    expect(r.game).toEqual({ status: 'ENDED', winner: 'ALLIES', result: 'ADJUDICATED', rulingReason: 'Japan resigned' });
    expect(await lastSummaries(g.gameId, 2)).toEqual([
      "The Allies win by the organizer's adjudication in round 1: Japan resigned",
      "The game's dice seed is revealed: every roll can be checked.",
    ]);

    // The seed is public now, and it is the one committed to at creation.
    const after = await game(g.gameId);
    expect(after.dice.revealedSeed).toEqual(expect.any(String));
    expect(createHash('sha256').update(after.dice.revealedSeed).digest('hex')).toBe(after.dice.commitment);
    expect(await listed(g.gameId)).toEqual({
      id: g.gameId,
      status: 'ENDED',
      winner: 'ALLIES',
      result: 'ADJUDICATED',
      rulingReason: 'Japan resigned',
    });

    // Nothing more is accepted.
    expect(await purchase(send, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }])).toMatchObject({
      code: 'GAME_ENDED',
      rule: 'docs/rulings.md',
    });
  });

  test('a draw: ended, no winner, result DRAW', async () => {
    const g = await newGame(send);
    const r = await adjudicate({ gameId: g.gameId, organizerToken: g.organizerToken, outcome: 'DRAW', reason: 'time is up' });
    expect(r.game).toEqual({ status: 'ENDED', winner: null, result: 'DRAW', rulingReason: 'time is up' });
    expect(r.events[0].data).toMatchObject({ outcome: 'draw', winner: null });
  });

  test('a win naming no side is refused: INVALID_RULING, nothing appended', async () => {
    const g = await newGame(send);
    const before = await types(g.gameId);
    expect(await adjudicate({ gameId: g.gameId, organizerToken: g.organizerToken, outcome: 'WINNER', reason: 'r' })).toMatchObject({
      code: 'INVALID_RULING',
      rule: 'docs/rulings.md',
    });
    expect(await types(g.gameId)).toEqual(before);
  });
});

describe('voiding', () => {
  test('the game is shown voided (ended, result VOIDED, no winner), the seed revealed; further commands GAME_ENDED', async () => {
    const g = await newGame(send);
    const r = await voidGame({ gameId: g.gameId, organizerToken: g.organizerToken, reason: 'a player used two seats' });
    expect(r.events.map((e: { type: string }) => e.type)).toEqual(['GameVoided', 'DiceSeedRevealed']);
    expect(r.game).toEqual({ status: 'ENDED', winner: null, result: 'VOIDED', rulingReason: 'a player used two seats' });
    expect(await listed(g.gameId)).toMatchObject({ status: 'ENDED', result: 'VOIDED' });
    expect((await game(g.gameId)).dice.revealedSeed).toEqual(expect.any(String));
    // The board says so too, now; replayed before the ruling, the game went on.
    const BOARD = `query($id: String!, $at: Int) { board(gameId: $id, atEvent: $at) { status winner result rulingReason } }`;
    expect((await t.data(BOARD, { id: g.gameId })).board).toEqual({
      status: 'ENDED',
      winner: null,
      result: 'VOIDED',
      rulingReason: 'a player used two seats',
    });
    const voidedAt = (await types(g.gameId)).indexOf('GameVoided') + 1;
    expect((await t.data(BOARD, { id: g.gameId, at: voidedAt - 1 })).board).toEqual({
      status: 'ACTIVE',
      winner: null,
      result: null,
      rulingReason: null,
    });

    expect(await endPhase(send, g, 'JAPAN')).toMatchObject({ code: 'GAME_ENDED', rule: 'docs/rulings.md' });
    expect(await voidGame({ gameId: g.gameId, organizerToken: g.organizerToken, reason: 'again' })).toMatchObject({ code: 'GAME_ENDED' });
    expect(await adjudicate({ gameId: g.gameId, organizerToken: g.organizerToken, outcome: 'DRAW', reason: 'r' })).toMatchObject({
      code: 'GAME_ENDED',
    });
    expect(await handOver({ gameId: g.gameId, organizerToken: g.organizerToken, power: 'JAPAN', reason: 'r' })).toMatchObject({
      code: 'GAME_ENDED',
    });
  });
});

describe('handing over a seat', () => {
  test('the old token is refused at once (NOT_AUTHORIZED); the new one acts; a retry gets the same token; the log holds its hash only', async () => {
    const g = await newGame(send);
    const commandId = newId();
    const input = { commandId, gameId: g.gameId, organizerToken: g.organizerToken, power: 'JAPAN', reason: 'the player left' };
    const r = (await t.data(HAND_OVER, { input })).handOverSeat;
    expect(r).toMatchObject({ __typename: 'SeatHandOver', seat: 'JAPAN', duplicate: false, game: { status: 'ACTIVE' } });
    expect(r.seatToken).not.toBe(g.tokens.JAPAN);
    expect(r.events).toEqual([
      {
        type: 'SeatHandedOver',
        data: {
          power: 'Japan',
          tokenHash: createHash('sha256').update(r.seatToken).digest('hex'),
          reason: 'the player left',
          by: 'organizer',
        },
      },
    ]);
    expect(JSON.stringify(await t.store.readStream(`game-${g.gameId}`))).not.toContain(r.seatToken);
    expect(await lastSummaries(g.gameId, 1)).toEqual(["The organizer handed Japan's seat to another player: the player left"]);

    // The very same request again: the same token, nothing new written.
    const again = (await t.data(HAND_OVER, { input })).handOverSeat;
    expect(again).toMatchObject({ __typename: 'SeatHandOver', seatToken: r.seatToken, duplicate: true });

    const old: Game = g;
    const fresh: Game = { ...g, tokens: { ...g.tokens, JAPAN: r.seatToken } };
    expect(await purchase(send, old, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }])).toMatchObject({ code: 'NOT_AUTHORIZED' });
    expect(await purchase(send, fresh, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }])).toMatchObject({ __typename: 'CommandAccepted' });
  });

  test('a seat nobody holds: SEAT_NOT_TAKEN', async () => {
    const created = (await t.data(MUTATIONS.createGame, { input: { commandId: newId(), name: 'rulings' } })).createGame;
    const r = await handOver({ gameId: created.game.id, organizerToken: created.organizerToken, power: 'USA', reason: 'r' });
    expect(r).toMatchObject({ __typename: 'RuleViolation', code: 'SEAT_NOT_TAKEN', rule: 'docs/rulings.md' });
  });
});

describe('who may rule, and the reason', () => {
  test('a seat token or no token: NOT_AUTHORIZED, nothing appended', async () => {
    const g = await newGame(send);
    const before = await types(g.gameId);
    for (const organizerToken of [g.tokens.JAPAN, null]) {
      expect(await adjudicate({ gameId: g.gameId, organizerToken, outcome: 'WINNER', winner: 'AXIS', reason: 'r' })).toMatchObject({
        code: 'NOT_AUTHORIZED',
        rule: 'docs/rulings.md',
      });
      expect(await voidGame({ gameId: g.gameId, organizerToken, reason: 'r' })).toMatchObject({
        code: 'NOT_AUTHORIZED',
        rule: 'docs/rulings.md',
      });
    }
    expect(await handOver({ gameId: g.gameId, organizerToken: g.tokens.JAPAN, power: 'USA', reason: 'r' })).toMatchObject({
      code: 'NOT_AUTHORIZED',
      rule: 'docs/rulings.md',
    });
    expect(await types(g.gameId)).toEqual(before);
  });

  test('an empty or blank reason is refused by the input (BAD_USER_INPUT naming `reason`), a too long one too', async () => {
    const g = await newGame(send);
    for (const reason of ['', '   ', 'x'.repeat(1001)]) {
      const inputs: [string, Record<string, unknown>][] = [
        [ADJUDICATE, { outcome: 'DRAW' }],
        [VOID, {}],
        [HAND_OVER, { power: 'JAPAN' }],
      ];
      for (const [q, extra] of inputs) {
        const r = await t.gql(q, { input: { commandId: newId(), gameId: g.gameId, organizerToken: g.organizerToken, reason, ...extra } });
        expect(r.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
        expect(r.errors![0].message).toMatch(/^Invalid input: reason: /);
      }
    }
    expect((await game(g.gameId)).status).toBe('ACTIVE');
  });
});
