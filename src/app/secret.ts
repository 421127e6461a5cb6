// The server secret: where it comes from, and why never from the data folder.
//
// Seat and organizer tokens, the keyed command ids in the log and every game's
// server-made dice seed are HMACs of this secret (docs/security.md). A game's
// GameCreated event publishes SHA-256(seed); whoever holds the secret and a
// game id can compute that game's seed and so every die it will roll. So the
// secret must not sit where the events sit: a backup or a copy of the data
// folder would carry it, and with it every unrevealed seed.
//
// In order:
//   TOKEN_SECRET        the secret itself, at least 32 characters
//   TOKEN_SECRET_FILE   a file holding it (a Docker or Kubernetes secret), outside the data folder
//   neither, NODE_ENV=production: the server refuses to start
//   neither, otherwise: a file in the user's configuration folder
//                       ($XDG_CONFIG_HOME or ~/.config, then pacific-engine/token-secret),
//                       created once with mode 0600, and the start-up log says where
// The in-memory store keeps nothing across a restart, so it gets a new random secret each time.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve, isAbsolute } from 'node:path';
import type { EventStoreConfig } from '../store';
import { newSecret } from './tokens';

/** Shorter secrets could be found by trying candidates against a game's public seed commitment. */
export const MIN_SECRET_LENGTH = 32;

export interface TokenSecret {
  value: string;
  /** Where it came from, for the start-up log (never the value). */
  source: 'TOKEN_SECRET' | 'TOKEN_SECRET_FILE' | 'config folder' | 'random (memory store)';
  /** The file it was read from or written to. */
  file?: string;
  /** True when this start created the file. */
  created?: boolean;
  /** Things the operator should act on, one line each (logged as warnings). */
  warnings: string[];
}

/** The folder the SQLite file lives in: what an operator backs up. Null for stores without one here. */
export function dataFolderOf(store: EventStoreConfig): string | null {
  if (store.kind !== 'sqlite' || store.path === ':memory:' || store.path === '' || store.path.startsWith('file:')) return null;
  return dirname(resolve(store.path));
}

/** The per-user configuration folder: $XDG_CONFIG_HOME, else ~/.config (%APPDATA% on Windows). */
export function configFolder(env: NodeJS.ProcessEnv): string {
  const xdg = env.XDG_CONFIG_HOME?.trim();
  if (xdg && isAbsolute(xdg)) return xdg;
  if (process.platform === 'win32' && env.APPDATA) return env.APPDATA;
  return join(homedir(), '.config');
}

export const defaultSecretFile = (env: NodeJS.ProcessEnv) => join(configFolder(env), 'pacific-engine', 'token-secret');

/** The secret file a version before this one kept beside the SQLite file. */
export const legacySecretFile = (dataFolder: string) => join(dataFolder, 'token-secret');

export const inside = (folder: string, file: string) => {
  const rel = relative(folder, resolve(file));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

function checked(value: string, where: string): string {
  const secret = value.trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${where} must be at least ${MIN_SECRET_LENGTH} characters (make one with: openssl rand -base64 32).`);
  return secret;
}

/** A secret file's text, or an error that says which setting named it and why it cannot be read. */
export function readSettingFile(file: string, where: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'does not exist'
        : code === 'EACCES'
          ? 'cannot be read (permission denied)'
          : code === 'EISDIR'
            ? 'is a directory'
            : (err as Error).message;
    throw new Error(`${where} ${file} ${why}.`);
  }
}

function readSecretFile(file: string, where: string): string {
  return checked(readSettingFile(file, where), `The secret in ${file}`);
}

/** A warning when a secret file can be read by other users. */
export function permissionWarning(file: string): string[] {
  if (process.platform === 'win32') return [];
  const mode = statSync(file).mode & 0o777;
  return mode & 0o077 ? [`${file} can be read by other users (mode ${mode.toString(8)}): chmod 600 ${file}`] : [];
}

export function resolveTokenSecret(env: NodeJS.ProcessEnv, store: EventStoreConfig, production: boolean): TokenSecret {
  const data = dataFolderOf(store);
  const legacy = data ? legacySecretFile(data) : null;
  const given = env.TOKEN_SECRET?.trim() ? env.TOKEN_SECRET : undefined;
  const givenFile = env.TOKEN_SECRET_FILE?.trim() || undefined;
  if (given && givenFile) throw new Error('Set TOKEN_SECRET or TOKEN_SECRET_FILE, not both.');

  // A secret from the operator: still warn about one left beside the data by an older version.
  const leftBeside = (): string[] =>
    legacy && existsSync(legacy)
      ? [
          `${legacy} holds a secret beside the data: anyone with a copy of ${data} can compute the dice seeds of games made with it. ` +
            'If your games were created with that secret, make it your TOKEN_SECRET; then delete the file (docs/security.md).',
        ]
      : [];

  if (given) return { value: checked(given, 'TOKEN_SECRET'), source: 'TOKEN_SECRET', warnings: leftBeside() };
  if (givenFile) {
    const file = resolve(givenFile);
    if (data && inside(data, file))
      throw new Error(
        `TOKEN_SECRET_FILE ${file} is inside the data folder ${data}: a backup of the data would carry the secret. Keep it elsewhere.`,
      );
    return {
      value: readSecretFile(file, 'TOKEN_SECRET_FILE'),
      source: 'TOKEN_SECRET_FILE',
      file,
      warnings: [...permissionWarning(file), ...leftBeside()],
    };
  }
  if (store.kind === 'memory') return { value: newSecret(), source: 'random (memory store)', warnings: [] };
  if (production)
    throw new Error(
      'NODE_ENV=production needs TOKEN_SECRET or TOKEN_SECRET_FILE (at least 32 characters, e.g. openssl rand -base64 32; docs/security.md).',
    );

  const file = defaultSecretFile(env);
  if (data && inside(data, file))
    throw new Error(`The default secret file ${file} would be inside the data folder ${data}: set TOKEN_SECRET_FILE to a file outside it.`);
  const warnings: string[] = [];
  if (legacy && existsSync(legacy)) {
    // An older version kept the secret beside the database: move it, so the games made with it keep their tokens and dice.
    const old = readSecretFile(legacy, 'The secret file');
    if (existsSync(file) && readSecretFile(file, 'The secret file') !== old)
      throw new Error(
        `Two different secrets: ${legacy} (beside the data) and ${file}. Keep the one your games were created with at ${file}, delete ${legacy} (docs/security.md).`,
      );
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
      copyFileSync(legacy, file);
      chmodSync(file, 0o600);
    }
    unlinkSync(legacy);
    warnings.push(
      `Moved the secret from ${legacy} (beside the data) to ${file}. Older backups of ${data} still hold it (docs/security.md).`,
    );
    return { value: old, source: 'config folder', file, warnings };
  }
  if (existsSync(file))
    return { value: readSecretFile(file, 'The secret file'), source: 'config folder', file, warnings: permissionWarning(file) };
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const value = newSecret();
  try {
    writeFileSync(file, value, { mode: 0o600, flag: 'wx' }); // wx: never overwrite a secret another process just wrote
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new Error(`Cannot write the secret file ${file}: ${(err as Error).message}`);
    return { value: readSecretFile(file, 'The secret file'), source: 'config folder', file, warnings };
  }
  return { value, source: 'config folder', file, created: true, warnings };
}
