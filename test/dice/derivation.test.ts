// The dice derivation of docs/dice.md: deterministic, the docs' worked example,
// uniform, and without modulo bias (rejection sampling).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { combinedSeed, DICE_BYTE_LIMIT, deriveRoll, dieFromBlocks, rollBlock, seedCommitment, serverSeed } from '../../src/app/dice';

const EXAMPLE = {
  seed: 'worked-example',
  entropy: [
    { power: 'Japan', entropy: 'banzai' },
    { power: 'USA', entropy: 'liberty' },
  ],
};
const docs = readFileSync(join(__dirname, '../../docs/dice.md'), 'utf8');

/** A value the docs give after `label:` on a line of their own (in the worked example). */
function documented(label: string): string {
  const m = docs.match(new RegExp(`^\\s*${label}:\\s*(.+)$`, 'm'));
  if (!m) throw new Error(`docs/dice.md has no "${label}:" line`);
  return m[1].trim();
}

describe('the worked example of docs/dice.md', () => {
  const combined = combinedSeed(EXAMPLE.seed, EXAMPLE.entropy);

  test('commitment, combined seed and the first ten rolls are the ones documented', () => {
    expect(seedCommitment(EXAMPLE.seed)).toBe(documented('commitment'));
    expect(combined.toString('hex')).toBe(documented('combined'));
    expect(rollBlock(combined, 1, 0).toString('hex')).toBe(documented('block of roll 1'));
    const rolls = Array.from({ length: 10 }, (_, i) => deriveRoll(combined, i + 1));
    expect(rolls.join(' ')).toBe(documented('rolls 1-10'));
    expect(rolls).toEqual([6, 3, 6, 4, 3, 1, 3, 4, 2, 5]);
  });

  test('roll 25 of the example rejects its first byte, as documented', () => {
    const block = rollBlock(combined, 25, 0);
    expect(block[0]).toBeGreaterThanOrEqual(DICE_BYTE_LIMIT);
    expect(block[1]).toBeLessThan(DICE_BYTE_LIMIT);
    expect(deriveRoll(combined, 25)).toBe((block[1] % 6) + 1);
    expect(documented('roll 25')).toBe(String(deriveRoll(combined, 25)));
  });
});

describe('derivation', () => {
  test('is deterministic and depends on the seed, each entropy, its order and the roll number', () => {
    const a = combinedSeed('s', [{ power: 'Japan', entropy: 'x' }]);
    expect(combinedSeed('s', [{ power: 'Japan', entropy: 'x' }]).equals(a)).toBe(true);
    const others = [
      combinedSeed('t', [{ power: 'Japan', entropy: 'x' }]),
      combinedSeed('s', [{ power: 'Japan', entropy: 'y' }]),
      combinedSeed('s', [{ power: 'USA', entropy: 'x' }]),
      combinedSeed('s', []),
      combinedSeed('s', [
        { power: 'Japan', entropy: 'x' },
        { power: 'USA', entropy: 'z' },
      ]),
      combinedSeed('s', [
        { power: 'USA', entropy: 'z' },
        { power: 'Japan', entropy: 'x' },
      ]),
    ];
    for (const o of others) expect(o.equals(a)).toBe(false);
    const seq = (c: Buffer) => Array.from({ length: 40 }, (_, i) => deriveRoll(c, i + 1)).join('');
    expect(seq(a)).toBe(seq(combinedSeed('s', [{ power: 'Japan', entropy: 'x' }])));
    expect(seq(a)).not.toBe(seq(others[0]));
    expect(() => deriveRoll(a, 0)).toThrow(RangeError);
  });

  test('the server seed is an HMAC of the server secret and the game id; the commitment is SHA-256 of its text', () => {
    const seed = serverSeed('secret', 'game-1');
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(serverSeed('secret', 'game-1')).toBe(seed);
    expect(serverSeed('secret', 'game-2')).not.toBe(seed);
    expect(serverSeed('other', 'game-1')).not.toBe(seed);
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  test('60000 rolls of a fixed seed are close to uniform (deterministic: cannot flake)', () => {
    const c = combinedSeed('uniformity', []);
    const counts = [0, 0, 0, 0, 0, 0];
    const N = 60000;
    for (let n = 1; n <= N; n++) counts[deriveRoll(c, n) - 1]++;
    // Expected 10000 each, standard deviation about 91: 400 is over 4 sigma.
    for (const k of counts) expect(Math.abs(k - N / 6)).toBeLessThan(400);
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.1% point.
    const chi2 = counts.reduce((s, k) => s + (k - N / 6) ** 2 / (N / 6), 0);
    expect(chi2).toBeLessThan(20.5);
  });

  test('bytes 252..255 are rejected: the next byte decides, and a next block when a whole block is rejected', () => {
    expect(dieFromBlocks(() => Uint8Array.from([0, 1, 2]))).toBe(1);
    expect(dieFromBlocks(() => Uint8Array.from([251]))).toBe((251 % 6) + 1);
    expect(dieFromBlocks(() => Uint8Array.from([252, 253, 254, 255, 5]))).toBe(6);
    const asked: number[] = [];
    const value = dieFromBlocks((k) => {
      asked.push(k);
      return k < 2 ? new Uint8Array(32).fill(255) : Uint8Array.from([252, 9]);
    });
    expect(asked).toEqual([0, 1, 2]);
    expect(value).toBe((9 % 6) + 1);
    // Each value 1..6 has exactly 42 accepted bytes: no modulo bias.
    const per = [0, 0, 0, 0, 0, 0];
    for (let b = 0; b < DICE_BYTE_LIMIT; b++) per[b % 6]++;
    expect(per).toEqual([42, 42, 42, 42, 42, 42]);
  });

  test('the continuation blocks of a roll are HMACs of "roll\\n<n>\\n<k>"', () => {
    const c = combinedSeed('s', []);
    expect(rollBlock(c, 7, 0).equals(rollBlock(c, 7, 1))).toBe(false);
    expect(rollBlock(c, 7, 2).equals(createHmac('sha256', c).update('roll\n7\n2').digest())).toBe(true);
    expect(rollBlock(c, 7, 0).equals(createHmac('sha256', c).update('roll\n7').digest())).toBe(true);
  });
});
