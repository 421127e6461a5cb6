// What the compiled server loads before it listens, and what it loads only when first needed (issue 29: module
// loading was most of a start). A probe preloaded into `node dist/src/cli/serve.js` reports, when asked by SIGUSR2,
// which packages the process has loaded; the test asks at the "GraphQL on" line and again after the requests that
// need each lazily loaded part, which must then work (a compiled query's answer, a position's shape problems).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { killGroup, spawnChild } from '../support/children';
import { tempDir, TEST_SECRET } from './helpers';

const ROOT = resolve(__dirname, '../..');

/** The probe: on SIGUSR2, one line on stderr with the packages (and the server's own folders) loaded so far, and how many modules of each. */
const PROBE = `
process.on('SIGUSR2', () => {
  const loaded = {};
  for (const file of Object.keys(require.cache)) {
    const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(file) || /dist\\/(src\\/[^/]+)\\//.exec(file);
    if (m) loaded[m[1]] = (loaded[m[1]] || 0) + 1;
  }
  process.stderr.write('LOADED ' + JSON.stringify(loaded) + '\\n');
});
`;

/** Packages a start needs not load: each is loaded by the first request that needs it (libphonenumber-js never). */
const LATER = ['graphql-jit', 'ajv', 'fast-json-stringify', 'libphonenumber-js'];

describe('the compiled server loads at start only what listening needs', () => {
  const tmp = tempDir();
  let child: ChildProcess;
  let url = '';
  let stderr = '';

  const counts = async (): Promise<Record<string, number>> => {
    const from = stderr.length;
    process.kill(child.pid!, 'SIGUSR2');
    for (let i = 0; i < 200; i++) {
      const line = /LOADED (.*)\n/.exec(stderr.slice(from));
      if (line) return JSON.parse(line[1]) as Record<string, number>;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no answer from the probe: ${stderr}`);
  };
  const loaded = async () => Object.keys(await counts());
  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };

  beforeAll(async () => {
    const probe = join(tmp.dir, 'probe.js');
    writeFileSync(probe, PROBE);
    child = spawnChild(process.execPath, ['-r', probe, join(ROOT, 'dist/src/cli/serve.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        EVENT_STORE: 'sqlite',
        SQLITE_PATH: join(tmp.dir, 'p.db'),
        TOKEN_SECRET: TEST_SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    url = await new Promise<string>((ok, fail) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /GraphQL on (http:\/\/\S+\/graphql)/.exec(out);
        if (m) ok(m[1]);
      });
      child.once('exit', (code) => fail(new Error(`the server exited (${code}) before it listened: ${out}${stderr}`)));
    });
  }, 60_000);
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      killGroup(child, 'SIGTERM');
      await exited;
    }
    tmp.remove();
  });

  test('listening: the store, the schema and Apollo, not graphql-jit, ajv or all of class-validator', async () => {
    const atListen = await counts();
    expect(Object.keys(atListen)).toEqual(
      expect.arrayContaining(['@apollo/server', 'type-graphql', 'class-validator', 'better-sqlite3', 'src/api']),
    );
    expect(Object.keys(atListen).filter((p) => LATER.includes(p))).toEqual([]);
    // class-validator's decorators in use and the validator.js checks they call (src/api/class-validator.ts): its index
    // loaded 135 and 113 modules.
    expect(atListen['class-validator']).toBeLessThan(40);
    expect(atListen.validator).toBeLessThan(20);
  });

  test('graphql-jit is loaded by the first query compiled (the third of the same text), which it then answers', async () => {
    const query = '{ games(first: 5) { totalCount } }';
    for (let i = 0; i < 2; i++) expect(await post(query)).toEqual({ data: { games: { totalCount: 0 } } });
    expect(await loaded()).not.toContain('graphql-jit');
    expect(await post(query)).toEqual({ data: { games: { totalCount: 0 } } });
    expect(await loaded()).toEqual(expect.arrayContaining(['graphql-jit']));
  });

  test('ajv is loaded by the first position checked, whose problems it finds', async () => {
    const created = await post(
      'mutation($input: CreateGameFromPositionInput!) { createGameFromPosition(input: $input) { __typename ... on RuleViolation { code problems { path } } } }',
      { input: { commandId: randomUUID(), position: { format: 'pacific-position/1' } } },
    );
    const answer = created.data?.createGameFromPosition as { __typename: string; code: string; problems: { path: string }[] };
    expect(answer.__typename).toBe('RuleViolation');
    expect(answer.code).toBe('INVALID_POSITION');
    expect(answer.problems.length).toBeGreaterThan(0);
    expect(await loaded()).toEqual(expect.arrayContaining(['ajv']));
  });
});
