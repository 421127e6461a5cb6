// The server operator's authority (docs/operations.md "A game that plays itself"): whoever runs a public server may
// void any game that has not ended, whoever made it, by sending OPERATOR_TOKEN as `operatorToken`. Unset, there is
// no operator: only a game's organizer rules on it. OPERATOR_TOKEN_FILE names a file holding it instead (a Docker or
// Kubernetes secret), kept outside the data folder for the reason the server secret is (src/app/secret.ts).
//
// Only the token's SHA-256 is kept (the settings object may be printed or logged whole), and a token sent is compared
// by its SHA-256 with timingSafeEqual: equal-length digests, so neither the length nor the first differing byte of the
// real token shows in the time a refusal takes.
import { timingSafeEqual } from 'node:crypto';
import { resolve } from 'node:path';
import type { EventStoreConfig } from '../store';
import { dataFolderOf, inside, permissionWarning, readSettingFile } from './secret';
import { hashToken } from './tokens';

/** As for the server secret (src/app/secret.ts): shorter, it could be found by trying candidates against the API. */
export const MIN_OPERATOR_TOKEN_LENGTH = 32;

// The SHA-256 every token is kept as (tokens.ts), as bytes for timingSafeEqual.
const sha256 = (s: string) => Buffer.from(hashToken(s), 'hex');

export class OperatorToken {
  private readonly hash: Buffer;

  /**
   * `source`: the setting it came from, for the start-up log; `warnings`: what the operator should act on (a file
   * others can read), logged at start.
   */
  constructor(
    token: string,
    readonly source: 'OPERATOR_TOKEN' | 'OPERATOR_TOKEN_FILE' = 'OPERATOR_TOKEN',
    readonly warnings: readonly string[] = [],
  ) {
    this.hash = sha256(token);
  }

  /** Whether `given` is the operator token, in time that does not depend on where they differ. */
  matches(given: string): boolean {
    return timingSafeEqual(sha256(given), this.hash);
  }

  /** Never the token, nor its hash, in a printed or logged configuration. */
  toJSON(): string {
    return '[operator token]';
  }
}

/**
 * OPERATOR_TOKEN: unset or blank, no operator authority (null). Set, at least MIN_OPERATOR_TOKEN_LENGTH characters
 * after trimming, and not the server secret (a token travels in requests; the secret must never leave the server).
 */
export function operatorTokenFrom(value: string | undefined, serverSecret?: string): OperatorToken | null {
  const token = value?.trim();
  if (!token) return null;
  return new OperatorToken(checked(token, 'OPERATOR_TOKEN', serverSecret));
}

function checked(token: string, where: string, serverSecret: string | undefined): string {
  if (token.length < MIN_OPERATOR_TOKEN_LENGTH)
    throw new Error(
      `${where} must be a secret of at least ${MIN_OPERATOR_TOKEN_LENGTH} characters (make one with: openssl rand -base64 32); ` +
        'unset it for a server with no operator authority (docs/operations.md).',
    );
  if (serverSecret !== undefined && token === serverSecret.trim())
    throw new Error(
      `${where} must not be the server secret (TOKEN_SECRET): the operator sends its token in requests, the secret never leaves the server.`,
    );
  return token;
}

/**
 * The operator token from the settings: OPERATOR_TOKEN, or the file OPERATOR_TOKEN_FILE names (its text trimmed), not
 * both. The file must lie outside the data folder: a backup or copy of the data would carry the authority to void
 * every game.
 */
export function operatorTokenFromEnv(env: NodeJS.ProcessEnv, store: EventStoreConfig, serverSecret?: string): OperatorToken | null {
  const givenFile = env.OPERATOR_TOKEN_FILE?.trim() || undefined;
  if (!givenFile) return operatorTokenFrom(env.OPERATOR_TOKEN, serverSecret);
  if (env.OPERATOR_TOKEN?.trim()) throw new Error('Set OPERATOR_TOKEN or OPERATOR_TOKEN_FILE, not both.');
  const file = resolve(givenFile);
  const data = dataFolderOf(store);
  if (data && inside(data, file))
    throw new Error(
      `OPERATOR_TOKEN_FILE ${file} is inside the data folder ${data}: a backup of the data would carry the operator's authority. Keep it elsewhere.`,
    );
  const token = checked(readSettingFile(file, 'OPERATOR_TOKEN_FILE').trim(), `The operator token in ${file}`, serverSecret);
  return new OperatorToken(token, 'OPERATOR_TOKEN_FILE', permissionWarning(file));
}
