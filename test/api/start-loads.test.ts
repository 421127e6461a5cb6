// What the server `npm start` runs loads before it listens, and what it loads only when first needed (issue 29: module
// loading was most of a start). That server is one file (dist/bundle/serve.js, tools/bundle.js) with a few packages
// left outside it, which Node loads from node_modules when first required. A probe preloaded into it reports, when
// asked by SIGUSR2, which files and packages the process has loaded, and how graphql-jit's compiles went; the test
// asks at the "GraphQL on" line and again after the requests that need each lazily loaded part, which must then
// work (a query compiled and answered, a position's shape problems).
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { killGroup, spawnChild } from '../support/children';
import { SERVER_ENTRY } from '../support/server-entry';
import { tempDir, TEST_SECRET } from './helpers';

const ROOT = resolve(__dirname, '../..');

/**
 * The probe: on SIGUSR2, one line on stderr with the packages loaded so far from node_modules (how many modules of
 * each), the server's own files loaded (under dist/), and the outcome of each graphql-jit compile: graphql-jit
 * is handed to the server with its compileQuery watched. A compile that fails is served by graphql-js without a
 * word (src/api/jit-executor.ts), as every one did when the bundle carried a second graphql for graphql-jit to
 * meet ("from another module or realm").
 */
const PROBE = `
const Module = require('node:module');
const compiles = [];
const load = Module._load;
Module._load = function (request, ...rest) {
  const exported = load.call(this, request, ...rest);
  if (request !== 'graphql-jit') return exported;
  const compileQuery = (...args) => {
    const compiled = exported.compileQuery(...args);
    compiles.push(exported.isCompiledQuery(compiled) ? 'compiled' : 'failed: ' + JSON.stringify(compiled.errors));
    return compiled;
  };
  return { ...exported, compileQuery };
};
process.on('SIGUSR2', () => {
  const packages = {};
  const own = [];
  for (const file of Object.keys(require.cache)) {
    const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(file);
    if (m) packages[m[1]] = (packages[m[1]] || 0) + 1;
    else if (/\\/dist\\//.test(file)) own.push(file);
  }
  process.stderr.write('LOADED ' + JSON.stringify({ packages, own, compiles }) + '\\n');
});
`;

interface Loaded {
  packages: Record<string, number>;
  own: string[];
  compiles: string[];
}

/** Packages a start needs not load: each is loaded by the first request that needs it (libphonenumber-js never). */
const LATER = ['graphql-jit', 'ajv', 'fast-json-stringify', 'libphonenumber-js'];
/**
 * What a start loads from outside the bundle: the store's native driver (with the two small packages it finds
 * its binary by) and graphql, which graphql-jit shares with the bundle (tools/bundle.js). Anything else loaded from
 * node_modules at start is a require the bundle did not take in, or a lazy part loaded early.
 */
const OUTSIDE_AT_START = [
  '@apollo/utils.createhash',
  '@apollo/utils.isnodelike',
  'better-sqlite3',
  'bindings',
  'file-uri-to-path',
  'graphql',
];

describe('the server npm start runs (the bundle) loads at start only what listening needs', () => {
  const tmp = tempDir();
  let child: ChildProcess;
  let url = '';
  let stderr = '';

  const probe = async (): Promise<Loaded> => {
    const from = stderr.length;
    process.kill(child.pid!, 'SIGUSR2');
    for (let i = 0; i < 200; i++) {
      const line = /LOADED (.*)\n/.exec(stderr.slice(from));
      if (line) return JSON.parse(line[1]) as Loaded;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no answer from the probe: ${stderr}`);
  };
  const loaded = async () => Object.keys((await probe()).packages);
  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };

  beforeAll(async () => {
    const probeFile = join(tmp.dir, 'probe.js');
    writeFileSync(probeFile, PROBE);
    child = spawnChild(process.execPath, ['-r', probeFile, join(ROOT, SERVER_ENTRY)], {
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

  test('listening: the bundle, the store’s driver and graphql, not graphql-jit, ajv or class-validator’s index', async () => {
    const atListen = await probe();
    // The server's own code is the bundle's, not tsc's files beside it; Apollo, type-graphql and the rest are in it.
    expect(atListen.own).toEqual([join(ROOT, SERVER_ENTRY)]);
    expect(Object.keys(atListen.packages).sort()).toEqual(OUTSIDE_AT_START);
    expect(Object.keys(atListen.packages).filter((p) => LATER.includes(p))).toEqual([]);
    // class-validator's decorators in use, each from its own file (src/api/class-validator.ts): its index would
    // bring all of validator.js and libphonenumber-js's metadata, to be read at every start even if never run.
    const bundle = readFileSync(join(ROOT, SERVER_ENTRY), 'utf8');
    expect(bundle).toContain('class-validator/cjs/decorator/string/IsUUID.js');
    expect(bundle).not.toContain('libphonenumber-js');
    // Apollo hashes each query's text by Node's crypto: bundled, @apollo/utils.createhash found no
    // `module.require` and took sha.js, a SHA-256 in JavaScript (tools/bundle.js).
    expect(bundle).not.toContain('node_modules/sha.js/');
  });

  test('graphql-jit is loaded by the first query compiled (the third of the same text), which it then answers', async () => {
    const query = '{ games(first: 5) { totalCount } }';
    for (let i = 0; i < 2; i++) expect(await post(query)).toEqual({ data: { games: { totalCount: 0 } } });
    expect(await loaded()).not.toContain('graphql-jit');
    expect(await post(query)).toEqual({ data: { games: { totalCount: 0 } } });
    const after = await probe();
    expect(Object.keys(after.packages)).toEqual(expect.arrayContaining(['graphql-jit']));
    expect(after.compiles).toEqual(['compiled']);
    // Each of those queries was hashed (Apollo's queryHash) by Node's crypto: sha.js, createhash's fallback, unloaded.
    expect(Object.keys(after.packages)).not.toContain('sha.js');
  });

  test('the battle-odds worker thread starts from the bundle’s folder (dist/bundle/odds-worker.js) and answers', async () => {
    const odds = await post(
      '{ battleOdds(kind: LAND, attackers: [{ unitType: INFANTRY, count: 1 }], defenders: [{ unitType: INFANTRY, count: 1 }]) { attackerWins defenderWins draw } }',
    );
    expect(odds).toEqual({
      data: {
        battleOdds: { attackerWins: expect.closeTo(1 / 4, 12), defenderWins: expect.closeTo(5 / 8, 12), draw: expect.closeTo(1 / 8, 12) },
      },
    });
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
