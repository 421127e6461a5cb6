// The long game in a SQLite file, as the server would have stored it, for the
// rows that read it back (rebuild, board(atEvent)). Made from the cached game
// on first use and cached beside it, under the same name (engine version included).
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createSqliteEventStore } from '../../src/store/sqlite';
import type { RecordedEvent } from '../../src/store/port';
import { streamOf } from '../../projections/game-states';
import { CACHE_DIR, longGame, longGameKey, type LongGame } from './long-game';

/** The events of one command each, in order. */
function byCommand(events: RecordedEvent[]): RecordedEvent[][] {
  const out: RecordedEvent[][] = [];
  for (const e of events) {
    const last = out[out.length - 1];
    if (last && last[0].metadata.commandId === e.metadata.commandId) last.push(e);
    else out.push([e]);
  }
  return out;
}

export async function longGameDb(log: (line: string) => void = () => undefined): Promise<{ path: string; game: LongGame }> {
  const game = await longGame(log);
  const path = join(CACHE_DIR, `${longGameKey()}.db`);
  if (existsSync(path)) return { path, game };
  const building = `${path}.building`;
  rmSync(building, { force: true });
  const store = createSqliteEventStore({ path: building, synchronous: 'NORMAL', pollIntervalMs: 0 });
  const stream = streamOf(game.gameId);
  let revision = -1;
  for (const batch of byCommand(game.events)) {
    const r = await store.append(
      stream,
      batch.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
      { expectedRevision: revision < 0 ? 'no_stream' : revision },
    );
    revision = r.nextRevision;
  }
  await store.close();
  for (const suffix of ['-wal', '-shm']) rmSync(building + suffix, { force: true });
  renameSync(building, path);
  return { path, game };
}
