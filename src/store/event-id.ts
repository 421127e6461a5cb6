import { hash } from 'node:crypto';

/**
 * Namespace for the name-based event ids (a fixed random UUID; changing it
 * would change every id, so never do).
 */
const NAMESPACE = Buffer.from('6f1d2c9a4b8e4f3a9c7d5e2b1a0f8c64', 'hex');

/**
 * The namespace followed by room for a name: each id's name is written after it and the two hashed as one view, with
 * no Buffer.concat and no Buffer of the name (issue 29, the stop of 29 Nov, noon: they were much of an id's cost and
 * garbage). Grown when a name needs more room; used synchronously, so never shared.
 */
let scratch = Buffer.allocUnsafe(256);
NAMESPACE.copy(scratch, 0);

/** By a hex digit's character code: the digit with its two high bits set to 10 (the RFC 4122 variant). */
const VARIANT: string[] = [];
for (let d = 0; d < 16; d++) VARIANT[d.toString(16).charCodeAt(0)] = ((d & 0x3) | 0x8).toString(16);

/**
 * The id of the `index`-th event produced by command `commandId`: a UUID in the
 * RFC 4122 version-5 layout (SHA-1 over namespace + `${commandId}/${index}`).
 * The same command always yields the same ids, so a retried append is
 * recognisable (and KurrentDB drops the duplicate write by event id).
 */
export function deterministicEventId(commandId: string, index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`event index must be a non-negative integer, got ${index}`);
  const name = `${commandId}/${index}`;
  // At most three UTF-8 bytes per UTF-16 code unit.
  const room = NAMESPACE.length + name.length * 3;
  if (room > scratch.length) {
    scratch = Buffer.allocUnsafe(room * 2);
    NAMESPACE.copy(scratch, 0);
  }
  const n = scratch.write(name, NAMESPACE.length, 'utf8');
  // One-shot (crypto.hash): about a third of createHash's cost for an input this short (issue 29); as hex, since a
  // digest returned as a Buffer costs about 2 µs more (a new backing store each; the stop of 29 Nov, noon).
  const h = hash('sha1', scratch.subarray(0, NAMESPACE.length + n), 'hex');
  // Version 5 in the third group's first digit; the RFC 4122 variant in the two high bits of the fourth's.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${VARIANT[h.charCodeAt(16)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
