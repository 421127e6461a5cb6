// Games the game-record tests read: played in process through the command
// service (as the API runs commands), and each event with the API's own summary
// of it (Game.events' `summary`, folded by the API's state cache: not by the
// record's code), to check the record against.
import { streamOf } from '../../projections/game-states';
import { pendingDecisions, type Command, type GameState } from '../../src/rules';
import type { RecordedEvent } from '../../src/store/port';
import { playGame } from '../support/command-player';
import { inProcessGame, type InProcessGame } from '../support/in-process';

export interface Played {
  game: InProcessGame;
  events: RecordedEvent[];
  /** The API's summary of each event, by index. */
  summaries: string[];
}

async function data(game: InProcessGame, source: string, variables: Record<string, unknown>): Promise<any> {
  const r = await game.gql(source, variables);
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data;
}

export async function apiSummaries(game: InProcessGame): Promise<string[]> {
  const out: string[] = [];
  let after: string | null = null;
  for (;;) {
    const r: any = await data(
      game,
      `query($id: String!, $after: String) { events(gameId: $id, first: 500, after: $after) {
        pageInfo { hasNextPage endCursor } edges { node { number summary } } } }`,
      { id: game.gameId, after },
    );
    out.push(...r.events.edges.map((e: { node: { summary: string } }) => e.node.summary));
    if (!r.events.pageInfo.hasNextPage) return out;
    after = r.events.pageInfo.endCursor;
  }
}

async function played(game: InProcessGame): Promise<Played> {
  const events = await game.services.store.readStream(streamOf(game.gameId));
  return { game, events, summaries: await apiSummaries(game) };
}

/** A random 1940 game of a few rounds (test/support/command-player.ts), with an organizer's position edit half-way. */
export async function randomGame(gameId: string, seed: number, events: number, name = `soak ${seed}`): Promise<Played> {
  const game = inProcessGame(gameId);
  let organizer: string | null = null;
  let edited = false;
  await playGame(game.services, {
    seed,
    gameId,
    events,
    name,
    afterCommand: async (outcome) => {
      if (!outcome.ok) return;
      organizer ??= outcome.token ?? null;
      if (edited || outcome.state.version < events / 2) return;
      edited = true;
      // A ruling in the middle of the game: the organizer gives China 5 PUs.
      const r = await game.services.commands.handle({
        gameId,
        commandId: `ruling-${seed}`,
        token: organizer,
        command: {
          type: 'EditPosition',
          reason: 'a ruling: lost PUs restored',
          edits: [{ op: 'setPUs', power: 'China', pus: (outcome.state.pus.China ?? 0) + 5 }],
        } as unknown as Command,
      });
      if (!r.ok) throw new Error(`EditPosition refused: ${r.violation.code}`);
    },
  });
  if (!edited) throw new Error('no ruling made');
  return played(game);
}

/**
 * The 2001 game to its end in round 1 (as test/api/pacific-2001-end.test.ts): the organizer's edit gives Japan India,
 * Japan takes Shan State, and at the end of the round the Axis wins.
 */
export async function endedGame(gameId: string): Promise<Played> {
  const game = inProcessGame(gameId);
  const state = async (): Promise<GameState> => (await game.services.states.current(gameId))!.state;
  const organizer = (await game.run(null, { type: 'CreateGame', rulesetId: 'pacific-2001', options: [], name: '2001 *to* the_end' }))
    .token!;
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
  if ((await state()).status !== 'ended') throw new Error('the 2001 game did not end');
  return played(game);
}
