// The 2001 game played to its end in process (test/support): the organizer's
// edit gives Japan India (a second victory city, AMBIG-32); Japan's first turn
// attacks Shan State by surprise (AMBIG-39: the Indian infantry defends at 1);
// at the end of the round (AMBIG-42) the Axis wins, the dice seed is revealed,
// and every die verifies against it.
import { verifyDice } from '../../src/app/dice-audit';
import type { GameState } from '../../src/rules';
import { allEvents } from './helpers';
import { play2001ToEnd } from '../support/game-2001-end';
import { inProcessGame } from '../support/in-process';

const game = inProcessGame('00000000-0000-4000-8000-000000002001');
const send = async (query: string, variables: Record<string, unknown> = {}) => {
  const r = await game.gql(query, variables);
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data as any;
};
const state = async (): Promise<GameState> => (await game.services.states.current(game.gameId))!.state;

test('Japan holds Japan and India at the end of round 1: the Axis wins, and the dice of the surprise attack verify', async () => {
  await play2001ToEnd(game, '2001 to the end');

  const s = await state();
  expect([s.status, s.winner, s.round]).toEqual(['ended', 'Axis', 1]);
  const events = await allEvents(send, game.gameId, 200);
  const types = events.map((e) => e.type);
  expect(types.slice(-2)).toEqual(['GameEnded', 'DiceSeedRevealed']);
  expect(events.find((e) => e.type === 'GameEnded')!.data).toMatchObject({ winner: 'Axis', condition: 'AMBIG-32 victory cities' });
  // The surprise attack was fought: Japan took Shan State, and the dice were rolled from the committed seed.
  expect(events.some((e) => e.type === 'TerritoryCaptured' && e.data.territory === 'Shan State')).toBe(true);
  const audit = verifyDice(events);
  expect(audit).toMatchObject({ valid: true, seedFrom: 'revealed', commitmentMatches: true, problems: [] });
  expect(audit.seedRolls).toBeGreaterThan(0);
});
