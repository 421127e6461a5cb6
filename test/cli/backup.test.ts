// Online backup and restore (issue 29, docs/operations.md): a backup taken while
// several clients keep sending commands to the compiled server, the server then
// killed with SIGKILL, the backup restored into a fresh file and served again:
// every command acknowledged before the backup started is there, and every hash
// chain verifies. And what restore refuses: a store a server has open, an existing
// store without --force, a backup whose chain is broken (nothing changed each time).
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { killGroup, spawnChild } from '../support/children';
import { SERVER_ENTRY } from '../support/server-entry';
import { NO_STACK, ROOT, runTool } from '../support/cli-run';
import { freePort, gql, gqlData, MUTATIONS, newId, SEATS, tempDir, TEST_SECRET, type GameEventRow } from '../api/helpers';

interface Server {
  proc: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function startServer(dbPath: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EVENT_STORE: 'sqlite',
    SQLITE_PATH: dbPath,
    PORT: String(port),
    HOST: '127.0.0.1',
    TOKEN_SECRET: TEST_SECRET,
    // The load comes from one address: the per-client budgets would refuse most of it.
    RATE_LIMIT_COMMANDS: 'off',
    RATE_LIMIT_CREATE_GAME: 'off',
    RATE_LIMIT_QUERY_COST: 'off',
  };
  delete env.NODE_ENV;
  delete env.KURRENTDB_CONNECTION_STRING;
  const proc = spawnChild(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}/graphql`;
  // 60 s: a loaded 2-core machine has taken over 20 s to start a server.
  for (const until = Date.now() + 60_000; ;) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`server exited:\n${out}`);
    if (out.includes('GraphQL on')) return { proc, url, exited };
    if (Date.now() > until) throw new Error(`server did not start in 60 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A command the server acknowledged: its game and the events it was answered with. */
interface Ack {
  gameId: string;
  events: Pick<GameEventRow, 'id' | 'number'>[];
}

/** One client: creates games and takes their seats, one command after another, until told to stop or the server dies. */
async function client(url: string, acks: Ack[], stop: () => boolean): Promise<void> {
  const send = (q: string, v: Record<string, unknown>) => gqlData(url, q, v);
  try {
    while (!stop()) {
      const created = (await send(MUTATIONS.createGame, { input: { commandId: newId(), rulesetId: 'pacific-1940', name: 'backup load' } }))
        .createGame;
      expect(created.__typename).toBe('GameCreated');
      const gameId: string = created.game.id;
      acks.push({ gameId, events: created.events });
      for (const power of SEATS) {
        if (stop()) return;
        const r = (await send(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power } })).takeSeat;
        expect(r.__typename).toBe('SeatGranted');
        acks.push({ gameId, events: r.events });
      }
    }
  } catch (err) {
    // The server killed under it: a request in flight fails, and was not acknowledged.
    if (!stop()) throw err;
  }
}

const streamsOf = (path: string): string[] => {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT stream_id FROM streams ORDER BY stream_id').pluck().all() as string[];
  } finally {
    db.close();
  }
};

describe('backup under load, kill -9, restore, serve again', () => {
  const tmp = tempDir('pacific-backup-');
  const servers: Server[] = [];
  afterAll(async () => {
    for (const s of servers) {
      killGroup(s.proc, 'SIGKILL');
      await s.exited;
    }
    tmp.remove();
  });

  test('every command acknowledged before the backup started is restored, and every chain verifies', async () => {
    const dbPath = join(tmp.dir, 'live.db');
    const backupPath = join(tmp.dir, 'backup.db');
    const restoredPath = join(tmp.dir, 'restored.db');
    const a = await startServer(dbPath);
    servers.push(a);

    const acks: Ack[] = [];
    let stopping = false;
    const clients = Array.from({ length: 4 }, () => client(a.url, acks, () => stopping));
    while (acks.length < 40) await new Promise((r) => setTimeout(r, 20));

    // The backup, in its own process, while the four clients go on.
    const before = acks.slice();
    const backup = await runTool('backup', ['--db', dbPath, '--out', backupPath], { EVENT_STORE: 'sqlite' });
    const acksAfterBackup = acks.length;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`^backup ${backupPath}: \\d+ events in \\d+ streams`));
    // The server kept answering while the copy was taken: it was online.
    expect(acksAfterBackup).toBeGreaterThan(before.length);

    // Restoring over the store the running server holds is refused, --force or not; the store is untouched.
    const busy = await runTool('restore', ['--from', backupPath, '--db', dbPath, '--force']);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`restore: ${dbPath} is open in a running server`);
    expect(busy.stderr).not.toMatch(NO_STACK);
    expect(readdirSync(tmp.dir).filter((f) => f.includes('replaced') || f.includes('restoring'))).toEqual([]);

    // A little more load after the backup, then the server is killed mid-write.
    const more = acks.length + 12;
    while (acks.length < more) await new Promise((r) => setTimeout(r, 10));
    stopping = true;
    killGroup(a.proc, 'SIGKILL');
    await a.exited;
    expect(a.proc.signalCode).toBe('SIGKILL');
    await Promise.all(clients);

    const restore = await runTool('restore', ['--from', backupPath, '--db', restoredPath]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^restored .*restored\.db from .*: \d+ events in \d+ streams .*every hash chain verified/);

    const b = await startServer(restoredPath);
    servers.push(b);
    const byGame = new Map<string, Ack[]>();
    for (const ack of before) byGame.set(ack.gameId, [...(byGame.get(ack.gameId) ?? []), ack]);
    for (const [gameId, gameAcks] of byGame) {
      const log: { events: { edges: { node: { id: string; number: number } }[] } } = await gqlData(
        b.url,
        `query($g: String!) { events(gameId: $g, first: 100) { edges { node { id number } } } }`,
        { g: gameId },
      );
      const ids = new Map(log.events.edges.map(({ node }) => [node.number, node.id]));
      for (const ack of gameAcks)
        for (const e of ack.events) expect([gameId, e.number, ids.get(e.number)]).toEqual([gameId, e.number, e.id]);
    }
    // Every game in the restored store, the ones cut off mid-way by the backup included, has a whole chain.
    const streams = streamsOf(restoredPath);
    expect(streams.length).toBeGreaterThanOrEqual(byGame.size);
    for (const stream of streams) {
      const gameId = stream.replace(/^game-/, '');
      const r = await gql(b.url, `query($g: String!) { game(id: $g) { eventCount chain { valid checked } } }`, { g: gameId });
      expect(r.errors).toBeUndefined();
      expect(r.data.game.chain).toEqual({ valid: true, checked: r.data.game.eventCount });
    }
  }, 180_000);

  test('restore refuses an existing store without --force, and a backup whose hash chain is broken; nothing is changed', async () => {
    const backupPath = join(tmp.dir, 'backup.db');
    const target = join(tmp.dir, 'restored.db');
    // The second server of the test above still serves restored.db: stop it cleanly first.
    const b = servers[servers.length - 1];
    b.proc.kill('SIGTERM');
    await b.exited;
    const was = readFileSync(target);

    const exists = await runTool('restore', ['--from', backupPath, '--db', target]);
    expect(exists.code).toBe(1);
    expect(exists.stderr).toContain(`${target} exists (stop its server, then give --force to replace it)`);

    // One event's payload changed in a copy of the backup: its hash no longer matches.
    const tampered = join(tmp.dir, 'tampered.db');
    copyFileSync(backupPath, tampered);
    const db = new Database(tampered);
    const row = db.prepare('SELECT position, data FROM events ORDER BY position DESC LIMIT 1').get() as { position: number; data: string };
    db.prepare('UPDATE events SET data = ? WHERE position = ?').run(
      JSON.stringify({ ...JSON.parse(row.data), forged: true }),
      row.position,
    );
    db.close();
    const broken = await runTool('restore', ['--from', tampered, '--db', target, '--force']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(
      /^restore: the backup .*tampered\.db: stream game-\S+: hash chain broken at event \d+: hash does not match the event\. Nothing was changed\./,
    );
    expect(readFileSync(target).equals(was)).toBe(true);

    // With --force, the good backup replaces it, and the replaced store is kept beside it.
    const forced = await runTool('restore', ['--from', backupPath, '--db', target, '--force']);
    expect(forced.code).toBe(0);
    const kept = /kept as (\S+)$/.exec(forced.stdout.trim())?.[1];
    expect(kept && existsSync(kept)).toBe(true);
    expect(readFileSync(kept!).equals(was)).toBe(true);

    // backup will not overwrite a file without --force either.
    const again = await runTool('backup', ['--db', target, '--out', backupPath]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`backup: ${backupPath} exists (give --force to replace it).`);
  }, 60_000);
});

describe('the tools as typed', () => {
  const tmp = tempDir('pacific-backup-cli-');
  afterAll(() => tmp.remove());

  test('--help: usage and exit codes; a missing option, no store, a file that is not a store: one line each', async () => {
    const notStore = join(tmp.dir, 'notes.db');
    writeFileSync(notStore, 'not a database '.repeat(400));
    const junk = join(tmp.dir, 'junk.db');
    writeFileSync(junk, 'not a database either '.repeat(400));
    const nowhere = join(tmp.dir, 'nowhere.db');
    const [backupHelp, restoreHelp, noOut, noStore, badBackup, noBackup, overJunk] = await Promise.all([
      runTool('backup', ['--help']),
      runTool('restore', ['--help']),
      runTool('backup', ['--db', nowhere]),
      runTool('backup', ['--db', nowhere, '--out', join(tmp.dir, 'b.db')]),
      runTool('restore', ['--from', notStore, '--db', join(tmp.dir, 'r.db')]),
      runTool('restore', ['--from', nowhere, '--db', join(tmp.dir, 'r.db')]),
      runTool('restore', ['--from', notStore, '--db', junk, '--force']),
    ]);
    for (const [r, name] of [
      [backupHelp, 'backup'],
      [restoreHelp, 'restore'],
    ] as const) {
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(r.stdout).toMatch(new RegExp(`^Usage: ${name} \\[options\\]`));
      expect(r.stdout).toMatch(/\nExit codes:\n {2}0 {2}.+\n {2}1 {2}.+\n {2}2 {2}.+/);
    }
    expect([noOut.code, noOut.stderr]).toEqual([1, "backup: required option '--out <file>' not specified (backup --help for usage)\n"]);
    expect([noStore.code, noStore.stderr]).toEqual([1, `backup: no store at ${nowhere}.\n`]);
    expect(badBackup.code).toBe(2);
    expect(badBackup.stderr).toMatch(
      /^restore: the backup .*notes\.db is not a sound SQLite database: file is not a database\. Nothing was changed\.\n$/,
    );
    expect([noBackup.code, noBackup.stderr]).toEqual([1, `restore: no backup at ${nowhere}.\n`]);
    expect(overJunk.code).toBe(1);
    expect(overJunk.stderr).toBe(
      `restore: cannot tell whether ${junk} is in use (file is not a database): move it away yourself if it is to be replaced.\n`,
    );
    expect(readdirSync(tmp.dir).sort()).toEqual(['junk.db', 'notes.db']);
    expect(readFileSync(junk, 'utf8')).toBe('not a database either '.repeat(400));
  }, 60_000);
});
