// Victory through the GraphQL schema (executed directly, no HTTP): Game and Board
// show `victoryPending` while VIC-3 waits for a complete round, then `winner`
// and status "ended" once GameEnded (RULES §1.4, AMBIG-14).
import { inProcessGame, seatedGame } from '../support/in-process';

const QUERY = `query($id: String!) {
  game(id: $id) { status winner victoryPending { side power round } board { status winner victoryPending { side power round } } }
}`;

test('VIC-1, VIC-3: game and board show the pending Axis win, then the winner and status ENDED', async () => {
  const game = inProcessGame('00000000-0000-4000-8000-0000000000e2');
  const { run, gameId } = game;
  const query = async () => {
    const r = await game.gql(QUERY, { id: gameId });
    if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
    return (r.data as any).game;
  };
  const endTurn = () => game.endTurn(tokens);
  const { organizer, tokens } = await seatedGame(game, 'victory');
  expect(await query()).toEqual({
    status: 'ACTIVE',
    winner: null,
    victoryPending: null,
    board: { status: 'ACTIVE', winner: null, victoryPending: null },
  });

  const edits = ['Kwangtung', 'India', 'Philippines', 'Hawaiian Islands'].map((territory) => ({
    op: 'setOwner',
    territory,
    owner: 'Japan',
  }));
  await run(organizer, { type: 'EditPosition', edits, reason: 'victory test' });
  await endTurn(); // Japan: six victory cities at its turn end
  const pending = { side: 'AXIS', power: 'JAPAN', round: 1 };
  expect(await query()).toEqual({
    status: 'ACTIVE',
    winner: null,
    victoryPending: pending,
    board: { status: 'ACTIVE', winner: null, victoryPending: pending },
  });

  for (let i = 0; i < 5; i++) await endTurn(); // USA, China, UK, ANZAC, then Japan again
  expect(await query()).toEqual({
    status: 'ENDED',
    winner: 'AXIS',
    victoryPending: null,
    board: { status: 'ENDED', winner: 'AXIS', victoryPending: null },
  });
});
