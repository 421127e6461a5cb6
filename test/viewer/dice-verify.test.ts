// The viewer's in-browser dice check (viewer/src/events/dice-verify.ts) against docs/dice.md's
// worked example, with Node's WebCrypto (the same API the browser has).
import { commitmentOf, DiceDeriver, verifyDice } from '../../viewer/src/events/dice-verify';

const seed = 'worked-example';
const entropy = [
  { power: 'JAPAN', entropy: 'banzai' },
  { power: 'USA', entropy: 'liberty' },
];
const commitment = '1f50ce045893506e1d580a75727aa2eddd6070d5199ab81fba54d9c38102845e';

describe('viewer dice verification', () => {
  it('computes the commitment and the worked example rolls', async () => {
    expect(await commitmentOf(seed)).toBe(commitment);
    const d = await DiceDeriver.create(seed, entropy);
    const rolls = [];
    for (let n = 1; n <= 10; n++) rolls.push(await d.roll(n));
    expect(rolls).toEqual([6, 3, 6, 4, 3, 1, 3, 4, 2, 5]);
    expect(await d.roll(25)).toBe(4); // its block begins with a rejected byte (0xfe)
  });

  it('verifies dice shown, and names the die that does not match', async () => {
    const setup = { commitment, seed, entropy, scriptedDice: [] };
    const ok = await verifyDice(setup, [{ event: 7, first: 1, values: [6, 3, 6], scripted: [false, false, false] }]);
    expect(ok).toEqual({ kind: 'verified', checked: 3 });
    const bad = await verifyDice(setup, [{ event: 9, first: 4, values: [4, 5], scripted: [false, false] }]);
    expect(bad).toEqual({ kind: 'dice-mismatch', checked: 2, mismatches: [{ event: 9, die: 5, shown: 5, derived: 3 }] });
    expect((await verifyDice({ ...setup, commitment: 'ab' }, [])).kind).toBe('commitment-mismatch');
    expect((await verifyDice({ ...setup, seed: null }, [])).kind).toBe('unrevealed');
  });

  it('takes scripted dice from the script, then the seed with the same numbering', async () => {
    const setup = { commitment, seed, entropy, scriptedDice: [1, 1] };
    const v = await verifyDice(setup, [{ event: 3, first: 1, values: [1, 1, 6], scripted: [true, true, false] }]);
    expect(v).toEqual({ kind: 'verified', checked: 3 });
  });
});
