// Records the committed export fixtures (test/fixtures/exports, docs/exports.md):
// games played through the command service as the API runs them (seat tokens,
// the hash chain, a SQLite store), by the random legal player of
// test/support/command-player.ts, with practice dice (CreateGame diceSeed) and a
// clock that ticks one second per command, so the same source records the same
// bytes. Each fixture is the export-game document of its game; over ~300 KB it
// is gzipped. One more is written in export format 1 (engines up to 0.2.0), so
// that loading old files stays tested.
//   npx ts-node --transpile-only tools/record-fixture-exports.ts [name ...]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { streamOf } from '../projections/game-states';
import { buildExport, exportText } from '../src/audit/export';
import { createServices, type Services } from '../src/app/services';
import { rulesetView } from '../src/rules';
import type { RecordedEvent } from '../src/store/port';
import { createSqliteEventStore } from '../src/store/sqlite';
import { playGame, tickingClock, uuidFrom, type PlayedGame } from '../test/support/command-player';

export const FIXTURE_DIR = join(__dirname, '../test/fixtures/exports');
/** The server secret the fixtures were played with (seat and organizer tokens derive from it; the dice do not). */
export const FIXTURE_SECRET = 'fixture-exports-secret';
const GZIP_OVER = 300_000;

interface Fixture {
  name: string;
  /** What it is, for the report and docs/exports.md. */
  about: string;
  play(services: Services, gameId: string): Promise<PlayedGame>;
  /** Write export format 1 (`{ gameId, exportedEvents, events }`) instead of the current one. */
  format1?: true;
}

const random = (rulesetId: string, seed: number, events: number, options: string[] = []) =>
  async function (services: Services, gameId: string) {
    return playGame(services, {
      seed,
      gameId,
      rulesetId,
      options,
      events,
      name: `fixture ${rulesetId} ${seed}`,
      diceSeed: `fixture-dice-${seed}`,
    });
  };

/**
 * A finished game in few events (random play rarely ends a pacific-1940 game in a size worth
 * committing): from the start, the organizer gives Japan four more victory cities (EditPosition, an organizer's ruling on the board), then every
 * power ends its phases until VIC-1/VIC-3 end the game (as test/api/victory.test.ts does).
 */
const ruledVictory = (rulesetId: string, seed: number) =>
  async function (services: Services, gameId: string) {
    const g = await playGame(services, {
      seed,
      gameId,
      rulesetId,
      events: 0,
      name: `fixture ${rulesetId} victory`,
      diceSeed: `fixture-dice-${seed}`,
    });
    const rules = rulesetView(rulesetId);
    let n = 0;
    const send = async (token: string, command: Record<string, unknown>) => {
      const r = await services.commands.handle({
        gameId,
        commandId: uuidFrom(`victory/${gameId}/${++n}`),
        token,
        command: command as never,
      });
      if (!r.ok) throw new Error(`${String(command.type)} refused: ${r.violation.code} ${r.violation.message}`);
      return r;
    };
    const edits = ['Kwangtung', 'India', 'Philippines', 'Hawaiian Islands'].map((territory) => ({
      op: 'setOwner',
      territory,
      owner: 'Japan',
    }));
    let state = (await send(g.organizerToken, { type: 'EditPosition', edits, reason: 'fixture: a victory in few events' })).state;
    while (state.status === 'active' && n < 500)
      state = (await send(g.tokens[rules.playerOf(state.current).seat], { type: 'EndPhase' })).state;
    if (state.status !== 'ended') throw new Error(`${gameId}: not ended after ${n} commands`);
    return { ...g, state };
  };

export const FIXTURES: Fixture[] = [
  { name: 'pacific-1940-played', about: 'pacific-1940, random legal play, active', play: random('pacific-1940', 11, 700) },
  {
    name: 'pacific-1940-victory',
    about: 'pacific-1940, an organizer EditPosition then turns ended: Axis win (VIC-1, VIC-3)',
    play: ruledVictory('pacific-1940', 12),
  },
  {
    name: 'pacific-1940-2e-options',
    about: 'pacific-1940-2e with options, random legal play, active',
    play: random('pacific-1940-2e', 13, 700, ['hr01-rail-movement', 'x2-escorts']),
  },
  {
    name: 'pacific-1940-2e-victory',
    about: 'pacific-1940-2e, an organizer EditPosition then turns ended',
    play: ruledVictory('pacific-1940-2e', 14),
  },
  {
    name: 'pacific-2001-house-rules',
    about: 'pacific-2001 with house rules (RULES §8.1), random legal play to its end',
    play: random('pacific-2001', 15, 100_000, ['hr01-convoy-raiding', 'hr01-corrected-setup', 'hr01-sbr-two-dice']),
  },
  { name: 'pacific-2001-played', about: 'pacific-2001, random legal play, active', play: random('pacific-2001', 16, 500) },
  {
    name: 'format-1-pacific-1940',
    about: 'export format 1 (engine 0.2.0), pacific-1940, random legal play, active',
    play: random('pacific-1940', 17, 300),
    format1: true,
  },
];

/** Export format 1, exactly as export-game wrote it up to engine 0.2.0 (commit 14aa19e src/cli/export-game.ts). */
export function format1Text(gameId: string, events: RecordedEvent[]): string {
  return JSON.stringify({ gameId, exportedEvents: events.length, events }, null, 2) + '\n';
}

/** Plays one fixture's game in a fresh SQLite store and returns its file name and bytes. */
export async function record(f: Fixture): Promise<{ file: string; bytes: Buffer; events: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'pacific-fixture-'));
  const store = createSqliteEventStore({ path: join(dir, 'pacific.db') });
  try {
    const services = createServices(store, FIXTURE_SECRET, { now: tickingClock() });
    const gameId = uuidFrom(`fixture/${f.name}`);
    await f.play(services, gameId);
    const events = await store.readStream(streamOf(gameId));
    const text = f.format1 ? format1Text(gameId, events) : exportText(buildExport(events));
    const big = Buffer.byteLength(text) > GZIP_OVER;
    // mtime 0 and no file name in the gzip header: the same text gives the same bytes.
    const bytes = big ? gzipSync(text, { level: 9 }) : Buffer.from(text);
    return { file: `${f.name}.json${big ? '.gz' : ''}`, bytes, events: events.length };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  for (const f of FIXTURES.filter((x) => only.length === 0 || only.includes(x.name))) {
    const t = Date.now();
    const r = await record(f);
    for (const old of [`${f.name}.json`, `${f.name}.json.gz`]) rmSync(join(FIXTURE_DIR, old), { force: true });
    writeFileSync(join(FIXTURE_DIR, r.file), r.bytes);
    console.log(`${r.file}: ${r.events} events, ${r.bytes.length} bytes (${Date.now() - t} ms)`);
  }
}

if (require.main === module)
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
