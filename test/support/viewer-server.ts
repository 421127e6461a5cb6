// The replay viewer's tests, benchmark and screenshots (issue 26) need real played
// games behind the real server: the soak players play a pacific-1940 game (a few
// thousand events) and a pacific-2001 game with option units and 2001's players
// (RULES §7) through the command service, into a SQLite file. Playing them takes
// about 15 s, so the file is made once and kept in the temp dir (keyed by what
// is played); every server gets its own copy, so a test that adds a game (live
// mode) never changes what another one reads. The server is the one `npm start`
// runs, in process, on port 0, serving the viewer build from dist/viewer
// (test/support/build-dist.ts clears VIEWER_DIR for the tests).
import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../../src/app/services';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { startTestServer, TEST_SECRET, tempDir, type TestServer } from '../api/helpers';
import { playGame, tickingClock, uuidFrom, type PlayedGame } from './command-player';

/** The options of the 2001 game: units options add (fortifications, super battleship) and events of their own. */
export const OPTIONS_2001 = [
  'hr01-fortifications',
  'x2-super-battleship',
  'x2-advanced-production',
  'hr01-capital-capture-25',
  'x2-escorts',
];

export interface FixtureGame {
  id: string;
  name: string;
  rulesetId: string;
  options: string[];
  seed: number;
  /** Stop once the game has this many events. */
  events: number;
}

/** What is played (the cached file's name is derived from it and from the code that plays it: a stale file is never read). */
export const FIXTURE_GAMES = {
  g1940: { id: uuidFrom('viewer-1940'), name: 'viewer 1940', rulesetId: 'pacific-1940', options: [], seed: 7, events: 2500 },
  g2001: { id: uuidFrom('viewer-2001'), name: 'viewer 2001', rulesetId: 'pacific-2001', options: OPTIONS_2001, seed: 21, events: 900 },
} as const satisfies Record<string, FixtureGame>;

/** What the games are and the code that plays them (rules, app, players): a change of either makes a new file. */
function fixtureKey(): string {
  const root = join(__dirname, '..', '..');
  const hash = createHash('sha256').update(JSON.stringify(FIXTURE_GAMES));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]));
  for (const f of [
    ...files(join(root, 'src/rules')),
    ...files(join(root, 'src/app')),
    ...files(join(root, 'test/soak')),
    __filename,
  ].sort())
    if (/\.(ts|json)$/.test(f)) hash.update(f.slice(root.length)).update(readFileSync(f));
  return hash.digest('hex').slice(0, 12);
}

/** The folder the fixture file is cached in (VIEWER_FIXTURE_DIR, or the temp dir). */
const CACHE = process.env.VIEWER_FIXTURE_DIR || join(tmpdir(), 'pacific-viewer-fixture');

/** Plays the fixture games into a SQLite file, once: later calls (and other test files) find it made. */
export async function fixtureDb(): Promise<string> {
  const path = join(CACHE, `games-${fixtureKey()}.db`);
  if (existsSync(path)) return path;
  mkdirSync(CACHE, { recursive: true });
  // Test files start at once (jest's workers): one plays the games, the others wait for its file.
  const lock = `${path}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (existsSync(path)) return path;
      // A lock left by a process that died while playing (playing takes well under a minute).
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (existsSync(path)) return path;
    await playInto(path);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return path;
}

async function playInto(path: string): Promise<void> {
  // Into a file of its own, renamed into place when complete: a reader never sees half a store.
  const building = `${path}.${process.pid}.building`;
  const store = createSqliteEventStore({ path: building, synchronous: 'NORMAL', pollIntervalMs: 0 });
  const services = createServices(store, TEST_SECRET, { now: tickingClock() });
  for (const g of Object.values(FIXTURE_GAMES) as FixtureGame[])
    await playGame(services, { seed: g.seed, gameId: g.id, rulesetId: g.rulesetId, options: g.options, name: g.name, events: g.events });
  await store.close();
  for (const suffix of ['-wal', '-shm']) rmSync(building + suffix, { force: true });
  renameSync(building, path);
}

export interface ViewerServer {
  api: TestServer;
  /** The server's origin, e.g. http://127.0.0.1:40123 */
  origin: string;
  /** The viewer's address: `${origin}/viewer/` */
  viewer: string;
  /** The played games' ids and lengths (events). */
  games: { g1940: { id: string; events: number }; g2001: { id: string; events: number } };
  stop(): Promise<void>;
}

/** The real server over a copy of the fixture games (or the SQLite file `dbPath` as is), serving the viewer build. */
export async function startViewerServer(opts: { dbPath?: string } = {}): Promise<ViewerServer> {
  const temp = opts.dbPath ? null : tempDir('pacific-viewer-');
  let dbPath = opts.dbPath;
  if (!dbPath) {
    dbPath = join(temp!.dir, 'pacific.db');
    copyFileSync(await fixtureDb(), dbPath);
  }
  const api = await startTestServer({ dbPath });
  const origin = new URL(api.url).origin;
  const count = async (id: string): Promise<number> => {
    const r = await api.data<{ game: { eventCount: number } | null }>('query($id: String!) { game(id: $id) { eventCount } }', { id });
    return r.game?.eventCount ?? 0;
  };
  return {
    api,
    origin,
    viewer: `${origin}/viewer/`,
    games: {
      g1940: { id: FIXTURE_GAMES.g1940.id, events: await count(FIXTURE_GAMES.g1940.id) },
      g2001: { id: FIXTURE_GAMES.g2001.id, events: await count(FIXTURE_GAMES.g2001.id) },
    },
    async stop() {
      await api.stop();
      temp?.remove();
    },
  };
}

export type { PlayedGame };

/** A stored event as `events { … number type data }` gives it. */
export type StoredEvent = { number: number; type: string; data: any };

/** Every event of a game, from the API a page at a time. */
export async function allEvents(s: ViewerServer, id: string): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (let after = 0; ; after += 500) {
    const page = (
      await s.api.data(
        'query($g: String!, $a: String) { events(gameId: $g, first: 500, after: $a) { edges { node { number type data } } } }',
        {
          g: id,
          a: after ? String(after) : null,
        },
      )
    ).events.edges.map((e: { node: StoredEvent }) => e.node);
    events.push(...page);
    if (page.length < 500) return events;
  }
}
