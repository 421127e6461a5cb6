// The 2001 game played to its end in process (test/support): the organizer's
// edit gives Japan India (a second victory city, AMBIG-32); Japan's first turn
// attacks Shan State by surprise (AMBIG-39: the Indian infantry defends at 1);
// at the end of the round (AMBIG-42) the Axis wins, the dice seed is revealed,
// and every die verifies against it.
import { verifyDice } from '../../src/app/dice-audit';
import { pendingDecisions, type Command, type GameState } from '../../src/rules';
import { allEvents } from './helpers';
import { inProcessGame } from '../support/in-process';

const game = inProcessGame('00000000-0000-4000-8000-000000002001');
const send = async (query: string, variables: Record<string, unknown> = {}) => {
  const r = await game.gql(query, variables);
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data as any;
};
const state = async (): Promise<GameState> => (await game.services.states.current(game.gameId))!.state;

test('Japan holds Japan and India at the end of round 1: the Axis wins, and the dice of the surprise attack verify', async () => {
  const organizer = (await game.run(null, { type: 'CreateGame', rulesetId: 'pacific-2001', options: [], name: '2001 to the end' })).token!;
  const seat: Record<string, string> = {};
  for (const power of ['Japan', 'India', 'USA'] as const) seat[power] = (await game.run(null, { type: 'TakeSeat', power })).token!;
  const tokenOf = (power: string) => seat[{ Australia: 'India', China: 'USA' }[power] ?? power];

  const s0 = await state();
  const indian = s0.units.at('India').map((u) => u.id);
  await game.run(organizer, {
    type: 'EditPosition',
    reason: 'Japan at the brink of an honorable victory',
    edits: [
      { op: 'removeUnits', unitIds: indian },
      { op: 'setOwner', territory: 'India', owner: 'Japan', heldSinceTurnStart: true },
      { op: 'addUnits', at: 'India', units: [{ type: 'infantry', owner: 'Japan', count: 2 }] },
      { op: 'addUnits', at: 'Siam', units: [{ type: 'armour', owner: 'Japan', count: 3 }] },
    ],
  });
  // Every seat lets the engine choose its casualties (CBT-7).
  for (const power of ['Japan', 'India', 'USA'])
    await game.run(seat[power], { type: 'SetCasualtyOrder', orderOfLoss: ['infantry', 'artillery', 'armour'] });

  let attacked = false;
  for (let guard = 0; guard < 400; guard++) {
    const s = await state();
    if (s.status === 'ended') break;
    const d = pendingDecisions(s).find((x) => x.required)!;
    let command: Command;
    if (d.kind === 'combatMove' && s.current === 'Japan' && !attacked) {
      attacked = true;
      const armour = s.units.at('Siam').filter((u) => u.owner === 'Japan' && u.type === 'armour');
      command = { type: 'MoveUnits', units: armour.map((u) => u.id), route: ['Shan State'] };
    } else if (d.kind === 'conductCombat' && s.battles.length) command = { type: 'FightBattle', place: s.battles[0] };
    else if (d.kind === 'pressOnOrRetreat') command = { type: 'PressOn' };
    else if (d.kind === 'kamikaze') command = { type: 'KamikazeAttack', attacks: [] };
    else if (d.kind === 'scramble') command = { type: 'Scramble', units: [] };
    else if (d.commands.includes('EndPhase')) command = { type: 'EndPhase' };
    else throw new Error(`no answer for ${d.kind}`);
    await game.run(tokenOf(d.power), command);
  }

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
