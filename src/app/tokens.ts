// Seat and organizer tokens. A token is an HMAC of the server secret and the
// command that created it, so a retried TakeSeat (same command id) gets the
// same token back, while the event store only ever holds the token's hash.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const newSecret = () => randomBytes(32).toString('base64url');

export function issueToken(secret: string, purpose: 'seat' | 'organizer', gameId: string, commandId: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${gameId}\n${commandId}`).digest('base64url');
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
