// Re-derivation: every command of the log decided again by the rules core,
// from the first event, and each event the rules produce compared with the
// one the log holds (issue 27). A log edited with care (an income raised, a
// battle's hits set to 0, events cut or swapped, and every hash recomputed)
// passes the chain check; it cannot pass this one.
//
// Each command is recorded on the first of its events (metadata.command, the
// command as the rules decided it). Its dice come from the seed when the seed
// is known (the creator's, the revealed one, or one the organizer gives), so
// they are checked too; otherwise from the command's own DiceRolled events.
// Events written before commands were recorded (engine < 0.2.0) are folded on
// trust and counted.
import {
  decide,
  evolve,
  fold,
  isPowerId,
  rulesetView,
  type Actor,
  type Command,
  type Dice,
  type GameEvent,
  type GameState,
} from '../rules';
import { seedCommitment, seededDice } from '../app/dice';
import { toGameEvent } from '../app/upcast';
import type { EventMetadata } from '../store/port';
import { summaryOf } from '../api/events/summaries';
import { describeDifference, sameJson } from './diff';

/** An event as exported or stored: what the verifier reads. */
export interface LogEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface Rederivation {
  /** The first event (1-based) the rules do not produce, and why; null when every checked event matches. */
  divergence: { event: number; message: string } | null;
  /** Commands decided again. */
  commands: number;
  /** Events the rules produced and the log matched. */
  rederived: number;
  /** Events folded on trust: written before commands were recorded. */
  trusted: number;
  /** The engine versions that decided the recorded commands (metadata.engineVersion), in the order first seen. */
  engines: string[];
  /** Where the dice of the re-derivation came from. */
  dice: 'seed' | 'log' | 'none';
  /** The game after the last event checked. */
  state: GameState | null;
}

export interface RederiveOptions {
  /** A seed to derive the dice from when the log does not hold one (it must match the commitment). */
  seed?: string;
  /** Told after each command: events checked so far, of all. */
  onProgress?: (done: number, total: number) => void;
}

/** The actor a log's metadata names (the server's operator included: its commands are decided again as the operator's). */
function actorOf(name: string): Actor | null {
  if (name === 'organizer' || name === 'anonymous' || name === 'operator') return { kind: name };
  return isPowerId(name) ? { kind: 'seat', power: name } : null;
}

/** The seed to derive dice from: the creator's, else a revealed or given one that matches the commitment. */
function knownSeed(events: readonly LogEvent[], given: string | undefined): string | null {
  const created = events[0]?.type === 'GameCreated' ? (events[0].data as { dice?: { commitment?: string; creatorSeed?: string } }) : null;
  const setup = created?.dice;
  if (!setup?.commitment) return null;
  if (setup.creatorSeed !== undefined) return setup.creatorSeed;
  const revealed = events.find((e) => e.type === 'DiceSeedRevealed')?.data as { seed?: unknown } | undefined;
  for (const seed of [revealed?.seed, given]) if (typeof seed === 'string' && seedCommitment(seed) === setup.commitment) return seed;
  return null;
}

/** Dice that hand out the values a command's DiceRolled events record, in order; 1s once they run out (`ranOut`). */
function loggedDice(batch: readonly LogEvent[]): { dice: Dice; ranOut: () => boolean } {
  const values = batch.flatMap((e) => (e.type === 'DiceRolled' ? ((e.data as { values?: number[] }).values ?? []) : []));
  let next = 0;
  const dice: Dice = (count) => {
    const out = Array.from({ length: count }, (_, k) => values[next + k] ?? 1);
    next += count;
    return out;
  };
  return { dice, ranOut: () => next > values.length };
}

const countOf = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The events of the command starting at `i`: those with its command id, in a row. */
function batchAt(events: readonly LogEvent[], i: number): LogEvent[] {
  const id = events[i].metadata.commandId;
  let j = i + 1;
  while (j < events.length && events[j].metadata.commandId === id) j++;
  return events.slice(i, j);
}

export function rederive(events: readonly LogEvent[], opts: RederiveOptions = {}): Rederivation {
  const seed = knownSeed(events, opts.seed);
  const out: Rederivation = {
    divergence: null,
    commands: 0,
    rederived: 0,
    trusted: 0,
    engines: [],
    dice: seed ? 'seed' : 'log',
    state: null,
  };
  const diverge = (event: number, message: string) => ({ ...out, divergence: { event, message } });
  let state: GameState | null = null;
  let anyDice = false;

  let i = 0;
  try {
    for (; i < events.length;) {
      const first = events[i];
      const recorded = first.metadata.command as Command | undefined;
      if (recorded === undefined) {
        // Written before commands were recorded: folded as it is.
        const batch = batchAt(events, i);
        for (const e of batch) state = evolve(state, toGameEvent(e));
        out.trusted += batch.length;
        i += batch.length;
        out.state = state;
        continue;
      }
      const n = i + 1;
      if (typeof recorded !== 'object' || recorded === null || typeof recorded.type !== 'string')
        return diverge(n, `event ${n}: the command recorded with it is not a command`);
      if (first.metadata.commandType !== undefined && first.metadata.commandType !== recorded.type)
        return diverge(n, `event ${n}: its metadata says ${first.metadata.commandType}, but the command recorded is ${recorded.type}`);
      const actor = actorOf(first.metadata.actor);
      if (!actor) return diverge(n, `event ${n}: "${first.metadata.actor}" is no seat, organizer, operator or anonymous sender`);

      const batch = batchAt(events, i);
      const engine = first.metadata.engineVersion;
      if (typeof engine === 'string' && !out.engines.includes(engine)) out.engines.push(engine);
      // With no seed, a die the log does not record is a 1: the comparison below then stops at the
      // DiceRolled event the log lacks, and says so without showing made-up values.
      let fromLog: ReturnType<typeof loggedDice> | null = null;
      let dice: Dice;
      if (state && seed) dice = seededDice(state, () => seed).dice;
      else dice = (fromLog = loggedDice(batch)).dice;
      // The command's accept time, as its events record it: clocks (docs/clocks.md) are timed by it again.
      const at = typeof first.metadata.time === 'string' ? Date.parse(first.metadata.time) : NaN;
      const decision = decide(state, recorded, { actor, dice, ...(Number.isFinite(at) ? { time: at } : {}) });
      if (!decision.ok) {
        const v = decision.violation;
        return diverge(
          n,
          `event ${n}: the rules refuse this ${recorded.type} (${v.code}, ${v.rule}: ${v.message}), but the log accepted it`,
        );
      }
      let expected: GameEvent[] = decision.events;
      let after = decision.state;
      // The app reveals the seed with the command that ends the game (src/app/dice.ts revealSeedEvents).
      if (state && state.status !== 'ended' && after.status === 'ended' && after.dice.revealedSeed === null) {
        const reveal = batch[expected.length];
        const logged = reveal?.type === 'DiceSeedRevealed' ? (reveal.data as { seed?: unknown }).seed : undefined;
        const ok = typeof logged === 'string' && after.dice.commitment !== null && seedCommitment(logged) === after.dice.commitment;
        const revealed: GameEvent = {
          type: 'DiceSeedRevealed',
          data: {
            seed: ok ? logged : (seed ?? '(the seed that matches the commitment)'),
            commitment: after.dice.commitment,
            reason: 'gameEnded',
          },
        } as GameEvent;
        expected = [...expected, revealed];
        after = fold([revealed], after);
      }

      const rs = state ? rulesetView(state.rulesetId) : rulesetView(after.rulesetId);
      for (let k = 0; k < expected.length; k++) {
        const at = i + k + 1;
        const logged = events[i + k];
        const e = expected[k];
        if (!logged)
          return diverge(at, `event ${at}: the rules produce ${e.type} here, but the log ends after ${countOf(events.length, 'event')}`);
        if (logged.metadata.commandId !== first.metadata.commandId)
          return diverge(
            at,
            `event ${at}: the rules produce ${e.type} here for the ${recorded.type} of event ${n}, but the log has ${logged.type} of another command`,
          );
        const got = toGameEvent(logged);
        if (e.type === 'DiceRolled') anyDice = true;
        if (got.type === e.type && sameJson(e.data, got.data)) continue;
        const x = { rs, before: fold(expected.slice(0, k), state) };
        if (e.type === 'DiceRolled' && fromLog?.ranOut())
          return diverge(
            at,
            `event ${at}: the rules roll ${countOf(e.data.values.length, 'die')} here (${e.data.purpose}), the log has ${got.type} ("${summaryOf(got.type, got.data, x)}"): a DiceRolled event is missing`,
          );
        return diverge(at, describeDifference(at, e, got, x));
      }
      const extra = events[i + expected.length];
      if (extra && extra.metadata.commandId === first.metadata.commandId) {
        const at = i + expected.length + 1;
        return diverge(at, `event ${at}: the log has a ${extra.type} for the ${recorded.type} of event ${n} that the rules do not produce`);
      }
      state = after;
      out.state = state;
      out.commands++;
      out.rederived += expected.length;
      i += expected.length;
      opts.onProgress?.(i, events.length);
    }
  } catch (err) {
    // A payload or command the rules cannot read (a malformed or hand-made log): where, and why.
    const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return diverge(i + 1, `event ${i + 1}: the rules cannot read the command or events here (${why})`);
  }
  if (!anyDice) out.dice = 'none';
  return out;
}
