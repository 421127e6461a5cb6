// The long game the benchmarks measure: the soak players (test/soak/random-player.ts)
// play one game of pacific-1940 through the command service until it has
// LONG_GAME_EVENTS events. It is seeded and deterministic (same seed, secret,
// game id and clock: the same events, byte for byte), and it takes minutes to
// play, so it is played once and cached in bench/.cache/ (gitignored). The
// cache is named after the engine version that played it: a game recorded by
// an older engine lacks what the log records since (engine 0.2.0 records each
// command with its first event, which the verify row re-derives), so a new
// version plays it again once instead of benchmarking an old log.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createServices } from '../../src/app/services';
import { ENGINE_VERSION } from '../../src/app/version';
import type { RecordedEvent } from '../../src/store/port';
import { createMemoryEventStore } from '../../src/store/memory';
import { streamOf } from '../../projections/game-states';
import { playGame, tickingClock, uuidFrom, type PlayedCommand } from '../../test/support/command-player';

export const CACHE_DIR = join(__dirname, '..', '.cache');
export const LONG_GAME = { seed: 1201, events: 20_000, secret: 'bench-long-game-secret' } as const;

export interface LongGame {
  seed: number;
  gameId: string;
  secret: string;
  /** The stored events, as the store returned them. */
  events: RecordedEvent[];
  /** The accepted commands in order, with whose token each was sent. */
  commands: PlayedCommand[];
  /** Units on the board at the end. */
  units: number;
  /** Commands sent in all (refused ones included) and how long playing took. */
  sent: number;
  playSeconds: number;
}

/** The cache's name without its extension: the long game's database (long-game-db.ts) shares it. */
export const longGameKey = () => `long-game-${LONG_GAME.seed}-${LONG_GAME.events}-v${ENGINE_VERSION}`;
const file = () => join(CACHE_DIR, `${longGameKey()}.json.gz`);

/** The cached long game, played first if it is not cached yet. */
export async function longGame(log: (line: string) => void = () => undefined): Promise<LongGame> {
  if (existsSync(file())) return JSON.parse(gunzipSync(readFileSync(file())).toString('utf8')) as LongGame;
  log(`playing the long game (seed ${LONG_GAME.seed}, ${LONG_GAME.events} events) once, to cache it in bench/.cache/ ...`);
  const started = Date.now();
  const store = createMemoryEventStore();
  const services = createServices(store, LONG_GAME.secret, { now: tickingClock() });
  const gameId = uuidFrom(`bench-long-game-${LONG_GAME.seed}`);
  let lastReport = Date.now();
  const played = await playGame(services, {
    seed: LONG_GAME.seed,
    gameId,
    events: LONG_GAME.events,
    afterCommand: async (o) => {
      if (o.ok && Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        log(`  ... ${o.events.at(-1)!.revision + 1} events, round ${o.state.round}, ${Math.round((Date.now() - started) / 1000)} s`);
      }
    },
  });
  const events = await store.readStream(streamOf(gameId));
  if (events.length < LONG_GAME.events)
    throw new Error(`the long game ended after ${events.length} events (${played.state.status}); choose another seed`);
  const game: LongGame = {
    seed: LONG_GAME.seed,
    gameId,
    secret: LONG_GAME.secret,
    events,
    commands: played.accepted,
    units: played.state.units.size,
    sent: played.commands,
    playSeconds: (Date.now() - started) / 1000,
  };
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file(), gzipSync(JSON.stringify(game)));
  await store.close();
  log(
    `  played in ${game.playSeconds.toFixed(0)} s: ${events.length} events, ${game.commands.length} accepted commands, ${game.units} units`,
  );
  return game;
}

if (require.main === module) {
  longGame(console.log).then(
    (g) => console.log(`long game: ${g.events.length} events, ${g.units} units, ${g.commands.length} commands (bench/.cache/)`),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
