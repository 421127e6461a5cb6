// Kamikaze attacks through the GraphQL schema (executed directly, no HTTP):
// board.kamikazeWindow opens when the USA ends its Combat Move with warships in
// a kamikaze zone; Japan answers with kamikazeAttack from its own seat (KAM-3,
// KAM-4, AMBIG-12).
import { inProcessGame, seatedGame } from '../support/in-process';

const BOARD = `query($id: String!) { board(gameId: $id) { phase currentPower kamikazeWindow { by against targets tokens } kamikazeTokens { power count } units { id type owner at } } }`;
const ATTACK = `mutation($input: KamikazeAttackInput!) { kamikazeAttack(input: $input) {
  __typename ... on CommandAccepted { events { type data } } ... on RuleViolation { code rule } } }`;

test("KAM-3, KAM-4: the board shows the window and its targets; only Japan's seat attacks; a hit on 1-2 sinks the destroyer", async () => {
  const game = inProcessGame('00000000-0000-4000-8000-0000000000a1');
  const { run, gameId } = game;
  const gql = async (source: string, variableValues: Record<string, unknown>) => {
    const r = await game.gql(source, variableValues);
    if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
    return r.data as any;
  };
  const { organizer, tokens } = await seatedGame(game, 'kamikaze', { scriptedDice: [2] });
  await run(organizer, {
    type: 'EditPosition',
    edits: [
      { op: 'setRelation', a: 'Japan', b: 'USA', kind: 'war' },
      { op: 'setKamikaze', active: true },
    ],
    reason: 'kamikaze test',
  });
  for (let phase = 0; phase < 6; phase++) await run(tokens.Japan, { type: 'EndPhase' }); // Japan's turn: no window on its own turn
  await run(tokens.USA, { type: 'EndPhase' }); // purchase
  await run(tokens.USA, { type: 'EndPhase' }); // combat move: the window opens

  let board = (await gql(BOARD, { id: gameId })).board;
  const destroyer = board.units.find((u: any) => u.at === '35 Sea Zone' && u.owner === 'USA' && u.type === 'DESTROYER').id;
  expect(board).toMatchObject({
    phase: 'CONDUCT_COMBAT',
    currentPower: 'USA',
    kamikazeWindow: { by: 'JAPAN', against: 'USA', targets: [destroyer], tokens: 6 },
  });

  const input = (seat: string) => ({
    input: { commandId: `k-${seat}`, gameId, seatToken: tokens[seat], attacks: [{ target: destroyer, tokens: 1 }] },
  });
  expect((await gql(ATTACK, input('USA'))).kamikazeAttack).toEqual({
    __typename: 'RuleViolation',
    code: 'NOT_YOUR_DECISION',
    rule: 'KAM-3',
  });
  const r = (await gql(ATTACK, input('Japan'))).kamikazeAttack;
  expect(r.__typename).toBe('CommandAccepted');
  expect(r.events.map((e: any) => e.type)).toEqual(['DiceRolled', 'KamikazeAttacked', 'KamikazeWindowClosed']);
  expect(r.events[1].data).toMatchObject({ attacks: [{ target: destroyer, tokens: 1, hits: 1, result: 'sunk' }], tokensLeft: 5 });

  board = (await gql(BOARD, { id: gameId })).board;
  expect(board.kamikazeWindow).toBeNull();
  expect(board.kamikazeTokens).toEqual([{ power: 'JAPAN', count: 5 }]);
  expect(board.units.some((u: any) => u.id === destroyer)).toBe(false);
});
