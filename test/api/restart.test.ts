// Restarting the server on the same SQLite file loses no acknowledged command:
// the log, the board and the seat tokens survive, the game goes on, and a new
// subscription from the client's cursor resumes with exactly the next events.
// Three ways down: a clean stop, a store that is dropped without closing, and
// the real thing: the server process killed with SIGKILL in the middle of a burst of commands.
import { commandKey } from '../../src/app/command-keys';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { killGroup, spawnChild } from '../support/children';
import { SERVER_ENTRY } from '../support/server-entry';
import type { EventStore } from '../../src/store/port';
import {
  allEvents,
  board,
  endPhase,
  expectAccepted,
  freePort,
  gql,
  gqlData,
  newGame,
  newId,
  purchase,
  pusOf,
  startTestServer,
  subscribeEvents,
  tempDir,
  TEST_SECRET,
  type CommandResultRow,
  type Feed,
  type Game,
  type GameEventRow,
} from './helpers';

const ROOT = resolve(__dirname, '../..');

async function chainOf(url: string, gameId: string) {
  const r = await gqlData(url, `query($id: String!) { game(id: $id) { eventCount chain { valid checked } } }`, { id: gameId });
  return r.game;
}

/** Subscribes from `after`, checks that exactly the log's events after it arrive (and nothing more), closes. */
async function expectResume(wsUrl: string, url: string, gameId: string, after: number) {
  const log = await allEvents((q, v) => gqlData(url, q, v), gameId, 50);
  const feed = subscribeEvents(wsUrl, gameId, after);
  try {
    const items = await feed.waitFor(log.length - after);
    await new Promise((r) => setTimeout(r, 150));
    expect(feed.errors).toEqual([]);
    expect(items.map((e) => e.number)).toEqual(log.slice(after).map((e) => e.number));
    expect(items.map((e) => e.id)).toEqual(log.slice(after).map((e) => e.id));
  } finally {
    await feed.close();
  }
}

describe('in process: stop the server, start it again on the same file', () => {
  for (const variant of ['the store closed cleanly', 'the store dropped without closing'] as const) {
    test(`${variant}: nothing acknowledged is lost, tokens still work, subscriptions resume from their cursor`, async () => {
      const tmp = tempDir();
      const dbPath = join(tmp.dir, 'pacific.db');
      const dropped: EventStore[] = [];
      const a = await startTestServer({ dbPath, secret: TEST_SECRET });
      let b: Awaited<ReturnType<typeof startTestServer>> | null = null;
      try {
        const g = await newGame(a.data);
        const feed = a.subscribeEvents(g.gameId, 0);
        const acknowledged: GameEventRow[] = [];
        const ack = (r: CommandResultRow) => {
          expectAccepted(r);
          acknowledged.push(...r.events!);
        };
        ack(await purchase(a.data, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 2 }]));
        ack(await endPhase(a.data, g, 'JAPAN', 'PURCHASE'));
        ack(await endPhase(a.data, g, 'JAPAN', 'COMBAT_MOVE'));
        const count = (await allEvents(a.data, g.gameId)).length;
        await feed.waitFor(count);
        const seen = feed.items[feed.items.length - 1].number;
        expect(seen).toBe(count);
        const boardBefore = await board(a.data, g.gameId);

        if (variant === 'the store closed cleanly') await a.stop();
        else {
          await a.stop({ closeStore: false }); // the old connection is simply abandoned
          dropped.push(a.store);
        }

        b = await startTestServer({ dbPath, secret: TEST_SECRET });
        const log = await allEvents(b.data, g.gameId);
        expect(log).toHaveLength(count);
        for (const e of acknowledged) expect(log[e.number - 1]).toEqual(e);
        expect(await board(b.data, g.gameId)).toEqual(boardBefore);
        expect(await chainOf(b.url, g.gameId)).toEqual({ eventCount: count, chain: { valid: true, checked: count } });

        // A client that had seen everything, and one that was 3 events behind, both resume exactly.
        const live = b.subscribeEvents(g.gameId, seen);
        const behind = b.subscribeEvents(g.gameId, seen - 3);
        await behind.waitFor(3);

        // The game goes on with the same seat tokens.
        const next = await endPhase(b.data, g, 'JAPAN', 'CONDUCT_COMBAT');
        expectAccepted(next);
        expect(next.events![0].number).toBe(count + 1);
        expect(await endPhase(b.data, g, 'USA')).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_YOUR_TURN' });
        await live.waitFor(1);
        await behind.waitFor(4);
        await new Promise((r) => setTimeout(r, 150));
        expect(live.items.map((e) => e.number)).toEqual([count + 1]);
        expect(live.items[0].id).toBe(next.events![0].id);
        expect(behind.items.map((e) => e.number)).toEqual([count - 2, count - 1, count, count + 1]);
        expect(behind.items.slice(0, 3).map((e) => e.id)).toEqual(feed.items.slice(-3).map((e) => e.id));
        await expectResume(b.wsUrl, b.url, g.gameId, seen);
      } finally {
        await a.stop();
        await b?.stop();
        for (const s of dropped) await s.close();
        tmp.remove();
      }
    });
  }
});

// ---------------------------------------------------------------------------
// A real kill: the server as `npm start` runs it (node dist/bundle/serve.js) in a child process, SIGKILLed.

interface Child {
  proc: ChildProcess;
  url: string;
  wsUrl: string;
  exited: Promise<number | null>;
  output: () => string;
}

async function spawnServer(dbPath: string, port: number, configHome: string): Promise<Child> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SQLITE_PATH: dbPath,
    PORT: String(port),
    HOST: '127.0.0.1',
    EVENT_STORE: 'sqlite',
    XDG_CONFIG_HOME: configHome,
  };
  // No TOKEN_SECRET: the secret file the server keeps in the user's configuration folder (outside the data) keeps the seat tokens valid.
  delete env.TOKEN_SECRET;
  delete env.TOKEN_SECRET_FILE;
  delete env.NODE_ENV;
  delete env.KURRENTDB_CONNECTION_STRING;
  // Registered for clean-up the moment it exists (test/support/children.ts): a start that fails below, or a
  // test that fails while it runs, never leaves it running for jest to wait on.
  const proc = spawnChild(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  await new Promise<void>((ok, fail) => {
    // 60 s: a loaded 2-core machine (five suites at once) has taken over 20 s to start a server.
    const timer = setTimeout(() => {
      killGroup(proc, 'SIGKILL');
      fail(new Error(`server did not start in 60 s:\n${out}`));
    }, 60_000);
    const check = () => {
      if (out.includes('GraphQL on')) {
        clearTimeout(timer);
        proc.stdout!.off('data', check);
        ok();
      }
    };
    proc.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return { proc, url: `http://127.0.0.1:${port}/graphql`, wsUrl: `ws://127.0.0.1:${port}/graphql`, exited, output: () => out };
}

describe('a server process killed with SIGKILL mid-game', () => {
  let tmp: ReturnType<typeof tempDir>;
  let config: ReturnType<typeof tempDir>;
  const children: Child[] = [];

  beforeAll(() => {
    tmp = tempDir();
    config = tempDir('pacific-config-');
  });

  afterAll(async () => {
    for (const c of children) {
      if (c.proc.exitCode === null && c.proc.signalCode === null) {
        c.proc.kill('SIGTERM');
        await Promise.race([c.exited, new Promise((r) => setTimeout(r, 5000).unref())]);
        if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
      }
    }
    tmp.remove();
    config.remove();
  });

  test('restarted on the same file: no acknowledged command lost, tokens work, retries apply once, subscriptions resume', async () => {
    const dbPath = join(tmp.dir, 'pacific.db');
    const port = await freePort();
    const first = await spawnServer(dbPath, port, config.dir);
    children.push(first);
    const send = (q: string, v?: Record<string, unknown>) => gqlData(first.url, q, v);
    const g: Game = await newGame(send);
    const secretFile = join(config.dir, 'pacific-engine', 'token-secret');
    expect(existsSync(secretFile)).toBe(true);
    expect(existsSync(join(tmp.dir, 'token-secret'))).toBe(false); // nothing secret beside the data

    const feed: Feed<GameEventRow> = subscribeEvents(first.wsUrl, g.gameId, 0);
    await feed.waitFor(6);

    // A burst of ten 1-infantry purchases (3 PUs each; Japan has 26, so at most 8 can be paid for),
    // all in flight at once. The process is killed as soon as the third answer arrives.
    const commandIds = Array.from({ length: 10 }, () => newId());
    const acknowledged = new Map<string, CommandResultRow>();
    let answers = 0;
    let killed!: () => void;
    const killedNow = new Promise<void>((r) => (killed = r));
    const inFlight = commandIds.map((commandId) =>
      purchase(send, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }], commandId).then(
        (r) => {
          acknowledged.set(commandId, r);
          if (++answers === 3) {
            first.proc.kill('SIGKILL');
            killed();
          }
        },
        () => undefined, // the connection died with the server: not acknowledged
      ),
    );
    await killedNow;
    await first.exited;
    expect(first.proc.signalCode).toBe('SIGKILL');
    await Promise.all(inFlight);
    const seenBeforeKill = feed.items.length ? feed.items[feed.items.length - 1].number : 0;
    await feed.close();
    expect(acknowledged.size).toBeGreaterThanOrEqual(3);

    // Start again on the same file.
    const second = await spawnServer(dbPath, await freePort(), config.dir);
    children.push(second);
    const send2 = (q: string, v?: Record<string, unknown>) => gqlData(second.url, q, v);
    const log = await allEvents(send2, g.gameId, 50);

    // Every acknowledged command is in the log, with the events it was acknowledged with. The log keys commands
    // by an HMAC of their id with the server's secret (kept in the configuration folder), per game.
    const secret = readFileSync(secretFile, 'utf8').trim();
    const keyOf = (commandId: string) => commandKey(secret, g.gameId, commandId);
    for (const [commandId, r] of acknowledged) {
      if (r.__typename !== 'CommandAccepted') {
        expect(r.code).toBe('INSUFFICIENT_PUS');
        continue;
      }
      for (const e of r.events!) expect(log[e.number - 1]).toEqual(e);
      expect(r.events![0].metadata.commandId).toBe(keyOf(commandId));
    }
    // The log is whole: numbered 1..N, hash chain valid, PUs consistent with what it holds.
    expect(log.map((e) => e.number)).toEqual(log.map((_, i) => i + 1));
    expect(await chainOf(second.url, g.gameId)).toEqual({ eventCount: log.length, chain: { valid: true, checked: log.length } });
    const bought = log.filter((e) => e.type === 'UnitsPurchased');
    expect(pusOf(await board(send2, g.gameId), 'JAPAN')).toBe(26 - 3 * bought.length);
    expect(bought.map((e) => e.data.pusLeft)).toEqual(bought.map((_, i) => 26 - 3 * (i + 1)));

    // The subscription resumes from the client's cursor with exactly the events it missed.
    await expectResume(second.wsUrl, second.url, g.gameId, seenBeforeKill);

    // The client retries every command it has no answer for, with the same command id: each is applied once.
    const resumed = subscribeEvents(second.wsUrl, g.gameId, log.length);
    try {
      for (const commandId of commandIds) {
        if (acknowledged.has(commandId)) continue;
        const r = await purchase(send2, g, 'JAPAN', [{ unitType: 'INFANTRY', count: 1 }], commandId);
        if (r.__typename === 'RuleViolation') expect(r.code).toBe('INSUFFICIENT_PUS');
        else expect(r.duplicate).toBe(bought.some((e) => e.metadata.commandId === keyOf(commandId)));
      }
      // Ten purchases of 3 PUs against 26: exactly 8 bought, whatever the kill cut off.
      const after = await allEvents(send2, g.gameId, 50);
      const all = after.filter((e) => e.type === 'UnitsPurchased');
      expect(all).toHaveLength(8);
      expect(new Set(all.map((e) => e.metadata.commandId)).size).toBe(8);
      const b = await board(send2, g.gameId);
      expect(pusOf(b, 'JAPAN')).toBe(2);
      expect(b.purchased).toEqual([{ type: 'INFANTRY', count: 8 }]);

      // The seat tokens issued before the kill still work: the game goes on.
      expectAccepted(await endPhase(send2, g, 'JAPAN', 'PURCHASE'));
      const bad = await gql(
        second.url,
        `mutation($i: EndPhaseInput!) { endPhase(input: $i) { __typename ... on RuleViolation { code } } }`,
        {
          i: { commandId: newId(), gameId: g.gameId, seatToken: g.tokens.USA },
        },
      );
      expect(bad.data.endPhase).toEqual({ __typename: 'RuleViolation', code: 'NOT_YOUR_TURN' });
      const final = await allEvents(send2, g.gameId, 50);
      await resumed.waitFor(final.length - log.length);
      await new Promise((r) => setTimeout(r, 150));
      expect(resumed.items.map((e) => e.id)).toEqual(final.slice(log.length).map((e) => e.id));
    } finally {
      await resumed.close();
    }

    // A clean stop of the second server.
    const finalIds = (await allEvents(send2, g.gameId, 50)).map((e) => e.id);
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // And the file holds what the API said, read directly.
    const store = createSqliteEventStore({ path: dbPath });
    try {
      expect((await store.readStream(`game-${g.gameId}`)).map((e) => e.id)).toEqual(finalIds);
    } finally {
      await store.close();
    }
  }, 180_000); // two server starts of up to 60 s each on a loaded machine, and the game between them
});
