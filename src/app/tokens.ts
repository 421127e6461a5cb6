// Seat and organizer tokens. A token is an HMAC of the server secret and the
// command that created it (purpose, game id, command id), so a retried
// createGame or takeSeat gets the same token back. The command id is the
// client's random UUID and never appears in the log (only a keyed hash of it,
// command-keys.ts), and the event store only ever holds the token's hash: a
// token cannot be derived from anything public (docs/security.md).
import { createHash, createHmac, randomBytes } from 'node:crypto';

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
  return createHmac('sha256', secret).update(`${purpose}\n${gameId}\n${commandId}`).digest('base64url');
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
