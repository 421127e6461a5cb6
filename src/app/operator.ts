// The server operator's authority (docs/operations.md "A game that plays itself"): whoever runs a public server may
// void any game that has not ended, whoever made it, by sending OPERATOR_TOKEN as `operatorToken`. Unset, there is
// no operator: only a game's organizer rules on it.
//
// Only the token's SHA-256 is kept (the settings object may be printed or logged whole), and a token sent is compared
// by its SHA-256 with timingSafeEqual: equal-length digests, so neither the length nor the first differing byte of the
// real token shows in the time a refusal takes.
import { timingSafeEqual } from 'node:crypto';
import { hashToken } from './tokens';

/** As for the server secret (src/app/secret.ts): shorter, it could be found by trying candidates against the API. */
export const MIN_OPERATOR_TOKEN_LENGTH = 32;

// The SHA-256 every token is kept as (tokens.ts), as bytes for timingSafeEqual.
const sha256 = (s: string) => Buffer.from(hashToken(s), 'hex');

export class OperatorToken {
  private readonly hash: Buffer;

  constructor(token: string) {
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
  if (token.length < MIN_OPERATOR_TOKEN_LENGTH)
    throw new Error(
      `OPERATOR_TOKEN must be a secret of at least ${MIN_OPERATOR_TOKEN_LENGTH} characters (make one with: openssl rand -base64 32); ` +
        'unset it for a server with no operator authority (docs/operations.md).',
    );
  if (serverSecret !== undefined && token === serverSecret.trim())
    throw new Error(
      'OPERATOR_TOKEN must not be the server secret (TOKEN_SECRET): the operator sends its token in requests, the secret never leaves the server.',
    );
  return new OperatorToken(token);
}
