// The command path's digests (src/app/digests.ts, src/store/event-id.ts) are the bytes createHash/createHmac give:
// every stored key, fingerprint, token hash, event hash and event id depends on it (issue 29 made them cheaper).
import { createHash, createHmac } from 'node:crypto';
import { hmacSha256, sha256Hex } from '../../src/app/digests';
import { deterministicEventId } from '../../src/store/event-id';

const inputs = ['', 'command-key\ngame\nid', 'é€😀 non-ASCII', 'x'.repeat(1000)];
// ASCII secrets up to a block (64 bytes) take the pads as text, the others createHmac: both ways, and the edges.
const secrets = [
  'bench-secret-bench-secret-bench-secret',
  'sécret-ünïcødé-€-sécret-ünïcødé-€-sécret',
  'k'.repeat(200),
  'b'.repeat(64),
  'c'.repeat(65),
  '~\x7f'.repeat(20),
];

describe('digests', () => {
  test('sha256Hex is SHA-256 of the UTF-8 bytes, in hex', () => {
    for (const s of inputs) expect(sha256Hex(s)).toBe(createHash('sha256').update(s).digest('hex'));
  });

  test('hmacSha256 is HMAC-SHA256 keyed with the secret string, whichever secret came before', () => {
    // Secrets alternate, so the key made once per secret must follow the secret asked for.
    for (let round = 0; round < 2; round++)
      for (const secret of secrets)
        for (const s of inputs) {
          const mac = createHmac('sha256', secret).update(s);
          const expected = mac.digest();
          expect(hmacSha256(secret, s)).toEqual(expected);
          expect(hmacSha256(secret, s, 'hex')).toBe(expected.toString('hex'));
          expect(hmacSha256(secret, s, 'base64url')).toBe(expected.toString('base64url'));
        }
  });

  test('deterministicEventId is the version-5 layout of SHA-1 over the namespace and "<command>/<index>"', () => {
    const ns = Buffer.from('6f1d2c9a4b8e4f3a9c7d5e2b1a0f8c64', 'hex');
    // A short name after a long one too: ids are hashed from a reused buffer, whose bytes past the name are stale.
    for (const command of ['game-1:abc', 'é€😀', 'c'.repeat(300), 'ab', '\ud800 lone', 'é'.repeat(700), ''])
      for (const index of [0, 1, 17]) {
        const b = Buffer.from(createHash('sha1').update(ns).update(`${command}/${index}`, 'utf8').digest().subarray(0, 16));
        b[6] = (b[6] & 0x0f) | 0x50;
        b[8] = (b[8] & 0x3f) | 0x80;
        const h = b.toString('hex');
        expect(deterministicEventId(command, index)).toBe(
          `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`,
        );
      }
    expect(deterministicEventId('game-1:abc', 0)).not.toBe(deterministicEventId('game-1:abc', 1));
  });
});
