// Games the game-record tests read: played in process through the command
// service (as the API runs commands), and each event with the API's own summary
// of it (Game.events' `summary`, folded by the API's state cache: not by the
// record's code), to check the record against.
import { streamOf } from '../../projections/game-states';
import type { Command } from '../../src/rules';
import type { RecordedEvent } from '../../src/store/port';
import { playGame } from '../support/command-player';
import { play2001ToEnd } from '../support/game-2001-end';
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
  await play2001ToEnd(game, '2001 *to* the_end');
  return played(game);
}
