// Seat and organizer tokens. A token is an HMAC of the server secret and the
// command that created it (purpose, game id, command id), so a retried
// createGame or takeSeat gets the same token back. The command id is the
// client's random UUID and never appears in the log (only a keyed hash of it,
// command-keys.ts), and the event store only ever holds the token's hash: a
// token cannot be derived from anything public (docs/security.md).
import { randomBytes } from 'node:crypto';
import { hmacSha256, sha256Hex } from './digests';

export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * `invitation`: the code inviteToSeat hands the organizer for one seat (docs/seats.md); `handover`: the new seat
 * token handOverSeat hands the organizer for the seat's next player (docs/rulings.md).
 */
export function issueToken(
  secret: string,
  purpose: 'seat' | 'organizer' | 'invitation' | 'handover',
  gameId: string,
  commandId: string,
): string {
  return hmacSha256(secret, `${purpose}\n${gameId}\n${commandId}`, 'base64url');
}

export const hashToken = (token: string) => sha256Hex(token);
