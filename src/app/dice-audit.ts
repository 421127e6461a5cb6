// Recomputes every die of a game's event log from the documented derivation
// (docs/dice.md) and says whether all match. It reads the raw event log only
// (an export, or the store), so an auditor needs nothing but this file and
// src/app/dice.ts's few functions to check a game.
import { combinedSeed, rollValue, seedCommitment } from './dice';

export interface LoggedEvent {
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw exported payloads of several event types, read field by field
  data: any;
}

export interface DiceAudit {
  /** True when every roll was recomputed and matched, and the seed matched the commitment. */
  valid: boolean;
  /** Dice recorded in DiceRolled events. */
  rolls: number;
  /** Of them, scripted values (practice) checked against the script. */
  scriptedRolls: number;
  /** Of them, derived from the seed and recomputed. */
  seedRolls: number;
  /** Where the seed came from: a DiceSeedRevealed event, the creator's (practice) seed, the caller, or nowhere yet. */
  seedFrom: 'revealed' | 'creator' | 'given' | null;
  commitment: string | null;
  /** Whether SHA-256(seed) equals the commitment (null: no seed or no commitment). */
  commitmentMatches: boolean | null;
  /** Every problem found, in log order. */
  problems: string[];
}

/**
 * Checks the dice of a log: roll numbers follow on from 1 without gaps,
 * scripted values are the script's, every other value is the derivation's
 * from the seed (the revealed one, the creator's, or `opts.seed`), and the
 * seed matches the commitment of GameCreated.
 */
export function verifyDice(events: readonly LoggedEvent[], opts: { seed?: string } = {}): DiceAudit {
  const problems: string[] = [];
  const created = events.find((e) => e.type === 'GameCreated');
  const setup = created?.data?.dice as { commitment?: string; creatorSeed?: string; scripted?: number[] } | undefined;
  const revealed = events.find((e) => e.type === 'DiceSeedRevealed')?.data?.seed as string | undefined;
  const commitment = setup?.commitment ?? null;
  const script: number[] = setup?.scripted ?? [];

  let seed: string | null = null;
  let seedFrom: DiceAudit['seedFrom'] = null;
  if (revealed !== undefined) [seed, seedFrom] = [revealed, 'revealed'];
  else if (setup?.creatorSeed !== undefined) [seed, seedFrom] = [setup.creatorSeed, 'creator'];
  else if (opts.seed !== undefined) [seed, seedFrom] = [opts.seed, 'given'];
  if (opts.seed !== undefined && seed !== null && opts.seed !== seed) problems.push('the seed given differs from the seed in the log');

  if (!created) problems.push('the log has no GameCreated event');
  const commitmentMatches = seed !== null && commitment !== null ? seedCommitment(seed) === commitment : null;
  if (commitmentMatches === false) problems.push(`SHA-256 of the ${seedFrom} seed is not the commitment ${commitment}`);

  const entropy: { power: string; entropy: string }[] = [];
  let combined: Buffer | null = null;
  let next = 1;
  let rolls = 0;
  let scriptedRolls = 0;
  let seedRolls = 0;
  let unchecked = 0;
  events.forEach((e, i) => {
    const where = `event ${i + 1}`;
    if (e.type === 'SeatTaken' && typeof e.data?.entropy === 'string') {
      if (rolls > 0) problems.push(`${where}: ${e.data.power} added entropy after roll ${rolls}`);
      else entropy.push({ power: e.data.power, entropy: e.data.entropy });
    }
    if (e.type !== 'DiceRolled') return;
    const { first, values, scripted } = e.data as { first: number; values: number[]; scripted: boolean[] };
    if (first !== next) problems.push(`${where}: DiceRolled starts at roll ${first}, expected ${next}`);
    values.forEach((v, j) => {
      const n = first + j;
      rolls++;
      if (n <= script.length) {
        scriptedRolls++;
        if (v !== script[n - 1] || scripted?.[j] !== true) problems.push(`${where}: roll ${n} is ${v}, the script says ${script[n - 1]}`);
        return;
      }
      if (scripted?.[j] !== false) problems.push(`${where}: roll ${n} is marked scripted but the script has ${script.length} values`);
      if (seed === null) return void unchecked++;
      combined ??= combinedSeed(seed, entropy);
      seedRolls++;
      const expected = rollValue(combined, script, n).value;
      if (v !== expected) problems.push(`${where}: roll ${n} is ${v}, the seed gives ${expected}`);
    });
    next = first + values.length;
  });
  if (created && !setup && seedRolls + unchecked > 0)
    problems.push('GameCreated records no dice commitment (a game created before dice were committed): its seed cannot be checked');
  if (unchecked > 0) problems.push(`${unchecked} rolls cannot be checked: the seed is not revealed (pass it with --seed)`);
  return {
    valid: problems.length === 0 && created !== undefined,
    rolls,
    scriptedRolls,
    seedRolls,
    seedFrom,
    commitment,
    commitmentMatches,
    problems,
  };
}
