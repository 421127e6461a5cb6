// The digests every command computes (its key and fingerprint, the token's hash, each event's hash): Node's one-shot
// crypto.hash costs about a third of createHash().update().digest() for inputs this short (issue 29: hashing was a
// tenth of a mutation's CPU). An HMAC is two such one-shots over pads prepared once per secret (RFC 2104), where
// createHmac builds a stream object per call (issue 29, the stop of 29 Nov early: 2.0 against 3.0 µs warm, in one
// process). The digests are the same bytes either way.
import { createHmac, createSecretKey, hash, type KeyObject } from 'node:crypto';

/** SHA-256 (hex) of a string's UTF-8 bytes. */
export const sha256Hex = (data: string): string => hash('sha256', data, 'hex');

/** SHA-256's block: a key of at most this many bytes is padded with zeros to it (RFC 2104). */
const BLOCK = 64;

interface Keyed {
  secret: string;
  /**
   * The inner pad (key XOR 0x36) as text, when its UTF-8 bytes are the pad's bytes: the secret is ASCII and at most
   * a block long, so every pad byte is below 0x80. Hashed as `inner + data`, one string, with no Buffer made.
   */
  inner: string | null;
  /** The outer pad (key XOR 0x5c) followed by room for the inner digest: hashed whole once the digest is copied in. */
  outer: Buffer;
  /** The secret for createHmac, where the pads cannot be text (a secret not ASCII, or longer than a block). */
  key: KeyObject;
}

let last: Keyed | null = null;

/** The server secret prepared as an HMAC key (its UTF-8 bytes, as createHmac takes a string key), once per secret. */
function keyedBy(secret: string): Keyed {
  if (last !== null && last.secret === secret) return last;
  const bytes = Buffer.from(secret, 'utf8');
  const ascii = bytes.length <= BLOCK && bytes.every((b) => b < 0x80);
  const padded = Buffer.alloc(BLOCK);
  bytes.copy(padded, 0, 0, Math.min(bytes.length, BLOCK));
  const outer = Buffer.alloc(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) outer[i] = padded[i] ^ 0x5c;
  const inner = ascii ? String.fromCharCode(...padded.map((b) => b ^ 0x36)) : null;
  last = { secret, inner, outer, key: createSecretKey(bytes) };
  return last;
}

/** HMAC-SHA256 keyed with `secret` of `data`'s UTF-8 bytes. */
export function hmacSha256(secret: string, data: string): Buffer;
export function hmacSha256(secret: string, data: string, encoding: 'hex' | 'base64url'): string;
export function hmacSha256(secret: string, data: string, encoding?: 'hex' | 'base64url'): Buffer | string {
  const k = keyedBy(secret);
  if (k.inner === null) {
    const mac = createHmac('sha256', k.key).update(data);
    return encoding ? mac.digest(encoding) : mac.digest();
  }
  // H((K ^ opad) || H((K ^ ipad) || data)); the outer buffer is written and hashed before anything else can use it. The
  // inner digest comes as 'binary' (latin1) text, one character per byte, written back as bytes: a digest returned as a
  // Buffer costs about 2 µs more (Node makes each one a new backing store; issue 29, the stop of 29 Nov, noon).
  k.outer.write(hash('sha256', k.inner + data, 'binary'), BLOCK, 'latin1');
  return hash('sha256', k.outer, encoding ?? 'buffer');
}
