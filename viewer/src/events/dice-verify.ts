// Checking a game's dice in the browser, with WebCrypto only (docs/dice.md is the recipe): the
// seed against the commitment recorded before the first roll, then every die shown against its
// derivation from the seed and the seats' entropy. Nothing here trusts the server's word: the
// person watching sees the same check an auditor's `npm run verify-dice` makes.

const enc = new TextEncoder();
/** WebCrypto's key type, named without the DOM library (the server's tsconfig type-checks this file for its test too). */
type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

/** Lowercase hex of some bytes. */
export function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** hex(SHA-256(seed)): what GameCreated committed to (of the seed's text, not the bytes it spells). */
export async function commitmentOf(seed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(seed)));
}

async function hmacKey(key: Uint8Array<ArrayBuffer>): Promise<HmacKey> {
  return crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function hmac(key: HmacKey, msg: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(msg)));
}

/** The rules' id of a power ("Japan", "UK"): the names docs/dice.md's entropy list uses. */
const RULES_ID: Record<string, string> = {
  JAPAN: 'Japan',
  USA: 'USA',
  CHINA: 'China',
  UK: 'UK',
  ANZAC: 'ANZAC',
  INDIA: 'India',
  AUSTRALIA: 'Australia',
  COMMONWEALTH: 'Commonwealth',
  USSR: 'USSR',
  FRANCE: 'France',
  DUTCH: 'Dutch',
  MONGOLIA: 'Mongolia',
};

export interface Entropy {
  power: string;
  entropy: string;
}

/** Derives dice from a seed: roll(n) is die number n of the game (1-based). */
export class DiceDeriver {
  private constructor(private readonly combined: HmacKey) {}

  /** Step 4: the combined seed, HMAC(seed, "dice-combine\n" + JSON of [power, entropy] pairs in seat order). */
  static async create(seed: string, entropy: readonly Entropy[]): Promise<DiceDeriver> {
    const list = JSON.stringify(entropy.map((e) => [RULES_ID[e.power] ?? e.power, e.entropy]));
    const combined = await hmac(await hmacKey(enc.encode(seed)), `dice-combine\n${list}`);
    return new DiceDeriver(await hmacKey(combined));
  }

  /** Step 5: the first byte below 252 of HMAC(combined, "roll\n" + n [+ "\n" + k]), mod 6, plus 1. */
  async roll(n: number): Promise<number> {
    for (let k = 0; ; k++) {
      const block = await hmac(this.combined, k === 0 ? `roll\n${n}` : `roll\n${n}\n${k}`);
      for (const b of block) if (b < 252) return (b % 6) + 1;
    }
  }
}

/** One DiceRolled event as the events panel has it. */
export interface Roll {
  event: number;
  first: number;
  values: readonly number[];
  scripted: readonly boolean[];
}

export interface DiceSetup {
  commitment: string | null;
  seed: string | null;
  entropy: readonly Entropy[];
  scriptedDice: readonly number[];
}

export type Verdict =
  | { kind: 'unrevealed' }
  | { kind: 'uncommitted'; checked: number; mismatches: Mismatch[] }
  | { kind: 'verified'; checked: number }
  | { kind: 'commitment-mismatch'; expected: string; actual: string }
  | { kind: 'dice-mismatch'; checked: number; mismatches: Mismatch[] };

export interface Mismatch {
  event: number;
  die: number;
  shown: number;
  derived: number;
}

/** Checks the seed against the commitment, then each die of `rolls` against the seed (or the script). */
export async function verifyDice(setup: DiceSetup, rolls: readonly Roll[]): Promise<Verdict> {
  if (!setup.seed) return { kind: 'unrevealed' };
  if (setup.commitment) {
    const actual = await commitmentOf(setup.seed);
    if (actual !== setup.commitment) return { kind: 'commitment-mismatch', expected: setup.commitment, actual };
  }
  const deriver = await DiceDeriver.create(setup.seed, setup.entropy);
  const mismatches: Mismatch[] = [];
  let checked = 0;
  for (const r of rolls) {
    for (let i = 0; i < r.values.length; i++) {
      const n = r.first + i;
      // Step 6: a practice script gives the first dice; the seed takes over after it, same numbering.
      const derived = n <= setup.scriptedDice.length ? setup.scriptedDice[n - 1] : await deriver.roll(n);
      checked++;
      if (derived !== r.values[i]) mismatches.push({ event: r.event, die: n, shown: r.values[i], derived });
    }
  }
  if (!setup.commitment) return { kind: 'uncommitted', checked, mismatches };
  return mismatches.length ? { kind: 'dice-mismatch', checked, mismatches } : { kind: 'verified', checked };
}
