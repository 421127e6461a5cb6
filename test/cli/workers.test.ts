// `npm start -- --workers 2`: two server processes behind one port on one SQLite
// file (src/cli/workers.ts, docs/processes.md, issue 29 "Several processes").
// Requests are served by both; a subscription held by one receives the commands
// the other accepted, woken by the other's commit (src/store/wake.ts): the
// servers poll once an hour here, so nothing arrives by polling within the test;
// 40 concurrent edits spread over both are all applied (none refused
// CONCURRENCY_CONFLICT); a worker killed is logged and replaced; SIGTERM stops both
// workers cleanly and the primary exits 0.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { spawnChild, exited, killGroup } from '../support/children';
import { SERVER_ENTRY } from '../support/server-entry';
import { availableParallelism } from 'node:os';
import { MAX_WORKERS, workersFrom } from '../../src/app/config';
import { freePort, newGame, newId, subscribeEvents, tempDir, TEST_SECRET, POWER_ID } from '../api/helpers';

const ROOT = resolve(__dirname, '../..');

type Send = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** A GraphQL POST on a connection of its own (closed after it), so the primary hands each to the next worker in turn. */
function sendFresh(url: string): Send {
  return (query, variables) =>
    new Promise((resolvePost, reject) => {
      const body = JSON.stringify({ query, variables });
      const req = request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', connection: 'close', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => {
            const r = JSON.parse(text) as { data?: unknown; errors?: unknown[] };
            if (r.errors?.length || !r.data) reject(new Error(`GraphQL errors: ${text}`));
            else resolvePost(r.data as never);
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

test("two workers behind one port: both serve, a subscription on one sees the other's commands, 40 concurrent edits all apply, a killed worker is replaced, SIGTERM drains both", async () => {
  const tmp = tempDir();
  const port = await freePort();
  const child = spawnChild(process.execPath, [join(ROOT, SERVER_ENTRY), '--workers', '2'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EVENT_STORE: 'sqlite',
      SQLITE_PATH: join(tmp.dir, 'pacific.db'),
      TOKEN_SECRET: TEST_SECRET,
      SQLITE_POLL_MS: '3600000',
      RATE_LIMIT_COMMANDS: 'off',
      RATE_LIMIT_CREATE_GAME: 'off',
      RATE_LIMIT_QUERY_COST: 'off',
      LOG_LEVEL: 'info',
    },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const lines = () =>
    out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown> & { msg: string });
  try {
    for (let t = 0; !/2 workers listening/.test(out); t++) {
      if (t > 600 || child.exitCode !== null) throw new Error(`the workers did not start:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const url = `http://127.0.0.1:${port}/graphql`;
    const send = sendFresh(url);
    const g = await newGame(send);
    const created = 1 + 5; // GameCreated and the five seats
    const feed = subscribeEvents(url.replace(/^http/, 'ws'), g.gameId, created);
    try {
      // The subscription is live once it has an event (an edit served by whichever worker).
      const edit = (i: number) =>
        send(`mutation($input: EditPositionInput!) { editPosition(input: $input) { __typename ... on RuleViolation { code message } } }`, {
          input: {
            commandId: newId(),
            gameId: g.gameId,
            organizerToken: g.organizerToken,
            edits: [{ op: 'setPUs', power: POWER_ID.JAPAN, pus: i }],
            reason: `edit ${i}`,
          },
        }) as Promise<{ editPosition: { __typename: string; code?: string } }>;
      expect((await edit(100)).editPosition.__typename).toBe('CommandAccepted');
      await feed.waitFor(1, 20_000);
      // 40 at once, each on its own connection: the primary spreads them over both workers.
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => edit(i)));
      expect(results.map((r) => r.editPosition.code ?? r.editPosition.__typename)).toEqual(Array(40).fill('CommandAccepted'));
      const got = await feed.waitFor(41, 20_000);
      expect(feed.errors).toEqual([]);
      expect(got.map((e) => e.number)).toEqual(Array.from({ length: 41 }, (_, i) => created + 1 + i));
      expect(got.every((e) => e.type === 'PositionEdited')).toBe(true);
    } finally {
      await feed.close();
    }
    // Both workers served requests (their request lines say which), so the subscription's worker received commands the other accepted.
    const servedBy = new Set(
      lines()
        .filter((l) => l.req !== undefined && l.res !== undefined)
        .map((l) => l.worker),
    );
    expect(servedBy).toEqual(new Set([1, 2]));

    // A worker killed outright is logged and replaced; the port goes on answering meanwhile.
    const workerPids = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    expect(workerPids).toHaveLength(2);
    process.kill(workerPids[0], 'SIGKILL');
    const waitFor = async (what: string, found: () => boolean) => {
      for (let t = 0; !found(); t++) {
        if (t > 600) throw new Error(`${what}:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    // (A connection the primary hands to the worker in the instant it dies is lost: docs/processes.md.)
    await waitFor('the killed worker was not logged', () => lines().some((l) => /died \(signal SIGKILL\); starting another/.test(l.msg)));
    expect(
      lines()
        .filter((l) => /died/.test(l.msg))
        .map((l) => l.pid),
    ).toEqual([workerPids[0]]);
    expect((await newGame(send)).gameId).toMatch(/-/); // the other worker answers meanwhile
    await waitFor('no worker replaced the killed one', () => lines().some((l) => l.worker === 3 && /GraphQL on/.test(l.msg)));

    killGroup(child, 'SIGTERM');
    await exited(child, 30_000);
    expect(child.exitCode).toBe(0);
    const stopped = lines().filter((l) => l.msg === 'stopped');
    expect(new Set(stopped.map((l) => l.worker)).size).toBe(2);
  } finally {
    killGroup(child, 'SIGKILL');
    tmp.remove();
  }
}, 120_000);

test('WORKERS / --workers: a whole number from 1 to 64, or auto for one per core; anything else is refused naming the setting', () => {
  expect(workersFrom(undefined)).toBe(1);
  expect(workersFrom(' 3 ')).toBe(3);
  expect(workersFrom('auto')).toBe(Math.min(MAX_WORKERS, availableParallelism()));
  expect(() => workersFrom('0')).toThrow(/^WORKERS must be a whole number from 1 to 64, or auto/);
  expect(() => workersFrom('65', '--workers')).toThrow(/^--workers must be/);
  expect(() => workersFrom('two')).toThrow(/WORKERS/);
});
