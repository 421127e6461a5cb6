// Golden captures: what the rules core was asked and what it answered, game by
// game, so that a change meant to keep behaviour can prove it does. A capture
// holds every command in order with its actor and the answer: the events (as
// a SHA-256 of their canonical JSON, with the dice they rolled, which replay
// feeds back in) or the refusal's code and rule. Replaying a capture folds the
// recorded events and asks decide again; any difference is reported.
//
// Record (overwrites test/golden/fixtures):  GOLDEN_RECORD=1 npx jest test/soak test/api
// Check:                                     npx jest test/golden
import canonicalize from 'canonicalize';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decide, evolve, fixedDice, type Actor, type Command, type Decision, type GameEvent, type GameState } from '../../src/rules';

export const FIXTURES = join(__dirname, 'fixtures');
export const recording = () => Boolean(process.env.GOLDEN_RECORD);

export interface Step {
  actor: Actor;
  command: Command;
  /** The dice the answer rolled, in order (from its DiceRolled events). */
  dice: number[];
  /** Accepted: SHA-256 of the canonical JSON of the events the rules core returned. */
  events?: string;
  /** Refused: `code rule`. */
  refused?: string;
  /** Events the app appended after the core's (DiceSeedRevealed when a command ends the game), folded but not compared. */
  appended?: GameEvent[];
}

export interface Capture {
  name: string;
  steps: Step[];
}

export const digest = (x: unknown) =>
  createHash('sha256')
    .update(canonicalize(x) as string)
    .digest('hex');

export const diceOf = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'DiceRolled' ? e.data.values : []));

/** The step for one decide: its answer, and what the app appended after the core's events. */
export function stepOf(
  actor: Actor,
  command: Command,
  decision: Decision | { ok: true; events: GameEvent[] },
  appended: GameEvent[] = [],
): Step {
  const base = { actor, command };
  if (!decision.ok) return { ...base, dice: [], refused: `${decision.violation.code} ${decision.violation.rule}` };
  const step: Step = { ...base, dice: diceOf(decision.events), events: digest(decision.events) };
  if (appended.length) step.appended = appended;
  return step;
}

export function write(capture: Capture) {
  mkdirSync(FIXTURES, { recursive: true });
  const file = join(FIXTURES, `${capture.name.replace(/[^A-Za-z0-9_.-]+/g, '_')}.json.gz`);
  writeFileSync(file, gzipSync(JSON.stringify(capture), { level: 9 }));
}

export function readAll(): Capture[] {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json.gz'))
    .sort()
    .map((f) => JSON.parse(gunzipSync(readFileSync(join(FIXTURES, f))).toString('utf8')) as Capture);
}

/** Replays a capture through today's rules core; returns the differences (none when behaviour is unchanged). */
export function replay(capture: Capture): string[] {
  const problems: string[] = [];
  let state: GameState | null = null;
  capture.steps.forEach((step, i) => {
    if (problems.length >= 5) return;
    let d: Decision;
    try {
      d = decide(state, step.command, { actor: step.actor, dice: fixedDice(step.dice) });
    } catch (e) {
      problems.push(`${capture.name} #${i} ${step.command.type}: decide threw ${(e as Error).message}`);
      return;
    }
    const got = stepOf(step.actor, step.command, d);
    if (step.refused !== undefined) {
      if (got.refused !== step.refused)
        problems.push(`${capture.name} #${i} ${step.command.type}: was refused ${step.refused}, now ${got.refused ?? 'accepted'}`);
      return;
    }
    if (got.events !== step.events) {
      problems.push(
        `${capture.name} #${i} ${step.command.type}: events differ${d.ok ? ` (now ${d.events.map((e) => e.type).join(', ')})` : `; now refused ${got.refused}`}`,
      );
      return;
    }
    for (const e of [...(d.ok ? d.events : []), ...(step.appended ?? [])]) state = evolve(state, e);
  });
  return problems;
}
