// The server secret is never kept with the data (#17: "the secret beside the
// database lets anyone holding a backup compute every unrevealed dice seed").
// docs/security.md "The server secret".
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from '../../src/app/config';
import { serverSeed, seedCommitment } from '../../src/app/dice';
import { MIN_SECRET_LENGTH, resolveTokenSecret } from '../../src/app/secret';
import type { EventStoreConfig } from '../../src/store';
import { createSqliteEventStore } from '../../src/store/sqlite';
import { createServices } from '../../src/app/services';

let root: string;
let data: string;
let config: string;
let store: EventStoreConfig;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pacific-secret-'));
  data = join(root, 'data');
  config = join(root, 'config');
  mkdirSync(data);
  store = { kind: 'sqlite', path: join(data, 'pacific.db') };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const GOOD = 'a-secret-of-more-than-thirty-two-characters';
const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ XDG_CONFIG_HOME: config, ...extra });

test('without TOKEN_SECRET in development: a new secret in the configuration folder, mode 0600, nothing in the data folder', () => {
  const s = resolveTokenSecret(env(), store, false);
  const file = join(config, 'pacific-engine', 'token-secret');
  expect(s).toMatchObject({ source: 'config folder', file, created: true, warnings: [] });
  expect(readFileSync(file, 'utf8')).toBe(s.value);
  expect(s.value.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
  if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(existsSync(join(data, 'token-secret'))).toBe(false);
  // The next start reads the same one.
  const again = resolveTokenSecret(env(), store, false);
  expect(again.value).toBe(s.value);
  expect(again.created).toBeFalsy();
});

test('a copy of the data folder after a game was created holds no secret: nothing there lets anyone compute its dice seed', async () => {
  const s = resolveTokenSecret(env(), store, false);
  const sqlite = createSqliteEventStore({ path: join(data, 'pacific.db') });
  const services = createServices(sqlite, s.value);
  const gameId = randomUUID();
  const r = await services.commands.handle({
    gameId,
    commandId: randomUUID(),
    token: null,
    command: { type: 'CreateGame', rulesetId: 'pacific-1940', options: [], name: 'backup', rated: true },
  });
  expect(r.ok).toBe(true);
  await sqlite.close();
  const files = readdirSync(data).map((f) => join(data, f));
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) expect(readFileSync(f).includes(Buffer.from(s.value))).toBe(false);
  expect(files.some((f) => f.endsWith('token-secret'))).toBe(false);
  // The game's published commitment is to a seed only the secret gives.
  const created = (await (async () => {
    const again = createSqliteEventStore({ path: join(data, 'pacific.db') });
    try {
      return (await again.readStream(`game-${gameId}`))[0];
    } finally {
      await again.close();
    }
  })())!;
  expect((created.data as { dice: { commitment: string } }).dice.commitment).toBe(seedCommitment(serverSeed(s.value, gameId)));
});

test('in production without TOKEN_SECRET or TOKEN_SECRET_FILE: refused, saying what to set', () => {
  expect(() => resolveTokenSecret(env(), store, true)).toThrow(/NODE_ENV=production needs TOKEN_SECRET or TOKEN_SECRET_FILE/);
  expect(() => configFromEnv({ ...env(), NODE_ENV: 'production', SQLITE_PATH: store.kind === 'sqlite' ? store.path : '' })).toThrow(
    /production needs TOKEN_SECRET/,
  );
  expect(existsSync(join(config, 'pacific-engine'))).toBe(false);
});

test('TOKEN_SECRET: used as given, at least 32 characters', () => {
  expect(resolveTokenSecret(env({ TOKEN_SECRET: GOOD }), store, true)).toMatchObject({ value: GOOD, source: 'TOKEN_SECRET' });
  expect(() => resolveTokenSecret(env({ TOKEN_SECRET: 'short' }), store, true)).toThrow(/TOKEN_SECRET must be at least 32 characters/);
  expect(() => resolveTokenSecret(env({ TOKEN_SECRET: GOOD, TOKEN_SECRET_FILE: '/x' }), store, true)).toThrow(/not both/);
});

test('TOKEN_SECRET_FILE: read from outside the data folder; a file inside it is refused; a missing one named', () => {
  const file = join(root, 'secret.txt');
  writeFileSync(file, `${GOOD}\n`, { mode: 0o600 });
  expect(resolveTokenSecret(env({ TOKEN_SECRET_FILE: file }), store, true)).toMatchObject({
    value: GOOD,
    source: 'TOKEN_SECRET_FILE',
    file,
    warnings: [],
  });
  const inside = join(data, 'secret.txt');
  writeFileSync(inside, GOOD);
  expect(() => resolveTokenSecret(env({ TOKEN_SECRET_FILE: inside }), store, true)).toThrow(/inside the data folder/);
  expect(() => resolveTokenSecret(env({ TOKEN_SECRET_FILE: join(root, 'nope') }), store, true)).toThrow(
    /TOKEN_SECRET_FILE .*nope does not exist/,
  );
  if (process.platform !== 'win32') {
    const open = join(root, 'open.txt');
    writeFileSync(open, GOOD, { mode: 0o644 });
    expect(resolveTokenSecret(env({ TOKEN_SECRET_FILE: open }), store, true).warnings[0]).toMatch(/can be read by other users .*chmod 600/);
  }
});

test('a secret an older version left beside the database: moved to the configuration folder (games keep their tokens and dice), with a warning', () => {
  const legacy = join(data, 'token-secret');
  writeFileSync(legacy, GOOD, { mode: 0o600 });
  const s = resolveTokenSecret(env(), store, false);
  expect(s.value).toBe(GOOD);
  expect(existsSync(legacy)).toBe(false);
  expect(readFileSync(join(config, 'pacific-engine', 'token-secret'), 'utf8')).toBe(GOOD);
  expect(s.warnings[0]).toMatch(/Moved the secret from .* Older backups .* still hold it/);
});

test('a legacy secret beside the data and a different one in the configuration folder: refused rather than guessing', () => {
  mkdirSync(join(config, 'pacific-engine'), { recursive: true });
  writeFileSync(join(config, 'pacific-engine', 'token-secret'), `${GOOD}-other`);
  writeFileSync(join(data, 'token-secret'), GOOD);
  expect(() => resolveTokenSecret(env(), store, false)).toThrow(/Two different secrets/);
});

test('with TOKEN_SECRET set, a secret file left beside the data is reported', () => {
  writeFileSync(join(data, 'token-secret'), GOOD);
  expect(resolveTokenSecret(env({ TOKEN_SECRET: GOOD }), store, true).warnings[0]).toMatch(/holds a secret beside the data/);
});

test('the memory store keeps nothing across restarts, so it needs no file', () => {
  const s = resolveTokenSecret(env(), { kind: 'memory' }, false);
  expect(s.source).toBe('random (memory store)');
  expect(existsSync(join(config, 'pacific-engine'))).toBe(false);
});
