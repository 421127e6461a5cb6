// What the log may hold about a client's command id, and what a retry must
// match (docs/security.md). A command id is the client's secret: the token of
// a createGame or takeSeat is derived from it (tokens.ts), so nothing public
// may let anyone compute it or confirm a guess. Every value here is therefore
// an HMAC keyed with the server secret, never a plain hash of the id.
import { canonicalJson } from './canonical-json';
import { hmacSha256, sha256Hex } from './digests';

/**
 * The log's idempotency key for a command id (metadata.commandId and
 * causationId): HMAC(server secret, game id, command id). The same id gives a
 * different key in every game, and without the secret a guessed id cannot be
 * checked against the log.
 */
export function commandKey(secret: string, gameId: string, commandId: string): string {
  return hmacSha256(secret, `command-key\n${gameId}\n${commandId}`, 'hex');
}

/**
 * The key events written before keys were keyed carry (an unsalted SHA-256).
 * Only looked up, so that a command sent before an upgrade is still
 * recognised when retried; never written.
 */
export function legacyCommandKey(commandId: string): string {
  return sha256Hex(`command\n${commandId}`);
}

/**
 * What a command asked for and who asked (metadata.commandFingerprint):
 * HMAC(server secret, game id, RFC 8785 JSON of { command, actor }). A retry
 * must match it to be answered as a duplicate; the same command id with other
 * parameters or from another seat is COMMAND_ID_REUSED.
 */
export function commandFingerprint(secret: string, gameId: string, command: unknown, actor: string): string {
  const body = canonicalJson({ command, actor }) ?? '';
  return hmacSha256(secret, `command-fingerprint\n${gameId}\n${body}`, 'hex');
}

/**
 * The id of a game created without one: a UUID (version 4 layout) from
 * HMAC(server secret, command id), so a retried createGame finds its game,
 * while the public game id says nothing about the command id.
 */
export function derivedGameId(secret: string, commandId: string): string {
  const b = hmacSha256(secret, `game-id\n${commandId}`).subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
