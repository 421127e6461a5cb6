// OPERATOR_TOKEN (docs/operations.md, README "Configuration"): unset, no operator; set, a secret of at least 32
// characters that is not the server secret, else the server refuses to start saying why; compared in constant time
// by its SHA-256, which is all the settings keep.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { configFromEnv } from '../../src/app/config';
import { MIN_OPERATOR_TOKEN_LENGTH, operatorTokenFrom } from '../../src/app/operator';

import { killGroup, spawnChild } from '../support/children';
import { SERVER_ENTRY } from '../support/server-entry';

const ROOT = resolve(__dirname, '../..');
const TOKEN = 'an-operator-token-of-forty-characters-00';
const SECRET = 'the-server-secret-of-forty-characters-00';
const env = (more: Record<string, string>) => ({ EVENT_STORE: 'memory', TOKEN_SECRET: SECRET, ...more });

describe('the setting', () => {
  test('unset or blank: no operator authority', () => {
    expect(operatorTokenFrom(undefined)).toBeNull();
    expect(operatorTokenFrom('   ')).toBeNull();
    expect(configFromEnv(env({})).operator).toBeNull();
    expect(configFromEnv(env({ OPERATOR_TOKEN: '' })).operator).toBeNull();
  });

  test('shorter than 32 characters (after trimming): the server refuses to start, saying how to make one', () => {
    expect(MIN_OPERATOR_TOKEN_LENGTH).toBe(32);
    const short = 'x'.repeat(31);
    expect(() => configFromEnv(env({ OPERATOR_TOKEN: `  ${short}  ` }))).toThrow(
      'OPERATOR_TOKEN must be a secret of at least 32 characters (make one with: openssl rand -base64 32)',
    );
    // The refusal never repeats the value it refused.
    const refusal = (() => {
      try {
        operatorTokenFrom(short);
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(refusal).toMatch(/^OPERATOR_TOKEN must be/);
    expect(refusal).not.toContain(short);
    expect(operatorTokenFrom('x'.repeat(32))).not.toBeNull();
  });

  test('the server secret as the operator token: refused (a token travels in requests, the secret never leaves the server)', () => {
    expect(() => configFromEnv(env({ OPERATOR_TOKEN: SECRET }))).toThrow('OPERATOR_TOKEN must not be the server secret');
  });

  test('set: the token matches itself only (its trimmed value), and the settings hold neither it nor its hash', () => {
    const config = configFromEnv(env({ OPERATOR_TOKEN: ` ${TOKEN}\n` }));
    const op = config.operator!;
    expect(op.matches(TOKEN)).toBe(true);
    for (const wrong of ['', TOKEN.slice(0, -1), `${TOKEN}0`, TOKEN.toUpperCase(), SECRET]) expect(op.matches(wrong)).toBe(false);
    const printed = JSON.stringify(config);
    expect(printed).toContain('"operator":"[operator token]"');
    expect(printed).not.toContain(TOKEN);
  });
});

// OPERATOR_TOKEN_FILE: the token from a file (a Docker or Kubernetes secret), kept outside the data folder as the
// server secret's file is (test/app/secret.test.ts), since a backup of the data must not carry the authority to void
// every game.
describe('OPERATOR_TOKEN_FILE', () => {
  let root: string;
  let data: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pacific-operator-'));
    data = join(root, 'data');
    mkdirSync(data);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const sqlite = (more: Record<string, string>) => ({
    EVENT_STORE: 'sqlite',
    SQLITE_PATH: join(data, 'pacific.db'),
    TOKEN_SECRET: SECRET,
    ...more,
  });
  const write = (name: string, text: string, mode = 0o600) => {
    const file = join(root, name);
    writeFileSync(file, text, { mode });
    return file;
  };

  test("read and trimmed: the token matches, the log's source says the file, and nothing of it is printed", () => {
    const file = write('operator-token', `${TOKEN}\n`);
    const op = configFromEnv(sqlite({ OPERATOR_TOKEN_FILE: file })).operator!;
    expect(op.matches(TOKEN)).toBe(true);
    expect(op.matches(`${TOKEN}\n`)).toBe(false);
    expect(op.source).toBe('OPERATOR_TOKEN_FILE');
    expect(op.warnings).toEqual([]);
    expect(JSON.stringify(configFromEnv(sqlite({ OPERATOR_TOKEN_FILE: file })))).not.toContain(TOKEN);
    expect(configFromEnv(sqlite({ OPERATOR_TOKEN: TOKEN })).operator!.source).toBe('OPERATOR_TOKEN');
  });

  test('refused, saying why and never repeating the token: both settings, a file inside the data folder, missing, short, the server secret', () => {
    const file = write('operator-token', TOKEN);
    expect(() => configFromEnv(sqlite({ OPERATOR_TOKEN: TOKEN, OPERATOR_TOKEN_FILE: file }))).toThrow(
      'Set OPERATOR_TOKEN or OPERATOR_TOKEN_FILE, not both.',
    );
    const inside = join(data, 'operator-token');
    writeFileSync(inside, TOKEN, { mode: 0o600 });
    expect(() => configFromEnv(sqlite({ OPERATOR_TOKEN_FILE: inside }))).toThrow(
      `OPERATOR_TOKEN_FILE ${inside} is inside the data folder ${data}`,
    );
    expect(() => configFromEnv(sqlite({ OPERATOR_TOKEN_FILE: join(root, 'nope') }))).toThrow(
      `OPERATOR_TOKEN_FILE ${join(root, 'nope')} does not exist.`,
    );
    const short = write('short', 'y'.repeat(31));
    expect(() => configFromEnv(sqlite({ OPERATOR_TOKEN_FILE: short }))).toThrow(
      `The operator token in ${short} must be a secret of at least 32 characters`,
    );
    const secret = write('secret', SECRET);
    expect(() => configFromEnv(sqlite({ OPERATOR_TOKEN_FILE: secret }))).toThrow(
      `The operator token in ${secret} must not be the server secret`,
    );
    for (const f of [short, secret, inside]) {
      try {
        configFromEnv(sqlite({ OPERATOR_TOKEN_FILE: f }));
      } catch (err) {
        expect((err as Error).message).not.toContain('y'.repeat(31));
        expect((err as Error).message).not.toContain(SECRET);
        expect((err as Error).message).not.toContain(TOKEN);
      }
    }
  });

  test('a file other users can read: taken, with a warning saying how to fix it', () => {
    if (process.platform === 'win32') return;
    const open = write('open', TOKEN, 0o644);
    chmodSync(open, 0o644); // whatever the umask made of it
    expect(configFromEnv(sqlite({ OPERATOR_TOKEN_FILE: open })).operator!.warnings).toEqual([
      `${open} can be read by other users (mode 644): chmod 600 ${open}`,
    ]);
  });

  test('npm start with the file: the start-up log says operator authority is on from OPERATOR_TOKEN_FILE, never the token', async () => {
    const file = write('operator-token', TOKEN, 0o644);
    chmodSync(file, 0o644);
    const env: NodeJS.ProcessEnv = { ...process.env, ...sqlite({ OPERATOR_TOKEN_FILE: file }), PORT: '0', HOST: '127.0.0.1' };
    delete env.OPERATOR_TOKEN;
    delete env.KURRENTDB_CONNECTION_STRING;
    const stdout = await new Promise<string>((ok, fail) => {
      const proc = spawnChild(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      const timer = setTimeout(() => fail(new Error(`no start in 60 s:\n${out}`)), 60_000);
      proc.stdout!.on('data', (d) => {
        out += d;
        if (!out.includes('GraphQL on')) return;
        clearTimeout(timer);
        proc.once('exit', () => ok(out));
        killGroup(proc, 'SIGKILL');
      });
    });
    const lines = stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; level: number; operator?: boolean; source?: string });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'operator authority on (OPERATOR_TOKEN_FILE)', operator: true, source: 'OPERATOR_TOKEN_FILE' }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ msg: `${file} can be read by other users (mode 644): chmod 600 ${file}` }));
    expect(stdout).not.toContain(TOKEN);
  }, 90_000);
});
