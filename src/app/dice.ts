// Dice an auditor can verify (DESIGN "Dice that an auditor can verify";
// docs/dice.md is the specification, step by step):
//
//   seed      = hex(HMAC-SHA256(serverSecret, "dice-seed\n" + gameId))   or the creator's seed (practice)
//   commit    = hex(SHA-256(utf8(seed)))                                   recorded in GameCreated
//   combined  = HMAC-SHA256(utf8(seed), "dice-combine\n" + JSON.stringify([[power, entropy], ...]))
//               (seat entropy in the order the seats were taken; frozen at the first roll)
//   roll n    = script[n-1] if n <= script length, else
//               the first byte b < 252 of HMAC-SHA256(combined, "roll\n" + n), then of
//               HMAC-SHA256(combined, "roll\n" + n + "\n" + k) for k = 1, 2, ...; value b % 6 + 1
//
// The core gets a Dice function built from these (gameDice); it never sees the seed.
import { createHash, createHmac } from 'node:crypto';
import { decide, fold, noDice, type Actor, type Command, type Decision, type Dice, type GameEvent, type GameState } from '../rules';

/** Bytes at or above this are rejected: 252 = 42 * 6, so b % 6 is uniform on the rest. */
export const DICE_BYTE_LIMIT = 252;

/** The secret seed of a game the server seeds: an HMAC of the server secret, so it survives restarts and is never stored. */
export function serverSeed(secret: string, gameId: string): string {
  return createHmac('sha256', secret).update(`dice-seed\n${gameId}`).digest('hex');
}

/** SHA-256 (hex) of the seed's UTF-8 bytes: what GameCreated records before any roll. */
export const seedCommitment = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/** The seed combined with the seats' entropy (in the order the seats were taken): the HMAC key of every roll. */
export function combinedSeed(seed: string, entropy: readonly { power: string; entropy: string }[]): Buffer {
  const list = JSON.stringify(entropy.map((e) => [e.power, e.entropy]));
  return createHmac('sha256', Buffer.from(seed, 'utf8')).update(`dice-combine\n${list}`).digest();
}

/**
 * A uniform value 1..6 from a stream of 32-byte blocks: the first byte below
 * 252 gives byte % 6 + 1; block k is asked for only when blocks 0..k-1 are
 * all rejected (probability (4/256)^32 per block).
 */
export function dieFromBlocks(block: (k: number) => Uint8Array): number {
  for (let k = 0; ; k++) {
    for (const b of block(k)) if (b < DICE_BYTE_LIMIT) return (b % 6) + 1;
  }
}

/** The HMAC block k of roll n: "roll\n<n>" for k = 0, "roll\n<n>\n<k>" after. */
export function rollBlock(combined: Uint8Array, n: number, k: number): Buffer {
  return createHmac('sha256', combined)
    .update(k === 0 ? `roll\n${n}` : `roll\n${n}\n${k}`)
    .digest();
}

/** Roll number n (1-based, counted over the whole game) derived from the combined seed. */
export function deriveRoll(combined: Uint8Array, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`roll numbers start at 1, got ${n}`);
  return dieFromBlocks((k) => rollBlock(combined, n, k));
}

/** Roll n of a game: its scripted value if it has one, else derived from the combined seed. */
export function rollValue(combined: Uint8Array, script: readonly number[], n: number): { value: number; scripted: boolean } {
  return n <= script.length ? { value: script[n - 1], scripted: true } : { value: deriveRoll(combined, n), scripted: false };
}

/** The server cannot produce the seed it committed to (e.g. TOKEN_SECRET changed): no roll is made. */
export class DiceSeedUnavailableError extends Error {
  constructor(gameId: string) {
    super(`The dice seed of game ${gameId} does not match its commitment: the server secret has changed since the game was created.`);
    this.name = 'DiceSeedUnavailableError';
  }
}

/**
 * The seed of a game: the creator's (practice), or derived from the server
 * secret and checked against the commitment in GameCreated.
 */
export function seedOf(state: GameState, secret: string): string {
  if (state.dice.creatorSeed !== null) return state.dice.creatorSeed;
  const seed = serverSeed(secret, state.gameId);
  if (state.dice.commitment !== null && seedCommitment(seed) !== state.dice.commitment) throw new DiceSeedUnavailableError(state.gameId);
  return seed;
}

export interface GameDice {
  /** The Dice function handed to decide: rolls state.dice.rolled + 1, + 2, ... */
  dice: Dice;
  /** Every value handed out, in order, with its roll number. */
  readonly produced: { n: number; value: number; scripted: boolean }[];
}

/**
 * The dice of one decide: numbered from the state's count, scripted values
 * first, then derived from the seed (computed on the first roll only, so a
 * command that rolls nothing never touches the secret).
 */
export function gameDice(state: GameState, secret: string): GameDice {
  return seededDice(state, () => seedOf(state, secret));
}

/**
 * The same dice from a seed known some other way (the verifier: a revealed or creator's seed),
 * asked for on the first roll that is not scripted.
 */
export function seededDice(state: GameState, seed: () => string): GameDice {
  const produced: GameDice['produced'] = [];
  let combined: Buffer | null = null;
  let next = state.dice.rolled + 1;
  const dice: Dice = (count, sides = 6) => {
    if (sides !== 6) throw new Error(`this game rolls six-sided dice only, not d${sides}`);
    if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`cannot roll ${count} dice`);
    const out: number[] = [];
    for (let i = 0; i < count; i++, next++) {
      let r: { value: number; scripted: boolean };
      if (next <= state.dice.script.length) r = { value: state.dice.script[next - 1], scripted: true };
      else {
        combined ??= combinedSeed(seed(), state.dice.entropy);
        r = { value: deriveRoll(combined, next), scripted: false };
      }
      produced.push({ n: next, ...r });
      out.push(r.value);
    }
    return out;
  };
  return { dice, produced };
}

/**
 * After decide: every die the Dice function handed out is in exactly one
 * DiceRolled event, in order, with its number and value. A rule that rolled
 * without recording (or recorded without rolling) is a bug: nothing is appended.
 */
export function checkRollsRecorded(state: GameState | null, events: readonly GameEvent[], produced: GameDice['produced']): void {
  let next = (state?.dice.rolled ?? 0) + 1;
  let i = 0;
  for (const e of events) {
    if (e.type !== 'DiceRolled') continue;
    const { first, values, scripted } = e.data;
    if (first !== next) throw new Error(`DiceRolled starts at roll ${first}, expected ${next}`);
    if (scripted.length !== values.length) throw new Error('DiceRolled: one scripted flag per value');
    values.forEach((v, j) => {
      const p = produced[i + j];
      if (!p || p.n !== first + j || p.value !== v || p.scripted !== scripted[j])
        throw new Error(`DiceRolled roll ${first + j} (${v}) is not the die the game's dice gave`);
    });
    i += values.length;
    next += values.length;
  }
  if (i !== produced.length) throw new Error(`${produced.length - i} rolled dice are not recorded in a DiceRolled event`);
}

/**
 * The events that reveal the seed, to append with a command whose events end
 * the game (its state goes from active to ended); none otherwise, or when the
 * seed is already public.
 */
export function revealSeedEvents(before: GameState | null, after: GameState, secret: string): GameEvent[] {
  if (after.status !== 'ended' || before?.status === 'ended' || after.dice.revealedSeed !== null) return [];
  let seed: string;
  try {
    seed = seedOf(after, secret);
  } catch (err) {
    if (err instanceof DiceSeedUnavailableError) return []; // a wrong seed must not be published as the game's
    throw err;
  }
  return [{ type: 'DiceSeedRevealed', data: { seed, commitment: after.dice.commitment, reason: 'gameEnded' } }];
}

/** The commitment a new game records: to the creator's seed when given, else to the server's. */
export const commitmentFor = (secret: string, gameId: string, creatorSeed: string | undefined) =>
  seedCommitment(creatorSeed ?? serverSeed(secret, gameId));

/**
 * decide with the game's dice: builds them, checks that every die rolled is
 * recorded, and appends the seed's reveal when the command ends the game.
 * The decision's state is the one after all of its events, the reveal's included.
 */
export function decideWithDice(state: GameState | null, command: Command, actor: Actor, secret: string, time?: number): Decision {
  const gd = state ? gameDice(state, secret) : { dice: noDice, produced: [] };
  let decision: Decision;
  try {
    decision = decide(state, command, { actor, dice: gd.dice, ...(time !== undefined ? { time } : {}) });
  } catch (err) {
    if (err instanceof DiceSeedUnavailableError)
      return { ok: false, violation: { code: 'DICE_SEED_UNAVAILABLE', rule: 'docs/dice.md', message: err.message } };
    throw err;
  }
  if (!decision.ok) return decision;
  checkRollsRecorded(state, decision.events, gd.produced);
  if (!state) return decision;
  const reveal = revealSeedEvents(state, decision.state, secret);
  if (!reveal.length) return decision;
  return { ok: true, events: [...decision.events, ...reveal], state: fold(reveal, decision.state) };
}

/** The seeds of a server's games, for the organizer's disclosure (never for an answer to anyone else). */
export class DiceSeeds {
  constructor(private readonly secret: string) {}

  /** The seed of a game; throws DiceSeedUnavailableError when the server can no longer produce it. */
  seedOf(state: GameState): string {
    return seedOf(state, this.secret);
  }
}
