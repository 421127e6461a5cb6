// The commit thread's writer alone (src/store/sqlite-batch.ts): two builds' `sqliteWriter`, or one build with two
// page-cache sizes, each committing batches of appends to its own file on this thread, rounds interleaved
// (A B B A ...), the process's CPU per append (user + system: the WAL's writes and fsyncs included) and the WAL
// frames per commit. Without the HTTP server's noise around it, for changes of a few per cent of a thread that is
// itself an eighth of a mutation's CPU (issue 29). Batches are made before each round is timed, the same for both.
//
//   npx ts-node --transpile-only bench/ab-writer.ts [--base /path/to/built/checkout] [--before-cache -16000]
//     [--after-cache <the commit thread's, WRITER_CACHE_SIZE>] [--streams 50] [--per 24] [--commits 40] [--rounds 20] [--prefill 20] [--sync FULL]
//
// --base: the `before` writer is that checkout's dist/ (built); without it both are this checkout's source.
// --*-cache: PRAGMA cache_size of each side's connection (negative: KiB). `before` has better-sqlite3's default
// (-16000, what the commit thread had before issue 29's stop of 29 Nov, noon), `after` the commit thread's now.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createSqliteEventStore } from '../src/store/sqlite';
import { sqliteWriter, type SqliteWriter, type WireAppend } from '../src/store/sqlite-batch';
import { WRITER_CACHE_SIZE } from '../src/store/sqlite-commit-worker';
import { arg, numberArg } from './lib/args';
import { runScript } from './lib/row';

type Side = 'before' | 'after';

/** A small deterministic generator (the same streams and event counts for both sides). */
function lcg(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
}
/** `text` padded or cut to `n` characters: the sizes of the mutations row's stream ids, command ids and event ids. */
const sized = (text: string, n: number) => (text + '-'.repeat(n)).slice(0, n);

async function main() {
  const base = arg('base', '');
  const streams = numberArg('streams', '50', { min: 1, integer: true });
  const per = Math.min(streams, numberArg('per', '24', { min: 1, integer: true }));
  const commits = numberArg('commits', '40', { min: 1, integer: true });
  const rounds = numberArg('rounds', '20', { min: 2, integer: true });
  const prefill = numberArg('prefill', '20', { min: 0, integer: true });
  const sync = arg('sync', 'FULL');
  const writerOf: Record<Side, (db: Database.Database) => SqliteWriter> = {
    before: base
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the base checkout's own build, by path
        (require(join(resolve(base), 'dist/src/store/sqlite-batch.js')) as typeof import('../src/store/sqlite-batch')).sqliteWriter
      : sqliteWriter,
    after: sqliteWriter,
  };
  const dir = mkdtempSync(join(tmpdir(), 'bench-abw-'));
  try {
    const open = async (side: Side) => {
      const path = join(dir, `${side}.db`);
      await createSqliteEventStore({ path }).close(); // the schema
      const db = new Database(path);
      db.pragma('journal_mode = WAL');
      db.pragma(`synchronous = ${sync}`);
      db.pragma('wal_autocheckpoint = 0'); // checkpoints between rounds, untimed
      db.pragma(`cache_size = ${arg(`${side}-cache`, side === 'after' ? String(WRITER_CACHE_SIZE) : '-16000')}`);
      return { side, db, writer: writerOf[side](db), revision: new Array<number>(streams).fill(-1), random: lcg(7), made: 0 };
    };
    const sides = [await open('before'), await open('after')];
    type S = (typeof sides)[number];
    const streamId = (i: number) => sized(`game-${i}`, 41);
    // Appends as the row's endPhase makes them: one command, 1 or 2 events (1.4 on average), ~0.8 KB a stored event.
    const batch = (s: S, which: number[]): WireAppend[] =>
      which.map((i) => {
        const command = sized(`command-${s.side}-${s.made++}`, 64);
        const events = Array.from({ length: s.random() < 0.4 ? 2 : 1 }, (_, j) => ({
          event_id: sized(`event-${s.made}-${j}`, 36),
          type: 'PhaseStarted',
          data: JSON.stringify({ phase: sized('p', 100), j }),
          metadata: JSON.stringify({ commandId: command, more: sized('m', 460) }),
          command_id: command,
        }));
        const r = s.revision[i];
        return { streamId: streamId(i), commandIds: [command], events, expected: r < 0 ? 'no_stream' : r };
      });
    const run = (s: S, b: WireAppend[]) => {
      s.writer.commit(b).forEach((o, j) => {
        if (o.kind !== 'written') throw new Error(`not written: ${JSON.stringify(o)}`);
        s.revision[Number(b[j].streamId.split('-')[1])] = o.nextRevision;
      });
    };
    const pick = (s: S) => {
      const set = new Set<number>();
      while (set.size < per) set.add(Math.floor(s.random() * streams));
      return [...set];
    };
    for (const s of sides) {
      for (let f = 0; f < prefill; f++)
        for (let i = 0; i < streams; i += per)
          run(
            s,
            batch(
              s,
              Array.from({ length: Math.min(per, streams - i) }, (_, j) => i + j),
            ),
          );
      s.db.pragma('wal_checkpoint(TRUNCATE)');
    }
    const cpuUs = { before: 0, after: 0 };
    const frames = { before: 0, after: 0 };
    for (let r = 0; r < rounds; r++) {
      for (const s of r % 2 === 0 ? sides : [...sides].reverse()) {
        // Each round's batches made first; a batch's expected revisions are those its own appends will find.
        const planned: WireAppend[][] = [];
        const saved = [...s.revision];
        for (let c = 0; c < commits; c++) {
          const b = batch(s, pick(s));
          planned.push(b);
          for (const q of b) s.revision[Number(q.streamId.split('-')[1])] += q.events.length;
        }
        s.revision = saved;
        const c0 = process.cpuUsage();
        for (const b of planned) run(s, b);
        const c = process.cpuUsage(c0);
        cpuUs[s.side] += c.user + c.system;
        frames[s.side] += (s.db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0].log;
        s.db.pragma('wal_checkpoint(TRUNCATE)');
      }
    }
    const appends = rounds * commits * per;
    const perAppend = (side: Side) => Math.round((cpuUs[side] / appends) * 10) / 10;
    console.log(
      JSON.stringify({
        streams,
        appendsPerCommit: per,
        usPerAppend: { before: perAppend('before'), after: perAppend('after') },
        ratio: Math.round((perAppend('after') / perAppend('before')) * 1000) / 1000,
        framesPerCommit: { before: frames.before / (rounds * commits), after: frames.after / (rounds * commits) },
      }),
    );
    for (const s of sides) s.db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runScript(main);
