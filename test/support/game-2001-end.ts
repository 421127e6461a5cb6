// The 2001 game played to its end in process, as test/api/pacific-2001-end.test.ts
// tells it: the organizer's edit gives Japan India (a second victory city,
// AMBIG-32); Japan's first turn attacks Shan State by surprise (AMBIG-39); at the
// end of round 1 (AMBIG-42) the Axis wins. Also the record's finished game.
import { pendingDecisions, type Command, type GameState } from '../../src/rules';
import type { InProcessGame } from './in-process';

/** Plays the game to its end; throws if it does not end. */
export async function play2001ToEnd(game: InProcessGame, name: string): Promise<void> {
  const state = async (): Promise<GameState> => (await game.services.states.current(game.gameId))!.state;
  const organizer = (await game.run(null, { type: 'CreateGame', rulesetId: 'pacific-2001', options: [], name })).token!;
  const seat: Record<string, string> = {};
  for (const power of ['Japan', 'India', 'USA'] as const) seat[power] = (await game.run(null, { type: 'TakeSeat', power })).token!;
  const tokenOf = (power: string) => seat[{ Australia: 'India', China: 'USA' }[power] ?? power];

  const indian = (await state()).units.at('India').map((u) => u.id);
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
    if (s.status === 'ended') return;
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
  if ((await state()).status !== 'ended') throw new Error('the 2001 game did not end');
}
