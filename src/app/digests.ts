// The digests every command computes (its key and fingerprint, the token's hash, each event's hash): Node's one-shot
// crypto.hash costs about a third of createHash().update().digest() for inputs this short, and an HMAC keyed with a
// KeyObject made once skips preparing the key on every call (issue 29: hashing was a tenth of a mutation's CPU).
// The digests are the same bytes either way.
import { createHmac, createSecretKey, hash, type KeyObject } from 'node:crypto';

/** SHA-256 (hex) of a string's UTF-8 bytes. */
export const sha256Hex = (data: string): string => hash('sha256', data, 'hex');

let lastSecret: string | null = null;
let lastKey: KeyObject | null = null;

/** The server secret as an HMAC key (its UTF-8 bytes, as createHmac takes a string key), made once per secret. */
function keyOf(secret: string): KeyObject {
  if (lastKey === null || secret !== lastSecret) {
    lastKey = createSecretKey(Buffer.from(secret, 'utf8'));
    lastSecret = secret;
  }
  return lastKey;
}

/** HMAC-SHA256 keyed with `secret` of `data`'s UTF-8 bytes. */
export function hmacSha256(secret: string, data: string): Buffer;
export function hmacSha256(secret: string, data: string, encoding: 'hex' | 'base64url'): string;
export function hmacSha256(secret: string, data: string, encoding?: 'hex' | 'base64url'): Buffer | string {
  const mac = createHmac('sha256', keyOf(secret)).update(data);
  return encoding ? mac.digest(encoding) : mac.digest();
}
