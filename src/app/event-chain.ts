// The hash chain over a game's events: each event's hash covers the previous
// hash, its type, payload and metadata, so an auditor can prove that nothing
// was changed, dropped or inserted (DESIGN "Events and streams").
import { canonicalJson } from './canonical-json';
import { sha256Hex } from './digests';
import type { EventMetadata } from '../store/port';

export type UnhashedMetadata = Omit<EventMetadata, 'hash'>;

/** SHA-256 (hex) of the RFC 8785 canonical JSON of { type, data, metadata-without-hash }. */
export function eventHash(type: string, data: unknown, metadata: UnhashedMetadata): string {
  const body = canonicalJson({ type, data, metadata });
  return sha256Hex(body ?? '');
}

/** A chain whole, or where it first breaks and why. */
export type ChainCheck = {
  /** Events checked. */
  checked: number;
} & (
  | { valid: true; firstInvalidRevision: null; reason: null }
  | {
      valid: false;
      /** 0-based revision of the first event whose hash or link is wrong. */
      firstInvalidRevision: number;
      reason: string;
    }
);

/** Recomputes every hash of a stream, in order, from "" at the start. */
export function verifyChain(events: { type: string; data: unknown; metadata: EventMetadata }[]): ChainCheck {
  let prev = '';
  for (let i = 0; i < events.length; i++) {
    const { type, data, metadata } = events[i];
    const { hash, ...rest } = metadata;
    if (rest.prevHash !== prev)
      return { valid: false, checked: i + 1, firstInvalidRevision: i, reason: 'prevHash does not match the previous event' };
    if (eventHash(type, data, rest) !== hash)
      return { valid: false, checked: i + 1, firstInvalidRevision: i, reason: 'hash does not match the event' };
    prev = hash;
  }
  return { valid: true, checked: events.length, firstInvalidRevision: null, reason: null };
}
