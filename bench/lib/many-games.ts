// A store holding MANY_GAMES games (each created, its five seats taken and its
// first phases ended through the command service), for the memory and start
// rows. Made once and cached in bench/.cache/ (gitignored); the rows work on a
// copy, so that every repetition starts from the same file.
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_LIST_CHECKPOINT } from '../../projections/game-list';
import { createServices } from '../../src/app/services';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { tickingClock, uuidFrom } from '../../test/support/command-player';
import { CACHE_DIR } from './long-game';

export const MANY_GAMES = 10_000;
const POWERS = ['Japan', 'USA', 'China', 'UK', 'ANZAC'] as const;
const AT_ONCE = 50;

export const gameIdOf = (i: number) => uuidFrom(`bench-many-${i}`);

/** The cached store's path (made first if missing). */
export async function manyGamesDb(log: (line: string) => void = () => undefined): Promise<string> {
  // Named by the game list's checkpoint version: a store made by an older list would be folded again at every start
  // (its checkpoint is not used), which the start row then timed as if it were the start (about a second of it).
  const path = join(CACHE_DIR, `many-games-${MANY_GAMES}-${GAME_LIST_CHECKPOINT.replace(/\W+/g, '-')}.db`);
  if (existsSync(path)) return path;
  log(`creating ${MANY_GAMES} games once, to cache them in bench/.cache/ ...`);
  const started = Date.now();
  const building = `${path}.building`;
  rmSync(building, { force: true });
  const store = createSqliteEventStore({ path: building, synchronous: 'NORMAL', pollIntervalMs: 0 });
  const services = createServices(store, 'bench-secret', { now: tickingClock(), gameCache: { maxGames: AT_ONCE * 2 } });
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let i = next++; i < MANY_GAMES; i = next++) {
        const gameId = gameIdOf(i);
        const send = async (token: string | null, command: Parameters<typeof services.commands.handle>[0]['command']) => {
          const r = await services.commands.handle({
            gameId,
            commandId: uuidFrom(`${gameId}/${command.type}/${Math.random()}`),
            token,
            command,
          });
          if (!r.ok) throw new Error(`${command.type}: ${r.violation.code}`);
          return r;
        };
        await send(null, { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: `game ${i}` });
        const tokens: Record<string, string> = {};
        for (const power of POWERS) tokens[power] = (await send(null, { type: 'TakeSeat', power })).token!;
        for (let p = 0; p < 3; p++) await send(tokens.Japan, { type: 'EndPhase' });
      }
    }),
  );
  // The game list as a server keeps it: folded and checkpointed, so that a start reads only what came after (a store
  // without its checkpoint is folded whole at every start, a second on this one; the start row times that apart).
  await services.games.list();
  for (let i = 0; i < 200 && !(await store.checkpoints?.load(GAME_LIST_CHECKPOINT)); i++) await new Promise((r) => setTimeout(r, 50));
  if (!(await store.checkpoints?.load(GAME_LIST_CHECKPOINT))) throw new Error('the game list did not save its checkpoint');
  await store.close();
  for (const suffix of ['-wal', '-shm', '-wake']) rmSync(building + suffix, { force: true });
  renameSync(building, path);
  log(`  created in ${Math.round((Date.now() - started) / 1000)} s`);
  return path;
}

/** A fresh copy of the cached store, for one repetition. */
export async function manyGamesCopy(to: string): Promise<string> {
  copyFileSync(await manyGamesDb(), to);
  return to;
}
