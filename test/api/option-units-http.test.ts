// Issue 25, item 1, as it was seen: over HTTP, with the server's limits, in a game with hr01-fortifications
// (RULES §8.1) Japan's first pendingDecisions lists FORTIFICATION among what it may buy, purchaseUnits and
// placeUnits take it, and game.board shows it afterwards (today: an internal error at purchasable[19].unitType,
// "not in the enum" refusals, and a null board).
import {
  endPhasesUntil,
  expectAccepted,
  MUTATIONS,
  newId,
  place,
  purchase,
  SEATS,
  startTestServer,
  type Game,
  type Power,
  type TestServer,
} from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

test('RULES §8.1 hr01-fortifications: bought, placed and on the board through the HTTP API', async () => {
  const send = t.data;
  const created = (
    await send(MUTATIONS.createGame, { input: { commandId: newId(), name: 'fortifications', options: ['hr01-fortifications'] } })
  ).createGame;
  expect(created.__typename).toBe('GameCreated');
  const tokens = {} as Record<Power, string>;
  for (const power of SEATS)
    tokens[power] = (await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId: created.game.id, power } })).takeSeat.seatToken;
  const g: Game = { gameId: created.game.id, organizerToken: created.organizerToken, tokens };

  const pending = async () =>
    (
      await send(
        `query($g: String!) { game(id: $g) { pendingDecisions { kind power purchasable { unitType cost } placements { unitType count places } } } }`,
        {
          g: g.gameId,
        },
      )
    ).game.pendingDecisions;
  const [buy] = await pending();
  expect(buy.kind).toBe('PURCHASE');
  expect(buy.purchasable).toContainEqual({ unitType: 'FORTIFICATION', cost: 4 });

  expectAccepted(await purchase(send, g, 'JAPAN', [{ unitType: 'FORTIFICATION', count: 1 }]));
  await endPhasesUntil(send, g, 'JAPAN', 'MOBILIZE');
  const [mobilize] = await pending();
  const choice = mobilize.placements.find((p: { unitType: string }) => p.unitType === 'FORTIFICATION');
  expect(choice).toMatchObject({ count: 1 });
  // Placed directly in own land held since the turn began (RULES §8.1 hr01-fortifications), Japan itself among them.
  expect(choice.places).toContain('Japan');
  expectAccepted(await place(send, g, 'JAPAN', [{ unitType: 'FORTIFICATION', count: 1, territory: 'Japan' }]));

  const board = (
    await send(
      `query($g: String!) { game(id: $g) { board { units { type owner at } territories { name units { type owner count } } } } }`,
      {
        g: g.gameId,
      },
    )
  ).game.board;
  expect(board.units.filter((u: { type: string }) => u.type === 'FORTIFICATION')).toEqual([
    { type: 'FORTIFICATION', owner: 'JAPAN', at: 'Japan' },
  ]);
  expect(board.territories.find((x: { name: string }) => x.name === 'Japan').units).toContainEqual({
    type: 'FORTIFICATION',
    owner: 'JAPAN',
    count: 1,
  });
});
